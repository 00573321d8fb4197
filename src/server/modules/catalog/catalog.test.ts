import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { CATEGORIES_WITH_ICONS, OTHER_CATEGORIES } from '../../../domain/categories.js';
import { fr } from '../../../domain/messages.fr.js';
import { STYLE_IDS } from '../../../domain/styles.js';
import { models3d, products } from '../../db/schema.js';
import { invalidateCatalogCache } from './catalog-cache.js';
import { kindsOfCategory } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('public catalogue', () => {
  it('GET /api/categories lists every category of active products, known ones first in the spec order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const categories: string[] = res.json();
    const known = CATEGORIES_WITH_ICONS.map((c) => c.name);
    expect(categories.slice(0, known.length)).toEqual(known);
    expect(categories.slice(known.length).sort()).toEqual([...OTHER_CATEGORIES].sort());
    expect(res.headers['cache-control']).toContain('max-age=300');
  });

  it('lists « Rideaux » once: a product named under the alias « Rideau » is a Rideaux product', async () => {
    const categories: string[] = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(categories).toContain('Rideaux');
    expect(categories).not.toContain('Rideau');
    // A flow saved before asks for 'Rideau': it gets the category, single curtains included.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { categories: [' rideau '] },
    });
    expect(res.statusCode).toBe(200);
    const { productsByCategory } = res.json() as {
      productsByCategory: Record<string, Array<{ name: string }>>;
    };
    expect(Object.keys(productsByCategory)).toEqual(['Rideaux']);
    const names = (productsByCategory.Rideaux ?? []).map((p) => p.name);
    expect(names.some((n) => n.startsWith('Paire de rideaux'))).toBe(true);
    expect(names.some((n) => n.startsWith('Rideau '))).toBe(true);
  });

  it('GET /api/styles gives the 20 styles with their counts, most products first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/styles' });
    const { styles } = res.json() as { styles: Array<{ style: string; count: number }> };
    expect(styles.map((s) => s.style).sort()).toEqual([...STYLE_IDS].sort());
    const counts = styles.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const total = counts.reduce((a, b) => a + b, 0);
    expect(total).toBe(await t.db.$count(products, eq(products.isActive, true)));
  });

  it('POST /api/products returns productsByCategory with active products only', async () => {
    const sofas = await t.db.select().from(products).where(eq(products.category, 'Canapé'));
    const hidden = sofas[0]?.id as number;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    invalidateCatalogCache(t.db);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { categories: ['Canapé'] },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().productsByCategory['Canapé'] as Array<Record<string, unknown>>;
    expect(list).toHaveLength(sofas.length - 1);
    expect(list.map((p) => p.id)).not.toContain(hidden);
    expect(list[0]).toMatchObject({
      name: expect.any(String),
      category: 'Canapé',
      price: expect.stringMatching(/\d/),
      priceFcfa: expect.any(Number),
      interiorStyle: expect.any(String),
      imageUrl: expect.stringMatching(/^\/catalog-images\//),
    });
    const prices = list.map((p) => p.priceFcfa as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('POST /api/products keeps unknown categories as empty lists and refuses a bad body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { categories: ['Tapis', 'Inconnue'] },
    });
    expect(res.json().productsByCategory.Inconnue).toEqual([]);
    expect(res.json().productsByCategory.Tapis.length).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { categories: 'Tapis' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Requête invalide.');
  });

  it("POST /api/products reads « __proto__ » or « constructor » as names no product has, not as the object's own", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { categories: ['__proto__', 'constructor', 'Tapis'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().productsByCategory.constructor).toEqual([]);
    expect(res.json().productsByCategory.Tapis.length).toBeGreaterThan(0);
    // A partner's category so named has no furniture kind.
    expect(kindsOfCategory('constructor')).toEqual([]);
    expect(kindsOfCategory('__proto__')).toEqual([]);
  });
});

