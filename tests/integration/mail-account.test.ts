import { describe, expect, it } from 'vitest';
import { authCall } from './auth-helpers.ts';
import { mailHarness } from './mail-harness.ts';

// The account's mails: verification, password reset, and the notice to an address that already has an account.

const shop = mailHarness({ shop: 23156, smtp: 23157 });
const { SHOP, received, mailTo, boutiqueHtml } = shop;

describe('account mails, parsed', () => {
  it('verification, password reset and the already-have-an-account mail: a clear button to the shop’s page', async () => {
    const signUp = await authCall('/sign-up/email', {
      body: { name: 'Lakshmi Rao', email: 'lakshmi@example.in', password: 'lakshmi-pass-2026' },
    });
    expect(signUp.status).toBe(200);
    const verify = mailTo('lakshmi@example.in');
    expect(verify.subject).toBe('Verify your e-mail for Aangan Boutique');
    const verifyUrl = /^http\S+$/m.exec(verify.text!)![0];
    expect(verify.text?.trim()).toBe(
      `Namaste,\n\nWelcome to Aangan Boutique. Please confirm your e-mail address by opening this link within 24 hours:\n${verifyUrl}\n\nThen sign in to keep a wishlist, send enquiries and see them in your account.\n\nIf you did not create an account, you can ignore this message.\n\nAangan Boutique`,
    );
    const verifyHtml = (await boutiqueHtml(verify, { pictures: 0 })).html;
    expect(verifyHtml).toContain('Confirm your e-mail');
    expect(verifyHtml).toContain(`href="${verifyUrl.replaceAll('&', '&amp;')}"`);

    received.length = 0;
    await authCall('/sign-up/email', { body: { name: 'Someone Else', email: 'lakshmi@example.in', password: 'another-pass-2026' } });
    const existing = mailTo('lakshmi@example.in');
    expect(existing.subject).toBe('You already have a Aangan Boutique account');
    expect(existing.text).toContain(`If it was you, sign in here:\n${SHOP}/auth/signin\n`);
    expect((await boutiqueHtml(existing, { pictures: 0 })).html).toContain(`href="${SHOP}/auth/signin"`);

    received.length = 0;
    const reset = await authCall('/request-password-reset', { body: { email: 'lakshmi@example.in', redirectTo: '/auth/reset-password' } });
    expect(reset.status).toBe(200);
    const resetMail = mailTo('lakshmi@example.in');
    expect(resetMail.subject).toBe('Reset your Aangan Boutique password');
    expect(resetMail.text).toContain(
      'Someone asked to reset the password of your account. To choose a new password, open this link within an hour:\n',
    );
    expect((await boutiqueHtml(resetMail, { pictures: 0 })).html).toContain('Choose a new password');
    // The address is not verified yet: the name typed at sign-up is in none of its mails.
    for (const mail of [verify, existing, resetMail]) expect(`${mail.text}${String(mail.html)}`).not.toContain('Lakshmi');
  });
});
