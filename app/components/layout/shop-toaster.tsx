import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '~/lib/constants';

/** One toast at a time, five seconds each (spec section 9). */
export function ShopToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans', error: '!bg-[#fdecea] !text-[#7a1313] !border-[#f5c2c0]' } }}
    />
  );
}
