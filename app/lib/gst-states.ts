// States and union territories by their GST state code (the first two digits of a GSTIN, and the
// code an invoice prints beside the place of supply).

export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export const isGstStateCode = (code: string) => GST_STATES.some((s) => s.code === code);
export const gstStateName = (code: string) => GST_STATES.find((s) => s.code === code)?.name ?? code;

// The first three digits of a PIN name its sorting district; ranges below map them to states. Postal
// circles do not follow state lines everywhere (a few border districts share a prefix), so this is
// where the invoice starts from: the owner sets the state by hand when issuing an invoice.
const PIN_RANGES: [from: number, to: number, state: string][] = [
  [110, 110, '07'],
  [121, 136, '06'],
  [140, 159, '03'],
  [160, 160, '04'],
  [161, 169, '03'],
  [171, 177, '02'],
  [180, 193, '01'],
  [194, 194, '38'],
  [201, 285, '09'],
  [246, 246, '05'],
  [248, 249, '05'],
  [263, 263, '05'],
  [301, 345, '08'],
  [360, 396, '24'],
  [400, 445, '27'],
  [403, 403, '30'],
  [450, 488, '23'],
  [490, 497, '22'],
  [500, 509, '36'],
  [510, 535, '37'],
  [560, 591, '29'],
  [600, 643, '33'],
  [605, 605, '34'],
  [670, 695, '32'],
  [700, 743, '19'],
  [737, 737, '11'],
  [744, 744, '35'],
  [750, 770, '21'],
  [781, 788, '18'],
  [790, 792, '12'],
  [793, 794, '17'],
  [795, 795, '14'],
  [796, 796, '15'],
  [797, 798, '13'],
  [799, 799, '16'],
  [800, 855, '10'],
  [814, 816, '20'],
  [822, 822, '20'],
  [825, 829, '20'],
  [831, 835, '20'],
];

/** The state of the last six-digit PIN in an address, or null; later (narrower) ranges win. */
export function stateFromAddress(address: string | null | undefined): string | null {
  const pins = (address ?? '').match(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g);
  if (!pins) return null;
  const prefix = Number(pins[pins.length - 1].slice(0, 3));
  let found: string | null = null;
  for (const [from, to, state] of PIN_RANGES) if (prefix >= from && prefix <= to) found = state;
  return found;
}
