import { type Kit, patternColors } from './kit.js';
import type { Pattern } from './style-looks.js';
import { darken, ellipse, lighten, type Material, r, rect } from './svg-canvas.js';

type Uv = readonly [u: number, t: number];

/**
 * A rug lies on the floor, so it is drawn in true perspective: every point of the rug
 * (u across, t from its far edge to its near edge, both 0..1) is projected, and the far
 * edge comes out narrower and rows closer together, as in a photo.
 */
function rugProjection(W: number, H: number, inset: number) {
  const far = 0.74;
  return ([u, t]: Uv): [number, number] => {
    const z = 1 / (far + (1 - far) * t);
    const s = 1 / z;
    const y = inset + ((s - far) / (1 - far)) * (H - 2 * inset);
    const x = W / 2 + (u - 0.5) * W * s;
    return [x, y];
  };
}

export function drawRug(k: Kit, W: number, H: number): void {
  const { c } = k;
  const round = k.silhouette === 'curved' && k.v % 2 === 0;
  const fringe =
    !round && (k.pattern === 'kilim' || k.pattern === 'medallion' || k.pattern === 'floral') ? 2.5 : 0;
  const P = rugProjection(W, H, fringe);
  const path = (pts: readonly Uv[]) =>
    `${pts.map((p, i) => `${i ? 'L' : 'M'}${r(P(p)[0])} ${r(P(p)[1])}`).join('')}Z`;
  const quad = (u0: number, t0: number, u1: number, t1: number) =>
    path([
      [u0, t0],
      [u1, t0],
      [u1, t1],
      [u0, t1],
    ]);
  const ring = (cu: number, ct: number, ru: number, rt: number) =>
    path(
      Array.from(
        { length: 48 },
        (_, i) =>
          [cu + Math.cos((i / 48) * Math.PI * 2) * ru, ct + Math.sin((i / 48) * Math.PI * 2) * rt] as const,
      ),
    );
  const base = k.pick([lighten(k.accent(2), 0.55), k.fabric.color, '#efe8da', lighten(k.accent(0), 0.25)], 1);
  const [a, b, d] = patternColors(k, base);
  // A round rug seen in perspective is, near enough, an ellipse filling the frame.
  const outline = round ? ellipse(W / 2, H / 2, W / 2, H / 2) : quad(0, 0, 1, 1);
  const pile: Material = { color: base, finish: 'fabric', texture: 'weave' };

  if (fringe) {
    for (let i = 0; i <= 40; i++) {
      const u = i / 40;
      const [x0, y0] = P([u, 0]);
      const [x1, y1] = P([u, 1]);
      c.stroke(
        `M${r(x0)} ${r(y0)} L${r(x0)} ${r(y0 - fringe * 0.7)} M${r(x1)} ${r(y1)} L${r(x1)} ${r(y1 + fringe)}`,
        darken(base, 0.18),
        0.35,
      );
    }
  }
  c.shape(outline, pile, { light: 'top' });

  c.clipped(outline, () => drawRugPattern());
  c.line(outline, darken(base, 0.45), 1, 0.45);

  function drawRugPattern(): void {
    switch (k.pattern) {
      case 'stripes':
        for (let i = 0; i < 9; i++) c.fill(quad(0, i / 9, 1, i / 9 + 0.05), i % 2 ? a : b, 0.9);
        break;
      case 'kilim':
        for (let band = 0; band < 5; band++) {
          const t0 = 0.08 + band * 0.18;
          const col = [a, b, d][band % 3] as string;
          c.fill(quad(0, t0, 1, t0 + 0.02), darken(col, 0.2));
          for (let i = 0; i < 8; i++) {
            const u = 0.0625 + i / 8;
            c.fill(
              path([
                [u, t0 + 0.04],
                [u + 0.05, t0 + 0.09],
                [u, t0 + 0.14],
                [u - 0.05, t0 + 0.09],
              ]),
              col,
            );
          }
        }
        break;
      case 'geometric':
      case 'atomic':
        for (let i = -6; i <= 6; i++) {
          c.stroke(
            path([
              [i / 6, 0],
              [i / 6 + 1, 1],
            ]).replace('Z', ''),
            darken(a, 0.1),
            0.7,
            0.8,
          );
          c.stroke(
            path([
              [i / 6 + 1, 0],
              [i / 6, 1],
            ]).replace('Z', ''),
            darken(a, 0.1),
            0.7,
            0.8,
          );
        }
        break;
      case 'medallion':
      case 'floral': {
        c.fill(quad(0.05, 0.05, 0.95, 0.95), a, 0.85);
        c.fill(quad(0.1, 0.1, 0.9, 0.9), lighten(base, 0.1));
        c.fill(quad(0.12, 0.12, 0.88, 0.88), darken(a, 0.05), 0.9);
        c.fill(
          path([
            [0.5, 0.22],
            [0.78, 0.5],
            [0.5, 0.78],
            [0.22, 0.5],
          ]),
          b,
        );
        c.fill(ring(0.5, 0.5, 0.12, 0.12), lighten(base, 0.1));
        c.fill(ring(0.5, 0.5, 0.06, 0.06), d);
        for (const [u, t] of [
          [0.2, 0.2],
          [0.8, 0.2],
          [0.2, 0.8],
          [0.8, 0.8],
        ] as const) {
          c.fill(ring(u, t, 0.05, 0.05), b);
        }
        break;
      }
      case 'plaid':
        for (let i = 1; i < 8; i++) {
          c.fill(quad(i / 8 - 0.015, 0, i / 8 + 0.015, 1), a, 0.7);
          c.fill(quad(0, i / 8 - 0.015, 1, i / 8 + 0.015), a, 0.7);
        }
        break;
      case 'wave':
        for (let row = 1; row < 7; row++) {
          const pts: Uv[] = [];
          for (let i = 0; i <= 40; i++) pts.push([i / 40, row / 7 + Math.sin(i * 0.8) * 0.02]);
          c.stroke(path(pts).replace('Z', ''), a, 0.9, 0.85);
        }
        break;
      case 'fan':
        for (let i = 0; i < 4; i++) {
          for (let j = 0; j < 3; j++) {
            const cu = 0.125 + i * 0.25;
            const ct = 0.25 + j * 0.3;
            const arc: Uv[] = [[cu, ct]];
            for (let q = 0; q <= 12; q++)
              arc.push([
                cu + Math.cos(Math.PI + (q / 12) * Math.PI) * 0.11,
                ct + Math.sin(Math.PI + (q / 12) * Math.PI) * 0.12,
              ]);
            c.fill(path(arc), (i + j) % 2 ? a : b, 0.9);
          }
        }
        break;
      case 'abstract':
        c.fill(ring(0.3, 0.35, 0.2, 0.18), a, 0.85);
        c.fill(ring(0.7, 0.65, 0.25, 0.2), b, 0.8);
        c.fill(ring(0.62, 0.25, 0.08, 0.07), d, 0.9);
        break;
      default:
        c.fill(quad(0.04, 0.04, 0.96, 0.96), lighten(base, 0.06));
        c.stroke(quad(0.06, 0.06, 0.94, 0.94), darken(base, 0.15), 0.5);
    }
    // Pile: the far side a little darker, a sheen across the near side.
    c.fill(
      outline,
      c.linear([
        [0, '#000', 0.18],
        [0.5, '#000', 0],
        [1, '#fff', 0.08],
      ]),
    );
  }
}

