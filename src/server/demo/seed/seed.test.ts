import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { validateBytes } from 'gltf-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-app.js';
import { CATEGORIES_WITH_ICONS, canonicalCategory, OTHER_CATEGORIES } from '../../../domain/categories.js';
import { COUNTRIES } from '../../../domain/constants.js';
import { parsePriceFcfa } from '../../../domain/money.js';
import { STYLE_IDS } from '../../../domain/styles.js';
import type { Database } from '../../db/client.js';
import { models3d, products, stores } from '../../db/schema.js';
import { parseCatalogArtUrl } from '../../modules/catalog/service.js';
import { createLocalStorage } from '../../storage/local-storage.js';
import type { FileStorage } from '../../storage/storage.js';
import { demoProducts } from './demo-catalog.js';
import { type SeedResult, seedDemoCatalog } from './seed.js';

let database: Database;
let storage: FileStorage;
let filesDir: string;
let first: SeedResult;

const snapshot = async () => ({
  stores: await database.db.select().from(stores).orderBy(asc(stores.id)),
  products: await database.db.select().from(products).orderBy(asc(products.id)),
  models: await database.db.select().from(models3d).orderBy(asc(models3d.id)),
});

beforeAll(async () => {
  database = await openTestDatabase();
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-seed-'));
  storage = createLocalStorage(filesDir);
  first = await seedDemoCatalog({ db: database.db, storage });
});

afterAll(async () => {
  await database.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

describe('seedDemoCatalog', () => {
  it('adds stores, products and models, and leaves the pictures to be drawn on first request', async () => {
    expect(first.stores).toBeGreaterThanOrEqual(6);
    expect(first.products).toBeGreaterThanOrEqual(400);
    expect(first.models).toBeGreaterThanOrEqual(4);
    const stored = await fs.readdir(filesDir, { recursive: true });
    expect(stored.filter((f) => f.startsWith('catalog'))).toEqual([]);
  });

  it('marks every store as a demo store in Dakar, with a +221 phone and a reserved e-mail domain', async () => {
    const rows = await database.db.select().from(stores);
    for (const s of rows) {
      expect(s.name).toMatch(/^Démo · /);
      expect(s.isDemo).toBe(true);
      expect(s.city).toBe('Dakar');
      expect(s.address).toContain('Dakar');
      expect(s.phone).toMatch(/^\+221 \d{2} \d{3} \d{2} \d{2}$/);
      expect(s.email).toMatch(/@example\.com$/);
    }
  });

  it('covers every category and every style, each style in most common categories', async () => {
    const rows = await database.db.select().from(products);
    const categories = new Set(rows.map((p) => p.category));
    for (const c of [...CATEGORIES_WITH_ICONS.map((x) => x.name), ...OTHER_CATEGORIES])
      expect(categories).toContain(c);
    const storeNames = new Set((await database.db.select().from(stores)).map((s) => s.name));
    for (const style of STYLE_IDS) {
      const ofStyle = new Set(rows.filter((p) => p.interiorStyle === style).map((p) => p.category));
      const common = CATEGORIES_WITH_ICONS.filter((c) => ofStyle.has(c.name));
      expect(common.length, style).toBeGreaterThanOrEqual(20);
    }
    for (const p of rows) {
      expect(storeNames).toContain(p.store);
      expect(COUNTRIES).toContain(p.country);
      expect(p.isActive).toBe(true);
      expect(p.productUrl).toBeNull();
      const design = parseCatalogArtUrl(p.imageUrl ?? '');
      expect(design, p.name).toMatchObject({ style: p.interiorStyle });
      // A design of an alias ('Rideau') is a product of its category ('Rideaux').
      expect(canonicalCategory(design?.category ?? ''), p.name).toBe(p.category);
    }
    expect(rows.filter((p) => p.country === 'Senegal').length).toBeGreaterThan(rows.length / 2);
  });

  it('keeps prices as partners type them, with priceFcfa read by the domain rule', async () => {
    const rows = await database.db.select().from(products);
    const forms = new Set<string>();
    for (const p of rows) {
      expect(p.price).toMatch(/^(\d+ FCFA|\d{1,3}( \d{3})* FCFA|\d{1,3}(\.\d{3})* F CFA)$/);
      forms.add(p.price.replace(/\d/g, '9').replace(/^9+/, ''));
      expect(p.priceFcfa).toBe(parsePriceFcfa(p.price));
      expect(p.priceFcfa).toBeGreaterThanOrEqual(5_000);
      expect(p.priceFcfa).toBeLessThanOrEqual(1_500_000);
    }
    const sofas = rows.filter((p) => p.category === 'Canapé').map((p) => p.priceFcfa);
    expect(Math.min(...sofas)).toBeGreaterThanOrEqual(180_000);
    const chairs = rows.filter((p) => p.category === 'Chaise').map((p) => p.priceFcfa);
    expect(Math.max(...chairs)).toBeLessThanOrEqual(120_000);
    expect(forms.size).toBeGreaterThanOrEqual(3);
  });

  it('stores valid 3D models linked to demo products of the same name', async () => {
    const models = await database.db.select().from(models3d);
    const rows = await database.db.select().from(products);
    for (const m of models) {
      const product = rows.find((p) => p.id === m.productId);
      expect(product?.name).toBe(m.productName);
      expect(m.isActive).toBe(true);
      expect(m.supportedStyles).toContain(product?.interiorStyle);
      expect(m.description).toMatch(/Modèle 3D/);
      const glb = await storage.get(`models/${m.filename}`);
      expect(glb?.length).toBe(m.sizeBytes);
      const report = await validateBytes(new Uint8Array(glb as Buffer));
      expect(report.issues.numErrors).toBe(0);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const again = await seedDemoCatalog({ db: database.db, storage });
    expect(again).toEqual({ stores: 0, products: 0, models: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('is the same catalogue on every run: stable keys, unique names', () => {
    const a = demoProducts();
    expect(demoProducts()).toEqual(a);
    expect(new Set(a.map((p) => p.seedKey)).size).toBe(a.length);
    expect(new Set(a.map((p) => p.name)).size).toBe(a.length);
  });
});
