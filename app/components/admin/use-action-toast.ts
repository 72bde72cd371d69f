import { useEffect, useEffectEvent } from 'react';
import { toast } from '~/lib/toast';
import { MESSAGES } from '~/lib/messages';
import { isAdminActionResult, type AdminActionResult } from '~/lib/admin-action-result';

/**
 * Turns an admin action's answer into the shop's toast: success with its message, failure with the
 * title 'Error' and the message as description (destructive style).
 */
export function useActionToast(result: unknown, onSuccess?: (data: Extract<AdminActionResult, { ok: true }>) => void) {
  // Only a new answer should toast; onSuccess is whatever the caller passes at that moment.
  const succeeded = useEffectEvent((data: Extract<AdminActionResult, { ok: true }>) => onSuccess?.(data));
  useEffect(() => {
    if (!isAdminActionResult(result)) return;
    if (result.ok) {
      if (result.message) toast.success(result.message, result.description ? { description: result.description } : undefined);
      succeeded(result);
    } else {
      toast.error(MESSAGES.admin.errorTitle, { description: result.error });
    }
  }, [result]);
}

export function fieldErrorsOf(result: unknown): Record<string, string> {
  return isAdminActionResult(result) && !result.ok ? (result.fieldErrors ?? {}) : {};
}
