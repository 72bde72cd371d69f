import EyeIcon from 'lucide-react/icons/eye';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import TruckIcon from 'lucide-react/icons/truck';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ENQUIRY_KIND_LABELS } from '~/lib/enquiry-constants';
import { NeedBySummary } from '~/components/measurements/need-by-summary';
import { EnquiryDetailDialog } from './enquiry-detail-dialog';
import { EnquiryStatusBadge, shortId } from './enquiry-status';
import type { EnquiryView } from '~/lib/views';
import { EnquiryUpdateDialog } from './enquiry-update-dialog';
import { MarkPaidButton, QuoteStrip } from './quote-status';
import { formatDate } from '~/lib/dates';
import { opensElsewhere } from '~/lib/opens-elsewhere';
import { canDispatch, dispatchPath } from './dispatch-section';

export function EnquiryCard({ enquiry: e, compact = false }: { enquiry: EnquiryView; compact?: boolean }) {
  const [detail, setDetail] = useState(false);
  // The Dispatch link opens the same detail view, scrolled to its Dispatch section.
  const [atDispatch, setAtDispatch] = useState(false);
  const [update, setUpdate] = useState(false);
  const name = e.customerName || 'Unknown Customer';
  return (
    <li className="flex flex-col gap-3 rounded-card border border-linen bg-white p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs text-muted">{shortId(e.id)}</span>
          <Badge variant="outline">{ENQUIRY_KIND_LABELS[e.kind]}</Badge>
          <EnquiryStatusBadge status={e.status} />
        </div>
        <h2 className="mt-1 font-sans text-base font-medium text-ink">{name}</h2>
        <p className="text-sm text-muted">
          {formatDate(e.submittedAt, true)} ·{' '}
          {e.itemCount === null ? 'Custom enquiry' : `${e.itemCount} ${e.itemCount === 1 ? 'item' : 'items'}`}
        </p>
        <NeedBySummary made={e.madeToMeasure} className="mt-1" />
        <QuoteStrip enquiry={e} />
        {e.internalNotes && !compact ? (
          <p className="mt-1.5 line-clamp-2 whitespace-pre-line rounded-lg bg-sand/60 px-3 py-1.5 text-sm text-ink">{e.internalNotes}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {compact ? null : <MarkPaidButton enquiry={e} />}
        {compact || !canDispatch(e) ? null : (
          <Button asChild variant="outline" size="sm">
            <a
              href={dispatchPath(e)}
              aria-haspopup="dialog"
              aria-label={`Dispatch ${shortId(e.id)} from ${name}`}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                setAtDispatch(true);
                setDetail(true);
              }}
            >
              <TruckIcon aria-hidden="true" /> Dispatch
            </a>
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setAtDispatch(false);
            setDetail(true);
          }}
          aria-label={`View details of ${shortId(e.id)} from ${name}`}
        >
          <EyeIcon aria-hidden="true" /> Details
        </Button>
        {compact ? null : (
          <Button type="button" size="sm" onClick={() => setUpdate(true)} aria-label={`Update status of ${shortId(e.id)} from ${name}`}>
            <RefreshCwIcon aria-hidden="true" /> Update Status
          </Button>
        )}
      </div>
      {detail ? <EnquiryDetailDialog enquiry={e} open={detail} onOpenChange={setDetail} atDispatch={atDispatch} /> : null}
      {update ? <EnquiryUpdateDialog enquiry={e} open={update} onOpenChange={setUpdate} /> : null}
    </li>
  );
}
