import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../tests/support/fixtures.js';
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

  it('sends a 3D model compressed to a browser that accepts it, byte for byte the same once inflated', async () => {
    const glb = Buffer.concat([Buffer.from('glTF'), Buffer.alloc(60_000, 7)]);
    await t.storage.put('models/sofa-compress-test.glb', glb);
    const res = await t.app.inject({
      method: 'GET',
      url: '/3d-models/sofa-compress-test.glb',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('model/gltf-binary');
    expect(res.rawPayload.length).toBeLessThan(glb.length / 10);
    expect(brotliDecompressSync(res.rawPayload).equals(glb)).toBe(true);
  });

  it("lets anyone cache the catalogue's 3D models for a year", async () => {
    await t.storage.put('models/sofa-cache-test.glb', Buffer.from('glTF'));
    const res = await t.app.inject({ method: 'GET', url: '/3d-models/sofa-cache-test.glb' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('pictures sized for the screen', () => {
  it('serves a room photo and a generated room at the width asked, and whole without one', async () => {
    const photo = await readFixture('rooms/living-room-2.jpg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody([{ name: 'image', filename: 'salon.jpg', data: photo, contentType: 'image/jpeg' }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();
    const cookie = cookiesOf(uploaded.headers['set-cookie']);
    const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });
    const whole = await get(url);
    const wholeWidth = (await sharp(whole.rawPayload).metadata()).width as number;
    expect(wholeWidth).toBe(2048);
    // A 360 px phone at 2×: 720 px, a fraction of the bytes. An odd width goes to the next one served.
    for (const [asked, served] of [
      [720, 720],
      [700, 720],
      [100, 320],
      [4000, 1600],
    ]) {
      const res = await get(`${url}?w=${asked}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(served);
    }
    const phone = await get(`${url}?w=720`);
    expect(phone.rawPayload.length).toBeLessThan(whole.rawPayload.length / 3);
    expect((await get(`${url}?w=abc`)).statusCode).toBe(400);
    expect((await get('/uploads/introuvable.webp?w=720')).statusCode).toBe(404);

    await t.storage.put('generated/room-sized-test.webp', whole.rawPayload);
    const generated = await t.app.inject({ method: 'GET', url: '/generated/room-sized-test.webp?w=480' });
    expect((await sharp(generated.rawPayload).metadata()).width).toBe(480);
  });
});
