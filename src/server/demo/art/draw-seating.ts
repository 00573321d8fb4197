import { drawLegs, drawTop, type Kit, legHeight, patternColors, solidCarcass } from './kit.js';
import { blob, darken, ellipse, lighten, type Material, poly, r, rect } from './svg-canvas.js';

/** Upholstered seats (sofas, armchairs) share one construction: back, seat, arms, base, legs. */
export function drawUpholstered(k: Kit, W: number, H: number, seats: number): void {
  const { c } = k;
  const sil = k.silhouette;
  const fabric = k.fabric;
  const dark: Material = { ...fabric, color: darken(fabric.color, 0.08) };
  const lh = legHeight(k.legs, sil === 'low' ? 20 : 14);
  const baseBottom = H - lh;
  const seatY = H - 44;
  const cushionH = 13;
  const armTop = H - (sil === 'low' ? 56 : sil === 'curved' ? 66 : 63);
  const armW =
    seats === 1
      ? sil === 'low'
        ? 10
        : 15
      : sil === 'low'
        ? 12
        : sil === 'rolled' || sil === 'tufted'
          ? 22
          : 19;
  const soft = sil === 'square' ? 3 : sil === 'low' ? 4 : 9;
  const tightBack = sil === 'channel' || sil === 'tufted' || sil === 'curved';

  // Back frame behind everything.
  const backInset = sil === 'wing' ? 0 : armW * 0.35;
  if (sil === 'wing') {
    c.shape(
      blob([
        [4, 6],
        [W * 0.5, 0.5],
        [W - 4, 6],
        [W - 1, armTop - 2],
        [W * 0.5, seatY],
        [1, armTop - 2],
      ]),
      dark,
      { light: 'cushion' },
    );
  } else {
    const topR = sil === 'curved' ? Math.min(W * 0.16, 28) : soft;
    c.shape(rect(backInset, 0, W - 2 * backInset, seatY + 4, [topR, topR, 0, 0]), dark, { light: 'cushion' });
  }
  if (sil === 'channel') {
    const n = Math.max(4, Math.round((W - 2 * armW) / 13));
    for (let i = 1; i < n; i++) {
      const x = armW + ((W - 2 * armW) * i) / n;
      c.line(`M${r(x)} ${r(4)} V${r(seatY - 2)}`, darken(fabric.color, 0.4), 1.6, 0.55);
      c.line(`M${r(x + 1.2)} ${r(4)} V${r(seatY - 2)}`, lighten(fabric.color, 0.3), 1.2, 0.5);
    }
  }
  if (sil === 'tufted') drawTufting(k, backInset + 6, 5, W - 2 * backInset - 12, seatY - 10, fabric.color);

  // Back cushions, one per seat, unless the back is tight.
  const innerX0 = armW;
  const innerW = W - 2 * armW;
  if (!tightBack && sil !== 'wing') {
    const each = innerW / seats;
    for (let i = 0; i < seats; i++) {
      c.shape(rect(innerX0 + i * each + 0.8, 3, each - 1.6, seatY - 3, soft + 3), fabric, {
        light: 'cushion',
      });
    }
  }

  // Seat: the top surface seen slightly from above, then the cushion fronts.
  const seatTop = seatY - 8;
  c.shadow(rect(innerX0, seatTop - 3, innerW, 6), 0.3, 5);
  const each = innerW / seats;
  for (let i = 0; i < seats; i++) {
    const x = innerX0 + i * each;
    c.shape(
      poly([
        [x + 2, seatTop],
        [x + each - 2, seatTop],
        [x + each - 0.6, seatY + 1],
        [x + 0.6, seatY + 1],
      ]),
      { ...fabric, color: lighten(fabric.color, 0.06) },
      { light: 'top' },
    );
    c.shape(rect(x + 0.6, seatY, each - 1.2, cushionH, soft * 0.6 + 1), fabric, { light: 'cushion' });
  }

  drawThrowPillows(k, innerX0, innerW, seatTop, seats);
  for (const x of [innerX0, innerX0 + innerW])
    c.shadow(rect(x - 2.5, armTop + 4, 5, baseBottom - armTop - 4), 0.3, 5);

  // Arms in front of the seat's sides.
  for (const side of [0, 1]) {
    const x = side === 0 ? 0 : W - armW;
    if (sil === 'rolled' || sil === 'tufted' || sil === 'wing') {
      const rollR = armW * 0.42;
      const out = side === 0 ? -1 : 1;
      const cx = x + armW / 2 + out * 1.5;
      c.shape(
        rect(
          x + (side === 0 ? 1.5 : 0),
          armTop + rollR,
          armW - 1.5,
          baseBottom - armTop - rollR,
          [0, 0, 2, 2],
        ),
        fabric,
        {
          light: 'front',
        },
      );
      c.shape(ellipse(cx, armTop + rollR, armW / 2 + 1.5, rollR), fabric, { light: 'cushion' });
      c.line(
        `M${r(cx)} ${r(armTop + rollR)} m${r(-rollR * 0.5)} 0 a${r(rollR * 0.5)} ${r(rollR * 0.5)} 0 1 1 ${r(rollR * 0.5)} ${r(rollR * 0.5)}`,
        darken(fabric.color, 0.45),
        1.4,
        0.6,
      );
    } else {
      const radius: number[] =
        sil === 'curved'
          ? side === 0
            ? [armW * 0.9, armW * 0.5, 2, 2]
            : [armW * 0.5, armW * 0.9, 2, 2]
          : [soft, soft, 1.5, 1.5];
      c.shape(rect(x, armTop, armW, baseBottom - armTop, radius), fabric, { light: 'cushion' });
    }
  }

  // Base rail under the seat.
  const railTop = seatY + cushionH;
  if (railTop < baseBottom) {
    c.shape(rect(armW - 0.5, railTop, W - 2 * armW + 1, baseBottom - railTop), dark, { light: 'front' });
    c.shadow(rect(armW, railTop, W - 2 * armW, 2.5), 0.35, 2);
  }

  const legInset = k.legs === 'plinth' ? 6 : Math.max(5, armW * 0.45);
  drawLegs(k, { x0: legInset, x1: W - legInset, yTop: baseBottom, yBottom: H, count: 2 });
}

