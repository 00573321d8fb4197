import { drawGlass, type Kit } from './kit.js';
import type { Shade } from './style-looks.js';
import { blob, darken, ellipse, lighten, luminance, type Material, poly, r, rect } from './svg-canvas.js';

/** Frames of mirrors and pictures: gold for glamorous styles, otherwise the style's wood or metal. */
function frameMaterial(k: Kit): Material {
  if (k.front === 'cane') return { color: '#c9a46a', finish: 'satin', texture: 'rattan' };
  if (k.look.metal.color === '#d4af37' || k.look.metal.color === '#c9a44c') return k.look.metal;
  if (k.legs === 'metal-frame' || k.legs === 'hairpin' || k.v % 3 === 2)
    return { ...k.look.metal, color: darken(k.look.metal.color, 0.1) };
  return k.carcass.texture === 'marble'
    ? k.look.wood
    : k.carcass.finish === 'gloss'
      ? k.look.metal
      : k.carcass;
}

export function drawWallMirror(k: Kit, W: number, H: number): void {
  const { c } = k;
  const frame = frameMaterial(k);
  const shape =
    k.front === 'cane' || k.front === 'fan' ? 'sunburst' : k.pick(['arch', 'rect', 'oval'] as const);
  const t = frame.texture === 'rattan' ? 7 : 4;
  if (shape === 'sunburst') {
    const rays = 28;
    const pts: [number, number][] = [];
    for (let i = 0; i < rays * 2; i++) {
      const a = (Math.PI * i) / rays;
      const rr = i % 2 ? 0.72 : 1;
      pts.push([W / 2 + Math.cos(a) * (W / 2) * rr, H / 2 + Math.sin(a) * (H / 2) * rr]);
    }
    c.shape(poly(pts), frame, { light: 'dome' });
    c.shape(ellipse(W / 2, H / 2, W * 0.3, H * 0.3), frame, { light: 'dome' });
    drawGlass(k, ellipse(W / 2, H / 2, W * 0.26, H * 0.26));
    return;
  }
  const outer =
    shape === 'arch'
      ? `M0 ${H} V${r(W / 2)} A${r(W / 2)} ${r(W / 2)} 0 0 1 ${W} ${r(W / 2)} V${H}Z`
      : shape === 'oval'
        ? ellipse(W / 2, H / 2, W / 2, H / 2)
        : rect(0, 0, W, H, k.look.corner);
  const inner =
    shape === 'arch'
      ? `M${t} ${H - t} V${r(W / 2)} A${r(W / 2 - t)} ${r(W / 2 - t)} 0 0 1 ${W - t} ${r(W / 2)} V${H - t}Z`
      : shape === 'oval'
        ? ellipse(W / 2, H / 2, W / 2 - t, H / 2 - t)
        : rect(t, t, W - 2 * t, H - 2 * t, Math.max(0, k.look.corner - t));
  c.shape(outer, frame, { light: 'front' });
  drawGlass(k, inner);
  if (k.front === 'raised' && shape === 'rect') {
    for (const [x, y] of [
      [t, t],
      [W - t, t],
      [t, H - t],
      [W - t, H - t],
    ] as const) {
      // Corner rosettes stay inside the frame: the picture's corners must stay transparent.
      c.shape(ellipse(x, y, t * 0.9, t * 0.9), frame, { light: 'dome' });
    }
  }
}

export function drawFloorMirror(k: Kit, W: number, H: number): void {
  const { c } = k;
  const frame = frameMaterial(k);
  const t = frame.texture === 'rattan' ? 6 : 3.5;
  const arch = k.v % 3 !== 1;
  const glassBottom = H - 4;
  const outer = arch
    ? `M0 ${glassBottom} V${r(W / 2)} A${r(W / 2)} ${r(W / 2)} 0 0 1 ${W} ${r(W / 2)} V${glassBottom}Z`
    : rect(0, 0, W, glassBottom, k.look.corner);
  const inner = arch
    ? `M${t} ${glassBottom - t} V${r(W / 2)} A${r(W / 2 - t)} ${r(W / 2 - t)} 0 0 1 ${W - t} ${r(W / 2)} V${glassBottom - t}Z`
    : rect(t, t, W - 2 * t, glassBottom - 2 * t);
  c.shape(outer, frame, { light: 'front' });
  drawGlass(k, inner);
  for (const x of [3, W - 7])
    c.shape(
      rect(x, glassBottom - 1, 4, 5, 0.5),
      { ...frame, color: darken(frame.color, 0.2) },
      { light: 'cyl' },
    );
}

