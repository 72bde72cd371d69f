import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useValueFromPage } from '~/components/ui/state-from-page';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { AdminImage } from './admin-image';
import { ImageDropzone } from './image-dropzone';
import { FieldError } from '~/components/ui/field';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The product's images: upload (drop or pick), or paste an address; reorder; remove. The first image
 * is the main image. Every address stays editable. Posted as repeated `images` fields.
 */
export function ImageListEditor({
  images,
  onChange,
  productName,
  error,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  productName: string;
  error?: string;
}) {
  const urlId = useId();
  const [draft, setDraft] = useState('');
  const draftField = useRef<HTMLInputElement>(null);
  useValueFromPage(draftField, setDraft);
  // The addresses are controlled (each picture's preview follows its field): edited before the page's
  // scripts arrived, the list starts from what the fields show.
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const shown = [...(list.current?.querySelectorAll<HTMLInputElement>('input[data-image-address]') ?? [])].map((f) => f.value);
    if (shown.length === images.length && shown.some((url, i) => url !== images[i])) onChange(shown);
    // Once, when the list hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Several files dropped at once finish one after another inside one handler; each must add to the
  // list as it is now, not as it was when the drop began.
  const latest = useRef(images);
  latest.current = images;
  const addUploaded = (url: string) => {
    latest.current = [...latest.current, url];
    onChange(latest.current);
  };
  const addUrl = () => {
    const value = draft.trim();
    if (!value) return;
    onChange([...images, value]);
    setDraft('');
  };
  const name = productName.trim() || 'Product';
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-ink">Images</p>
      {images.length > 0 ? (
        <ol ref={list} className="grid gap-2" aria-label="Product images">
          {images.map((url, i) => (
            <li key={`${i}-${url}`} className="flex items-center gap-3 rounded-xl border border-linen bg-ivory/50 p-2">
              <AdminImage src={url} alt={`${name}, image ${i + 1}`} width={64} height={80} className="h-20 w-16 shrink-0 rounded-lg" />
              <div className="grid min-w-0 flex-1 gap-1">
                {i === 0 ? (
                  <Badge variant="maroon" className="w-fit">
                    Main image
                  </Badge>
                ) : null}
                <Input
                  data-image-address=""
                  value={url}
                  aria-label={`Image ${i + 1} address`}
                  onChange={(e) => onChange(images.map((u, j) => (j === i ? e.target.value : u)))}
                  fieldSize="xs"
                />
                <input type="hidden" name="images" value={url} />
              </div>
              <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-xs"
                  disabled={i === 0}
                  onClick={() => onChange(move(images, i, i - 1))}
                  aria-label={`Move image ${i + 1} up`}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-xs"
                  disabled={i === images.length - 1}
                  onClick={() => onChange(move(images, i, i + 1))}
                  aria-label={`Move image ${i + 1} down`}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost-danger"
                  size="icon-xs"
                  onClick={() => onChange(images.filter((_, j) => j !== i))}
                  aria-label={`Remove image ${i + 1}`}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No images yet. The first image you add becomes the main image.</p>
      )}
      <ImageDropzone folder="products" multiple onUploaded={addUploaded} label="Upload product images" />
      <div className="grid gap-1.5">
        <Label htmlFor={urlId}>Or add an image address</Label>
        <div className="flex gap-2">
          <Input
            ref={draftField}
            id={urlId}
            value={draft}
            placeholder="https://… or /media/…"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addUrl();
              }
            }}
          />
          <Button type="button" variant="outline" size="icon" className="shrink-0" onClick={addUrl} aria-label="Add image address">
            <PlusIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <FieldError>{error}</FieldError>
    </div>
  );
}
