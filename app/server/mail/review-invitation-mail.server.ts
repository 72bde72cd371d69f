import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { issueReviewToken, REVIEW_LINK_DAYS } from '../auth/review-links.server.ts';
import type { EnquiryRef } from '../data/enquiry-records.server.ts';
import { productsOfEnquiry } from '../data/review-eligibility.server.ts';
import { claimInvitation, dueInvitations } from '../data/review-invitations.server.ts';
import { sendMail } from './mail.server.ts';
import { pictureUrl, productsById, type MailView } from './mail-view.server.ts';

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
      items: links.map((l) => ({
        name: l.piece.name,
        picture: pictureUrl(products.get(l.piece.id)?.image),
        action: { label: 'Write a review', url: l.url },
      })),
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
    if (!(await claimInvitation(due)) || pieces.length === 0) continue;
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
