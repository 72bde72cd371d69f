import { WEB_FONT_FILES } from './web-fonts.server';

/**
 * The page's scripts start once the page has loaded (its main picture is in), or at once when the
 * shopper touches, types or points before that. React Router's boot script waits on this gate
 * (script-priority.server.ts), which adds the module preloads when it opens. Rendered in the head by
 * app/lib/script-gate.tsx.
 *
 * The page carries only the styles its own HTML uses (app/server/render/page-styles.server.ts). When the
 * gate opens it adds the rest of the shop's stylesheet (a cached file, named after the inline style's
 * data-href), and React starts only once it is in: whatever React then shows (the cart drawer,
 * another page) is styled. The rest is the file less every rule the inline part already has, as a
 * constructed stylesheet, so adding it restyles no element on the page; where that cannot be done
 * (an older browser, the admin's own stylesheet) the whole file goes in as a <link> right after the
 * inline part, so the cascade keeps its order.
 *
 * Three kinds of rule would still restyle every element when added to a page already laid out: theme
 * variables (the inline part has them all), @property rules and font faces. So the gate registers every
 * @property rule of the stylesheet while the head is still being read, before there is any element to
 * restyle, and the rest leaves them out. The web fonts come after the main picture: the inline part
 * declares only the size-adjusted fallback faces, the gate preloads the two font files when it opens,
 * and their faces (read from the file) are added through the FontFace API once the files are in, so
 * the text is laid out again once, not twice (app/server/render/web-fonts.server.ts).
 *
 * A button tapped before the scripts have arrived is tapped again once React is listening, so an
 * early tap on the cart or the menu still opens it; links and forms need no script and are left to
 * the browser.
 *
 * The same text on every page (no per-request parts; the font files' names and the @property rules are
 * fixed by the build), so the content security policy can name it by hash.
 */
