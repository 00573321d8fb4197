import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { loadCatalogArt } from '../../demo/art/catalog-art.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /catalog-images/:file', () => {
  it('renders a sofa from its 3D model on first request, stores it, then serves the stored file', async () => {
    expect(await t.storage.exists('catalog/studio-canape--scandinavian--3.png')).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/catalog-images/canape--scandinavian--3.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A studio picture: 1024 px square, the light backdrop in the corners, the sofa in the middle.
    const { data, info } = await sharp(res.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1024]);
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * 1024 + x) * 3, (y * 1024 + x) * 3 + 3));
    expect(at(6, 6)).toEqual([246, 243, 238]);
    expect(at(1017, 1017)).toEqual([246, 243, 238]);
    let object = 0;
    for (let y = 380; y < 640; y += 10)
      for (let x = 200; x < 824; x += 10) {
        const [r = 0, g = 0, b = 0] = at(x, y);
        if (Math.abs(r - 246) + Math.abs(g - 243) + Math.abs(b - 238) > 40) object++;
      }
    expect(object).toBeGreaterThan(300);
    expect(await t.storage.exists('catalog/studio-canape--scandinavian--3.png')).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: '/catalog-images/canape--scandinavian--3.png' });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws wall decorations, which have no 3D model, as a transparent PNG', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/catalog-images/accessoires-deco--modern--3.png' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect(await t.storage.exists('catalog/accessoires-deco--modern--3.png')).toBe(true);
  });

  it.each([
    '/catalog-images/..%2F..%2Fetc%2Fpasswd',
    '/catalog-images/../../etc/passwd',
    '/catalog-images/%2e%2e%2fetc%2fpasswd.png',
    '/catalog-images/canape--scandinavian--3.jpg',
    '/catalog-images/canape--scandinavian--9.png',
    '/catalog-images/canape--nordic--1.png',
    '/catalog-images/fusee--modern--1.png',
    `/catalog-images/${'a'.repeat(90)}.png`,
  ])('answers 404 JSON for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe('loadCatalogArt', () => {
  it('gives a room renderer the bytes of a catalogue picture, and null for other pictures', async () => {
    const png = await loadCatalogArt(
      t.storage,
      'http://localhost:5000/catalog-images/tapis--bohemian--2.png',
    );
    expect(png && (await sharp(png).metadata()).format).toBe('png');
    expect(await t.storage.exists('catalog/studio-tapis--bohemian--2.png')).toBe(true);
    expect(await loadCatalogArt(t.storage, '/uploads/room.webp')).toBeNull();
    expect(await loadCatalogArt(t.storage, 'https://example.com/sofa.png')).toBeNull();
  });
});
