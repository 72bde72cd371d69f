/** A stylesheet @property rule, ready for CSS.registerProperty: name, syntax, inherits, initial value. */
export type PropertyRegistration = [name: string, syntax: string, inherits: boolean, initialValue: string | null];

/** What the page's first script leaves for the modules (app/lib/page-start.ts, root.tsx). */
export type ShopPage = {
  /** React has hydrated the page, its main part included. */
  ready: boolean;
  /** Called once React has hydrated the page's main part (tests and the touch benchmark wait for `ready`). */
  hydrated: () => void;
};

declare global {
  interface Window {
    shopPage?: ShopPage;
    /**
     * Awaited by React Router's boot script before it imports the page's modules (`<Scripts moduleGate>`,
     * see docs/decisions/0015-scripts-after-the-main-picture.md): `hrefs` are the files it would have
     * preloaded, `entry` the one that hydrates.
     */
    reactRouterModuleGate?: (hrefs: string[], entry: string) => Promise<void>;
  }
}

/**
 * The page's first script, run while the head is read, before any module has arrived (inlined by
 * app/lib/inline-script.ts, so it uses nothing outside its own body):
 *
 * - It registers the stylesheet's @property rules before there is any element to restyle: added
 *   later with the rest of the stylesheet, they would restyle every element of a page already laid out.
 * - It holds the page's scripts until the page has loaded (its main picture is in), or until the
 *   shopper touches, types or points: React Router's boot script waits on it, so no script byte
 *   competes with the main picture on a slow phone connection.
 *
 * Nothing a shopper does before then is remembered or played again: every action on the page is a link
 * or a form the server answers, or plain HTML (docs/decisions/0014-input-before-hydration.md).
 */
export function earlyStart(properties: PropertyRegistration[]): void {
  if ('CSS' in window && 'registerProperty' in CSS)
    for (const [name, syntax, inherits, initialValue] of properties)
      try {
        CSS.registerProperty(initialValue === null ? { name, syntax, inherits } : { name, syntax, inherits, initialValue });
      } catch {
        // Registered already (a page restored from the back-forward cache).
      }
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  // After the load event, once the frame that shows the main picture has been painted: on a short
  // page the load event can come before the first paint. A hidden tab paints no frame.
  addEventListener('load', () => (document.hidden ? setTimeout(open, 0) : requestAnimationFrame(() => setTimeout(open, 0))), {
    once: true,
  });
  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    addEventListener(type, () => open(), { once: true, capture: true, passive: true });
  // The page's script files evaluated one per task, in the order of its preloads: all at once they
  // held a phone's main thread for 100-150 ms at 4x CPU. The entry, which hydrates, is not among
  // them; the boot script imports it last.
  const evaluate = async (hrefs: string[]) => {
    for (const href of hrefs) {
      // eslint-disable-next-line no-restricted-syntax -- the page's own script files, as the boot script names them
      await import(/* @vite-ignore */ href);
      await task();
    }
  };
  window.reactRouterModuleGate = (hrefs, entry) =>
    opened.then(() => {
      for (const href of hrefs) {
        const link = document.createElement('link');
        // eslint-disable-next-line no-restricted-syntax -- the preloads React Router leaves to the gate
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      return evaluate(hrefs.filter((href) => href !== entry));
    });
  const page: ShopPage = {
    ready: false,
    hydrated() {
      page.ready = true;
    },
  };
  window.shopPage = page;
}
