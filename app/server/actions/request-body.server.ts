import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from '@remix-run/form-data-parser';
import { data } from 'react-router';

export const BODY_MESSAGES = {
  notAForm: 'Please send this as a form.',
  unreadable: 'The form could not be read. Please try again.',
  notJson: 'Please send this as JSON.',
  controlCharacters: 'Please remove unusual characters',
} as const;

// NUL (which PostgreSQL refuses in text) and other control characters; tabs and line breaks are fine.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A body the client sent wrong: its status (400, 413 or 415) and a sentence a person can act on. */
export class BodyError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

export type UploadLimits = {
  maxFiles: number;
  maxFileSize: number;
  maxTotalSize?: number;
  maxParts?: number;
  /** Said when a file or the whole body is over its limit. */
  tooLarge: string;
  /** Said when there are more files or parts than allowed. */
  tooMany: string;
};

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/**
 * The one reader of form bodies. A url-encoded form, or multipart within `uploads` (multipart without
 * `uploads` takes no files). Anything else is the client's mistake, never a 500: another content type 415,
 * a broken body 400, files over the limits 413.
 */
export async function readFormBody(request: Request, uploads?: UploadLimits): Promise<FormData> {
  const type = mediaType(request);
  const form = type === 'application/x-www-form-urlencoded' ? await readUrlEncoded(request) : await readMultipart(request, type, uploads);
  for (const [name, value] of form) {
    if (CONTROL.test(name) || (typeof value === 'string' && CONTROL.test(value))) throw new BodyError(400, BODY_MESSAGES.controlCharacters);
  }
  return form;
}

async function readUrlEncoded(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new BodyError(400, BODY_MESSAGES.unreadable);
  }
}

async function readMultipart(request: Request, type: string, uploads?: UploadLimits) {
  if (type !== 'multipart/form-data') throw new BodyError(415, BODY_MESSAGES.notAForm);
  const limits = uploads ?? { maxFiles: 0, maxFileSize: 0, tooLarge: BODY_MESSAGES.unreadable, tooMany: BODY_MESSAGES.unreadable };
  try {
    return await parseFormData(request, {
      maxFiles: limits.maxFiles,
      maxFileSize: limits.maxFileSize,
      maxTotalSize: limits.maxTotalSize,
      maxParts: limits.maxParts ?? 80,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw new BodyError(413, limits.tooLarge);
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) throw new BodyError(413, limits.tooMany);
    if (error instanceof MultipartParseError || error instanceof FormDataParseError || error instanceof TypeError)
      throw new BodyError(400, BODY_MESSAGES.unreadable);
    throw error;
  }
}

/** For route actions: the form, or a thrown 4xx answer `{ error }` that React Router sends as it is. */
export async function readForm(request: Request, uploads?: UploadLimits): Promise<FormData> {
  try {
    return await readFormBody(request, uploads);
  } catch (error) {
    if (error instanceof BodyError) throw data({ ok: false as const, error: error.message }, { status: error.status });
    throw error;
  }
}

/** A JSON body of at most `maxDepth` levels; anything else is a thrown 400/415 answer. */
export async function readJson(request: Request, maxDepth = 5): Promise<unknown> {
  if (mediaType(request) !== 'application/json') throw data({ ok: false as const, error: BODY_MESSAGES.notJson }, { status: 415 });
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    throw data({ ok: false as const, error: BODY_MESSAGES.unreadable }, { status: 400 });
  }
  const problem = jsonProblem(value, maxDepth);
  if (problem) throw data({ ok: false as const, error: problem }, { status: 400 });
  return value;
}

/** Too deep, or a control character in any key or string: what to say, or null when the value is fine. */
function jsonProblem(value: unknown, levelsLeft: number): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? BODY_MESSAGES.controlCharacters : null;
  if (value === null || typeof value !== 'object') return null;
  if (levelsLeft === 0) return BODY_MESSAGES.unreadable;
  for (const [key, child] of Object.entries(value)) {
    const problem = CONTROL.test(key) ? BODY_MESSAGES.controlCharacters : jsonProblem(child, levelsLeft - 1);
    if (problem) return problem;
  }
  return null;
}
