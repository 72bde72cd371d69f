import crypto from 'node:crypto';
import { authSecret } from '../platform/secret.server.ts';

/**
 * What `npm run backup` shows a running shop to ask it for a backup: derived from the shop's secret,
 * which the command reads from the same configuration or data folder, so nothing else needs setting.
 */
export function backupCommandToken(): string {
  return crypto.createHmac('sha256', authSecret()).update('backup command').digest('base64url');
}

export function isBackupCommandToken(header: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${backupCommandToken()}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
