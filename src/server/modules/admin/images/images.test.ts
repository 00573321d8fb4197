import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertGeneratedImage,
  insertPayment,
  insertQuote,
  insertUploadedImage,
  LAMP,
  SOFA,
} from '../../../../../tests/support/admin-rows.js';
import { loginAsAdmin } from '../../../../../tests/support/admin-session.js';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { createTestApp, multipartBody, type TestApp } from '../../../../../tests/support/test-app.js';
import { generatedImages, products, quotes } from '../../../db/schema.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ cookie } = await loginAsAdmin(t));
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('generated images list', () => {
  it('pages by 20 newest first, with original image, contact, linked products and quote id', async () => {
    const original = await insertUploadedImage(t.db);
    const first = await insertGeneratedImage(t.db, {
      originalImageId: original.id,
      at: new Date(Date.now() - 60_000),
    });
    const quote = await insertQuote(t.db, { generatedImageId: first.id });
    for (let i = 0; i < 21; i++) await insertGeneratedImage(t.db, { products: [LAMP], contactEmail: null });

    const page1 = await get('/api/admin/generated-images');
    expect(page1.total).toBe(22);
    expect(page1.images).toHaveLength(20);
    const page2 = await get('/api/admin/generated-images?page=2');
    expect(page2.images).toHaveLength(2);
    const oldest = page2.images.at(-1);
    expect(oldest).toMatchObject({
      id: first.id,
      status: 'success',
      url: first.url,
      contactPhone: '+221771234567',
      contactEmail: 'awa@example.sn',
      quoteId: quote.id,
      originalImage: {
        id: original.id,
        filename: original.filename,
        originalName: original.originalName,
        path: `/uploads/${original.filename}`,
      },
    });
    expect(oldest.linkedProducts[0]).toMatchObject({
      name: SOFA.name,
      price: SOFA.price,
      productUrl: SOFA.productUrl,
      url: SOFA.imageUrl,
    });
  });

  it('filters by status, search, linked product and Dakar dates (both days included); ignores all', async () => {
    const failed = await insertGeneratedImage(t.db, {
      status: 'failed',
      at: new Date('2025-02-10T23:59:00Z'),
    });
    await insertGeneratedImage(t.db, { status: 'success', at: new Date('2025-02-11T00:00:00Z') });
    expect(
      (await get('/api/admin/generated-images?status=failed')).images.map((i: { id: number }) => i.id),
    ).toEqual([failed.id]);
    const dated = await get('/api/admin/generated-images?dateFrom=2025-02-10&dateTo=2025-02-10&status=all');
    expect(dated.images.map((i: { id: number }) => i.id)).toEqual([failed.id]);
    expect((await get('/api/admin/generated-images?dateFrom=2025-02-10&dateTo=2025-02-11')).total).toBe(2);
    expect((await get('/api/admin/generated-images?search=awa%40example')).total).toBe(3);
    const byId = await get(`/api/admin/generated-images?search=${failed.id}&limit=100`);
    expect(byId.images.map((i: { id: number }) => i.id)).toContain(failed.id);
    expect(
      (await get(`/api/admin/generated-images?linkedProduct=${encodeURIComponent(SOFA.name)}`)).total,
    ).toBe(3);
    expect((await get('/api/admin/generated-images?linkedProduct=Lampe')).total).toBe(0);
  });
});

describe('deleting images', () => {
  it('deletes one image and its file; the quote keeps its lines', async () => {
    const image = await insertGeneratedImage(t.db);
    await t.storage.put(`generated/${image.filename}`, Buffer.from('webp'));
    const quote = await insertQuote(t.db, { generatedImageId: image.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/generated-images/${image.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.storage.exists(`generated/${image.filename}`)).toBe(false);
    expect(await t.db.select().from(generatedImages).where(eq(generatedImages.id, image.id))).toEqual([]);
    const [kept] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(kept?.generatedImageId).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/generated-images/${image.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('bulk-deletes the selected images and says how many', async () => {
    const a = await insertGeneratedImage(t.db);
    const b = await insertGeneratedImage(t.db);
    const keep = await insertGeneratedImage(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generated-images/bulk-delete',
      payload: { imageIds: [a.id, b.id, b.id, 987654] },
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ success: true, deletedCount: 2 });
    const left = (await t.db.select({ id: generatedImages.id }).from(generatedImages)).map((r) => r.id);
    expect(left).toContain(keep.id);
    expect(left).not.toContain(a.id);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generated-images/bulk-delete',
      payload: { imageIds: [] },
      headers: { cookie },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('regenerating an image', () => {
  it('renders the stored inputs again and replaces the old image file', async () => {
    const body = multipartBody([
      { name: 'image', filename: 'salon.jpg', data: await readFixture('rooms/living-room-2.jpg') },
    ]);
    const room = (await t.app.inject({ method: 'POST', url: '/api/upload', ...body })).json();
    const picked = await t.db
      .select()
      .from(products)
      .where(inArray(products.category, ['Canapé', 'Table basse']))
      .limit(2);
    const image = await insertGeneratedImage(t.db, { status: 'error', products: picked });
    await t.db
      .update(generatedImages)
      .set({
        inputs: {
          roomImageId: room.id,
          roomFilename: room.filename,
          products: picked,
          snapped: [],
          style: 'Modern',
        },
      })
      .where(eq(generatedImages.id, image.id));
    await t.storage.put(`generated/${image.filename}`, Buffer.from('old image'));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/generated-images/${image.id}/regenerate`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const regenerated = res.json().image;
    expect(regenerated).toMatchObject({ id: image.id, status: 'success' });
    expect(regenerated.filename).not.toBe(image.filename);
    expect(await t.storage.exists(`generated/${image.filename}`)).toBe(false);
    const file = await t.storage.get(`generated/${regenerated.filename}`);
    const meta = await sharp(file as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(room.width / room.height, 2);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generated-images/999999/regenerate',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('payments export', () => {
  it('exports every payment session with Dakar dates, UTF-8 BOM and neutralised phone numbers', async () => {
    const payment = await insertPayment(t.db, 'paid', new Date('2025-03-14T10:20:30Z'));
    const res = await t.app.inject({ url: '/api/admin/payments/export-csv', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="paiements-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.subarray(3).toString('utf8');
    const line = text.split('\r\n').find((l) => l.startsWith(payment.id)) as string;
    expect(line).toBe(
      `${payment.id};2025-03-14 10:20:30;paid;sandbox;${payment.providerReference};600;XOF;'+221771234567;;2025-03-14 10:20:30;;;`,
    );
  });
});
