export type PostResult<T> = { status: number; body: T | null };

/**
 * POSTs a form and reports upload progress (0-100). fetch() cannot report upload progress, so this
 * uses XMLHttpRequest. Resolves with the status and parsed JSON; a network failure gives status 0.
 */
export function postWithProgress<T>(url: string, body: FormData, onProgress?: (percent: number) => void): Promise<PostResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let parsed: T | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as T;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener('error', () => resolve({ status: 0, body: null }));
    xhr.addEventListener('abort', () => resolve({ status: 0, body: null }));
    xhr.send(body);
  });
}

/** The server's sentence for a failed request, or a plain one for statuses the host answers itself. */
export function failureText(result: PostResult<{ error?: string }>, fallback: string): string {
  if (result.body?.error) return result.body.error;
  if (result.status === 413) return 'Files are too large. Each file may be at most 10 MB.';
  if (result.status === 429) return 'Too many requests. Please wait a minute and try again.';
  return fallback;
}
