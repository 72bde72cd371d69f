import { withE164 } from '../platform/phone-numbers.server.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/enquiry-constants.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { cartEnquirySchema } from '../../lib/schemas/cart-enquiry.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { customOrderSchema, customOrderValues } from '../../lib/schemas/custom-order.ts';
import { inquirySchema, inquiryValues, MAX_REFERENCE_FILES } from '../../lib/schemas/inquiry.ts';
import { categoriesLeadTime, designLeadTime, inquiryLeadTime } from '../../lib/lead-times.ts';
import { createCartEnquiry, createCustomOrder, createInquiry, priceCartLines, productSummary } from '../data/enquiries.server.ts';
import { categoriesOf, getLeadTimes } from '../data/lead-times.server.ts';
import { type MadeToMeasure, madeToMeasure, readExtras } from './enquiry-extras.server.ts';
import { sendCartEnquiryMails, sendCustomOrderMails, sendInquiryMails } from '../mail/enquiry-mail.server.ts';
import type { FileKind } from '../storage/file-type.server.ts';
import { detectFileKind } from '../storage/file-type.server.ts';
import { logger } from '../platform/logger.server.ts';
import { attachPendingUploads, pendingUploadRoom, recordPendingUpload } from '../data/pending-uploads.server.ts';
import { BODY_MESSAGES, BodyError, readFormBody } from './request-body.server.ts';
import { keyOfMediaUrl, store, storeUpload, UploadRejectedError } from '../storage/storage.server.ts';

// The server half of the three enquiry forms and the public upload. Route modules stay thin;
// integration tests call these with real Request objects.

export const UPLOAD_MESSAGES = {
  tooLarge: 'Files must be 10 MB or smaller.',
  tooMany: `Please attach at most ${MAX_REFERENCE_FILES} files.`,
  unreadable: 'The upload could not be read. Please try again.',
  referenceType: 'Only JPG, PNG and PDF files are allowed.',
  imageType: 'Please choose a JPG, PNG, WebP or GIF image.',
  missing: 'Please choose a file to upload.',
  referenceGone: 'A reference file could not be found. Please attach it again.',
  clientQuota: 'You have uploaded many files that are not part of an enquiry yet. Please send your enquiry, or try again tomorrow.',
  shopQuota: 'Uploads are paused for a while. Please try again later, or send your enquiry and share the files on WhatsApp.',
} as const;

const UPLOAD_KINDS = {
  inquiry: { folder: 'inquiries', accept: ['jpeg', 'png', 'pdf'] as FileKind[], typeMessage: UPLOAD_MESSAGES.referenceType },
  'custom-order': { folder: 'custom-orders', accept: ['jpeg', 'png', 'webp', 'gif'] as FileKind[], typeMessage: UPLOAD_MESSAGES.imageType },
} as const;

type Failure = { ok: false; status: number; error: string; errors?: Record<string, string> };
const fail = (status: number, error: string, errors?: Record<string, string>): Failure => ({
  ok: false,
  status,
  error,
  ...(errors ? { errors } : {}),
});

/** Multipart (files) or url-encoded form; limits and broken bodies are refused with a clear sentence, never a stack trace. */
async function readForm(request: Request, maxFiles: number): Promise<{ ok: true; form: FormData } | Failure> {
  try {
    const limits = {
      maxFiles,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxTotalSize: maxFiles * MAX_UPLOAD_BYTES + 256 * 1024,
      tooLarge: UPLOAD_MESSAGES.tooLarge,
      tooMany: UPLOAD_MESSAGES.tooMany,
    };
    return { ok: true, form: await readFormBody(request, limits) };
  } catch (error) {
    if (error instanceof BodyError)
      return fail(error.status, error.message === BODY_MESSAGES.unreadable ? UPLOAD_MESSAGES.unreadable : error.message);
    throw error;
  }
}

const filesOf = (form: FormData, key: string) => form.getAll(key).filter((v): v is File => typeof v !== 'string' && v.size > 0);

/** Checks the bytes of every file before any is stored, so a refused file leaves nothing behind. */
async function checkFiles(
  files: File[],
  accept: FileKind[],
  typeMessage: string,
): Promise<{ ok: true; bytes: Uint8Array[] } | { ok: false; error: string }> {
  const all: Uint8Array[] = [];
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: UPLOAD_MESSAGES.tooLarge };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectFileKind(bytes);
    if (!kind || !accept.includes(kind)) return { ok: false, error: typeMessage };
    all.push(bytes);
  }
  return { ok: true, bytes: all };
}

