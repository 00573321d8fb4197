import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../tests/support/admin-session.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { models3d, products } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [shown, hidden] = await t.db
    .insert(products)
    .values([
      { name: 'Fauteuil Saloum', category: 'Fauteuil', price: '90000 FCFA', priceFcfa: 90_000 },
      {
        name: 'Buffet Casamance',
        category: 'Rangement',
        price: '150000 FCFA',
        priceFcfa: 150_000,
        isActive: false,
      },
    ])
    .returning();
  const model = (productId: number | null, productName: string, filename: string, isActive = true) => ({
    productId,
    productName,
    filename,
    sizeBytes: 1000,
    isActive,
  });
  await t.db
    .insert(models3d)
    .values([
      model(shown?.id ?? null, 'Fauteuil Saloum', 'fauteuil-saloum.glb'),
      model(hidden?.id ?? null, 'Buffet Casamance', 'buffet-casamance.glb'),
      model(null, 'Table supprimée', 'table-supprimee.glb'),
    ]);
});
afterAll(() => t.close());

const filenames = (body: { models: Array<{ filename: string }> }) =>
  body.models.map((m) => m.filename).sort();

describe('public 3D models', () => {
  it('lists only the models of active products to visitors, every model to an administrator', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/3d-models' });
    expect(visitor.statusCode).toBe(200);
    expect(filenames(visitor.json())).toEqual(['fauteuil-saloum.glb']);
    expect(visitor.headers['cache-control']).toBe('private, no-cache');

    const { cookie } = await loginAsAdmin(t);
    const admin = await t.app.inject({ method: 'GET', url: '/api/3d-models', headers: { cookie } });
    expect(filenames(admin.json())).toEqual([
      'buffet-casamance.glb',
      'fauteuil-saloum.glb',
      'table-supprimee.glb',
    ]);
  });

  it("answers 404 for an inactive product's model, as for a product without one", async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/3d-models/product/fauteuil%20saloum' });
    expect(found.statusCode).toBe(200);
    expect(found.json().model.filename).toBe('fauteuil-saloum.glb');

    for (const name of ['Buffet Casamance', 'Table supprimée']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/3d-models/product/${encodeURIComponent(name)}`,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('hides a model the administrator switched off, even for an active product', async () => {
    await t.db.update(models3d).set({ isActive: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/3d-models/product/Fauteuil%20Saloum' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/3d-models' })).json().models).toEqual([]);
  });
});
