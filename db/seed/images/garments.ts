// Garment silhouettes, drawn "ghost mannequin" style on a 1200x1500 canvas
// (centre line x = 600, floor at y ~ 1396). Each garment is built from
// pattern-filled pieces with cylindrical shading, panel folds and zari trims.
import { goldSheen, zari, zariAllOver, type ZariKind } from './patterns.ts';
import { darken, f, GOLD, lighten, mirrorX, symPath, type Rng, type Svg } from './util.ts';

export type Look = {
  main: string; // pattern fill of the main fabric
  second: string; // pattern fill of the companion piece (blouse, pants, inner layer)
  sheer: string; // fill for dupattas and sheer layers
  base: string; // solid main colour
  secondBase: string;
  accent: string;
  ink: string; // dark colour woven into zari borders
  zari: ZariKind;
  rng: Rng;
};

export type Variant = 'kurta' | 'anarkali' | 'dress' | 'maxi' | 'saree' | 'lehenga' | 'coord' | 'fusion';

const FORM = '#eadfcd';
const WOOD = '#5a3a26';

// ------------------------------------------------------------ building blocks

function shade(svg: Svg): string {
  return svg.linear(
    [
      [0, '#1a0d08', 0.34],
      [0.18, '#1a0d08', 0.06],
      [0.38, '#ffffff', 0.13],
      [0.55, '#ffffff', 0],
      [0.8, '#1a0d08', 0.1],
      [1, '#1a0d08', 0.4],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A fabric piece: pattern fill, cylindrical shading, soft outline. */
function piece(svg: Svg, look: Look, d: string, fill: string, opts: { opacity?: number; transform?: string; outline?: string } = {}) {
  const op = opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`;
  const tr = opts.transform ? ` transform="${opts.transform}"` : '';
  svg.add(
    `<g${tr}${op}><path d="${d}" fill="${fill}"/><path d="${d}" fill="${shade(svg)}"/>` +
      `<path d="${d}" fill="none" stroke="${opts.outline ?? darken(look.base, 0.45)}" stroke-width="2.5" stroke-opacity="0.55"/></g>`,
  );
}

/** Beaded gold trim along a path. */
function trim(d: string, w: number, extra = ''): string {
  return (
    `<path d="${d}" fill="none" stroke="${GOLD.deep}" stroke-width="${f(w + 3)}" stroke-linecap="round"${extra}/>` +
    `<path d="${d}" fill="none" stroke="${GOLD.mid}" stroke-width="${f(w)}" stroke-linecap="round"${extra}/>` +
    `<path d="${d}" fill="none" stroke="${GOLD.pale}" stroke-width="${f(w * 0.4)}" stroke-dasharray="${f(w * 0.45)} ${f(w * 0.5)}" stroke-linecap="round"${extra}/>`
  );
}

/** Fanned pleats/panels: alternating dark and light wedges clipped to a shape. */
function panels(svg: Svg, clip: string, top: [number, number, number], bottom: [number, number, number], n: number) {
  const [ty, tx0, tx1] = top;
  const [by, bx0, bx1] = bottom;
  const g = svg.linear(
    [
      [0, '#1a0d08', 0.2],
      [0.45, '#1a0d08', 0],
      [0.7, '#ffffff', 0.12],
      [1, '#1a0d08', 0.05],
    ],
    0,
    0,
    1,
    0,
  );
  let s = `<g clip-path="${clip}">`;
  for (let i = 0; i < n; i++) {
    const a0 = tx0 + ((tx1 - tx0) * i) / n;
    const a1 = tx0 + ((tx1 - tx0) * (i + 1)) / n;
    const b0 = bx0 + ((bx1 - bx0) * i) / n;
    const b1 = bx0 + ((bx1 - bx0) * (i + 1)) / n;
    s += `<path d="M${f(a0)},${ty}L${f(a1)},${ty}L${f(b1)},${by}L${f(b0)},${by}Z" fill="${g}"/>`;
  }
  svg.add(s + '</g>');
}

function neck(svg: Svg) {
  svg.add(
    `<path d="M568,236L632,236L636,306L564,306Z" fill="${FORM}"/><path d="M568,236L632,236L636,306L564,306Z" fill="${shade(svg)}"/>` +
      `<ellipse cx="600" cy="236" rx="40" ry="12" fill="${WOOD}"/><ellipse cx="600" cy="232" rx="30" ry="7" fill="${lighten(WOOD, 0.25)}"/>`,
  );
}

function torso(svg: Svg) {
  const d = symPath(
    [566, 292],
    [
      [548, 318, 500, 326, 452, 338],
      [428, 350, 424, 400, 436, 440],
      [446, 500, 470, 560, 490, 600],
      [470, 660, 452, 720, 448, 770],
    ],
  );
  svg.add(`<path d="${d}" fill="${FORM}"/><path d="${d}" fill="${shade(svg)}"/>`);
}

function stand(svg: Svg, fromY: number) {
  svg.add(
    `<rect x="590" y="${fromY}" width="20" height="${1372 - fromY}" fill="${WOOD}"/><rect x="594" y="${fromY}" width="5" height="${1372 - fromY}" fill="${lighten(WOOD, 0.3)}"/>` +
      `<ellipse cx="600" cy="1380" rx="120" ry="20" fill="${darken(WOOD, 0.2)}"/><ellipse cx="600" cy="1374" rx="112" ry="15" fill="${WOOD}"/>`,
  );
}

/** Left sleeve outline from the shoulder; drawn twice (mirrored). */
function sleeves(svg: Svg, look: Look, d: string, fill: string, cuff?: string) {
  piece(svg, look, d, fill);
  piece(svg, look, d, fill, { transform: mirrorX() });
  if (cuff) svg.add(trim(cuff, 10) + `<g transform="${mirrorX()}">${trim(cuff, 10)}</g>`);
}

function blouse(svg: Svg, look: Look, sleeveTo: number) {
  const d = symPath(
    [566, 296],
    [
      [548, 318, 500, 326, 452, 338],
      [440, 380, 446, 430, 458, 460],
      [462, 480, 468, 505, 474, 522],
    ],
    {
      bottom: 'C540,540 660,540 726,522',
      top: 'C634,400 566,400 566,296',
    },
  );
  piece(svg, look, d, look.second);
  svg.add(trim('M566,298C566,400 634,400 634,298', 9) + trim('M474,522C540,540 660,540 726,522', 8));
  const outer = 452 - (sleeveTo - 330) * 0.25;
  sleeves(
    svg,
    look,
    `M452,336C428,346 412,380 404,430L${f(outer)},${sleeveTo}L${f(outer + 58)},${sleeveTo + 8}C462,${f(sleeveTo - 40)} 462,480 460,458C452,420 452,380 452,336Z`,
    look.second,
    `M${f(outer + 2)},${sleeveTo}L${f(outer + 56)},${sleeveTo + 8}`,
  );
}

// ------------------------------------------------------------ garments

function kurta(svg: Svg, look: Look) {
  const long = look.rng.chance(0.5);
  const hemY = long ? 1180 : 1080;
  // straight pants
  const legs = symPath(
    [500, 1000],
    [
      [504, 1200, 508, 1300, 510, 1394],
      [592, 1394],
      [598, 1100],
    ],
    { bottom: '' },
  );
  piece(svg, look, legs, look.second);
  svg.add(trim('M512,1390L590,1390', 8) + trim('M610,1390L688,1390', 8));
  const hemX = long ? 418 : 432;
  const d = symPath(
    [564, 296],
    [
      [546, 318, 496, 326, 448, 338],
      [448, 380, 460, 430, 468, 468],
      [474, 530, 480, 580, 478, 620],
      [472, 800, hemX + 20, 1000, hemX, hemY],
    ],
    {
      bottom: `C540,${hemY + 14} 660,${hemY + 14} ${1200 - hemX},${hemY}`,
      top: 'C636,352 564,352 564,296',
    },
  );
  piece(svg, look, d, look.main);
  // yoke, placket, hem border, side slits
  svg.add(trim('M562,298C562,356 638,356 638,298', 12));
  svg.add(`<path d="M600,352L600,520" stroke="${GOLD.mid}" stroke-width="5"/>`);
  for (let y = 378; y < 520; y += 34)
    svg.add(`<circle cx="600" cy="${y}" r="6" fill="${GOLD.light}" stroke="${GOLD.deep}" stroke-width="2"/>`);
  const border = zari(svg, look.zari, 46, hemY - 52, look.ink);
  svg.add(
    `<path d="M${hemX + 2},${hemY - 52}C540,${hemY - 40} 660,${hemY - 40} ${1198 - hemX},${hemY - 52}L${1200 - hemX},${hemY}C660,${hemY + 14} 540,${hemY + 14} ${hemX},${hemY}Z" fill="${border}"/>`,
  );
  const slit = `M${hemX + 6},${hemY - 4}L${hemX + 22},${hemY - 170}`;
  svg.add(
    `<path d="${slit}" stroke="${darken(look.base, 0.5)}" stroke-width="4" opacity="0.6"/><path d="${slit}" transform="${mirrorX()}" stroke="${darken(look.base, 0.5)}" stroke-width="4" opacity="0.6"/>`,
  );
  sleeves(
    svg,
    look,
    'M448,336C424,350 410,430 398,640L456,652C460,580 466,520 468,468C458,420 452,380 448,336Z',
    look.main,
    'M400,636L455,648',
  );
}

function anarkali(svg: Svg, look: Look) {
  const legs = symPath(
    [520, 1100],
    [
      [526, 1250, 528, 1330, 530, 1394],
      [588, 1394],
      [596, 1150],
    ],
    { bottom: '' },
  );
  piece(svg, look, legs, look.second);
  for (let y = 1290; y < 1390; y += 18)
    svg.add(
      `<path d="M528,${y}q30,8 60,0M612,${y}q30,8 60,0" fill="none" stroke="${darken(look.secondBase, 0.4)}" stroke-width="3" opacity="0.5"/>`,
    );
  const skirt = symPath([490, 560], [[430, 760, 320, 1050, 262, 1262]], { bottom: 'C420,1320 780,1320 938,1262' });
  piece(svg, look, skirt, look.main);
  panels(svg, svg.clip(skirt), [560, 490, 710], [1330, 200, 1000], 16);
  const band = zariAllOver(svg, 34, look.ink);
  svg.add(
    `<g clip-path="${svg.clip(skirt)}"><path d="M200,1190C420,1256 780,1256 1000,1190L1000,1400L200,1400Z" fill="${band}"/>` +
      `<path d="M200,1190C420,1256 780,1256 1000,1190" fill="none" stroke="${GOLD.deep}" stroke-width="4"/></g>`,
  );
  const bodice = symPath(
    [564, 296],
    [
      [546, 318, 496, 326, 448, 338],
      [448, 380, 460, 430, 468, 468],
      [474, 500, 482, 530, 490, 566],
    ],
    {
      bottom: 'C560,574 640,574 710,566',
      top: 'L600,420',
    },
  );
  piece(svg, look, bodice, look.main);
  svg.add(trim('M564,298L600,418L636,298', 9) + trim('M490,566C560,576 640,576 710,566', 12));
  sleeves(
    svg,
    look,
    'M448,336C424,350 410,480 402,716L446,722C452,600 462,520 468,468C458,420 452,380 448,336Z',
    look.main,
    'M404,712L446,718',
  );
}

function dress(svg: Svg, look: Look, maxi: boolean) {
  const hemY = maxi ? 1390 : 1090;
  const hemX = maxi ? 270 : 320;
  if (!maxi) stand(svg, 1000);
  const skirt = symPath([490, 598], [[440, 760, hemX + 40, 950, hemX, hemY]], {
    bottom: `C${hemX + 130},${hemY + 34} ${1070 - hemX},${hemY + 34} ${1200 - hemX},${hemY}`,
  });
  piece(svg, look, skirt, look.main);
  panels(svg, svg.clip(skirt), [598, 490, 710], [hemY + 40, hemX - 20, 1220 - hemX], 12);
  const bodice = symPath(
    [560, 300],
    [
      [540, 318, 492, 326, 452, 340],
      [458, 390, 462, 430, 468, 468],
      [472, 520, 488, 560, 490, 602],
    ],
    {
      bottom: 'L710,602',
      top: 'L600,420',
    },
  );
  piece(svg, look, bodice, look.main);
  svg.add(trim('M562,302L600,416L638,302', 7));
  svg.add(
    `<path d="M490,590L710,590L712,614L488,614Z" fill="${goldSheen(svg, 'h')}"/><circle cx="600" cy="602" r="16" fill="${look.accent}" stroke="${GOLD.light}" stroke-width="4"/>`,
  );
  svg.add(
    `<path d="M${hemX},${hemY}C${hemX + 130},${hemY + 34} ${1070 - hemX},${hemY + 34} ${1200 - hemX},${hemY}" fill="none" stroke="${look.accent}" stroke-width="10" stroke-dasharray="2 14" stroke-linecap="round"/>`,
  );
  sleeves(
    svg,
    look,
    'M455,336C420,350 396,400 376,476C392,470 400,492 414,484C426,476 436,494 448,486C458,480 464,476 468,468C462,420 460,380 455,336Z',
    look.main,
  );
}

function saree(svg: Svg, look: Look) {
  torso(svg);
  // pallu falling behind the right shoulder
  const fall = 'M736,350L792,338C832,600 872,900 910,1150L772,1168C768,900 758,600 736,350Z';
  piece(svg, look, fall, look.main);
  svg.add(
    `<g clip-path="${svg.clip(fall)}"><rect x="700" y="1010" width="260" height="200" fill="${zariAllOver(svg, 30, look.ink)}"/>` +
      `<path d="M700,1010L960,990" stroke="${GOLD.deep}" stroke-width="5"/><path d="M880,330L940,1200" stroke="${zari(svg, look.zari, 36, 0, look.ink)}" stroke-width="36"/></g>`,
  );
  for (let x = 776; x < 906; x += 12)
    svg.add(`<path d="M${x},${1166 - (x - 772) * 0.13}l2,34" stroke="${GOLD.mid}" stroke-width="4" stroke-linecap="round"/>`);
  const skirt = symPath(
    [490, 598],
    [
      [474, 680, 458, 760, 452, 850],
      [446, 1000, 436, 1200, 424, 1396],
    ],
  );
  piece(svg, look, skirt, look.main);
  const clip = svg.clip(skirt);
  panels(svg, clip, [600, 560, 660], [1396, 515, 735], 9);
  svg.add(`<g clip-path="${clip}"><rect x="400" y="1336" width="400" height="64" fill="${zari(svg, look.zari, 60, 1336, look.ink)}"/></g>`);
  blouse(svg, look, 450);
  // pallu across the torso, from the left hip to the right shoulder
  const ang = (Math.atan2(345 - 640, 790 - 450) * 180) / Math.PI;
  const W = 200;
  const across = svg.clip('M430,330L800,320L812,420L640,700L474,700L444,560Z');
  svg.add(
    `<g clip-path="${across}"><g transform="translate(450 640) rotate(${f(ang)})">` +
      `<rect x="-80" y="${-W / 2}" width="600" height="${W}" fill="${look.main}"/>` +
      `<rect x="-80" y="${-W / 2}" width="600" height="${W}" fill="${svg.linear([
        [0, '#ffffff', 0.14],
        [0.5, '#1a0d08', 0.04],
        [1, '#1a0d08', 0.3],
      ])}"/>` +
      `<rect x="-80" y="${-W / 2}" width="600" height="34" fill="${zari(svg, look.zari, 34, -W / 2, look.ink)}"/>` +
      `<rect x="-80" y="${W / 2 - 34}" width="600" height="34" fill="${zari(svg, look.zari, 34, W / 2 - 34, look.ink)}"/>` +
      `</g></g>`,
  );
}

