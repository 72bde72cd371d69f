import { eq } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { MAX_UPLOAD_BYTES } from '../../lib/enquiry-constants.ts';
import { REVIEW_LIMITS, REVIEW_MESSAGES, reviewSchema, reviewValues } from '../../lib/schemas/review.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { db, schema } from '../platform/db.server.ts';
import { detectFileKind } from '../storage/file-type.server.ts';
import { getUser } from '../auth/permissions.server.ts';
import { BodyError, readFormBody } from './request-body.server.ts';
import { countHit } from '../data/request-limits.server.ts';
import { reviewableProduct, reviewStanding, saveReview } from '../data/reviews.server.ts';
import { verifyReviewToken } from '../auth/review-links.server.ts';
import { pageUrlOf } from '../routing/route-rules.server.ts';
import { storeUpload, UploadRejectedError } from '../storage/storage.server.ts';

/** Reviews a shopper may send in an hour (new ones and edits together). */
export const REVIEWS_PER_HOUR = 10;
const HOUR = 3_600_000;
/** Room for the multipart envelope around a 10 MB photo, so a photo just over is refused with words, not cut off. */
const SLACK = 256 * 1024;

type Reviewer = { id: string; name: string };

/** The shopper writing: the signed-in one, or the one a valid review link speaks for. */
async function reviewerOf(request: Request): Promise<Reviewer | null> {
  const user = await getUser(request);
  if (user) return { id: user.id, name: user.name };
  const id = verifyReviewToken(new URL(request.url).searchParams.get('t'));
  if (!id) return null;
  const [row] = await db().select({ id: schema.user.id, name: schema.user.name }).from(schema.user).where(eq(schema.user.id, id));
  return row ?? null;
}

export async function reviewFormData(request: Request, productId: string) {
  const product = await reviewableProduct(productId);
  if (!product) throw data({ message: 'Product Not Found' }, { status: 404 });
  const reviewer = await reviewerOf(request);
  if (!reviewer) {
    const url = pageUrlOf(request);
    if (url.searchParams.has('t'))
      return data({ product, refusal: REVIEW_MESSAGES.linkExpired, signIn: true, own: null, madeToMeasure: false }, { status: 403 });
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const { qualifying, own } = await reviewStanding(reviewer.id, product.id);
  if (!qualifying)
    return data({ product, refusal: REVIEW_MESSAGES.notAllowed, signIn: false, own: null, madeToMeasure: false }, { status: 403 });
  return { product, refusal: null, signIn: false, own, madeToMeasure: qualifying.madeToMeasure };
}

type Values = ReturnType<typeof reviewValues>;
/** A refusal keeps what she typed, so the page without scripts shows it again. */
const refuse = (status: number, error: string, errors?: Record<string, string>, values?: Values) =>
  data({ ok: false as const, error, fieldErrors: errors ?? {}, values: values ?? null }, { status });

export async function reviewFormAction(request: Request, productId: string) {
  const product = await reviewableProduct(productId);
  if (!product) return refuse(404, 'Product Not Found');
  const reviewer = await reviewerOf(request);
  if (!reviewer) return refuse(403, REVIEW_MESSAGES.linkExpired);
  const { qualifying, own } = await reviewStanding(reviewer.id, product.id);
  if (!qualifying) return refuse(403, REVIEW_MESSAGES.notAllowed);
  const { hits } = await countHit(`review:${reviewer.id}`, HOUR);
  if (hits > REVIEWS_PER_HOUR) return refuse(429, REVIEW_MESSAGES.tooMany);

  let form: FormData;
  try {
    form = await readFormBody(request, {
      maxFiles: REVIEW_LIMITS.photos,
      maxFileSize: MAX_UPLOAD_BYTES + SLACK,
      maxParts: 20,
      tooLarge: REVIEW_MESSAGES.photos,
      tooMany: REVIEW_MESSAGES.photos,
    });
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, error.message, { photos: error.message });
    throw error;
  }
  const values = reviewValues(form);
  const parsed = reviewSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);

  // Photos kept from her earlier review, then the new ones: each checked by its bytes before any is stored.
  const kept = form.getAll('keep').filter((v): v is string => typeof v === 'string' && (own?.photos ?? []).includes(v));
  const files = form.getAll('photos').filter((v): v is File => v instanceof File && v.size > 0);
  const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  const photosOk =
    kept.length + files.length <= REVIEW_LIMITS.photos &&
    bytes.every((b) => b.byteLength <= MAX_UPLOAD_BYTES && ['jpeg', 'png', 'webp'].includes(detectFileKind(b) ?? ''));
  if (!photosOk) errors.photos = REVIEW_MESSAGES.photos;
  if (!parsed.success || !photosOk) return refuse(400, Object.values(errors)[0], errors, values);

  const stored: string[] = [];
  try {
    for (const b of bytes) stored.push((await storeUpload(b, { folder: 'reviews', accept: ['jpeg', 'png', 'webp'] })).url);
  } catch (error) {
    if (error instanceof UploadRejectedError) return refuse(400, REVIEW_MESSAGES.photos, { photos: REVIEW_MESSAGES.photos }, values);
    throw error;
  }
  await saveReview(reviewer, product.id, qualifying, { ...parsed.data, photos: [...kept, ...stored] });
  return { ok: true as const, message: REVIEW_MESSAGES.saved };
}
