import type * as React from 'react';
import { cn } from '~/lib/utils';

export const fieldClass =
  'w-full rounded-lg border border-linen bg-white px-3.5 py-2.5 text-sm text-ink placeholder:text-muted/70 shadow-xs transition-colors focus-visible:border-maroon focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-maroon/20 disabled:opacity-60 aria-[invalid=true]:border-danger';

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(fieldClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClass, 'min-h-24', className)} {...props} />;
}

/** A native select: works before scripts load and with every screen reader. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(fieldClass, 'h-11 pr-8', className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label data-slot="label" className={cn('text-sm font-medium text-ink', className)} {...props} />;
}
