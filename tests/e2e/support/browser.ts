import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Playwright gives each launch a fresh, temporary user-data directory. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS, headless: true });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const isPhone = viewport.width < 600;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'fr-SN',
    timezoneId: 'Africa/Dakar',
    isMobile: isPhone,
    hasTouch: isPhone,
    deviceScaleFactor: isPhone ? 2 : 1,
    userAgent: isPhone
      ? 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'
      : undefined,
  });
  const page = await context.newPage();
  return { context, page };
}

let axeCache: string | undefined;
const axeSource = () => {
  axeCache ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeCache;
};

/** Serious and critical axe-core violations on the current page (an empty list is a pass). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // What is still fading in (a toast's entrance) has its colours half-way: axe would measure a
  // contrast no visitor reads. Running finite animations are let finish first (a spinner's never
  // do), for at most two seconds: a paused one would never finish.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
  });
  // Evaluated through the DevTools protocol: the app's CSP (rightly) forbids injected <script> tags.
  await page.evaluate(axeSource());
  const results = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Saves a screenshot for people to look at; CI keeps them under test-results/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
