import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders its only child with the slot's props merged in (`asChild`): class names joined, styles
 * merged, both event handlers called (the child's first), both refs set; otherwise the child's own
 * props win. What Radix's Slot does for our buttons, in a fraction of its size (it was in the
 * script of every catalogue page).
 */
export function Slot({ children, ...slot }: Props) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slot, ...own };
  for (const key of Object.keys(slot)) {
    const mine = slot[key];
    const theirs = own[key];
    if (theirs === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = theirs(...args);
        mine(...args);
        return result;
      };
    } else if (key === 'className') merged.className = [mine, theirs].filter(Boolean).join(' ');
    else if (key === 'style') merged.style = { ...(mine as object), ...(theirs as object) };
    else if (key === 'ref') merged.ref = (node: unknown) => (setRef(mine as Ref<unknown>, node), setRef(theirs as Ref<unknown>, node));
  }
  return cloneElement(children, merged);
}
