// Small helpers shared by the seed image generators: a seeded random source,
// colour arithmetic and an SVG document builder. Everything here is
// deterministic: the same seed always yields the same picture.

export type Palette = [string, string, string];

export type Rng = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** FNV-1a 32-bit hash of a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 generator seeded from a string or number. */
export function makeRng(seed: string | number): Rng {
  let a = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------- colour

export function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours, t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1a0d08', t);

/** Relative luminance in 0..1. */
export function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Push `c` away from `against` until their luminances differ by at least `gap`. */
export function ensureContrast(c: string, against: string, gap = 0.18): string {
  let out = c;
  const towardsLight = luminance(against) < 0.4;
  for (let i = 0; i < 8 && Math.abs(luminance(out) - luminance(against)) < gap; i++) {
    out = towardsLight ? lighten(out, 0.25) : darken(out, 0.25);
  }
  return out;
}

/** Zari (metallic gold thread) tones. */
export const GOLD = { deep: '#8a5a12', mid: '#c9952e', light: '#f2d68a', pale: '#fbeec4' };
export const IVORY = '#fbf4e8';

// ---------------------------------------------------------------- svg

/** Short number formatting keeps the SVG source small. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export type Pt = [number, number];
/** A line segment [x, y] or cubic segment [c1x, c1y, c2x, c2y, x, y]. */
export type Seg = [number, number] | [number, number, number, number, number, number];

/**
 * Builds a closed path that is symmetric about x = axis. The left half is given
 * as a start point plus segments running top to bottom; `bottom` joins the left
 * end to its mirror (raw path commands, ending at the mirrored end point) and
 * `top` (optional) joins the mirrored start back to the start.
 */
export function symPath(start: Pt, segs: Seg[], opts: { bottom?: string; top?: string; axis?: number } = {}): string {
  const axis = opts.axis ?? 600;
  const m = (x: number) => f(2 * axis - x);
  const pts: Pt[] = [start];
  let d = `M${f(start[0])},${f(start[1])}`;
  for (const s of segs) {
    if (s.length === 2) {
      d += `L${f(s[0])},${f(s[1])}`;
      pts.push([s[0], s[1]]);
    } else {
      d += `C${f(s[0])},${f(s[1])} ${f(s[2])},${f(s[3])} ${f(s[4])},${f(s[5])}`;
      pts.push([s[4], s[5]]);
    }
  }
  const end = pts[pts.length - 1];
  d += opts.bottom ?? `L${m(end[0])},${f(end[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const p = pts[i];
    if (s.length === 2) d += `L${m(p[0])},${f(p[1])}`;
    else d += `C${m(s[2])},${f(s[3])} ${m(s[0])},${f(s[1])} ${m(p[0])},${f(p[1])}`;
  }
  d += opts.top ?? '';
  return d + 'Z';
}

/** Mirror transform about x = axis, for drawing the right sleeve from the left one. */
export const mirrorX = (axis = 600) => `matrix(-1 0 0 1 ${2 * axis} 0)`;

/** Collects defs and drawing content with collision-free ids. */
export class Svg {
  width: number;
  height: number;
  defs: string[] = [];
  body: string[] = [];
  private counter = 0;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** Horizontal/vertical/diagonal linear gradient; stops are [offset, colour, opacity?]. */
  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const id = this.uid('lg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>` +
        stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
        `</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5, userSpace = false): string {
    const id = this.uid('rg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}>` +
        stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
        `</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = this.uid('cp');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
