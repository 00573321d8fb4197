import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { fr } from '../../src/domain/messages.fr.js';
import { projectRoot } from '../../src/server/paths.js';
import {
  addCategories,
  expectStep,
  galleryInput,
  openPhotoStep,
  scrollThrough,
  skipCookieBanner,
  uploadRoomPhoto,
} from '../../tests/e2e/support/flow.js';
import { startServer } from '../../tests/e2e/support/server.js';
import { fixturePath } from '../../tests/support/fixtures.js';
import { ensureChromium } from '../ensure-chromium.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Initial JS of the landing as index.html asks for it (entry + modulepreloads), gzip sizes from the build. */
async function landingInitialJs(): Promise<{ files: number; gzip: number }> {
  const webDir = path.join(projectRoot, 'dist/web');
  const html = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  let gzip = 0;
  for (const file of new Set(scripts)) {
    const gz = path.join(webDir, `${file}.gz`);
    gzip += existsSync(gz) ? (await fs.stat(gz)).size : (await fs.stat(path.join(webDir, file))).size;
  }
  return { files: new Set(scripts).size, gzip };
}

/** Counts what crosses the network for one page: bytes received (headers included) and bytes sent in uploads. */
async function meter(context: BrowserContext, page: Page) {
  const counts = { received: 0, uploaded: 0, js: 0 };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    counts.received += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') counts.js += e.encodedDataLength;
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const length = Object.entries(e.headers).find(([name]) => name.toLowerCase() === 'content-length')?.[1];
    counts.uploaded += Number(length ?? 0);
  });
  return counts;
}

async function phonePage(browser: Browser, url: string) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'fr-SN',
  });
  const page = await context.newPage();
  await skipCookieBanner(page);
  return { context, page };
}

/** A 4032×3024 photo as phones write it: JPEG quality 92 with the sensor's fine grain. */
async function phoneLikeJpeg(dir: string): Promise<{ file: string; bytes: number }> {
  const source = sharp(fixturePath('rooms/living-room-roomgpt-original.jpg'));
  const { width = 4032, height = 3024 } = await source.metadata();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .raw()
    .toBuffer();
  const data = await source
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
  const file = path.join(dir, 'phone-12mp.jpg');
  await fs.writeFile(file, data);
  return { file, bytes: data.length };
}

async function uploadedBytes(browser: Browser, url: string, file: string): Promise<number> {
  const { context, page } = await phonePage(browser, url);
  await page.goto('/');
  await openPhotoStep(page);
  await galleryInput(page).setInputFiles(file);
  await page.getByRole('checkbox', { name: /droits sur cette photo/ }).click();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/upload'));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
  await page.getByRole('button', { name: fr.upload.analyse }).click();
  const bytes = Number(await (await request).headerValue('content-length'));
  await response;
  await context.close();
  return bytes;
}

/**
 * Bytes a visitor's phone exchanges (Chromium, 360 × 740, empty cache) on the built app: the
 * landing, the whole AI flow up to the result page, and one 12-megapixel photo after the
 * browser's resize.
 */
export async function benchFlow() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-flow-'));
  try {
    // The server draws catalogue and landing pictures on first request: warm it so the figures
    // are those of a visitor, not of the first one after a deployment.
    const warm = await phonePage(browser, server.url);
    await warm.page.goto('/');
    await scrollThrough(warm.page);
    await warm.context.close();

    const landing = await phonePage(browser, server.url);
    const landingCounts = await meter(landing.context, landing.page);
    await landing.page.goto('/');
    await landing.page.waitForLoadState('networkidle');
    const firstScreen = { ...landingCounts };
    await scrollThrough(landing.page);
    const wholeLanding = { ...landingCounts };
    await landing.context.close();

    const flow = await phonePage(browser, server.url);
    const flowCounts = await meter(flow.context, flow.page);
    await flow.page.goto('/');
    await uploadRoomPhoto(flow.page, {
      fixture: 'rooms/living-room-roomgpt-original.jpg',
      budget: '1500000',
    });
    await flow.page.getByRole('button', { name: new RegExp(fr.flow.methodAi) }).click();
    await addCategories(flow.page, ['Canapé', 'Table basse', 'Tapis', 'Luminaires']);
    await flow.page.getByRole('button', { name: fr.flow.continueWithCategories(4) }).click();
    await flow.page.getByRole('button', { name: fr.flow.continueWithStyle }).click();
    await flow.page.getByText(/^Total de votre sélection/).waitFor();
    await scrollThrough(flow.page);
    await flow.page.getByRole('button', { name: fr.selection.generateWithSelection }).click();
    await expectStep(flow.page, 'Votre projet');
    await scrollThrough(flow.page);
    await flow.context.close();

    const phoneJpeg = await phoneLikeJpeg(tmp);
    const fixture = fixturePath('rooms/living-room-roomgpt-original.jpg');
    const fixtureUpload = await uploadedBytes(browser, server.url, fixture);
    const phoneUpload = await uploadedBytes(browser, server.url, phoneJpeg.file);

    const initialJs = await landingInitialJs();
    return {
      'landing initial JS (index.html scripts, gzip)': `${kb(initialJs.gzip)} in ${initialJs.files} files`,
      'landing JS received by Chromium (brotli)': kb(firstScreen.js),
      'landing, first screen (all bytes received)': kb(firstScreen.received),
      'landing, scrolled to the end (all bytes received)': kb(wholeLanding.received),
      'AI flow landing → result (received)': kb(flowCounts.received),
      'AI flow landing → result (sent, photo included)': kb(flowCounts.uploaded),
      '12 Mpx phone-like JPEG: file → sent': `${kb(phoneJpeg.bytes)} → ${kb(phoneUpload)}`,
      '12 Mpx fixture JPEG (4032×3024): file → sent': `${kb((await fs.stat(fixture)).size)} → ${kb(fixtureUpload)}`,
    };
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
