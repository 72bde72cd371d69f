/** Choices and timings only the admin area uses (kept out of the constants every shopper page loads). */
export const COPIED_STATE_MS = 2000;
export const STYLES = ['ethnic', 'fusion', 'traditional', 'modern', 'casual', 'festive'] as const;
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'] as const;
export const INVENTORY_STATUSES = ['available', 'out_of_stock', 'limited'] as const;
export const BANNER_SIZES: Record<string, { desktop: string; mobile: string }> = {
  hero_top: { desktop: '1920x64', mobile: '768x64' },
  hero_main: { desktop: '1920x1080', mobile: '768x1024' },
  other: { desktop: '1200x400', mobile: '768x300' },
};
