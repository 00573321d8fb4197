import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { products } from '../../db/schema.js';
import { prerenderCatalogArt } from './prerender-art.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(products).values([
    {
      name: 'Canapé Teranga',
      category: 'Canapé',
      price: '250 000 FCFA',
      priceFcfa: 250000,
      imageUrl: '/catalog-images/canape--modern--1.png',
    },
    {
      name: 'Table Sahel',
      category: 'Table basse',
      price: '60 000 FCFA',
      priceFcfa: 60000,
      imageUrl: '/catalog-images/table-basse--modern--4.png',
    },
    // Hidden products and partner photos are not the catalogue's to render.
    {
      name: 'Pouf retiré',
      category: 'Pouf',
      price: '20 000 FCFA',
      priceFcfa: 20000,
      imageUrl: '/catalog-images/pouf--modern--3.png',
      isActive: false,
    },
    {
      name: 'Chaise partenaire',
      category: 'Chaise',
      price: '30 000 FCFA',
      priceFcfa: 30000,
      imageUrl: 'https://magasin.example/chaise.jpg',
    },
  ]);
});
afterAll(() => t.close());

describe('prerenderCatalogArt', () => {
  it('makes every active demo product’s studio picture and thumbnail, and nothing else', async () => {
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), warn: (o: unknown) => logged.push(o) };
    const made = await prerenderCatalogArt({
      db: t.db,
      storage: t.storage,
      log,
      signal: new AbortController().signal,
    });
    expect(made).toBe(2);
    for (const key of ['canape--modern--1', 'table-basse--modern--4']) {
      expect(await t.storage.exists(`catalog/studio-${key}.png`)).toBe(true);
      expect(await t.storage.exists(`catalog/thumb-studio-${key}.webp`)).toBe(true);
    }
    expect(await t.storage.exists('catalog/studio-pouf--modern--3.png')).toBe(false);
    expect(logged).toContainEqual(expect.objectContaining({ pictures: 2 }));
  });

  it('stops at once when the server shuts down', async () => {
    const stop = new AbortController();
    stop.abort();
    const log = { info: () => undefined, warn: () => undefined };
    expect(await prerenderCatalogArt({ db: t.db, storage: t.storage, log, signal: stop.signal })).toBe(0);
  });
});
