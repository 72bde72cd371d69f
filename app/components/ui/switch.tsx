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
