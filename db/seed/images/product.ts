// Product photographs: 0 = front on a dress form, 1 = fabric close-up,
// 2 = border and tassel detail, 3 = styled flat-lay.
import { archPath, bangles, folds, jhumka, leaf, marigold, petal, tassel, vignette, windowLight } from './decor.ts';
import { drawGarment, type Look, type Variant } from './garments.ts';
import { fabric, PATTERN_KINDS, zari, ZARI_KINDS, type FabricColors, type PatternKind } from './patterns.ts';
import { darken, ensureContrast, f, GOLD, IVORY, lighten, luminance, makeRng, mix, Svg, type Palette, type Rng } from './util.ts';

export type ProductArt = { id: string; category: string; palette: Palette; name?: string; pattern?: PatternKind };

export const W = 1200;
export const H = 1500;

const NAME_PATTERNS: [RegExp, PatternKind][] = [
  [/ikat|pochampally|patola/i, 'ikat'],
  [/bandhani|bandhej/i, 'bandhani'],
  [/leheriya|lehariya/i, 'leheriya'],
  [/chikan/i, 'chikan'],
  [/block|bagru|sanganeri|ajrakh|dabu|indigo/i, 'blockprint'],
  [/kalamkari|floral|chintz|garden/i, 'floral'],
  [/paisley|kairi|mango/i, 'paisley'],
  [/banarasi|brocade|kanjeevaram|kanjivaram|jaal|mughal/i, 'jaal'],
  [/jamdani|chanderi|maheshwari|buti|booti/i, 'buti'],
  [/stripe|khadi/i, 'stripes'],
  [/check|madras|gingham/i, 'checks'],
  [/chevron|zigzag/i, 'chevron'],
  [/mirror/i, 'bandhani'],
  [/gota|zardozi|tissue/i, 'buti'],
];

export function variantFor(p: ProductArt, rng: Rng): Variant {
  const name = p.name ?? '';
  switch (p.category) {
    case 'kurtas':
      return /anarkali/i.test(name) ? 'anarkali' : 'kurta';
    case 'dresses':
      return /maxi|gown|floor/i.test(name) ? 'maxi' : /midi|mini|short/i.test(name) ? 'dress' : rng.chance(0.5) ? 'maxi' : 'dress';
    case 'sarees':
      return 'saree';
    case 'lehengas':
      return 'lehenga';
    case 'co-ords':
      return 'coord';
    case 'fusion':
      return /anarkali/i.test(name)
        ? 'anarkali'
        : /cape|jacket|shrug/i.test(name)
          ? 'fusion'
          : /dress|gown|kaftan/i.test(name)
            ? 'maxi'
            : 'fusion';
    default:
      return 'kurta';
  }
}

export function patternFor(p: ProductArt, rng: Rng): PatternKind {
  if (p.pattern) return p.pattern;
  for (const [re, kind] of NAME_PATTERNS) if (p.name && re.test(p.name)) return kind;
  return rng.pick(PATTERN_KINDS.filter((k) => k !== 'chikan'));
}

/** Derived colours and fills for one product. */
export type Setup = {
  look: Look;
  kind: PatternKind;
  colors: FabricColors;
  secondColors: FabricColors;
  wall: string;
  ink: string;
  scale: number;
};

export function fabricColors(kind: PatternKind, palette: Palette): FabricColors {
  const [p, s, a] = palette;
  if (kind === 'chikan') {
    const tone = luminance(p) > 0.5 ? darken(p, 0.18) : lighten(p, 0.4);
    return { base: p, motif: tone, accent: ensureContrast(s, p, 0.12), fine: tone };
  }
  const motif = ensureContrast(s, p, 0.16);
  return { base: p, motif, accent: ensureContrast(a, p, 0.14), fine: mix(motif, p, 0.35) };
}

function setup(svg: Svg, p: ProductArt, rng: Rng): Setup {
  return makeSetup(svg, p.palette, patternFor(p, rng), rng);
}

