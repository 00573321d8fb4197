import { drawGlass, drawHandle, drawLegs, drawPanel, drawTop, type Kit, legHeight } from './kit.js';
import { blob, darken, ellipse, lighten, type Material, poly, r, rect } from './svg-canvas.js';

type Cell = 'door' | 'drawer' | 'open' | 'glass';
/** A column of the front, top to bottom: each cell with its share of the height. */
type Column = { width: number; cells: readonly (readonly [Cell, number])[] };

/** Cabinet bodies stand on legs or a plinth; marble reads as a top, not a carcass. */
function bodyMaterial(k: Kit): Material {
  return k.carcass.texture === 'marble' ? { color: '#e7e1d7', finish: 'matte' } : k.carcass;
}

interface CabinetSpec {
  W: number;
  H: number;
  legs: number;
  columns: readonly Column[];
  /** A top slab seen from slightly above; tall pieces (above eye level) show a cornice instead. */
  top: 'slab' | 'cornice';
}

function drawCabinet(k: Kit, spec: CabinetSpec): void {
  const { c } = k;
  const { W, H } = spec;
  const body = bodyMaterial(k);
  const lh = legHeight(k.legs, spec.legs);
  const bodyBottom = H - lh;
  let bodyTop: number;
  if (spec.top === 'slab') {
    const topMat = k.carcass.texture === 'marble' ? k.carcass : body;
    bodyTop = drawTop(k, {
      x: 0,
      y: 0,
      w: W,
      thickness: 3,
      visibleDepth: 4,
      material: topMat,
      radius: k.look.corner * 0.3,
    });
  } else {
    c.shape(rect(0, 0, W, 5, 0.5), body, { light: 'front' });
    c.shape(rect(1.5, 5, W - 3, 2), { ...body, color: darken(body.color, 0.1) }, { light: 'front' });
    bodyTop = 7;
  }
  const side = 1.8;
  c.shape(rect(side * 0.3, bodyTop, W - side * 0.6, bodyBottom - bodyTop, [0, 0, 1, 1]), body, {
    light: 'front',
  });
  const frontX0 = side;
  const frontW = W - 2 * side;
  const frontY0 = bodyTop + 1;
  const frontH = bodyBottom - bodyTop - 2;
  const gap = 0.6;
  const totalShare = spec.columns.reduce((s, col) => s + col.width, 0);
  let x = frontX0;
  spec.columns.forEach((col, ci) => {
    const w = (frontW * col.width) / totalShare;
    const rowShare = col.cells.reduce((s, [, share]) => s + share, 0);
    let y = frontY0;
    for (const [cell, share] of col.cells) {
      const h = (frontH * share) / rowShare;
      const px = x + gap / 2;
      const py = y + gap / 2;
      const pw = w - gap;
      const ph = h - gap;
      if (cell === 'open') {
        drawNiche(k, px, py, pw, ph, body);
      } else if (cell === 'glass') {
        c.shape(rect(px, py, pw, ph, 0.3), body, { light: 'front' });
        const f = Math.min(pw, ph) * 0.1;
        drawNiche(k, px + f, py + f, pw - 2 * f, ph - 2 * f, body);
        drawGlass(k, rect(px + f, py + f, pw - 2 * f, ph - 2 * f), '#dfe8ee');
        drawHandle(
          k,
          ci < spec.columns.length / 2 ? px + pw * 0.88 : px + pw * 0.12,
          py + ph / 2,
          'v',
          Math.min(pw, ph),
        );
      } else {
        const handle = cell === 'drawer' ? 'center' : ci < spec.columns.length / 2 ? 'right' : 'left';
        drawPanel(k, {
          x: px,
          y: py,
          w: pw,
          h: ph,
          material: body,
          drawer: cell === 'drawer',
          handle: k.look.handle === 'none' ? 'none' : handle,
        });
      }
      y += h;
    }
    x += w;
  });
  if (k.look.handle === 'none') {
    // Push-to-open fronts still show their shadow gap under the top.
    c.shadow(rect(frontX0, frontY0 - 0.5, frontW, 1.2), 0.35, 1.5);
  }
  drawLegs(k, {
    x0: Math.max(4, W * 0.06),
    x1: W - Math.max(4, W * 0.06),
    yTop: bodyBottom,
    yBottom: H,
    count: 2,
  });
}