describe('catalogue cache', () => {
  it('answers repeated reads from memory until the back office changes the catalogue', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/products', payload: { categories: ['Pouf'] } })).json()
        .productsByCategory.Pouf as Array<{ id: number }>;
    const before = await read();
    const first = before[0]?.id as number;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, first));
    expect((await read()).map((p) => p.id)).toContain(first);

    invalidateCatalogCache(t.db);
    expect((await read()).map((p) => p.id)).not.toContain(first);
  });

  it('keeps the styles and categories too, not a query run again at every read', async () => {
    const styles = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/styles' })).json().styles as Array<{
        style: string;
        count: number;
      }>;
    const categories = async () => (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const [stylesBefore, categoriesBefore] = [await styles(), await categories()];
    const active = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    await t.db.update(products).set({ isActive: false });
    expect(await styles()).toEqual(stylesBefore);
    expect(await categories()).toEqual(categoriesBefore);

    invalidateCatalogCache(t.db);
    expect(await styles()).toEqual([]);
    expect(await categories()).toEqual([]);
    await t.db
      .update(products)
      .set({ isActive: true })
      .where(
        inArray(
          products.id,
          active.map((p) => p.id),
        ),
      );
    invalidateCatalogCache(t.db);
  });
});

describe('3D models', () => {
  it('lists the demo models and finds one by product name, with its viewer URL and file', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/3d-models' });
    const { models } = list.json() as {
      models: Array<{ productName: string; arViewerUrl: string; modelUrl: string }>;
    };
    expect(models.length).toBeGreaterThanOrEqual(4);
    const first = models[0] as (typeof models)[number];

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/3d-models/product/${encodeURIComponent(first.productName.toUpperCase())}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().model.arViewerUrl).toBe(first.arViewerUrl);
    expect(first.arViewerUrl).toMatch(/^\/ar-viewer\?model=.+\.glb&name=/);

    const file = await t.app.inject({ method: 'GET', url: first.modelUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('model/gltf-binary');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('glTF');

    const products3d = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: { categories: ['Canapé', 'Table basse', 'Chaise', 'Luminaires', 'Bibliothèque', 'Lit'] },
      })
    ).json().productsByCategory;
    const flagged = Object.values(products3d)
      .flat()
      .filter((p) => (p as { has3dModel: boolean }).has3dModel);
    expect(flagged.length).toBeGreaterThan(0);
  });

  it('answers 404 for a product without a model, and for an inactive model', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/3d-models/product/Produit%20sans%20mod%C3%A8le',
    });
    expect(none.statusCode).toBe(404);

    const [model] = await t.db.select().from(models3d).limit(1);
    await t.db
      .update(models3d)
      .set({ isActive: false })
      .where(inArray(models3d.id, [model?.id as number]));
    const inactive = await t.app.inject({
      method: 'GET',
      url: `/api/3d-models/product/${encodeURIComponent(model?.productName as string)}`,
    });
    expect(inactive.statusCode).toBe(404);
  });
});

describe('system', () => {
  it('GET /healthz checks the database and the file storage, and says 503 when one does not answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

    const broken = await createTestApp();
    try {
      broken.storage.exists = async () => {
        throw new Error('disk gone');
      };
      const down = await broken.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', database: 'ok', storage: 'error' });
    } finally {
      await broken.close();
    }
  });

  it('tells every page when payments are simulated in production, and only then', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({
      paymentsSimulated: false,
    });
    const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-web-'));
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    const site = (env: Record<string, string>) => createTestApp({ env, deps: { webDir } });
    const demo = await site({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    });
    const plain = await site({});
    try {
      expect((await demo.app.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({
        paymentsSimulated: true,
      });
      // Written into every page's HTML, before any script: nothing moves when it shows.
      for (const url of ['/', '/checkout', '/admin', '/page-inconnue']) {
        const page = await demo.app.inject({ method: 'GET', url });
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toMatch(
          new RegExp(`<body><p role="status"[^>]*>${fr.payment.simulated}</p><div id="root">`),
        );
      }
      expect((await plain.app.inject({ method: 'GET', url: '/' })).body).not.toContain(fr.payment.simulated);
    } finally {
      await demo.close();
      await plain.close();
      await fs.rm(webDir, { recursive: true, force: true });
    }
  });

  it("lets pages show a partner's product photo from its https address, and no other outside content", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/img-src[^;]*\bhttp:/);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/categories',
      '/api/styles',
      '/api/products',
      '/api/upload',
      '/api/log-consent',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/products'].post.requestBody).toBeDefined();
  });
});