function drawTufting(k: Kit, x: number, y: number, w: number, h: number, color: string): void {
  const { c } = k;
  const cols = Math.max(3, Math.round(w / 14));
  const rows = Math.max(2, Math.round(h / 14));
  const ink = darken(color, 0.5);
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      if ((i + j) % 2) continue;
      const bx = x + (w * i) / cols;
      const by = y + (h * j) / rows;
      c.line(
        `M${r(bx - w / cols)} ${r(by - h / rows)} L${r(bx + w / cols)} ${r(by + h / rows)} M${r(bx + w / cols)} ${r(by - h / rows)} L${r(bx - w / cols)} ${r(by + h / rows)}`,
        ink,
        1,
        0.22,
      );
      c.fill(ellipse(bx, by, 0.9, 0.9), ink, 0.8);
    }
  }
}

function drawThrowPillows(k: Kit, x0: number, w: number, seatTop: number, seats: number): void {
  const size = Math.min(36, w / (seats + 0.6));
  const count = seats === 1 ? 1 : seats === 2 || k.v % 2 === 0 ? 2 : 3;
  const spots =
    count === 1
      ? [x0 + w / 2]
      : count === 2
        ? [x0 + size * 0.62, x0 + w - size * 0.62]
        : [x0 + size * 0.62, x0 + w / 2, x0 + w - size * 0.62];
  spots.forEach((cx, i) => {
    const tilt = count === 1 ? 0 : i === 0 ? -7 : i === count - 1 ? 7 : 0;
    drawPillow(k, cx, seatTop + 6 - size * 0.5, size, tilt, i === 1 && count === 3 ? 1 : 0);
  });
}

