import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { createRenderBrowser } from './render-browser.js';
import { renderStudioPicture } from './studio-picture.js';

const browser = createRenderBrowser();
afterAll(() => browser.close());

describe('renderStudioPicture', () => {
  it('shows the model, centred, on the light backdrop of a 1024 px square WebP', async () => {
    const webp = await renderStudioPicture(
      browser,
      await readFixture('models3d/wooden-table-polyhaven.glb'),
      {
        widthM: 1.1,
        depthM: 0.6,
        heightM: 0.75,
        mount: 'floor',
      },
    );
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, (await sharp(webp).metadata()).format]).toEqual([1024, 1024, 'webp']);
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * 1024 + x) * 3, (y * 1024 + x) * 3 + 3));
    // Corners: the backdrop, untouched.
    for (const [x, y] of [
      [4, 4],
      [1019, 4],
      [4, 1019],
      [1019, 1019],
    ] as const)
      for (const [c, v] of at(x, y).entries())
        expect(Math.abs(v - ([246, 243, 238][c] ?? 0))).toBeLessThan(4);
    // The middle third holds the wooden table: far from the backdrop's colour.
    let object = 0;
    for (let y = 341; y < 683; y += 8)
      for (let x = 341; x < 683; x += 8) {
        const [r = 0, g = 0, b = 0] = at(x, y);
        if (Math.abs(r - 246) + Math.abs(g - 243) + Math.abs(b - 238) > 60) object++;
      }
    expect(object).toBeGreaterThan(300);
  });
});
