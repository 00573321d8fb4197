import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import type { OptimalSelection } from '../../../contracts/selection.js';
import { fr } from '../../../domain/messages.fr.js';
import { formatFcfaAmount, parsePriceFcfa } from '../../../domain/money.js';
import { products, selections, uploadedImages } from '../../db/schema.js';

let t: TestApp;
const ids: Record<string, number> = {};
let imageId = 0;
const visitor = newVisitor();
const headers = { cookie: visitor.cookie };

async function addProduct(
  key: string,
  category: string,
  price: string,
  interiorStyle: string,
  isActive = true,
) {
  const [row] = await t.db
    .insert(products)
    .values({ name: key, category, price, priceFcfa: parsePriceFcfa(price), interiorStyle, isActive })
    .returning({ id: products.id });
  ids[key] = row?.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  await addProduct('sofa-cheap', 'Canapé', '200 000 FCFA', 'Modern');
  await addProduct('sofa-dear', 'Canapé', '250.000 F CFA', 'Modern');
  await addProduct('sofa-boho', 'Canapé', '100000 FCFA', 'Bohemian');
  await addProduct('sofa-hidden', 'Canapé', '1000 FCFA', 'Modern', false);
  await addProduct('rug-cheap', 'Tapis', '50 000 FCFA', 'Modern');
  await addProduct('rug-dear', 'Tapis', '90 000 FCFA', 'modern');
  await addProduct('mirror-boho', 'Miroir', '30 000 FCFA', 'Bohemian');
  await addProduct('mirror-glam', 'Miroir', '80 000 FCFA', 'Glam');
  await addProduct('mirror-boho-2', 'Miroir', '35 000 FCFA', 'Bohemian');
  const [image] = await t.db
    .insert(uploadedImages)
    .values({
      filename: 'room.webp',
      sourceMime: 'image/jpeg',
      width: 2048,
      height: 1536,
      sizeBytes: 1000,
      sha256: 'x',
      visitorHash: visitor.hash,
    })
    .returning({ id: uploadedImages.id });
  imageId = image?.id as number;
});
afterAll(() => t.close());

const optimal = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/selection/optimal', payload });
  return { status: res.statusCode, body: res.json() as OptimalSelection };
};

const picked = (combination: OptimalSelection['cheapest'] | null) =>
  Object.fromEntries((combination?.picks ?? []).map((p) => [p.category, p.productId]));

