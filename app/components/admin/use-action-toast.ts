import { useEffect, useEffectEvent, useState } from 'react';
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

/**
 * Runs onSuccess for a successful answer that arrives while the caller is on the screen, with no toast:
 * for a form whose answers the admin layout toasts (row-actions). A keyed fetcher keeps its last
 * answer, so the one it holds when the caller appears is an earlier form's and is left alone.
 */
export function useActionSuccess(result: unknown, onSuccess: () => void) {
  const [heldAtStart] = useState(result);
  const succeeded = useEffectEvent(onSuccess);
  useEffect(() => {
    if (result !== heldAtStart && isAdminActionResult(result) && result.ok) succeeded();
  }, [result, heldAtStart]);
}

export function fieldErrorsOf(result: unknown): Record<string, string> {
  return isAdminActionResult(result) && !result.ok ? (result.fieldErrors ?? {}) : {};
}