type VaseShape = 'amphora' | 'bottle' | 'cylinder' | 'belly' | 'pampas';

function vaseOutline(shape: VaseShape, x0: number, w: number, top: number, bottom: number): string {
  const h = bottom - top;
  const cx = x0 + w / 2;
  const at = (fx: number, fy: number): [number, number] => [cx + fx * (w / 2), top + fy * h];
  const right: [number, number][] =
    shape === 'bottle'
      ? [at(0.18, 0), at(0.2, 0.3), at(0.9, 0.55), at(1, 0.8), at(0.6, 1)]
      : shape === 'cylinder'
        ? [at(0.8, 0), at(1, 0.5), at(0.85, 1)]
        : shape === 'belly' || shape === 'pampas'
          ? [at(0.45, 0), at(0.38, 0.12), at(1, 0.5), at(0.78, 0.9), at(0.5, 1)]
          : [at(0.5, 0), at(0.32, 0.18), at(1, 0.45), at(0.6, 0.85), at(0.45, 1)];
  const left = [...right].reverse().map(([x, y]) => [2 * cx - x, y] as [number, number]);
  return blob([...right, ...left]);
}

export function drawFloorVase(k: Kit, W: number, H: number): void {
  const { c } = k;
  const shape = k.pick(['amphora', 'bottle', 'belly', 'pampas', 'cylinder'] as const);
  const color = k.pick(k.look.ceramics, 1);
  const m: Material =
    k.front === 'cane' && shape === 'cylinder'
      ? { color: '#c9a46a', finish: 'satin', texture: 'rattan' }
      : { color, finish: k.v % 2 ? 'gloss' : 'matte' };
  const top = shape === 'pampas' ? H * 0.45 : 0;
  if (shape === 'pampas') {
    const stems = 7;
    for (let i = 0; i < stems; i++) {
      const a = (-0.55 + (1.1 * i) / (stems - 1)) * 0.9;
      const len = H * (0.48 + 0.06 * Math.cos(i * 1.7));
      const sx = W / 2;
      const sy = top + 4;
      const ex = sx + Math.sin(a) * len * 0.8;
      const ey = sy - Math.cos(a) * len;
      c.stroke(
        `M${r(sx)} ${r(sy)} Q${r(sx + Math.sin(a) * len * 0.3)} ${r(sy - len * 0.5)} ${r(ex)} ${r(ey)}`,
        '#9a8460',
        0.5,
      );
      const plume = k.pick(['#e8dcc4', '#d9c3a0', '#efe6d6', '#c9b08a'], i);
      c.shape(
        ellipse(ex, Math.max(ey + 6, 6), 2.6, 6.2),
        { color: plume, finish: 'fabric' },
        { light: 'dome', outline: false },
      );
    }
  }
  c.shape(vaseOutline(shape, 0, W, top, H), m, { light: 'dome' });
  const mouth = shape === 'bottle' ? 0.18 : shape === 'cylinder' ? 0.7 : shape === 'amphora' ? 0.5 : 0.45;
  c.fill(ellipse(W / 2, top + 0.9, (W / 2) * mouth * 0.9, 0.8), darken(m.color, 0.55));
  const [accent] = [k.pick(k.look.accents, 2)];
  if (k.pattern === 'stripes' || k.pattern === 'kilim' || k.pattern === 'geometric') {
    const y = top + (H - top) * 0.55;
    c.stroke(
      `M${r(W * 0.12)} ${r(y)} Q${r(W / 2)} ${r(y + 2)} ${r(W * 0.88)} ${r(y)}`,
      luminance(accent) > 0.8 ? darken(accent, 0.3) : accent,
      1.4,
      0.9,
    );
  }
  if (k.look.metal.color === '#d4af37' || k.look.metal.color === '#c9a44c') {
    c.stroke(`M${r(W * 0.3)} ${r(top + 1)} H${r(W * 0.7)}`, k.look.metal.color, 1.2);
  }
}

