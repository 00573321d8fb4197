import { STYLE_IDS } from '../../../domain/styles.js';
import { type ArtDesign, designKey } from '../../modules/catalog/service.js';
import { type Random, seededRandom } from '../seeded-random.js';
import {
  type FrontStyle,
  type LegStyle,
  type Pattern,
  type Shade,
  type Silhouette,
  type StyleLook,
  styleLook,
} from './style-looks.js';
import {
  darken,
  ellipse,
  lighten,
  luminance,
  type Material,
  poly,
  r,
  rect,
  type SvgCanvas,
} from './svg-canvas.js';

/** What a design is made of: its style's look and the choices its variant makes in it. */
export interface DesignChoices {
  look: StyleLook;
  /** 0-based variant. */
  v: number;
  /** The variant's item of a list, shifted by `salt` so different lists don't move in lockstep. */
  pick<T>(list: readonly T[], salt?: number): T;
  fabric: Material;
  accent(i: number): string;
  carcass: Material;
  legs: LegStyle;
  legMaterial: Material;
  front: FrontStyle;
  silhouette: Silhouette;
  pattern: Pattern;
  shade: Shade;
}

/** Everything a drawing needs: the canvas, the design's choices and a random source for small details. */
export interface Kit extends DesignChoices {
  c: SvgCanvas;
  random: Random;
}

const METAL_LEGS: readonly LegStyle[] = ['hairpin', 'slim-metal', 'gold-slim', 'sled', 'metal-frame'];

/**
 * The style's position shifts every choice, so the first variant of one style does not
 * share its shape with the first variant of every other style.
 */
export function designChoices(design: ArtDesign): DesignChoices {
  const look = styleLook(design.style);
  const v = design.variant - 1;
  const shift = Math.max(0, STYLE_IDS.indexOf(design.style));
  const pick = <T>(list: readonly T[], salt = 0): T => list[(v + salt + shift) % list.length] as T;
  const legs = pick(look.legs, 1);
  return {
    look,
    v,
    pick,
    fabric: { color: pick(look.fabrics), ...look.upholstery },
    accent: (i) => pick(look.accents, i),
    carcass: pick(look.carcass, 2),
    legs,
    legMaterial: METAL_LEGS.includes(legs) ? look.metal : look.wood,
    front: pick(look.fronts, 3),
    silhouette: pick(look.silhouettes, 4),
    pattern: pick(look.patterns, 5),
    shade: pick(look.shades),
  };
}

export function createKit(c: SvgCanvas, design: ArtDesign): Kit {
  return { ...designChoices(design), c, random: seededRandom(designKey(design)) };
}

/** The carcass as a solid frame: marble makes a top, not a chair or a bed, so wood stands in for it. */
export function solidCarcass(k: DesignChoices): Material {
  return k.carcass.texture === 'marble' ? k.look.wood : k.carcass;
}

/** Usual leg height for a style, given the piece's own preference. */
export function legHeight(style: LegStyle, preferred: number): number {
  switch (style) {
    case 'plinth':
      return Math.min(preferred, 5);
    case 'bun':
      return Math.min(preferred, 8);
    case 'block':
    case 'chunky':
      return Math.min(preferred, 12);
    default:
      return preferred;
  }
}

export interface LegsSpec {
  x0: number;
  x1: number;
  yTop: number;
  yBottom: number;
  /** Legs seen from the front, spread evenly from x0 to x1 (leg centres). */
  count?: number;
  width?: number;
  style?: LegStyle;
  material?: Material;
}