/** A plump square cushion with pinched corners, in an accent colour and maybe the style's pattern. */
export function drawPillow(
  k: Kit,
  cx: number,
  cy: number,
  size: number,
  tilt: number,
  accentIndex: number,
): void {
  const { c } = k;
  const color = k.accent(accentIndex);
  const s = size / 2;
  const p = s * 0.12;
  const d = `M${r(cx - s)} ${r(cy - s)} Q${r(cx)} ${r(cy - s + p)} ${r(cx + s)} ${r(cy - s)} Q${r(cx + s - p)} ${r(cy)} ${r(cx + s)} ${r(cy + s)} Q${r(cx)} ${r(cy + s - p)} ${r(cx - s)} ${r(cy + s)} Q${r(cx - s + p)} ${r(cy)} ${r(cx - s)} ${r(cy - s)}Z`;
  const g = `<g transform="rotate(${tilt} ${r(cx)} ${r(cy)})">`;
  c.add(g);
  c.shape(d, { color, finish: k.fabric.finish === 'velvet' ? 'velvet' : 'fabric' }, { light: 'cushion' });
  const [a] = patternColors(k, color);
  const ink = darken(color, 0.35);
  switch (k.pattern) {
    case 'stripes':
      for (let i = -2; i <= 2; i++)
        c.stroke(`M${r(cx - s * 0.85)} ${r(cy + i * s * 0.32)} H${r(cx + s * 0.85)}`, a, s * 0.1, 0.85);
      break;
    case 'geometric':
    case 'atomic':
      c.stroke(
        poly([
          [cx, cy - s * 0.55],
          [cx + s * 0.55, cy],
          [cx, cy + s * 0.55],
          [cx - s * 0.55, cy],
        ]),
        a,
        s * 0.08,
        0.9,
      );
      break;
    case 'kilim':
      c.stroke(
        `M${r(cx - s * 0.8)} ${r(cy)} L${r(cx - s * 0.4)} ${r(cy - s * 0.35)} L${r(cx)} ${r(cy)} L${r(cx + s * 0.4)} ${r(cy - s * 0.35)} L${r(cx + s * 0.8)} ${r(cy)}`,
        a,
        s * 0.1,
      );
      c.stroke(
        `M${r(cx - s * 0.8)} ${r(cy + s * 0.35)} L${r(cx - s * 0.4)} ${r(cy)} L${r(cx)} ${r(cy + s * 0.35)} L${r(cx + s * 0.4)} ${r(cy)} L${r(cx + s * 0.8)} ${r(cy + s * 0.35)}`,
        ink,
        s * 0.07,
      );
      break;
    case 'floral':
      for (const [fx, fy] of [
        [-0.4, -0.35],
        [0.35, 0.3],
        [-0.3, 0.45],
        [0.4, -0.4],
      ] as const) {
        for (let q = 0; q < 5; q++) {
          const an = (q * Math.PI * 2) / 5;
          c.fill(
            ellipse(
              cx + fx * s + Math.cos(an) * s * 0.1,
              cy + fy * s + Math.sin(an) * s * 0.1,
              s * 0.08,
              s * 0.08,
            ),
            a,
            0.85,
          );
        }
      }
      break;
    case 'fan':
    case 'medallion':
      c.stroke(ellipse(cx, cy, s * 0.45, s * 0.45), a, s * 0.07);
      c.fill(ellipse(cx, cy, s * 0.18, s * 0.18), a);
      break;
    case 'plaid':
      for (let i = -1; i <= 1; i++) {
        c.stroke(`M${r(cx - s * 0.9)} ${r(cy + i * s * 0.5)} H${r(cx + s * 0.9)}`, a, s * 0.09, 0.6);
        c.stroke(`M${r(cx + i * s * 0.5)} ${r(cy - s * 0.9)} V${r(cy + s * 0.9)}`, a, s * 0.09, 0.6);
      }
      break;
    case 'wave':
      c.stroke(
        `M${r(cx - s * 0.8)} ${r(cy)} q${r(s * 0.2)} ${r(-s * 0.25)} ${r(s * 0.4)} 0 t${r(s * 0.4)} 0 t${r(s * 0.4)} 0 t${r(s * 0.4)} 0`,
        a,
        s * 0.08,
      );
      break;
    case 'abstract':
      c.fill(ellipse(cx - s * 0.25, cy + s * 0.15, s * 0.35, s * 0.28), a, 0.8);
      break;
    default:
      c.line(
        `M${r(cx - s * 0.7)} ${r(cy + s * 0.6)} Q${r(cx)} ${r(cy + s * 0.2)} ${r(cx + s * 0.6)} ${r(cy + s * 0.65)}`,
        ink,
        1,
        0.35,
      );
  }
  c.add('</g>');
}

export function drawSofa(k: Kit, W: number, H: number): void {
  drawUpholstered(k, W, H, W > 200 ? 3 : 2);
}

export function drawArmchair(k: Kit, W: number, H: number): void {
  if (k.front === 'cane' && k.v % 2 === 0) {
    drawRattanArmchair(k, W, H);
    return;
  }
  drawUpholstered(k, W, H, 1);
}