type Artwork = 'abstract' | 'arches' | 'sea' | 'deco' | 'hills' | 'botanical' | 'circles' | 'ink' | 'skyline';

const ARTWORKS: Readonly<Record<string, readonly Artwork[]>> = {
  Modern: ['abstract', 'circles'],
  Minimalist: ['circles', 'botanical'],
  Scandinavian: ['botanical', 'hills'],
  Industrial: ['skyline', 'abstract'],
  Bohemian: ['arches', 'botanical'],
  Contemporary: ['arches', 'abstract'],
  Eclectic: ['abstract', 'circles', 'arches'],
  'Shabby Chic': ['botanical', 'hills'],
  'Mid-century Modern': ['circles', 'abstract'],
  'Art Deco': ['deco', 'arches'],
  Traditional: ['hills', 'botanical'],
  Transitional: ['abstract', 'hills'],
  Coastal: ['sea', 'botanical'],
  Rustic: ['hills', 'botanical'],
  'French Country': ['botanical', 'hills'],
  'Modern Farmhouse': ['hills', 'botanical'],
  'Hollywood Regency': ['deco', 'abstract'],
  Glam: ['abstract', 'deco'],
  'Asian Zen': ['ink', 'botanical'],
  Vintage: ['hills', 'botanical'],
};

