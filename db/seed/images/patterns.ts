// Textile motifs rendered as SVG <pattern> tiles: buti, paisley, ikat,
// leheriya, bandhani, block print, jaal and friends, plus zari (gold) borders.
import { f, GOLD, makeRng, type Svg } from './util.ts';

export type PatternKind =
  'buti' | 'paisley' | 'stripes' | 'leheriya' | 'ikat' | 'chevron' | 'blockprint' | 'bandhani' | 'checks' | 'jaal' | 'floral' | 'chikan';

export const PATTERN_KINDS: PatternKind[] = [
  'buti',
  'paisley',
  'stripes',
  'leheriya',
  'ikat',
  'chevron',
  'blockprint',
  'bandhani',
  'checks',
  'jaal',
  'floral',
  'chikan',
];

/** base = ground colour, motif = main print colour, accent = small details, fine = hairlines. */
export type FabricColors = { base: string; motif: string; accent: string; fine: string };

// ------------------------------------------------------------ motif shapes

/** Five (or n) petal flower centred on (cx, cy). */
export function flower(cx: number, cy: number, r: number, petal: string, centre: string, n = 5, rot = 0): string {
  let s = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})">`;
  for (let i = 0; i < n; i++) {
    s += `<ellipse cx="0" cy="${f(-r * 0.55)}" rx="${f(r * 0.3)}" ry="${f(r * 0.5)}" fill="${petal}" transform="rotate(${f((360 / n) * i)})"/>`;
  }
  return s + `<circle r="${f(r * 0.26)}" fill="${centre}"/></g>`;
}

const PAISLEY =
  'M0,0.95C-0.48,0.95 -0.64,0.52 -0.58,0.16C-0.5,-0.3 -0.06,-0.46 0.16,-0.72C0.27,-0.86 0.28,-0.98 0.2,-1.1' +
  'C0.56,-0.96 0.64,-0.44 0.58,0.04C0.52,0.56 0.36,0.95 0,0.95Z';

/** Paisley (kairi) of height ~2r with an inner outline and a flower in the bulb. */
export function paisley(cx: number, cy: number, r: number, rot: number, c: FabricColors): string {
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot}) scale(${f(r)})">` +
    `<path d="${PAISLEY}" fill="${c.motif}"/>` +
    `<path d="${PAISLEY}" fill="none" stroke="${c.accent}" stroke-width="0.07" transform="translate(0 0.2) scale(0.62)"/>` +
    `<path d="${PAISLEY}" fill="none" stroke="${c.fine}" stroke-width="0.035" transform="scale(1.18)"/>` +
    flower(0, 0.42, 0.36, c.accent, c.fine, 6) +
    `</g>`
  );
}

/** Lotus: three pointed petals over a shallow cup. */
export function lotus(cx: number, cy: number, r: number, petal: string, inner: string, rot = 0): string {
  const p = (a: number, w: number, h: number, fill: string) =>
    `<path d="M0,0C${f(-w)},${f(-h * 0.45)} ${f(-w * 0.4)},${f(-h * 0.9)} 0,${f(-h)}C${f(w * 0.4)},${f(-h * 0.9)} ${f(w)},${f(-h * 0.45)} 0,0Z" fill="${fill}" transform="rotate(${a})"/>`;
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})">` +
    p(-58, r * 0.3, r * 0.8, petal) +
    p(58, r * 0.3, r * 0.8, petal) +
    p(-28, r * 0.34, r * 0.95, petal) +
    p(28, r * 0.34, r * 0.95, petal) +
    p(0, r * 0.36, r * 1.1, inner) +
    `<path d="M${f(-r * 0.6)},${f(r * 0.05)}Q0,${f(r * 0.45)} ${f(r * 0.6)},${f(r * 0.05)}Z" fill="${petal}"/>` +
    `</g>`
  );
}

// ------------------------------------------------------------ fabric patterns

type Tile = { w: number; h: number; content: string };