/**
 * POST /api/upload: one file (the inquiry's reference files, one call each, as the inquiry flow has it).
 * The file counts against the client's and the shop's quota of unattached uploads until an enquiry uses it.
 */
export async function handleUpload(request: Request, clientKey: string): Promise<{ ok: true; url: string } | Failure> {
  const read = await readForm(request, 1);
  if (!read.ok) return read;
  const purpose = read.form.get('purpose') === 'custom-order' ? 'custom-order' : 'inquiry';
  if (read.form.get('company')) return fail(400, UPLOAD_MESSAGES.unreadable);
  const [file] = filesOf(read.form, 'file');
  if (!file) return fail(400, UPLOAD_MESSAGES.missing);
  const kind = UPLOAD_KINDS[purpose];
  const checked = await checkFiles([file], kind.accept, kind.typeMessage);
  if (!checked.ok) return fail(415, checked.error);
  const room = await pendingUploadRoom(clientKey, checked.bytes[0].byteLength);
  if (!room.ok) return room.scope === 'client' ? fail(429, UPLOAD_MESSAGES.clientQuota) : fail(503, UPLOAD_MESSAGES.shopQuota);
  try {
    const stored = await storeUpload(checked.bytes[0], { folder: kind.folder, accept: kind.accept });
    await recordPendingUpload(stored.key, clientKey, stored.bytes).catch(async (error) => {
      // Untracked, the file would never be cleaned up: remove it and let the visitor try again.
      await store()
        .delete(stored.key)
        .catch(() => {});
      throw error;
    });
    return { ok: true, url: stored.url };
  } catch (error) {
    if (error instanceof UploadRejectedError) return fail(415, kind.typeMessage);
    throw error;
  }
}

export type InquiryResult = { ok: true; inquiryId: string; name: string } | Failure;

