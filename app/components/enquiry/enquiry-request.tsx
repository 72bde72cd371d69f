import { formatINR } from '~/lib/money';
import type { EnquiryPage } from '~/lib/quote-views';
import { ReferencePictureGrid } from './reference-picture-grid';

/** What the shopper asked for: the items and sizes, or the inquiry's answers and reference pictures. */
export function EnquiryRequest({ asked }: { asked: EnquiryPage['asked'] }) {
  return (
    <section aria-labelledby="asked-title" className="rounded-[1.5rem] border border-linen bg-white p-6 md:p-8">
      <h2 id="asked-title" className="font-display text-2xl text-ink">
        What you asked for
      </h2>
      {asked.items.length > 0 ? (
        <ul className="mt-4 divide-y divide-linen">
          {asked.items.map((item, i) => (
            <li key={i} className="flex items-baseline justify-between gap-4 py-3">
              <span>
                <span className="text-ink">{item.name}</span>
                {item.size || (item.quantity && item.quantity > 1) ? (
                  <span className="block text-sm text-muted">
                    {[item.size ? `Size ${item.size}` : null, item.quantity && item.quantity > 1 ? `Qty ${item.quantity}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                ) : null}
              </span>
              {item.price !== null ? (
                <span className="shrink-0 text-sm text-muted [font-variant-numeric:tabular-nums]">{formatINR(item.price)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {asked.details.length > 0 ? (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {asked.details.map((d) => (
            <div key={d.label}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{d.label}</dt>
              <dd className="mt-0.5 whitespace-pre-line text-ink">{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {asked.images.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-ink">Your reference pictures</h3>
          <ReferencePictureGrid
            urls={asked.images}
            className="gap-3 sm:grid-cols-4"
            frameClassName="rounded-xl"
            picture={(url, i) => (
              <img
                src={url}
                alt={`Your reference picture ${i + 1}`}
                width={160}
                height={160}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            )}
          />
        </div>
      ) : null}
    </section>
  );
}
