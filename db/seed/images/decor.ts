// Props and finishing touches shared by every scene: arches, vignettes,
// drape folds, tassels, marigolds, bangles, jhumkas, diyas and leaves.
import { darken, f, GOLD, lighten, type Rng, type Svg } from './util.ts';

/** Mughal (pointed, ogee-topped) arch: base from x0..x1 at y=bottom, springing at `spring`, apex at `apex`. */
export function archPath(x0: number, x1: number, bottom: number, spring: number, apex: number): string {
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  return (
    `M${f(x0)},${f(bottom)}L${f(x0)},${f(spring)}` +
    `C${f(x0)},${f(spring - (spring - apex) * 0.55)} ${f(cx - w * 0.3)},${f(apex + (spring - apex) * 0.32)} ${f(cx)},${f(apex)}` +
    `C${f(cx + w * 0.3)},${f(apex + (spring - apex) * 0.32)} ${f(x1)},${f(spring - (spring - apex) * 0.55)} ${f(x1)},${f(spring)}` +
    `L${f(x1)},${f(bottom)}Z`
  );
}

/** Dark radial vignette over a w x h canvas. */
export function vignette(svg: Svg, w: number, h: number, strength = 0.35, cy = 0.45): string {
  const g = svg.radial(
    [
      [0.55, '#140806', 0],
      [1, '#140806', strength],
    ],
    0.5,
    cy,
    0.75,
  );
  return `<rect width="${w}" height="${h}" fill="${g}"/>`;
}

/** Soft diagonal window light from the top left. */
export function windowLight(svg: Svg, w: number, h: number, strength = 0.16): string {
  const g = svg.linear(
    [
      [0, '#fff6e0', strength],
      [0.5, '#fff6e0', 0],
      [1, '#fff6e0', 0],
    ],
    0,
    0,
    1,
    1,
  );
  return `<rect width="${w}" height="${h}" fill="${g}"/>`;
}

/** Vertical drape folds: soft dark and light bands that wander down the canvas. */
export function folds(svg: Svg, rng: Rng, w: number, h: number, count: number, strength = 0.22): string {
  const dark = svg.linear(
    [
      [0, '#1a0d08', 0],
      [0.5, '#1a0d08', strength],
      [1, '#1a0d08', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const light = svg.linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', strength * 0.55],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    0,
  );
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = (w / count) * (i + rng.range(0.1, 0.7));
    const bw = rng.range(0.25, 0.55) * (w / count);
    const sway = rng.range(-60, 60);
    const d =
      `M${f(x)},-20C${f(x + sway)},${f(h * 0.35)} ${f(x - sway)},${f(h * 0.65)} ${f(x + sway * 0.5)},${f(h + 20)}` +
      `L${f(x + bw + sway * 0.5)},${f(h + 20)}C${f(x + bw - sway)},${f(h * 0.65)} ${f(x + bw + sway)},${f(h * 0.35)} ${f(x + bw)},-20Z`;
    s += `<path d="${d}" fill="${i % 2 ? light : dark}"/>`;
  }
  return s;
}

/** A latkan (tassel) hanging from (x, y). */
export function tassel(x: number, y: number, len: number, color: string): string {
  const body = y + len;
  let s = `<path d="M${f(x)},${f(y)}L${f(x)},${f(body - 60)}" stroke="${GOLD.deep}" stroke-width="4"/>`;
  s += `<circle cx="${f(x)}" cy="${f(body - 84)}" r="11" fill="${GOLD.mid}" stroke="${GOLD.deep}" stroke-width="2"/>`;
  s += `<path d="M${f(x - 10)},${f(body - 64)}L${f(x + 10)},${f(body - 64)}L${f(x + 30)},${f(body + 60)}L${f(x - 30)},${f(body + 60)}Z" fill="${color}"/>`;
  for (let i = -3; i <= 3; i++)
    s += `<path d="M${f(x + i * 3)},${f(body - 60)}L${f(x + i * 9.5)},${f(body + 58)}" stroke="${darken(color, 0.3)}" stroke-width="2" opacity="0.6"/>`;
  s += `<path d="M${f(x - 14)},${f(body - 70)}L${f(x + 14)},${f(body - 70)}L${f(x + 12)},${f(body - 52)}L${f(x - 12)},${f(body - 52)}Z" fill="${GOLD.light}" stroke="${GOLD.deep}" stroke-width="2"/>`;
  return s;
}

/** Marigold (genda) bloom. */
export function marigold(x: number, y: number, r: number, color = '#f39a1e'): string {
  const deep = darken(color, 0.25);
  let s = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${deep}"/>`;
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (0.95 - ring * 0.28);
    const n = 12 - ring * 3;
    const c = ring % 2 ? lighten(color, 0.15) : color;
    for (let i = 0; i < n; i++) {
      const a = (Math.PI * 2 * (i + ring * 0.5)) / n;
      s += `<circle cx="${f(x + Math.cos(a) * rr * 0.62)}" cy="${f(y + Math.sin(a) * rr * 0.62)}" r="${f(rr * 0.38)}" fill="${c}"/>`;
    }
  }
  return s + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.14)}" fill="${deep}"/>`;
}