function tile(kind: PatternKind, s: number, c: FabricColors, seed: string): Tile {
  const rnd = makeRng(seed);
  const bg = (w: number, h: number) => `<rect width="${f(w)}" height="${f(h)}" fill="${c.base}"/>`;
  const corners = (w: number, h: number, draw: (x: number, y: number) => string) =>
    draw(0, 0) + draw(w, 0) + draw(0, h) + draw(w, h) + draw(w / 2, h / 2);

  switch (kind) {
    case 'buti': {
      const dots = [
        [s / 2, 0],
        [0, s / 2],
        [s, s / 2],
        [s / 2, s],
      ]
        .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.028)}" fill="${c.accent}"/>`)
        .join('');
      return { w: s, h: s, content: bg(s, s) + corners(s, s, (x, y) => flower(x, y, s * 0.17, c.motif, c.accent)) + dots };
    }
    case 'paisley': {
      const h = s * 1.1;
      const draw = (x: number, y: number) => paisley(x, y, s * 0.2, 25, c);
      const dots = [
        [s / 2, 0],
        [0, h / 2],
        [s, h / 2],
        [s / 2, h],
      ]
        .map(([x, y]) => flower(x, y, s * 0.07, c.fine, c.accent, 4, 45))
        .join('');
      return { w: s, h, content: bg(s, h) + corners(s, h, draw) + dots };
    }
    case 'stripes': {
      const h = s * 0.5;
      const dots = [0.125, 0.375]
        .map((t) => `<circle cx="${f(s * 0.64)}" cy="${f(h * t * 2)}" r="${f(s * 0.03)}" fill="${c.motif}"/>`)
        .join('');
      return {
        w: s,
        h,
        content:
          bg(s, h) +
          `<rect x="0" width="${f(s * 0.3)}" height="${f(h)}" fill="${c.motif}"/>` +
          `<rect x="${f(s * 0.38)}" width="${f(s * 0.035)}" height="${f(h)}" fill="${c.accent}"/>` +
          `<rect x="${f(s * 0.86)}" width="${f(s * 0.015)}" height="${f(h)}" fill="${c.fine}"/>` +
          dots,
      };
    }
    case 'leheriya': {
      const h = s * 0.75;
      const band = (y: number, t: number, a: number, fill: string) =>
        `<path d="M0,${f(y)}C${f(s * 0.25)},${f(y - a)} ${f(s * 0.25)},${f(y - a)} ${f(s * 0.5)},${f(y)}` +
        `C${f(s * 0.75)},${f(y + a)} ${f(s * 0.75)},${f(y + a)} ${f(s)},${f(y)}L${f(s)},${f(y + t)}` +
        `C${f(s * 0.75)},${f(y + t + a)} ${f(s * 0.75)},${f(y + t + a)} ${f(s * 0.5)},${f(y + t)}` +
        `C${f(s * 0.25)},${f(y + t - a)} ${f(s * 0.25)},${f(y + t - a)} 0,${f(y + t)}Z" fill="${fill}"/>`;
      return {
        w: s,
        h,
        content:
          bg(s, h) +
          band(h * 0.08, h * 0.26, h * 0.08, c.motif) +
          band(h * 0.5, h * 0.07, h * 0.08, c.accent) +
          band(h * 0.7, h * 0.12, h * 0.08, c.fine),
      };
    }
    case 'ikat': {
      const h = s * 1.3;
      const n = 6;
      const jit = Array.from({ length: 2 * n + 1 }, () => [rnd.range(-1, 1), rnd.range(-1, 1)]);
      const diamond = (x: number, y: number, W: number, H: number, fill: string) => {
        let out = '';
        for (let k = -n; k <= n; k++) {
          const [j1, j2] = jit[k + n];
          const half = W * (1 - Math.abs(k) / (n + 0.6)) + j1 * W * 0.09;
          const bh = (H / n) * 1.02;
          out += `<rect x="${f(x - half + j2 * W * 0.07)}" y="${f(y + (k * H) / n - bh / 2)}" width="${f(half * 2)}" height="${f(bh)}" fill="${fill}"/>`;
        }
        return out;
      };
      const draw = (x: number, y: number) =>
        diamond(x, y, s * 0.4, h * 0.4, c.motif) + diamond(x, y, s * 0.22, h * 0.22, c.accent) + diamond(x, y, s * 0.07, h * 0.08, c.fine);
      return { w: s, h, content: bg(s, h) + corners(s, h, draw) };
    }
    case 'chevron': {
      const h = s * 0.55;
      const zig = (y: number, a: number, w: number, stroke: string) => {
        const pts: string[] = [];
        for (let i = -1; i <= 3; i++) pts.push(`${f((i * s) / 2)},${f(i % 2 === 0 ? y : y + a)}`);
        return `<polyline points="${pts.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${f(w)}" stroke-linejoin="miter"/>`;
      };
      return {
        w: s,
        h,
        content:
          bg(s, h) +
          zig(h * 0.2, h * 0.4, h * 0.26, c.motif) +
          zig(h * 0.62, h * 0.4, h * 0.07, c.accent) +
          zig(h * 0.82, h * 0.4, h * 0.025, c.fine),
      };
    }
    case 'blockprint': {
      const lines =
        `<path d="M0,0L${f(s)},${f(s)}M${f(s)},0L0,${f(s)}" stroke="${c.fine}" stroke-width="${f(s * 0.012)}" opacity="0.7"/>` +
        `<rect x="${f(s * 0.02)}" y="${f(s * 0.02)}" width="${f(s * 0.96)}" height="${f(s * 0.96)}" fill="none" stroke="${c.fine}" stroke-width="${f(s * 0.008)}" stroke-dasharray="${f(s * 0.02)} ${f(s * 0.025)}" opacity="0.6"/>`;
      const rosette = (x: number, y: number) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.2)}" fill="${c.base}"/>` +
        flower(x, y, s * 0.34, c.motif, c.accent, 8) +
        flower(x, y, s * 0.14, c.accent, c.fine, 8, 22.5);
      const dots = (x: number, y: number) =>
        [
          [0, -1],
          [1, 0],
          [0, 1],
          [-1, 0],
        ]
          .map(([dx, dy]) => `<circle cx="${f(x + dx * s * 0.05)}" cy="${f(y + dy * s * 0.05)}" r="${f(s * 0.025)}" fill="${c.accent}"/>`)
          .join('');
      return { w: s, h: s, content: bg(s, s) + lines + rosette(s / 2, s / 2) + dots(0, 0) + dots(s, 0) + dots(0, s) + dots(s, s) };
    }
    case 'bandhani': {
      const cluster = (x: number, y: number) => {
        let out = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.035)}" fill="${c.accent}"/>`;
        for (let i = 0; i < 8; i++) {
          const a = (Math.PI * 2 * i) / 8;
          out += `<circle cx="${f(x + Math.cos(a) * s * 0.11)}" cy="${f(y + Math.sin(a) * s * 0.11)}" r="${f(s * 0.025)}" fill="${c.motif}"/>`;
        }
        return out;
      };
      const singles = [
        [s / 2, 0],
        [0, s / 2],
        [s, s / 2],
        [s / 2, s],
      ]
        .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.022)}" fill="${c.fine}"/>`)
        .join('');
      return { w: s, h: s, content: bg(s, s) + corners(s, s, cluster) + singles };
    }
    case 'checks': {
      return {
        w: s,
        h: s,
        content:
          bg(s, s) +
          `<rect width="${f(s)}" height="${f(s * 0.34)}" fill="${c.motif}" opacity="0.55"/>` +
          `<rect width="${f(s * 0.34)}" height="${f(s)}" fill="${c.motif}" opacity="0.55"/>` +
          `<rect y="${f(s * 0.6)}" width="${f(s)}" height="${f(s * 0.035)}" fill="${c.accent}"/>` +
          `<rect x="${f(s * 0.6)}" width="${f(s * 0.035)}" height="${f(s)}" fill="${c.accent}"/>` +
          `<rect y="${f(s * 0.82)}" width="${f(s)}" height="${f(s * 0.012)}" fill="${c.fine}"/>` +
          `<rect x="${f(s * 0.82)}" width="${f(s * 0.012)}" height="${f(s)}" fill="${c.fine}"/>`,
      };
    }
    case 'jaal': {
      const h = s * 1.35;
      const ogee =
        `M${f(s / 2)},0C${f(s / 2)},${f(h * 0.2)} ${f(s)},${f(h * 0.26)} ${f(s)},${f(h / 2)}C${f(s)},${f(h * 0.74)} ${f(s / 2)},${f(h * 0.8)} ${f(s / 2)},${f(h)}` +
        `M${f(s / 2)},0C${f(s / 2)},${f(h * 0.2)} 0,${f(h * 0.26)} 0,${f(h / 2)}C0,${f(h * 0.74)} ${f(s / 2)},${f(h * 0.8)} ${f(s / 2)},${f(h)}`;
      const nodes = [
        [s / 2, 0],
        [0, h / 2],
        [s, h / 2],
        [s / 2, h],
      ]
        .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.045)}" fill="${c.accent}"/>`)
        .join('');
      const booti = (x: number, y: number) => lotus(x, y + s * 0.1, s * 0.2, c.motif, c.accent);
      return {
        w: s,
        h,
        content:
          bg(s, h) +
          `<path d="${ogee}" fill="none" stroke="${c.fine}" stroke-width="${f(s * 0.028)}"/>` +
          nodes +
          booti(s / 2, h / 2) +
          booti(0, 0) +
          booti(s, 0) +
          booti(0, h) +
          booti(s, h),
      };
    }
    case 'floral': {
      const leaf = (x: number, y: number, a: number) =>
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.05)}" ry="${f(s * 0.12)}" fill="${c.fine}" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
      const bloom = (x: number, y: number) =>
        leaf(x - s * 0.16, y + s * 0.08, -60) +
        leaf(x + s * 0.16, y + s * 0.08, 60) +
        flower(x, y, s * 0.3, c.motif, c.accent, 6) +
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.045)}" fill="${c.fine}"/>`;
      const buds = [
        [s / 2, 0],
        [0, s / 2],
        [s, s / 2],
        [s / 2, s],
      ]
        .map(([x, y]) => flower(x, y, s * 0.09, c.accent, c.motif, 4, 45))
        .join('');
      return { w: s, h: s, content: bg(s, s) + corners(s, s, bloom) + buds };
    }
    case 'chikan': {
      const sprig = (x: number, y: number) => {
        const r = s * 0.13;
        let out = `<g transform="translate(${f(x)} ${f(y)})" fill="none" stroke="${c.motif}" stroke-width="${f(s * 0.012)}">`;
        for (let i = 0; i < 6; i++)
          out += `<ellipse cy="${f(-r * 0.55)}" rx="${f(r * 0.26)}" ry="${f(r * 0.48)}" transform="rotate(${i * 60})"/>`;
        out += `<path d="M${f(-r * 1.6)},${f(r * 1.4)}C${f(-r)},${f(r * 0.6)} ${f(-r * 0.4)},${f(r * 0.9)} 0,${f(r * 0.2)}"/></g>`;
        return out + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.18)}" fill="${c.accent}"/>`;
      };
      const dots = [
        [s / 2, 0],
        [0, s / 2],
        [s, s / 2],
        [s / 2, s],
      ]
        .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.015)}" fill="${c.motif}"/>`)
        .join('');
      return { w: s, h: s, content: bg(s, s) + corners(s, s, sprig) + dots };
    }
  }
}

