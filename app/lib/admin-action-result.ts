import { ERROR_TITLE } from './catalogue-messages.ts';

/** What every admin action answers (built by ok() and fail() on the server); the screens turn it into a success or an 'Error' toast. */
export type AdminActionResult =
  { ok: true; message: string; description?: string; id?: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export function isAdminActionResult(value: unknown): value is AdminActionResult {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/** What an owner is told of an answer: a success with its message, or the title 'Error' with the reason. */
export function outcomeOf(result: AdminActionResult): { title: string; description?: string } {
  return result.ok ? { title: result.message, description: result.description } : { title: ERROR_TITLE, description: result.error };
}
