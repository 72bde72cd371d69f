import { WEB_FONT_FILES } from './web-fonts.server';

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
 * The web fonts come after the main picture too: the page's inline part declares only the
 * size-adjusted fallback faces, and the gate preloads the two font files first, before the whole
 * stylesheet whose @font-face rules then use them (app/server/web-fonts.server.ts).
 *
 * A button tapped before the scripts have arrived is tapped again once React is listening, so an
 * early tap on the cart or the menu still opens it; links and forms need no script and are left to
 * the browser.
 *
 * Static text (no per-request parts; the font files' names are fixed by the build), so the content security policy can name it by hash.
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
  const preloadFonts = () => {
    for (const href of ${JSON.stringify(WEB_FONT_FILES)}) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
  };
  const wholeStylesheet = () => {
    const inline = document.querySelector('style[data-href]');
    if (!inline) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // The built file has a copy with the web fonts' @font-face rules but not the fallback faces
    // the inline part already declares (vite/stylesheet-after-paint.ts).
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
        preloadFonts();
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
