import { sql } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { sendMail } from '../mail/mail.server.ts';
import { pictureUrl, productsById, type MailView } from '../mail/mail-view.server.ts';
import { issueReviewToken, REVIEW_LINK_DAYS } from '../auth/review-links.server.ts';
import type { EnquiryRef } from './enquiry-records.server.ts';
import { productsOfEnquiry } from './review-eligibility.server.ts';

/** Enquiries received longer ago than this are not invited any more (a shop turning reviews on later mails no old orders). */
const LATEST_AFTER_DAYS = 30;

type Due = { kind: EnquiryRef['kind']; id: string; userId: string; email: string; name: string };

/**
 * Shoppers' enquiries the shop marked `received` at least REVIEW_INVITE_DAYS ago, not yet invited.
 * Only accounts' enquiries: a review is written by a shopper the shop knows.
 */
async function dueInvitations(now: Date): Promise<Due[]> {
  const days = getEnv().REVIEW_INVITE_DAYS;
  const until = new Date(now.getTime() - days * 86_400_000);
  const since = new Date(until.getTime() - LATEST_AFTER_DAYS * 86_400_000);
  const result = await db().execute<Due>(sql`
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
async function claim(due: Due): Promise<boolean> {
  const rows = await db()
    .insert(schema.reviewInvitations)
    .values({ enquiryKind: due.kind, enquiryId: due.id, userId: due.userId })
    .onConflictDoNothing()
    .returning({ id: schema.reviewInvitations.enquiryId });
  return rows.length > 0;
}

/** The invitation's text part, and its view: each piece with its picture and the link to its review form. */
async function invitation(name: string, pieces: { id: string; name: string }[], token: string): Promise<{ text: string; view: MailView }> {
  const env = getEnv();
  const greeting = `Dear ${name || 'customer'},`;
  const intro = [
    pieces.length === 1
      ? `We hope you are enjoying your ${pieces[0].name}. Would you tell other women how it looks and fits?`
      : 'We hope you are enjoying your pieces. Would you tell other women how they look and fit?',
    'A few words and a photo help others choose; we read every review before it appears on the shop.',
  ];
  const links = pieces.map((p) => ({ piece: p, url: `${env.publicUrl}/product/${encodeURIComponent(p.id)}/review?t=${token}` }));
  const lasting = `These links open your review form without signing in for ${REVIEW_LINK_DAYS} days.`;
  const signOff = ['Warm regards,', env.SHOP_NAME];
  const products = await productsById(pieces.map((p) => p.id));
  return {
    text: [greeting, '', ...intro, '', ...links.map((l) => `${l.piece.name}: ${l.url}`), '', lasting, '', ...signOff].join('\n'),
    view: {
      heading: pieces.length === 1 ? `How do you like your ${pieces[0].name}?` : 'How do you like your pieces?',
      greeting,
      intro,
      items: links.map((l) => ({ name: l.piece.name, picture: pictureUrl(products.get(l.piece.id)?.image), action: { label: 'Write a review', url: l.url } })),
      outro: [lasting],
      signOff,
    },
  };
}

/** Sends the invitations that are due; each enquiry is invited once, by whichever server claims it. */
export async function sendReviewInvitations(now = new Date()): Promise<number> {
  let sent = 0;
  for (const due of await dueInvitations(now)) {
    const ref: EnquiryRef = { kind: due.kind, id: due.id };
    const pieces = await productsOfEnquiry(ref);
    // Claimed even when none of its pieces is on the shop any more: it is not looked at again.
    if (!(await claim(due)) || pieces.length === 0) continue;
    try {
      await sendMail({
        to: due.email,
        subject: `How do you like your ${pieces.length === 1 ? pieces[0].name : 'pieces'}? — ${getEnv().SHOP_NAME}`,
        ...(await invitation(due.name, pieces, issueReviewToken(due.userId, now.getTime()))),
      });
      sent += 1;
    } catch (error) {
      logger.error({ err: error, enquiry: ref }, 'review invitation mail failed');
    }
  }
  return sent;
}
