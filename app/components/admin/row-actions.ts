import { useFetcher } from 'react-router';
import { useActionToast } from './use-action-toast';

/**
 * Actions after which the row that asked may leave the page, answered by keyed fetchers whose answers
 * the admin layout toasts, not the row: the reload that follows the action removes the row (a delete;
 * Mark as Paid in an inbox filtered on "awaiting payment"), and when that reload is quick React
 * commits the answer and the reload in one render, so a toast hooked to the row would never run.
 */
const DELETE_FETCHER_KEY = 'admin-delete';
const MARK_PAID_FETCHER_KEY = 'admin-mark-paid';

export function useDeleteAction(id: string) {
  const fetcher = useFetcher({ key: DELETE_FETCHER_KEY });
  return {
    busy: fetcher.state !== 'idle' && fetcher.formData?.get('id') === id,
    remove: () => fetcher.submit({ intent: 'delete', id }, { method: 'post' }),
  };
}

/** Mark as Paid for one enquiry: its form, and whether this enquiry's is on its way. */
export function useMarkPaidAction(id: string) {
  const fetcher = useFetcher({ key: MARK_PAID_FETCHER_KEY });
  return { Form: fetcher.Form, busy: fetcher.state !== 'idle' && fetcher.formData?.get('id') === id };
}

/** Mounted once by the admin layout, which outlives every row. */
export function RowActionToasts() {
  useActionToast(useFetcher({ key: DELETE_FETCHER_KEY }).data);
  useActionToast(useFetcher({ key: MARK_PAID_FETCHER_KEY }).data);
  return null;
}
