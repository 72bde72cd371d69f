import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts only ever follow something the shopper did, so the toast library is not part of any
// page's first download: the toaster is mounted on the first interaction (so its live region is
// in place before anything is announced) or, at the latest, by the first toast, which waits in a
// queue until the toaster is ready.

type Kind = 'success' | 'error' | 'warning';
type Pending = { kind: Kind; message: string; data?: ExternalToast };

let show: typeof sonnerToast | null = null;
let wanted = false;
const queue: Pending[] = [];
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function enqueue(kind: Kind, message: string, data?: ExternalToast) {
  if (show) show[kind](message, data);
  else {
    queue.push({ kind, message, data });
    want();
  }
}

/** The shop's toasts, with sonner's call shape. */
export const toast = {
  success: (message: string, data?: ExternalToast) => enqueue('success', message, data),
  error: (message: string, data?: ExternalToast) => enqueue('error', message, data),
  warning: (message: string, data?: ExternalToast) => enqueue('warning', message, data),
};

/** Whether the toaster should be on the page; it becomes true once and stays true. */
export function useToasterWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      if (!wanted) {
        const options = { once: true, capture: true, passive: true } as const;
        window.addEventListener('pointerdown', want, options);
        window.addEventListener('keydown', want, options);
      }
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the mounted toaster: later toasts go straight to it, queued ones are shown now. */
export function toasterReady(toastFn: typeof sonnerToast) {
  show = toastFn;
  for (const { kind, message, data } of queue.splice(0)) toastFn[kind](message, data);
}
