import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { Input, PlainInput, Textarea } from '~/components/ui/input';
import { mediaSrc } from '~/lib/media-widths';
import { FIT_CHOICES, MEASUREMENT_FIT_CHOICES, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PHOTO_TYPES } from '~/lib/schemas/review';
import { MAX_UPLOAD_BYTES } from '~/lib/enquiry-constants';
import type { ReviewWords } from '~/lib/reviews';

const RATING_WORDS = ['', 'Disappointed', 'Not quite', 'Good', 'Lovely', 'Loved it'];

/**
 * The review form: plain fields (it works without scripts) through the shop's field primitives, so
 * what a shopper typed or chose before the page's scripts arrived is kept (docs/decisions 0011).
 */
export function ReviewForm({
  action,
  draft,
  madeToMeasure,
  errors,
  linkToken,
}: {
  action: string;
  /** The review link she came by: her photos of a review not (or no longer) published are shown to her through it. */
  linkToken?: string | null;
  draft: ReviewWords | null;
  madeToMeasure: boolean;
  errors: Record<string, string>;
}) {
  const busy = useNavigation().state === 'submitting';
  const [photoError, setPhotoError] = useState<string | null>(null);
  const kept = draft?.photos ?? [];
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="grid gap-6" noValidate>
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="text-sm font-medium text-ink">
          Your rating
          <span aria-hidden="true" className="text-maroon">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="group flex cursor-pointer items-center gap-1.5 rounded-full border border-linen bg-white px-3.5 py-2 text-sm text-ink transition-colors hover:border-maroon has-checked:border-maroon has-checked:bg-maroon has-checked:text-ivory has-focus-visible:ring-2 has-focus-visible:ring-maroon/30"
            >
              <PlainInput type="radio" name="rating" value={n} defaultChecked={draft?.rating === n} className="sr-only" required />
              <span aria-hidden="true" className="tracking-[0.1em] text-gold group-has-checked:text-ivory">
                {'★'.repeat(n)}
              </span>
              <span>
                <span className="sr-only">
                  {n} {n === 1 ? 'star' : 'stars'}:{' '}
                </span>
                {RATING_WORDS[n]}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="rating-error">{errors.rating}</FieldError>
      </fieldset>

      <Field label="Title" error={errors.title} hint="Optional, a few words">
        {(p) => <Input {...p} name="title" maxLength={REVIEW_LIMITS.titleMax} defaultValue={draft?.title ?? ''} />}
      </Field>

      <Field
        label="Your review"
        required
        error={errors.body}
        hint={`${REVIEW_LIMITS.bodyMin} to ${REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')} characters: the look, the fabric, the fit, the occasion.`}
      >
        {(p) => (
          <Textarea
            {...p}
            name="body"
            rows={6}
            required
            minLength={REVIEW_LIMITS.bodyMin}
            maxLength={REVIEW_LIMITS.bodyMax}
            defaultValue={draft?.body ?? ''}
          />
        )}
      </Field>

      <Choices legend="How does it fit?" name="fit" choices={FIT_CHOICES} chosen={draft?.fit ?? null} />
      {madeToMeasure ? (
        <Choices
          legend="Did it fit the measurements you sent?"
          name="measurementsFit"
          choices={MEASUREMENT_FIT_CHOICES}
          chosen={draft?.measurementsFit ?? null}
        />
      ) : null}

      {kept.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">Your photos</legend>
          <ul className="mt-2 flex flex-wrap gap-3">
            {kept.map((src, i) => (
              <li key={src}>
                <label className="grid cursor-pointer gap-1 text-xs text-muted">
                  <img
                    src={`${mediaSrc(src, 160)}${linkToken ? `&t=${encodeURIComponent(linkToken)}` : ''}`}
                    alt={`Your photo ${i + 1}`}
                    width={96}
                    height={120}
                    className="h-30 w-24 rounded-lg object-cover"
                  />
                  <span className="flex items-center gap-1.5">
                    <PlainInput type="checkbox" name="keep" value={src} defaultChecked /> Keep
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <Field
        label="Photos"
        error={photoError ?? errors.photos}
        hint={`Up to ${REVIEW_LIMITS.photos} photos: JPG, PNG or WebP, each under 10MB.`}
      >
        {(p) => (
          <Input
            {...p}
            type="file"
            name="photos"
            multiple
            accept={REVIEW_PHOTO_TYPES.join(',')}
            fieldSize="file"
            className="file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-3 file:py-1 file:text-sm file:text-maroon"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              const bad =
                files.length + kept.length > REVIEW_LIMITS.photos ||
                files.some((f) => f.size > MAX_UPLOAD_BYTES || !(REVIEW_PHOTO_TYPES as readonly string[]).includes(f.type));
              setPhotoError(bad ? REVIEW_MESSAGES.photos : null);
            }}
          />
        )}
      </Field>

      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : draft ? 'Update review' : 'Send review'}
        </Button>
        <p className="mt-3 text-xs text-muted">
          We read every review before it appears on the shop. Your first name and initial are shown with it.
        </p>
      </div>
    </Form>
  );
}

function Choices({
  legend,
  name,
  choices,
  chosen,
}: {
  legend: string;
  name: string;
  choices: Record<string, string>;
  chosen: string | null;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {Object.entries(choices).map(([value, label]) => (
          <label
            key={value}
            className="cursor-pointer rounded-full border border-linen bg-white px-3.5 py-2 text-sm text-ink hover:border-maroon has-checked:border-maroon has-checked:bg-sand has-focus-visible:ring-2 has-focus-visible:ring-maroon/30"
          >
            <PlainInput type="radio" name={name} value={value} defaultChecked={chosen === value} className="mr-2 accent-maroon" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
