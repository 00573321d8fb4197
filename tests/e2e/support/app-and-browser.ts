import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer } from './app.js';
import { launchBrowser } from './browser.js';
import type { RunningServer } from './server.js';

export interface AppAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/**
 * The built app (with `env` added to its configuration) and Chromium for one test file: started
 * before its tests, stopped after them. A test file's own beforeAll runs after this one.
 */
export function startAppAndBrowser(env?: Record<string, string>): AppAndBrowser {
  const handles = {} as AppAndBrowser;
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startAppServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return handles;
}
