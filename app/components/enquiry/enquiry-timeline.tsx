import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import CheckIcon from 'lucide-react/icons/check';
import CircleDotIcon from 'lucide-react/icons/circle-dot';
import MessageSquareTextIcon from 'lucide-react/icons/message-square-text';
import ReceiptTextIcon from 'lucide-react/icons/receipt-text';
import SendIcon from 'lucide-react/icons/send';
import TruckIcon from 'lucide-react/icons/truck';
import WalletIcon from 'lucide-react/icons/wallet';
import { amountDue } from '~/lib/quote';
import type { TimelineEntry } from '~/lib/quote-views';
import { QuoteLinesTable } from './quote-lines';
import { formatDate, formatLongDate } from '~/lib/dates';

const ICONS = {
  submitted: SendIcon,
  status: CircleDotIcon,
  quote: ReceiptTextIcon,
  accepted: CheckIcon,
  changes_requested: MessageSquareTextIcon,
  payment_claimed: WalletIcon,
  paid: BadgeCheckIcon,
  dispatched: TruckIcon,
} as const;

function title(e: TimelineEntry, kindLabel: string): string {
  switch (e.type) {
    case 'submitted':
      return `You sent your ${kindLabel.toLowerCase()}`;
    case 'status':
      return `Status: ${e.statusLabel ?? e.status}`;
    case 'quote':
      return e.quote ? `Quote sent: ${amountDue(e.quote.total, e.quote.money)}` : 'Quote sent';
    case 'accepted':
      return 'You accepted the quote';
    case 'changes_requested':
      return 'You asked for changes';
    case 'payment_claimed':
      return 'You reported your payment';
    case 'paid':
      return 'Payment received';
    case 'dispatched':
      return 'Your parcel is on its way';
  }
}

/** Everything that happened to the enquiry, oldest first. Messages are the shop's words to the shopper (or the shopper's own). */
export function EnquiryTimeline({ entries, kindLabel }: { entries: TimelineEntry[]; kindLabel: string }) {
  return (
    <section aria-labelledby="timeline-title" className="rounded-[1.5rem] border border-linen bg-white p-6 md:p-8">
      <h2 id="timeline-title" className="font-display text-2xl text-ink">
        Timeline
      </h2>
      <ol className="mt-6 grid gap-0">
        {entries.map((e, i) => {
          const Icon = ICONS[e.type] ?? CircleDotIcon;
          const last = i === entries.length - 1;
          const fromShopper = e.type === 'changes_requested' || e.type === 'payment_claimed';
          return (
            <li key={e.key} className="relative grid grid-cols-[2.25rem_1fr] gap-4 pb-7 last:pb-0">
              {last ? null : <span aria-hidden="true" className="absolute left-[1.075rem] top-9 bottom-0 w-px bg-linen" />}
              <span
                aria-hidden="true"
                className={`grid size-9 place-items-center rounded-full ${e.type === 'paid' ? 'bg-leaf text-white' : e.type === 'quote' ? 'bg-maroon text-ivory' : 'bg-sand text-maroon'}`}
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="font-medium text-ink">{title(e, kindLabel)}</p>
                <p className="text-sm text-muted">
                  <time dateTime={e.at}>{formatDate(e.at, true)}</time>
                </p>
                {e.quote ? (
                  <div className="mt-3">
                    {e.quote.replaced ? (
                      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">Replaced by a newer quote</p>
                    ) : (
                      <p className="mb-2 text-sm text-muted">Valid until {formatLongDate(e.quote.validUntil)}</p>
                    )}
                    <QuoteLinesTable
                      lines={e.quote.lines}
                      total={e.quote.total}
                      money={e.quote.money}
                      compact
                      caption={`Quote of ${formatDate(e.at, true)}`}
                    />
                  </div>
                ) : null}
                {e.message ? (
                  <blockquote
                    className={`mt-3 whitespace-pre-line rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed ${fromShopper ? 'bg-sand/60 text-ink' : 'border-l-4 border-gold bg-ivory text-ink'}`}
                  >
                    <span className="mb-1 block text-xs font-semibold uppercase tracking-wider text-muted">
                      {fromShopper ? 'You wrote' : 'From the shop'}
                    </span>
                    {e.message}
                  </blockquote>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
