import { useEffect } from 'react';
import { toast } from '~/lib/toast';
import { MESSAGES } from '~/lib/messages';

export type AdminActionData = { ok: true; message: string; description?: string; id?: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export function isAdminActionData(value: unknown): value is AdminActionData {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/**
 * Turns an admin action's answer into the spec's toast: success with its message, failure with the
 * title 'Error' and the message as description (destructive style).
 */
export function useActionToast(result: unknown, onSuccess?: (data: Extract<AdminActionData, { ok: true }>) => void) {
  useEffect(() => {
    if (!isAdminActionData(result)) return;
    if (result.ok) {
      if (result.message) toast.success(result.message, result.description ? { description: result.description } : undefined);
      onSuccess?.(result);
    } else {
      toast.error(MESSAGES.admin.errorTitle, { description: result.error });
    }
    // Only a new answer should toast; onSuccess is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}

export function fieldErrorsOf(result: unknown): Record<string, string> {
  return isAdminActionData(result) && !result.ok ? (result.fieldErrors ?? {}) : {};
}
