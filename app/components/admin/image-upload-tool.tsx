import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import UploadIcon from 'lucide-react/icons/upload';
import { useEffect, useId, useState } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Input, Label, PlainInput } from '~/components/ui/input';
import { COPIED_STATE_MS } from '~/lib/admin-constants';
import { MESSAGES } from '~/lib/messages';
import { checkImageFile, uploadImage, UploadError } from './upload-image';
import { FieldError } from '~/components/ui/field';
import { UploadProgress } from './upload-progress';

const sizeText = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Pick one image, upload it, and get a shareable link to paste into a product's image field. */
export function ImageUploadTool() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);
  const uploading = progress !== null;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function pick(picked: File | undefined) {
    const error = picked ? checkImageFile(picked) : null;
    setProblem(error ?? '');
    if (error) toast.error(MESSAGES.admin.errorTitle, { description: error });
    setFile(error ? null : (picked ?? null));
  }

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    const error = checkImageFile(file);
    if (error || !file) {
      setProblem(error ?? MESSAGES.upload.selectFirst);
      return void toast.error(MESSAGES.admin.errorTitle, { description: error ?? MESSAGES.upload.selectFirst });
    }
    setProgress(0);
    try {
      const result = await uploadImage(file, 'uploads', setProgress);
      setLink(result.absoluteUrl);
      toast.success(MESSAGES.upload.success);
    } catch (e) {
      toast.error(MESSAGES.admin.errorTitle, { description: e instanceof UploadError ? e.message : MESSAGES.upload.unexpected });
    } finally {
      setProgress(null);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(MESSAGES.upload.copied);
      setTimeout(() => setCopied(false), COPIED_STATE_MS);
    } catch {
      toast.error(MESSAGES.admin.errorTitle, { description: MESSAGES.upload.copyFailed });
    }
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={upload} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>Choose an image</Label>
          <PlainInput
            id={inputId}
            type="file"
            accept="image/*"
            disabled={uploading}
            aria-invalid={Boolean(problem)}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
            onChange={(e) => pick(e.target.files?.[0])}
            className="block w-full rounded-lg border border-linen bg-white text-sm text-ink file:mr-3 file:border-0 file:bg-sand file:px-4 file:py-2.5 file:font-medium file:text-maroon"
          />
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            JPG, PNG, GIF or WebP, up to 10 MB.
          </p>
          <FieldError id={`${inputId}-error`}>{problem}</FieldError>
        </div>
        {file && preview ? (
          <div className="flex items-center gap-3 rounded-xl border border-linen bg-ivory/60 p-3">
            <img src={preview} alt={`Preview of ${file.name}`} width={64} height={64} className="size-16 rounded-lg object-cover" />
            <div className="min-w-0 text-sm">
              <p className="truncate text-ink">{file.name}</p>
              <p className="text-muted">{sizeText(file.size)}</p>
            </div>
          </div>
        ) : null}
        {uploading ? <UploadProgress percent={progress} /> : null}
        <div>
          <Button type="submit" disabled={!file || uploading}>
            <UploadIcon aria-hidden="true" /> {uploading ? MESSAGES.upload.uploading : 'Upload Image'}
          </Button>
        </div>
      </form>
      {link ? (
        <div className="grid gap-1.5 rounded-xl border border-leaf/30 bg-leaf/5 p-4">
          <Label htmlFor={`${inputId}-link`}>Shareable link</Label>
          <div className="flex gap-2">
            <Input id={`${inputId}-link`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy()} aria-label="Copy link">
              {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />} {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      ) : null}
      <section className="rounded-xl bg-sand/60 p-4 text-sm text-ink">
        <h2 className="font-semibold">How to use the link</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>Upload the image and press Copy.</li>
          <li>Open Manage SKUs, choose a product and press Edit.</li>
          <li>Under Pricing &amp; Images, paste the link into “Or add an image address” and press +.</li>
          <li>Press Save Changes. The first image in the list is the main image.</li>
        </ol>
      </section>
    </div>
  );
}
