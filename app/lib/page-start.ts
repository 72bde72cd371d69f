import { WEB_FONT_FILES } from './web-fonts';

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
 * The web fonts come after the main picture: the inline part declares only the size-adjusted
 * fallback faces; the two font files are preloaded here, and their faces come with the rest of the
 * stylesheet. No text uses them until data-fonts says so (app/app.css): once they are loaded, the
 * first screen is switched to them one part a frame, and the whole page last.
 */

const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function preloadFonts() {
  for (const href of WEB_FONT_FILES) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

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

/** Removes from `sheet` every rule the inline part has, and every @property rule. */
function prune(sheet: CSSStyleSheet | GroupRule, have: Set<string>, prefix: string) {
  for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
    const rule = sheet.cssRules[i];
    const group = groupKey(rule, prefix);
    if (group) {
      prune(rule as GroupRule, have, group);
      if ((rule as GroupRule).cssRules.length === 0 && !(rule instanceof CSSLayerBlockRule)) sheet.deleteRule(i);
      continue;
    }
    if (!(rule instanceof CSSPropertyRule)) {
      const key = ruleKey(rule, prefix);
      if (!key || !have.has(key)) continue;
    }
    sheet.deleteRule(i);
  }
}

/**
 * The parts of a long page below the first screen (the below-fold class) skip their layout while
 * they are away from the screen, so the web fonts' relayout covers the first screen only. Once the
 * fonts are in they are laid out one per frame: scrolling then finds them ready, and tools that read
 * the page's colours (axe) see them laid out. So are those a later page brings in.
 */
let showing = false;
async function showBelowFold() {
  if (showing) return;
  showing = true;
  for (let part; (part = document.querySelector('.below-fold:not([data-shown])'));) {
    await nextFrame();
    part.setAttribute('data-shown', '');
  }
  showing = false;
}

/**
 * The parts of the first screen, in page order: the children of <body> and <main>, looked into while
 * larger than 80 elements or without a box of their own (display: contents). A part below the fold
 * whose lines the browser lays out (near the screen, as the first one often is) is one of them: else
 * marking <html> would lay out its lines again, half of the first screen's. The others are laid out
 * later, with the web fonts from the start; hidden ones, not at all.
 */
function firstScreenParts(root: Element = document.body, parts: Element[] = []): Element[] {
  for (const child of root.children) {
    const boxless = child.getClientRects().length === 0;
    if (child.matches('script,style,link') || (boxless && getComputedStyle(child).display !== 'contents') || awayFromScreen(child))
      continue;
    if (boxless || child.tagName === 'MAIN' || child.getElementsByTagName('*').length > 80) firstScreenParts(child, parts);
    else parts.push(child);
  }
  return parts;
}

/** A part below the fold whose content the browser skips for now (content-visibility: auto, away from the screen). */
const awayFromScreen = (part: Element) =>
  part.matches('.below-fold:not([data-shown])') && part.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === false;

/**
 * Sets the page in the web fonts, once their faces are loaded: the first screen one part a frame,
 * then the whole page (and whatever React shows later) through data-fonts on <html>.
 */
async function useWebFonts() {
  // Found once the faces' arrival has been laid out (finding them reads the layout) and the page has
  // come alive (hydration may have replaced a part).
  await nextFrame();
  const parts = firstScreenParts();
  for (const part of parts) {
    await nextFrame();
    part.setAttribute('data-fonts', '');
  }
  await nextFrame();
  // The parts keep their mark: taking it away would make the browser lay out their lines again.
  document.documentElement.setAttribute('data-fonts', '');
}

/** Adds the rest of the stylesheet; resolves with the promise of the web fonts' faces. */
async function restOfStylesheet(inline: HTMLStyleElement): Promise<{ fontsIn: Promise<void> }> {
  const text = await (await fetch(afterPaintHref(inline))).text();
  await task();
  const rest = new CSSStyleSheet();
  rest.replaceSync(text);
  await task();
  prune(rest, keysOf(inline.sheet!.cssRules, '', new Set()), '');
  await task();
  if (linked) return { fontsIn: Promise.resolve() };
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, rest];
  // A page whose route links the stylesheet itself (the admin) gets the whole file instead.
  const watch = new MutationObserver(() => {
    if (!ownStylesheet()) return;
    watch.disconnect();
    void linkWhole(inline).then(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== rest)));
  });
  watch.observe(document.head, { childList: true });
  // The web fonts' faces, from the rest of the stylesheet (preloaded files): loaded now, used once data-fonts says so.
  const fontsIn = Promise.allSettled([...document.fonts].map((face) => face.load())).then(useWebFonts);
  return { fontsIn };
}

/** Adds the rest of the stylesheet and the web fonts; resolves once React may start. */
export async function wholeStylesheet(): Promise<void> {
  preloadFonts();
  const inline = document.querySelector<HTMLStyleElement>('style[data-href]');
  let fontsIn: Promise<void> = Promise.resolve();
  if (inline) {
    const constructed = 'registerProperty' in CSS && 'adoptedStyleSheets' in document && !ownStylesheet();
    if (constructed) ({ fontsIn } = await restOfStylesheet(inline).catch(() => linkWhole(inline).then(() => ({ fontsIn }))));
    else await linkWhole(inline);
  }
  // With the whole file linked (the admin, an older browser), its own faces come as the text asks for them.
  if (!inline || linked) document.documentElement.setAttribute('data-fonts', '');
  void fontsIn.then(() => {
    void showBelowFold();
    new MutationObserver(() => void showBelowFold()).observe(document.body, { childList: true, subtree: true });
  });
}