/** Draws the legs (or base) of a piece. Plinth, sled and metal frame are one base, not separate legs. */
export function drawLegs(k: Kit, spec: LegsSpec): void {
  const { c } = k;
  const style = spec.style ?? k.legs;
  const m = spec.material ?? k.legMaterial;
  const { x0, x1, yTop, yBottom } = spec;
  const h = yBottom - yTop;
  const w = spec.width ?? Math.max(3, Math.min(6, (x1 - x0) * 0.05));
  if (h <= 0) return;
  if (style === 'plinth') {
    c.shape(
      rect(x0 + w, yTop, x1 - x0 - 2 * w, h),
      { ...m, color: darken(m.color, 0.25) },
      { light: 'front' },
    );
    return;
  }
  if (style === 'sled' || style === 'metal-frame') {
    const t = style === 'sled' ? Math.max(1.2, w * 0.35) : Math.max(2, w * 0.55);
    const left = x0 - w / 2;
    const right = x1 + w / 2 - t;
    c.shape(rect(left, yTop, t, h), m, { light: 'cyl' });
    c.shape(rect(right, yTop, t, h), m, { light: 'cyl' });
    c.shape(rect(left, yBottom - t, right + t - left, t, t / 2), m, { light: 'front' });
    if (style === 'metal-frame') c.shape(rect(left, yTop, right + t - left, t), m, { light: 'front' });
    return;
  }
  const count = spec.count ?? 2;
  // Bun feet only suit low pieces; taller ones get the turned leg of the same family.
  const leg = style === 'bun' && h > 10 ? 'turned' : style;
  for (let i = 0; i < count; i++) {
    const cx = count === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (count - 1);
    const side = count === 1 ? 0 : i === 0 ? -1 : i === count - 1 ? 1 : 0;
    drawLeg(k, leg, m, cx, yTop, yBottom, w, side);
  }
}

function drawLeg(
  k: Kit,
  style: LegStyle,
  m: Material,
  cx: number,
  yTop: number,
  yBottom: number,
  w: number,
  side: number,
): void {
  const { c } = k;
  const h = yBottom - yTop;
  switch (style) {
    case 'tapered':
      c.shape(
        poly([
          [cx - w / 2, yTop],
          [cx + w / 2, yTop],
          [cx + w * 0.28, yBottom],
          [cx - w * 0.28, yBottom],
        ]),
        m,
        { light: 'cyl' },
      );
      return;
    case 'splayed': {
      const dx = side * Math.min(h * 0.22, 6);
      c.shape(
        poly([
          [cx - w / 2, yTop],
          [cx + w / 2, yTop],
          [cx + dx + w * 0.25, yBottom],
          [cx + dx - w * 0.25, yBottom],
        ]),
        m,
        { light: 'cyl' },
      );
      return;
    }
    case 'hairpin': {
      const spread = Math.max(w, 4);
      const rod = Math.max(0.8, w * 0.22);
      c.stroke(
        `M${r(cx - spread / 2)} ${r(yTop)} L${r(cx - 0.6)} ${r(yBottom - rod)} Q${r(cx)} ${r(yBottom)} ${r(cx + 0.6)} ${r(yBottom - rod)} L${r(cx + spread / 2)} ${r(yTop)}`,
        darken(m.color, 0.1),
        rod,
      );
      c.stroke(
        `M${r(cx - spread / 2 + rod * 0.3)} ${r(yTop)} L${r(cx - 0.3)} ${r(yBottom - rod)}`,
        lighten(m.color, 0.35),
        rod * 0.3,
        0.7,
      );
      return;
    }
    case 'slim-metal':
    case 'gold-slim': {
      const lw = Math.max(1.2, w * 0.4);
      c.shape(rect(cx - lw / 2, yTop, lw, h), m, { light: 'cyl' });
      if (style === 'gold-slim') {
        c.shape(
          rect(cx - lw * 0.75, yBottom - Math.min(4, h * 0.2), lw * 1.5, Math.min(4, h * 0.2), 0.3),
          m,
          {
            light: 'cyl',
          },
        );
      }
      return;
    }
    case 'block':
    case 'chunky': {
      const bw = style === 'chunky' ? w * 1.7 : w * 1.1;
      c.shape(rect(cx - bw / 2, yTop, bw, h, 0.4), m, { light: 'cyl' });
      return;
    }
    case 'bun':
      c.shape(ellipse(cx, yTop + h / 2, Math.max(w * 0.7, h * 0.55), h / 2), m, { light: 'dome' });
      return;
    case 'turned': {
      const prof: [number, number][] = [
        [0, 0.55],
        [0.1, 0.55],
        [0.14, 0.38],
        [0.28, 0.62],
        [0.42, 0.36],
        [0.7, 0.3],
        [0.86, 0.42],
        [0.94, 0.28],
        [1, 0.32],
      ];
      const right = prof.map(([t, rr]) => [cx + rr * w, yTop + t * h] as [number, number]);
      const left = [...prof].reverse().map(([t, rr]) => [cx - rr * w, yTop + t * h] as [number, number]);
      c.shape(poly([...right, ...left]), m, { light: 'cyl' });
      return;
    }
    case 'cabriole': {
      const s = side === 0 ? 1 : side;
      const knee = w * 0.9;
      const d = [
        `M${r(cx - (w / 2) * s)} ${r(yTop)}`,
        `L${r(cx + (w / 2) * s)} ${r(yTop)}`,
        `C${r(cx + (w / 2 + knee) * s)} ${r(yTop + h * 0.25)} ${r(cx - w * 0.3 * s)} ${r(yTop + h * 0.6)} ${r(cx + w * 0.15 * s)} ${r(yBottom - h * 0.08)}`,
        `Q${r(cx + w * 0.75 * s)} ${r(yBottom)} ${r(cx + w * 0.1 * s)} ${r(yBottom)}`,
        `L${r(cx - w * 0.45 * s)} ${r(yBottom)}`,
        `C${r(cx - w * 0.55 * s)} ${r(yTop + h * 0.6)} ${r(cx + w * 0.15 * s)} ${r(yTop + h * 0.3)} ${r(cx - (w / 2) * s)} ${r(yTop)}`,
        'Z',
      ].join('');
      c.shape(d, m, { light: 'cyl' });
      return;
    }
    default:
      c.shape(rect(cx - w / 2, yTop, w, h), m, { light: 'cyl' });
  }
}