/** Fabric fills, trims and backdrop colour for a palette and weave. */
export function makeSetup(svg: Svg, palette: Palette, kind: PatternKind, rng: Rng, scaleRange: [number, number] = [84, 120]): Setup {
  const [P, S, A] = palette;
  const colors = fabricColors(kind, palette);
  const secondColors: FabricColors = {
    base: S,
    motif: ensureContrast(P, S, 0.14),
    accent: ensureContrast(A, S, 0.1),
    fine: mix(S, P, 0.5),
  };
  const scale = rng.range(scaleRange[0], scaleRange[1]);
  const byLum = [S, A].sort((x, y) => luminance(x) - luminance(y));
  // pale garments stand in front of a deep jewel-toned wall, everything else in front of a warm ivory one
  const wall = luminance(P) > 0.5 ? mix(byLum[0], '#24100b', 0.6) : mix(byLum[1], IVORY, 0.76);
  // colour woven into the zari: the garment's own colour, or its deepest companion for pale garments
  const ink = luminance(P) > 0.5 ? darken(byLum[0], 0.15) : darken(P, 0.3);
  const look: Look = {
    main: fabric(svg, kind, colors, scale),
    second: fabric(svg, rng.pick(['buti', 'stripes', 'bandhani', 'chevron'] as PatternKind[]), secondColors, 54),
    sheer: fabric(svg, 'buti', { base: mix(A, P, 0.25), motif: GOLD.light, accent: GOLD.mid, fine: GOLD.pale }, 46),
    base: P,
    secondBase: S,
    accent: ensureContrast(A, P, 0.12),
    ink,
    zari: rng.pick(ZARI_KINDS),
    rng,
  };
  return { look, kind, colors, secondColors, wall, ink, scale };
}

/** Low-contrast wallpaper version of a pattern. */
export function wallpaper(svg: Svg, wall: string, kind: PatternKind, scale: number): string {
  const ink = luminance(wall) > 0.3 ? '#5a2a1a' : '#f6dca0';
  return fabric(svg, kind, { base: wall, motif: mix(wall, ink, 0.1), accent: mix(wall, ink, 0.16), fine: mix(wall, ink, 0.07) }, scale);
}

