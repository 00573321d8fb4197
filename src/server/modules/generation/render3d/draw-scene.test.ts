import { describe, expect, it } from 'vitest';
import { warmUp } from './draw-scene.js';
import type { PageRenderInput } from './page-protocol.js';
import type { RenderBrowser } from './render-browser.js';

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