/** A leaf pointing along angle `a` (degrees). */
export function leaf(x: number, y: number, len: number, a: number, color = '#3f6b3a'): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><path d="M0,0C${f(len * 0.3)},${f(-len * 0.28)} ${f(len * 0.75)},${f(-len * 0.2)} ${f(len)},0C${f(len * 0.75)},${f(len * 0.2)} ${f(len * 0.3)},${f(len * 0.28)} 0,0Z" fill="${color}"/>` +
    `<path d="M0,0L${f(len * 0.9)},0" stroke="${lighten(color, 0.3)}" stroke-width="${f(len * 0.03)}"/></g>`
  );
}

/** A stack of bangles seen from above. */
export function bangles(x: number, y: number, r: number, colors: string[]): string {
  let s = `<circle cx="${f(x + 8)}" cy="${f(y + 10)}" r="${f(r)}" fill="none" stroke="#1a0d08" stroke-opacity="0.18" stroke-width="${f(r * 0.3)}"/>`;
  colors.forEach((c, i) => {
    const rr = r - i * r * 0.1;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="none" stroke="${c}" stroke-width="${f(r * 0.085)}"/>`;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${f(r * 0.02)}" stroke-dasharray="${f(r * 0.04)} ${f(r * 0.08)}"/>`;
  });
  return s;
}

/** A jhumka earring (dome with bead fringe), hanging from (x, y). */
export function jhumka(x: number, y: number, s: number, stone: string): string {
  let out =
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.16)}" fill="${stone}" stroke="${GOLD.mid}" stroke-width="${f(s * 0.05)}"/>` +
    `<path d="M${f(x)},${f(y + s * 0.16)}L${f(x)},${f(y + s * 0.36)}" stroke="${GOLD.deep}" stroke-width="${f(s * 0.04)}"/>` +
    `<path d="M${f(x - s * 0.42)},${f(y + s * 0.9)}C${f(x - s * 0.4)},${f(y + s * 0.45)} ${f(x - s * 0.15)},${f(y + s * 0.34)} ${f(x)},${f(y + s * 0.34)}C${f(x + s * 0.15)},${f(y + s * 0.34)} ${f(x + s * 0.4)},${f(y + s * 0.45)} ${f(x + s * 0.42)},${f(y + s * 0.9)}Z" fill="${GOLD.mid}" stroke="${GOLD.deep}" stroke-width="${f(s * 0.03)}"/>` +
    `<path d="M${f(x - s * 0.3)},${f(y + s * 0.62)}Q${f(x)},${f(y + s * 0.48)} ${f(x + s * 0.3)},${f(y + s * 0.62)}" fill="none" stroke="${GOLD.pale}" stroke-width="${f(s * 0.04)}"/>`;
  for (let i = -3; i <= 3; i++)
    out += `<circle cx="${f(x + i * s * 0.13)}" cy="${f(y + s * 0.98)}" r="${f(s * 0.055)}" fill="${i % 2 ? stone : GOLD.pale}"/>`;
  return out;
}

/** A clay diya with flame; (x, y) is the bottom of the bowl. */
export function diya(x: number, y: number, s: number): string {
  const flame = (k: number) =>
    `M${f(x)},${f(y - s * 0.22 - s * 0.75 * k)}C${f(x + s * 0.2 * k)},${f(y - s * 0.22 - s * 0.42 * k)} ${f(x + s * 0.16 * k)},${f(y - s * 0.24)} ${f(x)},${f(y - s * 0.24)}` +
    `C${f(x - s * 0.16 * k)},${f(y - s * 0.24)} ${f(x - s * 0.2 * k)},${f(y - s * 0.22 - s * 0.42 * k)} ${f(x)},${f(y - s * 0.22 - s * 0.75 * k)}Z`;
  return (
    `<ellipse cx="${f(x)}" cy="${f(y - s * 0.55)}" rx="${f(s * 0.7)}" ry="${f(s * 0.8)}" fill="#ffcf6b" opacity="0.18"/>` +
    `<path d="${flame(1)}" fill="#ffa726"/><path d="${flame(0.6)}" fill="#fff1b8"/>` +
    `<path d="M${f(x - s * 0.6)},${f(y - s * 0.22)}L${f(x + s * 0.6)},${f(y - s * 0.22)}C${f(x + s * 0.5)},${f(y + s * 0.3)} ${f(x - s * 0.5)},${f(y + s * 0.3)} ${f(x - s * 0.6)},${f(y - s * 0.22)}Z" fill="#b5542a"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - s * 0.22)}" rx="${f(s * 0.6)}" ry="${f(s * 0.1)}" fill="#d9793d"/>` +
    `<path d="M${f(x - s * 0.45)},${f(y - s * 0.02)}L${f(x + s * 0.45)},${f(y - s * 0.02)}" stroke="${GOLD.light}" stroke-width="${f(s * 0.04)}" stroke-dasharray="${f(s * 0.06)} ${f(s * 0.06)}"/>`
  );
}

/** A rose petal. */
export function petal(x: number, y: number, r: number, a: number, color: string): string {
  return `<path d="M0,0C${f(r * 0.6)},${f(-r * 0.8)} ${f(r * 1.4)},${f(-r * 0.3)} ${f(r)},${f(r * 0.5)}C${f(r * 0.6)},${f(r * 0.9)} ${f(-r * 0.1)},${f(r * 0.5)} 0,0Z" fill="${color}" transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"/>`;
}

/** Marigold garland (toran string) hanging between two points, sagging by `sag`. */
export function garland(x0: number, y0: number, x1: number, y1: number, sag: number, r: number, colors: string[]): string {
  let s = '';
  const n = Math.max(4, Math.round(Math.hypot(x1 - x0, y1 - y0) / (r * 1.45)));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
    s += marigold(x, y, r, colors[i % colors.length]);
  }
  return s;
}
