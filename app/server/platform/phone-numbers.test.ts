import { describe, expect, it } from 'vitest';
import { displayPhone, phoneCountryOf, phoneForForm, toE164 } from './phone-numbers.server.ts';
import { whatsappDigits } from '../../lib/phone.ts';

describe('phone numbers from any country', () => {
  it('writes valid numbers in E.164, India by the shop rule', () => {
    expect(toE164({ country: 'US', number: '+1 201 555 0147' })).toEqual({ ok: true, e164: '+12015550147' });
    expect(toE164({ country: 'US', number: '(201) 555-0147' })).toEqual({ ok: true, e164: '+12015550147' });
    expect(toE164({ country: 'GB', number: '020 7946 0958' })).toEqual({ ok: true, e164: '+442079460958' });
    expect(toE164({ country: 'AE', number: '050 123 4567' })).toEqual({ ok: true, e164: '+971501234567' });
    expect(toE164({ country: 'IN', number: '098765 43210' })).toEqual({ ok: true, e164: '+919876543210' });
  });
  it('refuses a number that is not valid for its country, or is from another one', () => {
    expect(toE164({ country: 'US', number: '201 555 014' })).toEqual({
      ok: false,
      message: 'Please enter a valid phone number for United States',
    });
    expect(toE164({ country: 'US', number: '+44 20 7946 0958' })).toEqual({
      ok: false,
      message: 'This number is from United Kingdom, not United States: choose its country or check the number',
    });
  });
  it('reads rows stored before countries existed as Indian numbers', () => {
    expect(displayPhone('9876543210')).toBe('+91 98765 43210');
    expect(displayPhone('+12015550147')).toBe('+1 201 555 0147');
    expect(whatsappDigits('9876543210')).toBe('919876543210');
    expect(whatsappDigits('+12015550147')).toBe('12015550147');
    expect(phoneCountryOf('9876543210')).toBe('IN');
    expect(phoneForForm('9876543210')).toEqual({ country: 'IN', number: '9876543210' });
    expect(phoneForForm('+12015550147')).toEqual({ country: 'US', number: '(201) 555-0147' });
  });
});
