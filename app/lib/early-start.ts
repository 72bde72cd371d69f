/** A stylesheet @property rule, ready for CSS.registerProperty: name, syntax, inherits, initial value. */
export type PropertyRegistration = [name: string, syntax: string, inherits: boolean, initialValue: string | null];

/** What the page's first script leaves for the modules (app/lib/page-start.ts, root.tsx). */
export type ShopPage = {
  /** The shopper touched, pointed or typed before the modules arrived: they start at once. */
  touched: boolean;
  /** React has hydrated the page. */
  ready: boolean;
  /** Called once React has hydrated: buttons tapped before then are tapped again. */
  hydrated: () => void;
};

declare global {
  interface Window {
    shopPage?: ShopPage;
  }
}

/**
 * The page's first script, run while the head is read, before any module has arrived (inlined by
 * app/lib/inline-script.ts, so it uses nothing outside its own body):
 *
 * - It registers the stylesheet's @property rules before there is any element to restyle: added
 *   later with the rest of the stylesheet, they would restyle every element of a page already laid out.
 * - It remembers the buttons tapped before React is listening, and taps them again once it is, so an
 *   early tap on the cart or the menu still opens it; links and forms need no script.
 */
export function earlyStart(properties: PropertyRegistration[]): void {
  if ('CSS' in window && 'registerProperty' in CSS)
    for (const [name, syntax, inherits, initialValue] of properties)
      try {
        CSS.registerProperty(initialValue === null ? { name, syntax, inherits } : { name, syntax, inherits, initialValue });
      } catch {
        // Registered already (a page restored from the back-forward cache).
      }
  const early: HTMLElement[] = [];
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (button && !early.includes(button)) early.push(button);
  };
  addEventListener('click', remember, true);
  const page: ShopPage = {
    touched: false,
    ready: false,
    hydrated() {
      page.ready = true;
      removeEventListener('click', remember, true);
      // In a task of its own: React is still committing here, and a tap inside a part that
      // hydrates later (components/layout/hydrate-later.tsx) must hydrate that part first.
      setTimeout(() => {
        for (const button of early.splice(0)) button.click();
      }, 0);
    },
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    addEventListener(type, () => (page.touched = true), { once: true, capture: true, passive: true });
  window.shopPage = page;
}
