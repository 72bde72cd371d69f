/**
 * What makes a dialog modal, on the platform's own `inert`: while a dialog is open, everything else
 * on the page can be neither clicked, focused nor read by a screen reader, the page behind does not
 * scroll, Escape closes the topmost dialog, Tab goes round inside it, and focus goes back to what
 * opened it when it closes.
 *
 * Not `<dialog>.showModal()`: a modal `<dialog>` makes every node outside it inert, the toaster
 * included, so a toast raised while a dialog is open (a failed cart enquiry) would be hidden from
 * screen readers and drawn under the backdrop. Parts of the page marked `data-outside-dialogs` stay
 * live here.
 */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs' layers (direct children of body), the topmost last. */
const openLayers: HTMLElement[] = [];
/** The page's own overflow and padding, kept while any dialog is open. */
let pageStyle = { overflow: '', paddingRight: '' };

function tabbables(within: HTMLElement) {
  return [...within.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/**
 * Opens `content` (inside `layer`, a direct child of body) as a modal dialog; the returned function
 * undoes it. `close` is called on Escape when this dialog is the topmost.
 */
export function openModal(layer: HTMLElement, content: HTMLElement, close: () => void): () => void {
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;

  const madeInert: HTMLElement[] = [];
  for (const el of document.body.children) {
    if (!(el instanceof HTMLElement) || el === layer || el.inert || el.hasAttribute('data-outside-dialogs')) continue;
    el.inert = true;
    madeInert.push(el);
  }
  openLayers.push(layer);

  // The page behind keeps its width: the scrollbar's room becomes padding while it is hidden.
  const root = document.documentElement;
  if (openLayers.length === 1) {
    const scrollbar = window.innerWidth - root.clientWidth;
    pageStyle = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }

  // A dialog whose first control is not where a visitor should start names its own (`data-initial-focus`).
  (content.querySelector<HTMLElement>('[data-initial-focus]') ?? tabbables(content)[0] ?? content).focus({ preventScroll: true });

  function onKeyDown(event: KeyboardEvent) {
    if (openLayers.at(-1) !== layer || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const inside = tabbables(content);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !content.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !content.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  }
  document.addEventListener('keydown', onKeyDown);

  return () => {
    document.removeEventListener('keydown', onKeyDown);
    openLayers.splice(openLayers.indexOf(layer), 1);
    for (const el of madeInert) el.inert = false;
    if (openLayers.length === 0) {
      root.style.overflow = pageStyle.overflow;
      root.style.paddingRight = pageStyle.paddingRight;
    }
    // Back to what opened the dialog, unless it went away meanwhile (a deleted item's button).
    if (opener?.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true });
  };
}
