import { z } from 'zod';
import { FIT_CHOICES, MEASUREMENT_FIT_CHOICES, type FitChoice, type MeasurementFitChoice } from '../reviews.ts';
import { cleanText } from './common.ts';

export {
  CARD_STARS_FROM,
  FIT_CHOICES,
  MEASUREMENT_FIT_CHOICES,
  REVIEW_SORTS,
  REVIEWS_PER_PAGE,
  type FitChoice,
  type ReviewSort,
} from '../reviews.ts';

/** What a review may hold; the form and the action share these. */
export const REVIEW_LIMITS = { bodyMin: 20, bodyMax: 2000, titleMax: 120, photos: 3, replyMax: 1000, reasonMax: 300 } as const;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars',
  bodyShort: `Please write at least ${REVIEW_LIMITS.bodyMin} characters`,
  bodyLong: `Please keep your review under ${REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')} characters`,
  photos: `Some photos were not accepted. Only JPG, PNG, WebP files under 10MB are allowed, at most ${REVIEW_LIMITS.photos}.`,
  notAllowed:
    'Reviews are for pieces you received from us. Once an order of yours that includes this piece has shipped, you can review it here.',
  tooMany: 'You have sent several reviews in a short time. Please wait an hour and try again.',
  saved: 'Thank you! Your review will appear once we have read it.',
  linkExpired: 'This review link has expired. Please sign in to write your review.',
} as const;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ message: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: cleanText(REVIEW_LIMITS.titleMax).optional().default(''),
  body: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.bodyMin, REVIEW_MESSAGES.bodyShort)
    .max(REVIEW_LIMITS.bodyMax, REVIEW_MESSAGES.bodyLong)
    .pipe(cleanText(REVIEW_LIMITS.bodyMax)),
  fit: z
    .enum(Object.keys(FIT_CHOICES) as [FitChoice, ...FitChoice[]])
    .nullable()
    .catch(null),
  measurementsFit: z
    .enum(Object.keys(MEASUREMENT_FIT_CHOICES) as [MeasurementFitChoice, ...MeasurementFitChoice[]])
    .nullable()
    .catch(null),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** The text fields of a review form, as the schema reads them. */
export function reviewValues(form: FormData) {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : '';
  };
  return {
    rating: text('rating'),
    title: text('title'),
    body: text('body'),
    fit: text('fit') || null,
    measurementsFit: text('measurementsFit') || null,
  };
}

/** The owner's Reviews screen, by status. */
export const ADMIN_REVIEW_TABS = ['pending', 'published', 'hidden'] as const;
export type AdminReviewTab = (typeof ADMIN_REVIEW_TABS)[number];

export const moderationSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('publish'), id: z.uuid() }),
  z.object({
    intent: z.literal('hide'),
    id: z.uuid(),
    reason: cleanText(REVIEW_LIMITS.reasonMax).pipe(z.string().min(1, 'Please say why this review is hidden')),
  }),
  z.object({ intent: z.literal('reply'), id: z.uuid(), reply: cleanText(REVIEW_LIMITS.replyMax) }),
  z.object({ intent: z.literal('feature'), id: z.uuid(), featured: z.enum(['true', 'false']).transform((v) => v === 'true') }),
]);
