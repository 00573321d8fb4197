import { describe, expect, it } from 'vitest';
import { type EdgeMark, type FloorRegion, patternedPart } from './floor-region.js';
import type { Raster } from './raster.js';

describe('patternedPart', () => {
  // A wall (plain, L 65) over a floor of black and white squares, 4 px wide, from row 40 down; a
  // window's frame, dark and one pixel wide, runs down the wall at x = 40 to the floor. The floor
  // read on the averaged colour ran on up the wall along the frame, as the averaging carries it.
  const w = 80;
  const h = 80;
  const lab = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const floorSquare = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0 ? 15 : 85;
      lab[(y * w + x) * 3] = y >= 40 ? floorSquare : x === 40 && y >= 10 ? 15 : 65;
    }
  const raster: Raster = {
    width: w,
    height: h,
    scale: 1,
    lab,
    gray: new Float32Array(w * h),
    rgb: new Uint8Array(),
  };
  const floor = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (y >= 40 || (y >= 10 && Math.abs(x - 40) <= 1)) floor[y * w + x] = 1;
  const averaged: FloorRegion = {
    width: w,
    height: h,
    floor,
    top: new Int32Array(w),
    share: 0.5,
    raised: [],
    rug: new Uint8Array(w * h),
  };
  const frame: EdgeMark = { x1: 40, y1: 10, x2: 40, y2: 41, length: 31, direction: 0 };

  it('keeps the floor off the wall where a frame’s upright edge runs down it: a frame is no motif', () => {
    const kept = patternedPart(raster, averaged, 20, 1.4, [frame]);
    expect(kept.share).toBeGreaterThan(0.45);
    // The floor's squares are all kept; in the frame's column, nothing of the wall above them.
    expect(kept.floor[60 * w + 40]).toBe(1);
    expect(kept.floor[30 * w + 40]).toBe(0);
    expect(kept.top[40]).toBeGreaterThanOrEqual(36);
    // Not told the frame, its edge in every row reads as motifs running on up the wall.
    expect(patternedPart(raster, averaged, 20, 1.4).floor[30 * w + 40]).toBe(1);
  });

  it('reads a floor of one plain colour as no patterned floor', () => {
    const plain: Raster = { ...raster, lab: new Float32Array(w * h * 3).fill(60) };
    expect(patternedPart(plain, averaged, 20, 1.4, [frame]).share).toBe(0);
  });
});
