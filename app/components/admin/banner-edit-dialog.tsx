import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useStateFrom } from '~/lib/use-state-from';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { bannerEditSchema } from '~/lib/schemas/admin-content';
import { fieldErrors } from '~/lib/schemas/common';
import type { BannerView } from '~/lib/views';
import { ImageUrlField } from './image-url-field';
import { fieldErrorsOf, useActionToast } from './use-action-toast';

export function BannerEditDialog({ banner, onClose }: { banner: BannerView; onClose: () => void }) {
  const fetcher = useFetcher();
  const [values, setValues] = useState({
    title: banner.title,
    subtitle: banner.subtitle,
    imageUrl: banner.imageUrl,
    altText: banner.altText,
    ctaText: banner.ctaText,
    ctaLink: banner.ctaLink,
  });
  const busy = fetcher.state !== 'idle';
  // Each answer of the server brings its own field messages; typing clears them one by one.
  const [errors, setErrors] = useStateFrom(fetcher.data, fieldErrorsOf);
  useActionToast(fetcher.data, onClose);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = bannerEditSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    void fetcher.submit({ intent: 'update', id: banner.id, ...values }, { method: 'post' });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent maxWidth="max-w-xl">
        <DialogTitle>Edit banner</DialogTitle>
        <DialogDescription>Section {banner.sectionName}. Changes show on the site as soon as you update.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
          <Field label="Title" required error={errors.title}>
            {(p) => <Input {...p} value={values.title} onChange={set('title')} maxLength={200} />}
          </Field>
          <Field label="Subtitle" error={errors.subtitle}>
            {(p) => <Input {...p} value={values.subtitle} onChange={set('subtitle')} maxLength={500} />}
          </Field>
          <ImageUrlField
            name="imageUrl"
            label="Banner Image"
            folder="banners"
            value={values.imageUrl}
            onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
            error={errors.imageUrl}
            alt={values.altText || values.title}
          />
          <Field label="Alt Text" error={errors.altText}>
            {(p) => <Input {...p} value={values.altText} onChange={set('altText')} maxLength={300} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="CTA Text" error={errors.ctaText}>
              {(p) => <Input {...p} value={values.ctaText} onChange={set('ctaText')} placeholder="Shop Now" maxLength={60} />}
            </Field>
            <Field label="CTA Link" error={errors.ctaLink}>
              {(p) => <Input {...p} value={values.ctaLink} onChange={set('ctaLink')} placeholder="/products" />}
            </Field>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Updating...' : 'Update Banner'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
