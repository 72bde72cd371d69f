import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useStateFrom } from '~/lib/use-state-from';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, NativeSelect } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { useStateFromPage, useValueFromPage } from '~/components/ui/state-from-page';
import { BANNER_SIZES } from '~/lib/admin-constants';
import { BANNER_SECTIONS } from '~/lib/constants';
import { bannerSchema, bannerValuesFromForm } from '~/lib/schemas/admin-content';
import { fieldErrors } from '~/lib/schemas/common';
import { ImageUrlField } from './image-url-field';
import { fieldErrorsOf, useActionToast } from './use-action-toast';

export function RecommendedSizes({ section }: { section: string }) {
  const size = BANNER_SIZES[section] ?? BANNER_SIZES.other;
  return (
    <div className="rounded-xl border border-gold-light bg-gold-light/20 px-4 py-3 text-sm text-ink">
      <p className="font-medium">Recommended sizes for {section}</p>
      <p className="mt-0.5 text-muted">
        Desktop {size.desktop} px · Mobile {size.mobile} px
      </p>
    </div>
  );
}

const EMPTY = { title: '', subtitle: '', imageUrl: '', altText: '', ctaText: '', ctaLink: '', displayOrder: '0', isActive: true };

/** The 'Add New Banner' form. On success it resets and `onCreated` opens the list of its section. */
export function BannerAddForm({ defaultSection, onCreated }: { defaultSection: string; onCreated: (section: string) => void }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [section, setSection] = useState(defaultSection);
  const [values, setValues] = useState(EMPTY);
  const busy = fetcher.state !== 'idle';
  // Each answer of the server brings its own field messages; typing clears them one by one.
  const [errors, setErrors] = useStateFrom(fetcher.data, fieldErrorsOf);
  useActionToast(fetcher.data, () => {
    setValues(EMPTY);
    onCreated(section);
  });
  const set = (key: keyof typeof EMPTY, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  // The fields are controlled (the preview and the recommended sizes follow them): they start from the page.
  useStateFromPage(formRef, setValues);
  const sectionField = useRef<HTMLSelectElement>(null);
  useValueFromPage(sectionField, setSection);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = bannerSchema.safeParse(bannerValuesFromForm(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void fetcher.submit(form, { method: 'post' });
  }

  return (
    <fetcher.Form method="post" ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="create" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Section" error={errors.sectionName}>
          {(p) => (
            <NativeSelect {...p} ref={sectionField} name="sectionName" value={section} onChange={(e) => setSection(e.target.value)}>
              {BANNER_SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Display Order" hint="Lower numbers show first">
          {(p) => (
            <Input
              {...p}
              name="displayOrder"
              inputMode="numeric"
              value={values.displayOrder}
              onChange={(e) => set('displayOrder', e.target.value)}
            />
          )}
        </Field>
      </div>
      <RecommendedSizes section={section} />
      <Field label="Banner Title" required error={errors.title}>
        {(p) => <Input {...p} name="title" value={values.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />}
      </Field>
      <Field label="Subtitle (optional)" error={errors.subtitle}>
        {(p) => <Input {...p} name="subtitle" value={values.subtitle} maxLength={500} onChange={(e) => set('subtitle', e.target.value)} />}
      </Field>
      <ImageUrlField
        name="imageUrl"
        label="Banner Image"
        folder="banners"
        value={values.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        error={errors.imageUrl}
        alt={values.altText || values.title || 'New banner'}
      />
      <Field label="Alt Text" error={errors.altText} hint="Describe the image for people who cannot see it; the title is used when empty">
        {(p) => <Input {...p} name="altText" value={values.altText} maxLength={300} onChange={(e) => set('altText', e.target.value)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Call-to-Action Text" error={errors.ctaText}>
          {(p) => (
            <Input
              {...p}
              name="ctaText"
              placeholder="Shop Now"
              value={values.ctaText}
              maxLength={60}
              onChange={(e) => set('ctaText', e.target.value)}
            />
          )}
        </Field>
        <Field label="Call-to-Action Link" error={errors.ctaLink}>
          {(p) => (
            <Input
              {...p}
              name="ctaLink"
              placeholder="/products or https://…"
              value={values.ctaLink}
              onChange={(e) => set('ctaLink', e.target.value)}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center justify-between gap-3 rounded-xl border border-linen bg-ivory/50 px-4 py-3">
        <span className="text-sm font-medium text-ink">Activate immediately</span>
        <Switch name="isActive" checked={values.isActive} onCheckedChange={(v) => set('isActive', v)} aria-label="Activate immediately" />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating Banner...' : 'Create Banner'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