export function drawWallArt(k: Kit, W: number, H: number, style: string): void {
  const { c } = k;
  const frame = frameMaterial(k);
  const t = 3;
  c.shape(rect(0, 0, W, H, 0.5), frame.texture === 'rattan' ? k.look.wood : frame, { light: 'front' });
  const mat = 4;
  c.fill(rect(t, t, W - 2 * t, H - 2 * t), '#f6f3ec');
  const x0 = t + mat;
  const y0 = t + mat;
  const w = W - 2 * (t + mat);
  const h = H - 2 * (t + mat);
  const [a, b, d] = [k.accent(0), k.accent(1), k.accent(2)];
  c.fill(rect(x0, y0, w, h), lighten(k.accent(3), 0.7));
  const kind = k.pick(ARTWORKS[style] ?? ['abstract']);
  switch (kind) {
    case 'abstract':
      c.fill(
        blob([
          [x0 + w * 0.2, y0 + h * 0.2],
          [x0 + w * 0.7, y0 + h * 0.15],
          [x0 + w * 0.8, y0 + h * 0.5],
          [x0 + w * 0.35, y0 + h * 0.6],
        ]),
        a,
        0.9,
      );
      c.fill(ellipse(x0 + w * 0.62, y0 + h * 0.7, w * 0.25, w * 0.25), b, 0.85);
      c.stroke(
        `M${r(x0 + w * 0.1)} ${r(y0 + h * 0.85)} Q${r(x0 + w * 0.5)} ${r(y0 + h * 0.4)} ${r(x0 + w * 0.9)} ${r(y0 + h * 0.6)}`,
        d,
        1.2,
      );
      break;
    case 'arches':
      for (let i = 0; i < 4; i++) {
        const rr = w * (0.45 - i * 0.1);
        c.fill(
          `M${r(x0 + w / 2 - rr)} ${r(y0 + h)} V${r(y0 + h * 0.5)} A${r(rr)} ${r(rr)} 0 0 1 ${r(x0 + w / 2 + rr)} ${r(y0 + h * 0.5)} V${r(y0 + h)}Z`,
          [a, b, d, a][i] as string,
        );
      }
      c.fill(ellipse(x0 + w * 0.75, y0 + h * 0.18, w * 0.1, w * 0.1), b);
      break;
    case 'sea':
      c.fill(rect(x0, y0 + h * 0.55, w, h * 0.45), '#2e5a7b');
      for (let i = 0; i < 4; i++)
        c.stroke(
          `M${r(x0)} ${r(y0 + h * (0.62 + i * 0.09))} q${r(w / 8)} -2 ${r(w / 4)} 0 t${r(w / 4)} 0 t${r(w / 4)} 0 t${r(w / 4)} 0`,
          '#bcd6e6',
          0.8,
          0.8,
        );
      c.fill(ellipse(x0 + w * 0.7, y0 + h * 0.3, w * 0.12, w * 0.12), '#f3d9a4');
      break;
    case 'deco':
      c.fill(rect(x0, y0, w, h), '#1c1c1f');
      for (let i = 0; i <= 10; i++) {
        const ang = Math.PI + (Math.PI * i) / 10;
        c.stroke(
          `M${r(x0 + w / 2)} ${r(y0 + h * 0.8)} L${r(x0 + w / 2 + Math.cos(ang) * w * 0.45)} ${r(y0 + h * 0.8 + Math.sin(ang) * w * 0.45)}`,
          '#c9a44c',
          0.6,
        );
      }
      c.stroke(rect(x0 + 2, y0 + 2, w - 4, h - 4), '#c9a44c', 0.5);
      break;
    case 'hills':
      c.fill(rect(x0, y0, w, h), lighten('#9ec3d8', 0.3));
      c.fill(
        `M${r(x0)} ${r(y0 + h * 0.6)} Q${r(x0 + w * 0.3)} ${r(y0 + h * 0.35)} ${r(x0 + w * 0.6)} ${r(y0 + h * 0.55)} T${r(x0 + w)} ${r(y0 + h * 0.5)} V${r(y0 + h)} H${r(x0)}Z`,
        '#7f9a6a',
      );
      c.fill(
        `M${r(x0)} ${r(y0 + h * 0.75)} Q${r(x0 + w * 0.5)} ${r(y0 + h * 0.6)} ${r(x0 + w)} ${r(y0 + h * 0.72)} V${r(y0 + h)} H${r(x0)}Z`,
        '#5d7a4a',
      );
      c.fill(ellipse(x0 + w * 0.25, y0 + h * 0.2, w * 0.08, w * 0.08), '#f3e3b3');
      break;
    case 'botanical':
      c.stroke(
        `M${r(x0 + w / 2)} ${r(y0 + h * 0.92)} Q${r(x0 + w * 0.45)} ${r(y0 + h * 0.5)} ${r(x0 + w / 2)} ${r(y0 + h * 0.1)}`,
        '#3f5a3a',
        0.7,
      );
      for (let i = 0; i < 6; i++) {
        const y = y0 + h * (0.2 + i * 0.12);
        const s = i % 2 ? 1 : -1;
        c.fill(
          blob([
            [x0 + w / 2, y],
            [x0 + w / 2 + s * w * 0.3, y - h * 0.06],
            [x0 + w / 2 + s * w * 0.15, y + h * 0.03],
          ]),
          i % 2 ? '#5d7a4a' : '#7f9a6a',
        );
      }
      break;
    case 'circles':
      c.fill(ellipse(x0 + w * 0.4, y0 + h * 0.4, w * 0.28, w * 0.28), a, 0.9);
      c.fill(ellipse(x0 + w * 0.62, y0 + h * 0.62, w * 0.22, w * 0.22), b, 0.85);
      c.fill(rect(x0 + w * 0.15, y0 + h * 0.8, w * 0.7, 1.2), d);
      break;
    case 'ink':
      c.fill(
        `M${r(x0)} ${r(y0 + h * 0.75)} L${r(x0 + w * 0.3)} ${r(y0 + h * 0.45)} L${r(x0 + w * 0.45)} ${r(y0 + h * 0.6)} L${r(x0 + w * 0.7)} ${r(y0 + h * 0.35)} L${r(x0 + w)} ${r(y0 + h * 0.7)} V${r(y0 + h)} H${r(x0)}Z`,
        '#3a3a3a',
        0.85,
      );
      c.fill(ellipse(x0 + w * 0.72, y0 + h * 0.2, w * 0.1, w * 0.1), '#a33a2a');
      break;
    case 'skyline':
      c.fill(rect(x0, y0, w, h), '#d9d9d6');
      for (let i = 0; i < 7; i++) {
        const bw = w / 7;
        const bh = h * (0.25 + ((i * 37) % 50) / 100);
        c.fill(rect(x0 + i * bw, y0 + h - bh, bw - 0.5, bh), i % 2 ? '#3a3a3a' : '#5a5a5a');
      }
      break;
  }
  c.shadow(rect(t, t, W - 2 * t, 1.5), 0.3, 2);
}

