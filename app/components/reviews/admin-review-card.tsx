import { useFetcher } from 'react-router';
import type { AdminReview } from '~/lib/review-views';
import { formatDate } from '~/lib/dates';
import { useActionToast, fieldErrorsOf } from '~/components/admin/use-action-toast';
import { useReviewMoveAction } from '~/components/admin/row-actions';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, Textarea } from '~/components/ui/input';
import { mediaSrc } from '~/lib/media-widths';
import { FIT_CHOICES, MEASUREMENT_FIT_CHOICES, REVIEW_LIMITS } from '~/lib/schemas/review';
import { ReviewStars } from './review-stars';

/** The owner's review as the loader sends it (its date may arrive as text). */
export type AdminReviewView = Omit<AdminReview, 'createdAt'> & { createdAt: Date | string };

/**
 * One review for the owner: the shopper's words and stars as she wrote them (read only), and the
 * owner's steps: publish, hide with a reason, reply in public, feature on the home page.
 */
export function AdminReviewCard({ review: r }: { review: AdminReviewView }) {
  // Reply and feature keep the review on its tab; publish and hide move it (row-actions says why that matters).
  const fetcher = useFetcher();
  useActionToast(fetcher.data);
  const move = useReviewMoveAction(r.id);
  const errors = { ...fieldErrorsOf(fetcher.data), ...move.errors };
  const busy = fetcher.state !== 'idle' || move.busy;
  const label = `review by ${r.authorName} of ${r.productName ?? r.productId}`;
  return (
    <li className="rounded-card border border-linen bg-white p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted">
            {r.productName ?? r.productId}
            {r.productOnShop ? '' : ' · not on the shop'} · enquiry {r.enquiry} · {formatDate(r.createdAt)}
          </p>
          <h2 className="mt-1 flex flex-wrap items-center gap-2 font-sans text-base font-medium text-ink">
            <ReviewStars rating={r.rating} /> {r.title || <span className="text-muted">(no title)</span>}
          </h2>
          <p className="text-sm text-muted">{r.authorName}</p>
        </div>
        {r.featured ? <span className="rounded-full bg-gold-light/60 px-3 py-1 text-xs text-ink">On the home page</span> : null}
      </div>
      <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-ink">{r.body}</p>
      <p className="mt-2 flex flex-wrap gap-2 text-xs text-muted">
        {r.fit ? <span>Fit: {FIT_CHOICES[r.fit as keyof typeof FIT_CHOICES]}</span> : null}
        {r.measurementsFit ? <span>{MEASUREMENT_FIT_CHOICES[r.measurementsFit as keyof typeof MEASUREMENT_FIT_CHOICES]}</span> : null}
      </p>
      {r.photos.length > 0 ? (
        // Each photo is a link to its large picture; the page's viewer (loaded once a review with photos is listed) opens it in place.
        <ul className="mt-3 flex gap-2" aria-label={`Photos of the ${label}`}>
          {r.photos.map((src, i) => (
            <li key={src}>
              <a
                href={mediaSrc(src, 1280)}
                data-review-photo=""
                data-author={r.authorName}
                data-product={r.productName ?? r.productId}
                className="block overflow-hidden rounded-md focus-visible:ring-2 focus-visible:ring-maroon"
              >
                <img
                  src={mediaSrc(src, 160)}
                  alt={`Photo ${i + 1} of the ${label} (opens larger)`}
                  width={72}
                  height={90}
                  className="h-22 w-18 rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {r.status === 'hidden' && r.hiddenReason ? <p className="mt-3 text-sm text-danger">Hidden: {r.hiddenReason}</p> : null}

      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-linen pt-4">
        {r.status !== 'published' ? (
          <move.Form method="post">
            <input type="hidden" name="id" value={r.id} />
            <Button type="submit" name="intent" value="publish" size="sm" disabled={busy} aria-label={`Publish the ${label}`}>
              Publish
            </Button>
          </move.Form>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="featured" value={String(!r.featured)} />
            <Button type="submit" name="intent" value="feature" size="sm" variant="outline" disabled={busy}>
              {r.featured ? 'Remove from home page' : 'Feature on home page'}
            </Button>
          </fetcher.Form>
        )}
        {r.status !== 'hidden' ? (
          <move.Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="id" value={r.id} />
            <Field label="Reason for hiding" error={errors.reason} className="min-w-56">
              {(p) => (
                <Input {...p} name="reason" fieldSize="sm" maxLength={REVIEW_LIMITS.reasonMax} placeholder="e.g. not about the piece" />
              )}
            </Field>
            <Button type="submit" name="intent" value="hide" size="sm" variant="ghost-danger" disabled={busy}>
              Hide
            </Button>
          </move.Form>
        ) : null}
      </div>
      <fetcher.Form method="post" className="mt-4 grid gap-2">
        <input type="hidden" name="id" value={r.id} />
        <Field label="Public reply" error={errors.reply} hint="Shown under the review on the product page. Leave empty to remove it.">
          {(p) => <Textarea {...p} name="reply" rows={2} maxLength={REVIEW_LIMITS.replyMax} defaultValue={r.reply ?? ''} />}
        </Field>
        <div>
          <Button type="submit" name="intent" value="reply" size="sm" variant="outline" disabled={busy}>
            Save reply
          </Button>
        </div>
      </fetcher.Form>
    </li>
  );
}