/** The bohemian peacock-style rattan chair with a loose cushion. */
function drawRattanArmchair(k: Kit, W: number, H: number): void {
  const { c } = k;
  const cane: Material = { color: '#c9a46a', finish: 'satin', texture: 'rattan' };
  c.shape(
    blob([
      [W * 0.5, 0.5],
      [W - 2, H * 0.22],
      [W - 6, H * 0.55],
      [W * 0.5, H * 0.62],
      [6, H * 0.55],
      [2, H * 0.22],
    ]),
    cane,
    { light: 'cushion' },
  );
  const seatY = H * 0.52;
  c.shape(rect(W * 0.16, seatY, W * 0.68, 10, 4), k.fabric, { light: 'cushion' });
  drawPillow(k, W / 2, seatY - 12, 30, 0, 0);
  c.shape(
    poly([
      [W * 0.2, seatY + 10],
      [W * 0.8, seatY + 10],
      [W * 0.68, H],
      [W * 0.32, H],
    ]),
    cane,
    { light: 'cyl' },
  );
}

type ChairType = 'upholstered' | 'spindle' | 'metal' | 'shell' | 'cane' | 'ladder' | 'slat' | 'medallion';

const CHAIR_TYPES: Readonly<Record<string, readonly ChairType[]>> = {
  Modern: ['shell', 'upholstered', 'metal'],
  Minimalist: ['slat', 'shell'],
  Scandinavian: ['spindle', 'shell', 'upholstered'],
  Industrial: ['metal', 'slat'],
  Bohemian: ['cane', 'spindle'],
  Contemporary: ['upholstered', 'shell'],
  Eclectic: ['shell', 'cane', 'upholstered'],
  'Shabby Chic': ['medallion', 'spindle'],
  'Mid-century Modern': ['shell', 'slat'],
  'Art Deco': ['upholstered', 'medallion'],
  Traditional: ['medallion', 'ladder'],
  Transitional: ['upholstered', 'slat'],
  Coastal: ['cane', 'spindle'],
  Rustic: ['ladder', 'slat'],
  'French Country': ['medallion', 'ladder'],
  'Modern Farmhouse': ['spindle', 'ladder'],
  'Hollywood Regency': ['medallion', 'upholstered'],
  Glam: ['upholstered', 'medallion'],
  'Asian Zen': ['slat', 'ladder'],
  Vintage: ['ladder', 'medallion', 'metal'],
};

