import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '~/lib/utils';

// A field's size, width and tone are chosen here, so `className` only adds (margins, a fixed width
// with `fullWidth={false}`): cn() joins classes without resolving conflicts between them.
const fieldVariants = cva(
  'rounded-lg border border-linen px-3.5 placeholder:text-muted/70 shadow-xs transition-colors focus-visible:border-maroon focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-maroon/20 disabled:opacity-60 aria-[invalid=true]:border-danger',
  {
    variants: {
      fieldSize: {
        md: 'h-11 py-2.5 text-sm',
        sm: 'h-10 py-2.5 text-sm',
        xs: 'h-9 py-2.5 text-xs',
        /** A small select in a line of text (the currency chooser): short, with the body's type size. */
        'xs-sm': 'h-9 py-1 text-sm',
        /** A file picker: its button sets the height. */
        file: 'h-auto py-2 text-sm',
        area: 'min-h-24 py-2.5 text-sm',
      },
      fullWidth: { true: 'w-full', false: '' },
      tone: { plain: 'bg-white text-ink', 'read-only': 'bg-sand/50 text-muted' },
    },
    defaultVariants: { fieldSize: 'md', fullWidth: true, tone: 'plain' },
  },
);

type FieldOptions = VariantProps<typeof fieldVariants>;

/*
 * Every field of the shop is one of these elements (a lint rule keeps it so). A field is its form's own
 * state: it starts from `defaultValue`/`defaultChecked` and is read through the form, so what a shopper
 * typed before the page's scripts arrived is never written over (docs/decisions/0014-input-before-hydration.md).
 */

/** An unstyled input: for fields with a look of their own (chips, the header search, swatches). */
export function PlainInput(props: React.ComponentProps<'input'>) {
  return <input {...props} />;
}

/** An unstyled native select. */
export function PlainSelect(props: React.ComponentProps<'select'>) {
  return <select {...props} />;
}

export function Input({ className, fieldSize, fullWidth, tone, ...props }: React.ComponentProps<'input'> & FieldOptions) {
  return <PlainInput data-slot="input" className={cn(fieldVariants({ fieldSize, fullWidth, tone }), className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldVariants({ fieldSize: 'area' }), className)} {...props} />;
}

/** A native select: works before scripts load and with every screen reader. */
export function NativeSelect({
  className,
  fieldSize,
  fullWidth,
  ...props
}: React.ComponentProps<'select'> & Pick<FieldOptions, 'fieldSize' | 'fullWidth'>) {
  return <PlainSelect data-slot="select" className={cn(fieldVariants({ fieldSize, fullWidth }), 'pr-8', className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label data-slot="label" className={cn('text-sm font-medium text-ink', className)} {...props} />;
}
