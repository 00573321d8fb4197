/**
 * A tiny SVG builder for the catalogue's product drawings. Coordinates are centimetres
 * of the real object, so a drawing's proportions are the furniture's own; shading is
 * done with gradients laid over flat shapes, the way a studio light falls on a product.
 */

type Rgb = [number, number, number];

function toRgb(color: string): Rgb {
  const h = color.replace('#', '');
  const n = Number.parseInt(h.length === 3 ? [...h].map((c) => c + c).join('') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([0, 1, 2].map((i) => (ca[i] as number) + ((cb[i] as number) - (ca[i] as number)) * t) as Rgb);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export type Finish = 'matte' | 'satin' | 'gloss' | 'metal' | 'velvet' | 'fabric';
export type Texture = 'grain' | 'grain-v' | 'rattan' | 'boucle' | 'marble' | 'weave' | 'leather';

export interface Material {
  color: string;
  finish: Finish;
  texture?: Texture;
}

/**
 * How light falls on a face: 'front' a vertical face lit from above, 'top' a horizontal
 * face, 'side' a face turned away, 'cyl' a vertical cylinder, 'cushion' a padded volume,
 * 'dome' a sphere or a lampshade seen from the side, 'flat' no shading.
 */
export type Light = 'front' | 'top' | 'side' | 'cyl' | 'cushion' | 'dome' | 'flat';

type Stop = readonly [offset: number, color: string, opacity?: number];

export interface ShapeOptions {
  light?: Light;
  /** Outline, so shapes stay readable on a small phone screen. */
  outline?: boolean;
  opacity?: number;
}

export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly cache = new Map<string, string>();
  /** Size of one output pixel in centimetres: strokes are sized in pixels, not in cm. */
  readonly px: number;

  /**
   * `paddingPixels` of transparency surround the object, so antialiased edges never
   * touch the image border and a room renderer can trust the corners to be empty.
   */
  constructor(
    readonly width: number,
    readonly height: number,
    readonly pixelsLongSide: number,
    readonly paddingPixels: number,
  ) {
    this.px = Math.max(width, height) / (pixelsLongSide - 2 * paddingPixels);
  }

  add(...svg: string[]): void {
    this.parts.push(...svg);
  }

  private define(key: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = `d${this.cache.size}`;
    this.defs.push(build(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.define(`l${JSON.stringify([stops, x1, y1, x2, y2])}`, (id) => {
      const s = stops.map(stopTag).join('');
      return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
    });
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    return this.define(`r${JSON.stringify([stops, cx, cy, r, fx, fy])}`, (id) => {
      const s = stops.map(stopTag).join('');
      return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${s}</radialGradient>`;
    });
  }

  /** A repeating pattern in centimetres (userSpaceOnUse). */
  pattern(key: string, w: number, h: number, body: string, transform = ''): string {
    return this.define(`p${key}${w}x${h}${transform}`, (id) => {
      const t = transform ? ` patternTransform="${transform}"` : '';
      return `<pattern id="${id}" width="${r(w)}" height="${r(h)}" patternUnits="userSpaceOnUse"${t}>${body}</pattern>`;
    });
  }

  /** A blur filter sized in pixels, for soft shadows and glows. */
  blur(pixels: number): string {
    return this.define(`b${pixels}`, (id) => {
      const sd = r(pixels * this.px);
      return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
    });
  }

  /** Draws a path in a material: base gradient, texture, sheen and outline. */
  shape(d: string, m: Material, options: ShapeOptions = {}): void {
    const light = options.light ?? 'front';
    const op = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
    const layers = [`<path d="${d}" fill="${this.baseFill(m, light)}"/>`];
    const texture = m.texture ? this.texture(m) : undefined;
    if (texture) layers.push(`<path d="${d}" fill="${texture}"/>`);
    const sheen = this.sheen(m.finish, light);
    if (sheen) layers.push(`<path d="${d}" fill="${sheen}"/>`);
    if (options.outline !== false) {
      layers.push(
        `<path d="${d}" fill="none" stroke="${darken(m.color, 0.55)}" stroke-opacity="0.4" stroke-width="${r(this.px * 1.1)}" stroke-linejoin="round"/>`,
      );
    }
    this.parts.push(`<g${op}>${layers.join('')}</g>`);
  }

  /** A soft dark band (contact shadow, gap between cushions). */
  shadow(d: string, opacity = 0.35, blurPixels = 4): void {
    this.parts.push(
      `<path d="${d}" fill="#000" fill-opacity="${opacity}" filter="${this.blur(blurPixels)}"/>`,
    );
  }

  /** A thin line in a colour, sized in pixels. */
  line(d: string, color: string, pixels = 1.2, opacity = 1): void {
    this.parts.push(
      `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${r(this.px * pixels)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** A stroke sized in centimetres (cables, rods, wire frames). */
  stroke(d: string, color: string, widthCm: number, opacity = 1): void {
    this.parts.push(
      `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${r(widthCm)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  fill(d: string, paint: string, opacity = 1): void {
    this.parts.push(`<path d="${d}" fill="${paint}"${opacity === 1 ? '' : ` fill-opacity="${opacity}"`}/>`);
  }

  /** Draws whatever `draw` adds, clipped to a path. */
  clipped(d: string, draw: () => void): void {
    const ref = this.define(
      `c${this.cache.size}`,
      (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`,
    );
    this.parts.push(`<g clip-path="${ref}">`);
    draw();
    this.parts.push('</g>');
  }

  toSvg(): string {
    const pad = this.paddingPixels * this.px;
    const vw = this.width + 2 * pad;
    const vh = this.height + 2 * pad;
    const w = Math.round(vw / this.px);
    const h = Math.round(vh / this.px);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${r(-pad)} ${r(-pad)} ${r(vw)} ${r(vh)}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }

  private baseFill(m: Material, light: Light): string {
    const c = m.color;
    const k = m.finish === 'velvet' ? 1.5 : m.finish === 'gloss' ? 1.2 : 1;
    switch (light) {
      case 'flat':
        return c;
      case 'top':
        return this.linear([
          [0, darken(c, 0.04 * k)],
          [1, lighten(c, 0.12 * k)],
        ]);
      case 'side':
        return this.linear(
          [
            [0, darken(c, 0.22 * k)],
            [1, darken(c, 0.34 * k)],
          ],
          0,
          0,
          1,
          0,
        );
      case 'cyl':
        return this.linear(
          [
            [0, darken(c, 0.3 * k)],
            [0.35, lighten(c, 0.18 * k)],
            [0.55, c],
            [1, darken(c, 0.38 * k)],
          ],
          0,
          0,
          1,
          0,
        );
      case 'cushion':
        return this.radial(
          [
            [0, lighten(c, 0.2 * k)],
            [0.5, c],
            [0.85, darken(c, 0.16 * k)],
            [1, darken(c, 0.3 * k)],
          ],
          0.5,
          0.3,
          0.8,
        );
      case 'dome':
        return this.radial(
          [
            [0, lighten(c, 0.3 * k)],
            [0.5, c],
            [1, darken(c, 0.35 * k)],
          ],
          0.38,
          0.3,
          0.8,
        );
      default:
        return this.linear([
          [0, lighten(c, 0.14 * k)],
          [0.5, c],
          [1, darken(c, 0.26 * k)],
        ]);
    }
  }

  private sheen(finish: Finish, light: Light): string | undefined {
    if (light === 'flat') return undefined;
    if (finish === 'metal') {
      return this.linear(
        [
          [0, '#fff', 0],
          [0.28, '#fff', 0.55],
          [0.36, '#fff', 0],
          [0.7, '#fff', 0.12],
          [1, '#fff', 0],
        ],
        0,
        0,
        1,
        light === 'cyl' ? 0 : 0.6,
      );
    }
    if (finish === 'gloss') {
      return this.linear(
        [
          [0, '#fff', 0.28],
          [0.25, '#fff', 0.04],
          [0.6, '#fff', 0],
          [1, '#fff', 0.06],
        ],
        0,
        0,
        1,
        1,
      );
    }
    if (finish === 'velvet') {
      return this.radial(
        [
          [0, '#fff', 0.22],
          [0.5, '#fff', 0.05],
          [1, '#fff', 0],
        ],
        0.5,
        0.2,
        0.6,
      );
    }
    return undefined;
  }

  private texture(m: Material): string | undefined {
    const ink = darken(m.color, 0.35);
    const hi = lighten(m.color, 0.3);
    switch (m.texture) {
      case 'grain':
      case 'grain-v':
        return this.pattern(
          `grain${ink}`,
          60,
          7,
          `<path d="M0 1.5 C15 0.6 30 2.6 60 1.4 M0 4.2 C20 5.4 35 3.2 60 4.4 M0 6 C12 5.6 40 6.8 60 6.1" fill="none" stroke="${ink}" stroke-opacity="0.28" stroke-width="0.35"/><path d="M8 3 C20 2.4 26 3.6 34 2.9" fill="none" stroke="${hi}" stroke-opacity="0.25" stroke-width="0.5"/>`,
          m.texture === 'grain-v' ? 'rotate(90)' : '',
        );
      case 'rattan':
        return this.pattern(
          `rattan${ink}`,
          4,
          4,
          `<path d="M0 0 L4 4 M4 0 L0 4" stroke="${ink}" stroke-opacity="0.45" stroke-width="0.5"/><path d="M2 0 V4 M0 2 H4" stroke="${hi}" stroke-opacity="0.35" stroke-width="0.45"/><circle cx="2" cy="2" r="0.8" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="0.3"/>`,
        );
      case 'weave':
        return this.pattern(
          `weave${ink}`,
          3,
          3,
          `<path d="M0 0.75 H1.5 M1.5 2.25 H3" stroke="${ink}" stroke-opacity="0.12" stroke-width="0.7"/><path d="M2.25 0 V1.5 M0.75 1.5 V3" stroke="${hi}" stroke-opacity="0.12" stroke-width="0.7"/>`,
        );
      case 'boucle':
        return this.pattern(
          `boucle${ink}`,
          2.4,
          2.4,
          `<circle cx="0.6" cy="0.6" r="0.45" fill="${hi}" fill-opacity="0.3"/><circle cx="1.8" cy="1.7" r="0.5" fill="${ink}" fill-opacity="0.12"/>`,
        );
      case 'leather':
        return this.pattern(
          `leather${ink}`,
          9,
          9,
          `<path d="M1 2 Q3 1 4 3 M6 6 Q7 8 8.5 7 M2 7 Q2.5 8.5 4 8" fill="none" stroke="${ink}" stroke-opacity="0.18" stroke-width="0.25"/>`,
        );
      case 'marble':
        return this.pattern(
          `marble${ink}`,
          70,
          50,
          `<path d="M-5 12 C10 8 18 22 32 17 S55 5 75 14 M5 48 C18 34 30 40 42 30 S60 24 72 36 M20 -2 C24 10 16 20 26 30" fill="none" stroke="${darken(m.color, 0.3)}" stroke-opacity="0.35" stroke-width="0.5"/>`,
        );
      default:
        return undefined;
    }
  }
}

function stopTag([offset, color, opacity]: Stop): string {
  return `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;
}

/** Rounds to 2 decimals: shorter SVG, same picture. */
export function r(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A rectangle path with corner radii [top-left, top-right, bottom-right, bottom-left]. */
export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number | readonly number[] = 0,
): string {
  const [tl, tr, br, bl] = (typeof radius === 'number' ? [radius, radius, radius, radius] : radius).map((v) =>
    Math.max(0, Math.min(v ?? 0, w / 2, h / 2)),
  ) as [number, number, number, number];
  return [
    `M${r(x + tl)} ${r(y)}`,
    `H${r(x + w - tr)}`,
    tr ? `Q${r(x + w)} ${r(y)} ${r(x + w)} ${r(y + tr)}` : '',
    `V${r(y + h - br)}`,
    br ? `Q${r(x + w)} ${r(y + h)} ${r(x + w - br)} ${r(y + h)}` : '',
    `H${r(x + bl)}`,
    bl ? `Q${r(x)} ${r(y + h)} ${r(x)} ${r(y + h - bl)}` : '',
    `V${r(y + tl)}`,
    tl ? `Q${r(x)} ${r(y)} ${r(x + tl)} ${r(y)}` : '',
    'Z',
  ].join('');
}

export function poly(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([x, y], i) => `${i ? 'L' : 'M'}${r(x)} ${r(y)}`).join('')}Z`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r(cx - rx)} ${r(cy)}A${r(rx)} ${r(ry)} 0 1 0 ${r(cx + rx)} ${r(cy)}A${r(rx)} ${r(ry)} 0 1 0 ${r(cx - rx)} ${r(cy)}Z`;
}

/** A smooth closed outline through points (Catmull-Rom turned into cubic Béziers). */
export function blob(points: readonly (readonly [number, number])[]): string {
  const n = points.length;
  const p = (i: number) => points[((i % n) + n) % n] as readonly [number, number];
  let d = `M${r(p(0)[0])} ${r(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${r(x1 + (x2 - x0) / 6)} ${r(y1 + (y2 - y0) / 6)} ${r(x2 - (x3 - x1) / 6)} ${r(y2 - (y3 - y1) / 6)} ${r(x2)} ${r(y2)}`;
  }
  return `${d}Z`;
}
