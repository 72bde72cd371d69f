import ExternalLinkIcon from 'lucide-react/icons/external-link';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import TruckIcon from 'lucide-react/icons/truck';
import { useEffect, useRef } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, NativeSelect } from '~/components/ui/input';
import { formatDay, indiaDay } from '~/lib/dates';
import type { ParcelView } from '~/lib/parcel-views';
import type { EnquiryView } from '~/lib/views';
import { parcelText } from '~/lib/parcel-text';
import { whatsappLink } from '~/lib/whatsapp';
import { shortId } from './enquiry-status';
import { fieldErrorsOf, useActionToast } from './use-action-toast';

type Courier = { id: string; name: string };

const referenceOf = (e: EnquiryView) => (e.kind === 'inquiry' ? e.id : shortId(e.id));
const piecesIn = (e: EnquiryView) =>
  Math.max(
    1,
    e.items.reduce((sum, i) => sum + (i.quantity ?? 1), 0),
  );

function ParcelRow({ enquiry: e, parcel: p, n }: { enquiry: EnquiryView; parcel: ParcelView; n: number }) {
  return (
    <li className="rounded-lg bg-ivory px-3 py-2">
      <p className="font-medium text-ink">
        Parcel {n}: {p.courierName}
        {p.trackingNumber ? (
          <>
            {' '}
            · <span className="font-mono">{p.trackingNumber}</span>
          </>
        ) : null}
      </p>
      <p className="text-muted">
        Dispatched {formatDay(p.dispatchedOn)} · {p.pieces} {p.pieces === 1 ? 'piece' : 'pieces'}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {p.trackingUrl ? (
          <a
            className="inline-flex items-center gap-1 text-maroon underline-offset-4 hover:underline"
            href={p.trackingUrl}
            target="_blank"
            rel="noreferrer"
          >
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" /> Tracking page<span className="sr-only"> of parcel {n}</span>
          </a>
        ) : null}
        {e.whatsapp ? (
          <a
            className="inline-flex items-center gap-1 text-maroon underline-offset-4 hover:underline"
            href={whatsappLink(e.whatsapp, parcelText(e.customerName, referenceOf(e), p))}
            target="_blank"
            rel="noreferrer"
          >
            <MessageCircleIcon className="size-3.5" aria-hidden="true" /> Send on WhatsApp<span className="sr-only"> (parcel {n})</span>
          </a>
        ) : null}
      </p>
    </li>
  );
}

/**
 * Add a parcel: courier, tracking number, dispatch date and pieces; the shopper is mailed the tracking
 * link. Sent to the route it is shown on (the inbox, or the dispatch page); `answer` is that page's own
 * action data, when the form was sent as a page before the scripts.
 */
function ParcelForm({ enquiry: e, couriers, answer }: { enquiry: EnquiryView; couriers: Courier[]; answer?: unknown }) {
  const fetcher = useFetcher();
  const errors = fieldErrorsOf(fetcher.data ?? answer);
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher.data);
  return (
    <fetcher.Form method="post" className="mt-3 grid items-start gap-3 sm:grid-cols-2" key={e.parcels?.length ?? 0}>
      <input type="hidden" name="intent" value="dispatch" />
      <input type="hidden" name="kind" value={e.kind} />
      <input type="hidden" name="id" value={e.id} />
      <Field label="Courier" error={errors.courierId}>
        {(p) => (
          <NativeSelect {...p} name="courierId" defaultValue={couriers[0]?.id} required>
            {couriers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Tracking number" error={errors.trackingNumber} hint="Letters, digits and dashes; none for hand delivery">
        {(p) => (
          <Input
            {...p}
            name="trackingNumber"
            minLength={4}
            maxLength={40}
            pattern="[A-Za-z0-9\-]{4,40}"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field label="Dispatch date" error={errors.dispatchedOn}>
        {(p) => <Input {...p} type="date" name="dispatchedOn" defaultValue={indiaDay()} max={indiaDay()} required />}
      </Field>
      <Field label="Pieces in the parcel" error={errors.pieces}>
        {(p) => <Input {...p} type="number" name="pieces" min={1} max={99} defaultValue={piecesIn(e)} required />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          <TruckIcon aria-hidden="true" /> {busy ? 'Adding...' : 'Add parcel'}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Whether an enquiry has a dispatch to show: paid (and not cancelled since), or parcels already sent. */
export const canDispatch = (e: EnquiryView) => (Boolean(e.quote?.paidAt) && e.status !== 'cancelled') || (e.parcels?.length ?? 0) > 0;

/** The enquiry's dispatch page: the same section, where Add a parcel works before the scripts. */
export const dispatchPath = (e: Pick<EnquiryView, 'kind' | 'id'>) => `/admin/enquiries/${e.kind}/${encodeURIComponent(e.id)}/dispatch`;

/**
 * Dispatch: the parcels sent, each with its tracking page and a one-tap WhatsApp message, and Add a
 * parcel once the enquiry is paid. In the inbox's detail view the inbox's loader brings the couriers;
 * the dispatch page passes its own.
 */
export function DispatchSection({
  enquiry: e,
  couriers,
  answer,
  reveal = false,
  headingLevel = 3,
}: {
  enquiry: EnquiryView;
  couriers?: Courier[];
  answer?: unknown;
  /** Scrolled into view when shown (the row's Dispatch link opened the detail view). */
  reveal?: boolean;
  /** h3 inside the detail view; h2 on the dispatch page, under its title. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inbox = useRouteLoaderData<{ couriers?: Courier[] }>('routes/admin/enquiries');
  const choices = couriers ?? inbox?.couriers;
  const parcels = e.parcels ?? [];
  const paid = Boolean(e.quote?.paidAt) && e.status !== 'cancelled';
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal) section.current?.scrollIntoView({ block: 'start' });
  }, [reveal]);
  if (!canDispatch(e)) return null;
  return (
    <section
      ref={section}
      className="mt-5 scroll-mt-4 rounded-xl border border-linen bg-white p-3 text-sm"
      aria-labelledby={`dispatch-${e.id}`}
    >
      <Heading id={`dispatch-${e.id}`} className="font-semibold text-ink">
        Dispatch
      </Heading>
      {parcels.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {parcels.map((p, i) => (
            <ParcelRow key={p.id} enquiry={e} parcel={p} n={i + 1} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted">Paid and not sent yet.</p>
      )}
      {paid && choices ? <ParcelForm enquiry={e} couriers={choices} answer={answer} /> : null}
    </section>
  );
}
