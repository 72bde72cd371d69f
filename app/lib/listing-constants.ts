// The catalogue listing's choices: its filters, sorts and page size, and the product fields they
// filter on. Apart from constants.ts so that only the pages with a listing carry them.

export const LISTING_PAGE_SIZE = 24;
export const PRODUCT_CATEGORIES = ['kurtas', 'dresses', 'sarees', 'co-ords', 'lehengas', 'fusion'] as const;
export const FABRICS = ['cotton', 'silk', 'chiffon', 'georgette', 'crepe'] as const;
export const LISTING_PRICE_FILTERS = [
  { value: 'under-2000', label: 'Under ₹2,000', min: null, max: 1999 },
  { value: '2000-4000', label: '₹2,000-₹4,000', min: 2000, max: 4000 },
  { value: 'above-4000', label: 'Above ₹4,000', min: 4001, max: null },
] as const;
export const LISTING_FABRICS = ['cotton', 'silk', 'chiffon', 'georgette'] as const;
export const LISTING_COLOURS = ['rose', 'pink', 'white', 'blue', 'green'] as const;
export const LISTING_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'popular', label: 'Popular' },
] as const;
export const SEASONS = ['spring', 'summer', 'monsoon', 'winter'] as const;
export const FESTIVALS = ['diwali', 'wedding', 'holi', 'eid'] as const;