export function drawChair(k: Kit, W: number, H: number, style: string): void {
  const { c } = k;
  const type = k.pick(CHAIR_TYPES[style] ?? ['upholstered']);
  const wood = type === 'metal' ? k.look.metal : solidCarcass(k);
  const frame: Material =
    type === 'metal'
      ? { ...k.look.metal, color: k.pick(['#2d2d2d', '#5a6b5a', '#9a3a2a', '#c9c9c4']) }
      : wood;
  const seatY = H - 46;
  const seatFront = 5;
  const legW = 3.2;
  const backX0 = 4;
  const backX1 = W - 4;

  if (type === 'shell') {
    const shell: Material = { color: k.pick(k.look.fabrics, 1), finish: 'satin' };
    // Eiffel base under the shell: the recognisable mid-century chair.
    const legY = seatY + 6;
    const legs: Material = k.v % 2 ? k.look.wood : k.look.metal;
    for (const [x0, x1] of [
      [W * 0.28, 4],
      [W * 0.72, W - 4],
      [W * 0.35, W * 0.3],
      [W * 0.65, W * 0.7],
    ] as const) {
      c.stroke(`M${r(x0)} ${r(legY)} L${r(x1)} ${r(H - 0.8)}`, darken(legs.color, 0.1), 1.6);
    }
    c.stroke(
      `M${r(W * 0.16)} ${r(H - 14)} L${r(W * 0.5)} ${r(legY + 10)} L${r(W * 0.84)} ${r(H - 14)}`,
      k.look.metal.color,
      0.8,
    );
    c.shape(
      `M${r(3)} ${r(10)} Q${r(W / 2)} ${r(-10)} ${r(W - 3)} ${r(10)} L${r(W)} ${r(seatY)} Q${r(W)} ${r(seatY + 8)} ${r(W - 5)} ${r(seatY + 8)} H${r(5)} Q0 ${r(seatY + 8)} 0 ${r(seatY)}Z`,
      shell,
      { light: 'cushion' },
    );
    c.shape(
      poly([
        [5, seatY - 7],
        [W - 5, seatY - 7],
        [W - 2, seatY + 1],
        [2, seatY + 1],
      ]),
      { ...shell, color: lighten(shell.color, 0.08) },
      {
        light: 'top',
      },
    );
    return;
  }

  // Back legs run up to the back's top; front legs from the seat to the floor.
  const backTop = type === 'upholstered' || type === 'medallion' ? 1 : 0;
  for (const x of [backX0, backX1 - legW]) {
    c.shape(rect(x, backTop, legW, H - backTop - 0.5, 0.8), frame, { light: 'cyl' });
  }
  const backBottom = seatY - 6;
  switch (type) {
    case 'upholstered':
      c.shape(rect(backX0 - 0.5, 0, backX1 - backX0 + 1, backBottom + 4, [8, 8, 2, 2]), k.fabric, {
        light: 'cushion',
      });
      if (k.silhouette === 'channel') {
        for (let i = 1; i < 4; i++)
          c.line(
            `M${r(backX0 + ((backX1 - backX0) * i) / 4)} 3 V${r(backBottom)}`,
            darken(k.fabric.color, 0.4),
            1.2,
            0.5,
          );
      }
      if (k.silhouette === 'tufted')
        drawTufting(k, backX0 + 4, 6, backX1 - backX0 - 8, backBottom - 14, k.fabric.color);
      break;
    case 'medallion': {
      const cx = W / 2;
      const ry = backBottom / 2;
      c.shape(ellipse(cx, ry, (backX1 - backX0) / 2, ry), frame, { light: 'front' });
      c.shape(ellipse(cx, ry, (backX1 - backX0) / 2 - 2.6, ry - 2.6), k.fabric, { light: 'cushion' });
      break;
    }
    case 'spindle': {
      c.shape(rect(backX0 - 1, 0.5, backX1 - backX0 + 2, 6, [3, 3, 1, 1]), frame, { light: 'front' });
      const n = 5;
      for (let i = 1; i <= n; i++) {
        const x = backX0 + legW / 2 + ((backX1 - backX0 - legW) * i) / (n + 1);
        c.shape(rect(x - 0.8, 6, 1.6, backBottom - 6), frame, { light: 'cyl' });
      }
      break;
    }
    case 'ladder':
    case 'slat': {
      const n = type === 'ladder' ? 4 : 2;
      for (let i = 0; i < n; i++) {
        const y = 3 + i * (type === 'ladder' ? 9 : 12);
        c.shape(rect(backX0, y, backX1 - backX0, type === 'ladder' ? 5 : 9, 1), frame, { light: 'front' });
      }
      break;
    }
    case 'cane':
      c.shape(rect(backX0, 1, backX1 - backX0, backBottom - 2, [6, 6, 1, 1]), frame, { light: 'front' });
      c.shape(
        rect(backX0 + 3, 4, backX1 - backX0 - 6, backBottom - 8, [4, 4, 1, 1]),
        { color: '#d9ba7e', finish: 'matte', texture: 'rattan' },
        {
          light: 'front',
        },
      );
      break;
    case 'metal':
      c.shape(rect(backX0, 2, backX1 - backX0, backBottom - 4, [3, 3, 0, 0]), frame, { light: 'front' });
      for (let i = 0; i < 3; i++)
        c.fill(ellipse(W / 2 + (i - 1) * 7, 10, 1.4, 1.4), darken(frame.color, 0.6));
      break;
  }

  // Seat.
  const seatMat: Material = type === 'upholstered' || type === 'medallion' ? k.fabric : frame;
  const under = drawTop(k, {
    x: 0,
    y: seatY - seatFront,
    w: W,
    thickness: type === 'upholstered' || type === 'medallion' ? 7 : 4,
    visibleDepth: seatFront,
    material: seatMat,
    radius: 2,
  });
  const legStyle =
    type === 'metal'
      ? 'slim-metal'
      : k.legs === 'cabriole' || k.legs === 'turned' || k.legs === 'tapered'
        ? k.legs
        : 'tapered';
  drawLegs(k, {
    x0: 4,
    x1: W - 4,
    yTop: under,
    yBottom: H,
    count: 2,
    width: legW + 0.6,
    style: legStyle,
    material: frame,
  });
  if (type === 'ladder' || type === 'spindle') c.shape(rect(5, H - 16, W - 10, 1.8), frame, { light: 'cyl' });
}

