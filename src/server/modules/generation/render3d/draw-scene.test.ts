import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { levelCamera, oneCardScene, squarePlacement } from '../../../../../tests/support/scenes.js';
import { projectToImage } from '../../../../domain/scene.js';
import { drawScene, warmUp } from './draw-scene.js';
import type { PageRenderInput } from './page-protocol.js';
import { createRenderBrowser, type RenderBrowser } from './render-browser.js';

/** A browser that records what it is asked to draw. */
function recordingBrowser(warm: boolean) {
  const draws: Array<{ input: PageRenderInput; files: ReadonlyMap<string, Buffer>; holdMs?: number }> = [];
  const browser: RenderBrowser = {
    draw: async (input, files, options) => {
      draws.push({ input, files, holdMs: options?.holdMs });
      return null;
    },
    close: async () => undefined,
    timings: () => null,
    status: () => ({ open: warm, launches: warm ? 1 : 0 }),
  };
  return { browser, draws };
}

describe('warming the render browser', () => {
  it('draws the models about to be rendered once, on a thumbnail, with an occluder, when the browser is cold', async () => {
    const { browser, draws } = recordingBrowser(false);
    const models = [Buffer.from('glb one'), Buffer.from('glb two')];
    await warmUp(
      browser,
      models.map((glb) => ({ kind: 'glb', glb })),
    );
    expect(draws).toHaveLength(1);
    const { input, files } = draws[0] as (typeof draws)[number];
    expect(input.width * input.height).toBeLessThan(20_000);
    expect(input.pieces.map((p) => files.get(p.source.url))).toEqual(models);
    expect(input.occluders).toHaveLength(1);
    expect(
      files
        .get(input.occluders?.[0]?.url ?? '')
        ?.subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('leaves a warm browser alone; a cold one with no model to hand still opens, with its lighting', async () => {
    const warm = recordingBrowser(true);
    await warmUp(warm.browser, [{ kind: 'glb', glb: Buffer.from('glb') }]);
    expect(warm.draws).toHaveLength(0);
    const cold = recordingBrowser(false);
    await warmUp(cold.browser, [], 180_000);
    expect(cold.draws).toHaveLength(1);
    expect(cold.draws[0]?.input.pieces).toEqual([]);
    // Kept open for the render expected, not closed at the next rest.
    expect(cold.draws[0]?.holdMs).toBe(180_000);
  });
});

describe('drawing scenes one after another in one page', () => {
  const browser = createRenderBrowser();
  afterAll(() => browser.close());

  it('shows each visitor’s own cut-out, not the one drawn before at the same place', async () => {
    const W = 320;
    const H = 240;
    const camera = levelCamera(W, H, 250, -0.3);
    const chair = squarePlacement('floor', 0, -3, [0.8, 0.8, 0.9]);
    const [cx, cy] = projectToImage(camera, [0, 0.45, -3]) as [number, number];
    const centre = async (colour: string) => {
      const { scene, pieces, photo } = await oneCardScene(camera, chair, colour, 128);
      const { data } = await sharp((await drawScene(browser, photo, scene, pieces)).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (Math.round(cy) * W + Math.round(cx)) * 3;
      return [data[at], data[at + 1], data[at + 2]] as number[];
    };
    const [r1 = 0, , b1 = 0] = await centre('#d02020');
    expect(r1).toBeGreaterThan(b1 + 60);
    const [r2 = 0, , b2 = 0] = await centre('#2020d0');
    expect(b2).toBeGreaterThan(r2 + 60);
  }, 60_000);
});
