import type { Kit } from './kit.js';
import { blob, darken, lighten, type Material, poly, r, rect } from './svg-canvas.js';

type Plant = 'monstera' | 'fig' | 'snake' | 'palm' | 'olive';

/** A leaf hanging from (x, y), pointing `angle` degrees from straight up. */
interface Leaf {
  x: number;
  y: number;
  len: number;
  wid: number;
  angle: number;
  color: string;
  shape: 'blade' | 'heart';
}

interface Stem {
  points: [number, number][];
  color: string;
  width: number;
}

const GREENS = ['#2f5e2e', '#3d7a36', '#4a8a3f', '#2a4f2a', '#5c9448'];
const OLIVE_GREENS = ['#7d8f6a', '#9aa987', '#6a7d5a'];

function rotate(x: number, y: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

function leafOutline(l: Leaf): [number, number][] {
  const local: [number, number][] =
    l.shape === 'heart'
      ? [
          [0, l.len * 0.3],
          [l.wid, -l.len * 0.1],
          [l.wid * 0.78, -l.len * 0.85],
          [0, -l.len],
          [-l.wid * 0.78, -l.len * 0.85],
          [-l.wid, -l.len * 0.1],
        ]
      : // The widest point of the blade's Bézier outline, not its control points.
        [
          [0, 0],
          [l.wid * 0.7, -l.len * 0.4],
          [0, -l.len],
          [-l.wid * 0.7, -l.len * 0.4],
        ];
  return local.map(([x, y]) => {
    const [rx, ry] = rotate(x, y, l.angle);
    return [l.x + rx, l.y + ry];
  });
}

/** Leaves and stems of each plant, in a rough box; they are fitted to the frame afterwards. */
function grow(k: Kit, plant: Plant, W: number, base: number): { leaves: Leaf[]; stems: Stem[] } {
  const cx = W / 2;
  const g = (i: number) => GREENS[(i + k.v) % GREENS.length] as string;
  const leaves: Leaf[] = [];
  const stems: Stem[] = [];
  switch (plant) {
    case 'snake':
      for (let i = 0; i < 9; i++) {
        const len = base * (0.6 + 0.4 * (1 - Math.abs(i - 4) / 4)) * (0.9 + k.random() * 0.1);
        leaves.push({
          x: cx + (i - 4) * 2.2,
          y: base,
          len,
          wid: 3.4,
          angle: (i - 4) * 6,
          color: g(i),
          shape: 'blade',
        });
      }
      break;
    case 'palm': {
      const crown: [number, number] = [cx, base * 0.5];
      stems.push({ points: [[cx, base], [cx + 2, base * 0.75], crown], color: '#6b5a3a', width: 1.5 });
      for (let i = 0; i < 9; i++) {
        const angle = -80 + i * 20;
        const len = base * 0.5;
        const tip = rotate(0, -len, angle);
        stems.push({ points: [crown, [crown[0] + tip[0], crown[1] + tip[1]]], color: '#3a6a30', width: 0.6 });
        for (let j = 1; j < 9; j++) {
          const [ox, oy] = rotate(0, (-len * j) / 9, angle);
          for (const side of [-1, 1]) {
            leaves.push({
              x: crown[0] + ox,
              y: crown[1] + oy,
              len: 6 - j * 0.35,
              wid: 0.7,
              angle: angle + side * 55,
              color: g(j),
              shape: 'blade',
            });
          }
        }
      }
      break;
    }
    case 'fig':
    case 'olive': {
      const fig = plant === 'fig';
      const cy = base * 0.42;
      stems.push({
        points: [
          [cx, base],
          [cx - 3, base * 0.7],
          [cx + 1, cy],
        ],
        color: '#6b4f35',
        width: fig ? 2.4 : 1.8,
      });
      for (let i = 0; i < (fig ? 34 : 90); i++) {
        const a = k.random() * Math.PI * 2;
        const rr = Math.sqrt(k.random());
        const x = cx + Math.cos(a) * rr * (W / 2);
        const y = cy + Math.sin(a) * rr * cy;
        leaves.push(
          fig
            ? {
                x,
                y,
                len: 17,
                wid: 7,
                angle: (x - cx) * 1.2 + (k.random() - 0.5) * 50,
                color: g(i),
                shape: 'blade',
              }
            : {
                x,
                y,
                len: 9,
                wid: 1.8,
                angle: (k.random() - 0.5) * 140,
                color: OLIVE_GREENS[i % 3] as string,
                shape: 'blade',
              },
        );
      }
      break;
    }
    default:
      // Monstera: big split heart leaves on long stems.
      for (let i = 0; i < 7; i++) {
        const a = -60 + i * 20 + (k.random() - 0.5) * 8;
        const stem = base * (0.45 + k.random() * 0.2);
        const [tx, ty] = rotate(0, -stem, a);
        stems.push({
          points: [
            [cx, base],
            [cx + tx * 0.3, base - stem * 0.6],
            [cx + tx, base + ty],
          ],
          color: '#4a7a3a',
          width: 0.9,
        });
        leaves.push({
          x: cx + tx,
          y: base + ty,
          len: 16,
          wid: 14,
          angle: a * 0.8,
          color: g(i),
          shape: 'heart',
        });
      }
  }
  return { leaves, stems };
}

function pathThrough(points: readonly [number, number][]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 2) {
    const [c1, end] = rest as [[number, number], [number, number]];
    return `M${r(first[0])} ${r(first[1])} Q${r(c1[0])} ${r(c1[1])} ${r(end[0])} ${r(end[1])}`;
  }
  return `M${r(first[0])} ${r(first[1])}${rest.map(([x, y]) => ` L${r(x)} ${r(y)}`).join('')}`;
}

