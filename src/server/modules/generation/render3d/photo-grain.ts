import type { Sharp } from 'sharp';

/**
 * The photo's sensor noise, as a standard deviation in 0..255 levels (Immerkær 1996: the mean
 * absolute response of a Laplacian difference that cancels smooth shading), read on every fourth
 * row of the luminance.
 */
export function photoNoise(raw: Buffer, width: number, height: number): number {
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return 0.299 * (raw[i] as number) + 0.587 * (raw[i + 1] as number) + 0.114 * (raw[i + 2] as number);
  };
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 4)
    for (let x = 1; x < width - 1; x++) {
      const response =
        luma(x - 1, y - 1) -
        2 * luma(x, y - 1) +
        luma(x + 1, y - 1) -
        2 * luma(x - 1, y) +
        4 * luma(x, y) -
        2 * luma(x + 1, y) +
        luma(x - 1, y + 1) -
        2 * luma(x, y + 1) +
        luma(x + 1, y + 1);
      sum += Math.abs(response);
      count++;
    }
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * Math.max(1, count));
}

/** Half the span, in pixels, over which an edge's rise is followed either side of its steepest point. */
const EDGE_REACH = 8;
/** Least step across an edge, and least slope at it, in 0..255 levels: a clear edge between two flat sides. */
const EDGE_STEP = 40;
const EDGE_SLOPE = 12;
/** Most a side may change over its outer 2 px to count as flat, and a profile go back against its rise, in levels. */
const SIDE_FLAT = 4;
const PROFILE_BACK = 3;
/** Every how many rows the photo is looked along: a few hundred edges are enough, in 30–40 ms at 2048 px. */
const ROW_STEP = 5;
/** Fewest edges measured for the photo's softness to be read. */
const EDGE_COUNT = 30;
/** A Gaussian blur of σ px turns a sharp step into a rise 2.56 σ wide from 10 % to 90 % of it. */
const RISE_PER_SIGMA = 2.56;
/** The softness (σ, px) of a sharp photo, and of one where too few edges were found. */
export const SHARP_PHOTO = 0.55;

/**
 * How soft the photo's lens and processing leave its edges: the blur (σ of a Gaussian, in pixels)
 * that makes a sharp step as wide as the photo's sharper edges. Each clear step between two flat
 * sides, across a row or down a column, is measured from 10 % to 90 % of its rise; the quarter
 * rising in the fewest pixels stands for the edges in focus (a soft shadow's outline is wider).
 */
export function photoSoftness(raw: Buffer, width: number, height: number): number {
  const luma = (i: number) =>
    0.299 * (raw[i * 3] as number) + 0.587 * (raw[i * 3 + 1] as number) + 0.114 * (raw[i * 3 + 2] as number);
  const rises: number[] = [];
  const R = EDGE_REACH;
  for (let y = R + 1; y < height - R - 1; y += ROW_STEP)
    for (let x = R + 1; x < width - R - 1; x++) {
      const i = y * width + x;
      const gx = luma(i + 1) - luma(i - 1);
      const gy = luma(i + width) - luma(i - width);
      if (Math.max(Math.abs(gx), Math.abs(gy)) < 2 * EDGE_SLOPE) continue;
      // Edges square to a row or a column, measured along it.
      const stride = Math.abs(gx) > 2 * Math.abs(gy) ? 1 : Math.abs(gy) > 2 * Math.abs(gx) ? width : 0;
      if (stride === 0) continue;
      const at = (k: number) => luma(i + k * stride);
      // At the steepest point of the rise.
      const slope = Math.abs(at(1) - at(-1));
      if (slope < Math.abs(at(0) - at(-2)) || slope < Math.abs(at(2) - at(0))) continue;
      const low = at(-R);
      const step = at(R) - low;
      if (Math.abs(step) < EDGE_STEP) continue;
      if (Math.abs(at(-R) - at(-R + 2)) > SIDE_FLAT || Math.abs(at(R) - at(R - 2)) > SIDE_FLAT) continue;
      let steady = true;
      for (let k = -R; k < R && steady; k++) steady = (at(k + 1) - at(k)) * Math.sign(step) >= -PROFILE_BACK;
      if (!steady) continue;
      // Where the rise crosses a share of the step, between pixels.
      const crossing = (share: number) => {
        for (let k = -R + 1; k <= R; k++) {
          const v = (at(k) - low) / step;
          if (v < share) continue;
          const u = (at(k - 1) - low) / step;
          return k - 1 + (share - u) / Math.max(1e-6, v - u);
        }
        return R;
      };
      rises.push(crossing(0.9) - crossing(0.1));
    }
  if (rises.length < EDGE_COUNT) return SHARP_PHOTO;
  rises.sort((a, b) => a - b);
  return Math.max(SHARP_PHOTO, (rises[Math.floor(rises.length / 4)] as number) / RISE_PER_SIGMA);
}

const NORMAL_MASK = 0xffff;
let normals: Float32Array | null = null;

/**
 * 65 536 draws of a standard normal (Box–Muller on a fixed seed), made once: each pixel's grain is
 * one of them picked at random, for a logarithm, a root and a cosine per pixel cost a layer of six
 * pieces 0.1 s.
 */
function normalSamples(): Float32Array {
  if (normals) return normals;
  normals = new Float32Array(NORMAL_MASK + 1);
  let seed = 12345;
  const uniform = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < normals.length; i++)
    normals[i] = Math.sqrt(-2 * Math.log(uniform() || 1e-9)) * Math.cos(2 * Math.PI * uniform());
  return normals;
}

/** An image's pixels, RGBA with straight alpha, row after row. */
export interface RawLayer {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Makes a drawn layer look taken by the same camera as the photo it goes on: the lens's softness
 * (`softness`, the σ in pixels of the blur its edges still lack) on its too-perfect edges, and
 * the photo's own grain on its too-clean surfaces. Runs the layer's pipeline once, to raw pixels.
 */
export async function withPhotoGrain(layer: Sharp, noise: number, softness = SHARP_PHOTO): Promise<RawLayer> {
  const { data, info } = await layer
    .blur(Math.max(SHARP_PHOTO, softness))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Real photos' noise is partly removed by their own processing: add a little less than measured.
  const sigma = Math.min(6, noise * 0.8);
  if (sigma >= 0.5) {
    const normal = normalSamples();
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
    let seed = 12345;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3] === 0) continue;
      // One luminance grain per pixel, as a phone's denoised noise mostly is.
      seed = (seed * 16807) % 2147483647;
      const grain = (normal[seed & NORMAL_MASK] as number) * sigma;
      pixels[i] = (pixels[i] as number) + grain;
      pixels[i + 1] = (pixels[i + 1] as number) + grain;
      pixels[i + 2] = (pixels[i + 2] as number) + grain;
    }
  }
  return { data, width: info.width, height: info.height };
}
