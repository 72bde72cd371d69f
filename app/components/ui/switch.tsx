import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * An on/off switch: a native checkbox (role="switch"), so it is ticked before the page's scripts arrive
 * and sent with its form like any checkbox (`name`, "on").
 */
export function Switch({
  className,
  onCheckedChange,
  onChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'role'> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer size-full cursor-pointer appearance-none rounded-full border-2 border-transparent bg-linen transition-colors checked:bg-maroon focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon disabled:cursor-not-allowed disabled:opacity-50"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}

/**
 * An on/off switch that saves at once (a row's Active or Published): its form's submit button, with
 * role="switch", sending `name` = the state it turns to. Pressed before the page's scripts arrive it
 * posts its form like any button and the server answers with the page; afterwards a fetcher sends the
 * same form.
 */
export function SwitchButton({
  checked,
  name,
  className,
  ...props
}: Omit<React.ComponentProps<'button'>, 'type' | 'role' | 'value' | 'name'> & { checked: boolean; name: string }) {
  return (
    <button
      type="submit"
      role="switch"
      aria-checked={checked}
      name={name}
      value={String(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-maroon' : 'bg-linen',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform',
          checked && 'translate-x-5',
        )}
      />
    </button>
  );
}
