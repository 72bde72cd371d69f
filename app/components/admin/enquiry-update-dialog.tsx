import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { NativeSelect, PlainInput, Textarea } from '~/components/ui/input';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '~/lib/enquiry-constants';
import { shortId } from './enquiry-status';
import type { EnquiryView } from '~/lib/views';
import { useEnquiryUpdateAction } from './row-actions';
import { useActionSuccess } from './use-action-toast';

/** Status selector, Internal Notes and Update Enquiry; closes itself when the update is saved. */
export function EnquiryUpdateDialog({
  enquiry,
  open,
  onOpenChange,
}: {
  enquiry: EnquiryView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useEnquiryUpdateAction();
  const [status, setStatus] = useState(enquiry.status);
  const [notes, setNotes] = useState(enquiry.internalNotes ?? '');
  const busy = fetcher.state !== 'idle';
  // The admin layout toasts the answer (row-actions): the enquiry may leave a filtered inbox with it.
  useActionSuccess(fetcher.data, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Update Status</DialogTitle>
        <DialogDescription>
          Enquiry {shortId(enquiry.id)} from {enquiry.customerName || 'Unknown Customer'}
        </DialogDescription>
        <fetcher.Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="kind" value={enquiry.kind} />
          <input type="hidden" name="id" value={enquiry.id} />
          <Field label="Status">
            {(p) => (
              <NativeSelect {...p} name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
                {!ENQUIRY_STATUSES.includes(status as never) ? (
                  <option value={status} disabled>
                    {status}
                  </option>
                ) : null}
                {ENQUIRY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ENQUIRY_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
            <PlainInput type="checkbox" name="notify" className="size-4 accent-maroon" />
            Tell the shopper: on her enquiry page and in one mail
          </label>
          <Field label="Message to the customer" hint="Optional. Shown on the customer's enquiry page and mailed to them">
            {(p) => <Textarea {...p} name="customerMessage" rows={3} maxLength={2000} />}
          </Field>
          <Field label="Internal Notes" hint="Only the shop sees these notes">
            {(p) => (
              <Textarea {...p} name="internalNotes" rows={4} maxLength={4000} value={notes} onChange={(e) => setNotes(e.target.value)} />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Updating...' : 'Update Enquiry'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
