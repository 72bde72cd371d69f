import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input, Label, NativeSelect } from '~/components/ui/input';
import { formatDate } from '~/lib/dates';
import { GST_STATES } from '~/lib/gst-states';
import type { EnquiryView } from '~/lib/views';

export type InvoiceBrief = { id: string; number: string; issuedAt: string; cancelledBy: string | null };

/**
 * The inbox's invoice: a link to its PDF once issued; for a paid enquiry without a live one (none yet,
 * or the last cancelled by a credit note), Issue invoice (state and GSTIN optional).
 */
export function InvoicePanel({ enquiry: e }: { enquiry: EnquiryView & { invoice?: InvoiceBrief | null } }) {
  const issued = e.invoice ? <IssuedInvoice invoice={e.invoice} /> : null;
  if (!e.quote?.paidAt || (e.invoice && !e.invoice.cancelledBy)) return issued;
  return (
    <>
      {issued}
      <Form
        method="post"
        action="/admin/invoices"
        className="mt-5 grid gap-2 rounded-xl border border-linen p-3 text-sm"
        aria-label={e.invoice ? 'Issue a new invoice' : 'Issue invoice'}
      >
        <h3 className="font-semibold text-ink">{e.invoice ? 'New invoice' : 'Invoice'}</h3>
        <p className="text-muted">
          {e.invoice ? 'The invoice is cancelled; a new one takes the next number.' : 'Paid, no invoice yet.'} Her state is read from her
          address unless you choose it.
        </p>
        <input type="hidden" name="intent" value="issue" />
        <input type="hidden" name="kind" value={e.kind} />
        <input type="hidden" name="id" value={e.id} />
        <Label htmlFor={`buyer-state-${e.id}`}>Her state (place of supply)</Label>
        <NativeSelect id={`buyer-state-${e.id}`} name="buyerState" defaultValue="">
          <option value="">From her address</option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <Label htmlFor={`buyer-gstin-${e.id}`}>Her GSTIN (optional)</Label>
        <Input id={`buyer-gstin-${e.id}`} name="buyerGstin" maxLength={20} spellCheck={false} />
        <Button type="submit" size="sm" variant="outline" className="w-fit">
          {e.invoice ? 'Issue a new invoice' : 'Issue invoice'}
        </Button>
      </Form>
    </>
  );
}

function IssuedInvoice({ invoice }: { invoice: InvoiceBrief }) {
  return (
    <section className="mt-5 rounded-xl border border-linen p-3 text-sm" aria-label="Invoice">
      <h3 className="font-semibold text-ink">Invoice</h3>
      <p className="mt-1">
        {invoice.number} · {formatDate(invoice.issuedAt)}
        {invoice.cancelledBy ? ` · cancelled by ${invoice.cancelledBy}` : ''}
      </p>
      <a href={`/admin/invoices/${invoice.id}/pdf`} className="mt-1 inline-block text-maroon underline underline-offset-4">
        Download PDF<span className="sr-only"> of invoice {invoice.number}</span>
      </a>
    </section>
  );
}