export type HandleSpot = 'left' | 'right' | 'center' | 'top' | 'none';

export interface PanelSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  material: Material;
  style?: FrontStyle;
  handle?: HandleSpot;
  drawer?: boolean;
}

/** A door or drawer front in the style's manner, with its handle. */
export function drawPanel(k: Kit, p: PanelSpec): void {
  const { c } = k;
  const style = p.style ?? k.front;
  const { x, y, w, h, material: m } = p;
  const inset = Math.min(w, h) * 0.12;
  const ink = darken(m.color, 0.45);
  c.shape(rect(x, y, w, h, 0.3), m, { light: 'front' });
  const effective =
    p.drawer && (style === 'shoji' || style === 'x-brace' || style === 'louvred') ? 'shaker' : style;
  switch (effective) {
    case 'shaker':
      c.shape(
        rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset),
        { ...m, color: darken(m.color, 0.05) },
        {
          light: 'top',
        },
      );
      c.line(`M${r(x + inset)} ${r(y + h - inset)} V${r(y + inset)} H${r(x + w - inset)}`, ink, 1.4, 0.6);
      c.line(
        `M${r(x + inset)} ${r(y + h - inset)} H${r(x + w - inset)} V${r(y + inset)}`,
        lighten(m.color, 0.5),
        1.2,
        0.7,
      );
      break;
    case 'raised': {
      c.line(
        `M${r(x + inset)} ${r(y + h - inset)} V${r(y + inset)} H${r(x + w - inset)}`,
        lighten(m.color, 0.45),
        1.6,
        0.8,
      );
      c.line(`M${r(x + inset)} ${r(y + h - inset)} H${r(x + w - inset)} V${r(y + inset)}`, ink, 1.6, 0.7);
      const i2 = inset * 1.7;
      if (w - 2 * i2 > 2 && h - 2 * i2 > 2) {
        c.shape(
          rect(x + i2, y + i2, w - 2 * i2, h - 2 * i2, Math.min(w, h) * 0.06),
          { ...m, color: lighten(m.color, 0.04) },
          {
            light: 'front',
          },
        );
      }
      break;
    }
    case 'fluted': {
      const step = Math.max(2.2, w / 14);
      for (let fx = x + step / 2; fx < x + w - 0.5; fx += step) {
        c.line(`M${r(fx)} ${r(y + 1)} V${r(y + h - 1)}`, ink, 1.2, 0.45);
        c.line(`M${r(fx + step * 0.35)} ${r(y + 1)} V${r(y + h - 1)}`, lighten(m.color, 0.4), 1.2, 0.5);
      }
      break;
    }
    case 'slats': {
      const step = Math.max(4, w / 8);
      for (let fx = x + step; fx < x + w - 1; fx += step) {
        c.line(`M${r(fx)} ${r(y + 0.5)} V${r(y + h - 0.5)}`, ink, 1.6, 0.55);
      }
      break;
    }
    case 'cane': {
      const frame = Math.min(w, h) * 0.1;
      c.shape(
        rect(x + frame, y + frame, w - 2 * frame, h - 2 * frame, 1),
        { color: '#d9ba7e', finish: 'matte', texture: 'rattan' },
        {
          light: 'front',
        },
      );
      break;
    }
    case 'louvred': {
      const step = 3.2;
      for (let fy = y + inset; fy < y + h - inset; fy += step) {
        c.fill(rect(x + inset, fy, w - 2 * inset, step * 0.55), darken(m.color, 0.14));
        c.line(`M${r(x + inset)} ${r(fy)} H${r(x + w - inset)}`, lighten(m.color, 0.5), 1, 0.8);
      }
      break;
    }
    case 'shoji': {
      const frame = Math.min(w, h) * 0.08;
      c.shape(
        rect(x + frame, y + frame, w - 2 * frame, h - 2 * frame),
        { color: '#f1e9d4', finish: 'matte' },
        {
          light: 'front',
        },
      );
      const cols = Math.max(2, Math.round(w / 14));
      const rows = Math.max(2, Math.round(h / 14));
      for (let i = 1; i < cols; i++) {
        const gx = x + frame + ((w - 2 * frame) * i) / cols;
        c.stroke(`M${r(gx)} ${r(y + frame)} V${r(y + h - frame)}`, m.color, 0.9);
      }
      for (let i = 1; i < rows; i++) {
        const gy = y + frame + ((h - 2 * frame) * i) / rows;
        c.stroke(`M${r(x + frame)} ${r(gy)} H${r(x + w - frame)}`, m.color, 0.9);
      }
      break;
    }
    case 'x-brace': {
      const f = Math.min(w, h) * 0.1;
      const band = f * 0.9;
      c.stroke(
        `M${r(x + f)} ${r(y + f)} L${r(x + w - f)} ${r(y + h - f)} M${r(x + w - f)} ${r(y + f)} L${r(x + f)} ${r(y + h - f)}`,
        darken(m.color, 0.08),
        band,
      );
      c.line(
        `M${r(x + f)} ${r(y + f)} L${r(x + w - f)} ${r(y + h - f)} M${r(x + w - f)} ${r(y + f)} L${r(x + f)} ${r(y + h - f)}`,
        ink,
        1,
        0.4,
      );
      c.line(rect(x + f, y + f, w - 2 * f, h - 2 * f), ink, 1.2, 0.5);
      break;
    }
    case 'mirror': {
      const f = Math.min(w, h) * 0.06;
      drawGlass(k, rect(x + f, y + f, w - 2 * f, h - 2 * f));
      break;
    }
    case 'fan': {
      const cx = x + w / 2;
      const cy = y + h - inset;
      const rad = Math.min(w / 2 - inset, h - 2 * inset);
      const brass = k.look.metal.color;
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (Math.PI * i) / 8;
        c.line(
          `M${r(cx)} ${r(cy)} L${r(cx + Math.cos(a) * rad)} ${r(cy + Math.sin(a) * rad)}`,
          brass,
          1.3,
          0.9,
        );
      }
      c.line(`M${r(cx - rad)} ${r(cy)} A${r(rad)} ${r(rad)} 0 0 1 ${r(cx + rad)} ${r(cy)}`, brass, 1.5, 0.9);
      c.line(rect(x + inset * 0.6, y + inset * 0.6, w - inset * 1.2, h - inset * 1.2), brass, 1.2, 0.8);
      break;
    }
    default:
      break;
  }
  const spot = p.handle ?? (p.drawer ? 'center' : 'right');
  if (spot === 'none') return;
  const hx = spot === 'left' ? x + w * 0.12 : spot === 'right' ? x + w * 0.88 : x + w / 2;
  const hy = spot === 'top' || p.drawer ? y + Math.min(h * 0.4, 8) : y + h * 0.5;
  drawHandle(k, hx, hy, p.drawer || spot === 'center' || spot === 'top' ? 'h' : 'v', Math.min(w, h));
}

