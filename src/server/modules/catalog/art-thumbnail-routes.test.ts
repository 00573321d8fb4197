import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { THUMBNAIL_WIDTH } from '../../demo/art/catalog-art.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /catalog-images/thumbs/:file', () => {
  it('serves a 400 px WebP of the studio picture, far lighter than it, and keeps it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/catalog-images/thumbs/canape--modern--2.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH });
    const full = await t.app.inject({ method: 'GET', url: '/catalog-images/canape--modern--2.png' });
    expect(res.rawPayload.length * 5).toBeLessThan(full.rawPayload.length);
    expect(await t.storage.exists('catalog/thumb-studio-canape--modern--2.webp')).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: '/catalog-images/thumbs/canape--modern--2.webp' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each([
    '/catalog-images/thumbs/canape--modern--2.png',
    '/catalog-images/thumbs/canape--modern--9.webp',
    '/catalog-images/thumbs/..%2F..%2Fetc%2Fpasswd.webp',
    '/catalog-images/thumbs/fusee--modern--1.webp',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});
