import { NAV_CATEGORIES, OCCASIONS } from '~/lib/constants';

export const MAIN_NAV = [
  { label: 'Shop In-Stock', to: '/products' },
  { label: 'Create Your Look', to: '/inquiry', primary: true },
  { label: 'Collections', to: '/#collections' },
  { label: 'About', to: '/#about' },
] as const;

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const OCCASION_LINKS = OCCASIONS.map((o) => ({ label: title(o), to: `/products?filter=occasion&value=${o}` }));
export const CATEGORY_LINKS = NAV_CATEGORIES.map((c) => ({ label: c.label, to: `/products?filter=category&value=${c.value}` }));
