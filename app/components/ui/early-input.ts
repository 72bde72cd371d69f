import { useCallback, type Ref, type RefCallback } from 'react';
import { flushSync } from 'react-dom';

export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value a person does not type or pick from a list: nothing to carry over. */
const NOT_CHOSEN = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

/**
 * The shop paints before its scripts arrive, so a shopper can type, tick or pick before React takes a
 * field over. Hydration leaves the field's value as it is, but the component's state still holds what
 * the server rendered, and its next render would write that back over what was typed. So when a field
 * is first attached and shows something other than what the server sent (its default), that change is
 * played again as the shopper's own input once React is listening: the component's own onChange runs,
 * its state adopts the value, and anything that depends on it (an enabled Submit, a sort) follows.
 *
 * Returns the function that plays the change again, or null when the field shows its default.
 */
export function changeBeforeHydration(field: FormField): (() => void) | null {
  if (field.disabled) return null;
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return null;
    const options = [...field.options];
    const defaultIndex = options.findIndex((o) => o.defaultSelected);
    const initial = defaultIndex >= 0 ? defaultIndex : options.findIndex((o) => !o.disabled);
    if (field.selectedIndex < 0 || field.selectedIndex === initial) return null;
    const value = field.value;
    return () => {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio that lost its tick follows the one that got it, as in the browser.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    const checked = field.checked;
    return () => {
      // Set back to the rendered state, then ticked as a tap does: click, input and change events.
      field.checked = !checked;
      field.click();
    };
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    // Files picked before the scripts stay in the picker: played again as the picker's change event.
    if (!field.files?.length) return null;
    return () => field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (field instanceof HTMLInputElement && NOT_CHOSEN.has(field.type)) return null;
  if (field.value === field.defaultValue) return null;
  const value = field.value;
  return () => {
    // First the value React rendered, then the typed one put in as the browser does when a key is
    // pressed (the element's own setter, which tells React nothing), then the input event of typing.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

const seen = new WeakSet<FormField>();
const waiting: (() => void)[] = [];

/**
 * Plays the changes after the commit that attached the fields, one at a time in page order, each
 * rendered before the next: a handler that builds on the state of its last render sees the one before.
 */
function playSoon(replay: () => void) {
  waiting.push(replay);
  if (waiting.length > 1) return;
  queueMicrotask(() => {
    for (const next of waiting.splice(0)) flushSync(next);
  });
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) ref.current = value;
  return undefined;
}

/**
 * The ref every field primitive of app/components/ui puts on its element (merged with the caller's
 * own ref): what a shopper typed or chose before the page came alive is kept and counts.
 */
export function useEarlyInput<T extends FormField>(ref?: Ref<T>): RefCallback<T> {
  return useCallback(
    (field: T | null) => {
      if (field && !seen.has(field)) {
        seen.add(field);
        const replay = changeBeforeHydration(field);
        if (replay) playSoon(replay);
      }
      const cleanup = assign(ref, field);
      return () => {
        if (cleanup) cleanup();
        else assign(ref, null);
      };
    },
    [ref],
  );
}
