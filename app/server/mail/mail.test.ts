import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42';

describe('mail log', () => {
  it('names a recipient by a keyed hash, never by the address', async () => {
    const { logger } = await import('../platform/logger.server.ts');
    const { sendMail } = await import('./mail.server.ts');
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    await sendMail({ to: 'radha.menon@example.in', subject: 'Your enquiry', text: 'Namaste' });
    await sendMail({ to: 'Radha.Menon@example.in', subject: 'Your enquiry', text: 'Namaste' });
    const lines = info.mock.calls.map((call) => JSON.stringify(call));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.toLowerCase()).not.toContain('radha');
    const recipients = info.mock.calls.map((call) => (call[0] as { recipient?: string }).recipient);
    // The same mailbox gives the same id, so an operator can still follow one person's mails.
    expect(recipients[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(recipients[1]).toBe(recipients[0]);
  });
});
