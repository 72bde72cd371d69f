/**
 * The page's scripts start once the page has loaded (its main picture is in), or at once when the
 * shopper touches, types or points before that. React Router's boot script waits on this gate
 * (script-priority.server.ts), which adds the module preloads when it opens. Rendered in the head by
 * app/lib/script-gate.tsx.
 *
 * The page carries only the styles its own HTML uses (app/server/page-styles.server.ts). When the
 * gate opens it also adds the whole stylesheet (a cached file, named after the inline style's
 * data-href, in the copy without the @font-face rules the inline part already has), right
 * after the inline part so the cascade keeps its order, and React starts only once it has arrived:
 * whatever React then shows (the cart drawer, another page) is styled.
 *
 * A button tapped before the scripts have arrived is tapped again once React is listening, so an
 * early tap on the cart or the menu still opens it; links and forms need no script and are left to
 * the browser.
 *
 * Plain static text (no per-request parts), so the content security policy can name it by hash.
 */
export const SCRIPT_GATE = `(() => {
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  const early = [];
  const remember = (event) => {
    const button = event.target instanceof Element && event.target.closest('button[type="button"]');
    if (button && !early.includes(button)) early.push(button);
  };
  addEventListener('load', () => setTimeout(open, 0), { once: true });
  for (const type of ['pointerdown', 'touchstart', 'keydown']) addEventListener(type, () => open(), { once: true, capture: true, passive: true });
  addEventListener('click', remember, true);
  const wholeStylesheet = () => {
    const inline = document.querySelector('style[data-href]');
    if (!inline) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // The built file has a copy without the @font-face rules (vite/stylesheet-after-paint.ts).
    const href = inline.dataset.href;
    link.href = href.startsWith('/assets/') && href.endsWith('.css') ? href.slice(0, -4) + '.after-paint.css' : href;
    return new Promise((resolve) => {
      link.onload = link.onerror = resolve;
      inline.after(link);
    });
  };
  window.__shopScripts = {
    load: (hrefs) =>
      opened.then(() => {
        const styled = wholeStylesheet();
        for (const href of hrefs) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.append(link);
        }
        return styled;
      }),
    ready: false,
    hydrated() {
      window.__shopScripts.ready = true;
      removeEventListener('click', remember, true);
      for (const button of early.splice(0)) button.click();
    },
  };
})();`;
