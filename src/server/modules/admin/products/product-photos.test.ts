import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../../tests/support/admin-session.js';
import { emptyRoomPhoto } from '../../../../../tests/support/empty-room.js';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import {
  createTestApp,
  multipartBody,
  newVisitor,
  type TestApp,
} from '../../../../../tests/support/test-app.js';
import { fr } from '../../../../domain/messages.fr.js';
import { products } from '../../../db/schema.js';
import { createComposeRenderer } from '../../generation/compose/compose-renderer.js';
import type { RenderRequest, RoomRenderer } from '../../generation/room-renderer.js';
import { storeUploadedImage } from '../../uploads/service.js';

/** The partner's site: a photo, a dead address, a web page, a thumbnail too small; every hit counted. */
const hits: string[] = [];
let photo: Buffer;
const site = http.createServer((req, res) => {
  hits.push(req.url ?? '');
  if (req.url === '/fauteuil.jpg')
    return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  if (req.url === '/fiche.html')
    return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>Fiche</html>');
  if (req.url === '/vignette.png')
    return void sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
      .then((b) => res.writeHead(200, { 'content-type': 'image/png' }).end(b));
  req.socket.destroy();
});
let partner: string;

/** The real offline renderer, keeping what it was given to draw. */
const drawn: RenderRequest[] = [];
const compose = createComposeRenderer();
const renderer: RoomRenderer = {
  name: 'compose',
  render: (request) => {
    drawn.push(request);
    return compose.render(request);
  },
};

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // A real partner photo, 1600 px square: a cactus in a terracotta pot on a white backdrop.
  photo = await readFixture('products/plant-cactus-terracotta-pot.jpg');
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  // Reached under a public-looking name: the app resolves it to this machine, as a test allows.
  partner = `http://photos.partenaire.test:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { PAYMENT_SANDBOX_SECRET: 'secret' },
    deps: {
      renderer,
      partnerNet: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowed: () => true },
    },
  });
  ({ cookie } = await loginAsAdmin(t));
});
afterAll(async () => {
  await t.close();
  await compose.close();
  site.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const FAUTEUIL = {
  name: 'Fauteuil Ndiaye',
  category: 'Fauteuil',
  price: '145 000 FCFA',
  store: 'Ébénisterie Ndiaye',
  interiorStyle: 'Moderne',
};

describe('partner photos are fetched once, when the product is saved', () => {
  let id: number;
  let photoUrl: string;

  it('stores the photo and its cut-out on creation; pages show the stored copy', async () => {
    hits.length = 0;
    const res = await api('POST', '/api/admin/products', {
      ...FAUTEUIL,
      imageUrl: `${partner}/fauteuil.jpg`,
    });
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({ photoStatus: 'ready', photoError: null });
    expect(product.photoUrl).toMatch(/^\/product-photos\/partner-[0-9a-f]{24}\.webp$/);
    expect(hits).toEqual(['/fauteuil.jpg']);
    id = product.id;
    photoUrl = product.photoUrl;

    const served = await t.app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const listed = (
      await t.app.inject({ method: 'POST', url: '/api/products', payload: { categories: ['Fauteuil'] } })
    ).json();
    expect(listed.productsByCategory.Fauteuil.find((p: { id: number }) => p.id === id).imageUrl).toBe(
      photoUrl,
    );
  });

  it('keeps the plant and drops the backdrop in the stored cut-out', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    const cutout = await t.storage.get(`catalog/${row?.cutoutFile}`);
    expect(cutout).not.toBeNull();
    const { data, info } = await sharp(cutout as Buffer)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = (fx: number, fy: number) =>
      data[
        (Math.floor(fy * (info.height - 1)) * info.width + Math.floor(fx * (info.width - 1))) * 4 + 3
      ] as number;
    // Cropped to the plant (narrower than it is tall): the pot is opaque and terracotta, the
    // photo's white backdrop is gone beside the cactus.
    expect(info.width).toBeLessThan(info.height * 0.8);
    expect(alpha(0.5, 0.8)).toBe(255);
    expect(alpha(0.03, 0.03)).toBe(0);
    expect(alpha(0.97, 0.1)).toBe(0);
    const at = (Math.floor(info.height * 0.8) * info.width + Math.floor(info.width / 2)) * 4;
    const [r, g, b] = [data[at], data[at + 1], data[at + 2]] as number[];
    expect(r).toBeGreaterThan((g as number) + 30);
    expect(g).toBeGreaterThan((b as number) - 10);
  });

  it('does not fetch again when the product is edited with the same photo', async () => {
    hits.length = 0;
    const res = await api('PUT', `/api/admin/products/${id}`, {
      ...FAUTEUIL,
      price: '139 000 FCFA',
      imageUrl: `${partner}/fauteuil.jpg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ photoStatus: 'ready', photoUrl });
    expect(hits).toEqual([]);
  });

  it('never fetches the partner’s site during a generation: the renderer draws the stored cut-out', async () => {
    const visitor = newVisitor();
    const room = await storeUploadedImage(t, await emptyRoomPhoto(), {
      purpose: 'room',
      visitorHash: visitor.hash,
    });
    const listed = (
      await t.app.inject({ method: 'POST', url: '/api/products', payload: { categories: ['Fauteuil'] } })
    ).json();
    const chosen = listed.productsByCategory.Fauteuil.filter((p: { id: number }) => p.id === id);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { cookie: visitor.cookie },
      payload: { imageId: room.id, selectedProducts: chosen, contactInfo: { email: 'awa@example.sn' } },
    });
    expect(init.statusCode, init.body).toBe(200);
    const { sessionId: paymentId } = init.json();
    await t.app.inject({
      method: 'POST',
      url: `/paiement-sandbox/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    hits.length = 0;
    drawn.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-room',
      headers: { cookie: visitor.cookie },
      payload: {
        selectedProducts: chosen,
        uploadedImage: { id: room.id, filename: 'x.webp' },
        snappedProducts: [],
        contactInfo: { email: 'awa@example.sn' },
        paymentId,
        sessionId: 'navigateur-photos',
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    for (let i = 0; i < 100 && drawn.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(drawn).toHaveLength(1);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    const cutout = await t.storage.get(`catalog/${row?.cutoutFile}`);
    expect(drawn[0]?.items[0]?.image?.equals(cutout as Buffer)).toBe(true);
    expect(hits).toEqual([]);
    // A real render of a room: the file's slowest test when other files run beside it.
  }, 90_000);

  it('marks a photo it cannot get « Photo manquante », says why, and shows no partner address to visitors', async () => {
    const res = await api('PUT', `/api/admin/products/${id}`, {
      ...FAUTEUIL,
      imageUrl: `${partner}/disparue.jpg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      photoStatus: 'missing',
      photoError: fr.backOffice.photoUnreachable,
      photoUrl: null,
    });
    expect(res.json().message).toContain(fr.backOffice.photoUnreachable);
    const listed = (
      await t.app.inject({ method: 'POST', url: '/api/products', payload: { categories: ['Fauteuil'] } })
    ).json();
    expect(listed.productsByCategory.Fauteuil.find((p: { id: number }) => p.id === id).imageUrl).toBeNull();
  });
});

