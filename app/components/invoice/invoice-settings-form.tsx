import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, NativeSelect, Textarea } from '~/components/ui/input';
import { GST_STATES } from '~/lib/gst-states';
import { HSN_CATEGORIES, type InvoiceSettings } from '~/lib/schemas/invoice-settings';

const CATEGORY_LABELS: Record<string, string> = { 'co-ords': 'Co-ords', custom: 'Made to order (no category)' };
const label = (c: string) => CATEGORY_LABELS[c] ?? c[0].toUpperCase() + c.slice(1);

/** The seller's details, HSN per category and the rate slabs; a plain form, so it works before the scripts arrive. */
export function InvoiceSettingsForm({ settings, errors }: { settings: InvoiceSettings; errors: Record<string, string> }) {
  return (
    <Form
      method="post"
      className="grid gap-6 rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6"
      aria-labelledby="invoice-settings"
    >
      <input type="hidden" name="intent" value="settings" />
      <h2 id="invoice-settings" className="font-display text-2xl font-semibold">
        Seller on the invoice
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Legal name" required error={errors.legalName}>
          {(p) => <Input {...p} name="legalName" defaultValue={settings.legalName} required maxLength={200} />}
        </Field>
        <Field label="GSTIN" hint="Leave empty if the shop is not registered: it then issues bills of supply." error={errors.gstin}>
          {(p) => <Input {...p} name="gstin" defaultValue={settings.gstin} maxLength={20} autoCapitalize="characters" spellCheck={false} />}
        </Field>
        <Field label="Address" required error={errors.address} className="sm:col-span-2">
          {(p) => <Textarea {...p} name="address" defaultValue={settings.address} required maxLength={500} rows={2} />}
        </Field>
        <Field label="State" required error={errors.state}>
          {(p) => (
            <NativeSelect {...p} name="state" defaultValue={settings.state} required>
              <option value="">Choose the state</option>
              {GST_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name} ({s.code})
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Invoice prefix" hint="One to three letters, as in AB/2026-27/0001" required error={errors.prefix}>
          {(p) => <Input {...p} name="prefix" defaultValue={settings.prefix} required maxLength={3} autoCapitalize="characters" />}
        </Field>
        <Field label="LUT number" hint="Printed on export invoices (supply under LUT without payment of IGST)" error={errors.lut}>
          {(p) => <Input {...p} name="lut" defaultValue={settings.lut} maxLength={60} />}
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="font-display text-xl font-semibold">HSN per category</legend>
        {errors.hsn ? (
          <p role="alert" className="text-sm text-danger">
            {errors.hsn}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-4">
          {HSN_CATEGORIES.map((c) => (
            <Field key={c} label={label(c)}>
              {(p) => <Input {...p} name={`hsn-${c}`} defaultValue={settings.hsn[c]} required inputMode="numeric" maxLength={8} />}
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-display text-xl font-semibold">Rates</legend>
        <p className="text-sm text-muted">
          Garments (HSN chapters 61–63) at the low rate up to the amount a piece before tax, the high rate above (Notification
          9/2025-Central Tax (Rate), from 22 Sep 2025). Other goods at one rate.
        </p>
        {errors.slabs ? (
          <p role="alert" className="text-sm text-danger">
            {errors.slabs}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-4">
          <Field label="Up to ₹ a piece">
            {(p) => <Input {...p} name="threshold" defaultValue={settings.slabs.threshold} inputMode="numeric" required />}
          </Field>
          <Field label="Low rate %">
            {(p) => <Input {...p} name="low" defaultValue={settings.slabs.low} inputMode="numeric" required />}
          </Field>
          <Field label="High rate %">
            {(p) => <Input {...p} name="high" defaultValue={settings.slabs.high} inputMode="numeric" required />}
          </Field>
          <Field label="Other goods %">
            {(p) => <Input {...p} name="other" defaultValue={settings.slabs.other} inputMode="numeric" required />}
          </Field>
        </div>
      </fieldset>
      <div>
        <Button type="submit">Save invoice settings</Button>
      </div>
    </Form>
  );
}