function lehenga(svg: Svg, look: Look) {
  torso(svg);
  const fall = 'M740,350L796,340C850,620 900,900 936,1200L800,1220C790,900 770,620 740,350Z';
  piece(svg, look, fall, look.sheer, { opacity: 0.8 });
  svg.add(
    `<path d="M796,340C850,620 900,900 936,1200L800,1220" fill="none" stroke="${GOLD.mid}" stroke-width="12" stroke-dasharray="16 6"/>`,
  );
  const skirt = symPath([488, 592], [[440, 720, 300, 1050, 176, 1372]], { bottom: 'C360,1440 840,1440 1024,1372' });
  piece(svg, look, skirt, look.main);
  const clip = svg.clip(skirt);
  panels(svg, clip, [592, 488, 712], [1440, 120, 1080], 20);
  const ink = look.ink;
  svg.add(
    `<g clip-path="${clip}"><path d="M100,1258C360,1336 840,1336 1100,1258L1100,1500L100,1500Z" fill="${zariAllOver(svg, 40, ink)}"/>` +
      `<path d="M100,1258C360,1336 840,1336 1100,1258" fill="none" stroke="${GOLD.deep}" stroke-width="5"/>` +
      `<path d="M100,1210C360,1288 840,1288 1100,1210" fill="none" stroke="${GOLD.mid}" stroke-width="12" stroke-dasharray="3 13" stroke-linecap="round"/>` +
      `<path d="M150,1100C380,1168 820,1168 1050,1100" fill="none" stroke="${GOLD.mid}" stroke-width="7" stroke-dasharray="2 22" stroke-linecap="round"/></g>`,
  );
  svg.add(`<path d="M484,584L716,584L712,608L488,608Z" fill="${goldSheen(svg, 'h')}"/>`);
  blouse(svg, look, 560);
  // front drape of the dupatta
  const drape = 'M476,606C520,870 700,880 760,600L782,352L812,362C800,640 760,940 600,948C480,950 448,760 452,612Z';
  piece(svg, look, drape, look.sheer, { opacity: 0.72 });
  svg.add(trim('M452,612C448,760 480,950 600,948C760,940 800,640 812,362', 9));
}

