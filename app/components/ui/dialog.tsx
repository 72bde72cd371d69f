import XIcon from 'lucide-react/icons/x';
import { createContext, useContext, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type * as React from 'react';
import { createPortal } from 'react-dom';
import { openModal } from '~/lib/modal-layer';
import { cn } from '~/lib/utils';

// The shop's dialogs: the cart drawer, the mobile menu, the enquiry forms and the admin's editors.
// A dialog is always controlled (`open`, `onOpenChange`) and its content exists only while it is
// open. Radix's dialog did this in 14 KB of script that every page fetched for the cart and the
// menu; the modal part is now the platform's `inert` (app/lib/modal-layer.ts).

type DialogState = { close: () => void; titleId: string; descriptionId: string };
const DialogContext = createContext<DialogState | null>(null);

function useDialog() {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('Dialog parts must be inside <Dialog>');
  return dialog;
}

export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  const value = useMemo(
    () => ({ close: () => onOpenChange(false), titleId: `${id}-title`, descriptionId: `${id}-description` }),
    [id, onOpenChange],
  );
  return open ? <DialogContext.Provider value={value}>{children}</DialogContext.Provider> : null;
}

const subscribeNever = () => () => {};
/** False on the server and while the page hydrates: a portal needs the browser's document. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

export function DialogContent({
  className,
  children,
  side,
  padding = 'p-6',
  maxWidth = 'max-w-lg',
  role = 'dialog',
  focusClose = false,
  ...props
}: Omit<React.ComponentProps<'div'>, 'role'> & {
  side?: 'center' | 'right' | 'left';
  /** Replaces the default padding (cn() joins classes, it does not let a later one win). */
  padding?: 'p-6' | 'p-0';
  /** The width of a centred dialog. */
  maxWidth?: 'max-w-lg' | 'max-w-xl' | 'max-w-2xl' | 'max-w-4xl';
  role?: 'dialog' | 'alertdialog';
  /** Focus starts on Close instead of the first control (a viewer, whose first controls step away from what was opened). */
  focusClose?: boolean;
}) {
  const { close, titleId, descriptionId } = useDialog();
  const inBrowser = useInBrowser();
  const layer = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The latest `close` without reopening the dialog when the parent renders again.
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });
  useLayoutEffect(() => {
    if (!layer.current || !content.current) return;
    return openModal(layer.current, content.current, () => closeRef.current());
  }, [inBrowser]);

  if (!inBrowser) return null;
  const position =
    side === 'right'
      ? 'inset-y-0 right-0 h-full w-full max-w-md animate-[slide-in-right_.25s_ease-out]'
      : side === 'left'
        ? 'inset-y-0 left-0 h-full w-[85vw] max-w-sm animate-[slide-in-left_.25s_ease-out]'
        : `left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card`;
  return createPortal(
    <div ref={layer} data-dialog-layer="">
      <div className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" aria-hidden="true" onClick={close} />
      <div
        ref={content}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cn('fixed z-50 flex flex-col bg-ivory shadow-soft focus:outline-none', padding, position, className)}
        {...props}
      >
        {children}
        <button
          type="button"
          onClick={close}
          data-initial-focus={focusClose ? '' : undefined}
          className="absolute right-4 top-4 rounded-full p-1.5 text-muted hover:bg-sand hover:text-ink"
        >
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}

export function DialogTitle({
  className,
  size = 'text-2xl',
  tone = 'text-ink',
  ...props
}: React.ComponentProps<'h2'> & { size?: 'text-2xl' | 'text-3xl'; tone?: 'text-ink' | 'text-maroon' }) {
  const { titleId } = useDialog();
  return <h2 id={titleId} className={cn('font-display font-semibold', size, tone, className)} {...props} />;
}

export function DialogDescription({
  className,
  size = 'text-sm',
  ...props
}: React.ComponentProps<'p'> & { size?: 'text-sm' | 'text-base' }) {
  const { descriptionId } = useDialog();
  return <p id={descriptionId} className={cn(size, 'text-muted', className)} {...props} />;
}
