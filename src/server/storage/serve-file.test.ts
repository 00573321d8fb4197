import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The cookies a response set, as a request's Cookie header (the visitor's own browser). */
function cookiesOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('Cache-Control of stored files', () => {
  it("keeps a visitor's photo in their own browser only, for an hour", async () => {
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#a86' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody([{ name: 'image', filename: 'salon.jpg', data: photo, contentType: 'image/jpeg' }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const cookie = cookiesOf(uploaded.headers['set-cookie']);
    for (const url of [uploaded.json().url, uploaded.json().thumbnailUrl]) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
    }
  });

  it('keeps a generated room in the browser only, for an hour', async () => {
    await t.storage.put('generated/room-cache-test.webp', Buffer.from('RIFF'));
    const res = await t.app.inject({ method: 'GET', url: '/generated/room-cache-test.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it("lets anyone cache the catalogue's 3D models for a year", async () => {
    await t.storage.put('models/sofa-cache-test.glb', Buffer.from('glTF'));
    const res = await t.app.inject({ method: 'GET', url: '/3d-models/sofa-cache-test.glb' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