export function drawBench(k: Kit, W: number, H: number): void {
  const { c } = k;
  const lh = legHeight(k.legs, 34);
  const upholstered = k.v % 2 === 0 || k.fabric.finish === 'velvet';
  const topY = H - lh;
  if (upholstered) {
    const cushionTop = 0;
    c.shape(
      poly([
        [4, cushionTop],
        [W - 4, cushionTop],
        [W - 1, cushionTop + 6],
        [1, cushionTop + 6],
      ]),
      { ...k.fabric, color: lighten(k.fabric.color, 0.06) },
      {
        light: 'top',
      },
    );
    c.shape(rect(0.5, cushionTop + 5, W - 1, topY - cushionTop - 5, 4), k.fabric, { light: 'cushion' });
    if (k.silhouette === 'tufted' || k.silhouette === 'rolled') {
      for (let i = 1; i < 6; i++)
        c.fill(ellipse((W * i) / 6, cushionTop + 4, 0.8, 0.5), darken(k.fabric.color, 0.5));
    }
  } else {
    drawTop(k, { x: 0, y: 0, w: W, thickness: 5, visibleDepth: 7, material: k.look.wood, radius: 1 });
  }
  const base = upholstered ? topY : 12;
  drawLegs(k, { x0: 6, x1: W - 6, yTop: base, yBottom: H, count: 2 });
  if (k.front === 'cane' || k.front === 'slats' || k.front === 'shoji') {
    c.shape(
      rect(6, H - 14, W - 12, 3, 0.5),
      k.front === 'cane' ? { color: '#c9a46a', finish: 'satin', texture: 'rattan' } : k.look.wood,
      {
        light: 'front',
      },
    );
  }
}

export function drawPouf(k: Kit, W: number, H: number): void {
  const { c } = k;
  const kind = k.pick(['round', 'cube', 'knit'] as const, k.look.fabrics.length);
  const leather = k.fabric.texture === 'leather' || k.front === 'cane';
  const m: Material = leather
    ? { color: k.pick(['#a8683a', '#8a5a3a', '#c48a4a']), finish: 'satin', texture: 'leather' }
    : k.fabric;
  const lh = k.legs === 'gold-slim' || k.legs === 'tapered' || k.legs === 'splayed' ? 8 : 0;
  const bottom = H - lh;
  if (kind === 'cube') {
    c.shape(
      poly([
        [4, 0],
        [W - 4, 0],
        [W, 7],
        [0, 7],
      ]),
      { ...m, color: lighten(m.color, 0.07) },
      { light: 'top' },
    );
    c.shape(rect(0, 6.5, W, bottom - 6.5, [1, 1, 3, 3]), m, { light: 'cushion' });
    if (k.silhouette === 'tufted')
      for (const x of [W / 3, (2 * W) / 3]) c.fill(ellipse(x, 3.5, 0.8, 0.5), darken(m.color, 0.5));
  } else {
    const ry = 6;
    c.shape(`M0 ${ry} V${r(bottom - ry)} A${r(W / 2)} ${ry} 0 0 0 ${W} ${r(bottom - ry)} V${ry}Z`, m, {
      light: 'cyl',
    });
    c.shape(ellipse(W / 2, ry, W / 2, ry), { ...m, color: lighten(m.color, 0.06) }, { light: 'top' });
    if (kind === 'knit') {
      for (let x = 4; x < W - 2; x += 5) {
        c.line(`M${r(x)} ${ry * 2} V${r(bottom - 2)}`, darken(m.color, 0.3), 2.2, 0.35);
        c.line(`M${r(x + 1.6)} ${ry * 2} V${r(bottom - 2)}`, lighten(m.color, 0.3), 1.6, 0.45);
      }
    } else if (leather) {
      const [a] = patternColors(k, m.color);
      for (let x = 3; x < W - 3; x += 8) {
        c.stroke(
          poly([
            [x, H * 0.42],
            [x + 4, H * 0.42 - 5],
            [x + 8, H * 0.42],
            [x + 4, H * 0.42 + 5],
          ]),
          a,
          0.7,
          0.9,
        );
      }
      c.line(
        `M2 ${r(bottom * 0.62)} Q${W / 2} ${r(bottom * 0.62 + 5)} ${W - 2} ${r(bottom * 0.62)}`,
        lighten(m.color, 0.4),
        1.2,
        0.6,
      );
    }
  }
  if (lh > 0) drawLegs(k, { x0: 6, x1: W - 6, yTop: bottom, yBottom: H, count: 2, width: 2.5 });
}

