// Where a quote ships to. Prices are whole rupees; the owner changes them and the delivery times on
// the Currencies and shipping screen. India's zone is the Standard shipping of a quote within India.

export const SHIPPING_ZONE_DEFAULTS = [
  { zone: 'india', label: 'India', price: 0, delivery: '5-7 business days' },
  { zone: 'south-asia', label: 'South Asia', price: 1500, delivery: '7-10 business days' },
  { zone: 'middle-east', label: 'Middle East', price: 2500, delivery: '7-10 business days' },
  { zone: 'uk-europe', label: 'UK and Europe', price: 3500, delivery: '8-12 business days' },
  { zone: 'north-america', label: 'North America', price: 4000, delivery: '10-14 business days' },
  { zone: 'australia-nz', label: 'Australia and New Zealand', price: 4000, delivery: '10-14 business days' },
  { zone: 'rest-of-world', label: 'Rest of world', price: 5000, delivery: '12-18 business days' },
] as const;

export type ShippingZoneKey = (typeof SHIPPING_ZONE_DEFAULTS)[number]['zone'];
export type ShippingZone = { zone: ShippingZoneKey; label: string; price: number; delivery: string };
export const SHIPPING_ZONE_KEYS = SHIPPING_ZONE_DEFAULTS.map((z) => z.zone) as ShippingZoneKey[];
/** Zones outside India: the shopper pays import duties and taxes there. */
export const isAbroad = (zone: string) => zone !== 'india' && SHIPPING_ZONE_KEYS.includes(zone as ShippingZoneKey);

export const CUSTOMS_NOTICE =
  'Shipping abroad: import duties and taxes of your country are not included and are paid to the courier or customs on delivery.';

// Countries (ISO 3166 codes, as the enquiry forms store them) of each zone abroad; any other
// country ships at the rest-of-world price.
const ZONE_COUNTRIES: Record<Exclude<ShippingZoneKey, 'india' | 'rest-of-world'>, string> = {
  'south-asia': 'AF BD BT LK MV NP PK',
  'middle-east': 'AE BH IL IQ IR JO KW LB OM PS QA SA SY YE',
  'uk-europe':
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA XK',
  'north-america': 'US CA MX PR',
  'australia-nz': 'AU NZ',
};

/** The zone a quote to this country ships in; India when the enquiry gave no country. */
export function zoneForCountry(code: string | null | undefined): ShippingZoneKey {
  const country = (code ?? '').trim().toUpperCase();
  if (country === '' || country === 'IN') return 'india';
  const found = (Object.entries(ZONE_COUNTRIES) as [ShippingZoneKey, string][]).find(([, list]) => list.split(' ').includes(country));
  return found ? found[0] : 'rest-of-world';
}