/** Lamp shades: shared by pendants, floor lamps and desk lamps. Draws within [x, y, w, h]. */
function drawShade(k: Kit, shade: Shade, x: number, y: number, w: number, h: number): void {
  const { c } = k;
  const cx = x + w / 2;
  const color = k.pick(
    shade === 'woven' || shade === 'lantern'
      ? ['#c9a46a', '#e6d5b8', '#b88a55']
      : shade === 'cage'
        ? [k.look.metal.color]
        : [...k.look.ceramics, '#f3efe6'],
    2,
  );
  const fabric: Material = { color, finish: shade === 'drum' || shade === 'bell' ? 'fabric' : 'satin' };
  const glow = () => c.fill(ellipse(cx, y + h - 0.5, w * 0.3, Math.max(1, h * 0.06)), '#ffe9b0', 0.95);
  switch (shade) {
    case 'drum':
      c.shape(rect(x, y, w, h, 0.5), fabric, { light: 'cyl' });
      c.fill(ellipse(cx, y + h, w * 0.45, h * 0.06), '#fff3cf', 0.9);
      return;
    case 'cone':
      c.shape(
        poly([
          [cx - w * 0.12, y],
          [cx + w * 0.12, y],
          [x + w, y + h],
          [x, y + h],
        ]),
        { ...fabric, finish: 'gloss' },
        { light: 'cyl' },
      );
      glow();
      return;
    case 'dome':
    case 'mushroom':
      c.shape(
        `M${r(x)} ${r(y + h)} C${r(x)} ${r(y - h / 3)} ${r(x + w)} ${r(y - h / 3)} ${r(x + w)} ${r(y + h)}Z`,
        { ...fabric, finish: 'gloss' },
        { light: 'dome' },
      );
      glow();
      return;
    case 'globe':
      c.fill(
        ellipse(cx, y + h / 2, w / 2, h / 2),
        c.radial(
          [
            [0, '#fffbe8'],
            [0.55, '#fbeec8'],
            [1, '#e6d7b0'],
          ],
          0.45,
          0.4,
          0.6,
        ),
      );
      c.line(ellipse(cx, y + h / 2, w / 2, h / 2), '#c9b88a', 1, 0.6);
      return;
    case 'woven':
    case 'lantern': {
      const d =
        shade === 'woven'
          ? `M${r(x)} ${r(y + h)} C${r(x)} ${r(y - h / 3)} ${r(x + w)} ${r(y - h / 3)} ${r(x + w)} ${r(y + h)}Z`
          : blob([
              [cx, y],
              [x + w, y + h * 0.4],
              [x + w * 0.8, y + h],
              [x + w * 0.2, y + h],
              [x, y + h * 0.4],
            ]);
      c.shape(
        d,
        { color, finish: 'satin', texture: shade === 'woven' ? 'weave' : 'rattan' },
        { light: 'dome' },
      );
      if (shade === 'woven') glow();
      return;
    }
    case 'cage': {
      c.fill(
        ellipse(cx, y + h * 0.62, w * 0.22, h * 0.3),
        c.radial([
          [0, '#fff7d6'],
          [1, '#f0c46a'],
        ]),
      );
      const m = k.look.metal.color;
      for (let i = 0; i <= 4; i++) {
        const fx = x + 0.3 + ((w - 0.6) * i) / 4;
        c.stroke(
          `M${r(cx)} ${r(y)} Q${r(fx + (fx - cx) * 0.25)} ${r(y + h * 0.4)} ${r(fx)} ${r(y + h)}`,
          m,
          0.4,
        );
      }
      c.stroke(
        `M${r(x + 0.3)} ${r(y + h - 0.3)} H${r(x + w - 0.3)} M${r(x + w * 0.08)} ${r(y + h * 0.55)} H${r(x + w * 0.92)}`,
        m,
        0.5,
      );
      return;
    }
    case 'bell':
      c.shape(
        `M${r(cx - w * 0.2)} ${r(y)} H${r(cx + w * 0.2)} Q${r(x + w * 0.85)} ${r(y + h * 0.3)} ${r(x + w)} ${r(y + h)} H${r(x)} Q${r(x + w * 0.15)} ${r(y + h * 0.3)} ${r(cx - w * 0.2)} ${r(y)}Z`,
        fabric,
        { light: 'cyl' },
      );
      c.stroke(`M${r(x + 0.3)} ${r(y + h - 0.3)} H${r(x + w - 0.3)}`, darken(color, 0.3), 0.6);
      return;
    case 'tiered':
      for (let i = 0; i < 3; i++) {
        const ty = y + (h * i) / 3;
        const tw = w * (0.55 + i * 0.22);
        c.shape(
          poly([
            [cx - tw * 0.4, ty],
            [cx + tw * 0.4, ty],
            [cx + tw / 2, ty + h / 3 - 0.5],
            [cx - tw / 2, ty + h / 3 - 0.5],
          ]),
          { ...k.look.metal },
          { light: 'cyl' },
        );
      }
      glow();
      return;
    case 'chandelier': {
      const m = k.look.metal;
      c.shape(rect(cx - 1, y, 2, h * 0.6), m, { light: 'cyl' });
      c.stroke(
        `M${r(x + 1.2)} ${r(y + h * 0.45)} Q${r(cx)} ${r(y + h * 0.85)} ${r(x + w - 1.2)} ${r(y + h * 0.45)}`,
        m.color,
        1.2,
      );
      for (const fx of [0.03, 0.27, 0.5, 0.73, 0.97]) {
        const bx = x + w * fx;
        const by = y + h * (fx === 0.5 ? 0.62 : fx === 0.27 || fx === 0.73 ? 0.57 : 0.42);
        c.shape(rect(bx - 1.2, by - 5, 2.4, 5), { color: '#f6f2e8', finish: 'gloss' }, { light: 'cyl' });
        c.fill(ellipse(bx, by - 7, 1, 1.8), '#ffd46a');
        for (let j = 1; j <= 2; j++) c.fill(ellipse(bx, by + j * 3, 0.8, 1.3), '#e8eef4', 0.9);
      }
      // The finial and its crystal drop hang to the bottom of the frame.
      c.shape(ellipse(cx, y + h * 0.7, 2.2, 2.2), m, { light: 'dome' });
      c.stroke(`M${r(cx)} ${r(y + h * 0.72)} V${r(y + h - 3)}`, '#d9dee3', 0.3);
      c.shape(
        `M${r(cx)} ${r(y + h - 4)} L${r(cx + 1.4)} ${r(y + h - 2)} L${r(cx)} ${r(y + h)} L${r(cx - 1.4)} ${r(y + h - 2)}Z`,
        { color: '#e8eef4', finish: 'gloss' },
        {
          light: 'dome',
        },
      );
      return;
    }
  }
}

