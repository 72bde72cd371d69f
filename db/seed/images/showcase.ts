// Store-front imagery: hero banners, collection cards, style-gallery tiles
// and testimonial avatars. No text is ever baked into the pictures.
import { archPath, bangles, diya, garland, jhumka, leaf, marigold, petal, tassel, vignette, windowLight } from './decor.ts';
import { drawGarment, type Variant } from './garments.ts';
import { fabric, lotus, PATTERN_KINDS, zari, zariAllOver, type PatternKind } from './patterns.ts';
import { fabricColors, makeSetup, wallpaper } from './product.ts';
import { darken, f, GOLD, IVORY, lighten, makeRng, mix, Svg, type Palette, type Rng } from './util.ts';

const MARIGOLDS = ['#f39a1e', '#f6b826', '#e8611c'];

function garmentAt(svg: Svg, variant: Variant, palette: Palette, kind: PatternKind, seed: string, x: number, y: number, s: number) {
  const rng = makeRng(seed);
  const st = makeSetup(svg, palette, kind, rng);
  svg.add(`<g transform="translate(${f(x)} ${f(y)}) scale(${s})">`);
  svg.add(
    `<ellipse cx="600" cy="1398" rx="${variant === 'lehenga' ? 470 : 300}" ry="42" fill="${svg.radial([
      [0, '#140806', 0.45],
      [1, '#140806', 0],
    ])}"/>`,
  );
  drawGarment(svg, variant, st.look);
  svg.add('</g>');
}

function sparkles(rng: Rng, n: number, x0: number, y0: number, x1: number, y1: number, color = GOLD.pale): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const r = rng.range(4, 14);
    s += `<path d="M${f(x)},${f(y - r)}L${f(x + r * 0.22)},${f(y - r * 0.22)}L${f(x + r)},${f(y)}L${f(x + r * 0.22)},${f(y + r * 0.22)}L${f(x)},${f(y + r)}L${f(x - r * 0.22)},${f(y + r * 0.22)}L${f(x - r)},${f(y)}L${f(x - r * 0.22)},${f(y - r * 0.22)}Z" fill="${color}" opacity="${f(rng.range(0.4, 0.95))}"/>`;
  }
  return s;
}

/** Ring of pointed petals. */
function petalRing(cx: number, cy: number, r0: number, len: number, w: number, n: number, fill: string, rot = 0, extra = ''): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = rot + (360 / n) * i;
    s += `<path d="M0,0C${f(w)},${f(-len * 0.3)} ${f(w * 0.6)},${f(-len * 0.8)} 0,${f(-len)}C${f(-w * 0.6)},${f(-len * 0.8)} ${f(-w)},${f(-len * 0.3)} 0,0Z" fill="${fill}"${extra} transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)}) translate(0 ${f(-r0)})"/>`;
  }
  return s;
}

function dotRing(cx: number, cy: number, r: number, n: number, dot: number, fill: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    s += `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(dot)}" fill="${fill}"/>`;
  }
  return s;
}

/** Layered mandala / rangoli. colors: outer, middle, inner, centre. */
function mandala(cx: number, cy: number, R: number, c: string[], opacity = 1): string {
  return (
    `<g opacity="${opacity}">` +
    petalRing(cx, cy, R * 0.62, R * 0.38, R * 0.09, 32, c[0]) +
    dotRing(cx, cy, R * 1.04, 64, R * 0.012, GOLD.light) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.66)}" fill="${c[1]}"/>` +
    petalRing(cx, cy, R * 0.4, R * 0.3, R * 0.1, 24, c[2], 7.5) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.62)}" fill="none" stroke="${GOLD.mid}" stroke-width="${f(R * 0.02)}" stroke-dasharray="${f(R * 0.02)} ${f(R * 0.015)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.42)}" fill="${c[3]}"/>` +
    petalRing(cx, cy, R * 0.18, R * 0.22, R * 0.07, 16, c[0]) +
    dotRing(cx, cy, R * 0.36, 24, R * 0.014, GOLD.pale) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.17)}" fill="${GOLD.mid}"/>` +
    petalRing(cx, cy, 0, R * 0.15, R * 0.05, 8, c[1]) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.04)}" fill="${GOLD.pale}"/>` +
    `</g>`
  );
}

