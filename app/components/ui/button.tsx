import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '~/lib/utils';
import { Slot } from './slot';

// A button's look is its variant and size; `className` only adds (margins, width, flex), since
// cn() joins classes without resolving conflicts: two classes for one property would be decided by
// the stylesheet's order, not by the order written here.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'rounded-full bg-maroon text-ivory hover:bg-maroon-dark shadow-sm',
        gold: 'rounded-full bg-gold text-white hover:bg-[#6f4a12] shadow-sm',
        outline: 'rounded-full border border-maroon/40 text-maroon hover:bg-maroon/5',
        /** On the maroon account banner. */
        'outline-light': 'rounded-full border border-ivory/40 bg-transparent text-ivory hover:bg-ivory/10 shadow-sm',
        whatsapp: 'rounded-full border border-[#1f7a4d]/50 text-[#1a6a43] hover:bg-[#1f7a4d]/5',
        ghost: 'rounded-full text-ink hover:bg-sand',
        'ghost-muted': 'rounded-full text-muted hover:bg-sand',
        'ghost-danger': 'rounded-full text-danger hover:bg-sand',
        link: 'rounded-none text-maroon underline-offset-4 hover:underline',
        'link-danger': 'rounded-none text-danger underline-offset-4 hover:underline',
        destructive: 'rounded-full bg-danger text-white hover:bg-danger/90',
        light: 'rounded-full bg-ivory text-maroon hover:bg-white',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        /** As sm, with the narrow padding of a button in a row of small buttons. */
        'sm-tight': 'h-9 px-2 text-sm',
        md: 'h-11 px-6 text-sm',
        lg: 'h-12 px-8 text-base',
        icon: 'size-10 rounded-full text-sm',
        'icon-sm': 'size-9 rounded-full text-sm',
        'icon-xs': 'size-8 rounded-full text-sm',
        /** A link-like button in running text: no height or padding of its own. */
        inline: 'h-auto px-0 text-sm',
        /** A link-like button in a row of small buttons: their height, no padding. */
        'inline-sm': 'h-9 px-0 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** A button's look, for components that draw something else (a link) as one. */
export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  if (asChild) return <Slot data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  // A button sends its form only when it says so (type="submit"); any other needs the page's scripts
  // and does nothing before they arrive: an action a shopper needs then is a link or a form
  // (docs/decisions/0014-input-before-hydration.md).
  return <button data-slot="button" type="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