export function drawHandle(k: Kit, x: number, y: number, dir: 'h' | 'v', panelSize: number): void {
  const { c, look } = k;
  const m = look.metal;
  const s = Math.max(1.2, Math.min(panelSize * 0.06, 3));
  switch (look.handle) {
    case 'knob':
      c.shape(ellipse(x, y, s * 0.8, s * 0.8), m, { light: 'dome' });
      return;
    case 'ring':
      c.shape(ellipse(x, y - s * 0.6, s * 0.45, s * 0.45), m, { light: 'dome' });
      c.stroke(
        `M${r(x - s * 0.9)} ${r(y + s * 0.2)} A${r(s * 0.9)} ${r(s * 0.9)} 0 1 0 ${r(x + s * 0.9)} ${r(y + s * 0.2)}`,
        darken(m.color, 0.1),
        s * 0.3,
      );
      return;
    case 'cup':
      c.shape(
        `M${r(x - s * 1.8)} ${r(y - s * 0.5)} H${r(x + s * 1.8)} Q${r(x + s * 1.8)} ${r(y + s * 1.1)} ${r(x)} ${r(y + s * 1.1)} Q${r(x - s * 1.8)} ${r(y + s * 1.1)} ${r(x - s * 1.8)} ${r(y - s * 0.5)}Z`,
        m,
        {
          light: 'dome',
        },
      );
      return;
    case 'bar': {
      const len = Math.min(panelSize * 0.45, 18);
      const t = Math.max(0.9, s * 0.45);
      if (dir === 'h') c.shape(rect(x - len / 2, y - t / 2, len, t, t / 2), m, { light: 'front' });
      else c.shape(rect(x - t / 2, y - len / 2, t, len, t / 2), m, { light: 'cyl' });
      return;
    }
    default:
      return;
  }
}

