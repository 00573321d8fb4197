import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoNoise, photoSoftness, SHARP_PHOTO, withPhotoGrain } from './photo-grain.js';

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

/** Flat grey tiles 40 px wide with dark joints, drawn sharp, as RGB. */
function tilesDrawn(): Buffer {
  const raw = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      raw.fill(x % 40 < 12 || y % 40 < 12 ? 60 : 190, (y * W + x) * 3, (y * W + x) * 3 + 3);
  return raw;
}

/** Those tiles as a photo: blurred as a lens of `sigma` px would, with a little sensor noise. */
async function tilesPhotographed(sigma: number): Promise<Buffer> {
  const image = sharp(tilesDrawn(), { raw: { width: W, height: H, channels: 3 } });
  const blurred = await (sigma >= 0.3 ? image.blur(sigma) : image).raw().toBuffer();
  const noise = photo(1.5);
  for (let i = 0; i < blurred.length; i++) {
    // The noise of the gradient photo, less its smooth shading.
    const x = Math.floor(i / 3) % W;
    const y = Math.floor(i / 3 / W);
    const shading = Math.round(60 + (x / W) * 120 + (y / H) * 40);
    blurred[i] = Math.max(0, Math.min(255, (blurred[i] as number) + (noise[i] as number) - shading));
  }
  return blurred;
}

/** A transparent layer with one opaque rectangle (columns x0–x1, rows y0–y1) of one RGBA colour, as the page's draw gives it. */
function layer(
  width: number,
  height: number,
  [x0, x1, y0, y1]: [number, number, number, number],
  colour: [number, number, number, number],
): Sharp {
  const raw = Buffer.alloc(width * height * 4);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) raw.set(colour, (y * width + x) * 4);
  return sharp(raw, { raw: { width, height, channels: 4, premultiplied: true } });
}

describe('photo grain', () => {
  it('reads how soft a photo’s edges are: the same drawing, softened by what is read, shows edges as wide', async () => {
    expect(photoSoftness(await tilesPhotographed(0), W, H)).toBe(SHARP_PHOTO);
    let before = SHARP_PHOTO;
    for (const sigma of [1, 1.6, 2.2]) {
      const read = photoSoftness(await tilesPhotographed(sigma), W, H);
      expect(read).toBeGreaterThan(before);
      before = read;
      // The tiles drawn sharp on a layer, softened by what was read, measured as a photo again.
      const drawn = sharp(tilesDrawn(), { raw: { width: W, height: H, channels: 3 } });
      const { data } = await withPhotoGrain(drawn, 0, read);
      const softened = Buffer.alloc(W * H * 3);
      for (let i = 0; i < W * H; i++) softened.set(data.subarray(i * 4, i * 4 + 3), i * 3);
      const again = photoSoftness(softened, W, H);
      expect(again).toBeGreaterThan(read * 0.85);
      expect(again).toBeLessThan(read * 1.15);
    }
    // A photo with no clear edge to measure is taken as sharp.
    expect(photoSoftness(photo(2), W, H)).toBe(SHARP_PHOTO);
  });

  it('softens a drawn layer’s edges as much as asked: a soft photo’s pieces are not cut out sharper than it', async () => {
    // A white square on a transparent layer: its edge's rise, 10 % to 90 % of its alpha.
    const rise = async (softness: number) => {
      const { data } = await withPhotoGrain(
        layer(100, 100, [30, 70, 30, 70], [255, 255, 255, 255]),
        0,
        softness,
      );
      const alpha = (x: number) => (data[(50 * 100 + x) * 4 + 3] as number) / 255;
      const crossing = (share: number) => {
        for (let x = 21; x < 50; x++)
          if (alpha(x) >= share) return x - 1 + (share - alpha(x - 1)) / (alpha(x) - alpha(x - 1));
        return 50;
      };
      return crossing(0.9) - crossing(0.1);
    };
    const sharpRise = await rise(SHARP_PHOTO);
    const softRise = await rise(2);
    expect(sharpRise).toBeLessThan(2);
    expect(softRise).toBeGreaterThan(2.56 * 2 * 0.85);
    expect(softRise).toBeLessThan(2.56 * 2 * 1.15);
  });

  it('reads a photo’s noise level, and none on smooth shading', () => {
    expect(photoNoise(photo(0), W, H)).toBeLessThan(0.6);
    expect(photoNoise(photo(5), W, H)).toBeGreaterThan(4);
    expect(photoNoise(photo(5), W, H)).toBeLessThan(6);
  });

  it('gives a drawn layer that grain where it is drawn, and leaves its transparent pixels clear', async () => {
    // Left half a flat grey piece, right half nothing.
    const { data } = await withPhotoGrain(layer(100, 50, [0, 50, 0, 50], [128, 128, 128, 255]), 5);
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
