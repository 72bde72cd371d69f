import CheckCircle2Icon from 'lucide-react/icons/circle-check';
import ImagePlusIcon from 'lucide-react/icons/image-plus';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/components/ui/button';
import { Honeypot } from '~/components/ui/honeypot';
import { Field } from '~/components/ui/field';
import { Input, NativeSelect, Textarea } from '~/components/ui/input';
import { textOf, useFormSnapshot } from '~/components/ui/use-form-snapshot';
import { customOrderPage, type CustomOrderProduct } from '~/lib/custom-order-page';
import { REDIRECT_AFTER_CUSTOM_ORDER_MS } from '~/lib/enquiry-constants';
import { DESIGN_INTERESTS } from '~/lib/enquiry-constants';
import { MESSAGES } from '~/lib/messages';
import { fieldErrors } from '~/lib/schemas/common';
import { customOrderSchema } from '~/lib/schemas/custom-order';
import { AddMeasurements } from '~/components/measurements/add-measurements';
import { NeedByField } from '~/components/measurements/need-by-field';
import { useLeadTimes } from '~/components/measurements/use-lead-times';
import { designLeadTime } from '~/lib/lead-times';
import { checkExtras } from '~/lib/schemas/measurements';
import { CountrySelect } from './country-select';
import { postWithProgress } from './post-with-progress';
import { useFormTracking } from './use-form-tracking';

type Values = { name: string; phone: string; phone_country: string; email: string; design_interest: string; customization_notes: string };
type Answer = { ok: boolean; mailFailed?: boolean; error?: string; errors?: Record<string, string> };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const KEYS = ['name', 'phone', 'phone_country', 'email', 'design_interest', 'customization_notes'] as const;
const valuesOf = (form: HTMLFormElement): Values => {
  const data = new FormData(form);
  return Object.fromEntries(KEYS.map((k) => [k, textOf(data, k)])) as Values;
};

/**
 * The short custom order form: upload the first image, store the order, notify the shop. With scripts
 * it is sent to /api/custom-order with upload progress (in the dialog or on its page); without them, or
 * before they arrive, it posts to its own page (`customOrderPage`), which answers as a page. Its fields
 * are the form's own state (uncontrolled): what was typed before the scripts arrived stays.
 */