/** The /inquiry action: files already uploaded (URLs) or sent along (no-JS form). */
export async function handleInquiry(request: Request, userId: string | null): Promise<InquiryResult> {
  const read = await readForm(request, MAX_REFERENCE_FILES);
  if (!read.ok) return read;
  const parsed = inquirySchema.safeParse(inquiryValues(read.form));
  const extras = readExtras(read.form);
  if (!parsed.success || !extras.ok) {
    const errors = { ...(extras.ok ? {} : extras.errors), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
    return fail(400, parsed.error?.issues[0]?.message ?? (extras.ok ? MESSAGES.inquiry.failed : extras.error), errors);
  }
  if (parsed.data.company) return { ok: true, inquiryId: `INQ${Date.now()}`, name: parsed.data.full_name };
  const checkedPhone = withE164(parsed.data);
  if (!checkedPhone.ok) return fail(400, checkedPhone.message, { phone: checkedPhone.message });
  const input = checkedPhone.input;

  const urls = input.reference_image_urls;
  const uploadedKeys: string[] = [];
  for (const url of urls) {
    const key = keyOfMediaUrl(url);
    if (!key || !(await store().exists(key)))
      return fail(400, UPLOAD_MESSAGES.referenceGone, { reference_images: UPLOAD_MESSAGES.referenceGone });
    uploadedKeys.push(key);
  }
  const files = filesOf(read.form, 'reference_images');
  if (urls.length + files.length > MAX_REFERENCE_FILES)
    return fail(400, UPLOAD_MESSAGES.tooMany, { reference_images: UPLOAD_MESSAGES.tooMany });
  const kind = UPLOAD_KINDS.inquiry;
  const checked = await checkFiles(files, kind.accept, kind.typeMessage);
  if (!checked.ok) return fail(415, checked.error, { reference_images: checked.error });

  try {
    const stored = [...urls];
    for (const bytes of checked.bytes) stored.push((await storeUpload(bytes, { folder: kind.folder, accept: kind.accept })).url);
    const made = await madeToMeasure(extras.extras, userId, inquiryLeadTime(await getLeadTimes(), input.occasion, input.preferred_style));
    // Claimed before the enquiry is stored: a failure in between keeps a file too many, never loses one.
    await attachPendingUploads(uploadedKeys);
    const inquiry = await createInquiry(input, stored, userId, made);
    await sendInquiryMails(inquiry, made, userId).catch((error) =>
      logger.error({ err: error, inquiryId: inquiry.inquiryId }, 'inquiry mail failed'),
    );
    return { ok: true, inquiryId: inquiry.inquiryId, name: inquiry.customerName };
  } catch (error) {
    if (error instanceof UploadRejectedError) return fail(415, kind.typeMessage, { reference_images: kind.typeMessage });
    logger.error({ err: error }, 'inquiry failed');
    return fail(500, MESSAGES.inquiry.failed);
  }
}

/**
 * Keeps the product a request came from only when the shop shows it: an id made up, or a piece
 * taken off the shop meanwhile, is dropped, and the request itself still goes through.
 */
async function withShownProduct<T extends { product_id: string | null }>(input: T): Promise<T> {
  if (!input.product_id || (await productSummary(input.product_id))) return input;
  logger.warn({ productId: input.product_id }, 'custom order names a product the shop does not show');
  return { ...input, product_id: null };
}

export type CustomOrderResult = { ok: true; mailFailed: boolean } | Failure;

/** POST /api/custom-order: the first image is stored (failure stops), the order stored, the shop mailed. */
export async function handleCustomOrder(request: Request, userId: string | null): Promise<CustomOrderResult> {
  const read = await readForm(request, 1);
  if (!read.ok) return read.status === 413 ? fail(413, MESSAGES.customOrder.uploadFailed, { image: read.error }) : read;
  const parsed = customOrderSchema.safeParse(customOrderValues(read.form));
  const extras = readExtras(read.form);
  if (!parsed.success || !extras.ok) {
    const errors = { ...(extras.ok ? {} : extras.errors), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
    return fail(400, parsed.error?.issues[0]?.message ?? (extras.ok ? MESSAGES.customOrder.unexpected : extras.error), errors);
  }
  if (parsed.data.company) return { ok: true, mailFailed: false };
  const checkedPhone = withE164(parsed.data);
  if (!checkedPhone.ok) return fail(400, checkedPhone.message, { phone: checkedPhone.message });

  const kind = UPLOAD_KINDS['custom-order'];
  const [image] = filesOf(read.form, 'image');
  let imageLink: string | null = null;
  if (image) {
    const checked = await checkFiles([image], kind.accept, kind.typeMessage);
    if (!checked.ok) return fail(415, MESSAGES.customOrder.uploadFailed, { image: checked.error });
    try {
      imageLink = (await storeUpload(checked.bytes[0], { folder: kind.folder, accept: kind.accept })).url;
    } catch (error) {
      logger.warn({ err: error }, 'custom order image refused');
      return fail(415, MESSAGES.customOrder.uploadFailed, { image: kind.typeMessage });
    }
  }
  let order;
  let made: MadeToMeasure;
  try {
    made = await madeToMeasure(extras.extras, userId, designLeadTime(await getLeadTimes(), parsed.data.design_interest));
    order = await createCustomOrder(await withShownProduct(checkedPhone.input), imageLink, userId, made);
  } catch (error) {
    logger.error({ err: error }, 'custom order insert failed');
    return fail(500, MESSAGES.customOrder.insertFailed);
  }
  try {
    await sendCustomOrderMails(order, made, userId);
    return { ok: true, mailFailed: false };
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, 'custom order mail failed');
    return { ok: true, mailFailed: true };
  }
}

export type CartEnquiryResult = { ok: true; id: string; count: number } | (Failure & { rejected?: string[] });

/** A signed-in shopper's cart enquiry, priced from the catalogue. */
export async function handleCartEnquiry(user: { id: string; name: string; email: string }, body: unknown): Promise<CartEnquiryResult> {
  const parsed = cartEnquirySchema.safeParse(body);
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? MESSAGES.cart.unknownError);
  const extras = readExtras(body && typeof body === 'object' ? (body as Record<string, unknown>) : null);
  if (!extras.ok) return fail(400, extras.error, extras.errors);
  const { items, rejected } = await priceCartLines(parsed.data.items);
  if (rejected.length) {
    return { ...fail(400, 'Some items in your cart are no longer available. Please remove them and try again.'), rejected };
  }
  const [leadTimes, categories] = await Promise.all([getLeadTimes(), categoriesOf(items.map((i) => i.sku))]);
  const made = await madeToMeasure(extras.extras, user.id, categoriesLeadTime(leadTimes, categories));
  const enquiry = await createCartEnquiry(user, items, made);
  await sendCartEnquiryMails(enquiry, made, user.id).catch((error) =>
    logger.error({ err: error, enquiryId: enquiry.id }, 'cart enquiry mail failed'),
  );
  return { ok: true, id: enquiry.id, count: items.length };
}
