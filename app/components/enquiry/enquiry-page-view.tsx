import type * as React from 'react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import { Link } from 'react-router';
import type { EnquiryPage } from '~/lib/quote-views';
import { EnquiryRequest } from './enquiry-request';
import { EnquiryTimeline } from './enquiry-timeline';
import { QuoteCard } from './quote-card';
import { ParcelTracking } from './parcel-tracking';
import { formatLongDate } from '~/lib/dates';

/** The shopper's enquiry page: quote and payment first on phones, beside the timeline on wide screens. */
/** `aside` goes under the quote (the signed-in shopper's invoice). */
export function EnquiryPageView({
  page,
  back,
  aside,
}: {
  page: EnquiryPage;
  back: { to: string; label: string };
  aside?: React.ReactNode;
}) {
  return (
    <div className="container-shop py-8 md:py-12">
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-maroon underline-offset-4 hover:underline">
        <ChevronLeftIcon className="size-4" aria-hidden="true" /> {back.label}
      </Link>
      <header className="mt-4 flex flex-col gap-3 border-b border-linen pb-6 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold">{page.kindLabel}</p>
          <h1 className="mt-1 font-display text-4xl text-ink md:text-5xl">Enquiry {page.reference}</h1>
          <p className="mt-1 text-muted">Sent on {formatLongDate(page.submittedAt)}</p>
        </div>
        <p className="w-fit rounded-full bg-maroon px-4 py-1.5 text-sm font-semibold text-ivory">
          <span className="sr-only">Status: </span>
          {page.statusLabel}
        </p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div className="grid gap-6 lg:col-start-2 lg:row-start-1 lg:sticky lg:top-28">
          <ParcelTracking delivery={page.delivery} />
          <QuoteCard page={page} />
          {aside}
        </div>
        <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
          <EnquiryTimeline entries={page.timeline} kindLabel={page.kindLabel} />
          <EnquiryRequest asked={page.asked} />
        </div>
      </div>
    </div>
  );
}
