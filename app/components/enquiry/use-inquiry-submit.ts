import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { MESSAGES } from '~/lib/messages';
import type { InquiryResponse } from '~/lib/schemas/inquiry';
import { failureText, postWithProgress } from './post-with-progress';
import type { PickedFile } from './reference-files';

type UploadAnswer = { ok: boolean; url?: string; error?: string };

/**
 * The inquiry flow: each reference file is uploaded (one request each, with progress), the
 * links are collected, then the inquiry is sent to the /inquiry action. Any failure leaves the form
 * as it was; files already stored keep their link so a retry does not send them again.
 */
export function useInquirySubmit({
  onSuccess,
  onFailure,
}: {
  onSuccess: (inquiryId: string) => void;
  onFailure: (message: string, errors?: Record<string, string>) => void;
}) {
  const fetcher = useFetcher<InquiryResponse>();
  const [uploading, setUploading] = useState(false);
  const handled = useRef<unknown>(null);
  const callbacks = useRef({ onSuccess, onFailure });
  useEffect(() => {
    callbacks.current = { onSuccess, onFailure };
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) callbacks.current.onSuccess(result.inquiryId);
    else callbacks.current.onFailure(result.error, result.errors);
  }, [fetcher.state, fetcher.data]);

  async function submit(fields: FormData, files: PickedFile[], setFiles: (update: (files: PickedFile[]) => PickedFile[]) => void) {
    setUploading(true);
    const urls: string[] = [];
    try {
      for (const picked of files) {
        if (picked.url) {
          urls.push(picked.url);
          continue;
        }
        const patch = (change: Partial<PickedFile>) => setFiles((all) => all.map((f) => (f.id === picked.id ? { ...f, ...change } : f)));
        patch({ progress: 0, error: undefined });
        const body = new FormData();
        body.set('purpose', 'inquiry');
        body.set('file', picked.file);
        const answer = await postWithProgress<UploadAnswer>('/api/upload', body, (progress) => patch({ progress }));
        if (answer.status !== 200 || !answer.body?.ok || !answer.body.url) {
          const reason = failureText(answer, MESSAGES.inquiry.failed);
          patch({ progress: undefined, error: reason });
          onFailure(`“${picked.file.name}” could not be uploaded: ${reason} Please remove it or choose another file.`, {
            reference_images: reason,
          });
          return;
        }
        urls.push(answer.body.url);
        patch({ url: answer.body.url, progress: 100 });
      }
    } finally {
      setUploading(false);
    }
    fields.delete('reference_images');
    fields.delete('reference_image_urls');
    for (const url of urls) fields.append('reference_image_urls', url);
    fetcher.submit(fields, { method: 'post', action: '/inquiry' });
  }

  return { submit, busy: uploading || fetcher.state !== 'idle', uploading };
}
