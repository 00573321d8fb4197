import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoNoise, withPhotoGrain } from './photo-grain.js';

const W = 400;
const H = 300;

/** A smooth gradient photo, with Gaussian noise of `sigma` levels when asked. */
function photo(sigma: number): Buffer {
  const raw = Buffer.alloc(W * H * 3);
  let seed = 7;
  const uniform = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const n = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()) * sigma;
      for (let c = 0; c < 3; c++)
        raw[(y * W + x) * 3 + c] = Math.round(60 + (x / W) * 120 + (y / H) * 40 + n);
    }
  return raw;
}

describe('photo grain', () => {
  it('reads a photo’s noise level, and none on smooth shading', () => {
    expect(photoNoise(photo(0), W, H)).toBeLessThan(0.6);
    expect(photoNoise(photo(5), W, H)).toBeGreaterThan(4);
    expect(photoNoise(photo(5), W, H)).toBeLessThan(6);
  });

  it('gives a drawn layer that grain where it is drawn, and leaves its transparent pixels clear', async () => {
    // Left half a flat grey piece, right half nothing.
    const raw = Buffer.alloc(100 * 50 * 4);
    for (let y = 0; y < 50; y++)
      for (let x = 0; x < 50; x++) raw.set([128, 128, 128, 255], (y * 100 + x) * 4);
    const png = await sharp(raw, { raw: { width: 100, height: 50, channels: 4 } })
      .png()
      .toBuffer();
    const { data } = await sharp(await withPhotoGrain(png, 5))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inside: number[] = [];
    for (let y = 5; y < 45; y++) for (let x = 5; x < 40; x++) inside.push(data[(y * 100 + x) * 4] as number);
    const mean = inside.reduce((s, v) => s + v, 0) / inside.length;
    const sd = Math.sqrt(inside.reduce((s, v) => s + (v - mean) ** 2, 0) / inside.length);
    expect(mean).toBeGreaterThan(126);
    expect(mean).toBeLessThan(130);
    expect(sd).toBeGreaterThan(3);
    expect(sd).toBeLessThan(5);
    for (let y = 0; y < 50; y++) for (let x = 60; x < 100; x++) expect(data[(y * 100 + x) * 4 + 3]).toBe(0);
  });
});
