import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '~/lib/utils';

export const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide', {
  variants: {
    variant: {
      default: 'bg-leaf/10 text-leaf',
      gold: 'bg-gold text-white',
      maroon: 'bg-maroon text-ivory',
      destructive: 'bg-danger/10 text-danger',
      outline: 'border border-linen text-muted',
      muted: 'bg-sand text-muted',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
