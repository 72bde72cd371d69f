import { sql } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';
import type { EnquiryRef } from './enquiry-records.server.ts';

/** Enquiries received longer ago than this are not invited any more (a shop turning reviews on later mails no old orders). */
const LATEST_AFTER_DAYS = 30;

export type DueInvitation = { kind: EnquiryRef['kind']; id: string; userId: string; email: string; name: string };

/**
 * Shoppers' enquiries the shop marked `received` at least REVIEW_INVITE_DAYS ago, not yet invited.
 * Only accounts' enquiries: a review is written by a shopper the shop knows.
 */
export async function dueInvitations(now: Date): Promise<DueInvitation[]> {
  const days = getEnv().REVIEW_INVITE_DAYS;
  const until = new Date(now.getTime() - days * 86_400_000);
  const since = new Date(until.getTime() - LATEST_AFTER_DAYS * 86_400_000);
  const result = await db().execute<DueInvitation>(sql`
    with received as (
      select e.enquiry_kind as kind, e.enquiry_id as id, max(e.created_at) as at
      from enquiry_events e where e.type = 'status' and e.status = 'received' and e.enquiry_kind in ('cart', 'inquiry', 'custom')
      group by e.enquiry_kind, e.enquiry_id
    ), owners as (
      select 'cart' as kind, id::text as id, user_id, status from user_enquiries where user_id is not null
      union all
      select 'inquiry', inquiry_id, user_id, status from inquiries where user_id is not null
      union all
      select 'custom', id::text, user_id, status from custom_orders where user_id is not null and product_id is not null
    )
    select r.kind, r.id, o.user_id as "userId", u.email, u.name
    from received r
    join owners o on o.kind = r.kind and o.id = r.id and o.status = 'received'
    join "user" u on u.id = o.user_id
    where r.at <= ${until} and r.at > ${since}
      and not exists (select 1 from review_invitations i where i.enquiry_kind = r.kind and i.enquiry_id = r.id)
    limit 200`);
  return result.rows;
}

/** Claims the invitation for one enquiry; false when another server already sent it. */
export async function claimInvitation(due: DueInvitation): Promise<boolean> {
  const rows = await db()
    .insert(schema.reviewInvitations)
    .values({ enquiryKind: due.kind, enquiryId: due.id, userId: due.userId })
    .onConflictDoNothing()
    .returning({ id: schema.reviewInvitations.enquiryId });
  return rows.length > 0;
}