/** Registers a fabric pattern and returns its `url(#id)` fill reference. */
export function fabric(
  svg: Svg,
  kind: PatternKind,
  c: FabricColors,
  scale: number,
  opts: { rotate?: number; x?: number; y?: number } = {},
): string {
  const id = svg.uid('pt');
  const t = tile(kind, scale, c, `${kind}${c.base}${c.motif}`);
  const rot = opts.rotate ?? (kind === 'leheriya' ? -32 : 0);
  const tr = rot ? ` patternTransform="rotate(${rot})"` : '';
  svg.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${f(opts.x ?? 0)}" y="${f(opts.y ?? 0)}" width="${f(t.w)}" height="${f(t.h)}"${tr}>${t.content}</pattern>`,
  );
  return `url(#${id})`;
}

// ------------------------------------------------------------ zari borders

export type ZariKind = 'temple' | 'buti' | 'zigzag' | 'gota';
export const ZARI_KINDS: ZariKind[] = ['temple', 'buti', 'zigzag', 'gota'];

/** Metallic gold gradient (diagonal sheen) for trims and piping. */
export function goldSheen(svg: Svg, angle: 'h' | 'v' | 'd' = 'd'): string {
  const [x2, y2] = angle === 'h' ? [1, 0] : angle === 'v' ? [0, 1] : [1, 1];
  return svg.linear(
    [
      [0, GOLD.deep],
      [0.22, GOLD.light],
      [0.4, GOLD.mid],
      [0.58, GOLD.pale],
      [0.78, GOLD.mid],
      [1, GOLD.deep],
    ],
    0,
    0,
    x2,
    y2,
  );
}

