import { describe, expect, it } from 'vitest';
import { inquirySchema, splitReferenceFiles } from './inquiry.ts';

// The form sends `phone` and `phone_country`; inquiryValues reads them as one field.
const first = (input: Record<string, unknown>) => {
  const result = inquirySchema.safeParse({ ...input, phone: { country: input.phone_country ?? '', number: input.phone } });
  return result.success ? null : result.error.issues[0].message;
};

describe('inquiry form rules', () => {
  it('reports the four messages in their fixed order', () => {
    const empty = { full_name: '', phone: '', preferred_style: [] };
    expect(first(empty)).toBe('Please enter your full name');
    expect(first({ ...empty, full_name: '  Ria ' })).toBe('Please enter your phone number');
    expect(first({ ...empty, full_name: 'Ria', phone: '555-0100' })).toBe('Please enter a valid Indian phone number');
    expect(first({ ...empty, full_name: 'Ria', phone: '98765 43210' })).toBe('Please select at least one preferred style');
    expect(first({ ...empty, full_name: 'Ria', phone: '98765 43210', preferred_style: ['Saree'] })).toBeNull();
  });

  it('fills the form defaults; India is the phone country unless chosen', () => {
    const data = inquirySchema.parse({ full_name: 'Ria', phone: { country: '', number: '+91 98765-43210' }, preferred_style: ['Saree'] });
    expect(data).toMatchObject({
      occasion: 'festive',
      budget_range: '5-15k',
      source: 'home',
      email: null,
      phone: { country: 'IN', number: '+91 98765-43210' },
      country: 'IN',
      reference_image_urls: [],
    });
    expect(first({ full_name: 'Ria', phone: '5876543210', preferred_style: ['Saree'] })).toBe('Please enter a valid Indian phone number');
    expect(first({ full_name: 'Ria', phone: '9876543210', preferred_style: ['Gown'] })).toBe(
      'Please choose your preferred styles from the list',
    );
  });

  it('takes a number from another country by its shape, and keeps the Indian message for India alone', () => {
    const us = { full_name: 'Ria', preferred_style: ['Saree'], phone_country: 'US' };
    expect(first({ ...us, phone: '+1 201 555 0147' })).toBeNull();
    expect(first({ ...us, phone: '(201) 555-0147' })).toBeNull();
    expect(first({ ...us, phone: '12' })).toBe('Please enter a valid phone number for United States');
    expect(first({ ...us, phone: '' })).toBe('Please enter your phone number');
    expect(first({ ...us, phone_country: 'IN', phone: '201 555 0147' })).toBe('Please enter a valid Indian phone number');
    expect(first({ ...us, phone_country: 'XX', phone: '201 555 0147' })).toBe('Please choose the country of your phone number');
    expect(first({ ...us, phone: '201 555 0147', country: 'ZZ' })).toBe('Please choose your country from the list');
  });

  it('keeps JPG, PNG and PDF up to 10 MB and skips the rest', () => {
    const f = (name: string, type: string, size = 1000) => ({ name, type, size });
    const { accepted, skipped } = splitReferenceFiles([
      f('a.jpg', 'image/jpeg'),
      f('b.png', 'image/png'),
      f('c.pdf', 'application/pdf'),
      f('d.gif', 'image/gif'),
      f('e.png', 'image/png', 10 * 1024 * 1024 + 1),
      f('f.svg', 'image/svg+xml'),
    ]);
    expect(accepted.map((x) => x.name)).toEqual(['a.jpg', 'b.png', 'c.pdf']);
    expect(skipped.map((x) => x.name)).toEqual(['d.gif', 'e.png', 'f.svg']);
  });
});