export function CustomOrderForm({
  product,
  onCancel,
  onDone,
  serverErrors,
}: {
  product?: CustomOrderProduct | null;
  /** Closes the dialog; on the page, a link back to the product (or home) stands in its place. */
  onCancel?: () => void;
  onDone?: () => void;
  /** The page's answer to a form sent without scripts. */
  serverErrors?: Record<string, string>;
}) {
  const initial: Values = {
    name: '',
    phone: '',
    phone_country: 'IN',
    email: '',
    design_interest: product && (DESIGN_INTERESTS as readonly string[]).includes(product.category) ? product.category : '',
    customization_notes: product ? `Inspired by ${product.name} (${product.id}).` : '',
  };
  const formRef = useRef<HTMLFormElement>(null);
  const values = useFormSnapshot(formRef, valuesOf, initial);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const { leadTimes } = useLeadTimes();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const tracking = useFormTracking('custom-order', product?.id);
  const hydrated = useHydrated();

  // A picture chosen before the page's scripts arrived is in the picker when the form hydrates.
  useLayoutEffect(() => setImage(fileInput.current?.files?.[0] ?? null), []);

  // A data: URL (allowed by the page's CSP for images); a file that is not really an image just shows no preview.
  useEffect(() => {
    setPreview(null);
    if (!image || !image.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(image);
    return () => reader.abort();
  }, [image]);

  const errorsOf = () => {
    const v = formRef.current ? valuesOf(formRef.current) : initial;
    const parsed = customOrderSchema.safeParse({ ...v, phone: { country: v.phone_country, number: v.phone } });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const field = (name: keyof Values) => ({
    name,
    defaultValue: initial[name],
    disabled: busy,
    onChange: () => {
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: errorsOf()[name] ?? '' }));
    },
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setErrors((prev) => ({ ...prev, [name]: errorsOf()[name] ?? '' }));
      tracking.fieldFilled(name, e.currentTarget.value.trim() !== '');
    },
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const extras = checkExtras(event.currentTarget);
    const found = { ...errorsOf(), ...extras.errors };
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    // The form as it stands (its own fields, the product, the honeypot), the measurements as the action reads them.
    const body = new FormData(event.currentTarget);
    for (const [key, value] of Object.entries(extras.values)) body.set(key, value);
    body.delete('image');
    if (image) body.set('image', image);
    const answer = await postWithProgress<Answer>('/api/custom-order', body, image ? setProgress : undefined);
    setBusy(false);
    setProgress(null);
    const result = answer.body;
    if (answer.status === 200 && result?.ok) {
      tracking.submitted();
      if (result.mailFailed) toast.warning(MESSAGES.customOrder.mailFailed);
      else toast.success(MESSAGES.customOrder.success);
      setImage(null);
      setErrors({});
      setDone(true);
      window.setTimeout(() => {
        onDone?.();
        navigate('/');
      }, REDIRECT_AFTER_CUSTOM_ORDER_MS);
      return;
    }
    const uploadFailed = answer.status === 413 || answer.status === 415 || result?.error === MESSAGES.customOrder.uploadFailed;
    const message = uploadFailed
      ? MESSAGES.customOrder.uploadFailed
      : answer.status === 0 || !result
        ? MESSAGES.customOrder.unexpected
        : (result.error ?? MESSAGES.customOrder.unexpected);
    setErrors({
      ...(result?.errors ?? {}),
      ...(uploadFailed ? { image: result?.errors?.image ?? 'Please choose a JPG, PNG, WebP or GIF image up to 10 MB.' } : {}),
      form: message,
    });
    toast.error(message);
  }

  if (done) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-8 text-center">
        <CheckCircle2Icon className="size-10 text-leaf" aria-hidden="true" />
        <p className="max-w-sm font-medium">{MESSAGES.customOrder.success}</p>
        <p className="text-sm text-muted">Taking you back to the home page…</p>
      </div>
    );
  }

  const ready = values.name.trim() !== '' && values.phone.trim() !== '' && values.design_interest !== '';
  return (
    <form
      ref={formRef}
      method="post"
      action={customOrderPage(product)}
      encType="multipart/form-data"
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label="Request Custom Order"
    >
      {product ? <input type="hidden" name="product_id" value={product.id} /> : null}
      <Honeypot />
      <Field className="content-start" label="Name" required error={errors.name}>
        {(p) => <Input {...p} {...field('name')} autoComplete="name" maxLength={100} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field className="content-start" label="Phone" required error={errors.phone}>
          {(p) => (
            <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2">
              <CountrySelect dial {...field('phone_country')} aria-label="Country code" autoComplete="tel-country-code" />
              <Input {...p} {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
            </div>
          )}
        </Field>
        <Field className="content-start" label="Email" error={errors.email}>
          {(p) => <Input {...p} {...field('email')} type="email" autoComplete="email" maxLength={254} />}
        </Field>
      </div>
      <Field className="content-start" label="Design interest" required error={errors.design_interest}>
        {(p) => (
          <NativeSelect {...p} {...field('design_interest')}>
            <option value="">Choose a design</option>
            {DESIGN_INTERESTS.map((d) => (
              <option key={d} value={d}>
                {capitalise(d)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field className="content-start" label="Customization notes" error={errors.customization_notes}>
        {(p) => (
          <Textarea
            {...p}
            {...field('customization_notes')}
            rows={3}
            placeholder="Colours, fabric, embroidery, when you need it…"
            maxLength={2000}
          />
        )}
      </Field>
      <NeedByField
        onChange={() => setErrors((prev) => ({ ...prev, need_by: '' }))}
        lead={designLeadTime(leadTimes, values.design_interest)}
        error={errors.need_by || undefined}
        disabled={busy}
      />
      <AddMeasurements errors={errors} disabled={busy} />
      <Field
        className="content-start"
        label="Inspiration image"
        error={errors.image}
        hint="One picture helps our designers (JPG, PNG, WebP or GIF)"
      >
        {(p) => (
          <div className="flex items-center gap-3">
            {preview ? (
              <img
                src={preview}
                onError={() => setPreview(null)}
                alt="Chosen inspiration"
                width={56}
                height={56}
                className="size-14 rounded-lg object-cover"
              />
            ) : (
              <span className="grid size-14 place-items-center rounded-lg bg-sand text-gold">
                <ImagePlusIcon className="size-6" aria-hidden="true" />
              </span>
            )}
            <Input
              {...p}
              ref={fileInput}
              type="file"
              name="image"
              accept="image/*"
              disabled={busy}
              fieldSize="file"
              className="file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-3 file:py-1 file:text-sm file:text-maroon"
              onChange={(e) => {
                setImage(e.currentTarget.files?.[0] ?? null);
                setErrors((prev) => ({ ...prev, image: '' }));
                tracking.fieldFilled('image', Boolean(e.currentTarget.files?.length));
              }}
            />
            {image ? (
              <button
                type="button"
                onClick={() => {
                  setImage(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
                className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-sand hover:text-danger"
                aria-label="Remove image"
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        )}
      </Field>
      {progress !== null ? (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-sand"
          role="progressbar"
          aria-label="Uploading image"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="h-full bg-maroon transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      {errors.form ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : (
          <Button variant="ghost" asChild>
            <Link to={product ? `/product/${encodeURIComponent(product.id)}` : '/inquiry'}>Cancel</Link>
          </Button>
        )}
        {/* Without scripts the server checks the form; with them, Submit waits for the required fields. */}
        <Button type="submit" disabled={hydrated && (busy || !ready)}>
          {busy ? MESSAGES.inquiry.submitting : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
