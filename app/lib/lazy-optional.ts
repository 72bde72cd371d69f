import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A lazily loaded part the page can live without (the analytics tracker, the toaster). When its
 * code cannot be fetched (a dropped connection on a phone, or a deploy that replaced the file),
 * it renders nothing instead of throwing to the error boundary and taking the page down with it.
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