/** An open shelf seen from the front: dark back, a few objects. */
function drawNiche(k: Kit, x: number, y: number, w: number, h: number, body: Material): void {
  const { c } = k;
  c.fill(
    rect(x, y, w, h),
    c.linear([
      [0, darken(body.color, 0.55)],
      [1, darken(body.color, 0.35)],
    ]),
  );
  c.shadow(rect(x, y, w, Math.min(3, h * 0.2)), 0.45, 2);
  if (w > 14 && h > 12) drawShelfObjects(k, x + 2, x + w - 2, y + h, h * 0.8);
}

const BOOK_COLORS = [
  '#8a3b2e',
  '#2f4a6b',
  '#d8c9a8',
  '#3f5a3a',
  '#c9a24a',
  '#5a3a5a',
  '#efe9dc',
  '#2b2b2b',
  '#b0643a',
];

/** Books standing on a shelf, with a vase or a stack now and then. */
function drawShelfObjects(k: Kit, x0: number, x1: number, base: number, maxH: number): void {
  const { c } = k;
  let x = x0;
  let vases = 0;
  const palette = [...BOOK_COLORS, ...k.look.accents];
  while (x < x1 - 2) {
    const roll = k.random();
    if (roll < 0.08 && vases === 0 && x1 - x > 12 && maxH > 12) {
      vases++;
      const vw = Math.min(10, maxH * 0.5);
      const vh = Math.min(maxH * 0.8, vw * 1.6);
      const color = k.pick(k.look.ceramics, Math.floor(roll * 100));
      c.shape(
        blob([
          [x + vw * 0.35, base - vh],
          [x + vw * 0.65, base - vh],
          [x + vw * 0.95, base - vh * 0.45],
          [x + vw * 0.75, base - 0.3],
          [x + vw * 0.25, base - 0.3],
          [x + vw * 0.05, base - vh * 0.45],
        ]),
        { color, finish: 'gloss' },
        { light: 'dome' },
      );
      x += vw + 2;
      continue;
    }
    if (roll < 0.2 && x1 - x > 16) {
      const bw = Math.min(18, x1 - x - 1);
      let y = base;
      for (let i = 0; i < 3; i++) {
        const t = 2 + k.random() * 1.5;
        c.shape(
          rect(x + k.random() * 1.5, y - t, bw - 1.5, t, 0.3),
          { color: palette[Math.floor(k.random() * palette.length)] as string, finish: 'matte' },
          { light: 'front' },
        );
        y -= t;
      }
      x += bw + 1;
      continue;
    }
    const bw = 1.8 + k.random() * 2.6;
    if (x + bw > x1) break;
    const bh = maxH * (0.62 + k.random() * 0.36);
    const color = palette[Math.floor(k.random() * palette.length)] as string;
    c.shape(rect(x, base - bh, bw, bh, 0.3), { color, finish: 'matte' }, { light: 'cyl' });
    if (bw > 2.5)
      c.line(`M${r(x + 0.6)} ${r(base - bh * 0.8)} H${r(x + bw - 0.6)}`, lighten(color, 0.5), 1, 0.7);
    x += bw + 0.15;
  }
}

export function drawTvStand(k: Kit, W: number, H: number): void {
  const layouts: Column[][] = [
    [
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['open', 1]] },
      { width: 1, cells: [['door', 1]] },
    ],
    [
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1],
        ],
      },
      { width: 2, cells: [['open', 1]] },
    ],
    [
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
    ],
  ];
  drawCabinet(k, { W, H, legs: 14, columns: k.pick(layouts), top: 'slab' });
}

export function drawSideboard(k: Kit, W: number, H: number): void {
  const layouts: Column[][] = [
    [
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
    ],
    [
      { width: 1, cells: [['door', 1]] },
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1],
          ['drawer', 1],
        ],
      },
      { width: 1, cells: [['door', 1]] },
    ],
    [
      { width: 1, cells: [['glass', 1]] },
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['glass', 1]] },
    ],
  ];
  drawCabinet(k, { W, H, legs: 16, columns: k.pick(layouts), top: 'slab' });
}

