import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { demoModel } from '../../../../../tests/support/scenes.js';
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

  it('lays the shade on the backdrop whole, faded out: no straight step where the studio’s frame cut it', async () => {
    // A pouf and a dresser: their floor's shade reached past the studio camera's frame, and the
    // frame's edge showed inside the picture as a straight step of 16 levels across the shade.
    for (const [kind, size] of [
      ['pouf', { w: 0.45, h: 0.42, d: 0.45 }],
      ['dresser', { w: 1.0, h: 0.85, d: 0.45 }],
    ] as const) {
      const webp = await renderStudioPicture(browser, await demoModel(kind, size), {
        widthM: size.w,
        depthM: size.d,
        heightM: size.h,
        mount: 'floor',
      });
      const { data } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
      const lum = (x: number, y: number) =>
        ((data[(y * 1024 + x) * 3] as number) +
          (data[(y * 1024 + x) * 3 + 1] as number) +
          (data[(y * 1024 + x) * 3 + 2] as number)) /
        3;
      expect(
        longestStraightStep((x, y) => lum(x, y)),
        `${kind}, from below`,
      ).toBeLessThan(20);
      expect(
        longestStraightStep((x, y) => lum(y, x)),
        `${kind}, from the left`,
      ).toBeLessThan(20);
      expect(
        longestStraightStep((x, y) => lum(1023 - y, x)),
        `${kind}, from the right`,
      ).toBeLessThan(20);
    }
  }, 60_000);
});

/**
 * Walking up each column of a 1024 px square picture from its bottom edge (`lum(x, y)`, y from
 * the top) over the bare backdrop, where it first turns darker: whether it does so at a step of
 * 6 levels or more onto an even shade (the next pixel as dark, not a piece's edge darkening
 * further). The longest run of columns side by side with such a step on the same row, give or
 * take one. A shade fades in by a level or two a pixel; a frame's edge across it is a straight
 * step.
 */
function longestStraightStep(lum: (x: number, y: number) => number): number {
  const backdrop = (246 + 243 + 238) / 3;
  const steps = Array.from({ length: 1024 }, (_, x) => {
    for (let y = 1022; y >= 1; y--) {
      const [below, here, above] = [lum(x, y + 1), lum(x, y), lum(x, y - 1)];
      if (Math.abs(here - backdrop) <= 2) continue;
      return below - here >= 6 && Math.abs(above - here) <= 3 ? y : -1;
    }
    return -1;
  });
  let [longest, run] = [0, 0];
  for (let x = 0; x < 1024; x++) {
    const [here, before] = [steps[x] as number, steps[x - 1] ?? -1];
    run = here >= 0 && before >= 0 && Math.abs(here - before) <= 1 ? run + 1 : here >= 0 ? 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
