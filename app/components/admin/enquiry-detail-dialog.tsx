import MailIcon from 'lucide-react/icons/mail';
import PhoneIcon from 'lucide-react/icons/phone';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { ENQUIRY_KIND_LABELS } from '~/lib/enquiry-constants';
import { formatINR } from '~/lib/money';
import { whatsappLink } from '~/lib/whatsapp';
import { MadeToMeasureDetails } from '~/components/measurements/made-to-measure-details';
import { ReferencePictureGrid } from '~/components/enquiry/reference-picture-grid';
import { AdminImage } from './admin-image';
import { EnquiryStatusBadge, shortId } from './enquiry-status';
import type { EnquiryView } from '~/lib/views';
import { QuoteSection } from './quote-status';
import { InvoicePanel, type InvoiceBrief } from '~/components/invoice/invoice-panel';
import { DispatchSection } from './dispatch-section';
import { formatDate } from '~/lib/dates';

/** Every field of one enquiry: contact details, items or request, reference images, notes. Text is shown as text. */
export function EnquiryDetailDialog({
  enquiry: e,
  open,
  onOpenChange,
  atDispatch = false,
}: {
  enquiry: EnquiryView & { invoice?: InvoiceBrief | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the row's Dispatch link: scrolled to the Dispatch section. */
  atDispatch?: boolean;
}) {
  const name = e.customerName || 'Unknown Customer';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" className="overflow-y-auto">
        <DialogTitle className="pr-8">{name}</DialogTitle>
        <DialogDescription>
          {ENQUIRY_KIND_LABELS[e.kind]} {shortId(e.id)} · {formatDate(e.submittedAt, true)}
        </DialogDescription>
        <div className="mt-3">
          <EnquiryStatusBadge status={e.status} />
        </div>
        <dl className="mt-5 grid gap-3 text-sm">
          <div>
            <dt className="text-muted">Reference</dt>
            <dd className="break-all text-ink">{e.id}</dd>
          </div>
          {e.phone ? (
            <div>
              <dt className="text-muted">Phone</dt>
              <dd>
                <a
                  className="inline-flex items-center gap-1.5 text-maroon underline-offset-4 hover:underline"
                  href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}
                >
                  <PhoneIcon className="size-3.5" aria-hidden="true" />
                  {e.phone}
                </a>
                {e.whatsapp ? (
                  <a
                    className="ml-3 text-maroon underline-offset-4 hover:underline"
                    href={whatsappLink(e.whatsapp, `Hello ${e.customerName ?? ''}, about your enquiry ${e.id}:`)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    WhatsApp
                  </a>
                ) : null}
              </dd>
            </div>
          ) : null}
          {e.email ? (
            <div>
              <dt className="text-muted">E-mail</dt>
              <dd>
                <a
                  className="inline-flex items-center gap-1.5 break-all text-maroon underline-offset-4 hover:underline"
                  href={`mailto:${e.email}`}
                >
                  <MailIcon className="size-3.5" aria-hidden="true" />
                  {e.email}
                </a>
              </dd>
            </div>
          ) : null}
          {!e.phone && !e.email ? (
            <div>
              <dt className="text-muted">Contact</dt>
              <dd className="text-ink">No contact details were given.</dd>
            </div>
          ) : null}
          {e.details.map((d) => (
            <div key={d.label}>
              <dt className="capitalize text-muted">{d.label}</dt>
              <dd className="whitespace-pre-line text-ink">{d.value}</dd>
            </div>
          ))}
        </dl>
        <MadeToMeasureDetails enquiry={e} />
        {e.items.length > 0 ? (
          <section className="mt-5">
            <h3 className="text-sm font-semibold text-ink">
              {e.items.length} {e.items.length === 1 ? 'item' : 'items'}
            </h3>
            <ul className="mt-2 divide-y divide-linen rounded-xl border border-linen bg-white">
              {e.items.map((item, i) => (
                <li key={`${item.sku}-${i}`} className="flex justify-between gap-3 px-3 py-2 text-sm">
                  <span>
                    <span className="text-ink">{item.name}</span>
                    <span className="block text-xs text-muted">
                      {[item.sku, item.size ? `Size ${item.size}` : null, item.quantity ? `Qty ${item.quantity}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  {item.price !== null ? <span className="text-ink">{formatINR(item.price)}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {e.referenceImages.length > 0 ? (
          <section className="mt-5">
            <h3 className="text-sm font-semibold text-ink">Reference images</h3>
            <ReferencePictureGrid
              urls={e.referenceImages}
              className="gap-2"
              frameClassName="rounded-lg"
              picture={(url, i) => (
                <AdminImage
                  src={url}
                  alt={`Reference image ${i + 1} from ${name}`}
                  width={120}
                  height={120}
                  className="aspect-square w-full"
                />
              )}
            />
          </section>
        ) : null}
        <QuoteSection enquiry={e} />
        <InvoicePanel enquiry={e} />
        <DispatchSection enquiry={e} reveal={atDispatch} />
        <section className="mt-5 rounded-xl bg-sand/60 p-3 text-sm">
          <h3 className="font-semibold text-ink">Internal Notes</h3>
          <p className="mt-1 whitespace-pre-line text-ink">{e.internalNotes || 'No notes yet.'}</p>
        </section>
      </DialogContent>
    </Dialog>
  );
}
