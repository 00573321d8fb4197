import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer } from './app.js';
import { launchBrowser } from './browser.js';
import type { RunningServer } from './server.js';

export interface AppAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/** The built app and Chromium for one test file: started before its tests, stopped after them. */
export function startAppAndBrowser(): AppAndBrowser {
  const handles = {} as AppAndBrowser;
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return handles;
}