// ------------------------------------------------------------------ heroes

export function heroSvg(index: number): string {
  const w = 1920;
  const h = 1080;
  const svg = new Svg(w, h);
  const rng = makeRng(`hero-${index}`);
  if (index === 0) {
    // Festive: deep maroon, gold mandala, marigold torans and diyas
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.radial(
        [
          [0, '#9c1846'],
          [0.55, '#5e0b25'],
          [1, '#24040e'],
        ],
        0.7,
        0.5,
        0.75,
      )}"/>`,
    );
    svg.add(
      `<rect width="${w}" height="${h}" fill="${fabric(svg, 'jaal', { base: '#000000', motif: GOLD.mid, accent: GOLD.light, fine: GOLD.mid }, 150)}" opacity="0.1"/>`,
    );
    svg.add(mandala(1380, 560, 720, ['#c2185b', '#7a0f2b', '#e8611c', '#5e0b25'], 0.45));
    svg.add(
      `<circle cx="1380" cy="560" r="330" fill="${svg.radial([
        [0, '#ffd98a', 0.55],
        [1, '#ffd98a', 0],
      ])}"/>`,
    );
    garmentAt(svg, 'lehenga', ['#a3123a', '#e9b949', '#f4a7b9'], 'buti', 'hero-lehenga', 1380 - 390, 110, 0.65);
    for (let i = 0; i < 5; i++) svg.add(garland(i * 400 - 40, -10, i * 400 + 400, -10, 110, 24, MARIGOLDS));
    for (const x of [140, 540, 1760]) {
      let strand = '';
      for (let k = 0; k < 7; k++) strand += marigold(x + 200, 60 + k * 38, 17, MARIGOLDS[k % 3]);
      svg.add(strand + tassel(x + 200, 320, 60, '#c2185b'));
    }
    for (const x of [880, 990, 1790, 1890]) svg.add(diya(x, 1050, 70));
    svg.add(sparkles(rng, 60, 800, 150, 1920, 1000));
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.linear(
        [
          [0, '#1a0308', 0.75],
          [0.42, '#1a0308', 0.2],
          [0.6, '#1a0308', 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
  } else if (index === 1) {
    // Spring/summer: pastel block-print wall, three arches with new-season looks
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.linear(
        [
          [0, '#fdf0e4'],
          [1, '#f6d3d2'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    svg.add(`<rect width="${w}" height="${h}" fill="${wallpaper(svg, '#f9e3dc', 'blockprint', 170)}" opacity="0.8"/>`);
    const looks: [Variant, Palette, PatternKind][] = [
      ['kurta', ['#f7c6d0', '#6b8f71', '#e9b949'], 'chikan'],
      ['dress', ['#8fb8c9', '#fff4e6', '#e07a5f'], 'floral'],
      ['coord', ['#b9d3b0', '#fbeee0', '#c2185b'], 'blockprint'],
    ];
    looks.forEach((_, i) => {
      const arch = archPath(740 + i * 350, 1060 + i * 350, 1000, 330, 90);
      svg.add(
        `<path d="${arch}" fill="${svg.radial(
          [
            [0, '#fffaf2'],
            [1, '#f3dccd'],
          ],
          0.5,
          0.4,
          0.7,
        )}"/><path d="${arch}" fill="none" stroke="${GOLD.mid}" stroke-width="4"/>`,
      );
    });
    looks.forEach(([variant, palette, kind], i) =>
      garmentAt(svg, variant, palette, kind, `hero1-${i}`, 900 + i * 350 - 600 * 0.5, 290, 0.5),
    );
    svg.add(
      `<rect y="1000" width="${w}" height="80" fill="${svg.linear([
        [0, '#e9c4b4'],
        [1, '#d9a999'],
      ])}"/><rect y="998" width="${w}" height="4" fill="${GOLD.mid}" opacity="0.6"/>`,
    );
    for (let i = 0; i < 7; i++) svg.add(leaf(1900 + rng.range(-10, 30), 720 + i * 45, 140, rng.range(200, 245), '#6b8f71'));
    svg.add(lotus(1860, 970, 110, '#f4a7b9', '#f7c6d0') + lotus(760, 1000, 90, '#f4a7b9', '#fbe0e6', -10));
    for (let i = 0; i < 26; i++)
      svg.add(
        petal(rng.range(700, 1900), rng.range(40, 1060), rng.range(12, 22), rng.range(0, 360), rng.pick(['#f4a7b9', '#e0607e', '#f7c6d0'])),
      );
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.linear(
        [
          [0, '#fff8f0', 0.85],
          [0.28, '#fff8f0', 0.45],
          [0.4, '#fff8f0', 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    svg.add(windowLight(svg, w, h, 0.25));
  } else {
    // Wedding: emerald and gold, grand arch with a bridal saree
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.radial(
        [
          [0, '#145b53'],
          [0.6, '#0b3a36'],
          [1, '#04191a'],
        ],
        0.68,
        0.45,
        0.8,
      )}"/>`,
    );
    svg.add(
      `<rect width="${w}" height="${h}" fill="${fabric(svg, 'jaal', { base: '#0b3a36', motif: '#1d6b60', accent: GOLD.mid, fine: '#b88a2e' }, 120)}" opacity="0.35"/>`,
    );
    const arch = archPath(1080, 1740, 1080, 430, 70);
    svg.add(`<path d="${archPath(1040, 1780, 1080, 430, 20)}" fill="${zariAllOver(svg, 40, '#0b3a36')}"/>`);
    svg.add(
      `<path d="${arch}" fill="${svg.radial(
        [
          [0, '#fff1cf'],
          [0.6, '#f2c98a'],
          [1, '#b5762e'],
        ],
        0.5,
        0.45,
        0.7,
      )}"/>`,
    );
    svg.add(`<path d="${arch}" fill="${wallpaper(svg, '#f2d3a0', 'paisley', 110)}" opacity="0.5"/>`);
    svg.add(garland(1180, 190, 1640, 190, 100, 20, ['#e8611c', '#f6b826', '#c2185b']));
    garmentAt(svg, 'saree', ['#a3123a', '#d4a13a', '#1f6f6a'], 'jaal', 'hero-saree', 1410 - 600 * 0.62, 1062 - 1400 * 0.62, 0.62);
    for (const x of [980, 1840]) {
      svg.add(`<path d="M${x},0L${x},300" stroke="${GOLD.mid}" stroke-width="4"/>`);
      svg.add(
        `<path d="M${x - 40},380C${x - 40},320 ${x + 40},320 ${x + 40},380L${x + 50},400L${x - 50},400Z" fill="${GOLD.mid}" stroke="${GOLD.deep}" stroke-width="3"/><circle cx="${x}" cy="300" r="14" fill="${GOLD.light}"/><circle cx="${x}" cy="412" r="12" fill="${GOLD.deep}"/>`,
      );
    }
    svg.add(diya(1040, 1050, 80) + diya(1780, 1050, 80));
    for (let i = 0; i < 30; i++)
      svg.add(
        petal(rng.range(900, 1900), rng.range(0, 1060), rng.range(12, 22), rng.range(0, 360), rng.pick(['#c2185b', '#e0607e', '#b3123a'])),
      );
    svg.add(sparkles(rng, 40, 900, 40, 1900, 1040));
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.linear(
        [
          [0, '#021110', 0.8],
          [0.4, '#021110', 0.3],
          [0.55, '#021110', 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
  }
  svg.add(vignette(svg, w, h, 0.35, 0.5));
  return svg.toString();
}

// ------------------------------------------------------------------ collection cards

const CATEGORY_VARIANT: Record<string, Variant> = {
  kurtas: 'anarkali',
  dresses: 'dress',
  sarees: 'saree',
  'co-ords': 'coord',
  lehengas: 'lehenga',
  fusion: 'fusion',
};
const CATEGORY_PATTERN: Record<string, PatternKind> = {
  kurtas: 'buti',
  dresses: 'floral',
  sarees: 'jaal',
  'co-ords': 'blockprint',
  lehengas: 'paisley',
  fusion: 'ikat',
};

export function collectionSvg(category: string, palette: Palette): string {
  const w = 900;
  const h = 1200;
  const svg = new Svg(w, h);
  const rng = makeRng(`collection-${category}`);
  const wall = mix(palette[1], IVORY, 0.55);
  const deep = darken(palette[0], 0.35);
  svg.add(`<rect width="${w}" height="${h}" fill="${deep}"/>`);
  svg.add(
    `<rect width="${w}" height="${h}" fill="${fabric(svg, CATEGORY_PATTERN[category] ?? 'buti', { base: deep, motif: mix(deep, palette[1], 0.25), accent: mix(deep, GOLD.mid, 0.35), fine: mix(deep, palette[2], 0.2) }, 130)}"/>`,
  );
  const arch = archPath(110, 790, 1120, 470, 70);
  svg.add(`<path d="${archPath(86, 814, 1120, 470, 38)}" fill="${zariAllOver(svg, 30, deep)}"/>`);
  svg.add(
    `<path d="${arch}" fill="${svg.radial(
      [
        [0, lighten(wall, 0.5)],
        [1, wall],
      ],
      0.5,
      0.4,
      0.7,
    )}"/>`,
  );
  svg.add(`<rect x="110" y="1040" width="680" height="80" fill="${darken(wall, 0.12)}"/>`);
  const variant = CATEGORY_VARIANT[category] ?? 'kurta';
  const kind = rng.pick(PATTERN_KINDS.filter((k) => k !== 'chikan' && k !== 'checks'));
  const s = variant === 'lehenga' ? 0.64 : 0.7;
  garmentAt(svg, variant, palette, kind, `collection-${category}`, 450 - 600 * s, 1080 - 1400 * s, s);
  svg.add(
    `<rect y="1120" width="${w}" height="80" fill="${darken(deep, 0.3)}"/><rect y="1118" width="${w}" height="4" fill="${GOLD.mid}"/>`,
  );
  svg.add(windowLight(svg, w, h, 0.18) + vignette(svg, w, h, 0.3));
  return svg.toString();
}

// ------------------------------------------------------------------ style gallery

export function gallerySvg(index: number): string {
  const w = 800;
  const svg = new Svg(w, w);
  const rng = makeRng(`gallery-${index}`);
  const view = index % 6;
  if (view === 0) {
    // bridal pair under an arch
    svg.add(`<rect width="${w}" height="${w}" fill="${wallpaper(svg, '#6e1230', 'jaal', 110)}"/>`);
    svg.add(
      `<path d="${archPath(90, 710, 800, 300, 50)}" fill="${svg.radial(
        [
          [0, '#fbe3c0'],
          [1, '#e2b27a'],
        ],
        0.5,
        0.4,
        0.7,
      )}"/>`,
    );
    garmentAt(svg, 'saree', ['#7a1030', '#e9b949', '#1f6f6a'], 'jaal', 'g0a', 100, 140, 0.42);
    garmentAt(svg, 'lehenga', ['#c2185b', '#f2d68a', '#f6e7c1'], 'paisley', 'g0b', 270, 140, 0.42);
  } else if (view === 1) {
    // accessories on silk
    svg.add(
      `<rect width="${w}" height="${w}" fill="${fabric(svg, 'buti', fabricColors('buti', ['#1f6f6a', '#e9b949', '#f4a7b9']), 90)}"/>`,
    );
    svg.add(
      `<rect width="${w}" height="${w}" fill="${svg.linear(
        [
          [0, '#ffffff', 0.15],
          [0.5, '#000000', 0.1],
          [1, '#000000', 0.3],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    svg.add(bangles(260, 280, 150, [GOLD.mid, '#c2185b', GOLD.light, '#7a1030', GOLD.mid, '#c2185b']));
    svg.add(`<g transform="rotate(15 560 460)">${jhumka(500, 380, 190, '#c2185b')}${jhumka(640, 410, 190, '#c2185b')}</g>`);
    for (let i = 0; i < 6; i++) svg.add(marigold(rng.range(80, 720), rng.range(560, 740), rng.range(30, 44), rng.pick(MARIGOLDS)));
  } else if (view === 2) {
    // swatch fan
    svg.add(
      `<rect width="${w}" height="${w}" fill="${svg.radial(
        [
          [0, '#4a1a24'],
          [1, '#1e0a0e'],
        ],
        0.5,
        0.8,
        0.9,
      )}"/>`,
    );
    const palettes: Palette[] = [
      ['#7a1030', '#e9b949', '#f4a7b9'],
      ['#1f6f6a', '#f2d68a', '#e07a5f'],
      ['#e9b949', '#7a1030', '#1f3a5f'],
      ['#2f5d8a', '#fbeee0', '#e9b949'],
      ['#f4a7b9', '#6b8f71', '#fff4e6'],
      ['#5b2a6e', '#e9b949', '#c2185b'],
    ];
    const kinds: PatternKind[] = ['paisley', 'ikat', 'bandhani', 'blockprint', 'floral', 'jaal'];
    kinds.forEach((k, i) => {
      const a = -50 + i * 20;
      svg.add(
        `<g transform="rotate(${a} 400 760)"><rect x="318" y="140" width="164" height="640" rx="10" fill="#000" opacity="0.3" transform="translate(8 8)"/>` +
          `<rect x="318" y="140" width="164" height="640" rx="10" fill="${fabric(svg, k, fabricColors(k, palettes[i]), 70)}"/>` +
          `<rect x="318" y="140" width="164" height="56" fill="${zari(svg, 'temple', 56, 140, darken(palettes[i][0], 0.3))}"/>` +
          `<rect x="318" y="140" width="164" height="640" rx="10" fill="${svg.linear(
            [
              [0, '#ffffff', 0.18],
              [0.6, '#ffffff', 0],
              [1, '#000000', 0.25],
            ],
            0,
            0,
            1,
            0,
          )}"/></g>`,
      );
    });
    svg.add(`<circle cx="400" cy="760" r="22" fill="${GOLD.mid}" stroke="${GOLD.deep}" stroke-width="4"/>`);
  } else if (view === 3) {
    // twirl: lehenga seen from above
    svg.add(`<rect width="${w}" height="${w}" fill="#f3e6d4"/>`);
    const n = 24;
    const dark = svg.linear(
      [
        [0, '#000000', 0.22],
        [1, '#000000', 0],
      ],
      0,
      0,
      1,
      0,
    );
    const main = fabric(svg, 'paisley', fabricColors('paisley', ['#a3123a', '#e9b949', '#f4a7b9']), 70);
    svg.add(
      `<circle cx="400" cy="400" r="390" fill="${main}"/><g clip-path="${svg.clip('M10,400A390,390 0 1 0 790,400A390,390 0 1 0 10,400Z')}">`,
    );
    for (let i = 0; i < n; i++) {
      const a0 = (Math.PI * 2 * i) / n;
      const a1 = (Math.PI * 2 * (i + 1)) / n;
      svg.add(
        `<path d="M400,400L${f(400 + Math.cos(a0) * 400)},${f(400 + Math.sin(a0) * 400)}L${f(400 + Math.cos(a1) * 400)},${f(400 + Math.sin(a1) * 400)}Z" fill="${dark}"/>`,
      );
    }
    svg.add('</g>');
    svg.add(`<circle cx="400" cy="400" r="350" fill="none" stroke="${zariAllOver(svg, 36, '#7a1030')}" stroke-width="70"/>`);
    svg.add(`<circle cx="400" cy="400" r="110" fill="${GOLD.mid}"/><circle cx="400" cy="400" r="96" fill="#f3e6d4"/>`);
    svg.add(mandala(400, 400, 90, ['#c2185b', '#e9b949', '#f4a7b9', '#7a1030']));
  } else if (view === 4) {
    // rangoli with diyas
    svg.add(
      `<rect width="${w}" height="${w}" fill="#5a3a2a"/><rect width="${w}" height="${w}" fill="${wallpaper(svg, '#5a3a2a', 'blockprint', 120)}"/>`,
    );
    svg.add(mandala(400, 400, 330, ['#e8611c', '#1f6f6a', '#f6b826', '#c2185b']));
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI * 2 * i) / 8 + Math.PI / 8;
      svg.add(diya(400 + Math.cos(a) * 360, 430 + Math.sin(a) * 360, 56));
    }
  } else {
    // fusion look framed by a jaali window
    svg.add(
      `<rect width="${w}" height="${w}" fill="${fabric(svg, 'chevron', { base: '#e9dcc8', motif: '#dccbb2', accent: '#cdb89a', fine: '#d6c3a6' }, 90)}"/>`,
    );
    svg.add(
      `<path d="${archPath(180, 620, 800, 300, 60)}" fill="${svg.radial(
        [
          [0, '#fdf5e8'],
          [1, '#ecd6b8'],
        ],
        0.5,
        0.4,
        0.7,
      )}"/><path d="${archPath(180, 620, 800, 300, 60)}" fill="none" stroke="${GOLD.mid}" stroke-width="5"/>`,
    );
    garmentAt(svg, 'fusion', ['#1f3a5f', '#e8c07d', '#c94f6d'], 'ikat', 'g5', 400 - 600 * 0.45, 160, 0.45);
    svg.add(garland(190, 330, 610, 330, 70, 16, MARIGOLDS));
    svg.add(diya(120, 780, 60) + diya(680, 780, 60));
  }
  svg.add(windowLight(svg, w, w, 0.16) + vignette(svg, w, w, 0.3));
  return svg.toString();
}

// ------------------------------------------------------------------ avatars

const AVATARS: { bg: Palette; skin: string; hair: string; outfit: Palette; kind: PatternKind; style: 'open' | 'bun' | 'veil' }[] = [
  {
    bg: ['#f6d3d2', '#e0607e', '#fff4e6'],
    skin: '#c98e66',
    hair: '#2a1712',
    outfit: ['#a3123a', '#e9b949', '#f4a7b9'],
    kind: 'buti',
    style: 'open',
  },
  {
    bg: ['#d6e6dc', '#1f6f6a', '#fbeee0'],
    skin: '#a8704b',
    hair: '#1c100c',
    outfit: ['#1f6f6a', '#f2d68a', '#e07a5f'],
    kind: 'ikat',
    style: 'bun',
  },
  {
    bg: ['#f6e7c1', '#c9952e', '#fff4e6'],
    skin: '#e0b08a',
    hair: '#3a2219',
    outfit: ['#5b2a6e', '#e9b949', '#f4a7b9'],
    kind: 'paisley',
    style: 'veil',
  },
  {
    bg: ['#f9dccb', '#e07a5f', '#fff4e6'],
    skin: '#b97a55',
    hair: '#24140f',
    outfit: ['#2f5d8a', '#f3ead6', '#e07a5f'],
    kind: 'blockprint',
    style: 'bun',
  },
  {
    bg: ['#e4dcf0', '#7a5ea8', '#fbf4e8'],
    skin: '#d39b74',
    hair: '#2e1a14',
    outfit: ['#d9a520', '#b3123a', '#fbeee0'],
    kind: 'bandhani',
    style: 'open',
  },
];

export function avatarSvg(index: number): string {
  const w = 400;
  const svg = new Svg(w, w);
  const a = AVATARS[index % AVATARS.length];
  svg.add(
    `<rect width="${w}" height="${w}" fill="${fabric(svg, 'buti', { base: a.bg[0], motif: mix(a.bg[0], a.bg[1], 0.25), accent: mix(a.bg[0], a.bg[1], 0.45), fine: a.bg[2] }, 70)}"/>`,
  );
  svg.add(
    `<circle cx="200" cy="190" r="170" fill="${svg.radial([
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ])}"/>`,
  );
  const outfit = fabric(svg, a.kind, fabricColors(a.kind, a.outfit), 48);
  // hair behind, shoulders, neck, head, bun, dupatta, earrings
  if (a.style === 'bun') {
    svg.add(`<circle cx="262" cy="118" r="36" fill="${a.hair}"/>` + dotRing(262, 118, 38, 14, 6, '#fbf4e8'));
  } else {
    svg.add(
      `<path d="M128,190C120,110 160,70 200,70C240,70 282,110 272,190C270,250 250,280 200,284C150,280 130,250 128,190Z" fill="${a.hair}"/>`,
    );
  }
  svg.add(`<path d="M60,400C60,320 110,290 160,282L240,282C290,290 340,320 340,400Z" fill="${outfit}"/>`);
  svg.add(
    `<path d="M60,400C60,320 110,290 160,282L240,282C290,290 340,320 340,400Z" fill="${svg.linear(
      [
        [0, '#000', 0.3],
        [0.4, '#fff', 0.1],
        [1, '#000', 0.3],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  svg.add(`<path d="M176,230L224,230L230,290C215,310 185,310 170,290Z" fill="${darken(a.skin, 0.08)}"/>`);
  svg.add(`<ellipse cx="200" cy="180" rx="58" ry="72" fill="${a.skin}"/>`);
  svg.add(
    `<path d="M140,170C140,110 170,96 200,96C236,96 262,118 262,168C240,130 200,120 170,134C156,142 146,156 140,170Z" fill="${a.hair}"/>`,
  );
  svg.add(
    `<path d="M200,98L200,116" stroke="${GOLD.mid}" stroke-width="3"/><circle cx="200" cy="122" r="7" fill="${a.outfit[0]}" stroke="${GOLD.mid}" stroke-width="3"/>`,
  );
  svg.add(
    `<path d="M150,290C190,330 250,340 320,330L340,400L280,400C250,360 200,330 150,290Z" fill="${fabric(svg, 'buti', fabricColors('buti', [a.outfit[1], a.outfit[0], a.outfit[2]]), 30)}" opacity="0.9"/>`,
  );
  svg.add(`<path d="M150,290C190,330 250,340 320,330" fill="none" stroke="${GOLD.mid}" stroke-width="6"/>`);
  if (a.style === 'veil') {
    const veil = 'M92,340C76,190 120,62 200,58C280,62 324,190 308,340L258,300C266,200 250,122 200,118C150,122 134,200 142,300Z';
    svg.add(
      `<path d="${veil}" fill="${fabric(svg, 'buti', fabricColors('buti', [a.outfit[1], a.outfit[0], a.outfit[2]]), 34)}" opacity="0.95"/>` +
        `<path d="${veil}" fill="${svg.linear(
          [
            [0, '#000', 0.25],
            [0.5, '#fff', 0.1],
            [1, '#000', 0.25],
          ],
          0,
          0,
          1,
          0,
        )}"/>` +
        `<path d="M258,300C266,200 250,122 200,118C150,122 134,200 142,300" fill="none" stroke="${a.outfit[0]}" stroke-width="8"/>`,
    );
  }
  svg.add(`<circle cx="144" cy="196" r="7" fill="${GOLD.mid}"/><circle cx="256" cy="196" r="7" fill="${GOLD.mid}"/>`);
  svg.add(jhumka(144, 200, 30, a.outfit[0]) + jhumka(256, 200, 30, a.outfit[0]));
  svg.add(vignette(svg, w, w, 0.25, 0.5));
  return svg.toString();
}
