import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from 'radix-ui/slot';
import type * as React from 'react';
import { cn } from '~/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-maroon text-ivory hover:bg-maroon-dark shadow-sm',
        gold: 'bg-gold text-white hover:bg-[#6f4a12] shadow-sm',
        outline: 'border border-maroon/40 text-maroon hover:bg-maroon/5',
        ghost: 'text-ink hover:bg-sand',
        link: 'text-maroon underline-offset-4 hover:underline rounded-none',
        destructive: 'bg-danger text-white hover:bg-danger/90',
        light: 'bg-ivory text-maroon hover:bg-white',
      },
      size: {
        sm: 'h-9 px-4',
        md: 'h-11 px-6',
        lg: 'h-12 px-8 text-base',
        icon: 'size-10 rounded-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
