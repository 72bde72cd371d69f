// Writes app/lib/phone-countries.ts: node scripts/write-phone-countries.mjs > app/lib/phone-countries.ts
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
const names = new Intl.DisplayNames(['en'], { type: 'region' });
const rows = getCountries()
  .map((c) => [c, names.of(c), getCountryCallingCode(c)])
  .filter(([c, n]) => n && n !== c);
rows.sort((a, b) => a[1].localeCompare(b[1], 'en'));
const body = rows.map(([c, n, d]) => `  ['${c}', ${JSON.stringify(n)}, '${d}'],`).join('\n');
process.stdout.write(`// Every country libphonenumber-js knows, with its English name and calling code, sorted by name.
// Made by scripts/write-phone-countries.mjs from the library's metadata (getCountries, getCountryCallingCode) and Intl.DisplayNames('en'),
// written out so the forms do not carry the library's metadata into the browser.
export const PHONE_COUNTRIES: readonly (readonly [code: string, name: string, callingCode: string])[] = [
${body}
];
`);
