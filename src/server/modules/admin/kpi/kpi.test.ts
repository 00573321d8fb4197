import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneratedImage, insertOrder, insertQuote } from '../../../../../tests/support/admin-rows.js';
import { loginAsAdmin } from '../../../../../tests/support/admin-session.js';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { products } from '../../../db/schema.js';
import { computeKpi } from './service.js';

let t: TestApp;
let cookie: string;
const NOW = new Date('2025-03-14T10:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ env: { COMMISSION_RATE: '0.15' } });
  ({ cookie } = await loginAsAdmin(t));
  await t.db.insert(products).values([
    {
      name: 'A',
      category: 'Canapé',
      price: '1',
      priceFcfa: 1,
      store: 'Teranga',
      country: 'Senegal',
      interiorStyle: 'Modern',
    },
    {
      name: 'B',
      category: 'Canapé',
      price: '1',
      priceFcfa: 1,
      store: 'Teranga',
      country: 'France',
      interiorStyle: 'Glam',
    },
    {
      name: 'C',
      category: 'Tapis',
      price: '1',
      priceFcfa: 1,
      store: null,
      country: null,
      interiorStyle: 'Modern',
    },
    { name: 'D', category: 'Lit', price: '1', priceFcfa: 1, store: 'Teranga', isActive: false },
  ]);
  // Dakar is UTC+0: these instants are also the business clock's.
  await insertGeneratedImage(t.db, { at: at('2025-03-14T09:00:00Z') });
  await insertGeneratedImage(t.db, { at: at('2025-03-14T00:00:00Z'), paid: false });
  await insertGeneratedImage(t.db, { at: at('2025-03-13T23:59:59Z') });
  await insertGeneratedImage(t.db, { at: at('2025-01-05T12:00:00Z'), status: 'failed' });
  await insertGeneratedImage(t.db, { at: at('2024-12-31T23:59:59Z') });
  await insertGeneratedImage(t.db, { at: at('2025-03-15T00:00:00Z') });

  const orderAt = async (iso: string, total: number, status?: 'deferred' | 'processed') =>
    insertOrder(t.db, (await insertQuote(t.db)).id, { at: at(iso), total, status });
  await orderAt('2025-03-14T08:00:00Z', 100_000);
  await orderAt('2025-03-14T07:00:00Z', 50_000, 'deferred');
  await orderAt('2025-03-01T00:00:00Z', 200_000, 'processed');
  await orderAt('2024-06-01T00:00:00Z', 1_000_000);
});
afterAll(() => t.close());

describe('KPI figures', () => {
  it('counts active products in total and by store, country, category and style', async () => {
    const { products: p } = await computeKpi(t.db, 0.1, NOW);
    expect(p.totalActive).toBe(3);
    expect(p.byStore).toEqual([
      { store: 'Teranga', count: 2 },
      { store: 'Non renseigné', count: 1 },
    ]);
    expect(p.byCategory).toEqual([
      { category: 'Canapé', count: 2 },
      { category: 'Tapis', count: 1 },
    ]);
    expect(p.byStyle).toEqual([
      { style: 'Modern', count: 2 },
      { style: 'Glam', count: 1 },
    ]);
    expect(p.byCountry).toHaveLength(3);
  });

  it('counts generations per Dakar period with 600 FCFA per paid one; the period ends at 23:59:59', async () => {
    const { images } = await computeKpi(t.db, 0.1, NOW);
    expect(images).toEqual({
      today: { count: 2, revenue: 600 },
      // The month and the year run to their last day: tomorrow's generation is in both.
      thisMonth: { count: 4, revenue: 1800 },
      thisYear: { count: 5, revenue: 2400 },
      allTime: { count: 6, revenue: 3000 },
    });
  });

  it('counts orders per period; commission is the rate on confirmed and processed totals only', async () => {
    const kpi = await computeKpi(t.db, 0.1, NOW);
    expect(kpi.orders).toEqual({
      today: { count: 2, commission: 10_000 },
      thisMonth: { count: 3, commission: 30_000 },
      thisYear: { count: 3, commission: 30_000 },
      allTime: { count: 4, commission: 130_000 },
    });
    expect(kpi.revenue).toEqual({
      totalCommission: 130_000,
      totalGenerationRevenue: 3000,
      commissionRate: 0.1,
    });
  });

  it('gives 30 days of generations and orders per day, ending today', async () => {
    const { daily } = await computeKpi(t.db, 0.1, NOW);
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ date: '2025-03-14', images: 2, orders: 2 });
    expect(daily.at(-2)).toEqual({ date: '2025-03-13', images: 1, orders: 0 });
    expect(daily[0]?.date).toBe('2025-02-13');
    expect(daily.find((d) => d.date === '2025-03-01')).toEqual({ date: '2025-03-01', images: 0, orders: 1 });
  });
});

describe('KPI routes', () => {
  it('uses COMMISSION_RATE from the configuration', async () => {
    const res = await t.app.inject({ url: '/api/admin/kpi', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.revenue.commissionRate).toBe(0.15);
    expect(body.orders.allTime).toEqual({ count: 4, commission: 195_000 });
  });

  it('lists the first 50 items of a period, newest first', async () => {
    // Milliseconds after Dakar's (UTC+0) midnight: today's whatever the hour the test runs at.
    const midnight = new Date().setUTCHours(0, 0, 0, 0);
    for (let i = 0; i < 52; i++) {
      await insertGeneratedImage(t.db, { at: new Date(midnight + i), paid: false });
    }
    const res = await t.app.inject({ url: '/api/admin/kpi/images?period=today', headers: { cookie } });
    const { images, total } = res.json();
    expect(images).toHaveLength(50);
    expect(total).toBeGreaterThanOrEqual(52);
    const times = images.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const orders = await t.app.inject({ url: '/api/admin/kpi/orders?period=allTime', headers: { cookie } });
    expect(orders.json().orders.map((o: { totalAmount: number }) => o.totalAmount)).toEqual([
      100_000, 50_000, 200_000, 1_000_000,
    ]);
    const bad = await t.app.inject({ url: '/api/admin/kpi/orders?period=hier', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
