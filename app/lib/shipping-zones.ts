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
