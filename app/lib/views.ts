import type { products } from '../../db/schema/catalogue.ts';
import type { ParcelView } from './parcel-views.ts';
import type { bannerImages, testimonials } from '../../db/schema/content.ts';
import type { EnquiryQuoteView } from './quote-views.ts';
import type { MeasurementSnapshot } from './measurements.ts';
import type { EnquiryKind } from './enquiry-constants.ts';

// Shapes the server's data modules hand to pages and components. They live here, not beside the
// components, so that server code never imports from app/components.

/** A product as the database holds it; every product shape below is a choice of its columns. */
export type ProductRow = typeof products.$inferSelect;

/** What every small picture of a product with its price shows: wishlist cards, the pricing table. */
export type ProductSummary = Pick<ProductRow, 'id' | 'name' | 'price' | 'originalPrice' | 'image' | 'category'>;

/** A product as a card shows it (the catalogue data module returns this shape). */
export type CardRating = { average: number; count: number };

export type CardProduct = ProductSummary &
  Pick<ProductRow, 'fabric' | 'inventoryStatus' | 'isNew'> & {
    /** Stars on the card: only from the third published review on. */
    rating?: CardRating | null;
    /** The start of the description, shown in the listing's list view. */
    summary?: string;
  };

/** What the product page's size, quantity and enquiry buttons need. */
export type PurchaseProduct = Pick<
  ProductRow,
  'id' | 'name' | 'price' | 'image' | 'category' | 'sizes' | 'inventoryStatus' | 'stockQuantity'
>;

/** What search engines' product data (price, availability, sale end) is written from. */
export type OfferProduct = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'category' | 'price' | 'originalPrice' | 'images' | 'inventoryStatus' | 'stockQuantity'
>;

/** A row of the admin's SKU list. */
export type AdminProductRow = ProductSummary & Pick<ProductRow, 'inventoryStatus' | 'stockQuantity' | 'isPublished' | 'createdAt'>;

type BannerRow = typeof bannerImages.$inferSelect;

/** A banner as the home page receives it from the server. */
export type HomeBanner = Pick<BannerRow, 'id' | 'sectionName' | 'title' | 'subtitle' | 'imageUrl' | 'altText' | 'ctaText' | 'ctaLink'>;

/** A banner as the admin's banner list shows and edits it. */
export type BannerView = HomeBanner & Pick<BannerRow, 'displayOrder' | 'isActive'>;

export type HomeTestimonial = Pick<typeof testimonials.$inferSelect, 'id' | 'name' | 'message' | 'imageUrl'>;

/** An inbox row as the loader sends it (dates arrive as Date on the server render and in the browser). */
export type EnquiryView = {
  kind: EnquiryKind;
  id: string;
  customerName: string | null;
  email: string | null;
  /** In international form (+1 201-555-0147); the digits for wa.me in `whatsapp`. */
  phone: string | null;
  whatsapp: string | null;
  /** Where the shopper lives, by name, when the form asked. */
  country: string | null;
  /** Its ISO code (US), for the quote's shipping zone. */
  countryCode: string | null;
  status: string;
  internalNotes: string | null;
  submittedAt: Date | string;
  itemCount: number | null;
  items: { sku: string; name: string; price: number | null; size: string | null; quantity: number | null }[];
  details: { label: string; value: string }[];
  referenceImages: string[];
  /** Need-by date, the lead time in days when it was sent, and the copy of the measurements sent. */
  madeToMeasure: MadeToMeasureView;
  /** The parcels sent (the inbox adds them). */
  parcels?: ParcelView[];
} & EnquiryQuoteView;

export type MadeToMeasureView = { needBy: string | null; leadDays: number | null; measurements: MeasurementSnapshot | null };

/** A products spreadsheet import before it is confirmed: what would be added, changed or refused. */
export type ImportChange = { column: string; before: string; after: string };

export type ImportPreview = {
  /** Ties a confirmation to this file and this outcome: a different file or a changed catalogue needs a new preview. */
  fingerprint: string;
  rows: number;
  newCount: number;
  changedCount: number;
  unchangedCount: number;
  errorCount: number;
  created: { row: number; id: string | null; name: string; price: string }[];
  changed: { row: number; id: string; name: string; changes: ImportChange[] }[];
  errors: string[];
  notes: string[];
};