export function drawPendantLight(k: Kit, W: number, H: number): void {
  const { c } = k;
  const shadeH = k.shade === 'globe' ? W : k.shade === 'chandelier' ? H * 0.55 : H * 0.42;
  const shadeTop = H - shadeH;
  c.shape(rect(W / 2 - 5, 0, 10, 2.5, 1), k.look.metal, { light: 'front' });
  c.stroke(`M${r(W / 2)} 2 V${r(shadeTop + 1)}`, darken(k.look.metal.color, 0.4), 0.5);
  drawShade(k, k.shade, 0, shadeTop, W, shadeH);
}

export function drawFloorLamp(k: Kit, W: number, H: number): void {
  const { c } = k;
  const shade = k.shade === 'chandelier' || k.shade === 'tiered' ? 'drum' : k.shade;
  const shadeH = shade === 'globe' ? W : 36;
  const shadeW = W;
  const pole = k.legs === 'splayed' || k.legs === 'tapered' ? 'tripod' : 'pole';
  const metal = k.look.metal;
  const poleTop = shadeH * 0.6;
  if (pole === 'tripod') {
    for (const [x0, x1] of [
      [W / 2 - 1, 2],
      [W / 2 + 1, W - 2],
      [W / 2, W / 2],
    ] as const) {
      c.shape(
        poly([
          [x0 - 1, poleTop + 20],
          [x0 + 1, poleTop + 20],
          [x1 + 1, H],
          [x1 - 1, H],
        ]),
        x0 === W / 2 ? { ...k.look.wood, color: darken(k.look.wood.color, 0.2) } : k.look.wood,
        { light: 'cyl' },
      );
    }
    c.shape(rect(W / 2 - 0.8, poleTop, 1.6, 22), metal, { light: 'cyl' });
  } else {
    c.shape(rect(W / 2 - 0.9, poleTop, 1.8, H - poleTop - 3), metal, { light: 'cyl' });
    c.shape(ellipse(W / 2, H - 2.5, W * 0.3, 2.5), metal, { light: 'dome' });
  }
  drawShade(k, shade, (W - shadeW) / 2, 0, shadeW, shadeH);
}

