import { getSetting, setSetting } from './settings.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';
import { db } from '../platform/db.server.ts';

const SETTING = 'bank_transfer_details';

/** The shop's bank-transfer details (account name, IBAN or account number, SWIFT) for payments from abroad; '' when unset. */
export async function getBankDetails(): Promise<string> {
  return (await getSetting(SETTING)) ?? '';
}

export async function saveBankDetails(actor: Actor, text: string): Promise<void> {
  await setSetting(SETTING, text);
  await recordAudit(db(), actor, { action: 'update', entity: 'bank-details', summary: text ? 'Changed the bank-transfer details' : 'Removed the bank-transfer details' });
}
