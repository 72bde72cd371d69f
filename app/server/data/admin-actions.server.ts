import { data } from 'react-router';
import type { z } from 'zod';
import type { AdminActionResult } from '../../lib/admin-action-result.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { logger } from '../platform/logger.server.ts';

export function ok(message: string, extra: { id?: string; description?: string } = {}) {
  return { ok: true as const, message, ...extra } satisfies AdminActionResult;
}

export function fail(error: string, status = 400, errors?: Record<string, string>) {
  return data({ ok: false as const, error, fieldErrors: errors } satisfies AdminActionResult, { status });
}

/** A bad form: the shop's failure message for the toast, and one message per field. */
export function invalid(error: string, zodError: z.ZodError) {
  return fail(error, 400, fieldErrors(zodError));
}

/** Runs a change; a database failure is logged and answered with the shop's message, never the raw error. */
export async function attempt<T>(failure: string, run: () => Promise<T>): Promise<T | ReturnType<typeof fail>> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, failure);
    return fail(failure, 500);
  }
}

/** A broken or non-form body is answered 400/415 with a clear message, never read as an empty form. */
export { readForm } from '../actions/request-body.server.ts';

/** The id of the record an action is about: a short, plain string or nothing. */
export function idOf(form: FormData, name = 'id'): string {
  const value = form.get(name);
  return typeof value === 'string' && /^[\w-]{1,100}$/.test(value) ? value : '';
}

/**
 * Runs one admin change and answers with the shop's messages: `success` (empty for a quiet success),
 * 404 with `failure` when the record is gone (the change returned false), 500 with `failure` on errors.
 */
export async function respond(failure: string, success: string, run: () => Promise<unknown>) {
  try {
    const result = await run();
    if (result === false) return fail(failure, 404);
    return ok(success, typeof result === 'string' ? { id: result } : {});
  } catch (error) {
    logger.error({ err: error }, failure);
    return fail(failure, 500);
  }
}
