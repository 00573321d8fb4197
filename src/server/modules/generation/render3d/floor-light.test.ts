import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  greyBlock,
  levelCamera,
  oneCardScene,
  squarePlacement,
} from '../../../../../tests/support/scenes.js';
import { projectToImage } from '../../../../domain/scene.js';
import { drawScene } from './draw-scene.js';
import { floorLightMap } from './floor-light.js';
import { createRenderBrowser } from './render-browser.js';

const browser = createRenderBrowser();
afterAll(() => browser.close());

/**
 * The light map of a 60×40 analysis raster whose lower half is floor, each pixel's CIELAB given
 * by `colour`, read back as a function of the pixel.
 */
async function lightMap(colour: (x: number, y: number) => [number, number, number]) {
  const width = 60;
  const height = 40;
  const floor = new Uint8Array(width * height);
  const lab = new Float32Array(width * height * 3);
  for (let y = 20; y < height; y++)
    for (let x = 0; x < width; x++) {
      floor[y * width + x] = 1;
      lab.set(colour(x, y), (y * width + x) * 3);
    }
  const region = {
    width,
    height,
    floor,
    top: new Int32Array(width).fill(20),
    share: 0.5,
    raised: [],
    rug: new Uint8Array(width * height),
  };
  const { data, info } = await sharp(await floorLightMap(region, lab))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => (data[(y * width + x) * info.channels] as number) / 128;
}