/** Vertical folds: a repeated light-dark-light band, the way draped fabric catches light. */
function foldPaint(k: Kit, color: string, foldWidth: number): string {
  const band = k.c.linear(
    [
      [0, darken(color, 0.22)],
      [0.35, lighten(color, 0.12)],
      [0.6, color],
      [1, darken(color, 0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  return k.c.pattern(
    `fold${color}${foldWidth}`,
    foldWidth,
    10,
    `<rect width="${foldWidth}" height="10" fill="${band}"/>`,
  );
}

function drawCurtainPanel(
  k: Kit,
  x: number,
  w: number,
  top: number,
  H: number,
  color: string,
  sheer: boolean,
  tieSide: -1 | 0 | 1,
  print?: string,
): void {
  const { c } = k;
  const fold = Math.max(10, w / 6);
  const tieY = top + (H - top) * 0.6;
  const pinch = tieSide === 0 ? 0 : w * 0.45;
  const inX = tieSide === -1 ? x : x + pinch;
  const inR = tieSide === 1 ? x + w : x + w - pinch;
  const hem = (x0: number, x1: number) => {
    const n = Math.max(3, Math.round((x1 - x0) / fold));
    let d = '';
    for (let i = n; i > 0; i--) {
      const xa = x0 + ((x1 - x0) * i) / n;
      const xb = x0 + ((x1 - x0) * (i - 1)) / n;
      d += ` Q${r((xa + xb) / 2)} ${r(H - 0.5)} ${r(xb)} ${r(H - 2.5)}`;
    }
    return d;
  };
  const d =
    tieSide === 0
      ? `M${r(x)} ${r(top)} H${r(x + w)} L${r(x + w + 1)} ${r(H - 2.5)}${hem(x - 1, x + w + 1)}Z`
      : `M${r(x)} ${r(top)} H${r(x + w)} Q${r(inR)} ${r(top + (tieY - top) * 0.7)} ${r(inR)} ${r(tieY)} Q${r(inR + (tieSide === 1 ? 0 : pinch * 0.6))} ${r(tieY + (H - tieY) * 0.5)} ${r(tieSide === 1 ? x + w : x + w - pinch * 0.3)} ${r(H - 2.5)}${hem(tieSide === -1 ? x : x + pinch * 0.3, tieSide === 1 ? x + w : x + w - pinch * 0.3)} Q${r(inX - (tieSide === -1 ? 0 : pinch * 0.6))} ${r(tieY + (H - tieY) * 0.5)} ${r(inX)} ${r(tieY)} Q${r(inX)} ${r(top + (tieY - top) * 0.7)} ${r(x)} ${r(top)}Z`;
  const op = sheer ? 0.55 : 1;
  c.add(`<g opacity="${op}">`);
  c.fill(d, foldPaint(k, color, fold));
  if (print) c.fill(d, print, 0.6);
  c.fill(
    d,
    c.linear([
      [0, '#fff', 0.08],
      [0.7, '#000', 0],
      [1, '#000', 0.12],
    ]),
  );
  c.line(d, darken(color, 0.4), 1, 0.4);
  c.add('</g>');
  if (tieSide !== 0) {
    const tx0 = tieSide === -1 ? x - 0.5 : inX - 1;
    const tx1 = tieSide === -1 ? inR + 1 : x + w + 0.5;
    c.shape(rect(tx0, tieY - 2, tx1 - tx0, 4, 2), { color: k.accent(0), finish: 'fabric' }, { light: 'cyl' });
  }
}

function drawRod(k: Kit, W: number, rings: readonly number[]): number {
  const { c } = k;
  const m = k.look.metal;
  const rodY = 4;
  c.shape(rect(3, rodY - 1.2, W - 6, 2.4, 1.2), m, { light: 'cyl' });
  for (const x of [3.5, W - 3.5]) c.shape(ellipse(x, rodY, 3, 3), m, { light: 'dome' });
  for (const x of rings) c.stroke(ellipse(x, rodY + 0.5, 1.6, 2.2), darken(m.color, 0.1), 0.5);
  return rodY + 2.5;
}

interface CurtainFabric {
  color: string;
  sheer: boolean;
  print?: string;
}

const PRINT_MOTIFS: Partial<Record<Pattern, Motif>> = {
  stripes: 'stripes',
  floral: 'floral',
  geometric: 'diamonds',
  kilim: 'diamonds',
  medallion: 'damask',
  wave: 'waves',
  fan: 'fans',
  atomic: 'dots',
  plaid: 'stripes',
};

/** Sheer voile, plain fabric, or (now and then) the style's print over the folds. */
function curtainFabric(k: Kit): CurtainFabric {
  const sheer = k.look.patterns.includes('plain') ? k.v % 2 === 0 : k.v % 3 === 2;
  if (sheer) return { color: '#f4f1ea', sheer };
  const color = k.pick([k.fabric.color, k.accent(1), k.accent(0)]);
  const motif = PRINT_MOTIFS[k.pattern];
  if (!motif || k.v % 3 !== 0) return { color, sheer };
  const [ink, ink2] = patternColors(k, color);
  const tile = motifTile(motif, 'none', ink, ink2);
  return {
    color,
    sheer,
    print: k.c.pattern(
      `print${motif}${ink}`,
      tile.w * 1.6,
      tile.h * 1.6,
      `<g transform="scale(1.6)">${tile.body}</g>`,
    ),
  };
}

export function drawCurtainPair(k: Kit, W: number, H: number): void {
  const f = curtainFabric(k);
  const tied = !f.sheer && k.v % 2 === 1;
  const panelW = W * (tied ? 0.42 : 0.36);
  const rings = Array.from({ length: 8 }, (_, i) => 8 + ((panelW - 4) * i) / 7).flatMap((x) => [x, W - x]);
  const top = drawRod(k, W, rings);
  drawCurtainPanel(k, 6, panelW, top, H, f.color, f.sheer, tied ? -1 : 0, f.print);
  drawCurtainPanel(k, W - 6 - panelW, panelW, top, H, f.color, f.sheer, tied ? 1 : 0, f.print);
}

export function drawCurtainPanelKind(k: Kit, W: number, H: number): void {
  const f = curtainFabric(k);
  const rings = Array.from({ length: 9 }, (_, i) => 8 + ((W - 16) * i) / 8);
  const top = drawRod(k, W, rings);
  drawCurtainPanel(k, 6, W - 12, top, H, f.color, f.sheer, !f.sheer && k.v % 2 === 1 ? -1 : 0, f.print);
}

type Motif =
  | 'damask'
  | 'stripes'
  | 'floral'
  | 'fans'
  | 'leaves'
  | 'waves'
  | 'brick'
  | 'planks'
  | 'dots'
  | 'arches'
  | 'diamonds';

const WALLPAPER_MOTIFS: Readonly<Record<string, readonly Motif[]>> = {
  Modern: ['diamonds', 'dots'],
  Minimalist: ['dots', 'stripes'],
  Scandinavian: ['leaves', 'dots'],
  Industrial: ['brick', 'diamonds'],
  Bohemian: ['leaves', 'arches'],
  Contemporary: ['arches', 'waves'],
  Eclectic: ['leaves', 'fans', 'floral'],
  'Shabby Chic': ['floral', 'stripes'],
  'Mid-century Modern': ['diamonds', 'dots'],
  'Art Deco': ['fans', 'diamonds'],
  Traditional: ['damask', 'stripes'],
  Transitional: ['stripes', 'diamonds'],
  Coastal: ['waves', 'stripes'],
  Rustic: ['planks', 'brick'],
  'French Country': ['floral', 'damask'],
  'Modern Farmhouse': ['planks', 'stripes'],
  'Hollywood Regency': ['stripes', 'damask'],
  Glam: ['fans', 'damask'],
  'Asian Zen': ['waves', 'leaves'],
  Vintage: ['floral', 'damask'],
};

function motifTile(
  motif: Motif,
  bg: string,
  ink: string,
  ink2: string,
): { w: number; h: number; body: string } {
  const base = (w: number, h: number) =>
    bg === 'none' ? '' : `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  switch (motif) {
    case 'stripes':
      return {
        w: 12,
        h: 10,
        body: `${base(12, 10)}<rect width="4" height="10" fill="${ink}"/><rect x="6" width="1" height="10" fill="${ink2}"/>`,
      };
    case 'dots':
      return {
        w: 8,
        h: 8,
        body: `${base(8, 8)}<circle cx="2" cy="2" r="1.1" fill="${ink}"/><circle cx="6" cy="6" r="1.1" fill="${ink2}"/>`,
      };
    case 'diamonds':
      return {
        w: 10,
        h: 14,
        body: `${base(10, 14)}<path d="M5 0 L10 7 L5 14 L0 7Z" fill="none" stroke="${ink}" stroke-width="0.7"/><circle cx="5" cy="7" r="1" fill="${ink2}"/>`,
      };
    case 'fans':
      return {
        w: 14,
        h: 10,
        body: `${base(14, 10)}<path d="M0 10 A7 7 0 0 1 14 10 M2.5 10 A4.5 4.5 0 0 1 11.5 10 M5 10 A2 2 0 0 1 9 10 M-7 5 A7 7 0 0 1 7 5 M7 5 A7 7 0 0 1 21 5" fill="none" stroke="${ink}" stroke-width="0.6"/>`,
      };
    case 'leaves':
      return {
        w: 16,
        h: 18,
        body: `${base(16, 18)}<path d="M4 16 C0 10 3 4 8 2 C8 8 8 12 4 16Z" fill="${ink}"/><path d="M12 9 C16 6 16 2 14 0 C11 2 10 6 12 9Z" fill="${ink2}"/><path d="M4 16 L7 5" stroke="${bg}" stroke-width="0.3"/>`,
      };
    case 'waves':
      return {
        w: 12,
        h: 6,
        body: `${base(12, 6)}<path d="M0 3 Q3 0 6 3 T12 3" fill="none" stroke="${ink}" stroke-width="0.7"/>`,
      };
    case 'brick':
      return {
        w: 24,
        h: 14,
        body: `${base(24, 14)}<rect x="0.4" y="0.4" width="23.2" height="6.2" fill="${ink}"/><rect x="-11.6" y="7.4" width="23.2" height="6.2" fill="${ink2}"/><rect x="12.4" y="7.4" width="23.2" height="6.2" fill="${ink}"/>`,
      };
    case 'planks':
      return {
        w: 40,
        h: 12,
        body: `${base(40, 12)}<rect y="11.2" width="40" height="0.8" fill="${ink}"/><path d="M4 5 C14 4 22 7 36 5" stroke="${ink2}" stroke-width="0.3" fill="none"/>`,
      };
    case 'arches':
      return {
        w: 12,
        h: 16,
        body: `${base(12, 16)}<path d="M2 16 V8 A4 4 0 0 1 10 8 V16Z" fill="${ink}"/><circle cx="6" cy="3" r="1.2" fill="${ink2}"/>`,
      };
    case 'floral':
      return {
        w: 14,
        h: 14,
        body: `${base(14, 14)}${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="4" cy="2" rx="1.2" ry="2" fill="${ink}" transform="rotate(${a} 4 4)"/>`).join('')}<circle cx="4" cy="4" r="0.9" fill="${ink2}"/><path d="M9 11 q2 -3 4 -1" stroke="${ink2}" stroke-width="0.5" fill="none"/><circle cx="11" cy="11" r="1" fill="${ink}"/>`,
      };
    default:
      return {
        w: 16,
        h: 22,
        body: `${base(16, 22)}<path d="M8 1 C12 5 13 9 8 11 C3 9 4 5 8 1Z M8 11 C14 13 14 19 8 21 C2 19 2 13 8 11Z" fill="${ink}"/><circle cx="0" cy="11" r="2" fill="${ink2}"/><circle cx="16" cy="11" r="2" fill="${ink2}"/>`,
      };
  }
}

export function drawWallpaperRoll(k: Kit, W: number, H: number, style: string): void {
  const { c } = k;
  const motif = k.pick<Motif>(WALLPAPER_MOTIFS[style] ?? ['damask']);
  const bg = k.pick([lighten(k.fabric.color, 0.35), lighten(k.accent(3), 0.6), '#f3efe6', k.accent(1)]);
  const [ink, ink2] = patternColors(k, bg);
  const tile = motifTile(motif, bg, darken(ink, 0.05), ink2);
  const paper = c.pattern(`wp${motif}${bg}${ink}`, tile.w, tile.h, tile.body);
  const rollH = 14;
  const sheetTop = rollH / 2;
  const curl = 6;
  const sheet = `M2 ${sheetTop} H${W - 2} V${r(H - curl)} Q${r(W - 2)} ${r(H)} ${r(W - 12)} ${r(H - 1)} L2 ${r(H - 0.5)}Z`;
  c.fill(sheet, paper);
  c.fill(
    sheet,
    c.linear(
      [
        [0, '#000', 0.12],
        [0.15, '#fff', 0.1],
        [0.8, '#000', 0],
        [1, '#000', 0.14],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.line(sheet, darken(bg, 0.4), 1, 0.4);
  c.shadow(rect(2, rollH - 1, W - 4, 3), 0.35, 3);
  // The roll itself: a cylinder lying across the top, its spiral end on the right.
  c.add(`<g>`);
  c.fill(rect(0, 0, W, rollH, rollH / 2), paper);
  c.fill(
    rect(0, 0, W, rollH, rollH / 2),
    c.linear([
      [0, '#fff', 0.25],
      [0.35, '#fff', 0],
      [1, '#000', 0.35],
    ]),
  );
  c.line(rect(0, 0, W, rollH, rollH / 2), darken(bg, 0.4), 1, 0.5);
  c.add('</g>');
  c.shape(
    ellipse(W - rollH / 2, rollH / 2, rollH * 0.32, rollH / 2 - 0.5),
    { color: lighten(bg, 0.2), finish: 'matte' },
    { light: 'dome' },
  );
  c.line(
    `M${r(W - rollH / 2)} ${r(rollH / 2)} m-1 0 a1 1 0 1 1 1 1 a2 2 0 1 1 -2 -2 a3.2 3.2 0 1 1 3.2 3.2`,
    darken(bg, 0.4),
    0.9,
    0.6,
  );
}
