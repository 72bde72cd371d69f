import { useEffect, useRef } from 'react';
import { track } from '~/lib/analytics';

/**
 * Funnel events of the enquiry forms: opened once per mount, field filled once per field (the field's
 * name only, never what was typed), submitted on success.
 */
export function useFormTracking(form: 'inquiry' | 'custom-order', productId?: string) {
  const filled = useRef(new Set<string>());
  useEffect(() => {
    track('custom_order_form_opened', { productId, properties: { form } });
  }, [form, productId]);
  return {
    fieldFilled(name: string, hasValue: boolean) {
      if (!hasValue || filled.current.has(name)) return;
      filled.current.add(name);
      track('custom_order_form_field_filled', { formFieldName: name, productId, properties: { form } });
    },
    submitted() {
      filled.current.clear();
      track('custom_order_form_submitted', { productId, properties: { form } });
    },
  };
}
