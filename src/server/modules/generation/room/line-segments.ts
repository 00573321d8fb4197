import { byWeight, EXPOSED_WHITE, type Raster, whitePoint } from './raster.js';

/** A straight edge found in the photo, in raster pixels. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  length: number;
}

/**
 * Gradients weaker than this (0..255 per pixel) are noise, in a well exposed photo. An
 * underexposed one (a dim room whose window set the exposure: its lights under `EXPOSED_WHITE`)
 * shows every edge weaker by as much: the threshold follows, down to `LEAST_GAIN` of itself,
 * where a JPEG's own noise begins.
 */
const MIN_GRADIENT = 6;
const LEAST_GAIN = 0.4;
/** Pixels join a line while their edge direction stays this close to the line's, in radians. */
const ANGLE_TOLERANCE = Math.PI / 8;
const MIN_LENGTH = 14;
/** A line support region this many times longer than wide is a line; a rounder one is texture. */
const MIN_ELONGATION = 5;

/**
 * Straight edges by region growing on the gradient direction, as the LSD detector does
 * (von Gioi et al., 2012) without its statistical validation: seeds are taken strongest first,
 * each grows over neighbours whose level line points the same way, and a region long and thin
 * enough becomes the segment through its principal axis.
 */
export function lineSegments(raster: Pick<Raster, 'width' | 'height' | 'gray'>): Segment[] {
  const { width: w, height: h } = raster;
  const g = raster.gray;
  const magnitude = new Float32Array(w * h);
  const angle = new Float32Array(w * h);
  // 2 × 2 gradient, as LSD: the smallest support, so near edges do not merge.
  for (let y = 0; y < h - 1; y++)
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      const a = g[i] as number;
      const b = g[i + 1] as number;
      const c = g[i + w] as number;
      const d = g[i + w + 1] as number;
      const gx = (b + d - a - c) / 2;
      const gy = (c + d - a - b) / 2;
      magnitude[i] = Math.hypot(gx, gy);
      // The level line runs across the gradient.
      angle[i] = Math.atan2(gx, -gy);
    }
  const least = MIN_GRADIENT * Math.min(1, Math.max(LEAST_GAIN, whitePoint(g) / EXPOSED_WHITE));
  // The seeds, strongest first, equal ones in the picture's order: sorted by how much weaker than
  // the strongest they are (exact in doubles for single-precision magnitudes), by radix.
  const seeds: number[] = [];
  let strongest = 0;
  for (let i = 0; i < w * h; i++)
    if ((magnitude[i] as number) > least) {
      seeds.push(i);
      strongest = Math.max(strongest, magnitude[i] as number);
    }
  const weaker = Float64Array.from(seeds, (i) => strongest - (magnitude[i] as number));
  const order = Array.from(byWeight(weaker), (k) => seeds[k] as number);
  const used = new Uint8Array(w * h);
  const segments: Segment[] = [];
  const region: number[] = [];
  for (const seed of order) {
    if (used[seed]) continue;
    region.length = 0;
    region.push(seed);
    used[seed] = 1;
    let sumCos = Math.cos(angle[seed] as number);
    let sumSin = Math.sin(angle[seed] as number);
    let regionAngle = angle[seed] as number;
    for (let k = 0; k < region.length; k++) {
      const p = region[k] as number;
      const px = p % w;
      const py = (p - px) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= w - 1 || ny >= h - 1) continue;
          const q = ny * w + nx;
          if (used[q] || (magnitude[q] as number) <= least) continue;
          let diff = Math.abs((angle[q] as number) - regionAngle) % (2 * Math.PI);
          if (diff > Math.PI) diff = 2 * Math.PI - diff;
          if (diff > ANGLE_TOLERANCE) continue;
          used[q] = 1;
          region.push(q);
          sumCos += Math.cos(angle[q] as number);
          sumSin += Math.sin(angle[q] as number);
          regionAngle = Math.atan2(sumSin, sumCos);
        }
    }
    if (region.length < MIN_LENGTH) continue;
    const segment = fitSegment(region, w, magnitude);
    if (segment) segments.push(segment);
  }
  return segments;
}

/** The segment along a region's principal axis, or null when the region is not thin. */
function fitSegment(region: readonly number[], w: number, magnitude: Float32Array): Segment | null {
  let sw = 0;
  let cx = 0;
  let cy = 0;
  for (const p of region) {
    const m = magnitude[p] as number;
    sw += m;
    cx += m * (p % w);
    cy += m * Math.floor(p / w);
  }
  cx /= sw;
  cy /= sw;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const p of region) {
    const m = magnitude[p] as number;
    const dx = (p % w) - cx;
    const dy = Math.floor(p / w) - cy;
    xx += m * dx * dx;
    yy += m * dy * dy;
    xy += m * dx * dy;
  }
  const theta = 0.5 * Math.atan2(2 * xy, xx - yy);
  const ux = Math.cos(theta);
  const uy = Math.sin(theta);
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  let across = 0;
  for (const p of region) {
    const dx = (p % w) - cx;
    const dy = Math.floor(p / w) - cy;
    const along = dx * ux + dy * uy;
    lo = Math.min(lo, along);
    hi = Math.max(hi, along);
    across = Math.max(across, Math.abs(-dx * uy + dy * ux));
  }
  const length = hi - lo + 1;
  if (length < MIN_LENGTH || length < MIN_ELONGATION * (2 * across + 1)) return null;
  // Pixel centres are offset half a pixel by the 2 × 2 gradient.
  const ox = cx + 0.5;
  const oy = cy + 0.5;
  return {
    x1: ox + lo * ux,
    y1: oy + lo * uy,
    x2: ox + hi * ux,
    y2: oy + hi * uy,
    length,
  };
}

/**
 * The straight edges of the picture at half its size, in the full size's pixels: an edge shaded
 * off over a few pixels (a ceiling's line, a corner in soft light) grows no region at full size,
 * its steps too small, and shows at half size, where a pattern's small motifs no longer do.
 */
export function halfSizeSegments({
  width,
  height,
  gray,
}: Pick<Raster, 'width' | 'height' | 'gray'>): Segment[] {
  const w = Math.floor(width / 2);
  const h = Math.floor(height / 2);
  const half = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 2 * y * width + 2 * x;
      half[y * w + x] =
        ((gray[i] as number) +
          (gray[i + 1] as number) +
          (gray[i + width] as number) +
          (gray[i + width + 1] as number)) /
        4;
    }
  // Half-size pixel x is the mean of full-size pixels 2x and 2x + 1: its middle is at 2x + 0.5.
  const full = (v: number) => 2 * v + 0.5;
  return lineSegments({ width: w, height: h, gray: half }).map((s) => ({
    x1: full(s.x1),
    y1: full(s.y1),
    x2: full(s.x2),
    y2: full(s.y2),
    length: s.length * 2,
  }));
}
