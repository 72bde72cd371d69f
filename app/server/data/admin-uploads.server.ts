import { MAX_UPLOAD_BYTES } from '../../lib/enquiry-constants.ts';
import { logger } from '../platform/logger.server.ts';
import { BodyError, readFormBody } from '../actions/request-body.server.ts';
import { storeUpload, UploadRejectedError, type StoredFile } from '../storage/storage.server.ts';

export const TOO_LARGE_MESSAGE = 'Images may be at most 10 MB.';
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';

/** A problem with the upload that the admin can fix; its message is shown as it is. */
export class AdminUploadError extends Error {}

/** Stores an admin image (JPG, PNG, WebP or GIF; at most 10 MB) as WebP under the folder given. */
export async function storeAdminImage(bytes: Uint8Array, folder: 'products' | 'banners' | 'testimonials' | 'uploads'): Promise<StoredFile> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AdminUploadError(TOO_LARGE_MESSAGE);
  try {
    return await storeUpload(bytes, { folder, accept: ['jpeg', 'png', 'webp', 'gif'] });
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      throw new AdminUploadError(/larger/.test(error.message) ? TOO_LARGE_MESSAGE : NOT_AN_IMAGE_MESSAGE);
    }
    throw error;
  }
}

/** Room for the multipart envelope and the other fields around a 10 MB file. */
const SLACK = 256 * 1024;

async function drain(request: Request) {
  const reader = request.body?.getReader();
  if (!reader) return;
  for (;;) {
    const { done } = await reader.read();
    if (done) return;
  }
}

/**
 * Reads a multipart admin form with at most one file (field `file`), refusing anything over 10 MB
 * while it streams in. Other fields come back as text.
 */
export async function readUploadForm(
  request: Request,
  messages: { tooLarge: string; oneFile: string } = { tooLarge: TOO_LARGE_MESSAGE, oneFile: 'Please upload one image at a time.' },
): Promise<{ form: FormData; file: File | null }> {
  // Far too large: read the body to its end (the host caps it at 50 MB) and refuse. Answering before the
  // browser has finished sending would reset the connection, and the owner would see no message at all.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + SLACK) {
    await drain(request);
    throw new AdminUploadError(messages.tooLarge);
  }
  try {
    // The parser may take a little over 10 MB so that it never stops halfway; storeAdminImage enforces 10 MB.
    const form = await readFormBody(request, { maxFiles: 1, maxFileSize: MAX_UPLOAD_BYTES + SLACK, maxParts: 20, tooLarge: messages.tooLarge, tooMany: messages.oneFile });
    const value = form.get('file');
    return { form, file: value instanceof File && value.size > 0 ? value : null };
  } catch (error) {
    if (error instanceof BodyError) {
      logger.warn({ status: error.status }, 'admin upload could not be read');
      throw new AdminUploadError(error.message);
    }
    throw error;
  }
}
