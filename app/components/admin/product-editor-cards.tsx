import { Field } from '~/components/ui/field';
import { Input, NativeSelect, Textarea } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { FABRICS, PRODUCT_CATEGORIES } from '~/lib/listing-constants';
import { STYLES, INVENTORY_STATUSES } from '~/lib/admin-constants';
import { normalizeColors } from '~/lib/schemas/admin-fields';
import { cn } from '~/lib/utils';
import { AdminCard } from './admin-ui';
import { ChipListEditor } from './chip-list-editor';
import { ImageListEditor } from './image-list-editor';
import { ADMIN_INVENTORY_LABELS, capitalise, SIZE_OPTIONS, type ProductFormState } from './product-form-state';

export type CardProps = {
  values: ProductFormState;
  set: <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => void;
  errors: Record<string, string>;
};

export function BasicInformationCard({ values, set, errors }: CardProps) {
  return (
    <AdminCard title="Basic Information">
      <div className="grid gap-4">
        <Field label="Product Name" required error={errors.name}>
          {(p) => <Input {...p} name="name" value={values.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Category" required error={errors.category}>
            {(p) => (
              <NativeSelect {...p} name="category" value={values.category} onChange={(e) => set('category', e.target.value)}>
                {PRODUCT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {capitalise(c)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Fabric" error={errors.fabric}>
            {(p) => (
              <NativeSelect {...p} name="fabric" value={values.fabric} onChange={(e) => set('fabric', e.target.value)}>
                <option value="">Not set</option>
                {FABRICS.map((f) => (
                  <option key={f} value={f}>
                    {capitalise(f)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Style" error={errors.style}>
            {(p) => (
              <NativeSelect {...p} name="style" value={values.style} onChange={(e) => set('style', e.target.value)}>
                <option value="">Not set</option>
                {STYLES.map((s) => (
                  <option key={s} value={s}>
                    {capitalise(s)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <Field label="Description" error={errors.description}>
          {(p) => (
            <Textarea
              {...p}
              name="description"
              rows={4}
              value={values.description}
              maxLength={5000}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
      </div>
    </AdminCard>
  );
}

export function PricingImagesCard({ values, set, errors }: CardProps) {
  return (
    <AdminCard title="Pricing & Images">
      <div className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Final Price" required error={errors.price} hint="For example ₹2,499, 2,499 or 2499">
            {(p) => (
              <Input
                {...p}
                name="price"
                inputMode="numeric"
                placeholder="₹2,499"
                value={values.price}
                onChange={(e) => set('price', e.target.value)}
              />
            )}
          </Field>
          <Field label="Original Price" error={errors.originalPrice} hint="Leave empty when the product is not on sale">
            {(p) => (
              <Input
                {...p}
                name="originalPrice"
                inputMode="numeric"
                placeholder="₹3,199"
                value={values.originalPrice}
                onChange={(e) => set('originalPrice', e.target.value)}
              />
            )}
          </Field>
        </div>
        <ImageListEditor
          images={values.images}
          onChange={(images) => set('images', images)}
          productName={values.name}
          error={errors.images}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Inventory Status" error={errors.inventoryStatus}>
            {(p) => (
              <NativeSelect
                {...p}
                name="inventoryStatus"
                value={values.inventoryStatus}
                onChange={(e) => set('inventoryStatus', e.target.value)}
              >
                {INVENTORY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ADMIN_INVENTORY_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Stock Quantity" error={errors.stockQuantity} hint="Leave empty if you do not count stock">
            {(p) => (
              <Input
                {...p}
                name="stockQuantity"
                inputMode="numeric"
                value={values.stockQuantity}
                onChange={(e) => set('stockQuantity', e.target.value)}
              />
            )}
          </Field>
        </div>
      </div>
    </AdminCard>
  );
}

export function ColorsSizesCard({ values, set, errors }: CardProps) {
  return (
    <AdminCard title="Colors & Sizes">
      <div className="grid gap-5">
        <ChipListEditor
          name="colors"
          label="Colors"
          placeholder="e.g. rose"
          values={values.colors}
          onChange={(v) => set('colors', v)}
          normalize={normalizeColors}
          error={errors.colors}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">Sizes</legend>
          <div className="grid grid-cols-3 gap-2">
            {SIZE_OPTIONS.map((size) => {
              const on = values.sizes.includes(size);
              return (
                <button
                  key={size}
                  type="button"
                  aria-pressed={on}
                  onClick={() => set('sizes', on ? values.sizes.filter((s) => s !== size) : [...values.sizes, size])}
                  className={cn(
                    'h-10 rounded-lg border text-sm font-medium transition-colors',
                    on ? 'border-maroon bg-maroon text-ivory' : 'border-linen bg-white text-ink hover:border-maroon/50',
                  )}
                >
                  {size}
                </button>
              );
            })}
          </div>
          {values.sizes.map((s) => (
            <input key={s} type="hidden" name="sizes" value={s} />
          ))}
        </fieldset>
      </div>
    </AdminCard>
  );
}

const SWITCHES = [
  { key: 'isPublished', label: 'Published', hint: 'Shown in the shop' },
  { key: 'isNew', label: 'New Product', hint: 'Appears under New Drops' },
  { key: 'isBestSeller', label: 'Best Seller', hint: 'Appears under Bestsellers' },
  { key: 'isFestive', label: 'Festive Collection', hint: 'Appears in the Festive Edit' },
] as const;

export function FeaturesTagsCard({ values, set, errors }: CardProps) {
  return (
    <AdminCard title="Features & Tags">
      <div className="grid gap-5">
        <ChipListEditor
          name="features"
          label="Features"
          placeholder="e.g. Hand block printed"
          values={values.features}
          onChange={(v) => set('features', v)}
          error={errors.features}
        />
        <ChipListEditor
          name="tags"
          label="Tags"
          placeholder="e.g. festive, diwali"
          values={values.tags}
          onChange={(v) => set('tags', v)}
          error={errors.tags}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {SWITCHES.map(({ key, label, hint }) => (
            <label key={key} className="flex items-center justify-between gap-3 rounded-xl border border-linen bg-ivory/50 px-4 py-3">
              <span>
                <span className="block text-sm font-medium text-ink">{label}</span>
                <span className="block text-xs text-muted">{hint}</span>
              </span>
              <Switch name={key} checked={values[key]} onCheckedChange={(v) => set(key, v)} aria-label={label} />
            </label>
          ))}
        </div>
      </div>
    </AdminCard>
  );
}