function coord(svg: Svg, look: Look) {
  const pants = symPath(
    [466, 760],
    [
      [456, 900, 424, 1200, 400, 1396],
      [588, 1396],
      [598, 1040],
    ],
    { bottom: '' },
  );
  piece(svg, look, pants, look.main);
  for (const x of [470, 530, 670, 730])
    svg.add(`<path d="M${x},900L${x + (x < 600 ? -30 : 30)},1380" stroke="#1a0d08" stroke-opacity="0.12" stroke-width="10"/>`);
  svg.add(`<path d="M402,1392L588,1392M612,1392L798,1392" stroke="${look.accent}" stroke-width="10"/>`);
  const top = symPath(
    [566, 296],
    [
      [548, 318, 496, 326, 446, 338],
      [446, 400, 450, 440, 454, 470],
      [454, 560, 450, 700, 446, 806],
    ],
    {
      bottom: 'C520,820 680,820 754,806',
      top: 'C634,356 566,356 566,296',
    },
  );
  piece(svg, look, top, look.main);
  svg.add(trim('M566,300C566,352 634,352 634,300', 8));
  svg.add(`<path d="M450,800C520,814 680,814 750,800" fill="none" stroke="${look.accent}" stroke-width="14"/>`);
  const slit = 'M452,804L460,700';
  svg.add(
    `<path d="${slit}" stroke="#1a0d08" stroke-opacity="0.4" stroke-width="4"/><path d="${slit}" transform="${mirrorX()}" stroke="#1a0d08" stroke-opacity="0.4" stroke-width="4"/>`,
  );
  sleeves(svg, look, 'M446,336C416,350 392,420 374,566L450,584C452,540 454,500 456,470C452,420 450,380 446,336Z', look.main);
  svg.add(
    `<path d="M376,562L450,580" stroke="${look.accent}" stroke-width="12"/><path d="M376,562L450,580" transform="${mirrorX()}" stroke="${look.accent}" stroke-width="12"/>`,
  );
}

