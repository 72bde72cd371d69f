import { inArray } from 'drizzle-orm';
import type { QuoteLine } from '../../../db/schema/quotes.ts';
import { addUp, apportion, byRate, splitLine, type PieceLine, type SupplyKind } from '../../lib/gst-split.ts';
import { gstStateName, stateFromAddress } from '../../lib/gst-states.ts';
import type { InvoiceDocument } from '../../lib/invoice-document.ts';
import { countryName } from '../../lib/phone.ts';
import { moneyOf } from '../../lib/quote.ts';
import { isAbroad } from '../../lib/shipping-zones.ts';
import { HSN_CATEGORIES, type HsnCategory, type InvoiceSettings } from '../../lib/schemas/invoice-settings.ts';
import { schema } from '../platform/db.server.ts';
import type { Executor } from '../data/audit.server.ts';
import { enquiryReference, type EnquiryRecord } from '../data/enquiry-records.server.ts';
import type { QuoteRow } from '../data/quotes.server.ts';

// Turns a paid quote into the document an invoice prints: pieces with their HSN and quantity, the
// other lines shared out over them, taxes by the place of supply (record 0025).

export type Buyer = { address: string; country: string | null; state?: string; gstin?: string };

/** The address and country on record: her profile for a cart enquiry, the city of an inquiry. */
export async function buyerOnRecord(exec: Executor, record: EnquiryRecord): Promise<Buyer> {
  let address = record.entry.details.find((d) => d.label === 'City')?.value ?? '';
  let country = record.entry.countryCode;
  if (record.userId) {
    const [profile] = await exec
      .select({ address: schema.profiles.address, country: schema.profiles.country })
      .from(schema.profiles)
      .where(inArray(schema.profiles.id, [record.userId]));
    if (profile?.address) address = profile.address;
    country ??= profile?.country ?? null;
  }
  return { address, country };
}

const itemLabel = (item: { name: string; size: string | null }) =>
  [item.name, item.size ? `size ${item.size}` : null].filter(Boolean).join(', ');

/** Each item line of the quote with its quantity and HSN: matched to the enquiry's pieces by the label the quote form wrote. */
async function piecesOf(exec: Executor, record: EnquiryRecord, lines: readonly QuoteLine[], settings: InvoiceSettings) {
  const items = record.entry.items;
  const skus = [...items.map((i) => i.sku), record.askedFrom].filter((s): s is string => Boolean(s));
  const rows = skus.length
    ? await exec
        .select({ id: schema.products.id, category: schema.products.category })
        .from(schema.products)
        .where(inArray(schema.products.id, skus))
    : [];
  const categoryOf = new Map(rows.map((r) => [r.id, r.category]));
  const hsnOf = (sku: string | null | undefined) => {
    const category = (sku && categoryOf.get(sku)) || 'custom';
    return settings.hsn[HSN_CATEGORIES.includes(category as HsnCategory) ? (category as HsnCategory) : 'custom'];
  };
  return lines
    .filter((l) => l.kind === 'item')
    .map((l) => {
      const item = items.find((i) => itemLabel(i) === l.label);
      return { description: l.label, hsn: hsnOf(item?.sku ?? record.askedFrom), quantity: item?.quantity ?? 1, rupees: l.amount };
    });
}

export function supplyKind(settings: InvoiceSettings, quote: QuoteRow, buyerState: string): SupplyKind {
  if (!settings.gstin) return 'supply';
  if (isAbroad(quote.shipping)) return 'export';
  return buyerState === settings.state ? 'intra' : 'inter';
}

export async function buildDocument(
  exec: Executor,
  input: { number: string; issuedAt: Date; record: EnquiryRecord; quote: QuoteRow; settings: InvoiceSettings; buyer: Buyer },
): Promise<InvoiceDocument> {
  const { record, quote, settings, buyer } = input;
  const abroad = isAbroad(quote.shipping);
  // Address not on record: the location of the supplier (IGST Act, section 10(1)).
  const buyerState = buyer.state || stateFromAddress(buyer.address) || settings.state;
  const supply = supplyKind(settings, quote, buyerState);
  const pieces = await piecesOf(exec, record, quote.lines, settings);
  const total = quote.total * 100;
  const weighted: PieceLine[] = pieces.length
    ? apportion(
        pieces.map((p) => p.rupees),
        total,
      ).map((paise, i) => ({ description: pieces[i].description, hsn: pieces[i].hsn, quantity: pieces[i].quantity, paise }))
    : [{ description: quote.lines.map((l) => l.label).join(', '), hsn: settings.hsn.custom, quantity: 1, paise: total }];
  const lines = weighted.map((l) => splitLine(l, supply, settings.slabs));
  const country = buyer.country && buyer.country !== 'IN' ? buyer.country : abroad ? 'ZZ' : 'IN';
  return {
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    supply,
    reference: enquiryReference(record.ref),
    seller: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      address: settings.address,
      state: settings.state,
      stateName: gstStateName(settings.state),
      lut: settings.lut,
    },
    buyer: {
      name: record.entry.customerName ?? '',
      email: record.entry.email ?? '',
      address: buyer.address,
      gstin: buyer.gstin ?? '',
      country: country === 'IN' ? 'India' : country === 'ZZ' ? 'Outside India' : countryName(country),
    },
    placeOfSupply: abroad
      ? { code: country === 'IN' ? 'ZZ' : country, name: country === 'ZZ' || country === 'IN' ? 'Outside India' : countryName(country) }
      : { code: buyerState, name: gstStateName(buyerState) },
    lines,
    shared: pieces.length ? quote.lines.filter((l) => l.kind !== 'item').map((l) => ({ label: l.label, paise: l.amount * 100 })) : [],
    totals: addUp(lines),
    rates: [...byRate(lines)].map(([rate, t]) => ({ rate, ...t })),
    foreign: abroad
      ? moneyOf(quote)
        ? { currency: quote.currency, rupeesPerUnit: quote.rupeesPerUnit!, totalCents: quote.currencyTotalCents! }
        : null
      : null,
  };
}
