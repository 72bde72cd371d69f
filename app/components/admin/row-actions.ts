import { useState } from 'react';
import { useFetcher } from 'react-router';
import { fieldErrorsOf, useActionToast } from './use-action-toast';

/**
 * Actions after which the row that asked may leave the page, answered by keyed fetchers whose answers
 * the admin layout toasts, not the row: the reload that follows the action removes the row (a delete;
 * Mark as Paid in an inbox filtered on "awaiting payment"; a new status in an inbox filtered on the old
 * one; a review published from the waiting tab), and when that reload is quick React
 * commits the answer and the reload in one render, so a toast hooked to the row would never run.
 */
const DELETE_FETCHER_KEY = 'admin-delete';
const MARK_PAID_FETCHER_KEY = 'admin-mark-paid';
const REVIEW_MOVE_FETCHER_KEY = 'admin-review-move';
const ENQUIRY_UPDATE_FETCHER_KEY = 'admin-enquiry-update';

/** The shared fetcher of one kind of row action, and whether the one on its way is for row `id`. */
function useRowFetcher(key: string, id: string) {
  const fetcher = useFetcher({ key });
  const sending = fetcher.formData?.get('id');
  return { fetcher, sending, busy: fetcher.state !== 'idle' && sending === id };
}

export function useDeleteAction(id: string) {
  const { fetcher, busy } = useRowFetcher(DELETE_FETCHER_KEY, id);
  return { busy, remove: () => fetcher.submit({ intent: 'delete', id }, { method: 'post' }) };
}

/** Mark as Paid for one enquiry: its form, and whether this enquiry's is on its way. */
export function useMarkPaidAction(id: string) {
  const { fetcher, busy } = useRowFetcher(MARK_PAID_FETCHER_KEY, id);
  return { Form: fetcher.Form, busy };
}

/**
 * Publish or Hide for one review: either moves it to another tab. A hide refused for want of a reason
 * keeps the review where it is, and the message shows under the field of the review that asked.
 */
export function useReviewMoveAction(id: string) {
  const { fetcher, sending, busy } = useRowFetcher(REVIEW_MOVE_FETCHER_KEY, id);
  // Every card sees the one shared fetcher; each remembers which review the last answer was for.
  const [answeredFor, setAnsweredFor] = useState(sending);
  if (sending && sending !== answeredFor) setAnsweredFor(sending);
  return { Form: fetcher.Form, busy, errors: answeredFor === id ? fieldErrorsOf(fetcher.data) : {} };
}

/** The Update Status dialog's form: a new status takes the enquiry out of an inbox filtered on the old one. */
export function useEnquiryUpdateAction() {
  return useFetcher({ key: ENQUIRY_UPDATE_FETCHER_KEY });
}

/** Mounted once by the admin layout, which outlives every row. */
export function RowActionToasts() {
  useActionToast(useFetcher({ key: DELETE_FETCHER_KEY }).data);
  useActionToast(useFetcher({ key: MARK_PAID_FETCHER_KEY }).data);
  useActionToast(useFetcher({ key: REVIEW_MOVE_FETCHER_KEY }).data);
  useActionToast(useFetcher({ key: ENQUIRY_UPDATE_FETCHER_KEY }).data);
  return null;
}
