import { useFetcher } from 'react-router';
import { useActionToast } from './use-action-toast';

/**
 * Deletes share one keyed fetcher whose answer is toasted by the admin layout, not by the row that
 * asked: the row leaves the page with the reload that follows the delete, and when that reload is
 * quick React commits both in one render, so a toast hooked to the row would never run.
 */
const DELETE_FETCHER_KEY = 'admin-delete';

export function useDeleteAction(id: string) {
  const fetcher = useFetcher({ key: DELETE_FETCHER_KEY });
  return {
    busy: fetcher.state !== 'idle' && fetcher.formData?.get('id') === id,
    remove: () => fetcher.submit({ intent: 'delete', id }, { method: 'post' }),
  };
}

/** Mounted once by the admin layout, which outlives every row. */
export function DeleteToasts() {
  const fetcher = useFetcher({ key: DELETE_FETCHER_KEY });
  useActionToast(fetcher.data);
  return null;
}
