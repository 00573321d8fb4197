import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { levelCamera, piecesOnlyScene } from '../../../../../tests/support/scenes.js';
import { projectToImage } from '../../../../domain/scene.js';
import { drawScene } from './draw-scene.js';
import { furnitureMask, occludersOf, uprightOnly } from './occluders.js';
import { createRenderBrowser } from './render-browser.js';

const browser = createRenderBrowser();
afterAll(() => browser.close());

const W = 1024;
const H = 768;
const camera = levelCamera(W, H, 800, -0.2);

describe('occluders', () => {
  it('hide a new piece behind the visitor’s own furniture, and only there', async () => {
    const table = {
      key: 't',
      mount: 'floor' as const,
      x: 0,
      z: -4,
      elevationM: 0,
      rotation: 0,
      widthM: 1.6,
      depthM: 0.8,
      heightM: 0.75,
    };
    const scene = piecesOnlyScene(camera, [table], {
      direction: [-0.4, 0.8, 0.4],
      colour: [1, 1, 1],
      ambient: [1, 1, 1],
      directness: 0.5,
    });
    // The visitor's furniture: a block standing 2.5 m away, covering the left half of where the table shows.
    const tableTop = projectToImage(camera, [0, 0.75, -3.6]) as [number, number];
    const foot = projectToImage(camera, [0, 0, -2.5]) as [number, number];
    const mask = { width: W / 4, height: H / 4, data: new Uint8Array((W / 4) * (H / 4)) };
    const [mx0, mx1] = [Math.round(W / 8 - 60), Math.round(W / 8)];
    const [my0, my1] = [Math.round(tableTop[1] / 4 - 20), Math.round(foot[1] / 4)];
    for (let y = my0; y < my1; y++) for (let x = mx0; x < mx1; x++) mask.data[y * mask.width + x] = 1;
    const photo = { raw: Buffer.alloc(W * H * 3, 128), width: W, height: H, brightness: 0.5, white: 255 };
    const pieces = [
      {
        placement: table,
        source: { kind: 'glb' as const, glb: await readFixture('models3d/wooden-table-polyhaven.glb') },
        productName: 'table',
        category: 'Table',
      },
    ];
    const hidden = await drawScene(browser, photo, scene, pieces, await occludersOf(camera, mask));
    const seen = await drawScene(browser, photo, scene, pieces);
    const changed = async (image: Buffer, x0: number, x1: number) => {
      const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let y = my0 * 4 + 8; y < my1 * 4 - 8; y += 2)
        for (let x = x0; x < x1; x += 2) if (Math.abs((data[(y * W + x) * 3] ?? 128) - 128) > 12) count++;
      return count;
    };
    const behind = [mx0 * 4 + 8, mx1 * 4 - 8] as const;
    const beside = [mx1 * 4 + 8, mx1 * 4 + 200] as const;
    expect(await changed(seen.image, ...behind)).toBeGreaterThan(200);
    expect(await changed(hidden.image, ...behind)).toBeLessThan(20);
    expect(await changed(hidden.image, ...beside)).toBeGreaterThan(200);
  });
});

describe('the room’s own furniture', () => {
  it('is what stands on the seen floor, not the wall above it nor a column without floor', () => {
    const width = 10;
    const height = 10;
    const floor = new Uint8Array(width * height);
    // Floor from row 4 down, in every column but the last; a block stands on it at rows 5–7, columns 3–5.
    for (let y = 4; y < height; y++) for (let x = 0; x < width - 1; x++) floor[y * width + x] = 1;
    for (let y = 5; y <= 7; y++) for (let x = 3; x <= 5; x++) floor[y * width + x] = 0;
    const top = Int32Array.from({ length: width }, (_, x) => (x === width - 1 ? -1 : 4));
    const mask = furnitureMask({ width, height, floor, top });
    const marked: string[] = [];
    mask.data.forEach((v, i) => {
      if (v) marked.push(`${i % width},${Math.floor(i / width)}`);
    });
    expect(marked.sort()).toEqual(['3,5', '4,5', '5,5', '3,6', '4,6', '5,6', '3,7', '4,7', '5,7'].sort());
  });
});

describe('upright furniture only', () => {
  it('keeps a blob with upright edges (a table’s legs) and drops a flat one (a rug)', () => {
    const width = 40;
    const height = 20;
    const data = new Uint8Array(width * height);
    // A table at columns 2–10, rows 5–14; a rug at columns 20–38, rows 12–19.
    for (let y = 5; y <= 14; y++) for (let x = 2; x <= 10; x++) data[y * width + x] = 1;
    for (let y = 12; y <= 19; y++) for (let x = 20; x <= 38; x++) data[y * width + x] = 1;
    // Its two legs' outlines, 6 px each; the rug has a short upright edge by chance.
    const verticals = [
      { x: 2.5, y: 11, length: 6 },
      { x: 11, y: 11, length: 6 },
      { x: 30, y: 15, length: 1.5 },
    ];
    const kept = uprightOnly({ width, height, data }, verticals);
    expect(kept.data[10 * width + 5]).toBe(1);
    expect(kept.data[15 * width + 30]).toBe(0);
    expect(kept.data.reduce((s, v) => s + v, 0)).toBe(9 * 10);
  });
});
