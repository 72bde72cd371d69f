import { lazy, type ComponentType } from 'react';

const Nothing = () => null;
const RELOADED_KEY = 'shop:reloaded-for-missing-code';

/**
 * A lazily loaded part the page can live without (the analytics tracker, the toaster). When its
 * code cannot be fetched (a dropped connection on a phone, or a new version of the shop that
 * replaced the file), it renders nothing instead of throwing to the error screen and taking the
 * page down with it.
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.warn('an optional part of the page could not be loaded', error);
      return { default: Nothing as ComponentType<P> };
    }
  });
}

/**
 * A lazily loaded part a shopper asked for (the menu, the cart drawer, the search dropdown, a
 * dialog). When its code cannot be fetched, most often because a new version of the shop replaced
 * the file since this page was loaded, the page is loaded again once, as React Router does for a
 * page's own code; the shopper's next tap then finds the new files. A second failure in a row
 * shows the error screen instead of reloading for ever.
 */
export function lazyOrReload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      const component = await load();
      forgetReload();
      return { default: component };
    } catch (error) {
      if (reloadedAlready()) throw error;
      rememberReload();
      window.location.reload();
      // The page is going away: nothing is rendered meanwhile.
      return new Promise<never>(() => {});
    }
  });
}

/** Fetches a lazily loaded part's code ahead of its first use; a failure here is met again, and handled, when it is used. */
export function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

function reloadedAlready() {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === '1';
  } catch {
    return true;
  }
}

function rememberReload() {
  try {
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    /* without session storage, the guard above already refuses a reload */
  }
}

function forgetReload() {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    /* nothing to forget */
  }
}
