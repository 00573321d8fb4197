import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { products } from '../../db/schema.js';
import { seedDemoCatalogOnFirstStart } from './first-start.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds once, and products deleted afterwards stay deleted on the next start', async () => {
  const first = await seedDemoCatalogOnFirstStart(t);
  expect(first?.products).toBeGreaterThanOrEqual(400);

  const [sofa] = await t.db.select().from(products).where(eq(products.category, 'Canapé')).limit(1);
  await t.db.delete(products).where(eq(products.id, sofa?.id as number));
  const count = await t.db.$count(products);

  expect(await seedDemoCatalogOnFirstStart(t)).toBeNull();
  expect(await t.db.$count(products)).toBe(count);
});
