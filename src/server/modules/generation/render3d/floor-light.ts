import sharp from 'sharp';
import type { FloorRegion } from '../room/floor-region.js';

/** Half the side of the window the floor's brightness is averaged over, in analysis pixels: a plank or a tile is smoothed away, a patch of sun is kept. */
const SMOOTH_PX = 3;
/** How far inside the floor's edge its light is read, in analysis pixels. */
const EDGE_PX = 2;
/** The least and most a rug is dimmed or brightened by the light on the floor under it. */
const DIMMEST = 0.55;
const BRIGHTEST = 1.8;

/**
 * How much brighter or darker than usual the photo's floor is at each point of the picture: its
 * lightness averaged over a few boards or tiles, divided by the floor's median. A rug laid on the
 * floor is multiplied by it, so that it takes the patch of sun through the window, and the light
 * falling off across the room, that the floor shows. Away from the floor, 1. A grey PNG the size
 * of the analysis raster: 128 is 1, 255 is 2.
 */
export async function floorLightMap(region: FloorRegion, lab: Float32Array): Promise<Buffer> {
  const { width: w, height: h, floor } = region;
  const lightness: number[] = [];
  for (let i = 0; i < w * h; i++) if (floor[i]) lightness.push(lab[i * 3] as number);
  lightness.sort((a, b) => a - b);
  const usual = lightness.length ? (lightness[Math.floor(lightness.length / 2)] as number) : 0;
  // The floor's edge is left out: a wall's foot or a piece's base read as floor lights no rug.
  const all = integral(w, h, (i) => (floor[i] ? 1 : 0));
  const inner = Uint8Array.from({ length: w * h }, (_, i) =>
    floor[i] && boxSum(all, w, i % w, Math.floor(i / w), EDGE_PX) === (2 * EDGE_PX + 1) ** 2 ? 1 : 0,
  );
  const sum = integral(w, h, (i) => (inner[i] ? (lab[i * 3] as number) : 0));
  const count = integral(w, h, (i) => inner[i] as number);
  const out = Buffer.alloc(w * h, 128);
  if (usual <= 0)
    return sharp(out, { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toBuffer();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const n = boxSum(count, w, x, y, SMOOTH_PX);
      if (n < 4) continue;
      const ratio = boxSum(sum, w, x, y, SMOOTH_PX) / n / usual;
      out[y * w + x] = Math.round(Math.min(BRIGHTEST, Math.max(DIMMEST, ratio)) * 128);
    }
  return sharp(out, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
}

/** A summed-area table of `value` over a w × h grid, one row and column of zeros in front. */
function integral(w: number, h: number, value: (i: number) => number): Float64Array {
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
function boxSum(table: Float64Array, w: number, x: number, y: number, r: number): number {
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