/**
 * Plants grow as they like; the foliage is then scaled into the frame (full width, up to
 * the top, down to the pot), so the picture keeps the catalogue's real proportions.
 */
function drawFoliage(k: Kit, plant: Plant, W: number, base: number): void {
  const { c } = k;
  const { leaves, stems } = grow(k, plant, W, base);
  const points = [...leaves.flatMap(leafOutline), ...stems.flatMap((s) => s.points)];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const sx = W / (maxX - minX);
  const sy = base / (maxY - minY);
  c.add(
    `<g transform="matrix(${r(sx * 1000) / 1000} 0 0 ${r(sy * 1000) / 1000} ${r(-minX * sx)} ${r(-minY * sy)})">`,
  );
  for (const s of stems) c.stroke(pathThrough(s.points), s.color, s.width);
  for (const l of leaves) {
    const m: Material = { color: l.color, finish: 'satin' };
    c.add(`<g transform="translate(${r(l.x)} ${r(l.y)}) rotate(${r(l.angle)})">`);
    if (l.shape === 'heart') {
      const s = l.len;
      c.shape(blob(leafOutline({ ...l, x: 0, y: 0, angle: 0 })), m, { light: 'dome' });
      for (const side of [-1, 1]) {
        for (let j = 0; j < 3; j++) {
          const y = -s * (0.15 + j * 0.28);
          c.stroke(
            `M${r(side * l.wid * 0.95)} ${r(y)} L${r(side * l.wid * 0.45)} ${r(y + s * 0.08)}`,
            '#000',
            1.1,
          );
        }
      }
      c.line(`M0 ${r(s * 0.25)} L0 ${r(-s * 0.95)}`, lighten(l.color, 0.35), 1, 0.6);
    } else {
      const d = `M0 0 C${r(l.wid)} ${r(-l.len * 0.25)} ${r(l.wid * 0.9)} ${r(-l.len * 0.8)} 0 ${r(-l.len)} C${r(-l.wid * 0.9)} ${r(-l.len * 0.8)} ${r(-l.wid)} ${r(-l.len * 0.25)} 0 0Z`;
      c.shape(d, m, { light: 'dome', outline: l.wid > 1 });
      if (l.len > 8) c.line(`M0 0 L0 ${r(-l.len * 0.92)}`, lighten(l.color, 0.35), 1, 0.6);
    }
    c.add('</g>');
  }
  c.add('</g>');
}

export function drawPottedPlant(k: Kit, W: number, H: number): void {
  const { c } = k;
  const plant = k.pick(['monstera', 'fig', 'snake', 'palm', 'olive'] as const);
  const potH = H * 0.3;
  const potW = W * 0.56;
  const potX = (W - potW) / 2;
  const potTop = H - potH;
  drawFoliage(k, plant, W, potTop + 3);
  const pot: Material =
    k.front === 'cane'
      ? { color: '#c9a46a', finish: 'satin', texture: 'weave' }
      : k.legs === 'metal-frame' || k.legs === 'chunky'
        ? { color: k.legs === 'chunky' ? '#b5653a' : '#9a9a96', finish: 'matte' }
        : { color: k.pick(k.look.ceramics), finish: 'satin' };
  c.shape(
    poly([
      [potX, potTop],
      [potX + potW, potTop],
      [potX + potW * 0.88, H],
      [potX + potW * 0.12, H],
    ]),
    pot,
    { light: 'cyl' },
  );
  c.shape(
    rect(potX - 1, potTop - 2, potW + 2, 5, 1),
    { ...pot, color: lighten(pot.color, 0.06) },
    { light: 'cyl' },
  );
  c.fill(rect(potX + 1, potTop - 2, potW - 2, 1.2), darken('#4a3a2a', 0.1), 0.9);
  if (k.look.metal.color === '#d4af37')
    c.stroke(`M${r(potX + 2)} ${r(potTop + 8)} H${r(potX + potW - 2)}`, '#d4af37', 1.2);
}
