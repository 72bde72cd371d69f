import CheckCircle2Icon from 'lucide-react/icons/circle-check';
import { PlainInput } from '~/components/ui/input';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import UploadCloudIcon from 'lucide-react/icons/cloud-upload';
import XIcon from 'lucide-react/icons/x';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '~/lib/toast';
import { MESSAGES } from '~/lib/messages';
import { MAX_REFERENCE_FILES, splitReferenceFiles } from '~/lib/schemas/inquiry';
import { cn } from '~/lib/utils';
import { FieldError } from '~/components/ui/field';

/** A chosen reference file; `url` is set once it is stored, so a retry never uploads it twice. */
export type PickedFile = { id: string; file: File; url?: string; progress?: number; error?: string };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** JPG, PNG and PDF up to 10 MB each, checked here first and by their bytes on the server. */
export function ReferenceFiles({
  files,
  onChange,
  disabled,
  error,
}: {
  files: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [skippedShown, setSkippedShown] = useState(false);
  const [skippedId, errorId, hintId] = [`${id}-skipped`, `${id}-error`, `${id}-hint`];

  function pick(list: FileList | null) {
    if (!list) return;
    const { accepted, skipped } = splitReferenceFiles([...list]);
    const room = MAX_REFERENCE_FILES - files.length;
    const added = accepted.slice(0, Math.max(0, room));
    if (skipped.length || accepted.length > added.length) toast.warning(MESSAGES.inquiry.filesSkipped);
    onChange([...files, ...added.map((file) => ({ id: `${file.name}-${file.size}-${crypto.randomUUID()}`, file }))]);
    setSkippedShown(skipped.length > 0 || accepted.length > added.length);
    if (input.current) input.current.value = '';
  }

  // Files picked before the page's scripts arrived are in the picker when it hydrates: they join the
  // list then, as the form would have sent them.
  useLayoutEffect(() => {
    if (input.current?.files?.length) pick(input.current.files);
    // Once, for what the picker holds when the list first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium text-ink" id={`${id}-label`}>
        Reference images <span className="font-normal text-muted">(optional)</span>
      </span>
      <label
        htmlFor={id}
        className={cn(
          'group flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-dashed border-linen bg-white/70 px-4 py-6 text-center transition-colors hover:border-maroon/40 hover:bg-white focus-within:border-maroon focus-within:ring-2 focus-within:ring-maroon/20',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <UploadCloudIcon className="size-7 text-gold" aria-hidden="true" />
        <span className="text-sm font-medium text-maroon">Choose files</span>
        <span id={hintId} className="text-xs text-muted">
          JPG, PNG or PDF · up to 10 MB each · at most {MAX_REFERENCE_FILES}
        </span>
        <PlainInput
          ref={input}
          id={id}
          name="reference_images"
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          className="sr-only"
          disabled={disabled || files.length >= MAX_REFERENCE_FILES}
          aria-labelledby={`${id}-label`}
          aria-describedby={[hintId, error ? errorId : null, skippedShown ? skippedId : null].filter(Boolean).join(' ')}
          onChange={(e) => pick(e.currentTarget.files)}
        />
      </label>
      {skippedShown ? (
        <p id={skippedId} className="text-sm text-gold">
          {MESSAGES.inquiry.filesSkipped}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      {files.length > 0 ? (
        <ul className="grid gap-2" aria-label="Chosen reference files">
          {files.map((f) => {
            const Icon = f.file.type === 'application/pdf' || /\.pdf$/i.test(f.file.name) ? FileTextIcon : ImageIcon;
            return (
              <li key={f.id} className={cn('rounded-lg border bg-white px-3 py-2', f.error ? 'border-danger/40' : 'border-linen')}>
                <div className="flex items-center gap-3">
                  <Icon className="size-5 shrink-0 text-gold" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate text-sm">{f.file.name}</span>
                  <span className="shrink-0 text-xs text-muted">{sizeText(f.file.size)}</span>
                  {f.url ? <CheckCircle2Icon className="size-4 shrink-0 text-leaf" aria-label="Uploaded" /> : null}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                    className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-sand hover:text-danger disabled:opacity-50"
                    aria-label={`Remove ${f.file.name}`}
                  >
                    <XIcon className="size-4" aria-hidden="true" />
                  </button>
                </div>
                {f.progress !== undefined && !f.url && !f.error ? (
                  <div
                    className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand"
                    role="progressbar"
                    aria-label={`Uploading ${f.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={f.progress}
                  >
                    <div className="h-full rounded-full bg-maroon transition-[width]" style={{ width: `${f.progress}%` }} />
                  </div>
                ) : null}
                {f.error ? <p className="mt-1 text-xs text-danger">{f.error}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
