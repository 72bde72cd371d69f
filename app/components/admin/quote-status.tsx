import BadgeIndianRupeeIcon from 'lucide-react/icons/badge-indian-rupee';
import ReceiptTextIcon from 'lucide-react/icons/receipt-text';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { quoteAmount } from '~/lib/quote';
import type { QuoteSummary } from '~/lib/quote-views';
import type { EnquiryView } from '~/lib/views';
import { QuoteDialog } from './quote-dialog';
import { useMarkPaidAction } from './row-actions';
import { formatDate } from '~/lib/dates';

/** One line about the quote in force: its total and where it stands. */
export function quoteState(q: QuoteSummary): string {
  if (q.paidAt) return `Paid on ${formatDate(q.paidAt)}`;
  if (q.paymentClaimedAt) return `Shopper says paid · UTR ${q.paymentReference}`;
  if (q.acceptedAt) return `Accepted on ${formatDate(q.acceptedAt)} · awaiting payment`;
  if (q.expired) return `Expired on ${formatDate(q.validUntil)}`;
  return `Sent · valid until ${formatDate(q.validUntil)}`;
}

/** Mark as Paid, offered once the shopper has accepted the quote and until it is paid. */
export function MarkPaidButton({ enquiry }: { enquiry: EnquiryView }) {
  // Its answer is toasted by the admin layout: a paid enquiry leaves an inbox filtered on "awaiting payment".
  const { Form, busy } = useMarkPaidAction(enquiry.id);
  if (!enquiry.quote?.acceptedAt || enquiry.quote.paidAt) return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="mark-paid" />
      <input type="hidden" name="kind" value={enquiry.kind} />
      <input type="hidden" name="id" value={enquiry.id} />
      <Button type="submit" size="sm" variant="gold" disabled={busy}>
        <BadgeIndianRupeeIcon aria-hidden="true" /> Mark as Paid
      </Button>
    </Form>
  );
}

/** The inbox card's quote line (nothing before a quote is sent). */
export function QuoteStrip({ enquiry }: { enquiry: EnquiryView }) {
  const q = enquiry.quote;
  if (!q) return null;
  const claimed = Boolean(q.paymentClaimedAt && !q.paidAt);
  return (
    <p
      className={`mt-1.5 flex flex-wrap items-center gap-x-2 rounded-lg px-3 py-1.5 text-sm ${claimed ? 'bg-gold-light/50 text-ink' : 'bg-sand/60 text-ink'}`}
    >
      <ReceiptTextIcon className="size-4 text-maroon" aria-hidden="true" />
      <span className="font-medium">Quote {quoteAmount(q)}</span>
      <span className="text-muted">{quoteState(q)}</span>
    </p>
  );
}

/** The detail view's quote section: where the quote stands, Send Quote and Mark as Paid. */
export function QuoteSection({ enquiry }: { enquiry: EnquiryView }) {
  const [open, setOpen] = useState(false);
  const q = enquiry.quote;
  return (
    <section className="mt-5 rounded-xl border border-linen bg-white p-3 text-sm" aria-labelledby={`quote-${enquiry.id}`}>
      <h3 id={`quote-${enquiry.id}`} className="font-semibold text-ink">
        Quote
      </h3>
      {q ? (
        <p className="mt-1 text-ink">
          {quoteAmount(q)}{' '}
          <span className="text-muted">
            · {quoteState(q)}
            {q.quoteCount > 1 ? ` · ${q.quoteCount} quotes sent` : ''}
          </span>
        </p>
      ) : (
        <p className="mt-1 text-muted">No quote sent yet.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {q?.paidAt ? null : (
          <Button type="button" size="sm" onClick={() => setOpen(true)}>
            <ReceiptTextIcon aria-hidden="true" /> {q ? 'Send New Quote' : 'Send Quote'}
          </Button>
        )}
        <MarkPaidButton enquiry={enquiry} />
      </div>
      {open ? <QuoteDialog enquiry={enquiry} open={open} onOpenChange={setOpen} /> : null}
    </section>
  );
}