/**
 * A horizontal zari band pattern of height h, aligned so that its top sits at y.
 * `ink` is the dark colour woven into the gold (usually the garment colour).
 */
export function zari(svg: Svg, kind: ZariKind, h: number, y: number, ink: string): string {
  const id = svg.uid('zr');
  const gid = svg.uid('zg');
  const w = kind === 'temple' ? h * 0.7 : kind === 'zigzag' ? h * 0.9 : h * 1.1;
  const grad =
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${GOLD.deep}"/><stop offset="0.3" stop-color="${GOLD.light}"/>` +
    `<stop offset="0.55" stop-color="${GOLD.mid}"/><stop offset="0.8" stop-color="${GOLD.pale}"/><stop offset="1" stop-color="${GOLD.deep}"/></linearGradient>`;
  const edge = `<rect width="${f(w)}" height="${f(h * 0.06)}" fill="${ink}" y="${f(h * 0.08)}"/><rect width="${f(w)}" height="${f(h * 0.06)}" fill="${ink}" y="${f(h * 0.86)}"/>`;
  let motif = '';
  if (kind === 'temple') {
    motif =
      `<path d="M0,${f(h * 0.82)}L${f(w / 2)},${f(h * 0.26)}L${f(w)},${f(h * 0.82)}Z" fill="${ink}"/>` +
      `<path d="M${f(w * 0.25)},${f(h * 0.82)}L${f(w / 2)},${f(h * 0.5)}L${f(w * 0.75)},${f(h * 0.82)}Z" fill="${GOLD.light}"/>`;
  } else if (kind === 'buti') {
    motif =
      flower(w / 2, h / 2, h * 0.5, ink, GOLD.pale, 6) +
      `<circle cx="0" cy="${f(h / 2)}" r="${f(h * 0.06)}" fill="${ink}"/><circle cx="${f(w)}" cy="${f(h / 2)}" r="${f(h * 0.06)}" fill="${ink}"/>`;
  } else if (kind === 'zigzag') {
    motif =
      `<polyline points="${f(-w / 2)},${f(h * 0.68)} 0,${f(h * 0.32)} ${f(w / 2)},${f(h * 0.68)} ${f(w)},${f(h * 0.32)} ${f(w * 1.5)},${f(h * 0.68)}" fill="none" stroke="${ink}" stroke-width="${f(h * 0.1)}"/>` +
      `<circle cx="${f(w / 2)}" cy="${f(h * 0.64)}" r="${f(h * 0.07)}" fill="${ink}"/><circle cx="0" cy="${f(h * 0.36)}" r="${f(h * 0.07)}" fill="${ink}"/><circle cx="${f(w)}" cy="${f(h * 0.36)}" r="${f(h * 0.07)}" fill="${ink}"/>`;
  } else {
    motif =
      `<rect y="${f(h * 0.3)}" width="${f(w)}" height="${f(h * 0.04)}" fill="${ink}" opacity="0.6"/><rect y="${f(h * 0.66)}" width="${f(w)}" height="${f(h * 0.04)}" fill="${ink}" opacity="0.6"/>` +
      `<ellipse cx="${f(w / 2)}" cy="${f(h / 2)}" rx="${f(w * 0.22)}" ry="${f(h * 0.12)}" fill="${GOLD.pale}" stroke="${ink}" stroke-width="${f(h * 0.03)}"/>`;
  }
  svg.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" x="0" y="${f(y)}" width="${f(w)}" height="${f(h)}">${grad}` +
      `<rect width="${f(w)}" height="${f(h)}" fill="url(#${gid})"/>${edge}${motif}</pattern>`,
  );
  return `url(#${id})`;
}

/** All-over small gold motif fill for curved or diagonal borders. */
export function zariAllOver(svg: Svg, s: number, ink: string): string {
  const id = svg.uid('za');
  svg.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(s)}" height="${f(s)}">` +
      `<rect width="${f(s)}" height="${f(s)}" fill="${GOLD.mid}"/>` +
      `<rect width="${f(s)}" height="${f(s / 2)}" fill="${GOLD.light}" opacity="0.5"/>` +
      flower(s / 2, s / 2, s * 0.42, ink, GOLD.pale, 6) +
      [
        [0, 0],
        [s, 0],
        [0, s],
        [s, s],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${f(s * 0.09)}" fill="${ink}"/>`)
        .join('') +
      `</pattern>`,
  );
  return `url(#${id})`;
}