function fusion(svg: Svg, look: Look) {
  const gown = symPath(
    [568, 300],
    [
      [552, 316, 522, 330, 502, 340],
      [484, 400, 476, 440, 474, 480],
      [480, 540, 492, 580, 494, 600],
      [470, 800, 440, 1100, 420, 1396],
    ],
    {
      top: 'C630,370 570,370 568,300',
    },
  );
  piece(svg, look, gown, look.second);
  const cape =
    'M566,296C548,318 480,328 426,344C396,600 356,950 322,1256C390,1276 460,1280 516,1270C514,1000 520,700 560,420C566,380 568,340 566,296Z';
  piece(svg, look, cape, look.main);
  piece(svg, look, cape, look.main, { transform: mirrorX() });
  const edge = 'M566,298C568,340 566,380 560,420C520,700 514,1000 516,1270C460,1280 390,1276 322,1256';
  svg.add(trim(edge, 14) + `<g transform="${mirrorX()}">${trim(edge, 14)}</g>`);
  svg.add(
    `<path d="M452,588L748,588L744,626L456,626Z" fill="${look.accent}"/><path d="M452,588L748,588L744,626L456,626Z" fill="${shade(svg)}"/>` +
      `<rect x="580" y="582" width="40" height="50" rx="6" fill="${goldSheen(svg)}" stroke="${GOLD.deep}" stroke-width="3"/>`,
  );
}

/** Draws the garment for a variant onto the 1200x1500 canvas. */
export function drawGarment(svg: Svg, variant: Variant, look: Look) {
  neck(svg);
  switch (variant) {
    case 'kurta':
      return kurta(svg, look);
    case 'anarkali':
      return anarkali(svg, look);
    case 'dress':
      return dress(svg, look, false);
    case 'maxi':
      return dress(svg, look, true);
    case 'saree':
      return saree(svg, look);
    case 'lehenga':
      return lehenga(svg, look);
    case 'coord':
      return coord(svg, look);
    case 'fusion':
      return fusion(svg, look);
  }
}
