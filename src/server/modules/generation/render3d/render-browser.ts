import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp, { type Sharp } from 'sharp';
import { bundledScript } from '../../../bundled-script.js';
import type { PageRenderInput, PageRenderOutput } from './page-protocol.js';

/**
 * The headless browser that draws 3D pieces: three.js on WebGL 2, which Chromium runs on the CPU
 * (SwiftShader) on a machine without a GPU. One browser and one warm page serve every render in
 * turn; the browser closes after IDLE_CLOSE_MS without a render, so a server at rest holds no
 * browser in memory (about 700 MB of Chromium processes after a burst of generations, bench).
 * Renders in a row (a queue of generations, a visitor asking again) keep it: starting it again
 * costs 3 to 4 s (launch, page, WebGL context) and the shaders' first compilation, which a
 * warm-up hides (draw-scene.ts). A draw may hold it open longer for a render expected soon. A busy one never rests that long: the page is
 * opened afresh every RENDERS_PER_PAGE renders, which gives back what WebGL and the page's heap
 * keep growing from render to render.
 */

/** Flags for a browser with no sandbox, no network of its own and software WebGL. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

/** The page's own address: every request it makes is answered from memory, none reaches a network. */
const ORIGIN = 'http://render.kerdeco.invalid';
export const IDLE_CLOSE_MS = 15_000;
const RENDERS_PER_PAGE = 20;

/** Chromium: CHROMIUM_PATH, else Debian's, else the one shipped in the @sparticuz/chromium npm package. */
async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const shipped = (await import('@sparticuz/chromium')).default;
  return shipped.executablePath();
}

let script: Promise<string> | null = null;

/** The bundled page script: built beside the server bundle, or bundled from source in development. */
function pageScript(): Promise<string> {
  script ??= bundledScript(
    path.dirname(fileURLToPath(import.meta.url)),
    'render-page.js',
    'page/render-page.ts',
    {
      format: 'iife',
      minify: true,
      target: 'chrome120',
    },
  );
  return script;
}

/**
 * The draw's files at addresses of its own, `/draw/<n>/…`: the page keeps the images it loaded by
 * address, and under the same address would show the last visitor's cut-out, furniture mask or
 * floor light again.
 */
function underOwnAddresses(
  input: PageRenderInput,
  files: ReadonlyMap<string, Buffer>,
  n: number,
): { input: PageRenderInput; served: Map<string, Buffer> } {
  const own = (url: string) => `/draw/${n}${url}`;
  return {
    input: {
      ...input,
      pieces: input.pieces.map((p) => {
        const model = p.source.kind === 'glb' ? files.get(p.source.url) : undefined;
        const digest = model && createHash('sha1').update(model).digest('base64');
        return { ...p, source: { ...p.source, url: own(p.source.url), ...(digest ? { digest } : {}) } };
      }),
      occluders: input.occluders?.map((o) => ({ ...o, url: own(o.url) })),
      ...(input.floorLight ? { floorLight: own(input.floorLight) } : {}),
    },
    served: new Map([...files].map(([url, body]) => [own(url), body])),
  };
}

/**
 * The drawn part of the picture and where it goes: its pixels at the picture's scale, transparent
 * around the pieces, as a pipeline not yet run. Whoever lays it on the photo adds its own steps and
 * runs it once: no image is encoded and decoded again between the page and the picture.
 */
export interface DrawnLayer {
  image: Sharp;
  left: number;
  top: number;
}

export interface RenderBrowser {
  /**
   * Draws the pieces; `resources` answers the page's fetches by path. Returns the drawn layer, or
   * null when empty. The browser then stays open `holdMs` at least (a render expected soon).
   */
  draw(
    input: PageRenderInput,
    resources: ReadonlyMap<string, Buffer>,
    options?: { holdMs?: number },
  ): Promise<DrawnLayer | null>;
  close(): Promise<void>;
  /** The page's own figures for the last render. */
  timings(): PageRenderOutput['timings'] | null;
  /** Whether a browser is running (or starting) now, and how many were started so far. */
  status(): { open: boolean; launches: number };
}

export function createRenderBrowser({
  idleCloseMs = IDLE_CLOSE_MS,
}: {
  idleCloseMs?: number;
} = {}): RenderBrowser {
  let browser: Promise<Browser> | null = null;
  let page: Promise<Page> | null = null;
  let resources: ReadonlyMap<string, Buffer> = new Map();
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | null = null;
  let lastTimings: PageRenderOutput['timings'] | null = null;
  let rendersOnPage = 0;
  let launches = 0;
  let waiting = 0;
  let draws = 0;

  async function openPage(): Promise<Page> {
    if (!browser) {
      launches++;
      browser = chromiumPath().then((executablePath) =>
        chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }),
      );
    }
    const b = await browser;
    const p = await b.newPage();
    const code = await pageScript();
    await p.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') {
        await route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body style="margin:0"><script>${code}</script></body></html>`,
        });
        return;
      }
      const body = resources.get(url.pathname);
      if (!body) await route.fulfill({ status: 404, body: '' });
      else await route.fulfill({ body, contentType: 'application/octet-stream' });
    });
    await p.goto(`${ORIGIN}/`);
    return p;
  }

  async function close(): Promise<void> {
    if (idle) clearTimeout(idle);
    idle = null;
    const b = browser;
    browser = null;
    page = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }

  async function drawNow(
    asked: PageRenderInput,
    files: ReadonlyMap<string, Buffer>,
    holdMs = 0,
  ): Promise<DrawnLayer | null> {
    if (idle) clearTimeout(idle);
    const { input, served } = underOwnAddresses(asked, files, ++draws);
    resources = served;
    try {
      if (page && rendersOnPage >= RENDERS_PER_PAGE) {
        const old = page;
        page = null;
        await (await old).close().catch(() => undefined);
      }
      if (!page) {
        page = openPage();
        rendersOnPage = 0;
      }
      const p = await page;
      rendersOnPage++;
      const out = await p.evaluate((i) => window.renderScene(i), input);
      lastTimings = out.timings;
      if (out.width === 0) return null;
      const image = sharp(inflateRawSync(Buffer.from(out.rgba, 'base64')), {
        raw: { width: out.width, height: out.height, channels: 4, premultiplied: true },
      });
      if (out.scale < 1)
        image.resize(Math.round(out.width / out.scale), Math.round(out.height / out.scale), {
          fit: 'fill',
          kernel: 'lanczos3',
        });
      return { image, left: out.left, top: out.top };
    } catch (error) {
      // A crashed or closed browser is started again at the next render.
      await close();
      throw error;
    } finally {
      resources = new Map();
      idle = setTimeout(() => void close(), Math.max(idleCloseMs, holdMs));
      idle.unref();
    }
  }

  return {
    draw(input, files, options) {
      waiting++;
      const run = queue.then(() => drawNow(input, files, options?.holdMs)).finally(() => waiting--);
      queue = run.catch(() => undefined);
      return run;
    },
    close,
    timings: () => lastTimings,
    // A draw waiting its turn opens the browser if it is not: so many at once warm it once.
    status: () => ({ open: browser !== null || waiting > 0, launches }),
  };
}
