import crypto from 'node:crypto';
import { countHit } from '../data/request-limits.server.ts';
import { isOwnVerifiedAddress } from '../data/users.server.ts';
import { logger } from '../platform/logger.server.ts';

// The shop is no relay. A public form (or the sign-up and password pages) makes the shop mail an
// address typed into it; unless that is the sender's own verified account address, nobody has shown
// the address is theirs. Such a mail carries only the shop's own words, the reference and a link,
// never what the sender wrote, and every address gets only so many of them an hour, however many
// clients ask and on whichever app server (the count is a row in the database).

/** Mails an address may get an hour from requests nobody proved they own it by. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const HOUR = 3_600_000;

/** Counts one mail to `address`; false (and a line in the log) once the address has had its share this hour. */
export async function mayMailAddress(address: string): Promise<boolean> {
  const digest = crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
  // Only a digest is kept: the table never holds what was typed into an e-mail field.
  const { hits } = await countHit(`mail-to:${digest}`, HOUR, { durable: true });
  if (hits <= MAILS_PER_ADDRESS_PER_HOUR) return true;
  logger.warn({ address: digest.slice(0, 12) }, 'mail not sent: the address had its share for this hour');
  return false;
}

/** Where a form's confirmation goes, and whether it may carry the sender's words. */
export type Recipient = { address: string; own: boolean };

/**
 * The confirmation's recipient: `own` when it is the signed-in sender's verified address; null when
 * there is no address, or a typed one has had its share this hour (the confirmation is then not sent).
 */
export async function recipientOf(address: string | null | undefined, senderId: string | null): Promise<Recipient | null> {
  if (!address) return null;
  if (await isOwnVerifiedAddress(senderId, address)) return { address, own: true };
  return (await mayMailAddress(address)) ? { address, own: false } : null;
}
