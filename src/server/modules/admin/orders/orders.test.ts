import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneratedImage, insertOrder, insertQuote } from '../../../../../tests/support/admin-rows.js';
import { loginAsAdmin } from '../../../../../tests/support/admin-session.js';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { fr } from '../../../../domain/messages.fr.js';
import { orders } from '../../../db/schema.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await loginAsAdmin(t));
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json();
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('orders', () => {
  it('pages by 10, newest first, with the nested quote; filters by status, search and dates', async () => {
    const quote = await insertQuote(t.db, { total: 420_000 });
    for (let i = 0; i < 11; i++) {
      const q = await insertQuote(t.db);
      await insertOrder(t.db, q.id, {
        at: new Date(Date.UTC(2025, 0, 1 + i)),
        status: i % 2 ? 'deferred' : 'confirmed',
      });
    }
    const mine = await insertOrder(t.db, quote.id, { name: 'Moussa Ndiaye', total: 420_000 });
    const page = await get('/api/admin/orders');
    expect(page.total).toBe(12);
    expect(page.orders).toHaveLength(10);
    expect(page.orders[0]).toMatchObject({
      id: mine.id,
      customerName: 'Moussa Ndiaye',
      status: 'confirmed',
      totalAmount: 420_000,
      quoteNumber: quote.number,
      quote: {
        id: quote.id,
        totalAmount: 420_000,
        selectedProducts: [{ name: 'Canapé Teranga' }, { name: 'Lampe Sahel' }],
      },
    });
    expect((await get('/api/admin/orders?status=deferred')).total).toBe(5);
    expect((await get('/api/admin/orders?search=moussa')).orders.map((o: { id: number }) => o.id)).toEqual([
      mine.id,
    ]);
    expect((await get(`/api/admin/orders?search=${quote.number}`)).total).toBe(1);
    expect((await get('/api/admin/orders?dateFrom=2025-01-02&dateTo=2025-01-03')).total).toBe(2);
  });

  it('marks an order processed with notes, once', async () => {
    const q = await insertQuote(t.db);
    const order = await insertOrder(t.db, q.id);
    const res = await post(`/api/admin/orders/${order.id}/mark-processed`, { notes: '  Livré le 14/03  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'processed', notes: 'Livré le 14/03' });
    expect(res.json().order.processedAt).not.toBeNull();
    const again = await post(`/api/admin/orders/${order.id}/mark-processed`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(fr.backOffice.orderAlreadyProcessed);
    expect((await post('/api/admin/orders/999999/mark-processed')).statusCode).toBe(404);
  });

  it('processes a deferred order without notes, unless its quote already has a live order', async () => {
    const q = await insertQuote(t.db);
    const deferred = await insertOrder(t.db, q.id, { status: 'deferred' });
    const ok = await post(`/api/admin/orders/${deferred.id}/mark-processed`);
    expect(ok.json().order).toMatchObject({ status: 'processed', notes: null });

    const q2 = await insertQuote(t.db);
    await insertOrder(t.db, q2.id, { status: 'confirmed' });
    const second = await insertOrder(t.db, q2.id, { status: 'deferred' });
    const clash = await post(`/api/admin/orders/${second.id}/mark-processed`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(fr.backOffice.otherOrderActive);
    const [unchanged] = await t.db.select().from(orders).where(eq(orders.id, second.id));
    expect(unchanged?.status).toBe('deferred');
  });
});

describe('quotes', () => {
  it("lists quotes newest first with order, contact and status; 'Aucune commande' is a null order", async () => {
    const image = await insertGeneratedImage(t.db, { contactEmail: 'fatou@example.sn' });
    const withOrder = await insertQuote(t.db, { generatedImageId: image.id, downloads: 2 });
    await insertOrder(t.db, withOrder.id, { name: 'Fatou Sall' });
    const alone = await insertQuote(t.db, {
      selected: ['{"name":"Lit","category":"Lit","price":"90000"}', 'pas du json'],
    });
    const { quotes, total } = await get('/api/admin/quotes');
    expect(total).toBeGreaterThanOrEqual(2);
    expect(quotes).toHaveLength(10);
    expect(quotes[0]).toMatchObject({ id: alone.id, order: null, status: 'generated', downloadCount: 0 });
    expect(quotes[0].selectedProducts).toEqual([
      '{"name":"Lit","category":"Lit","price":"90000"}',
      'pas du json',
    ]);
    expect(quotes[1]).toMatchObject({
      id: withOrder.id,
      status: 'downloaded',
      order: { customerName: 'Fatou Sall', status: 'confirmed' },
      generatedImage: { id: image.id, contactEmail: 'fatou@example.sn', contactPhone: '+221771234567' },
    });
    expect(
      (await get('/api/admin/quotes?status=downloaded')).quotes.every(
        (q: { downloadCount: number }) => q.downloadCount > 0,
      ),
    ).toBe(true);
    expect((await get('/api/admin/quotes?search=fatou')).quotes.map((q: { id: number }) => q.id)).toEqual([
      withOrder.id,
    ]);
    expect((await get(`/api/admin/quotes?search=${withOrder.number}`)).total).toBe(1);
  });

  it('downloads the PDF and counts it: the quote turns downloaded', async () => {
    const quote = await insertQuote(t.db);
    const res = await t.app.inject({
      url: `/api/admin/quotes/${quote.id}/download-pdf`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="devis-${quote.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = (await get(`/api/admin/quotes?search=${quote.number}`)).quotes[0];
    expect(listed).toMatchObject({ downloadCount: 1, status: 'downloaded' });
    await t.app.inject({ url: `/api/admin/quotes/${quote.id}/download-pdf`, headers: { cookie } });
    expect((await get(`/api/admin/quotes?search=${quote.number}`)).quotes[0].downloadCount).toBe(2);
    const fromElsewhere = await t.app.inject({
      url: `/api/admin/quotes/${quote.id}/download-pdf`,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.statusCode).toBe(200);
    expect((await get(`/api/admin/quotes?search=${quote.number}`)).quotes[0].downloadCount).toBe(2);
    const missing = await t.app.inject({ url: '/api/admin/quotes/999999/download-pdf', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });

  it("marks a quote's order processed, and says when the quote has none", async () => {
    const q = await insertQuote(t.db);
    await insertOrder(t.db, q.id, { status: 'deferred' });
    const live = await insertOrder(t.db, q.id, { status: 'confirmed' });
    const res = await post(`/api/admin/quotes/${q.id}/mark-processed`, { notes: 'Client rappelé' });
    expect(res.json().order).toMatchObject({ id: live.id, status: 'processed', notes: 'Client rappelé' });
    const lonely = await insertQuote(t.db);
    const none = await post(`/api/admin/quotes/${lonely.id}/mark-processed`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(fr.backOffice.noOrderForQuote);
  });
});