function gateText(properties: PropertyRegistration[]) {
  return `(() => {
  const registered = !!window.CSS?.registerProperty;
  if (registered)
    for (const [name, syntax, inherits, initialValue] of ${JSON.stringify(properties)})
      try {
        CSS.registerProperty(initialValue === null ? { name, syntax, inherits } : { name, syntax, inherits, initialValue });
      } catch {}
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  const early = [];
  const remember = (event) => {
    const button = event.target instanceof Element && event.target.closest('button[type="button"]');
    if (button && !early.includes(button)) early.push(button);
  };
  // After the load event, once the frame that shows the main picture has been painted: on a short
  // page the load event can come before the first paint, and a script or font fetched then competes
  // with it. A hidden tab paints no frame, so its scripts start at once.
  addEventListener('load', () => (document.hidden ? setTimeout(open, 0) : requestAnimationFrame(() => setTimeout(open, 0))), { once: true });
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
  let inline;
  const afterPaintHref = () => {
    const href = inline.dataset.href;
    return href.startsWith('/assets/') && href.endsWith('.css') ? href.slice(0, -4) + '.after-paint.css' : href;
  };
  let linked;
  const linkWhole = () =>
    (linked ??= new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.dataset.whole = '';
      link.href = afterPaintHref();
      link.onload = link.onerror = resolve;
      inline.after(link);
    }));
  const ownStylesheet = () => document.head.querySelector('link[rel="stylesheet"]:not([data-whole])');
  const groupKey = (rule, prefix) =>
    rule instanceof CSSLayerBlockRule ? prefix + '@layer ' + rule.name + '>'
    : rule instanceof CSSMediaRule ? prefix + '@media ' + rule.conditionText + '>'
    : rule instanceof CSSSupportsRule ? prefix + '@supports ' + rule.conditionText + '>'
    : '';
  const ruleKey = (rule, prefix) =>
    rule instanceof CSSStyleRule ? prefix + rule.selectorText : rule instanceof CSSKeyframesRule ? '@keyframes ' + rule.name : '';
  const keysOf = (rules, prefix, keys) => {
    for (const rule of rules) {
      const group = groupKey(rule, prefix);
      if (group) keysOf(rule.cssRules, group, keys);
      else keys.add(ruleKey(rule, prefix));
    }
    return keys;
  };
  const faces = [];
  const prune = (sheet, have, prefix) => {
    for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
      const rule = sheet.cssRules[i];
      const group = groupKey(rule, prefix);
      if (group) {
        prune(rule, have, group);
        if (rule.cssRules.length === 0 && !(rule instanceof CSSLayerBlockRule)) sheet.deleteRule(i);
        continue;
      }
      if (rule instanceof CSSFontFaceRule) {
        const d = rule.style;
        const value = (name, otherwise) => d.getPropertyValue(name) || otherwise;
        faces.push(new FontFace(value('font-family').replace(/^["']|["']$/g, ''), value('src'), { weight: value('font-weight', 'normal'), style: value('font-style', 'normal'), display: value('font-display', 'auto') }));
      } else if (!(rule instanceof CSSPropertyRule)) {
        const key = ruleKey(rule, prefix);
        if (!key || !have.has(key)) continue;
      }
      sheet.deleteRule(i);
    }
  };
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // The parts of a long page below the first screen (the below-fold class) skip their layout while
  // they are away from the screen, so the web fonts' relayout covers the first screen only. Once the
  // fonts are in they are laid out one per frame: scrolling then finds them ready, and tools that
  // read the page's colours (axe) see them laid out. So are those a later page brings in (a link
  // followed in the browser), after the page has painted.
  let fontsIn = Promise.resolve();
  let showing = false;
  const showBelowFold = async () => {
    if (showing) return;
    showing = true;
    for (let part; (part = document.querySelector('.below-fold:not([data-shown])')); ) {
      await nextFrame();
      part.setAttribute('data-shown', '');
    }
    showing = false;
  };
  const showBelowFoldFromNowOn = () => {
    showBelowFold();
    new MutationObserver(showBelowFold).observe(document.body, { childList: true, subtree: true });
  };
  const restOfStylesheet = async () => {
    const text = await (await fetch(afterPaintHref())).text();
    await task();
    const rest = new CSSStyleSheet();
    rest.replaceSync(text);
    await task();
    prune(rest, keysOf(inline.sheet.cssRules, '', new Set()), '');
    await task();
    if (linked) return;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, rest];
    const watch = new MutationObserver(() => {
      if (!ownStylesheet()) return;
      watch.disconnect();
      linkWhole().then(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== rest)));
    });
    watch.observe(document.head, { childList: true });
    fontsIn = Promise.allSettled(faces.map((face) => face.load())).then(() => {
      for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
    });
  };
  const wholeStylesheet = () => {
    inline = document.querySelector('style[data-href]');
    if (!inline) return;
    return registered && 'adoptedStyleSheets' in document && !ownStylesheet() ? restOfStylesheet().catch(linkWhole) : linkWhole();
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
        Promise.resolve(styled)
          .then(() => fontsIn)
          .then(showBelowFoldFromNowOn);
        return styled;
      }),
    // The page's script files evaluated one per task, in the order of its preloads: all at once
    // they held a phone's main thread for 100-150 ms at 4x CPU. The entry, which hydrates, is not
    // among them; the boot script imports it last.
    evaluate: async (hrefs) => {
      for (const href of hrefs) {
        await import(href);
        await task();
      }
    },
    ready: false,
    hydrated() {
      window.__shopScripts.ready = true;
      removeEventListener('click', remember, true);
      // In a task of its own: React is still committing here, and a tap inside a part that
      // hydrates later (components/layout/hydrate-later.tsx) must hydrate that part first.
      task().then(() => {
        for (const button of early.splice(0)) button.click();
      });
    },
  };
})();`.replace(/\n\s*/g, '\n');
}

type PropertyRegistration = [name: string, syntax: string, inherits: boolean, initialValue: string | null];

/** The stylesheet's @property rules (Tailwind writes them as syntax, inherits, then initial-value). */
export function propertyRegistrations(css: string): PropertyRegistration[] {
  return [...css.matchAll(/@property (--[\w-]+)\{syntax:"([^"]*)";inherits:(true|false)(?:;initial-value:([^}]*))?\}/g)].map(
    ([, name, syntax, inherits, initialValue]) => [name, syntax, inherits === 'true', initialValue ?? null],
  );
}

let gate = { css: '', text: gateText([]) };

/** The gate for pages carrying (part of) the stylesheet `css`; the same text for every page. */
export function scriptGate(css: string): string {
  if (gate.css !== css) gate = { css, text: gateText(propertyRegistrations(css)) };
  return gate.text;
}
