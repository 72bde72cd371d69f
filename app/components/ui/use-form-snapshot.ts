import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * What a form's fields hold now, for the parts of the page that follow them live (an enabled Submit, a
 * hint, a lead time). The fields themselves stay uncontrolled (`defaultValue`, `defaultChecked`): React
 * never writes their values, so what a shopper typed before the page's scripts arrived is kept.
 *
 * The snapshot is read from the form itself: once when the form hydrates or mounts, before the browser
 * paints again (so what was typed before the scripts counts at once: an enabled Submit, the right
 * hint), and after every input, change and reset inside it. Nothing is played back: no event is sent,
 * no handler runs for the shopper's earlier keys.
 *
 * `initial` is what the server renders (the fields' defaults); `read` turns the form into the snapshot.
 */
export function useFormSnapshot<T>(form: RefObject<HTMLFormElement | null>, read: (form: HTMLFormElement) => T, initial: T): T {
  const [snapshot, setSnapshot] = useState(initial);
  const reader = useRef(read);
  reader.current = read;
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    let last = JSON.stringify(initial);
    const update = () => {
      const next = reader.current(element);
      const text = JSON.stringify(next);
      if (text === last) return;
      last = text;
      setSnapshot(next);
    };
    // A reset event comes before the fields are reset.
    const afterReset = () => setTimeout(update, 0);
    update();
    element.addEventListener('input', update);
    element.addEventListener('change', update);
    element.addEventListener('reset', afterReset);
    return () => {
      element.removeEventListener('input', update);
      element.removeEventListener('change', update);
      element.removeEventListener('reset', afterReset);
    };
    // The form element and its first snapshot are fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  return snapshot;
}

/** A text field's value in `data` ('' when absent or a file). */
export const textOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