export function drawDeskLamp(k: Kit, W: number, H: number): void {
  const { c } = k;
  const metal = k.look.metal;
  const articulated =
    k.legs === 'metal-frame' || k.legs === 'hairpin' || k.legs === 'slim-metal' || k.v % 3 === 1;
  if (articulated) {
    // Base bottom left, arm up to a joint at the top, head hanging to the right edge.
    const head: Material = { color: k.pick([metal.color, '#2b2b2b', k.accent(0)]), finish: 'gloss' };
    c.shape(ellipse(W * 0.3, H - 2, W * 0.3, 2), metal, { light: 'dome' });
    c.stroke(
      `M${r(W * 0.3)} ${r(H - 3)} L${r(W * 0.12)} ${r(H * 0.48)} L${r(W * 0.52)} ${r(H * 0.08)}`,
      metal.color,
      1.2,
    );
    c.fill(ellipse(W * 0.12, H * 0.48, 1.3, 1.3), darken(metal.color, 0.3));
    c.shape(
      poly([
        [W * 0.5, 0],
        [W * 0.66, 0],
        [W, H * 0.34],
        [W * 0.52, H * 0.34],
      ]),
      head,
      { light: 'cyl' },
    );
    c.fill(ellipse(W * 0.76, H * 0.34, W * 0.22, 0.8), '#ffe9b0', 0.9);
    return;
  }
  const shade = k.shade === 'cage' || k.shade === 'chandelier' || k.shade === 'tiered' ? 'drum' : k.shade;
  const shadeH = shade === 'globe' ? W : H * 0.4;
  const baseColor = k.pick(k.look.ceramics);
  const baseTop = shadeH - 1;
  c.shape(rect(W / 2 - 0.6, baseTop - 4, 1.2, 6), metal, { light: 'cyl' });
  c.shape(
    blob([
      [W / 2, baseTop + 2],
      [W * 0.78, baseTop + (H - baseTop) * 0.45],
      [W * 0.62, H - 0.2],
      [W * 0.38, H - 0.2],
      [W * 0.22, baseTop + (H - baseTop) * 0.45],
    ]),
    { color: baseColor, finish: 'gloss' },
    {
      light: 'dome',
    },
  );
  drawShade(k, shade, 0, 0, W, shadeH);
}
