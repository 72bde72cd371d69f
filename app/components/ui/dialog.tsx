import { XIcon } from 'lucide-react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { useRef } from 'react';
import type * as React from 'react';
import { cn } from '~/lib/utils';

export const Dialog = DialogPrimitive.Root;

export function DialogContent({
  className,
  children,
  side,
  padding = 'p-6',
  maxWidth = 'max-w-lg',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'center' | 'right' | 'left';
  /** Replaces the default padding (cn() joins classes, it does not let a later one win). */
  padding?: 'p-6' | 'p-0';
  /** The width of a centred dialog. */
  maxWidth?: 'max-w-lg' | 'max-w-xl' | 'max-w-2xl';
}) {
  // Dialogs opened without a Radix trigger (the cart, lazily loaded panels) still hand focus back
  // to whatever opened them when they close.
  const opener = useRef<HTMLElement | null>(null);
  const position =
    side === 'right'
      ? 'inset-y-0 right-0 h-full w-full max-w-md data-[state=open]:animate-[slide-in-right_.25s_ease-out]'
      : side === 'left'
        ? 'inset-y-0 left-0 h-full w-[85vw] max-w-sm data-[state=open]:animate-[slide-in-left_.25s_ease-out]'
        : `left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card`;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn('fixed z-50 flex flex-col bg-ivory shadow-soft focus:outline-none', padding, position, className)}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected || opener.current === document.body) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-4 top-4 rounded-full p-1.5 text-muted hover:bg-sand hover:text-ink">
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className,
  size = 'text-2xl',
  tone = 'text-ink',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & { size?: 'text-2xl' | 'text-3xl'; tone?: 'text-ink' | 'text-maroon' }) {
  return <DialogPrimitive.Title className={cn('font-display font-semibold', size, tone, className)} {...props} />;
}

export function DialogDescription({
  className,
  size = 'text-sm',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> & { size?: 'text-sm' | 'text-base' }) {
  return <DialogPrimitive.Description className={cn(size, 'text-muted', className)} {...props} />;
}