export function drawDresser(k: Kit, W: number, H: number): void {
  const layouts: Column[][] = [
    [
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1],
          ['drawer', 1],
          ['drawer', 1],
        ],
      },
    ],
    [
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1.3],
          ['drawer', 1.3],
        ],
      },
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1.3],
          ['drawer', 1.3],
        ],
      },
    ],
    [
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1.2],
          ['drawer', 1.4],
        ],
      },
    ],
  ];
  drawCabinet(k, { W, H, legs: 12, columns: k.pick(layouts), top: 'slab' });
}

export function drawNightstand(k: Kit, W: number, H: number): void {
  const layouts: Column[][] = [
    [
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['open', 1.2],
        ],
      },
    ],
    [
      {
        width: 1,
        cells: [
          ['drawer', 1],
          ['drawer', 1],
        ],
      },
    ],
    [{ width: 1, cells: [['door', 1]] }],
  ];
  drawCabinet(k, { W, H, legs: 14, columns: k.pick(layouts), top: 'slab' });
}

export function drawWardrobe(k: Kit, W: number, H: number): void {
  const layouts: Column[][] = [
    [
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
    ],
    [
      {
        width: 1,
        cells: [
          ['door', 4],
          ['drawer', 1],
        ],
      },
      {
        width: 1,
        cells: [
          ['door', 4],
          ['drawer', 1],
        ],
      },
    ],
    [
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
      { width: 1, cells: [['door', 1]] },
    ],
  ];
  drawCabinet(k, { W, H, legs: 10, columns: k.pick(layouts), top: 'cornice' });
}

export function drawBookcase(k: Kit, W: number, H: number): void {
  const { c } = k;
  const metalFrame =
    k.legs === 'metal-frame' || k.legs === 'hairpin' || k.legs === 'sled' || k.legs === 'gold-slim';
  const body = bodyMaterial(k);
  const shelves = 5;
  const board = 2.2;
  const side = metalFrame ? 1.6 : 2.4;
  const base = 6;
  const inner = H - base - board;
  if (!metalFrame) c.fill(rect(side, 0, W - 2 * side, H - base), darken(body.color, 0.45));
  const step = inner / shelves;
  if (metalFrame) {
    for (let i = 0; i < shelves; i++)
      c.stroke(
        `M${side} ${r(i * step + board)} L${r(W - side)} ${r((i + 1) * step)} M${r(W - side)} ${r(i * step + board)} L${side} ${r((i + 1) * step)}`,
        k.look.metal.color,
        0.4,
        0.5,
      );
  }
  for (let i = 0; i < shelves; i++) {
    const y = board + i * step;
    if (!metalFrame) c.shadow(rect(side, y, W - 2 * side, 2.5), 0.4, 3);
    drawShelfObjects(k, side + 2, W - side - 2, y + step - board * 0.2, step - board - 4);
  }
  const shelf: Material = metalFrame ? k.look.wood : body;
  for (let i = 0; i <= shelves; i++) {
    const y = i * step;
    c.shape(rect(side * 0.5, y, W - side, board, 0.3), shelf, { light: 'front' });
  }
  const frame = metalFrame ? k.look.metal : body;
  c.shape(rect(0, 0, side, H, 0.3), frame, { light: 'cyl' });
  c.shape(rect(W - side, 0, side, H, 0.3), frame, { light: 'cyl' });
  if (!metalFrame) {
    c.shape(
      rect(side * 0.5, H - base, W - side, base, 0.3),
      { ...body, color: darken(body.color, 0.08) },
      { light: 'front' },
    );
  }
}

