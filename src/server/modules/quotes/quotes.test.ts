import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneratedImage } from '../../../../tests/support/admin-rows.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { formatFcfa } from '../../../domain/money.js';
import { orders, products, quotes, snappedProducts, stores } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';
import { renderQuotePdf } from './service.js';

let t: TestApp;
let imageId: number;
const visitor = newVisitor();
const headers = { cookie: visitor.cookie };
let chosen: Array<typeof products.$inferSelect>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  imageId = (
    await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
      purpose: 'room',
      visitorHash: visitor.hash,
    })
  ).id;
  const all = await t.db.select().from(products).where(eq(products.interiorStyle, 'Bohemian'));
  chosen = ['Lit', 'Table de chevet', 'Tapis'].map(
    (c) => all.find((p) => p.category === c) as (typeof all)[number],
  );
});
afterAll(() => t?.close());

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

/**
 * The embedded font's ToUnicode map names U+202F: the PDF draws the narrow no-break space with a
 * glyph of its own (built-in Helvetica has none and prints '/').
 */
function fontMapsNarrowSpace(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const streams = text.matchAll(/stream\r?\n/g);
  for (const match of streams) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      const data = inflateSync(pdf.subarray(start, end)).toString('latin1');
      if (data.includes('beginbfrange') && data.toLowerCase().includes('<202f>')) return true;
    } catch {
      // not a deflated stream
    }
  }
  return false;
}

