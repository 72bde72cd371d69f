import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { authSecret } from '../platform/secret.server.ts';
import type { MailView } from './mail-view.server.ts';
import { countMail } from '../platform/metrics.server.ts';

/** A mail: its text part, and what its HTML part shows (`view`; without one, the text's paragraphs). */
export type Mail = { to: string; subject: string; text: string; view?: MailView; replyTo?: string };

let transport: Transporter | undefined;

function getTransport() {
  if (transport) return transport;
  const env = getEnv();
  transport = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transport;
}

export function outboxDir() {
  return path.join(getEnv().dataDir, 'outbox');
}

/** Sends through SMTP when configured; otherwise writes an .eml file to the data folder's outbox. */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  // Loaded when a mail goes out: the command-line tools, which send none, run without JSX.
  const html = await (await import('./boutique-mail.server.tsx')).boutiqueHtml(mail);
  const { view: _view, ...parts } = mail;
  const info = await getTransport()
    .sendMail({ from: env.MAIL_FROM, ...parts, html })
    .catch((error: unknown) => {
      countMail('failed');
      throw error;
    });
  countMail('sent');
  if (!env.SMTP_URL) {
    const dir = outboxDir();
    fs.mkdirSync(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
    fs.writeFileSync(path.join(dir, name), (info as unknown as { message: Buffer }).message);
  }
  logger.info({ recipient: recipientId(mail.to), subject: mail.subject }, 'mail sent');
}

/**
 * The log names a mailbox by a keyed hash, never by its address: the same address always gives the
 * same id (to follow one person's mails), and without the shop's secret the id cannot be guessed back.
 */
export function recipientId(address: string): string {
  return crypto.createHmac('sha256', authSecret()).update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}
