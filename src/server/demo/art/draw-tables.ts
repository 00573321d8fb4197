import { drawLegs, drawPanel, drawTop, type Kit, solidCarcass } from './kit.js';
import type { LegStyle } from './style-looks.js';
import { blob, darken, ellipse, lighten, type Material, poly, r, rect } from './svg-canvas.js';

type Base = 'legs' | 'pedestal' | 'trestle' | 'slab' | 'drum' | 'cane';

function topMaterial(k: Kit): Material {
  if (k.carcass.texture === 'marble') return k.carcass;
  if (k.look.legs.includes('gold-slim') && k.v % 3 === 0)
    return { color: '#efeae4', finish: 'gloss', texture: 'marble' };
  return k.carcass.finish === 'gloss' && k.v % 2 ? k.carcass : k.look.wood;
}

function baseFor(k: Kit, round: boolean): Base {
  if (k.front === 'cane' && k.v % 2 === 0) return 'cane';
  if (k.legs === 'plinth') return round ? 'pedestal' : 'slab';
  if (k.legs === 'chunky') return 'trestle';
  if (round && k.v % 3 === 1) return 'pedestal';
  return 'legs';
}

/**
 * The legs of a table seen slightly from above: back legs first, a little higher on the
 * picture and further in, so the piece reads as standing in depth.
 */
function drawTableBase(
  k: Kit,
  base: Base,
  W: number,
  underY: number,
  H: number,
  depthShift: number,
  legStyle?: LegStyle,
): void {
  const { c } = k;
  const m = k.legMaterial;
  switch (base) {
    case 'pedestal': {
      const col = Math.max(5, W * 0.08);
      const footW = Math.min(W * 0.5, 60);
      c.shape(rect(W / 2 - col / 2, underY, col, H - underY - 3), m, { light: 'cyl' });
      c.shape(ellipse(W / 2, H - 3, footW / 2, 3), m, { light: 'dome' });
      return;
    }
    case 'drum':
    case 'slab': {
      const t = base === 'slab' ? Math.max(4, W * 0.05) : 0;
      if (base === 'slab') {
        c.shape(rect(2, underY, t, H - underY), k.carcass.texture === 'marble' ? k.carcass : m, {
          light: 'cyl',
        });
        c.shape(rect(W - 2 - t, underY, t, H - underY), k.carcass.texture === 'marble' ? k.carcass : m, {
          light: 'cyl',
        });
      }
      return;
    }
    case 'trestle': {
      const wood = k.look.wood;
      for (const x of [W * 0.14, W * 0.86]) {
        c.shape(
          poly([
            [x - 2, underY],
            [x + 2, underY],
            [x + 9, H],
            [x + 3, H],
            [x, underY + (H - underY) * 0.5],
            [x - 3, H],
            [x - 9, H],
          ]),
          wood,
          { light: 'cyl' },
        );
      }
      c.shape(rect(W * 0.14, underY + (H - underY) * 0.45, W * 0.72, 4), wood, { light: 'front' });
      return;
    }
    case 'cane': {
      const cane: Material = { color: '#c9a46a', finish: 'satin', texture: 'rattan' };
      c.shape(
        poly([
          [W * 0.1, underY],
          [W * 0.9, underY],
          [W * 0.8, H],
          [W * 0.2, H],
        ]),
        cane,
        { light: 'cyl' },
      );
      return;
    }
    default: {
      const style = legStyle ?? k.legs;
      if (style !== 'sled' && style !== 'metal-frame') {
        drawLegs(k, {
          x0: W * 0.1,
          x1: W * 0.9,
          yTop: underY,
          yBottom: H - depthShift,
          count: 2,
          style,
          material: { ...m, color: darken(m.color, 0.18) },
        });
      }
      drawLegs(k, { x0: W * 0.05, x1: W * 0.95, yTop: underY, yBottom: H, count: 2, style });
    }
  }
}

/** 'Table': a versatile table, round on a pedestal or square on four legs. */
export function drawSideTable(k: Kit, W: number, H: number): void {
  const round = k.v % 2 === 0;
  const top = topMaterial(k);
  const under = drawTop(k, {
    x: 0,
    y: 0,
    w: W,
    thickness: 3.5,
    visibleDepth: 14,
    material: top,
    round,
    radius: k.look.corner,
  });
  drawApron(k, W, under, top);
  drawTableBase(k, baseFor(k, round), W, under + (k.front === 'raised' ? 7 : 0), H, 10);
}

/** A shelf low between the legs, its top seen from above like the table's own. */
function drawLowerShelf(k: Kit, W: number, y: number, depth: number, inset: number, m: Material): void {
  k.c.shape(
    poly([
      [W * (inset + 0.03), y],
      [W * (1 - inset - 0.03), y],
      [W * (1 - inset), y + depth],
      [W * inset, y + depth],
    ]),
    { ...m, color: darken(m.color, 0.1) },
    { light: 'top' },
  );
  k.c.shape(
    rect(W * inset, y + depth, W * (1 - 2 * inset), 2),
    { ...m, color: darken(m.color, 0.18) },
    { light: 'front' },
  );
}

