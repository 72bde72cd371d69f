import { webFontsCached } from './web-fonts-cookie';

/**
 * What the browser does before React hydrates the page (app/entry.client.tsx).
 *
 * The page carries only the styles its own HTML uses (app/server/render/page-styles.server.ts).
 * Before React starts, the rest of the shop's stylesheet is added (a cached file, named after the
 * inline style's data-href), so whatever React then shows (the cart drawer, another page) is styled.
 * The rest is the file less every rule the inline part already has, as a constructed stylesheet, so
 * adding it restyles no element on the page; where that cannot be done (an older browser, the
 * admin's own stylesheet) the whole file goes in as a <link> right after the inline part, so the
 * cascade keeps its order. @property rules are registered by the page's first script
 * (app/lib/early-start.ts) and left out here.
 *
 * The web fonts: a browser that has their files gets their faces in the inline part and paints with
 * them from the first frame. Otherwise the inline part declares only the size-adjusted fallback
 * faces; the web fonts' faces, read from the rest of the stylesheet, are loaded through the FontFace
 * API (so their files come after the main picture) and kept for the shopper's next page
 * (keepForTheNextPage): this page is never laid out again for them.
 */

const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The cached stylesheet without what the inline part has: app-….after-paint.css (vite/stylesheet-after-paint.ts). */
function afterPaintHref(inline: HTMLStyleElement) {
  const href = inline.dataset.href ?? '';
  return href.startsWith('/assets/') && href.endsWith('.css') ? `${href.slice(0, -4)}.after-paint.css` : href;
}

const ownStylesheet = () => document.head.querySelector('link[rel="stylesheet"]:not([data-whole])');

let linked: Promise<void> | undefined;
function linkWhole(inline: HTMLStyleElement): Promise<void> {
  linked ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.dataset.whole = '';
    link.href = afterPaintHref(inline);
    link.onload = link.onerror = () => resolve();
    inline.after(link);
  });
  return linked;
}

type GroupRule = CSSLayerBlockRule | CSSMediaRule | CSSSupportsRule;

function groupKey(rule: CSSRule, prefix: string): string {
  if (rule instanceof CSSLayerBlockRule) return `${prefix}@layer ${rule.name}>`;
  if (rule instanceof CSSMediaRule) return `${prefix}@media ${rule.conditionText}>`;
  if (rule instanceof CSSSupportsRule) return `${prefix}@supports ${rule.conditionText}>`;
  return '';
}

function ruleKey(rule: CSSRule, prefix: string): string {
  if (rule instanceof CSSStyleRule) return prefix + rule.selectorText;
  if (rule instanceof CSSKeyframesRule) return `@keyframes ${rule.name}`;
  return '';
}

function keysOf(rules: CSSRuleList, prefix: string, keys: Set<string>): Set<string> {
  for (const rule of rules) {
    const group = groupKey(rule, prefix);
    if (group) keysOf((rule as GroupRule).cssRules, group, keys);
    else keys.add(ruleKey(rule, prefix));
  }
  return keys;
}

/** Removes from `sheet` every rule the inline part has, every @property rule, and the font faces (collected into `faces`). */
function prune(sheet: CSSStyleSheet | GroupRule, have: Set<string>, prefix: string, faces: FontFace[]) {
  for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
    const rule = sheet.cssRules[i];
    const group = groupKey(rule, prefix);
    if (group) {
      prune(rule as GroupRule, have, group, faces);
      if ((rule as GroupRule).cssRules.length === 0 && !(rule instanceof CSSLayerBlockRule)) sheet.deleteRule(i);
      continue;
    }
    if (rule instanceof CSSFontFaceRule) {
      const value = (name: string, otherwise = '') => rule.style.getPropertyValue(name) || otherwise;
      faces.push(
        new FontFace(value('font-family').replace(/^["']|["']$/g, ''), value('src'), {
          weight: value('font-weight', 'normal'),
          style: value('font-style', 'normal'),
          display: value('font-display', 'auto') as FontDisplay,
        }),
      );
    } else if (!(rule instanceof CSSPropertyRule)) {
      const key = ruleKey(rule, prefix);
      if (!key || !have.has(key)) continue;
    }
    sheet.deleteRule(i);
  }
}

/**
 * The web fonts' faces, loaded on a page painted without them. Added now they would lay out every
 * line of the page again (one task of about 100 ms on a mid-range phone): they go in as the shopper
 * leaves for another page (the Navigation API's `navigate`, which React Router's links fire), so the
 * next page is drawn with them. A browser without that API takes them at once.
 */
function keepForTheNextPage(faces: FontFace[]) {
  const add = () => faces.forEach((face) => face.status === 'loaded' && document.fonts.add(face));
  if ('navigation' in window) window.navigation.addEventListener('navigate', add, { once: true });
  else add();
}

/** Adds the rest of the stylesheet, and loads the web fonts' faces when the page has none. */
async function restOfStylesheet(inline: HTMLStyleElement, fontsInPage: boolean): Promise<void> {
  const text = await (await fetch(afterPaintHref(inline))).text();
  await task();
  const rest = new CSSStyleSheet();
  rest.replaceSync(text);
  await task();
  const faces: FontFace[] = [];
  prune(rest, keysOf(inline.sheet!.cssRules, '', new Set()), '', faces);
  await task();
  if (linked) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, rest];
  // A page whose route links the stylesheet itself (the admin) gets the whole file instead.
  const watch = new MutationObserver(() => {
    if (!ownStylesheet()) return;
    watch.disconnect();
    void linkWhole(inline).then(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== rest)));
  });
  watch.observe(document.head, { childList: true });
  if (!fontsInPage) void Promise.allSettled(faces.map((face) => face.load())).then(() => keepForTheNextPage(faces));
}

/** Adds the rest of the stylesheet and the web fonts; resolves once React may start. */
export async function wholeStylesheet(): Promise<void> {
  // The server names the faces in the page to a browser that has the files (a font file's answer set the cookie).
  const fontsInPage = webFontsCached(document.cookie);
  const inline = document.querySelector<HTMLStyleElement>('style[data-href]');
  if (!inline) return;
  const constructed = 'registerProperty' in CSS && 'adoptedStyleSheets' in document && !ownStylesheet();
  if (constructed) await restOfStylesheet(inline, fontsInPage).catch(() => linkWhole(inline));
  else await linkWhole(inline);
}
