import sharp from 'sharp';

/** A photo scaled down for analysis: luminance 0..255 and CIELAB, one value per pixel, row-major. */
export interface Raster {
  width: number;
  height: number;
  /** Analysis pixels per pixel of the original photo. */
  scale: number;
  gray: Float32Array;
  lab: Float32Array;
  rgb: Uint8Array;
}

const srgbToLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const LINEAR = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** Colour difference (ΔE, CIE76) between pixels `i` and `j` of a CIELAB raster (three values per pixel). */
export function labDistance(lab: Float32Array, i: number, j: number): number {
  return Math.hypot(
    (lab[i * 3] as number) - (lab[j * 3] as number),
    (lab[i * 3 + 1] as number) - (lab[j * 3 + 1] as number),
    (lab[i * 3 + 2] as number) - (lab[j * 3 + 2] as number),
  );
}

/** Colour difference (ΔE, CIE76) between pixel `i` of a CIELAB raster and the colour `c`. */
export function labDistanceTo(lab: Float32Array, i: number, c: { l: number; a: number; b: number }): number {
  return Math.hypot(
    (lab[i * 3] as number) - c.l,
    (lab[i * 3 + 1] as number) - c.a,
    (lab[i * 3 + 2] as number) - c.b,
  );
}

/** The photo with its long side `longSide` pixels, EXIF orientation applied. */
export async function rasterOf(photo: Buffer, longSide: number): Promise<Raster> {
  const meta = await sharp(photo).rotate().metadata();
  const { data, info } = await sharp(photo)
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const gray = new Float32Array(n);
  const lab = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const r = LINEAR[data[i * 3] as number] as number;
    const g = LINEAR[data[i * 3 + 1] as number] as number;
    const b = LINEAR[data[i * 3 + 2] as number] as number;
    gray[i] =
      0.299 * (data[i * 3] as number) +
      0.587 * (data[i * 3 + 1] as number) +
      0.114 * (data[i * 3 + 2] as number);
    const x = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505);
    const y = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089);
    lab[i * 3] = 116 * y - 16;
    lab[i * 3 + 1] = 500 * (x - y);
    lab[i * 3 + 2] = 200 * (y - z);
  }
  const originalWidth = meta.autoOrient?.width ?? meta.width ?? info.width;
  return {
    width: info.width,
    height: info.height,
    scale: info.width / originalWidth,
    gray,
    lab,
    rgb: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/** A summed-area table of `value` over a w × h grid, one row and column of zeros in front. */
export function summedArea(w: number, h: number, value: (i: number) => number): Float64Array {
  const W = w + 1;
  const table = new Float64Array(W * (h + 1));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      table[(y + 1) * W + x + 1] =
        value(y * w + x) +
        (table[y * W + x + 1] as number) +
        (table[(y + 1) * W + x] as number) -
        (table[y * W + x] as number);
  return table;
}

/** The sum over the window `r` around (x, y), clipped at the borders. */
export function boxSum(table: Float64Array, w: number, x: number, y: number, r: number): number {
  const W = w + 1;
  const h = table.length / W - 1;
  const x0 = Math.max(0, x - r);
  const y0 = Math.max(0, y - r);
  const x1 = Math.min(w, x + r + 1);
  const y1 = Math.min(h, y + r + 1);
  return (
    (table[y1 * W + x1] as number) -
    (table[y0 * W + x1] as number) -
    (table[y1 * W + x0] as number) +
    (table[y0 * W + x0] as number)
  );
}

/** The grey a well exposed photo's lights reach (`whitePoint`): a wall in the light, a window. */
export const EXPOSED_WHITE = 200;

/**
 * The grey (0..255) the brightest fiftieth of a picture reaches: near white in a well exposed
 * photo (a wall in the light, a window), far below in an underexposed one.
 */
export function whitePoint(gray: Float32Array): number {
  const histogram = new Uint32Array(256);
  for (const v of gray) {
    const bin = Math.min(255, Math.max(0, Math.round(v)));
    histogram[bin] = (histogram[bin] as number) + 1;
  }
  let above = 0;
  for (let v = 255; v > 0; v--) {
    above += histogram[v] as number;
    if (above >= gray.length / 50) return v;
  }
  return 0;
}

/**
 * The indices of `weights` in increasing order, equal weights in index order (as a stable sort
 * gives them): a radix sort of their bits, 16 at a time from the lowest. Non-negative doubles
 * order as their bits do. The edges of a 180 × 240 raster are 170 000; sorted by a comparator
 * they took a fifth of the room's analysis.
 */
export function byWeight(weights: Float64Array): Uint32Array {
  const n = weights.length;
  // Each double's four 16-bit digits, the lowest first (the platforms Node runs on are little-endian).
  const digits = new Uint16Array(weights.buffer, weights.byteOffset, n * 4);
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Uint32Array(n);
  const count = new Uint32Array(65537);
  for (let digit = 0; digit < 4; digit++) {
    count.fill(0);
    for (let i = 0; i < n; i++) {
      const d = (digits[i * 4 + digit] as number) + 1;
      count[d] = (count[d] as number) + 1;
    }
    for (let d = 0; d < 65536; d++) count[d + 1] = (count[d + 1] as number) + (count[d] as number);
    for (let k = 0; k < n; k++) {
      const i = order[k] as number;
      const d = digits[i * 4 + digit] as number;
      next[count[d] as number] = i;
      count[d] = (count[d] as number) + 1;
    }
    [order, next] = [next, order];
  }
  return order;
}

/**
 * The value that would stand at index `n` were `values` sorted (Hoare's selection, the middle of
 * three as pivot), in time linear on average. Reorders `values`.
 */
export function nthSmallest(values: Float32Array | Float64Array, n: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const a = values[lo] as number;
    const b = values[mid] as number;
    const c = values[hi] as number;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (n <= j) hi = j;
    else if (n >= i) lo = i;
    else return values[n] as number;
  }
  return values[n] as number;
}

/**
 * The median of a value over some pixels (of an even count, the upper middle one), picked out in
 * place (`nthSmallest`); not a number when there are none.
 */
export function medianOf(pixels: readonly number[], value: (i: number) => number): number {
  return pixels.length ? nthSmallest(Float64Array.from(pixels, value), pixels.length >> 1) : Number.NaN;
}
