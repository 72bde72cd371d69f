import { getEnv } from '../platform/env.server.ts';
import { sendMail } from './mail.server.ts';
import type { MailItem } from './mail-view.server.ts';
import type { Recipient } from './recipients.server.ts';

/** Closes a confirmation to an address nobody verified: whoever reads it may not have asked for it. */
const NOT_YOU = 'This address was given on our website. If it was not you, you can ignore this message.';

/** "Dear Meera," to her own verified address; to any other the shop greets no one by a name it was given. */
export const greetingFor = (to: Recipient, name: string) => (to.own ? `Dear ${name},` : 'Namaste,');

/**
 * A form's confirmation to the shopper: the shop's words, the reference and the link to follow it.
 * The name she gave greets her only at her own verified address, and callers put nothing else she
 * wrote into `intro` unless `to.own` (recipients.server.ts).
 */
export async function sendConfirmation(c: {
  to: Recipient;
  name: string;
  subject: string;
  heading: string;
  intro: string[];
  /** The HTML part's paragraphs when they differ from the text's (a piece shown as its own row). */
  viewIntro?: string[];
  pieceText?: string;
  items?: MailItem[];
  follow: { text: string; label: string; url: string } | null;
}) {
  const env = getEnv();
  const greeting = greetingFor(c.to, c.name);
  const after = c.to.own ? [] : [NOT_YOU];
  await sendMail({
    to: c.to.address,
    subject: c.subject,
    text: [
      greeting,
      '',
      ...c.intro,
      ...(c.pieceText ? ['', c.pieceText] : []),
      ...(c.follow ? ['', `${c.follow.text} ${c.follow.url}`] : []),
      ...after.flatMap((line) => ['', line]),
      '',
      `Warm regards,`,
      env.SHOP_NAME,
    ].join('\n'),
    view: {
      heading: c.heading,
      greeting,
      intro: c.viewIntro ?? c.intro,
      items: c.items,
      ...(c.follow ? { outro: [c.follow.text], button: { label: c.follow.label, url: c.follow.url } } : {}),
      ...(after.length ? { after } : {}),
      signOff: ['Warm regards,', env.SHOP_NAME],
    },
  });
}
