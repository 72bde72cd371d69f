import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '~/lib/constants';
import { toasterReady } from '~/lib/toast';

/** One toast at a time, five seconds each (TOAST_LIMIT, TOAST_DURATION_MS). */
export default function ShopToasterView() {
  // Runs after the Toaster's own effects, so it is already listening when queued toasts arrive.
  useEffect(() => toasterReady(toast), []);
  // Toasts stay readable and clickable while a dialog is open (app/lib/modal-layer.ts).
  return (
    <div data-outside-dialogs="">
      <Toaster
        position="top-center"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        closeButton
        toastOptions={{ classNames: { toast: 'font-sans', error: '!bg-[#fdecea] !text-[#7a1313] !border-[#f5c2c0]' } }}
      />
    </div>
  );
}
