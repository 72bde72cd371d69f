import UploadCloudIcon from 'lucide-react/icons/cloud-upload';
import { PlainInput } from '~/components/ui/input';
import { useId, useRef, useState } from 'react';
import { toast } from '~/lib/toast';
import { MESSAGES } from '~/lib/messages';
import { cn } from '~/lib/utils';
import { checkImageFile, uploadImage, type UploadFolder } from './upload-image';
import { UploadProgress } from './upload-progress';

/**
 * Drop images here or pick them; each is uploaded at once and handed back as a /media URL.
 * Several files are uploaded one after another, in the order given.
 */
export function ImageDropzone({
  folder,
  onUploaded,
  multiple = false,
  label = 'Upload images',
}: {
  folder: UploadFolder;
  onUploaded: (url: string) => void;
  multiple?: boolean;
  label?: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function handle(files: File[]) {
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem) {
        toast.error(MESSAGES.admin.errorTitle, { description: problem });
        continue;
      }
      try {
        setProgress(0);
        const { url } = await uploadImage(file, folder, setProgress);
        onUploaded(url);
      } catch (error) {
        toast.error(MESSAGES.admin.errorTitle, { description: (error as Error).message || MESSAGES.admin.uploadImage });
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void handle(Array.from(e.dataTransfer.files).slice(0, multiple ? 12 : 1));
      }}
      className={cn(
        'rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors focus-within:ring-2 focus-within:ring-maroon/40',
        over ? 'border-maroon bg-maroon/5' : 'border-linen bg-ivory/60',
      )}
    >
      <UploadCloudIcon className="mx-auto size-7 text-maroon/70" aria-hidden="true" />
      <p className="mt-2 text-sm text-ink">
        Drag and drop {multiple ? 'images' : 'an image'} here, or{' '}
        <label htmlFor={inputId} className="cursor-pointer font-medium text-maroon underline underline-offset-4">
          {label.toLowerCase().startsWith('upload') ? 'choose from your device' : label}
        </label>
      </p>
      <p className="mt-1 text-xs text-muted">JPG, PNG, WebP or GIF, up to 10 MB each</p>
      <PlainInput
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-label={label}
        className="sr-only"
        disabled={progress !== null}
        onChange={(e) => void handle(Array.from(e.target.files ?? []))}
      />
      {progress !== null ? (
        <div className="mx-auto mt-3 max-w-xs">
          <UploadProgress percent={progress} />
          <p className="mt-1 text-xs text-muted">{MESSAGES.upload.uploading}</p>
        </div>
      ) : null}
    </div>
  );
}
