import { sql } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';
import { listRecentAudit } from './audit.server.ts';
import { countInbox, countPendingEnquiries, listInbox } from './admin-enquiries.server.ts';
import { countProducts } from './admin-products.server.ts';
import { openQuotes } from './quotes.server.ts';

/** Real counts for the dashboard (decisions: never hard-coded samples). */
export async function getDashboard() {
  const n = sql<number>`count(*)::int`;
  const [products, pending, inbox, [testimonials], [banners], latest, audit, quotes] = await Promise.all([
    countProducts(),
    countPendingEnquiries(),
    countInbox(),
    db().select({ n }).from(schema.testimonials),
    db().select({ n }).from(schema.bannerImages),
    listInbox({ limit: 6 }),
    listRecentAudit(8),
    openQuotes(),
  ]);
  return {
    counts: {
      products,
      pendingEnquiries: pending,
      testimonials: Number(testimonials.n),
      banners: Number(banners.n),
      cartEnquiries: inbox.cart,
      inquiries: inbox.inquiry,
      customOrders: inbox.custom,
      openQuotes: quotes.count,
      openQuoteValue: quotes.value,
    },
    latest,
    audit,
  };
}
