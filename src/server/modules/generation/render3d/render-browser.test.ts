import { afterAll, describe, expect, it } from 'vitest';
import type { PageRenderInput } from './page-protocol.js';
import { createRenderBrowser } from './render-browser.js';

const IDLE_MS = 2_000;
const browser = createRenderBrowser({ idleCloseMs: IDLE_MS });
afterAll(() => browser.close());

/** An empty room, 64 px square: the page draws nothing, quickly. */
const nothing: PageRenderInput = {
  width: 64,
  height: 64,
  drawScale: 1,
  camera: { imageWidth: 64, imageHeight: 64, focalPx: 50, heightM: 1.4, yaw: 0, pitch: -0.2, roll: 0 },
  light: { direction: [-0.5, 0.8, 0.4], colour: [1, 1, 1], ambient: [1, 1, 1], directness: 0.5 },
  walls: [],
  ceilingM: 2.6,
  pieces: [],
  exposure: 1,
  keyIntensity: 2.9,
  fillIntensity: 0.85,
  environmentIntensity: 0.55,
  shadowOpacity: 0.4,
  shadeShadowOpacity: 0.3,
  contactOpacity: 0.7,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('createRenderBrowser', () => {
  it('keeps one browser for renders in a row and closes it once they stop', async () => {
    expect(browser.status()).toEqual({ open: false, launches: 0 });
    expect(await browser.draw(nothing, new Map())).toBeNull();
    await sleep(IDLE_MS / 4);
    await browser.draw(nothing, new Map());
    expect(browser.status()).toEqual({ open: true, launches: 1 });
    await sleep(IDLE_MS + 1_000);
    expect(browser.status()).toEqual({ open: false, launches: 1 });
    await browser.draw(nothing, new Map());
    expect(browser.status()).toEqual({ open: true, launches: 2 });
  }, 60_000);

  it('stays open as long as a draw asks for a render expected soon, then closes', async () => {
    await browser.draw(nothing, new Map(), { holdMs: IDLE_MS * 3 });
    await sleep(IDLE_MS + 1_000);
    expect(browser.status().open).toBe(true);
    await sleep(IDLE_MS * 2 + 1_000);
    expect(browser.status().open).toBe(false);
  }, 60_000);
});