function front(svg: Svg, p: ProductArt, st: Setup, rng: Rng, variant: Variant) {
  const { wall } = st;
  const dark = luminance(wall) < 0.3;
  svg.add(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  svg.add(
    `<rect width="${W}" height="${H}" fill="${wallpaper(svg, wall, rng.pick(['jaal', 'buti', 'paisley', 'blockprint'] as PatternKind[]), 150)}"/>`,
  );
  const arch = archPath(220, 980, 1340, 560, 130);
  const niche = svg.radial(
    [
      [0, lighten(wall, dark ? 0.16 : 0.5)],
      [1, dark ? lighten(wall, 0.04) : mix(wall, IVORY, 0.3)],
    ],
    0.5,
    0.4,
    0.7,
  );
  svg.add(`<path d="${arch}" fill="${niche}"/>`);
  svg.add(`<path d="${arch}" fill="none" stroke="${GOLD.mid}" stroke-width="6" opacity="0.85"/>`);
  svg.add(`<path d="${archPath(196, 1004, 1340, 560, 100)}" fill="none" stroke="${GOLD.light}" stroke-width="2" opacity="0.6"/>`);
  const floor = svg.linear([
    [0, darken(wall, dark ? 0.25 : 0.12)],
    [1, darken(wall, dark ? 0.45 : 0.3)],
  ]);
  svg.add(
    `<rect y="1336" width="${W}" height="${H - 1336}" fill="${floor}"/><rect y="1334" width="${W}" height="4" fill="${GOLD.mid}" opacity="0.5"/>`,
  );
  svg.add(
    `<ellipse cx="600" cy="1398" rx="${variant === 'lehenga' ? 470 : 300}" ry="42" fill="${svg.radial([
      [0, '#140806', 0.45],
      [1, '#140806', 0],
    ])}"/>`,
  );
  drawGarment(svg, variant, st.look);
  svg.add(windowLight(svg, W, H, 0.14) + vignette(svg, W, H, 0.38));
}

function closeUp(svg: Svg, st: Setup, rng: Rng) {
  const ang = rng.range(-14, 14);
  const big = fabric(svg, st.kind, st.colors, st.scale * 2.8);
  svg.add(`<rect width="${W}" height="${H}" fill="${big}"/>`);
  svg.add(folds(svg, rng, W, H, 6, 0.26));
  // a second fabric laid under a diagonal zari edge
  const y = rng.range(1000, 1150);
  svg.add(
    `<g transform="rotate(${f(ang * 0.6 - 8)} 600 ${f(y)})">` +
      `<rect x="-400" y="${f(y + 20)}" width="2000" height="900" fill="#140806" opacity="0.35"/>` +
      `<rect x="-400" y="${f(y)}" width="2000" height="900" fill="${fabric(svg, 'buti', st.secondColors, 120)}"/>` +
      `<rect x="-400" y="${f(y - 120)}" width="2000" height="120" fill="${zari(svg, st.look.zari, 120, y - 120, st.ink)}"/>` +
      `<rect x="-400" y="${f(y - 120)}" width="2000" height="120" fill="${svg.linear([
        [0, '#ffffff', 0.2],
        [0.5, '#ffffff', 0],
        [1, '#140806', 0.25],
      ])}"/>` +
      `</g>`,
  );
  svg.add(windowLight(svg, W, H, 0.2) + vignette(svg, W, H, 0.4));
}

function borderDetail(svg: Svg, st: Setup, rng: Rng) {
  const wall = st.wall;
  const backdrop = mix(wall, st.look.secondBase, 0.2);
  svg.add(
    `<rect width="${W}" height="${H}" fill="${svg.linear([
      [0, lighten(backdrop, 0.1)],
      [1, darken(backdrop, 0.25)],
    ])}"/>`,
  );
  const top = 820;
  const bandH = 170;
  let g = `<rect x="-200" y="-200" width="1600" height="${top + 200}" fill="${fabric(svg, st.kind, st.colors, st.scale * 2)}"/>`;
  g += `<rect x="-200" y="${top}" width="1600" height="26" fill="${st.look.secondBase}"/>`;
  g += `<rect x="-200" y="${top + 26}" width="1600" height="${bandH}" fill="${zari(svg, st.look.zari, bandH, top + 26, st.ink)}"/>`;
  g += `<rect x="-200" y="${top + 26 + bandH}" width="1600" height="30" fill="${zari(svg, 'gota', 30, top + 26 + bandH, st.ink)}"/>`;
  const edge = top + 56 + bandH;
  g += folds(svg, rng, W, edge - 20, 5, 0.24);
  let tassels = '';
  const step = 120;
  const tasselColor = ensureContrast(st.look.accent, wall, 0.2);
  for (let x = 60 + rng.range(-20, 20); x < W; x += step) tassels += tassel(x, edge - 4, rng.range(120, 220), tasselColor);
  svg.add(
    `<g transform="rotate(-4 600 700)"><rect x="-200" y="${edge - 10}" width="1600" height="40" fill="#140806" opacity="0.25"/>${g}${tassels}</g>`,
  );
  svg.add(windowLight(svg, W, H, 0.18) + vignette(svg, W, H, 0.42));
}

function flatLay(svg: Svg, st: Setup, rng: Rng) {
  // wooden table: planks with wavy grain
  const surface = rng.pick(['#d7b899', '#c9a27e', '#e6d3bc']);
  for (let y = 0, i = 0; y < H; y += 300, i++) {
    const tone = i % 2 ? darken(surface, 0.05) : lighten(surface, 0.04);
    svg.add(`<rect y="${y}" width="${W}" height="300" fill="${tone}"/>`);
    for (let k = 0; k < 7; k++) {
      const gy = y + 20 + k * 40 + rng.range(-8, 8);
      const a = rng.range(6, 16);
      svg.add(
        `<path d="M-20,${f(gy)}C200,${f(gy - a)} 380,${f(gy + a)} 600,${f(gy)}S1000,${f(gy - a)} 1220,${f(gy + rng.range(-6, 6))}" fill="none" stroke="${darken(tone, 0.14)}" stroke-width="${f(rng.range(1.5, 4))}" opacity="0.45"/>`,
      );
    }
    svg.add(`<rect y="${y + 298}" width="${W}" height="3" fill="${darken(surface, 0.3)}" opacity="0.6"/>`);
  }
  const a1 = rng.range(-9, -3);
  const fold = (x: number, y: number, w: number, h: number, a: number, fill: string, ink: string, colorsBase: string) =>
    `<g transform="rotate(${f(a)} ${f(x + w / 2)} ${f(y + h / 2)})">` +
    `<rect x="${f(x + 14)}" y="${f(y + 18)}" width="${f(w)}" height="${f(h)}" fill="#140806" opacity="0.22"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>` +
    `<rect x="${f(x)}" y="${f(y + h - 90)}" width="${f(w)}" height="90" fill="${zari(svg, st.look.zari, 90, y + h - 90, ink)}"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${svg.linear([
      [0, '#ffffff', 0.16],
      [0.55, '#ffffff', 0],
      [0.93, '#140806', 0.06],
      [1, '#140806', 0.3],
    ])}"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${darken(colorsBase, 0.4)}" stroke-width="3" opacity="0.5"/></g>`;
  svg.add(fold(230, 300, 700, 840, a1, fabric(svg, st.kind, st.colors, st.scale * 1.1), st.ink, st.colors.base));
  svg.add(
    fold(
      560,
      800,
      420,
      380,
      rng.range(4, 10),
      fabric(svg, 'buti', st.secondColors, 60),
      darken(st.look.secondBase, 0.35),
      st.look.secondBase,
    ),
  );
  svg.add(bangles(960, 250, 120, [GOLD.mid, st.look.accent, GOLD.light, st.colors.base, GOLD.mid]));
  svg.add(`<g transform="rotate(-20 200 1220)">${jhumka(170, 1160, 150, st.look.accent)}${jhumka(280, 1190, 150, st.look.accent)}</g>`);
  for (let i = 0; i < 5; i++) {
    const right = i % 2 === 0;
    const x = right ? rng.range(990, 1150) : rng.range(60, 200);
    const y = right ? rng.range(480, 1420) : rng.range(80, 900);
    svg.add(leaf(x, y, 90, rng.range(0, 360)) + marigold(x, y, rng.range(36, 50), rng.pick(['#f39a1e', '#f6b826', '#e8611c'])));
  }
  for (let i = 0; i < 14; i++)
    svg.add(
      petal(rng.range(40, 1160), rng.range(40, 1460), rng.range(16, 26), rng.range(0, 360), rng.pick(['#c2185b', '#e0607e', '#b3123a'])),
    );
  svg.add(windowLight(svg, W, H, 0.2) + vignette(svg, W, H, 0.32));
}

/** Full SVG source for product image `index` (0..3). */
export function productSvg(p: ProductArt, index: number): string {
  const svg = new Svg(W, H);
  const rng = makeRng(p.id);
  const variant = variantFor(p, rng);
  const st = setup(svg, p, rng);
  const viewRng = makeRng(`${p.id}#${index}`);
  const view = index % 4;
  if (view === 0) front(svg, p, st, viewRng, variant);
  else if (view === 1) closeUp(svg, st, viewRng);
  else if (view === 2) borderDetail(svg, st, viewRng);
  else flatLay(svg, st, viewRng);
  return svg.toString();
}
