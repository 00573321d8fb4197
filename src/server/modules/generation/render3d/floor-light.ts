import sharp from 'sharp';
import type { FloorRegion } from '../room/floor-region.js';
import { boxSum, medianOf, summedArea } from '../room/raster.js';

/** Half the side of the window the floor's brightness is averaged over, in analysis pixels: a plank or a tile is smoothed away, a patch of sun is kept. */
const SMOOTH_PX = 3;
/** How far inside the floor's edge its light is read, in analysis pixels. */
const EDGE_PX = 2;
/** A floor at least this colourful (chroma, in CIELAB) tells light on it from the window mirrored in it. */
const COLOURFUL = 8;
/** The share of the floor's usual colourfulness below which a brighter spot is all reflection. */
const MIRRORED = 0.5;
/**
 * The lightness (CIELAB L) from which a camera's highlights fade toward white whatever the light:
 * over it, the colourfulness a lit floor keeps shrinks to none at L 100.
 */
const HIGHLIGHT_L = 85;
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
  const onFloor: number[] = [];
  for (let i = 0; i < w * h; i++) if (floor[i]) onFloor.push(i);
  // The floor's medians, 0 with no floor.
  const usual = medianOf(onFloor, (i) => lab[i * 3] as number) || 0;
  // The floor's edge is left out: a wall's foot or a piece's base read as floor lights no rug.
  const all = summedArea(w, h, (i) => (floor[i] ? 1 : 0));
  const inner = Uint8Array.from({ length: w * h }, (_, i) =>
    floor[i] && boxSum(all, w, i % w, Math.floor(i / w), EDGE_PX) === (2 * EDGE_PX + 1) ** 2 ? 1 : 0,
  );
  const sum = summedArea(w, h, (i) => (inner[i] ? (lab[i * 3] as number) : 0));
  const count = summedArea(w, h, (i) => inner[i] as number);
  // Sunlight on a coloured floor (boards, terracotta) brightens its colour too; the window
  // mirrored in its varnish is white light added, paler than the floor. A matte rug takes the
  // first, not the second: where the floor is brighter but paler, less of the brightening is light.
  // Paler than the floor could be, not than the floor: in a camera's highlights every colour fades
  // toward white, and the sun on beige tiles (L 70 to 95) came out as pale as a mirrored window,
  // the rug over it unlit and the patch gone from the picture.
  const chroma = (i: number) => Math.hypot(lab[i * 3 + 1] as number, lab[i * 3 + 2] as number);
  const usualChroma = medianOf(onFloor, chroma) || 0;
  const chromaSum = summedArea(w, h, (i) => (inner[i] ? chroma(i) : 0));
  const out = Buffer.alloc(w * h, 128);
  if (usual <= 0)
    return sharp(out, { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toBuffer();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const n = boxSum(count, w, x, y, SMOOTH_PX);
      if (n < 4) continue;
      let ratio = boxSum(sum, w, x, y, SMOOTH_PX) / n / usual;
      if (ratio > 1 && usualChroma >= COLOURFUL) {
        const highlight = Math.min(1, (100 - ratio * usual) / (100 - HIGHLIGHT_L));
        const paler = boxSum(chromaSum, w, x, y, SMOOTH_PX) / n / (usualChroma * Math.max(0.05, highlight));
        ratio = 1 + (ratio - 1) * Math.min(1, Math.max(0, (paler - MIRRORED) / (1 - MIRRORED)));
      }
      out[y * w + x] = Math.round(Math.min(BRIGHTEST, Math.max(DIMMEST, ratio)) * 128);
    }
  return sharp(out, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
}
