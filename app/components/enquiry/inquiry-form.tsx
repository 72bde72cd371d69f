import { useRef, useState } from 'react';
import { toast } from '~/lib/toast';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/components/ui/button';
import { Honeypot } from '~/components/ui/honeypot';
import { Field } from '~/components/ui/field';
import { Input, NativeSelect, Textarea } from '~/components/ui/input';
import { textOf, useFormSnapshot } from '~/components/ui/use-form-snapshot';
import { BUDGET_RANGES, INQUIRY_OCCASIONS, INQUIRY_SIZES, PREFERRED_STYLES } from '~/lib/enquiry-constants';
import { MESSAGES } from '~/lib/messages';
import { fieldErrors } from '~/lib/schemas/common';
import { inquirySchema, inquiryValues } from '~/lib/schemas/inquiry';
import { AddMeasurements } from '~/components/measurements/add-measurements';
import { NeedByField } from '~/components/measurements/need-by-field';
import { useLeadTimes } from '~/components/measurements/use-lead-times';
import { inquiryLeadTime } from '~/lib/lead-times';
import { checkExtras } from '~/lib/schemas/measurements';
import { countryName } from '~/lib/phone';
import { ChoiceChips } from './choice-chips';
import { CountrySelect } from './country-select';
import { type PickedFile, ReferenceFiles } from './reference-files';
import { useFormTracking } from './use-form-tracking';
import { useInquirySubmit } from './use-inquiry-submit';

type Values = {
  full_name: string;
  phone: string;
  phone_country: string;
  email: string;
  city: string;
  country: string;
  occasion: string;
  preferred_style: string[];
  budget_range: string;
  size: string;
  fabric_or_embroidery_prefs: string;
  notes: string;
};
// A new inquiry starts at occasion 'festive', budget '5-15k' and no style chosen.
const DEFAULTS: Values = {
  full_name: '',
  phone: '',
  phone_country: 'IN',
  email: '',
  city: '',
  country: 'IN',
  occasion: 'festive',
  preferred_style: [],
  budget_range: '5-15k',
  size: '',
  fabric_or_embroidery_prefs: '',
  notes: '',
};
const ORDER = ['full_name', 'phone', 'preferred_style', 'email', 'city', 'fabric_or_embroidery_prefs', 'notes'] as const;
const BUDGET_LABELS: Record<string, string> = { '<5k': 'Under ₹5k', '5-15k': '₹5k–15k', '15-40k': '₹15k–40k', '40k+': '₹40k+' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the form's fields hold, read from the form. */
function valuesOf(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const text = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, textOf(data, k)])) as Omit<Values, 'preferred_style'>;
  return { ...text, preferred_style: data.getAll('preferred_style').filter((v): v is string => typeof v === 'string') };
}

/**
 * The Create Your Look form, shared by the /inquiry page and the inquiry dialog. Validation uses the
 * same schema as the action; errors show when a field is left, and on submit in the form's fixed order.
 * The fields are the form's own state (uncontrolled, sent as the form): what a shopper typed before the
 * page's scripts arrived stays, and the parts that follow them (Submit, the phone's hint, the lead
 * time) read the form (useFormSnapshot).
 */