const generateQuote = (payload: object, cookie = visitor.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/generate-quote', payload, headers: { cookie } });

describe('quotes', () => {
  it('returns a real PDF whose text has the number, dates, products, stores and the spec’s total', async () => {
    const snappedPhoto = await storeUploadedImage(t, await readFixture('products/chair-white-wooden.jpg'), {
      purpose: 'snapped',
      visitorHash: visitor.hash,
    });
    const [item] = await t.db
      .insert(snappedProducts)
      .values({ imageId, photoId: snappedPhoto.id, category: 'Chaise', imageUrl: snappedPhoto.url })
      .returning();
    const res = await generateQuote({
      imageId,
      // What the browser sends may be stale or tampered with: the catalogue's price is what counts.
      selectedProducts: chosen.map((p) => ({ ...p, price: '1 FCFA' })),
      snappedProducts: [{ id: item?.id, category: 'Chaise', imageUrl: snappedPhoto.url }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="devis-\d{4}-\d{2}-\d{2}-\d{6}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const quoteId = Number(res.headers['x-quote-id']);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const expectedTotal = chosen.reduce((s, p) => s + Number(p.price.replace(/\D/g, '')), 0);
    expect(row?.totalAmount).toBe(expectedTotal);

    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`N° ${row?.number}`);
    expect(text).toContain('DEVIS');
    const today = new Date().toLocaleDateString('fr-FR', {
      timeZone: 'Africa/Dakar',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(text).toContain(today);
    expect(text).toContain('Valable jusqu’au');
    for (const p of chosen) {
      expect(text).toContain(p.name);
      expect(text).toContain(p.category);
      expect(text).toContain(p.store as string);
    }
    // pdf.js folds U+202F into a plain space when it extracts text (NFKC); the glyph itself is checked below.
    expect(formatFcfa(expectedTotal)).toContain('\u202f');
    expect(text).toContain(formatFcfa(expectedTotal).replaceAll('\u202f', ' '));
    expect(text).not.toMatch(/\d\/\d{3}/);
    expect(fontMapsNarrowSpace(res.rawPayload)).toBe(true);
    expect(text).toContain('Vos meubles');
    expect(text).not.toMatch(/(^|\s)0 FCFA/);
    expect(text).toContain('Mon meuble 1');
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.name, chosen[0]?.store as string));
    expect(text).toContain(store?.phone as string);
    expect(text).toContain('Mentions légales');
    expect(text).toContain('2008-12');

    const again = await renderQuotePdf(t, quoteId);
    expect(await pdfText(again)).toContain(`N° ${row?.number}`);

    const list = await t.app.inject({ method: 'GET', url: `/api/quotes/${imageId}`, headers });
    const last = list.json().quotes.at(-1);
    expect(last).toMatchObject({ id: quoteId, totalAmount: formatFcfa(expectedTotal) });
    expect(JSON.parse(last.selectedProducts[0])).toMatchObject({ name: chosen[0]?.name });
  });

  it('puts the furnished room and the contact data of the visitor’s own generation in the PDF, and nobody else’s', async () => {
    const mine = await insertGeneratedImage(t.db, {
      originalImageId: imageId,
      contactEmail: 'awa@example.sn',
    });
    const own = await generateQuote({ imageId, generatedImageId: mine.id, selectedProducts: chosen });
    expect(own.statusCode).toBe(200);
    const ownText = await pdfText(own.rawPayload);
    expect(ownText).toContain('awa@example.sn');
    expect(ownText).toContain('+221771234567');

    const stranger = newVisitor();
    const strangerRoom = await storeUploadedImage(t, await readFixture('rooms/bedroom-hotel.jpg'), {
      purpose: 'room',
      visitorHash: stranger.hash,
    });
    for (const payload of [
      { imageId, generatedImageId: mine.id },
      { imageId },
      { imageId: strangerRoom.id, generatedImageId: mine.id },
      { generatedImageId: mine.id },
    ]) {
      const res = await generateQuote({ ...payload, selectedProducts: chosen }, stranger.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain('awa@example.sn');
    }
    // Their own photo's quote has no generation of theirs: no room, no contact data.
    const theirs = await generateQuote(
      { imageId: strangerRoom.id, selectedProducts: chosen },
      stranger.cookie,
    );
    expect(theirs.statusCode).toBe(200);
    const theirText = await pdfText(theirs.rawPayload);
    expect(theirText).not.toContain('awa@example.sn');
    expect(theirText).not.toContain('+221771234567');
    expect(theirText).not.toContain('Contact client');
    const [row] = await t.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, Number(theirs.headers['x-quote-id'])));
    expect(row).toMatchObject({
      imageId: strangerRoom.id,
      generatedImageId: null,
      visitorHash: stranger.hash,
    });
  });

  it('shows a quote, its PDF and a photo’s quotes to their visitor only', async () => {
    const res = await generateQuote({ imageId, selectedProducts: chosen });
    const quoteId = Number(res.headers['x-quote-id']);
    const urls = [
      `/api/quotes/${imageId}`,
      `/api/quotes/by-id/${quoteId}`,
      `/api/quotes/by-id/${quoteId}/pdf`,
    ];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    }
    const missing = [`/api/quotes/999999`, `/api/quotes/by-id/999999`, `/api/quotes/by-id/999999/pdf`];
    for (const cookie of [newVisitor().cookie, '']) {
      for (const [i, url] of urls.entries()) {
        const other = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        const absent = await t.app.inject({ method: 'GET', url: missing[i] as string, headers });
        expect(other.statusCode, url).toBe(404);
        expect(other.json(), url).toEqual(absent.json());
      }
    }
    expect((await t.app.inject({ method: 'GET', url: urls[1] as string, headers })).json().quote.id).toBe(
      quoteId,
    );
  });

  it('gives a resumed project its quote again, and a changed selection a new one', async () => {
    const mine = await insertGeneratedImage(t.db, {
      originalImageId: imageId,
      contactEmail: 'awa@example.sn',
    });
    const ask = (selectedProducts: typeof chosen) =>
      generateQuote({ imageId, generatedImageId: mine.id, selectedProducts });
    const first = await ask(chosen);
    const again = await ask(chosen);
    const fewer = await ask(chosen.slice(0, 2));
    const ids = [first, again, fewer].map((r) => Number(r.headers['x-quote-id']));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    const rows = await t.db.select().from(quotes).where(eq(quotes.generatedImageId, mine.id));
    expect(rows).toHaveLength(2);
    // The order form is filled in advance with what the visitor gave at payment.
    const view = await t.app.inject({ method: 'GET', url: `/api/quotes/by-id/${ids[0]}`, headers });
    expect(view.json().contact).toEqual({ phone: '+221771234567', email: 'awa@example.sn' });
  });

  it('leaves out an own item named by its address alone, or one of another room: another visitor’s photo never reaches the PDF', async () => {
    // Visitor A photographs a piece of their own for their room.
    const other = newVisitor();
    const theirRoom = await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
      purpose: 'room',
      visitorHash: other.hash,
    });
    const theirPhoto = await storeUploadedImage(t, await readFixture('products/chair-white-wooden.jpg'), {
      purpose: 'snapped',
      visitorHash: other.hash,
    });
    const [theirs] = await t.db
      .insert(snappedProducts)
      .values({ imageId: theirRoom.id, photoId: theirPhoto.id, category: 'Chaise', imageUrl: theirPhoto.url })
      .returning();
    // Visitor B names A's photo in their own quote, by its address and by A's item id.
    const res = await generateQuote({
      imageId,
      selectedProducts: chosen.slice(0, 1),
      snappedProducts: [
        { category: 'Chaise', imageUrl: theirPhoto.url },
        { id: theirs?.id, category: 'Chaise', imageUrl: theirPhoto.url },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, Number(res.headers['x-quote-id'])));
    expect(row?.snappedProducts).toEqual([]);
    expect(await pdfText(res.rawPayload)).not.toContain('Mon meuble');
    // A product unknown to the catalogue keeps its name, never an uploaded photo's address.
    const unknown = await generateQuote({
      imageId,
      selectedProducts: [
        { name: 'Fauteuil inconnu', category: 'Fauteuil', price: '10 000 FCFA', imageUrl: theirPhoto.url },
      ],
      snappedProducts: [],
    });
    const [unknownRow] = await t.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, Number(unknown.headers['x-quote-id'])));
    expect(unknownRow?.selectedProducts[0]?.imageUrl ?? null).toBeNull();
  });

  it('refuses a quote without any product', async () => {
    const res = await generateQuote({ imageId, selectedProducts: [], snappedProducts: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fr.quote.noProduct);
  });
});

