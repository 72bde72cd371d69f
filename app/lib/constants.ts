// The shop's business constants (counts, delays, limits, choices), in one place with admin-constants.ts
// (what only the admin area uses), listing-constants.ts (the listing's filters) and
// enquiry-constants.ts (the enquiry forms'): the header of every page imports this module, and the
// others keep what few pages use out of every page's first script. Import them; never retype them.
import type { INVENTORY_STATUSES } from './admin-constants.ts';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export const HERO_SLIDE_INTERVAL_MS = 5000;
export const TRENDING_PER_TAB = 6;
export const TESTIMONIAL_COUNT = 3;
export const FEATURED_CATALOGUE_COUNT = 4;
export const SEARCH_DROPDOWN_MAX = 8;

export const REDIRECT_TO_SIGN_IN_MS = 1200;
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 1500;

export const INDIAN_PIN_PATTERN = /^[1-9]\d{5}$/;
export const CART_STORAGE_KEY = 'cart';

export const SHIPPING = {
  standard: { label: 'Standard', days: '5-7 business days', freeAbove: 2999 },
  express: { label: 'Express', days: '2-3 business days', price: 199 },
  festivalRush: { label: 'Festival Rush', days: '48 hours', price: 499 },
  remoteExtraDays: '1-2 days',
  pincodeMessageDays: '3-5 business days',
} as const;

export const RETURNS = {
  days: 7,
  condition: 'unworn with tags, original packaging and invoice',
  refundDays: '5-7 business days',
  exchangesPerOrder: 1,
} as const;

export const BUSINESS_HOURS = [
  { days: 'Mon-Sat', hours: '10:00 AM-8:00 PM' },
  { days: 'Sun', hours: '11:00 AM-6:00 PM' },
] as const;

export const INVENTORY_LABELS: Record<(typeof INVENTORY_STATUSES)[number], string> = {
  available: 'In Stock',
  limited: 'Limited Stock',
  out_of_stock: 'By Inquiry',
};

/** The header's second bar and the mobile menu. */
export const OCCASIONS = ['festive', 'bridal', 'office', 'everyday'] as const;
export const NAV_CATEGORIES = [
  { value: 'sarees', label: 'Sarees' },
  { value: 'lehengas', label: 'Lehengas' },
  { value: 'kurtas', label: 'Kurtas' },
  { value: 'fusion', label: 'Indo-Western' },
  { value: 'accessories', label: 'Accessories' },
] as const;

export const BANNER_SECTIONS = ['hero_top', 'hero_main', 'collections', 'festive', 'seasonal', 'new_arrivals', 'best_sellers'] as const;

/** Fixed marketing claims of the brand: text, not data (no count in the database backs them). */
export const BRAND_CLAIMS = {
  happyCustomers: '15,000+',
  happyCustomersShort: '15K+',
  fiveStar: '98%',
  followers: '50K+',
  repeat: '85%',
  reviewScore: '4.9/5',
  reviewCount: '2,500+',
  fans: '15K+',
  staticRating: '4.8',
  artisans: '50+',
  years: '15+',
  handcrafted: '100%',
  promoStrip: 'Festival Dispatch in 48 hrs on select styles',
} as const;

/** A bespoke card's lead time as the home page shows it ('4-6 weeks'). */
export const bespokeWeeks = (lead: { minWeeks: number; maxWeeks: number }) => `${lead.minWeeks}-${lead.maxWeeks} weeks`;

/** The three by-inquiry bespoke cards of the featured carousel; their lead times come with the home page's data (the owner's weeks, or the lead-time module's defaults). */
export const BESPOKE_CARDS = [
  { key: 'bridal-lehenga', title: 'Bespoke Bridal Lehenga', startingPrice: 25000 },
  { key: 'festive-saree', title: 'Bespoke Festive Saree', startingPrice: 15000 },
  { key: 'fusion-set', title: 'Bespoke Indo-Western Fusion Set', startingPrice: 8000 },
] as const;
