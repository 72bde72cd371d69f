import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { mediaSrc } from '~/lib/media-widths';
import { FIT_CHOICES, MEASUREMENT_FIT_CHOICES, type PublicReview } from '~/lib/reviews';
import { ReviewStars } from './review-stars';

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** One published review as shoppers read it: every word is the shopper's, rendered as text. */
export function ReviewItem({ review, shopName }: { review: PublicReview; shopName: string }) {
  return (
    <article className="border-t border-linen py-7 first:border-t-0 first:pt-0" aria-label={`Review by ${review.authorName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        {review.title ? <h3 className="font-display text-xl text-ink">{review.title}</h3> : null}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <span className="font-medium text-ink">{review.authorName}</span>
        <span className="inline-flex items-center gap-1 text-leaf">
          <BadgeCheckIcon className="size-3.5" aria-hidden="true" /> Verified customer
        </span>
        {review.date ? <time dateTime={review.date}>{longDate.format(new Date(review.date))}</time> : null}
      </p>
      <p className="mt-3 max-w-prose whitespace-pre-line leading-relaxed text-ink/85">{review.body}</p>
      {review.fit || review.measurementsFit ? (
        <p className="mt-3 flex flex-wrap gap-2 text-xs">
          {review.fit ? <span className="rounded-full bg-sand px-3 py-1 text-ink">Fit: {FIT_CHOICES[review.fit]}</span> : null}
          {review.measurementsFit ? (
            <span className="rounded-full bg-sand px-3 py-1 text-ink">
              {MEASUREMENT_FIT_CHOICES[review.measurementsFit as keyof typeof MEASUREMENT_FIT_CHOICES] ?? ''}
            </span>
          ) : null}
        </p>
      ) : null}
      {review.photos.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label="Customer photos">
          {review.photos.map((src, i) => (
            <li key={src}>
              <a
                href={mediaSrc(src, 1280)}
                data-review-photo=""
                data-author={review.authorName}
                className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-maroon"
              >
                <img
                  src={mediaSrc(src, 320)}
                  alt={`Photo ${i + 1} from ${review.authorName}'s review (opens larger)`}
                  width={112}
                  height={140}
                  loading="lazy"
                  decoding="async"
                  className="h-35 w-28 object-cover transition-transform duration-500 hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="mt-4 max-w-prose rounded-lg border-l-2 border-gold bg-sand/60 px-4 py-3 text-sm">
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-gold">Reply from {shopName}</p>
          <p className="mt-1 whitespace-pre-line text-ink/85">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