/** Three drawers stacked under the right end of a desk top. */
function drawDrawerPedestal(k: Kit, W: number, width: number, top: number, H: number, body: Material): void {
  const x = W - width - 1;
  k.c.shape(rect(x, top, width, H - top), body, { light: 'front' });
  const h = (H - top - 4) / 3;
  for (let i = 0; i < 3; i++) {
    drawPanel(k, { x: x + 1.5, y: top + 1.5 + i * (h + 0.4), w: width - 3, h, material: body, drawer: true });
  }
}

function drawApron(k: Kit, W: number, y: number, m: Material): void {
  if (k.front !== 'raised' && k.front !== 'shaker' && k.front !== 'x-brace') return;
  k.c.shape(rect(W * 0.04, y, W * 0.92, 7), { ...m, color: darken(m.color, 0.06) }, { light: 'front' });
}

export function drawCoffeeTable(k: Kit, W: number, H: number): void {
  const { c } = k;
  const round = k.legs === 'plinth' || k.silhouette === 'curved' || k.v % 3 === 2;
  const top = topMaterial(k);
  const vd = 16;
  const under = drawTop(k, {
    x: 0,
    y: 0,
    w: W,
    thickness: 4,
    visibleDepth: vd,
    material: top,
    round,
    radius: k.look.corner,
  });
  if (round && (k.legs === 'plinth' || k.legs === 'block')) {
    // A drum: the round top continues down as one volume.
    const body = k.carcass.texture === 'marble' ? k.carcass : { ...top, color: darken(top.color, 0.04) };
    const x0 = W * 0.12;
    const x1 = W * 0.88;
    c.shape(
      `M${r(x0)} ${r(under - 2)} V${r(H - 5)} A${r((x1 - x0) / 2)} 5 0 0 0 ${r(x1)} ${r(H - 5)} V${r(under - 2)}Z`,
      body,
      { light: 'cyl' },
    );
    if (k.front === 'fluted') {
      for (let x = x0 + 3; x < x1 - 1; x += 3)
        c.line(`M${r(x)} ${r(under)} V${r(H - 2)}`, darken(body.color, 0.3), 1, 0.4);
    }
    return;
  }
  const base = baseFor(k, round);
  if (!round && base === 'legs' && k.v % 2 === 0) {
    drawLowerShelf(k, W, H - 12, 5, 0.06, top);
  }
  drawTableBase(k, base, W, under, H, 8);
}

export function drawDiningTable(k: Kit, W: number, H: number): void {
  const top = topMaterial(k);
  const under = drawTop(k, {
    x: 0,
    y: 0,
    w: W,
    thickness: 4,
    visibleDepth: 12,
    material: top,
    radius: k.look.corner,
  });
  drawApron(k, W, under, top);
  const base = baseFor(k, false);
  if (base === 'pedestal') {
    for (const x of [W * 0.28, W * 0.72]) {
      k.c.shape(rect(x - 4, under, 8, H - under - 3), k.legMaterial, { light: 'cyl' });
      k.c.shape(ellipse(x, H - 3, 16, 3), k.legMaterial, { light: 'dome' });
    }
    return;
  }
  drawTableBase(k, base, W, under + (k.front === 'raised' ? 7 : 0), H, 9);
}

export function drawConsole(k: Kit, W: number, H: number): void {
  const { c } = k;
  const top = topMaterial(k);
  const under = drawTop(k, {
    x: 0,
    y: 0,
    w: W,
    thickness: 3,
    visibleDepth: 6,
    material: top,
    radius: k.look.corner * 0.5,
  });
  const drawers = k.v % 2 === 0;
  let legTop = under;
  if (drawers) {
    const body = solidCarcass(k);
    c.shape(rect(W * 0.03, under, W * 0.94, 14), body, { light: 'front' });
    drawPanel(k, { x: W * 0.06, y: under + 1.5, w: W * 0.42, h: 11, material: body, drawer: true });
    drawPanel(k, { x: W * 0.52, y: under + 1.5, w: W * 0.42, h: 11, material: body, drawer: true });
    legTop = under + 14;
  }
  if (k.legs !== 'plinth') drawLowerShelf(k, W, H - 16, 3, 0.05, top);
  drawTableBase(k, k.legs === 'plinth' ? 'slab' : k.legs === 'chunky' ? 'trestle' : 'legs', W, legTop, H, 4);
}

