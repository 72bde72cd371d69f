import { describe, expect, it } from 'vitest';
import { formatLength, MEASUREMENT_KEYS, MEASUREMENTS, parseLength, readMeasurement, toMillimetres } from './measurements.ts';
import { enquiryExtrasSchema, measurementProfileSchema } from './schemas/measurements.ts';
import { needByWarning, inquiryLeadTime, LEAD_TIME_DEFAULTS, type LeadTime } from './lead-times.ts';
import { indiaToday } from './dates.ts';

const bust = MEASUREMENTS[0];

describe('lengths', () => {
  it('describes every stored measurement once, in the stored order', () => {
    expect(MEASUREMENTS.map((m) => m.key)).toEqual([...MEASUREMENT_KEYS]);
  });

  it('reads back exactly what was typed, in inches (tenths and quarters) and centimetres', () => {
    for (let tenths = 200; tenths <= 700; tenths++) expect(formatLength(toMillimetres(tenths / 10, 'in'), 'in')).toBe(String(tenths / 10));
    for (const q of [36.25, 36.75, 12.25]) expect(formatLength(toMillimetres(q, 'in'), 'in')).toBe(String(q));
    for (let mm = 500; mm <= 1800; mm++)
      expect(formatLength(toMillimetres(Number(formatLength(mm, 'cm')), 'cm'), 'cm')).toBe(formatLength(mm, 'cm'));
  });

  it('switching units never changes the stored millimetres', () => {
    for (let mm = 508; mm <= 1778; mm++) {
      const inCm = toMillimetres(Number(formatLength(mm, 'cm')), 'cm');
      expect(inCm).toBe(mm);
    }
  });

  it('understands fractions and commas, refuses words', () => {
    expect(parseLength('36½')).toBe(36.5);
    expect(parseLength('36 3/4')).toBe(36.75);
    expect(parseLength('92,5')).toBe(92.5);
    expect(parseLength('abc')).toBeNull();
  });

  it('checks the range with the unit in the message', () => {
    expect(readMeasurement(bust, '19', 'in').error).toBe('Bust must be between 20 and 70 inches');
    expect(readMeasurement(bust, '20', 'in')).toEqual({ mm: 508 });
    expect(readMeasurement(bust, '40', 'cm').error).toBe('Bust must be between 50.8 and 177.8 cm');
    expect(readMeasurement(bust, '', 'in')).toEqual({ mm: null });
  });
});

describe('schemas', () => {
  it('a profile stores millimetres from the unit the values were shown in', () => {
    const parsed = measurementProfileSchema.parse({ profile_name: 'Me', unit: 'cm', shown_unit: 'in', m_bust: '36', m_waist: '' });
    expect(parsed).toEqual({ id: null, name: 'Me', unit: 'cm', values: { bust: 914 } });
    const bad = measurementProfileSchema.safeParse({ profile_name: '', unit: 'in', shown_unit: 'in', m_bust: '90' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['profile_name', 'Please name this profile, e.g. Me or Mum'],
      ['m_bust', 'Bust must be between 20 and 70 inches'],
    ]);
  });

  it('the enquiry extras refuse a past date and ask a name when saving a profile', () => {
    const past = enquiryExtrasSchema.safeParse({ need_by: '2020-01-01' });
    expect(past.error?.issues[0].message).toBe('Please choose a date that is not in the past');
    const unnamed = enquiryExtrasSchema.safeParse({ save_profile: 'on', m_bust: '36' });
    expect(unnamed.error?.issues[0].path[0]).toBe('new_profile_name');
    expect(enquiryExtrasSchema.parse({ need_by: indiaToday(), m_hip: '40', measurements_profile: 'Me' })).toEqual({
      needBy: indiaToday(),
      measurements: { profileName: 'Me', unit: 'in', values: { hip: 1016 } },
      saveAsProfile: null,
    });
  });
});

describe('need-by warning', () => {
  const all = LEAD_TIME_DEFAULTS.map((l) => ({
    ...l,
    minWeeks: l.key === 'bridal-lehenga' ? 6 : l.minWeeks,
    maxWeeks: l.key === 'bridal-lehenga' ? 8 : l.maxWeeks,
  })) as LeadTime[];
  it('warns inside the lead time with the agreed wording, and not outside it', () => {
    const lead = inquiryLeadTime(all, 'bridal', ['Kurta Set', 'Lehenga']);
    expect(lead?.key).toBe('bridal-lehenga');
    expect(needByWarning('2027-03-12', lead, '2027-02-20')).toBe(
      'Bridal lehengas take about 6–8 weeks; for 12 March we will confirm on WhatsApp whether a rush order is possible.',
    );
    expect(needByWarning('2027-04-17', lead, '2027-02-20')).toBeNull();
    expect(needByWarning('2027-04-16', lead, '2027-02-20')).toBe(
      'Bridal lehengas take about 6–8 weeks; for 16 April we will confirm on WhatsApp whether a rush order is possible.',
    );
  });
});
