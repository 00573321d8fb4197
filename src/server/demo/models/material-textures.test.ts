import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { surfaceTextures } from './material-textures.js';

/** The wood tile's grey values, row by row. */
async function woodPixels(): Promise<{ data: Buffer; size: number }> {
  const { data, info } = await sharp(surfaceTextures('wood').detail)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, size: info.width };
}

/** How alike two columns `shift` pixels apart are (correlation over v, averaged over u), -1..1. */
function alongGrain(data: Buffer, size: number, shift: number): number {
  let total = 0;
  for (let x = 0; x < size; x++) {
    const a: number[] = [];
    const b: number[] = [];
    for (let y = 0; y < size; y++) {
      a.push(data[y * size + x] as number);
      b.push(data[y * size + ((x + shift) % size)] as number);
    }
    const ma = a.reduce((s, v) => s + v, 0) / size;
    const mb = b.reduce((s, v) => s + v, 0) / size;
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let y = 0; y < size; y++) {
      ab += ((a[y] as number) - ma) * ((b[y] as number) - mb);
      aa += ((a[y] as number) - ma) ** 2;
      bb += ((b[y] as number) - mb) ** 2;
    }
    total += ab / Math.sqrt(aa * bb);
  }
  return total / size;
}

describe('the demo models’ wood', () => {
  it('runs its grain nearly straight along the board, not in waves', async () => {
    const { data, size } = await woodPixels();
    const at = (cm: number) => alongGrain(data, size, Math.round((cm / 50) * size));
    // The growth rings bent into waves 25 cm long: 0.57 alike 12 cm apart and 0.38 at 25 cm.
    expect(at(12)).toBeGreaterThan(0.65);
    expect(at(25)).toBeGreaterThan(0.5);
  });
});
