import { LRUCache } from 'lru-cache';
import { withoutLabCopies } from '../../lib/stylesheet-lab-copies.ts';

/**
 * The part of the shop's stylesheet one page needs for its first paint: every rule whose classes
 * all appear in the page's HTML, the base styles, the fallback font faces, the theme variables, and
 * only the @property rules, Tailwind variables and keyframes those rules use. The web fonts' faces
 * are left to the whole stylesheet, which comes after the main picture: declared here, the browser
 * would fetch the font files while the picture is still on its way. A page carries this inline (about
 * a quarter of the whole stylesheet); the rest follows as a cached file when the page's scripts start
 * (app/lib/page-start.ts), before React renders anything the server did not.
 *
 * The stylesheet is Tailwind's minified output: flat rules inside @layer, @media and @supports
 * blocks, no nesting, so a small block reader is enough.
 */
type Node = { at: string; children: Node[] } | { selector: string; body: string } | { statement: string };

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n]|[\w-])+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const VAR_USE = /var\((--[\w-]+)/g;
const VAR_DECLARATION = /(--[\w-]+):([^;]*)(?:;|$)/g;

function parseBlocks(css: string, from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let i = from;
  while (i < to) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open < 0 || open >= to) {
      const rest = css.slice(i, to).trim();
      if (rest) nodes.push({ statement: rest });
      break;
    }
    if (semi >= 0 && semi < open && css[i] === '@') {
      nodes.push({ statement: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const head = css.slice(i, open).trim();
    if (head.startsWith('@') && /^@(layer|media|supports)\b/.test(head)) {
      nodes.push({ at: head, children: parseBlocks(css, open + 1, close) });
    } else {
      nodes.push({ selector: head, body: css.slice(open + 1, close) });
    }
    i = close + 1;
  }
  return nodes;
}

function matchingBrace(css: string, open: number) {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

function unescapeClass(escaped: string) {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** A rule is needed when one of its selectors names only classes the page has (or no class at all). */
function selectorMatches(selector: string, classes: ReadonlySet<string>) {
  return splitSelectors(selector).some((one) => {
    for (const [, name] of one.matchAll(CLASS_IN_SELECTOR)) if (!classes.has(unescapeClass(name))) return false;
    return true;
  });
}

/** Splits a selector list at top-level commas (not inside :is(), :where() or brackets). */
function splitSelectors(selector: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

function keepRules(nodes: Node[], classes: ReadonlySet<string>): Node[] {
  const kept: Node[] = [];
  for (const node of nodes) {
    if ('at' in node) {
      const children = keepRules(node.children, classes);
      // `@layer name{}` keeps the layer order even when empty; an empty @media or @supports goes.
      if (children.length > 0 || node.at.startsWith('@layer')) kept.push({ at: node.at, children });
    } else if ('selector' in node) {
      if (selectorMatches(node.selector, classes)) kept.push(node);
    } else kept.push(node);
  }
  return kept;
}

const print = (nodes: Node[]): string =>
  nodes.map((n) => ('at' in n ? `${n.at}{${print(n.children)}}` : 'selector' in n ? `${n.selector}{${n.body}}` : n.statement)).join('');

type Stylesheet = {
  /** Utility and base rules, in their layers and media queries. */
  rules: Node[];
  /** :root variables of the theme layer and the fallback block that gives Tailwind's own variables their start values. */
  themeVariables: Map<string, string>;
  /** The `@layer properties{@supports(...){...}}` fallback for browsers without @property. */
  propertiesFallback: { supports: string; selectors: string[]; declarations: Map<string, string> } | null;
  atProperties: Map<string, string>;
  keyframes: Map<string, string>;
  /** The fallback faces (local fonts only). */
  fontFaces: string[];
  /** The web fonts' faces, `font-display: optional`: for a browser that has their files already. */
  webFontFaces: string[];
};

function declarations(body: string) {
  return new Map([...body.matchAll(VAR_DECLARATION)].map(([, name, value]) => [name, value]));
}

function readStylesheet(full: string): Stylesheet {
  const css = withoutLabCopies(full);
  const sheet: Stylesheet = {
    rules: [],
    themeVariables: new Map(),
    propertiesFallback: null,
    atProperties: new Map(),
    keyframes: new Map(),
    fontFaces: [],
    webFontFaces: [],
  };
  let i = 0;
  const comment = css.match(/^\s*\/\*[\s\S]*?\*\//);
  if (comment) i = comment[0].length;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open < 0) break;
    if (semi >= 0 && semi < open) {
      sheet.rules.push({ statement: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const head = css.slice(i, open).trim();
    const inner = css.slice(open + 1, close);
    if (head === '@layer properties') {
      const [supports] = parseBlocks(css, open + 1, close);
      if (supports && 'at' in supports) {
        const selectors: string[] = [];
        let vars = new Map<string, string>();
        for (const child of supports.children) {
          if ('selector' in child) {
            selectors.push(child.selector);
            vars = declarations(child.body);
          }
        }
        sheet.propertiesFallback = { supports: supports.at, selectors, declarations: vars };
      }
    } else if (head === '@layer theme') {
      for (const node of parseBlocks(css, open + 1, close))
        if ('selector' in node) for (const [k, v] of declarations(node.body)) sheet.themeVariables.set(k, v);
    } else if (head.startsWith('@property ')) {
      sheet.atProperties.set(head.slice('@property '.length).trim(), css.slice(i, close + 1));
    } else if (head.startsWith('@keyframes ')) {
      sheet.keyframes.set(head.slice('@keyframes '.length).trim(), css.slice(i, close + 1));
    } else if (head === '@font-face') {
      // The faces of local fonts (the size-adjusted fallbacks) go in every page; a face with a url() is
      // a web font, named only to a browser that has its file (`optional`: used if it is there for
      // the first frame, never swapped in later, which would lay out every line again).
      const face = css.slice(i, close + 1);
      if (!inner.includes('url(')) sheet.fontFaces.push(face);
      else sheet.webFontFaces.push(face.replace(/;?font-display:[\w-]+/, '').replace(/\}$/, ';font-display:optional}'));
    } else if (head.startsWith('@')) {
      sheet.rules.push({ at: head, children: parseBlocks(css, open + 1, close) });
    } else {
      sheet.rules.push({ selector: head, body: inner });
    }
    i = close + 1;
  }
  return sheet;
}

/** Every custom property `css` reads, following theme variables that read others. */
function usedVariables(css: string, theme: Map<string, string>) {
  const used = new Set<string>();
  const queue = [...css.matchAll(VAR_USE)].map((m) => m[1]);
  // Tailwind sets its --tw-* variables in utilities and reads them in the same or other rules.
  for (const [, name] of css.matchAll(/(--tw-[\w-]+):/g)) queue.push(name);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    const value = theme.get(name);
    if (value) for (const [, next] of value.matchAll(VAR_USE)) queue.push(next);
  }
  return used;
}

function subset(sheet: Stylesheet, classes: ReadonlySet<string>) {
  const rules = print(keepRules(sheet.rules, classes));
  const used = usedVariables(rules, sheet.themeVariables);
  // Every theme variable (a few hundred bytes), used or not: the rest of the stylesheet, which the script
  // gate adds after the first paint, then leaves :root as it is. A change there restyles every element.
  const theme = [...sheet.themeVariables].map(([name, value]) => `${name}:${value}`);
  const animated = rules + theme.join(';');
  const keyframes = [...sheet.keyframes].filter(([name]) => new RegExp(`[\\s:,]${name}[\\s;,}]`).test(animated)).map(([, text]) => text);
  const fallback = sheet.propertiesFallback;
  const fallbackVars = fallback ? [...fallback.declarations].filter(([name]) => used.has(name)).map(([n, v]) => `${n}:${v}`) : [];
  return [
    fallback && fallbackVars.length > 0
      ? `@layer properties{${fallback.supports}{${fallback.selectors.map((s) => `${s}{${fallbackVars.join(';')}}`).join('')}}}`
      : '',
    `@layer theme{:root,:host{${theme.join(';')}}}`,
    rules,
    ...keyframes,
    ...sheet.fontFaces,
    ...[...sheet.atProperties].filter(([name]) => used.has(name)).map(([, text]) => text),
  ].join('');
}

/**
 * Calls `each` with the value of every class attribute of a document's HTML, as React writes them.
 * The HTML may come in pieces cut between tags.
 */
function forEachClassAttribute(html: string | readonly string[], each: (value: string) => void) {
  for (const piece of typeof html === 'string' ? [html] : html) for (const found of piece.matchAll(CLASS_ATTRIBUTE)) each(found[1]);
}

/** The class names of one class attribute's value. */
function attributeClasses(value: string): string[] {
  // Entities are decoded only in the rare attribute that has one.
  const text = value.includes('&') ? decodeEntities(value) : value;
  return text.split(/\s+/).filter(Boolean);
}

/** The classes a document's HTML uses (in class attributes, as React writes them). */
export function documentClasses(html: string): Set<string> {
  const classes = new Set<string>();
  forEachClassAttribute(html, (value) => {
    for (const name of attributeClasses(value)) classes.add(name);
  });
  return classes;
}

const decodeEntities = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * The stylesheet's class names, numbered, and what each class attribute of the shop's markup maps
 * to: only classes a selector names change the page's styles, so a page is keyed by which of them
 * its HTML uses (a bit each). The shop's components write the same attribute values on every page,
 * so an attribute is split and looked up once, not on every render.
 */
type ClassIndex = { ids: Map<string, number>; names: string[]; attributes: Map<string, number[]> };

const MAX_REMEMBERED_ATTRIBUTES = 5000;

function classIndex(sheet: Stylesheet): ClassIndex {
  const ids = new Map<string, number>();
  const collect = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('at' in node) collect(node.children);
      else if ('selector' in node)
        for (const [, name] of node.selector.matchAll(CLASS_IN_SELECTOR)) {
          const plain = unescapeClass(name);
          if (!ids.has(plain)) ids.set(plain, ids.size);
        }
    }
  };
  collect(sheet.rules);
  return { ids, names: [...ids.keys()], attributes: new Map() };
}

/** Which of the stylesheet's classes `html` uses, as a key (its bits) and as a set. */
function usedClasses(index: ClassIndex, html: string | readonly string[]) {
  const bits = new Uint32Array(Math.ceil(index.ids.size / 32) || 1);
  forEachClassAttribute(html, (value) => {
    let ids = index.attributes.get(value);
    if (!ids) {
      ids = attributeClasses(value).flatMap((name) => index.ids.get(name) ?? []);
      // Bounded: markup built from data could write ever new values.
      if (index.attributes.size >= MAX_REMEMBERED_ATTRIBUTES) index.attributes.clear();
      index.attributes.set(value, ids);
    }
    for (const id of ids) bits[id >>> 5] |= 1 << (id & 31);
  });
  const key = bits.join(',');
  const classes = () => new Set(index.names.filter((_name, id) => bits[id >>> 5] & (1 << (id & 31))));
  return { key, classes };
}

const sheets = new Map<string, { sheet: Stylesheet; index: ClassIndex }>();
const subsets = new LRUCache<string, string>({ max: 500 });

/**
 * The styles a document needs for its first paint, from the shop's whole stylesheet `css`.
 * Pages of one kind use the same classes, so the answer is remembered per set of used classes.
 * `webFonts`: the browser has the web fonts' files (app/lib/web-fonts.ts), so their faces are named too.
 */
export function pageStyles(css: string, html: string | readonly string[], webFonts = false): string {
  let read = sheets.get(css);
  if (!read) {
    // One stylesheet in production; in development it changes with every edit.
    sheets.clear();
    subsets.clear();
    const sheet = readStylesheet(css);
    read = { sheet, index: classIndex(sheet) };
    sheets.set(css, read);
  }
  const { key, classes } = usedClasses(read.index, html);
  let styles = subsets.get(key);
  if (styles === undefined) {
    styles = subset(read.sheet, classes());
    subsets.set(key, styles);
  }
  return webFonts ? styles + read.sheet.webFontFaces.join('') : styles;
}
