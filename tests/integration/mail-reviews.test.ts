import { describe, expect, it } from 'vitest';
import { makeUser } from './auth-helpers.ts';
import { HOSTILE, mailHarness } from './mail-harness.ts';

// The invitation to review the pieces a shopper received.

const shop = mailHarness({ shop: 23158, smtp: 23159 });
const { mailTo, boutiqueHtml } = shop;

describe('review invitation mail, parsed', () => {
  it('review invitation: each piece with its picture and its own review link', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { sendReviewInvitations } = await import('../../app/server/mail/review-invitation-mail.server.ts');
    const user = await makeUser('radha@example.in', 'radha-password-1', 'user', HOSTILE);
    const [row] = await db()
      .insert(schema.userEnquiries)
      .values({
        userId: user.id,
        customerName: HOSTILE,
        customerEmail: 'radha@example.in',
        status: 'received',
        items: [
          { sku: 'banarasi-lehenga', name: 'Banarasi Silk Lehenga', price: 38500, image: shop.picture, quantity: 1 },
          { sku: 'mulmul-kurta', name: 'Mulmul Kurta', price: 1499, image: shop.picture, quantity: 1 },
        ],
      })
      .returning();
    await db().insert(schema.enquiryEvents).values({ enquiryKind: 'cart', enquiryId: row.id, type: 'status', status: 'received' });
    expect(await sendReviewInvitations(new Date(Date.now() + 20 * 86_400_000))).toBe(1);
    const invitation = mailTo('radha@example.in');
    expect(invitation.subject).toBe('How do you like your pieces? — Aangan Boutique');
    expect(invitation.text).toContain(
      `Dear ${HOSTILE},\n\nWe hope you are enjoying your pieces. Would you tell other women how they look and fit?`,
    );
    const links = [...invitation.text!.matchAll(/^(.+): (http\S+\/review\?t=\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(links.map(([name]) => name)).toEqual(['Banarasi Silk Lehenga', 'Mulmul Kurta']);
    const { html, pictures } = await boutiqueHtml(invitation, { pictures: 2 });
    expect(pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga', 'Mulmul Kurta']);
    for (const [, url] of links) expect(html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('Write a review');
  });
});