export function InquiryForm({
  source,
  productSlug,
  compact,
  onSuccess,
  serverErrors,
}: {
  source: string;
  productSlug?: string;
  compact?: boolean;
  onSuccess: (inquiryId: string, name: string) => void;
  serverErrors?: Record<string, string>;
}) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [formError, setFormError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const { leadTimes } = useLeadTimes();
  const formRef = useRef<HTMLFormElement>(null);
  const values = useFormSnapshot(formRef, valuesOf, DEFAULTS);
  const submittedName = useRef('');
  const hydrated = useHydrated();
  const tracking = useFormTracking('inquiry', productSlug);

  const { submit, busy, uploading } = useInquirySubmit({
    onSuccess(inquiryId) {
      tracking.submitted();
      formRef.current?.reset();
      setFiles([]);
      setErrors({});
      setFormError(null);
      setResetKey((k) => k + 1);
      onSuccess(inquiryId, submittedName.current);
    },
    onFailure(message, fieldErrs) {
      setFormError(message);
      if (fieldErrs) setErrors((prev) => ({ ...prev, ...fieldErrs }));
      toast.error(message);
    },
  });

  /** The form as sent: its own fields, the measurements read as the action reads them. */
  const buildForm = () => {
    const form = formRef.current ? new FormData(formRef.current) : new FormData();
    if (formRef.current) for (const [key, value] of Object.entries(checkExtras(formRef.current).values)) form.set(key, value);
    return form;
  };
  const errorsOf = () => {
    const parsed = inquirySchema.safeParse(inquiryValues(buildForm()));
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  /** Re-checks one field (on leaving it, or while it shows an error). */
  const check = (name: keyof Values) => setErrors((prev) => ({ ...prev, [name]: errorsOf()[name] ?? '' }));

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = { ...errorsOf(), ...(formRef.current ? checkExtras(formRef.current).errors : {}) };
    if (Object.keys(found).length) {
      setErrors(found);
      const first = ORDER.find((k) => found[k]) ?? Object.keys(found)[0];
      setFormError(found[first]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    submittedName.current = valuesOf(event.currentTarget).full_name.trim();
    await submit(buildForm(), files, setFiles);
  }

  const ready = values.full_name.trim() !== '' && values.phone.trim() !== '' && values.preferred_style.length > 0;
  const text = (name: keyof Values) => ({
    name,
    defaultValue: DEFAULTS[name] as string,
    disabled: busy,
    onChange: () => {
      if (errors[name]) check(name);
    },
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      check(name);
      tracking.fieldFilled(name, e.currentTarget.value.trim() !== '');
    },
  });

  return (
    <form
      ref={formRef}
      method="post"
      action="/inquiry"
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-6"
      aria-label="Create Your Custom Look"
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="product_slug" value={productSlug ?? ''} />
      <Honeypot />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field className="content-start" label="Full name" required error={errors.full_name}>
          {(p) => <Input {...p} {...text('full_name')} autoComplete="name" maxLength={100} />}
        </Field>
        <Field
          className="content-start"
          label="Phone (WhatsApp)"
          required
          error={errors.phone}
          hint={
            errors.phone
              ? undefined
              : values.phone_country === 'IN'
                ? '10-digit Indian mobile number'
                : `Your number as dialled in ${countryName(values.phone_country)}`
          }
        >
          {(p) => (
            <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2">
              <CountrySelect dial {...text('phone_country')} aria-label="Country code" autoComplete="tel-country-code" />
              <Input {...p} {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
            </div>
          )}
        </Field>
        <Field className="content-start" label="Email" error={errors.email}>
          {(p) => <Input {...p} {...text('email')} type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field className="content-start" label="City" error={errors.city}>
          {(p) => <Input {...p} {...text('city')} autoComplete="address-level2" maxLength={100} />}
        </Field>
        <Field className="content-start" label="Country" error={errors.country}>
          {(p) => <CountrySelect {...p} {...text('country')} autoComplete="country" />}
        </Field>
      </div>

      <ChoiceChips
        legend="Preferred style"
        name="preferred_style"
        type="checkbox"
        required
        options={PREFERRED_STYLES}
        defaultValue={DEFAULTS.preferred_style}
        onChange={(v) => {
          check('preferred_style');
          tracking.fieldFilled('preferred_style', v.length > 0);
        }}
        error={errors.preferred_style || undefined}
        disabled={busy}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field className="content-start" label="Occasion">
          {(p) => (
            <NativeSelect {...p} {...text('occasion')}>
              {INQUIRY_OCCASIONS.map((o) => (
                <option key={o} value={o}>
                  {capitalise(o)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field className="content-start" label="Size">
          {(p) => (
            <NativeSelect {...p} {...text('size')}>
              <option value="">Not sure yet</option>
              {INQUIRY_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      <NeedByField
        key={`n-${resetKey}`}
        onChange={() => setErrors((prev) => ({ ...prev, need_by: '' }))}
        lead={inquiryLeadTime(leadTimes, values.occasion, values.preferred_style)}
        error={errors.need_by || undefined}
        disabled={busy}
      />

      <ChoiceChips
        legend="Budget range"
        name="budget_range"
        type="radio"
        options={BUDGET_RANGES}
        defaultValue={[DEFAULTS.budget_range]}
        labelOf={(b) => BUDGET_LABELS[b] ?? b}
        disabled={busy}
      />

      <Field className="content-start" label="Fabric or embroidery preferences" error={errors.fabric_or_embroidery_prefs}>
        {(p) => (
          <Input {...p} {...text('fabric_or_embroidery_prefs')} placeholder="e.g. Banarasi silk, zardozi, pastel tones" maxLength={500} />
        )}
      </Field>
      <Field className="content-start" label="Tell us about your dream look" error={errors.notes}>
        {(p) => (
          <Textarea
            {...p}
            {...text('notes')}
            rows={compact ? 3 : 4}
            placeholder="Colours, silhouettes, the date you need it by…"
            maxLength={2000}
          />
        )}
      </Field>

      <AddMeasurements key={`m-${resetKey}`} errors={errors} disabled={busy} />

      <ReferenceFiles
        key={resetKey}
        files={files}
        onChange={(next) => {
          setFiles(next);
          tracking.fieldFilled('reference_images', next.length > 0);
          setErrors((prev) => ({ ...prev, reference_images: '' }));
        }}
        disabled={busy}
        error={errors.reference_images || undefined}
      />

      {formError ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}

      <div className="grid gap-2">
        <Button type="submit" size="lg" disabled={hydrated && (busy || !ready)}>
          {busy ? MESSAGES.inquiry.submitting : 'Submit Inquiry'}
        </Button>
        <p className="text-center text-xs text-muted" aria-live="polite">
          {uploading
            ? 'Uploading your reference files…'
            : ready
              ? 'We reply on WhatsApp, usually within a day.'
              : 'Add your name, phone and at least one style to continue.'}
        </p>
      </div>
    </form>
  );
}
