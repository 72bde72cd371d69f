import { MAX_UPLOAD_BYTES } from '~/lib/enquiry-constants';
import { MESSAGES } from '~/lib/messages';

export type UploadFolder = 'products' | 'banners' | 'testimonials' | 'uploads';
export type UploadResult = { url: string; absoluteUrl: string };

export class UploadError extends Error {}

/** What is wrong with a picked file before it is sent, or null. */
export function checkImageFile(file: File | null | undefined): string | null {
  if (!file) return MESSAGES.upload.selectFirst;
  if (!file.type.startsWith('image/')) return MESSAGES.upload.selectImage;
  if (file.size > MAX_UPLOAD_BYTES) return 'Images may be at most 10 MB.';
  return null;
}

/** Sends one image to /admin/upload, reporting progress (0-100); XHR because fetch cannot report upload progress. */
export function uploadImage(file: File, folder: UploadFolder, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set('folder', folder);
    body.set('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/admin/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as { url?: string; absoluteUrl?: string; error?: string } | null;
      if (xhr.status === 200 && answer?.url) resolve({ url: answer.url, absoluteUrl: answer.absoluteUrl ?? answer.url });
      else if (xhr.status === 413) reject(new UploadError('Images may be at most 10 MB.'));
      else reject(new UploadError(answer?.error ?? MESSAGES.admin.uploadImage));
    };
    xhr.onerror = () => reject(new UploadError(MESSAGES.upload.unexpected));
    xhr.send(body);
  });
}