/** A mirror or glass surface: cool reflection with diagonal light streaks. */
export function drawGlass(k: Kit, d: string, tint = '#c8d3db'): void {
  const { c } = k;
  c.fill(
    d,
    c.linear(
      [
        [0, lighten(tint, 0.55)],
        [0.45, tint],
        [0.55, darken(tint, 0.12)],
        [1, lighten(tint, 0.2)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  c.fill(
    d,
    c.linear(
      [
        [0, '#fff', 0],
        [0.3, '#fff', 0],
        [0.34, '#fff', 0.6],
        [0.4, '#fff', 0.05],
        [0.46, '#fff', 0.45],
        [0.5, '#fff', 0],
        [1, '#fff', 0],
      ],
      0,
      0,
      1,
      0.7,
    ),
  );
  c.line(d, darken(tint, 0.4), 1, 0.6);
}

export interface TopSpec {
  x: number;
  y: number;
  w: number;
  /** Front edge thickness. */
  thickness: number;
  /** How much of the top surface shows from a slightly raised viewpoint. */
  visibleDepth: number;
  material: Material;
  radius?: number;
  round?: boolean;
}

/** A table top seen slightly from above: its surface, then its front edge. Returns the underside y. */
export function drawTop(k: Kit, t: TopSpec): number {
  const { c } = k;
  const inset = t.visibleDepth * 0.35;
  if (t.round) {
    const cy = t.y + t.visibleDepth / 2;
    const edge = `M${r(t.x)} ${r(cy)} A${r(t.w / 2)} ${r(t.visibleDepth / 2)} 0 0 0 ${r(t.x + t.w)} ${r(cy)} V${r(cy + t.thickness)} A${r(t.w / 2)} ${r(t.visibleDepth / 2)} 0 0 1 ${r(t.x)} ${r(cy + t.thickness)}Z`;
    c.shape(edge, t.material, { light: 'cyl' });
    c.shape(ellipse(t.x + t.w / 2, cy, t.w / 2, t.visibleDepth / 2), t.material, { light: 'top' });
    return t.y + t.visibleDepth + t.thickness;
  }
  c.shape(
    poly([
      [t.x + inset, t.y],
      [t.x + t.w - inset, t.y],
      [t.x + t.w, t.y + t.visibleDepth],
      [t.x, t.y + t.visibleDepth],
    ]),
    t.material,
    { light: 'top' },
  );
  c.shape(
    rect(t.x, t.y + t.visibleDepth, t.w, t.thickness, [0, 0, t.radius ?? 0.5, t.radius ?? 0.5]),
    t.material,
    {
      light: 'front',
    },
  );
  return t.y + t.visibleDepth + t.thickness;
}

/**
 * Three colours for a pattern on `base`: the style's accents that stand out from it
 * (a pattern in nearly the base's own tone would vanish), darkened if none does.
 */
export function patternColors(k: Kit, base: string): [string, string, string] {
  const contrast = k.look.accents.filter((a) => Math.abs(luminance(a) - luminance(base)) > 0.12);
  const list = contrast.length > 0 ? contrast : k.look.accents.map((a) => darken(a, 0.4));
  const at = (i: number) => list[(k.v + i) % list.length] ?? '#888888';
  return [at(0), at(1), at(2)];
}
