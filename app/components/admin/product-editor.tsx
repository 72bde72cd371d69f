import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import SaveIcon from 'lucide-react/icons/save';
import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useStateFrom } from '~/lib/use-state-from';
import { Button } from '~/components/ui/button';
import { useStateFromPage } from '~/components/ui/state-from-page';
import { productSchema, productValuesFromForm } from '~/lib/schemas/admin-product';
import { fieldErrors } from '~/lib/schemas/common';
import { BasicInformationCard, ColorsSizesCard, FeaturesTagsCard, PricingImagesCard } from './product-editor-cards';
import type { ProductFormState } from './product-form-state';

/**
 * The product edit screen: header with Back to Products and Save Changes, then the four cards.
 * Checked in the browser with the action's own schema; the server checks again.
 */
export function ProductEditor({
  initial,
  productId,
  serverErrors,
}: {
  initial: ProductFormState;
  productId: string | null;
  serverErrors: Record<string, string>;
}) {
  const [values, setValues] = useState(initial);
  // The server's answer brings its field messages; checking and typing change them until the next answer.
  const [errors, setErrors] = useStateFrom(serverErrors, (fromServer) => fromServer);
  const formRef = useRef<HTMLFormElement>(null);
  // The fields are controlled (the title, lists and previews follow them): they start from the page.
  useStateFromPage(formRef, setValues);
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  function check(event: React.FormEvent<HTMLFormElement>) {
    const result = productSchema.safeParse(productValuesFromForm(new FormData(event.currentTarget)));
    if (result.success) return;
    event.preventDefault();
    setErrors(fieldErrors(result.error));
    // Move focus to the first field that needs attention once the messages are rendered.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  return (
    <Form method="post" ref={formRef} onSubmit={check} noValidate id="product-form">
      <input type="hidden" name="intent" value="save" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/products">
            <ArrowLeftIcon aria-hidden="true" /> Back to Products
          </Link>
        </Button>
        <Button type="submit" disabled={saving}>
          <SaveIcon aria-hidden="true" />
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">
        {productId ? values.name || 'Edit product' : 'New product'}
      </h1>
      <p className="mb-6 mt-1 text-sm text-muted">{productId ? `SKU ${productId}` : 'The SKU number is given when you save.'}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="grid content-start gap-6">
          <BasicInformationCard values={values} set={set} errors={errors} />
          <ColorsSizesCard values={values} set={set} errors={errors} />
        </div>
        <div className="grid content-start gap-6">
          <PricingImagesCard values={values} set={set} errors={errors} />
          <FeaturesTagsCard values={values} set={set} errors={errors} />
        </div>
      </div>
      {/* Always in reach on long forms and small screens. */}
      <div className="sticky bottom-0 z-10 -mx-2 mt-6 flex items-center justify-end gap-3 border-t border-linen bg-ivory/95 px-2 py-3 backdrop-blur">
        {Object.keys(errors).length > 0 ? <p className="mr-auto text-sm text-danger">Please check the highlighted fields.</p> : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </Form>
  );
}
