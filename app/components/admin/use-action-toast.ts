import { useEffect, useEffectEvent } from 'react';
import { toast } from '~/lib/toast';
import { isAdminActionResult, outcomeOf, type AdminActionResult } from '~/lib/admin-action-result';

/**
 * Turns an admin action's answer into the shop's toast: success with its message, failure with the
 * title 'Error' and the message as description (destructive style).
 */
export function useActionToast(result: unknown, onSuccess?: (data: Extract<AdminActionResult, { ok: true }>) => void) {
  // Only a new answer should toast; onSuccess is whatever the caller passes at that moment.
  const succeeded = useEffectEvent((data: Extract<AdminActionResult, { ok: true }>) => onSuccess?.(data));
  useEffect(() => {
    if (!isAdminActionResult(result)) return;
    const { title, description } = outcomeOf(result);
    if (result.ok) {
      if (title) toast.success(title, description ? { description } : undefined);
      succeeded(result);
    } else {
      toast.error(title, { description });
    }
  }, [result]);
}

export function fieldErrorsOf(result: unknown): Record<string, string> {
  return isAdminActionResult(result) && !result.ok ? (result.fieldErrors ?? {}) : {};
}
