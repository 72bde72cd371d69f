import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect } from 'react';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the field named `name` within `scope` shows: its value, or whether a checkbox is ticked; undefined when there is none. */
function shownBy(scope: HTMLElement, name: string): string | boolean | undefined {
  const field = scope.querySelector<FormField>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`);
  if (!field) return undefined;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'file')) return undefined;
  return field.value;
}

/**
 * For forms whose fields are controlled because other parts follow them live (the owner's editors,
 * whose previews, lists and titles change as the owner types): their state starts from what the page's
 * fields hold when they hydrate, so nothing typed, ticked or picked before the scripts arrived is
 * written over by the next render. Read once, in the commit that hydrates the form, before React renders
 * the fields again; nothing is played back and no handler runs. Covers the state's text and yes/no
 * entries whose field has the same name.
 */
export function useStateFromPage<T extends object>(scope: RefObject<HTMLElement | null>, setValues: Dispatch<SetStateAction<T>>) {
  useLayoutEffect(() => {
    const root = scope.current;
    if (!root) return;
    setValues((values) => {
      let next = values;
      for (const [key, value] of Object.entries(values)) {
        if (typeof value !== 'string' && typeof value !== 'boolean') continue;
        const shown = shownBy(root, key);
        if (shown === undefined || typeof shown !== typeof value || shown === value) continue;
        next = { ...next, [key]: shown };
      }
      return next;
    });
    // Once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The same for one field kept in a state of its own (a draft): `set` gets what the field shows, if anything. */
export function useValueFromPage(field: RefObject<FormField | null>, set: (value: string) => void) {
  useLayoutEffect(() => {
    if (field.current?.value) set(field.current.value);
    // Once, when the field hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
