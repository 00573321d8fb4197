import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';

let webDir: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Kër Déco</title>');
  await fs.writeFile(path.join(webDir, 'assets', 'app-3f2a.js'), 'export {}');
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await fs.rm(webDir, { recursive: true, force: true });
});

/** As the site's own host sends them. */
const at = (publicUrl: string) => ({ host: new URL(publicUrl).host });

async function appAt(publicUrl: string) {
  const t = await createTestApp({ env: { PUBLIC_URL: publicUrl }, deps: { webDir } });
  apps.push(t);
  return t;
}

describe('headers of every answer', () => {
  it('sends HSTS only when the site is served over https', async () => {
    const plain = await appAt('http://kerdeco.local');
    expect(
      (await plain.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const secure = await appAt('https://kerdeco.sn');
    expect(
      (await secure.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toMatch(/max-age=\d+/);
  });

  it('revalidates the page, by its name or as /, and keeps hashed assets a year', async () => {
    const t = await appAt('http://kerdeco.local');
    const byName = await t.app.inject({
      method: 'GET',
      url: '/index.html',
      headers: at('http://kerdeco.local'),
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['cache-control']).toBe('no-cache');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: at('http://kerdeco.local') });
    expect(home.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a.js',
      headers: at('http://kerdeco.local'),
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('one host for the visitor’s pages', () => {
  it('sends a page asked on another name for the site to PUBLIC_URL’s host, query included', async () => {
    const t = await appAt('https://kerdeco.sn');
    const res = await t.app.inject({
      method: 'GET',
      url: '/?paymentSuccess=true&sessionId=s1',
      headers: { host: 'www.kerdeco.sn', accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://kerdeco.sn/?paymentSuccess=true&sessionId=s1');
    expect(
      (await t.app.inject({ method: 'GET', url: '/', headers: at('https://kerdeco.sn') })).statusCode,
    ).toBe(200);
    // Health checks and the API answer whatever name they are called by.
    const api = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.5:5000' } });
    expect(api.statusCode).toBe(200);
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/styles',
      headers: { host: '10.0.0.5:5000' },
    });
    expect(health.statusCode).toBe(200);
  });
});
