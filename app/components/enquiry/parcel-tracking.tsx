import ExternalLinkIcon from 'lucide-react/icons/external-link';
import TruckIcon from 'lucide-react/icons/truck';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field';
import { formatLongDate } from '~/lib/dates';
import type { DeliveryView } from '~/lib/parcel-views';
import { useShopperForm } from './use-shopper-form';

/** One button, a plain form before the scripts arrive: the shopper says her pieces arrived. */
function ReceivedForm() {
  const { fetcher, busy, error } = useShopperForm('received');
  return (
    <fetcher.Form method="post" className="mt-5 grid gap-2">
      <input type="hidden" name="intent" value="received" />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving...' : 'I have received it'}
      </Button>
      <FieldError>{error}</FieldError>
    </fetcher.Form>
  );
}

/** The shopper's parcels after Paid: each with its courier, dispatch date and Track your parcel link. */
export function ParcelTracking({ delivery }: { delivery: DeliveryView }) {
  if (delivery.parcels.length === 0) return null;
  const several = delivery.parcels.length > 1;
  return (
    <section
      aria-labelledby="parcels-title"
      className="rounded-[1.5rem] border border-linen bg-white p-6 shadow-[var(--shadow-soft)] md:p-8"
    >
      <h2 id="parcels-title" className="flex items-center gap-2 font-display text-2xl text-ink">
        <TruckIcon className="size-5 text-maroon" aria-hidden="true" /> {several ? 'Your parcels' : 'Your parcel'}
      </h2>
      <ul className="mt-4 grid gap-3">
        {delivery.parcels.map((p, i) => (
          <li key={p.id} className="rounded-2xl bg-ivory px-4 py-3">
            <p className="font-medium text-ink">
              {several ? `Parcel ${i + 1}: ` : ''}
              {p.courierName}
            </p>
            <p className="text-sm text-muted">
              Dispatched on <time dateTime={p.dispatchedOn}>{formatLongDate(p.dispatchedOn)}</time> · {p.pieces}{' '}
              {p.pieces === 1 ? 'piece' : 'pieces'}
            </p>
            {p.trackingNumber ? (
              <p className="mt-1 text-sm text-ink">
                Tracking number <span className="font-mono tracking-wide">{p.trackingNumber}</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink">It comes to you by {p.courierName}, with no tracking number to follow.</p>
            )}
            {p.trackingUrl ? (
              <a
                href={p.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-medium text-maroon underline underline-offset-4"
              >
                Track your parcel{several ? ` ${i + 1}` : ''}
                <ExternalLinkIcon className="size-4" aria-hidden="true" />
                <span className="sr-only"> (opens the courier’s page in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {delivery.canMarkReceived ? <ReceivedForm /> : null}
    </section>
  );
}
