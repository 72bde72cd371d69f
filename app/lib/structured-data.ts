import { BUSINESS_HOURS } from './constants.ts';
import { mediaSrc } from './media-widths.ts';
import type { OfferProduct } from './views.ts';
import { stockOf } from './stock.ts';
import { whatsappLink } from './whatsapp.ts';

// schema.org data for search engines (JSON-LD), built from the same records the pages show.
// Browser-safe: the pages render it, tests parse it back.

const SCHEMA = 'https://schema.org';

/** An absolute address of a shop image, at the size search engines and feeds ask for. */
export const absoluteImage = (publicUrl: string, src: string) => (/^https?:\/\//.test(src) ? src : `${publicUrl}${mediaSrc(src, 1280)}`);

/** schema.org availability from the product's stock, as the product page shows it. */
export function schemaAvailability(p: Pick<OfferProduct, 'inventoryStatus' | 'stockQuantity'>): string {
  if (!stockOf(p).buyable) return `${SCHEMA}/MadeToOrder`;
  return p.inventoryStatus === 'limited' ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

/** The day a sale price stops, when the product is on sale during a running offer. */
export function saleValidUntil(p: Pick<OfferProduct, 'price' | 'originalPrice'>, offerEndsAt: string | null): string | null {
  if (!offerEndsAt || p.originalPrice === null || p.originalPrice <= p.price) return null;
  return offerEndsAt.slice(0, 10);
}

export function productJsonLd(p: OfferProduct, ctx: { publicUrl: string; shopName: string; offerEndsAt: string | null }) {
  const until = saleValidUntil(p, ctx.offerEndsAt);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${ctx.publicUrl}/product/${p.id}#product`,
    sku: p.id,
    name: p.name,
    description: p.description || p.name,
    category: p.category,
    image: p.images.map((src) => absoluteImage(ctx.publicUrl, src)),
    brand: { '@type': 'Brand', name: ctx.shopName },
    offers: {
      '@type': 'Offer',
      url: `${ctx.publicUrl}/product/${p.id}`,
      priceCurrency: 'INR',
      price: p.price,
      availability: schemaAvailability(p),
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: ctx.shopName },
      ...(until ? { priceValidUntil: until } : {}),
    },
  };
}

/** Home › … › this page; the last crumb is the page itself. */
export function breadcrumbJsonLd(publicUrl: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${publicUrl}${c.path}` })),
  };
}

type StoreConfig = {
  publicUrl: string;
  shopName: string;
  shopEmail: string;
  shopPhone: string;
  shopAddress: string;
  whatsappNumber: string;
  instagramUrl: string;
};

const DAYS: Record<string, string[]> = {
  'Mon-Sat': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  Sun: ['Sunday'],
};

/** '10:00 AM' → '10:00'; '8:00 PM' → '20:00'. */
function to24h(time: string): string {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/.exec(time.trim()) ?? [];
  const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/** The boutique itself, for the home page: a ClothingStore (an Organization) with address, phone, WhatsApp and hours. */
export function storeJsonLd(c: StoreConfig) {
  const postcode = /\b(\d{6})\b/.exec(c.shopAddress)?.[1];
  return {
    '@context': SCHEMA,
    '@type': 'ClothingStore',
    '@id': `${c.publicUrl}/#store`,
    name: c.shopName,
    url: `${c.publicUrl}/`,
    logo: `${c.publicUrl}/favicon.svg`,
    image: `${c.publicUrl}/favicon.svg`,
    email: c.shopEmail,
    telephone: c.shopPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.shopAddress,
      ...(postcode ? { postalCode: postcode } : {}),
      addressCountry: 'IN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: c.shopPhone,
        email: c.shopEmail,
        areaServed: 'IN',
        availableLanguage: ['en', 'hi'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: 'WhatsApp',
        telephone: `+${c.whatsappNumber}`,
        url: whatsappLink(c.whatsappNumber, 'Hi!'),
      },
    ],
    openingHoursSpecification: BUSINESS_HOURS.map((b) => {
      const [opens, closes] = b.hours.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[b.days], opens: to24h(opens), closes: to24h(closes) };
    }),
    sameAs: [c.instagramUrl, `https://wa.me/${c.whatsappNumber}`],
    priceRange: '₹₹',
  };
}
