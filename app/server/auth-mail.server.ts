import { getEnv } from './env.server.ts';
import { sendMail } from './mail.server.ts';

type MailUser = { email: string; name?: string | null };

export async function sendVerificationMail(user: MailUser, url: string) {
  const env = getEnv();
  await sendMail({
    to: user.email,
    subject: `Verify your e-mail for ${env.SHOP_NAME}`,
    text: `Namaste ${user.name ?? ''},\n\nPlease confirm your e-mail address by opening this link:\n${url}\n\nIf you did not create an account, you can ignore this message.\n\n${env.SHOP_NAME}`,
  });
}

export async function sendPasswordResetMail(user: MailUser, url: string) {
  const env = getEnv();
  await sendMail({
    to: user.email,
    subject: `Reset your ${env.SHOP_NAME} password`,
    text: `Namaste ${user.name ?? ''},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.\n\n${env.SHOP_NAME}`,
  });
}
