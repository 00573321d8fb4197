import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/browser.js';
import { startServer } from '../../tests/e2e/support/server.js';
import { ensureChromium } from '../ensure-chromium.js';
import { median } from './stats.js';

const RUNS = 3;

/**
 * Lighthouse's mobile audit of the built landing (its default: a mid-range phone on a throttled
 * 4G link, simulated), run RUNS times on a fresh browser profile; the median of each figure.
 */
export async function benchLighthouse() {
  const server = await startServer();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
    userDataDir: profile,
  });
  try {
    const runs: Array<Record<string, number>> = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse gave no result');
      const { lhr } = result;
      const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      });
    }
    const mid = (key: string) => median(runs.map((r) => r[key] as number));
    return {
      [`performance mobile (médiane de ${RUNS})`]: `${mid('score')} / 100 (${runs.map((r) => r.score).join(', ')})`,
      'First Contentful Paint': `${(mid('fcp') / 1000).toFixed(1)} s`,
      'Largest Contentful Paint': `${(mid('lcp') / 1000).toFixed(1)} s`,
      'Total Blocking Time': `${mid('tbt').toFixed(0)} ms`,
      'Cumulative Layout Shift': mid('cls').toFixed(3),
    };
  } finally {
    await chrome.kill();
    await server.stop();
    await fs.rm(profile, { recursive: true, force: true });
  }
}
