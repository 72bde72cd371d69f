import PackageIcon from 'lucide-react/icons/package';
import { Link } from 'react-router';
import { MESSAGES } from '~/lib/messages';
import { formatINR } from '~/lib/money';
import { ENQUIRY_KIND_LABELS, type EnquiryKind } from '~/lib/enquiry-constants';

type Item = { name?: string; price?: number; quantity?: number; selectedSize?: string; size?: string };
type Enquiry = { id: string; kind: EnquiryKind; status: string; statusLabel: string; submittedAt: string; items: Item[] };

/** The shopper's enquiries of every kind, newest first, with their status; each opens its own page. */
export function PastEnquiries({ enquiries }: { enquiries: Enquiry[] | null }) {
  return (
    <section aria-labelledby="enquiries-title" className="rounded-[1.5rem] border border-linen bg-white p-6 md:p-8">
      <h2 id="enquiries-title" className="font-display text-2xl text-ink">
        Past Enquiries
      </h2>
      {enquiries === null ? (
        <p role="alert" className="mt-4 text-danger">
          {MESSAGES.profile.enquiriesFailed}
        </p>
      ) : enquiries.length === 0 ? (
        <div className="mt-6 grid justify-items-center gap-3 rounded-2xl bg-sand/50 px-6 py-10 text-center">
          <PackageIcon className="size-8 text-gold" aria-hidden="true" />
          <p className="text-muted">{MESSAGES.profile.noEnquiries}</p>
          <Link to="/products" className="text-sm font-medium text-maroon underline-offset-4 hover:underline">
            Browse the collection
          </Link>
        </div>
      ) : (
        <ol className="mt-4 divide-y divide-linen" aria-label="Enquiries, newest first">
          {enquiries.map((e) => {
            const total = e.items.reduce((sum, i) => sum + (i.price ?? 0) * (i.quantity ?? 1), 0);
            return (
              <li key={e.id} className="py-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-ink">
                    <Link
                      to={`/account/enquiries/${encodeURIComponent(e.id)}`}
                      className="underline-offset-4 hover:text-maroon hover:underline"
                    >
                      {e.kind === 'cart' ? 'Enquiry' : ENQUIRY_KIND_LABELS[e.kind]}{' '}
                      <span className="font-mono text-sm text-muted">{e.kind === 'inquiry' ? e.id : `#${e.id.slice(0, 8)}`}</span>
                    </Link>
                  </p>
                  <span className="rounded-full bg-sand px-3 py-0.5 text-xs font-semibold text-maroon">{e.statusLabel}</span>
                </div>
                <p className="mt-1 text-sm text-muted">
                  {e.submittedAt}
                  {e.kind === 'cart' ? ` · ${e.items.length} ${e.items.length === 1 ? 'item' : 'items'}` : ''}
                  {total > 0 ? ` · ${formatINR(total)}` : ''}
                </p>
                <ul className="mt-2 grid gap-0.5 text-sm text-ink/80">
                  {e.items.slice(0, 4).map((item, i) => (
                    <li key={i}>
                      {item.name ?? 'Item'}
                      {(item.selectedSize ?? item.size) ? ` · Size ${item.selectedSize ?? item.size}` : ''}
                      {item.quantity && item.quantity > 1 ? ` × ${item.quantity}` : ''}
                    </li>
                  ))}
                  {e.items.length > 4 ? <li className="text-muted">and {e.items.length - 4} more</li> : null}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
