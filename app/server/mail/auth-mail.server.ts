import { getEnv } from '../platform/env.server.ts';
import { sendMail, type Mail } from './mail.server.ts';
import { mayMailAddress } from './recipients.server.ts';

// Anyone may type an address into sign-up or "forgot password": these mails name the account holder
// only once the address is verified (the name was typed by whoever signed up), and each address gets
// only so many an hour (recipients.server.ts).

type MailUser = { email: string; name?: string | null; emailVerified?: boolean | null };

const greeting = (user: MailUser) => `Namaste${user.emailVerified && user.name ? ` ${user.name}` : ''},`;
const signOff = () => [getEnv().SHOP_NAME];

async function sendToTypedAddress(mail: Mail) {
  if (await mayMailAddress(mail.to)) await sendMail(mail);
}

export async function sendVerificationMail(user: MailUser, url: string) {
  const env = getEnv();
  await sendToTypedAddress({
    to: user.email,
    subject: `Verify your e-mail for ${env.SHOP_NAME}`,
    text: `${greeting(user)}\n\nWelcome to ${env.SHOP_NAME}. Please confirm your e-mail address by opening this link within 24 hours:\n${url}\n\nThen sign in to keep a wishlist, send enquiries and see them in your account.\n\nIf you did not create an account, you can ignore this message.\n\n${env.SHOP_NAME}`,
    view: {
      heading: 'Confirm your e-mail',
      greeting: greeting(user),
      intro: [`Welcome to ${env.SHOP_NAME}. Please confirm your e-mail address by opening this link within 24 hours:`],
      button: { label: 'Confirm your e-mail', url },
      after: [
        'Then sign in to keep a wishlist, send enquiries and see them in your account.',
        'If you did not create an account, you can ignore this message.',
      ],
      signOff: signOff(),
    },
  });
}

export async function sendPasswordResetMail(user: MailUser, url: string) {
  const env = getEnv();
  await sendToTypedAddress({
    to: user.email,
    subject: `Reset your ${env.SHOP_NAME} password`,
    text: `${greeting(user)}\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.\n\n${env.SHOP_NAME}`,
    view: {
      heading: 'Choose a new password',
      greeting: greeting(user),
      intro: ['Someone asked to reset the password of your account. To choose a new password, open this link within an hour:'],
      button: { label: 'Choose a new password', url },
      after: ['If it was not you, ignore this message; your password stays as it is.'],
      signOff: signOff(),
    },
  });
}

/** Sign-up with an address that already has an account: the page cannot say so, the mail can. */
export async function sendExistingAccountMail(user: MailUser) {
  const env = getEnv();
  await sendToTypedAddress({
    to: user.email,
    subject: `You already have a ${env.SHOP_NAME} account`,
    text: `${greeting(user)}\n\nSomeone tried to create a new account with this e-mail address, but you already have one. If it was you, sign in here:\n${env.publicUrl}/auth/signin\n\nForgotten your password? Use "Forgot password" on that page.\n\nIf it was not you, you can ignore this message.\n\n${env.SHOP_NAME}`,
    view: {
      heading: 'You already have an account',
      greeting: greeting(user),
      intro: ['Someone tried to create a new account with this e-mail address, but you already have one. If it was you, sign in here:'],
      button: { label: 'Sign in', url: `${env.publicUrl}/auth/signin` },
      after: ['Forgotten your password? Use "Forgot password" on that page.', 'If it was not you, you can ignore this message.'],
      signOff: signOff(),
    },
  });
}
