import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { shopperStatusLabel } from '../../lib/enquiry-constants.ts';
import { publishChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import type { ProfileInput } from '../../lib/schemas/profile.ts';
import { phoneForForm, type WithStoredPhone } from '../platform/phone-numbers.server.ts';
import type { EnquiryItem } from '../../../db/schema/shoppers.ts';
import type { EnquiryKind } from '../../lib/enquiry-constants.ts';

export type Profile = { fullName: string; phone: string; phoneCountry: string; address: string; country: string; avatarUrl: string; updatedAt: Date | null };

/**
 * The signed-in shopper's profile. Every function here takes the session user's id; there is no
 * way to name another shopper's row from a form.
 */
export async function getProfile(userId: string): Promise<Profile> {
  const [row] = await db()
    .select({ fullName: schema.profiles.fullName, phone: schema.profiles.phone, address: schema.profiles.address, country: schema.profiles.country, avatarUrl: schema.profiles.avatarUrl, updatedAt: schema.profiles.updatedAt, userName: schema.user.name })
    .from(schema.user)
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.user.id))
    .where(eq(schema.user.id, userId));
  return {
    fullName: row?.fullName ?? row?.userName ?? '',
    ...(({ country, number }) => ({ phoneCountry: country, phone: number }))(phoneForForm(row?.phone ?? null)),
    country: row?.country ?? 'IN',
    address: row?.address ?? '',
    avatarUrl: row?.avatarUrl ?? '',
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Upserts the profile and keeps the account's display name in step with it. */
export async function updateProfile(userId: string, input: WithStoredPhone<ProfileInput, null>): Promise<void> {
  const now = new Date();
  const values = { fullName: input.fullName, phone: input.phone, address: input.address || null, country: input.country, avatarUrl: input.avatarUrl || null, updatedAt: now };
  await db().transaction(async (tx) => {
    await tx.insert(schema.profiles).values({ id: userId, ...values }).onConflictDoUpdate({ target: schema.profiles.id, set: values });
    await tx.update(schema.user).set({ name: input.fullName, updatedAt: now }).where(eq(schema.user.id, userId));
  });
  // The header shows the signed-in name, which remembered sessions hold.
  publishChange('accounts');
}

/** Called when better-auth creates an account: the name given at sign-up starts the profile. */
export async function createProfile(userId: string, fullName: string): Promise<void> {
  await db().insert(schema.profiles).values({ id: userId, fullName }).onConflictDoNothing();
}

export type PastEnquiry = { id: string; kind: EnquiryKind; status: string; statusLabel: string; submittedAt: Date; items: EnquiryItem[] };

/** This shopper's cart enquiries, inquiries and custom orders (those sent while signed in), newest first. */
export async function listUserEnquiries(userId: string): Promise<PastEnquiry[]> {
  const [carts, inquiries, customs] = await Promise.all([
    db()
      .select({ id: schema.userEnquiries.id, status: schema.userEnquiries.status, submittedAt: schema.userEnquiries.submittedAt, items: schema.userEnquiries.items })
      .from(schema.userEnquiries)
      .where(eq(schema.userEnquiries.userId, userId))
      .orderBy(desc(schema.userEnquiries.submittedAt))
      .limit(100),
    db()
      .select({ id: schema.inquiries.inquiryId, status: schema.inquiries.status, submittedAt: schema.inquiries.createdAt })
      .from(schema.inquiries)
      .where(eq(schema.inquiries.userId, userId))
      .orderBy(desc(schema.inquiries.createdAt))
      .limit(100),
    db()
      .select({ id: schema.customOrders.id, status: schema.customOrders.status, submittedAt: schema.customOrders.createdAt })
      .from(schema.customOrders)
      .where(eq(schema.customOrders.userId, userId))
      .orderBy(desc(schema.customOrders.createdAt))
      .limit(100),
  ]);
  const listed = [
    ...carts.map((r) => ({ ...r, kind: 'cart' as const, items: Array.isArray(r.items) ? r.items : [] })),
    ...inquiries.map((r) => ({ ...r, kind: 'inquiry' as const, items: [] })),
    ...customs.map((r) => ({ ...r, kind: 'custom' as const, items: [] })),
  ]
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())
    .slice(0, 100);
  const quotes = await quotesInForce(listed.filter((e) => e.status === 'quoted').map((e) => e.id));
  return listed.map((e) => ({ ...e, statusLabel: shopperStatusLabel(e.status, quotes.get(`${e.kind}:${e.id}`)) }));
}

/** The quote in force (the newest not replaced) of each of these enquiries, by kind and id. */
async function quotesInForce(ids: string[]) {
  const q = schema.quotes;
  const rows = ids.length
    ? await db()
        .select({ kind: q.enquiryKind, id: q.enquiryId, acceptedAt: q.acceptedAt, paymentClaimedAt: q.paymentClaimedAt, paidAt: q.paidAt })
        .from(q)
        .where(and(inArray(q.enquiryId, ids), isNull(q.replacedAt)))
        .orderBy(asc(q.createdAt))
    : [];
  return new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
}
