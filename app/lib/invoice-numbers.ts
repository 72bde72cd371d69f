// Invoice numbers: one gap-free series per financial year (1 April to 31 March, India time), e.g.
// AB/2026-27/0001. Rule 46(b) of the CGST Rules allows at most 16 characters, hence a prefix of
// at most three.

import { indiaToday } from './dates.ts';

/** The financial year a moment falls in, by India's calendar: '2026-27'. */
export function financialYear(at: Date | number): string {
  const [year, month] = indiaToday(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_PREFIX = /^[A-Z0-9]{1,3}$/;
export const CREDIT_NOTE_PREFIX = 'CN';

export const invoiceNumber = (prefix: string, fy: string, sequence: number) => `${prefix}/${fy}/${String(sequence).padStart(4, '0')}`;
