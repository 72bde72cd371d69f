import { MAX_UPLOAD_BYTES } from '../../lib/enquiry-constants.ts';
import { detectFileKind } from '../storage/file-type.server.ts';
import { AdminUploadError, readUploadForm } from './admin-uploads.server.ts';

// The spreadsheet the owner uploads: checked by size and by its bytes (UTF-8 text), with messages
// that say what to do in Excel or Google Sheets.

export const NO_FILE_MESSAGE = 'Please choose a CSV file to import.';
export const TOO_LARGE_MESSAGE = 'The file is larger than 10 MB. Please split it into smaller files.';
export const NOT_CSV_MESSAGE = 'This is not a CSV file. In Excel choose File › Save As › CSV UTF-8; in Google Sheets File › Download › CSV.';
export const NOT_UTF8_MESSAGE = 'The file is not saved as UTF-8 text, so ₹ and Hindi names would be garbled. In Excel choose File › Save As › CSV UTF-8.';

/** The form's fields and the uploaded file as text; an AdminUploadError carries the message to show. */
export async function readImportUpload(request: Request): Promise<{ form: FormData; text: string }> {
  const { form, file } = await readUploadForm(request, { tooLarge: TOO_LARGE_MESSAGE, oneFile: 'Please import one file at a time.' });
  if (!file) throw new AdminUploadError(NO_FILE_MESSAGE);
  if (file.size > MAX_UPLOAD_BYTES) throw new AdminUploadError(TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Pictures, PDFs and workbooks (a zip: 'PK') are recognised by their first bytes; text has no NUL byte.
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (detectFileKind(bytes) || zip || bytes.includes(0)) throw new AdminUploadError(NOT_CSV_MESSAGE);
  try {
    return { form, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    throw new AdminUploadError(NOT_UTF8_MESSAGE);
  }
}