export function drawDesk(k: Kit, W: number, H: number): void {
  const { c } = k;
  const top = topMaterial(k);
  const under = drawTop(k, {
    x: 0,
    y: 0,
    w: W,
    thickness: 3,
    visibleDepth: 10,
    material: top,
    radius: k.look.corner * 0.5,
  });
  const body = solidCarcass(k);
  if (k.v % 2 === 0) {
    // A drawer pedestal on the right, legs on the left.
    drawDrawerPedestal(k, W, W * 0.32, under, H, body);
    drawLegs(k, { x0: W * 0.06, x1: W * 0.06, yTop: under, yBottom: H, count: 1 });
  } else {
    c.shape(rect(W * 0.3, under, W * 0.4, 9), body, { light: 'front' });
    drawPanel(k, { x: W * 0.31, y: under + 1, w: W * 0.38, h: 7, material: body, drawer: true });
    drawTableBase(k, k.legs === 'plinth' ? 'slab' : 'legs', W, under, H, 7);
  }
}

export function drawWorkstation(k: Kit, W: number, H: number): void {
  const { c } = k;
  const deskTop = H - 76;
  const body = solidCarcass(k);
  const top = topMaterial(k);
  // Hutch behind the desk: open shelves with a few books.
  const hutchX0 = W * 0.04;
  const hutchW = W * 0.92;
  c.fill(rect(hutchX0, 0, hutchW, deskTop + 10), darken(body.color, 0.35));
  for (const y of [0, deskTop * 0.45])
    c.shape(rect(hutchX0 - 1, y, hutchW + 2, 2.5, 0.3), body, { light: 'front' });
  for (const x of [hutchX0 - 1, hutchX0 + hutchW - 1.5, W / 2 - 1])
    c.shape(rect(x, 0, 2.5, deskTop + 10), body, { light: 'cyl' });
  drawBookRow(k, hutchX0 + 2, W / 2 - 3, deskTop * 0.45, deskTop * 0.38);
  drawBookRow(k, W / 2 + 3, hutchX0 + hutchW - 3, deskTop * 0.45, deskTop * 0.34);
  // Monitor, keyboard, a plant.
  const mw = W * 0.36;
  const mx = W * 0.42 - mw / 2;
  const my = deskTop - 8;
  c.shape(rect(W * 0.42 - 2, my - 6, 4, 14), { color: '#2a2a2c', finish: 'metal' }, { light: 'cyl' });
  c.shape(ellipse(W * 0.42, deskTop + 4, 9, 1.8), { color: '#2a2a2c', finish: 'metal' }, { light: 'dome' });
  c.shape(rect(mx, my - 30, mw, 28, 1), { color: '#1d1d20', finish: 'gloss' }, { light: 'front' });
  c.fill(
    rect(mx + 1.2, my - 28.8, mw - 2.4, 24.6, 0.5),
    c.linear(
      [
        [0, '#3f6f8f'],
        [1, '#1c3346'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  c.fill(rect(mx + 4, my - 24, mw * 0.4, 3, 0.5), '#ffffff', 0.35);
  drawTop(k, { x: 0, y: deskTop, w: W, thickness: 3, visibleDepth: 12, material: top, radius: 0.5 });
  c.shape(
    poly([
      [W * 0.3, deskTop + 6],
      [W * 0.54, deskTop + 6],
      [W * 0.56, deskTop + 9],
      [W * 0.28, deskTop + 9],
    ]),
    { color: '#e8e8e6', finish: 'satin' },
    {
      light: 'top',
    },
  );
  c.shape(
    blob([
      [W * 0.84, deskTop + 8],
      [W * 0.9, deskTop + 8],
      [W * 0.91, deskTop - 2],
      [W * 0.83, deskTop - 2],
    ]),
    { color: k.pick(k.look.ceramics), finish: 'gloss' },
    { light: 'cyl' },
  );
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.35;
    c.shape(
      ellipse(W * 0.87 + Math.cos(a) * 6, deskTop - 6 + Math.sin(a) * 6, 2.2, 4.5),
      { color: i % 2 ? '#4f7a3a' : '#3d6a2e', finish: 'matte' },
      { light: 'dome', outline: false },
    );
  }
  const under = deskTop + 15;
  drawDrawerPedestal(k, W, W * 0.26, under, H, body);
  drawLegs(k, {
    x0: W * 0.05,
    x1: W * 0.05,
    yTop: under,
    yBottom: H,
    count: 1,
    style: k.legs === 'plinth' || k.legs === 'sled' || k.legs === 'metal-frame' ? 'slim-metal' : k.legs,
  });
}

function drawBookRow(k: Kit, x0: number, x1: number, base: number, maxH: number): void {
  const colors = ['#8a3b2e', '#2f4a6b', '#d8c9a8', '#3f5a3a', '#c9a24a', ...k.look.accents];
  let x = x0;
  while (x < x1 - 3) {
    const w = 1.8 + k.random() * 2.2;
    const h = maxH * (0.6 + k.random() * 0.4);
    k.c.shape(
      rect(x, base - h, w, h, 0.3),
      { color: colors[Math.floor(k.random() * colors.length)] as string, finish: 'matte' },
      { light: 'cyl' },
    );
    x += w + 0.2;
    if (k.random() < 0.08) x += 6;
  }
  k.c.fill(rect(x0, base - 0.5, x1 - x0, 0.5), lighten('#000000', 0.2), 0.3);
}