type Headboard = 'panel' | 'channel' | 'tufted' | 'slats' | 'cane' | 'arch' | 'wing' | 'posts' | 'shoji';

const HEADBOARDS: Readonly<Record<string, readonly Headboard[]>> = {
  Modern: ['panel', 'channel'],
  Minimalist: ['panel', 'slats'],
  Scandinavian: ['slats', 'panel'],
  Industrial: ['posts', 'slats'],
  Bohemian: ['cane', 'arch'],
  Contemporary: ['arch', 'channel'],
  Eclectic: ['arch', 'tufted', 'cane'],
  'Shabby Chic': ['posts', 'tufted'],
  'Mid-century Modern': ['slats', 'panel'],
  'Art Deco': ['channel', 'arch'],
  Traditional: ['posts', 'tufted'],
  Transitional: ['panel', 'wing'],
  Coastal: ['cane', 'slats'],
  Rustic: ['posts', 'slats'],
  'French Country': ['arch', 'posts'],
  'Modern Farmhouse': ['slats', 'posts'],
  'Hollywood Regency': ['tufted', 'wing'],
  Glam: ['channel', 'tufted'],
  'Asian Zen': ['shoji', 'slats'],
  Vintage: ['posts', 'arch'],
};

export function drawBed(k: Kit, W: number, H: number, style: string): void {
  const { c } = k;
  const kind = k.pick(HEADBOARDS[style] ?? ['panel']);
  const wood: Material = solidCarcass(k);
  const soft =
    kind === 'channel' || kind === 'tufted' || kind === 'wing' || kind === 'panel' || kind === 'arch';
  const head: Material = soft ? k.fabric : wood;
  const hbBottom = H * 0.5;
  const frameTop = H - 30;
  const lh = legHeight(k.legs, 10);

  switch (kind) {
    case 'arch': {
      const ry = Math.min(hbBottom * 0.55, W * 0.3);
      c.shape(
        `M4 ${r(hbBottom)} V${r(ry + 0.5)} A${r(W / 2 - 4)} ${r(ry)} 0 0 1 ${r(W - 4)} ${r(ry + 0.5)} V${r(hbBottom)}Z`,
        head,
        {
          light: 'cushion',
        },
      );
      break;
    }
    case 'wing':
      c.shape(
        blob([
          [10, 4],
          [W / 2, 0.5],
          [W - 10, 4],
          [W - 1, 30],
          [W - 1, hbBottom],
          [1, hbBottom],
          [1, 30],
        ]),
        head,
        { light: 'cushion' },
      );
      break;
    case 'posts': {
      c.shape(rect(8, 14, W - 16, hbBottom - 14, 2), wood, { light: 'front' });
      for (let i = 1; i < 6; i++)
        c.shape(
          rect(8 + ((W - 16) * i) / 6 - 1.5, 22, 3, hbBottom - 26),
          { ...wood, color: darken(wood.color, 0.12) },
          { light: 'cyl' },
        );
      for (const x of [0, W - 8]) {
        c.shape(rect(x, 6, 8, H - 6 - lh, 1), wood, { light: 'cyl' });
        c.shape(
          ellipse(x + 4, 4, 4.5, 4),
          k.look.handle === 'ring' || k.look.handle === 'knob' ? k.look.metal : wood,
          { light: 'dome' },
        );
      }
      break;
    }
    default:
      c.shape(rect(2, 0.5, W - 4, hbBottom, kind === 'shoji' ? 1 : 5), head, {
        light: kind === 'slats' || kind === 'shoji' ? 'front' : 'cushion',
      });
  }
  if (kind === 'channel') {
    for (let x = 14; x < W - 8; x += 14)
      c.line(`M${r(x)} 4 V${r(hbBottom - 2)}`, darken(head.color, 0.4), 1.6, 0.5);
  }
  if (kind === 'tufted') drawTufting(k, 10, 8, W - 20, hbBottom - 30, head.color);
  if (kind === 'slats') {
    for (let x = 2 + (W - 4) / 12; x < W - 3; x += (W - 4) / 12)
      c.line(`M${r(x)} 1.5 V${r(hbBottom)}`, darken(head.color, 0.45), 1.6, 0.6);
  }
  if (kind === 'cane') drawPanelInset(c, 10, 8, W - 20, hbBottom - 16);
  if (kind === 'shoji') {
    c.shape(rect(8, 6, W - 16, hbBottom - 12), { color: '#f1e9d4', finish: 'matte' }, { light: 'front' });
    for (let x = 8 + (W - 16) / 8; x < W - 9; x += (W - 16) / 8)
      c.stroke(`M${r(x)} 6 V${r(hbBottom - 6)}`, head.color, 1);
    c.stroke(`M8 ${r(hbBottom / 2)} H${r(W - 8)}`, head.color, 1);
  }

  // Pillows against the headboard, then the duvet seen from the foot of the bed.
  const pillowY = hbBottom - 24;
  const pillowColor = k.pick(['#f4f2ec', '#ece8df', lighten(k.accent(2), 0.5)]);
  for (const x of [14, W / 2 + 3]) {
    c.shape(
      rect(x, pillowY, W / 2 - 17, 30, 10),
      { color: pillowColor, finish: 'fabric' },
      { light: 'cushion' },
    );
  }
  drawPillowPair(k, W, pillowY + 12);
  const duvet = k.pick(['#f3f1ea', k.fabric.color, lighten(k.accent(1), 0.35), '#e8e2d6']);
  const duvetTop = pillowY + 24;
  const sheet: Material = { color: duvet, finish: 'fabric' };
  c.shadow(rect(10, duvetTop - 2, W - 20, 5), 0.3, 4);
  c.shape(
    poly([
      [10, duvetTop],
      [W - 10, duvetTop],
      [W - 1.5, frameTop],
      [1.5, frameTop],
    ]),
    sheet,
    { light: 'top' },
  );
  c.shape(
    poly([
      [9.5, duvetTop],
      [W - 9.5, duvetTop],
      [W - 8.2, duvetTop + 7],
      [8.2, duvetTop + 7],
    ]),
    { ...sheet, color: lighten(duvet, 0.3) },
    {
      light: 'cushion',
    },
  );
  for (const f of [0.3, 0.55, 0.8]) {
    c.line(
      `M${r(W * f - 6)} ${r(duvetTop + 10)} Q${r(W * f)} ${r(duvetTop + 16)} ${r(W * f + 4)} ${r(frameTop - 3)}`,
      darken(duvet, 0.25),
      1.2,
      0.35,
    );
  }
  // A throw folded across the foot, draping over the front.
  const throwColor = k.accent(0);
  const throwTop = frameTop - 10;
  const throwMat: Material = { color: throwColor, finish: 'fabric', texture: 'weave' };
  c.shape(
    poly([
      [3, throwTop],
      [W - 3, throwTop],
      [W - 1, frameTop],
      [1, frameTop],
    ]),
    throwMat,
    { light: 'top' },
  );
  c.shape(
    rect(0.5, frameTop - 1, W - 1, 12, [2, 2, 6, 6]),
    { ...sheet, color: darken(duvet, 0.04) },
    { light: 'cushion' },
  );
  c.shape(rect(0.5, frameTop - 1, W - 1, 8, [2, 2, 3, 3]), throwMat, { light: 'front' });
  const railTop = frameTop + 10;
  c.shape(
    rect(0, railTop, W, H - lh - railTop, 1.5),
    kind === 'posts' ? wood : soft ? { ...head, color: darken(head.color, 0.05) } : wood,
    {
      light: 'front',
    },
  );
  drawLegs(k, { x0: 6, x1: W - 6, yTop: H - lh, yBottom: H, count: 2 });
}

function drawPillowPair(k: Kit, W: number, y: number): void {
  drawPillow(k, W / 2 - 20, y, 30, -5, 0);
  drawPillow(k, W / 2 + 20, y, 30, 5, 1);
}

function drawPanelInset(c: Kit['c'], x: number, y: number, w: number, h: number): void {
  c.shape(rect(x, y, w, h, 3), { color: '#d9ba7e', finish: 'matte', texture: 'rattan' }, { light: 'front' });
}
