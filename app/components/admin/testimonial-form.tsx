import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useStateFrom } from '~/lib/use-state-from';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, Textarea } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { useStateFromPage } from '~/components/ui/state-from-page';
import { testimonialSchema } from '~/lib/schemas/admin-content';
import { fieldErrors } from '~/lib/schemas/common';
import { ImageUrlField } from './image-url-field';
import { fieldErrorsOf, useActionToast } from './use-action-toast';

export type TestimonialValues = { name: string; message: string; imageUrl: string; isPublished: boolean };
const EMPTY: TestimonialValues = { name: '', message: '', imageUrl: '', isPublished: true };

/**
 * The add form (no `id`) and the edit dialog's form (with `id`). It checks with the action's schema
 * first; on success the add form resets and `onDone` runs (switching tab or closing the dialog).
 */
export function TestimonialForm({
  id,
  initial = EMPTY,
  onDone,
  publishLabel,
}: {
  id?: string;
  initial?: TestimonialValues;
  onDone: () => void;
  publishLabel: string;
}) {
  const fetcher = useFetcher();
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  // The fields are controlled (the photo's preview follows them): they start from the page.
  useStateFromPage(formRef, setValues);
  const busy = fetcher.state !== 'idle';
  // Each answer of the server brings its own field messages; typing clears them one by one.
  const [errors, setErrors] = useStateFrom(fetcher.data, fieldErrorsOf);
  useActionToast(fetcher.data, () => {
    if (!id) setValues(EMPTY);
    onDone();
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = testimonialSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    void fetcher.submit(
      {
        intent: id ? 'update' : 'create',
        ...(id ? { id } : {}),
        name: values.name,
        message: values.message,
        imageUrl: values.imageUrl,
        isPublished: values.isPublished ? 'on' : '',
      },
      { method: 'post' },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Customer Name" required error={errors.name}>
        {(p) => (
          <Input
            {...p}
            name="name"
            value={values.name}
            maxLength={120}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          />
        )}
      </Field>
      <Field label="Testimonial Message" required error={errors.message}>
        {(p) => (
          <Textarea
            {...p}
            name="message"
            rows={4}
            value={values.message}
            maxLength={2000}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
          />
        )}
      </Field>
      <ImageUrlField
        name="imageUrl"
        label="Customer Image URL (optional)"
        folder="testimonials"
        value={values.imageUrl}
        onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
        error={errors.imageUrl}
        alt={values.name ? `Photo of ${values.name}` : 'Customer photo'}
      />
      <label className="flex items-center justify-between gap-3 rounded-xl border border-linen bg-ivory/50 px-4 py-3">
        <span className="text-sm font-medium text-ink">{publishLabel}</span>
        <Switch
          name="isPublished"
          checked={values.isPublished}
          onCheckedChange={(isPublished) => setValues((v) => ({ ...v, isPublished }))}
          aria-label={publishLabel}
        />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : id ? 'Update Testimonial' : 'Create Testimonial'}
        </Button>
      </div>
    </form>
  );
}