describe('POST /api/selection/optimal', () => {
  it('answers each category’s products in the style, cheapest first, and both combinations', async () => {
    const { status, body } = await optimal({
      categories: ['Canapé', 'Tapis'],
      style: 'Modern',
      budgetFcfa: 300_000,
    });
    expect(status).toBe(200);
    expect(body.offers.map((o) => [o.category, o.style, o.products.map((p) => p.name)])).toEqual([
      ['Canapé', 'Modern', ['sofa-cheap', 'sofa-dear']],
      ['Tapis', 'Modern', ['rug-cheap', 'rug-dear']],
    ]);
    expect(body.offers[0]?.otherStyles).toEqual(['Bohemian']);
    expect(body.offers[0]?.products[0]).toMatchObject({
      price: '200 000 FCFA',
      priceFcfa: 200_000,
      interiorStyle: 'Modern',
      has3dModel: false,
    });
    // The specification's rule: cheapest per category while the running total fits.
    expect(body.cheapest).toMatchObject({
      status: 'found',
      message: null,
      totalFcfa: 250_000,
      premium: false,
    });
    expect(picked(body.cheapest)).toEqual({ Canapé: ids['sofa-cheap'], Tapis: ids['rug-cheap'] });
    // Closest to the budget from below.
    expect(body.best).toMatchObject({ status: 'found', totalFcfa: 300_000 });
    expect(picked(body.best)).toEqual({ Canapé: ids['sofa-dear'], Tapis: ids['rug-cheap'] });
  });

  it('takes the dearest product of each category with no budget or a zero budget (Sélection Premium)', async () => {
    for (const budgetFcfa of [null, 0, undefined]) {
      const { body } = await optimal({ categories: ['Canapé', 'Tapis'], style: 'modern', budgetFcfa });
      expect(body.cheapest).toMatchObject({ status: 'found', premium: true, totalFcfa: 340_000 });
      expect(picked(body.cheapest)).toEqual({ Canapé: ids['sofa-dear'], Tapis: ids['rug-dear'] });
      expect(body.best).toMatchObject({ premium: true, totalFcfa: 340_000 });
    }
  });

  it('says no combination fits when the budget is too small for one product per category', async () => {
    const { body } = await optimal({ categories: ['Canapé', 'Tapis'], style: 'Modern', budgetFcfa: 240_000 });
    expect(body.cheapest).toMatchObject({
      status: 'insufficientBudget',
      message: fr.selection.noCombination,
    });
    expect(body.best).toMatchObject({ status: 'insufficientBudget' });
    expect(body.offers.flatMap((o) => o.products)).toHaveLength(4);
  });

  it('gives the low-budget message under 100 FCFA', async () => {
    const { body } = await optimal({ categories: ['Canapé', 'Tapis'], style: 'Modern', budgetFcfa: 50 });
    expect(body.cheapest).toMatchObject({
      status: 'lowBudget',
      message: fr.selection.lowBudget(formatFcfaAmount(50_000)),
    });
    expect(body.cheapest.message).toBe(
      'Budget trop faible. Le produit le moins cher coûte 50\u202f000 FCFA.',
    );
  });

  it('asks for another style where a category has none in the chosen one, and takes the override', async () => {
    const without = await optimal({ categories: ['Canapé', 'Miroir'], style: 'Modern', budgetFcfa: 500_000 });
    expect(without.body.cheapest).toMatchObject({
      status: 'alternativeStylesRequired',
      message: fr.selection.alternativeStylesRequired,
    });
    const mirror = without.body.offers.find((o) => o.category === 'Miroir');
    expect(mirror).toMatchObject({ style: 'Modern', products: [], otherStyles: ['Bohemian', 'Glam'] });

    const withOverride = await optimal({
      categories: ['Canapé', 'Miroir'],
      style: 'Modern',
      budgetFcfa: 500_000,
      styleOverrides: { Miroir: 'Glam' },
    });
    expect(withOverride.body.offers[1]).toMatchObject({ category: 'Miroir', style: 'Glam' });
    expect(withOverride.body.offers[1]?.otherStyles).toEqual(['Bohemian']);
    expect(withOverride.body.cheapest).toMatchObject({ status: 'found', totalFcfa: 280_000 });
    expect(withOverride.body.best).toMatchObject({ status: 'found', totalFcfa: 330_000 });
  });

  it('never offers an inactive product', async () => {
    const { body } = await optimal({ categories: ['Canapé'], style: 'Modern', budgetFcfa: 5000 });
    expect(body.offers[0]?.products.map((p) => p.name)).not.toContain('sofa-hidden');
    expect(body.cheapest.status).toBe('insufficientBudget');
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [
      { categories: [], style: 'Modern' },
      { categories: ['Canapé'], style: '' },
      { categories: ['Canapé'], style: 'Modern', budgetFcfa: -1 },
      { categories: ['Canapé'], style: 'Modern', budgetFcfa: '500000' },
      { categories: ['  '], style: 'Modern' },
      { style: 'Modern' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/selection/optimal', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: fr.errors.invalidRequest });
    }
  });

  it('takes 10 categories and refuses an 11th with the spec’s message', async () => {
    const categories = Array.from({ length: 11 }, (_, i) => `Catégorie ${i + 1}`);
    const ten = await optimal({ categories: categories.slice(0, 10), style: 'Modern', budgetFcfa: 500_000 });
    expect(ten.status).toBe(200);
    const eleven = await t.app.inject({
      method: 'POST',
      url: '/api/selection/optimal',
      payload: { categories, style: 'Modern', budgetFcfa: 500_000 },
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe(
      'Limite atteinte. Retirez une catégorie pour en ajouter une nouvelle.',
    );
  });
});

describe('POST /api/selection and GET /api/selections/{imageId}', () => {
  it('stores the catalogue’s own data for the chosen products, replaces it on the next save, and reads it back', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/selection',
      headers,
      payload: {
        imageId,
        selectedProducts: [{ id: ids['sofa-dear'], name: 'Faux', price: '1 FCFA' }, { id: ids['rug-cheap'] }],
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().selection.products.map((p: { name: string }) => p.name)).toEqual([
      'sofa-dear',
      'rug-cheap',
    ]);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/selection',
      headers,
      payload: { imageId, selectedProducts: [{ id: ids['rug-dear'] }] },
    });
    expect(second.statusCode).toBe(200);
    const rows = await t.db.select().from(selections).where(eq(selections.imageId, imageId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.products).toEqual([
      expect.objectContaining({
        id: ids['rug-dear'],
        name: 'rug-dear',
        price: '90 000 FCFA',
        priceFcfa: 90_000,
      }),
    ]);

    const read = await t.app.inject({ method: 'GET', url: `/api/selections/${imageId}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      selection: { imageId, products: [expect.objectContaining({ name: 'rug-dear', category: 'Tapis' })] },
    });
  });

  it('answers 404 for a photo without selection, and for a photo that does not exist', async () => {
    const [other] = await t.db
      .insert(uploadedImages)
      .values({
        filename: 'other.webp',
        sourceMime: 'image/png',
        width: 10,
        height: 10,
        sizeBytes: 1,
        sha256: 'y',
        visitorHash: visitor.hash,
      })
      .returning({ id: uploadedImages.id });
    const none = await t.app.inject({ method: 'GET', url: `/api/selections/${other?.id}`, headers });
    expect(none.statusCode).toBe(404);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/selection',
      headers,
      payload: { imageId: 999_999, selectedProducts: [{ id: ids['rug-dear'] }] },
    });
    expect(save.statusCode).toBe(404);
    expect(save.json()).toMatchObject({ error: 'image_not_found', message: fr.media.noImage });
    expect((await t.app.inject({ method: 'GET', url: '/api/selections/abc', headers })).statusCode).toBe(400);
  });

  it('are the photo’s visitor’s alone: another visitor, or one without cookie, can neither read nor overwrite', async () => {
    const before = await t.db.select().from(selections).where(eq(selections.imageId, imageId));
    expect(before).toHaveLength(1);
    for (const cookie of [newVisitor().cookie, '']) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/selections/${imageId}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().error).toBe('selection_not_found');
      const save = await t.app.inject({
        method: 'POST',
        url: '/api/selection',
        headers: { cookie },
        payload: { imageId, selectedProducts: [{ id: ids['sofa-cheap'] }] },
      });
      expect(save.statusCode).toBe(404);
      expect(save.json()).toMatchObject({ error: 'image_not_found', message: fr.media.noImage });
    }
    expect(await t.db.select().from(selections).where(eq(selections.imageId, imageId))).toEqual(before);
  });

  it('refuses unknown or withdrawn products without touching the stored selection', async () => {
    const before = await t.db.select().from(selections).where(eq(selections.imageId, imageId));
    for (const id of [999_999, ids['sofa-hidden']]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/selection',
        headers,
        payload: { imageId, selectedProducts: [{ id: ids['sofa-dear'] }, { id }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'unknown_products', details: { unknown: [id] } });
    }
    const after = await t.db.select().from(selections).where(eq(selections.imageId, imageId));
    expect(after).toEqual(before);
  });
});