describe('the light on the photo’s floor', () => {
  it('is 1 where the floor is as usual, brighter in a patch of sun, 1 away from the floor', async () => {
    // Boards of alternating shade, and a patch of sun at columns 30–50, rows 25–35.
    const at = await lightMap((x, y) => {
      const sun = x >= 30 && x < 50 && y >= 25 && y < 35;
      return [(x % 2 ? 46 : 54) * (sun ? 1.5 : 1), 0, 0];
    });
    // The usual floor is the boards' median shade: the darker boards, 46 or 54 averaged to 50 over a few boards.
    expect(Math.abs(at(10, 30) - 1)).toBeLessThan(0.1);
    expect(at(40, 30)).toBeGreaterThan(1.35);
    expect(at(40, 30)).toBeLessThan(1.65);
    expect(at(10, 5)).toBe(1);
  });

  type Lab = [number, number, number];
  it.each<[string, { floor: Lab; sun: Lab; mirrored: Lab; lit: number }]>([
    // Oak boards; the sun brightens them and their colour, the window mirrored brightens them as
    // much toward white.
    ['wooden boards', { floor: [50, 8, 22], sun: [72, 11, 30], mirrored: [72, 3, 8], lit: 1.35 }],
    // Beige tiles (chroma 10); the sun brings them to L 95, where every colour fades toward white
    // (chroma 5.5, as random photo beige-tiles-green-wall reads); the window mirrored at L 80, as pale.
    [
      'beige tiles, faded toward white in the camera’s highlights',
      {
        floor: [70, 2, 9.8],
        sun: [95, 1, 5.4],
        mirrored: [80, 1, 5.4],
        lit: 1.3,
      },
    ],
  ])(
    'tells a patch of sun on %s from the window mirrored in them',
    async (_, { floor, sun, mirrored, lit }) => {
      // The sun at columns 5–20, the window mirrored at columns 35–50.
      const at = await lightMap((x, y) => {
        const patch = y >= 25 && y < 35;
        if (patch && x >= 5 && x < 20) return sun;
        if (patch && x >= 35 && x < 50) return mirrored;
        return floor;
      });
      expect(at(12, 30)).toBeGreaterThan(lit);
      // The reflection is the varnish's, not light a matte rug would take.
      expect(at(42, 30)).toBeLessThan(1.1);
    },
  );

  it('lights a rug laid on it: brighter where the floor is brighter', async () => {
    const W = 640;
    const H = 480;
    const camera = levelCamera(W, H, 500, -0.35);
    const rug = squarePlacement('rug', 0, -3, [2, 1.5, 0.01]);
    const { scene, pieces, photo } = await oneCardScene(camera, rug, '#808080', 30);
    // The left half of the picture's floor in the sun (twice as bright as usual), the right half in shade (half).
    const light = await sharp(
      Buffer.from(Array.from({ length: 64 * 48 }, (_, i) => (i % 64 < 32 ? 255 : 64))),
      { raw: { width: 64, height: 48, channels: 1 } },
    )
      .png()
      .toBuffer();
    const mean = async (image: Buffer, x0: number) => {
      const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      let n = 0;
      for (let y = 300; y < 340; y++)
        for (let x = x0; x < x0 + 60; x++) {
          sum += data[(y * W + x) * 3] as number;
          n++;
        }
      return sum / n;
    };
    const plain = await drawScene(browser, photo, scene, pieces);
    const lit = await drawScene(browser, photo, scene, pieces, [], light);
    expect(Math.abs((await mean(plain.image, 220)) - (await mean(plain.image, 360)))).toBeLessThan(8);
    expect(await mean(lit.image, 220)).toBeGreaterThan((await mean(plain.image, 220)) + 25);
    expect(await mean(lit.image, 360)).toBeLessThan((await mean(plain.image, 360)) - 25);
  }, 60_000);

  it.each([
    [640, 480],
    [2048, 1536],
  ])(
    'lights each point of a rug from the floor right under it, wherever the rug lies in a %i×%i picture',
    async (W, H) => {
      // Only the part of the picture where the pieces are is drawn, and a large picture's smaller
      // than the picture: a rug to the right of the middle and above the bottom must still read the
      // map at its own place.
      const k = W / 640;
      const camera = levelCamera(W, H, 500 * k, -0.35);
      const rug = squarePlacement('rug', 1.1, -4, [1.2, 1.2, 0.01]);
      const [cx, cy] = projectToImage(camera, [1.1, 0, -4]) as [number, number];
      const { scene, pieces, photo } = await oneCardScene(camera, rug, '#808080', 30);
      // Only the quarter of the map below and right of the rug's middle is in the sun.
      const light = await sharp(
        Buffer.from(Array.from({ length: W * H }, (_, i) => (i % W > cx && i / W > cy ? 255 : 64))),
        { raw: { width: W, height: H, channels: 1 } },
      )
        .png()
        .toBuffer();
      const { data } = await sharp((await drawScene(browser, photo, scene, pieces, [], light)).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const mean = (dx: number, dy: number) => {
        let sum = 0;
        for (let y = -4; y <= 4; y++)
          for (let x = -4; x <= 4; x++)
            sum += data[(Math.round(cy + (dy + y) * k) * W + Math.round(cx + (dx + x) * k)) * 3] as number;
        return sum / 81;
      };
      const sunlit = mean(15, 8);
      for (const [dx, dy] of [
        [-15, 8],
        [15, -8],
        [-15, -8],
      ] as const)
        expect(sunlit).toBeGreaterThan(mean(dx, dy) + 40);
    },
    60_000,
  );

  it('keeps a rug in the sun its own colour where a new piece shades it from the light', async () => {
    const W = 640;
    const H = 480;
    const camera = levelCamera(W, H, 500, -0.35);
    const rug = squarePlacement('rug', 0, -3, [2.4, 2, 0.01]);
    const { scene, pieces, photo } = await oneCardScene(camera, rug, '#808080', 30);
    const block = { ...squarePlacement('floor', 0, -3, [0.6, 0.6, 0.6]), key: 'block' };
    scene.placements.push(block);
    scene.light = { ...scene.light, direction: [0.45, 1, 0.3], directness: 0.7 };
    const drawn = [...pieces, await greyBlock(block)];
    // The whole floor in the sun: twice as bright as usual.
    const sun = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const at = async (floorLight: Buffer | undefined, point: [number, number, number]) => {
      const { data } = await sharp((await drawScene(browser, photo, scene, drawn, [], floorLight)).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [u, v] = projectToImage(camera, point) as [number, number];
      return data[(Math.round(v) * W + Math.round(u)) * 3] as number;
    };
    // In the block's shadow (the light comes from the right, in front): left of it and behind.
    const shaded: [number, number, number] = [-0.45, 0, -3.15];
    const open: [number, number, number] = [0.8, 0, -2.4];
    expect(await at(sun, open)).toBeGreaterThan((await at(undefined, open)) * 1.5);
    expect(await at(sun, shaded)).toBeLessThan((await at(undefined, shaded)) * 1.25);
  }, 60_000);
});
