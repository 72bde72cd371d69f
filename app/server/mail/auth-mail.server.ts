import { getEnv } from '../platform/env.server.ts';
import { sendMail } from './mail.server.ts';

type MailUser = { email: string; name?: string | null };

const greeting = (user: MailUser) => `Namaste${user.name ? ` ${user.name}` : ''},`;

export async function sendVerificationMail(user: MailUser, url: string) {
  const env = getEnv();
  await sendMail({
    to: user.email,
    subject: `Verify your e-mail for ${env.SHOP_NAME}`,
    text: `${greeting(user)}\n\nWelcome to ${env.SHOP_NAME}. Please confirm your e-mail address by opening this link within 24 hours:\n${url}\n\nThen sign in to keep a wishlist, send enquiries and see them in your account.\n\nIf you did not create an account, you can ignore this message.\n\n${env.SHOP_NAME}`,
  });
}

export async function sendPasswordResetMail(user: MailUser, url: string) {
  const env = getEnv();
  await sendMail({
    to: user.email,
    subject: `Reset your ${env.SHOP_NAME} password`,
    text: `${greeting(user)}\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.\n\n${env.SHOP_NAME}`,
  });
}

/** Sign-up with an address that already has an account: the page cannot say so, the mail can. */
export async function sendExistingAccountMail(user: MailUser) {
  const env = getEnv();
  await sendMail({
    to: user.email,
    subject: `You already have a ${env.SHOP_NAME} account`,
    text: `${greeting(user)}\n\nSomeone tried to create a new account with this e-mail address, but you already have one. If it was you, sign in here:\n${env.publicUrl}/auth/signin\n\nForgotten your password? Use "Forgot password" on that page.\n\nIf it was not you, you can ignore this message.\n\n${env.SHOP_NAME}`,
  });
}
