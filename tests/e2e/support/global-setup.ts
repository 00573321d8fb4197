import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../../scripts/ensure-chromium.js';
import { projectRoot } from '../../../src/server/paths.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDataDir: string;
    chromiumPath: string;
  }
}

/**
 * Checks the build and the browser, then starts the app once on an empty data
 * directory so it migrates and seeds its demo catalogue and draws the landing's
 * pictures; test files start their own servers on copies of that directory.
 */
export default async function setup(project: TestProject) {
  await fs.access(path.join(projectRoot, 'dist/server/main.js')).catch(() => {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does it).');
  });
  project.provide('chromiumPath', ensureChromium());

  const first = await startServer();
  // The landing's before/after pictures are drawn once per data directory, on their first request,
  // and kept (a cold render browser takes 10 s or more): drawn here, every test file's copy has
  // them, and a first page load is not a race against the renderer.
  for (const picture of ['before.webp', 'after.webp']) {
    const res = await fetch(`${first.url}/landing-images/${picture}`, {
      signal: AbortSignal.timeout(180_000),
    });
    if (!res.ok) throw new Error(`landing picture ${picture}: ${res.status}`);
    await res.arrayBuffer();
  }
  const prepared = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-e2e-prepared-'));
  await first.stop({ keepDataIn: prepared });
  project.provide('preparedDataDir', prepared);
  return async () => {
    await fs.rm(prepared, { recursive: true, force: true });
  };
}