export function drawWallShelf(k: Kit, W: number, H: number): void {
  const { c } = k;
  const tiers = k.v % 2 ? 2 : 3;
  const board = 2.6;
  const step = (H - board) / tiers;
  const wood: Material =
    k.carcass.texture === 'marble' || k.carcass.finish === 'gloss' ? k.look.wood : bodyMaterial(k);
  // Rope hangers read as bohemian or farmhouse; other styles get a framed wall unit.
  const roped = k.front === 'cane' || k.front === 'x-brace' || k.legs === 'turned';
  const side = roped ? 0 : 2.2;
  if (roped) {
    for (const x of [3, W - 3])
      c.stroke(`M${x} 0 V${r(H - board)}`, k.front === 'cane' ? '#b89a6a' : '#8a7a62', 0.8);
  }
  for (let i = 0; i < tiers; i++) {
    drawShelfObjects(k, side + 3, W - side - 3, (i + 1) * step, step - board - 3);
  }
  for (let i = roped ? 1 : 0; i <= tiers; i++) {
    const y = i * step;
    c.shadow(rect(side + 2, y + board, W - 2 * side - 4, 2), 0.3, 3);
    c.shape(rect(0, y, W, board, 0.4), wood, { light: 'front' });
    if (i > 0 && (k.legs === 'hairpin' || k.legs === 'metal-frame' || k.legs === 'gold-slim')) {
      for (const bx of [10, W - 12])
        c.shape(rect(bx, y + board, 2, Math.min(6, H - y - board)), k.look.metal, { light: 'cyl' });
    }
  }
  if (!roped) {
    for (const x of [0, W - side]) c.shape(rect(x, 0, side, H, 0.3), wood, { light: 'cyl' });
  }
}

const RETRO_FRIDGE_COLORS = ['#9fd3c7', '#f2c6c2', '#f3e3b3', '#d8e8f0', '#c0392b', '#f4efe4'];

export function drawFridge(k: Kit, W: number, H: number, style: string): void {
  const { c } = k;
  const retro = [
    'Vintage',
    'Mid-century Modern',
    'Shabby Chic',
    'Eclectic',
    'Coastal',
    'Bohemian',
    'French Country',
  ].includes(style);
  const steel = ['Modern', 'Industrial', 'Contemporary', 'Transitional', 'Art Deco'].includes(style);
  const color = retro
    ? k.pick(RETRO_FRIDGE_COLORS)
    : steel
      ? '#c9ccce'
      : k.pick(['#f4f4f2', '#2b2b2d', '#e9e5dc']);
  const m: Material = { color, finish: steel ? 'metal' : 'gloss' };
  const radius = retro ? 9 : 2;
  const legs = retro ? 6 : 2;
  const body = H - legs;
  c.shape(rect(0, 0, W, body, [radius, radius, 3, 3]), m, { light: steel ? 'front' : 'cyl' });
  const split = retro ? body * 0.3 : body * 0.62;
  c.line(`M1 ${r(split)} H${r(W - 1)}`, darken(color, 0.45), 1.6, 0.8);
  const hx = W - 7;
  const hm: Material = retro
    ? { color: '#d9d9d6', finish: 'metal' }
    : steel
      ? { color: '#8f9396', finish: 'metal' }
      : k.look.metal;
  c.shape(rect(hx, split - 22, 2.2, 18, 1.1), hm, { light: 'cyl' });
  c.shape(rect(hx, split + 6, 2.2, retro ? 30 : 20, 1.1), hm, { light: 'cyl' });
  if (!retro && k.v % 2 === 0) {
    c.shape(
      rect(W * 0.18, split * 0.22, W * 0.32, 24, 1.5),
      { color: '#2a2d30', finish: 'gloss' },
      { light: 'front' },
    );
    c.fill(ellipse(W * 0.34, split * 0.22 + 8, 2, 2), '#6fc3e0', 0.9);
  }
  if (retro) c.shape(rect(W * 0.3, 6, W * 0.4, 4, 2), hm, { light: 'front' });
  c.fill(rect(2, H - legs, W - 4, legs), darken(color, 0.55));
  if (retro)
    drawLegs(k, {
      x0: 6,
      x1: W - 6,
      yTop: H - legs,
      yBottom: H,
      count: 2,
      width: 3,
      style: 'tapered',
      material: hm,
    });
  c.fill(
    rect(0, 0, W, body, [radius, radius, 3, 3]),
    c.linear(
      [
        [0, '#fff', 0],
        [0.12, '#fff', 0.35],
        [0.2, '#fff', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.shadow(
    poly([
      [W - 3, 2],
      [W, 2],
      [W, body],
      [W - 3, body],
    ]),
    0.15,
    3,
  );
}