describe('orders', () => {
  /** A quote of its own photo: the same selection of the same photo would give back the same quote. */
  async function newQuote(): Promise<number> {
    const photo = await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
      purpose: 'room',
      visitorHash: visitor.hash,
    });
    const res = await generateQuote({ imageId: photo.id, selectedProducts: chosen });
    return Number(res.headers['x-quote-id']);
  }
  const order = (payload: object, cookie = visitor.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: { cookie } });
  const customer = {
    customerName: 'Awa Diop',
    customerEmail: 'awa@example.sn',
    customerPhone: '+221771234567',
    customerAddress: 'Sicap Liberté 6, Dakar',
    customerNotes: 'Livraison le samedi',
  };

  it('defers without contact data, then confirms once; a second confirmation is refused', async () => {
    const quoteId = await newQuote();
    const deferred = await order({ quoteId, status: 'deferred' });
    expect(deferred.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/by-id/${quoteId}`, headers })).json().order,
    ).toEqual({
      status: 'deferred',
      customerName: null,
    });
    const confirmed = await order({ quoteId, status: 'confirmed', ...customer });
    expect(confirmed.statusCode).toBe(201);
    const twice = await order({ quoteId, status: 'confirmed', ...customer });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(fr.checkout.alreadyConfirmed);
    const rows = await t.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
    const view = (await t.app.inject({ method: 'GET', url: `/api/quotes/by-id/${quoteId}`, headers })).json();
    expect(view.order).toEqual({ status: 'confirmed', customerName: 'Awa Diop' });
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(view.uploadedImage.id).toBe(quote?.imageId);
  });

  it('two simultaneous confirmations make one order', async () => {
    const quoteId = await newQuote();
    const answers = await Promise.all(
      [1, 2, 3].map(() => order({ quoteId, status: 'confirmed', ...customer })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('two simultaneous deferrals make one deferred order, which a confirmation then turns confirmed', async () => {
    const quoteId = await newQuote();
    const answers = await Promise.all([1, 2, 3].map(() => order({ quoteId, status: 'deferred' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    expect(await t.db.$count(orders, eq(orders.quoteId, quoteId))).toBe(1);
    expect((await order({ quoteId, status: 'confirmed', ...customer })).statusCode).toBe(201);
    const rows = await t.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
  });

  it('the database holds one deferred order per quote whoever writes it', async () => {
    const quoteId = await newQuote();
    await t.db.insert(orders).values({ quoteId, status: 'deferred', totalAmount: 1 });
    await expect(
      t.db.insert(orders).values({ quoteId, status: 'deferred', totalAmount: 1 }),
    ).rejects.toThrow();
  });

  it('checks the form with the spec’s messages', async () => {
    const quoteId = await newQuote();
    const missing = await order({ quoteId, status: 'confirmed', ...customer, customerAddress: ' ' });
    expect(missing.json().message).toBe(fr.checkout.requiredFields);
    const email = await order({ quoteId, status: 'confirmed', ...customer, customerEmail: 'awa.example.sn' });
    expect(email.json().message).toBe(fr.checkout.emailInvalid);
    const phone = await order({ quoteId, status: 'confirmed', ...customer, customerPhone: 'abc' });
    expect([phone.statusCode, phone.json().message]).toEqual([400, fr.contact.phoneInvalid]);
    const spaced = await order({ quoteId, status: 'confirmed', ...customer, customerPhone: '77 123 45 67' });
    expect(spaced.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    expect(row?.customerPhone).toBe('+221771234567');
    const unknown = await order({ quoteId: 999999, status: 'deferred' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(fr.checkout.missingData);
  });

  it('refuses to order a quote of the visitor’s own furniture alone, and says why', async () => {
    const [own] = await t.db
      .insert(quotes)
      .values({
        number: 'KD-20261124-0WNONE',
        imageId,
        selectedProducts: [],
        snappedProducts: [{ id: 1, category: 'Canapé', imageUrl: '/uploads/x.webp' }],
        totalAmount: 0,
        visitorHash: visitor.hash,
        validUntil: new Date(Date.now() + 86_400_000),
      })
      .returning();
    for (const status of ['confirmed', 'deferred']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { quoteId: own?.id, status, ...customer },
        headers: { cookie: visitor.cookie },
        remoteAddress: `192.0.2.${status.length}`,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, fr.checkout.noCatalogueProduct]);
    }
    expect(await t.db.$count(orders, eq(orders.quoteId, own?.id as number))).toBe(0);
  });

  it('orders only the visitor’s own quote', async () => {
    const quoteId = await newQuote();
    for (const cookie of [newVisitor().cookie, '']) {
      for (const payload of [{ status: 'deferred' }, { status: 'confirmed', ...customer }]) {
        const res = await order({ quoteId, ...payload }, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'quote_not_found', message: fr.checkout.missingData });
      }
    }
    expect(await t.db.$count(orders, eq(orders.quoteId, quoteId))).toBe(0);
    expect((await order({ quoteId, status: 'confirmed', ...customer })).statusCode).toBe(201);
  });
});
