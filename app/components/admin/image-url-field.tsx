import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { AdminImage } from './admin-image';
import { ImageDropzone } from './image-dropzone';
import type { UploadFolder } from './upload-image';

/** One image: upload it (drop or pick) or paste its address; the address stays editable. */
export function ImageUrlField({
  name,
  label,
  value,
  onChange,
  folder,
  error,
  alt,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  folder: UploadFolder;
  error?: string;
  alt: string;
  hint?: string;
}) {
  return (
    <div className="grid gap-2">
      <Field label={label} error={error} hint={hint ?? 'Upload an image, or paste an address starting with https:// or /'}>
        {(p) => <Input {...p} name={name} value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://… or /media/…" />}
      </Field>
      <div className="flex items-start gap-3">
        {value ? <AdminImage src={value} alt={alt} width={96} height={64} className="h-16 w-24 shrink-0 rounded-lg" /> : null}
        <div className="flex-1">
          <ImageDropzone folder={folder} onUploaded={onChange} label={`Upload ${label.toLowerCase()}`} />
        </div>
      </div>
    </div>
  );
}
