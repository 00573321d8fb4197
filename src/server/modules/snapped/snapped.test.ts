import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { FURNITURE_FRAMES } from '../../../../tests/support/furniture-frames.js';
import {
  createTestApp,
  multipartBody,
  newVisitor,
  type TestApp,
  uploadPhoto,
} from '../../../../tests/support/test-app.js';
import { MAX_SNAPPED_PRODUCTS } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import { snappedProducts, uploadedImages } from '../../db/schema.js';

let t: TestApp;
let smallJpeg: Buffer;
/** A furniture photo the automatic cut-out separates: a stool on a white backdrop. */
let stool: Buffer;
/** One it does not: a grey sofa in a furnished living room, with a coffee table in front. */
let sofa: Buffer;
const sofaFrame = FURNITURE_FRAMES['products/sofa-grey-fabric.jpg'];
const visitor = newVisitor();
const headers = { cookie: visitor.cookie };
beforeAll(async () => {
  t = await createTestApp();
  smallJpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#a65' } })
    .jpeg()
    .toBuffer();
  stool = await readFixture('products/stool-wooden.jpg');
  sofa = await readFixture('products/sofa-grey-fabric.jpg');
});
afterAll(() => t.close());

async function uploadRoom(): Promise<number> {
  const { res } = await uploadPhoto(t.app, smallJpeg, { cookie: visitor.cookie });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

type Part = Parameters<typeof multipartBody>[0][number];
const addItem = (parts: Part[], cookie = visitor.cookie) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/snapped-products',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

const photo = (data: Buffer = stool, filename = 'meuble.jpg'): Part => ({
  name: 'image',
  filename,
  data,
  contentType: 'image/jpeg',
});

/** Alpha of the stored or previewed picture at a share of its width and height. */
async function alphaAt(picture: Buffer, points: Array<[number, number]>): Promise<number[]> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return points.map(
    ([fx, fy]) =>
      data[
        (Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * 4 + 3
      ] as number,
  );
}

const list = async (imageId: number, cookie = visitor.cookie) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/snapped-products/${imageId}`,
    headers: { cookie },
  });
  return { status: res.statusCode, products: res.json().products as Array<Record<string, unknown>> };
};

const countSnappedPhotos = () => t.db.$count(uploadedImages, eq(uploadedImages.purpose, 'snapped'));

describe('own furniture items', () => {
  it('adds a framed sofa cut out of its living room, lists it with its served cut-out, and deletes it', async () => {
    const imageId = await uploadRoom();
    const res = await addItem([
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: ' Canapé ' },
      { name: 'frame', value: JSON.stringify(sofaFrame) },
      photo(sofa, 'sofa.jpg'),
    ]);
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({
      category: 'Canapé',
      imageId,
      imageUrl: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });

    const [row] = await t.db.select().from(snappedProducts).where(eq(snappedProducts.id, product.id));
    expect(row).toMatchObject({ imageId, category: 'Canapé', imageUrl: product.imageUrl });
    const [photoRow] = await t.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.id, row?.photoId as number));
    // What is kept is the cut-out: a wide piece, its room gone around it and under the sofa.
    expect(photoRow).toMatchObject({ purpose: 'snapped', sourceMime: 'image/png', originalName: 'sofa.jpg' });
    expect((photoRow?.width as number) / (photoRow?.height as number)).toBeGreaterThan(2);

    expect(await list(imageId)).toEqual({ status: 200, products: [product] });
    const served = await t.app.inject({ method: 'GET', url: product.imageUrl, headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Another visitor does not see it.
    expect((await t.app.inject({ method: 'GET', url: product.imageUrl })).statusCode).toBe(404);
    const [corner, middle, underSeat] = await alphaAt(served.rawPayload, [
      [0.01, 0.02],
      [0.5, 0.4],
      [0.5, 0.99],
    ]);
    expect(corner).toBe(0);
    expect(middle).toBe(255);
    expect(underSeat).toBeLessThan(128);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/snapped-products/${product.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(imageId)).products).toEqual([]);
    expect(await t.db.$count(uploadedImages, eq(uploadedImages.id, row?.photoId as number))).toBe(0);
    expect(await t.storage.exists(`uploads/${photoRow?.filename}`)).toBe(false);
    expect(await t.storage.exists(`uploads/${photoRow?.thumbnailFilename}`)).toBe(false);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/snapped-products/${product.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_SNAPPED_PRODUCTS} items per room photo, even when they arrive at once`, async () => {
    const imageId = await uploadRoom();
    const fields = (category: string): Part[] => [
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: category },
      photo(),
    ];
    for (let i = 0; i < MAX_SNAPPED_PRODUCTS - 2; i++) {
      expect((await addItem(fields(`Chaise ${i}`))).statusCode).toBe(201);
    }
    const photosBefore = await countSnappedPhotos();
    const racing = await Promise.all([addItem(fields('A')), addItem(fields('B')), addItem(fields('C'))]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    expect((await list(imageId)).products).toHaveLength(MAX_SNAPPED_PRODUCTS);

    const tenth = await addItem(fields('Lit'));
    expect(tenth.statusCode).toBe(409);
    expect(tenth.json()).toMatchObject({ error: 'snapped_limit_reached', message: fr.scanner.limitReached });
    // Refused items leave no photo behind.
    expect(await countSnappedPhotos()).toBe(photosBefore + 2);

    const other = await uploadRoom();
    expect(
      (
        await addItem([
          { name: 'imageId', value: String(other) },
          { name: 'category', value: 'Lit' },
          photo(),
        ])
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a missing photo or category with the scanner’s message', async () => {
    const imageId = await uploadRoom();
    for (const parts of [
      [
        { name: 'imageId', value: String(imageId) },
        { name: 'category', value: 'Lit' },
      ],
      [{ name: 'imageId', value: String(imageId) }, photo()],
      [{ name: 'imageId', value: String(imageId) }, { name: 'category', value: '   ' }, photo()],
      [{ name: 'imageId', value: 'abc' }, { name: 'category', value: 'Lit' }, photo()],
      [{ name: 'category', value: 'Lit' }, photo()],
    ] satisfies Part[][]) {
      const res = await addItem(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(fr.scanner.photoAndCategoryRequired);
    }
    expect((await list(imageId)).products).toEqual([]);
  });

  it('checks the photo like the room photo', async () => {
    const imageId = await uploadRoom();
    const text = Buffer.from('ceci est un texte, pas une photo\n'.repeat(20));
    const res = await addItem([
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: 'Lit' },
      photo(text, 'lit.jpg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'unsupported_format', message: fr.upload.unsupportedBody });

    const big = Buffer.concat([smallJpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await addItem([
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: 'Lit' },
      photo(big),
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect((await list(imageId)).products).toEqual([]);
  });

  it('needs an existing room photo', async () => {
    const imageId = await uploadRoom();
    const item = await addItem([
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: 'Lit' },
      photo(),
    ]);
    const [row] = await t.db
      .select()
      .from(snappedProducts)
      .where(eq(snappedProducts.id, item.json().product.id));
    for (const target of [999_999, row?.photoId as number]) {
      const res = await addItem([
        { name: 'imageId', value: String(target) },
        { name: 'category', value: 'Lit' },
        photo(),
      ]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'image_not_found', message: fr.media.noImage });
      expect((await list(target)).status).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/snapped-products/abc', headers })).statusCode,
    ).toBe(400);
  });

  it('belong to the room photo’s visitor: the item’s photo is theirs, and nobody else sees, adds or deletes', async () => {
    const imageId = await uploadRoom();
    const item = (
      await addItem([
        { name: 'imageId', value: String(imageId) },
        { name: 'category', value: 'Lit' },
        photo(),
      ])
    ).json().product;
    const [row] = await t.db.select().from(snappedProducts).where(eq(snappedProducts.id, item.id));
    const [photoRow] = await t.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.id, row?.photoId as number));
    expect(photoRow?.visitorHash).toBe(visitor.hash);

    const roomMissing = { error: 'image_not_found', message: fr.media.noImage };
    for (const cookie of [newVisitor().cookie, '']) {
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/snapped-products/${imageId}`,
        headers: { cookie },
      });
      expect(seen.statusCode).toBe(404);
      expect(seen.json()).toMatchObject(roomMissing);
      const added = await addItem(
        [{ name: 'imageId', value: String(imageId) }, { name: 'category', value: 'Chaise' }, photo()],
        cookie,
      );
      expect(added.statusCode).toBe(404);
      expect(added.json()).toMatchObject(roomMissing);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/snapped-products/${item.id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().error).toBe('snapped_not_found');
    }
    expect((await list(imageId)).products).toEqual([item]);
    expect(await t.storage.exists(`uploads/${photoRow?.filename}`)).toBe(true);
  });

  it('asks to frame a piece it cannot tell from its room, and keeps nothing until it is framed', async () => {
    const imageId = await uploadRoom();
    const before = await countSnappedPhotos();
    const res = await addItem([
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: 'Canapé' },
      photo(sofa, 'sofa.jpg'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'cutout_needs_frame', message: fr.scanner.frameNeeded });
    expect(await countSnappedPhotos()).toBe(before);
    expect((await list(imageId)).products).toEqual([]);

    const unreadable = await addItem([
      { name: 'imageId', value: String(imageId) },
      { name: 'category', value: 'Canapé' },
      { name: 'frame', value: '{"box":{"x":0.5,"y":0.5,"width":0.9,"height":0.2}}' },
      photo(sofa, 'sofa.jpg'),
    ]);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ error: 'invalid_frame', message: fr.scanner.frameInvalid });
    expect(await countSnappedPhotos()).toBe(before);
  });

  it('shows the cut-out before the piece is added: sure by itself, unsure, then framed', async () => {
    const preview = (parts: Part[]) => {
      const body = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/snapped-products/cutout',
        payload: body.payload,
        headers: { ...body.headers, cookie: visitor.cookie },
      });
    };
    const before = await countSnappedPhotos();
    const studio = await preview([photo(stool, 'tabouret.jpg')]);
    expect(studio.statusCode).toBe(200);
    expect(studio.json()).toMatchObject({ confident: true });
    const picture = (res: typeof studio) =>
      Buffer.from(res.json().cutout.url.replace(/^data:image\/webp;base64,/, ''), 'base64');
    const stoolCut = picture(studio);
    expect((await sharp(stoolCut).metadata()).format).toBe('webp');
    // The stool's open frame: the seat is kept, the backdrop between its legs is gone.
    expect(
      await alphaAt(stoolCut, [
        [0.5, 0.12],
        [0.3, 0.4],
        [0.02, 0.98],
      ]),
    ).toEqual([255, 0, 0]);

    const unsure = await preview([photo(sofa, 'sofa.jpg')]);
    expect(unsure.json()).toMatchObject({ confident: false });
    const framed = await preview([
      { name: 'frame', value: JSON.stringify(sofaFrame) },
      photo(sofa, 'sofa.jpg'),
    ]);
    expect(framed.json()).toMatchObject({ confident: true });
    const { width, height } = framed.json().cutout;
    expect(width / height).toBeGreaterThan(2);
    // Nothing is kept for a preview.
    expect(await countSnappedPhotos()).toBe(before);
  });
});