describe('CSV import with partner photos', () => {
  it('saves every valid line, fetches each photo, and lists by line those it could not get', async () => {
    const csv = [
      'name;category;price;imageUrl;widthCm;depthCm;heightCm',
      `Fauteuil Saly;Fauteuil;120000 FCFA;${partner}/fauteuil.jpg;82;80;78`,
      `Fauteuil Joal;Fauteuil;98000 FCFA;${partner}/absente.jpg;;;`,
      `Fauteuil Mbour;Fauteuil;87000 FCFA;${partner}/fiche.html;;;`,
      `Fauteuil Rufisque;Fauteuil;91000 FCFA;${partner}/vignette.png;;;`,
      'Fauteuil sans prix;Fauteuil;;;;;',
    ].join('\n');
    const body = multipartBody([
      { name: 'csv', filename: 'partenaire.csv', data: Buffer.from(csv), contentType: 'text/csv' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import-csv',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({ imported: 4, created: 4, errors: 1 });
    expect(summary.errorDetails.map((e: { line: number }) => e.line)).toEqual([6]);
    expect(summary.photoProblems).toEqual([
      { line: 3, reason: fr.backOffice.photoUnreachable },
      { line: 4, reason: fr.backOffice.photoUnreadable },
      { line: 5, reason: fr.backOffice.photoTooSmall },
    ]);
    expect(summary.message).toContain(fr.backOffice.csvPhotosMissing(3));

    const rows = await t.db.select().from(products);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Fauteuil Saly')).toMatchObject({
      photoStatus: 'ready',
      widthCm: 82,
      depthCm: 80,
      heightCm: 78,
    });
    for (const name of ['Fauteuil Joal', 'Fauteuil Mbour', 'Fauteuil Rufisque'])
      expect(byName.get(name)).toMatchObject({ photoStatus: 'missing', widthCm: null });
  });
});

describe('real dimensions', () => {
  it('reads centimetres from the form, refuses a size no furniture has, and exports them', async () => {
    const ok = await api('POST', '/api/admin/products', {
      ...FAUTEUIL,
      name: 'Canapé Thiès',
      category: 'Canapé',
      widthCm: '231 cm',
      depthCm: 95,
      heightCm: '84,6',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().product).toMatchObject({ widthCm: 231, depthCm: 95, heightCm: 85, photoStatus: 'none' });
    const bad = await api('POST', '/api/admin/products', { ...FAUTEUIL, name: 'Canapé géant', widthCm: '0' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain(fr.backOffice.badDimension('0'));
    const csv = (await api('GET', '/api/admin/products/export-csv')).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe(
      'id;name;category;store;price;imageUrl;productUrl;interiorStyle;country;widthCm;depthCm;heightCm;isActive',
    );
    expect(csv.find((l) => l.includes('Canapé Thiès'))).toMatch(/;231;95;85;true$/);
  });
});
