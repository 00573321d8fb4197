import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { paymentNotifications, paymentSessions } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';
import { timestampedSignature } from './signature.js';

let t: TestApp;
let imageId: number;
const visitor = newVisitor();
const product = {
  id: 1,
  name: 'Canapé Dune',
  category: 'Canapé',
  price: '250 000 FCFA',
  interiorStyle: 'Modern',
};

/** The renderer's readiness calls: one per payment begun, since the generation follows it. */
let warmed = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://kerdeco.test', PAYMENT_SANDBOX_SECRET: 'sandbox-secret' },
    deps: {
      renderer: {
        name: 'compose',
        render: () => Promise.reject(new Error('no render in these tests')),
        warm: () => {
          warmed++;
        },
      },
    },
  });
  imageId = (
    await storeUploadedImage(t, await readFixture('rooms/living-room-2.jpg'), {
      purpose: 'room',
      visitorHash: visitor.hash,
    })
  ).id;
});
afterAll(() => t?.close());

async function initialize(overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: { cookie: visitor.cookie },
    payload: {
      imageId,
      imageGenerationCount: 1,
      customerPhone: '77 123 45 67',
      selectedProducts: [product],
      snappedProducts: [],
      contactInfo: { phone: '77 123 45 67' },
      uploadedImageData: { id: imageId, filename: 'room.webp' },
      ...overrides,
    },
  });
}

const sessionRow = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0];

describe('sandbox payment', () => {
  it('creates a 600 XOF session whatever the client sends, and points to the local checkout page', async () => {
    const res = await initialize({ amount: 1 });
    expect(res.statusCode).toBe(200);
    const { redirectUrl, sessionId } = res.json();
    expect(redirectUrl).toBe(`https://kerdeco.test/paiement-sandbox/${sessionId}`);
    const row = await sessionRow(sessionId);
    expect(row).toMatchObject({ status: 'pending', amount: 600, currency: 'XOF', provider: 'sandbox' });
    expect(row?.contactInfo).toEqual({ phone: '+221771234567' });
    expect(row?.customerPhone).toBe('+221771234567');

    const page = await t.app.inject({ method: 'GET', url: `/paiement-sandbox/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of ['600 FCFA', 'Kër Déco', 'Payer', 'Annuler', 'Simuler une erreur'])
      expect(page.body).toContain(text);
  });

  it('readies the renderer while the visitor pays, and only for a payment really begun', async () => {
    const before = warmed;
    expect((await initialize()).statusCode).toBe(200);
    expect(warmed).toBe(before + 1);
    expect((await initialize({ customerPhone: undefined, contactInfo: {} })).statusCode).toBe(400);
    expect(warmed).toBe(before + 1);
  });

  it('refuses bad contact data with the dialog’s French messages', async () => {
    const none = await initialize({ customerPhone: undefined, contactInfo: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(fr.contact.phoneOrEmailRequired);
    const badPhone = await initialize({ customerPhone: undefined, contactInfo: { phone: '+33612345678' } });
    expect(badPhone.json().message).toBe(fr.contact.phoneInvalid);
    const badEmail = await initialize({ customerPhone: undefined, contactInfo: { email: 'awa@' } });
    expect(badEmail.json().message).toBe(fr.contact.emailInvalid);
    const noImage = await initialize({ imageId: 999999 });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe(fr.payment.imageMissing);
    const stranger = newVisitor();
    const theirs = await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
      purpose: 'room',
      visitorHash: stranger.hash,
    });
    const someoneElses = await initialize({ imageId: theirs.id });
    expect(someoneElses.statusCode).toBe(400);
    expect(someoneElses.json()).toEqual(noImage.json());
    const twice = await initialize({ imageGenerationCount: 2 });
    expect(twice.statusCode).toBe(400);
  });

  it('Payer notifies through the signed route, then returns with the spec’s parameters', async () => {
    const { sessionId } = (await initialize()).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/paiement-sandbox/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'operator=wave&phone=%2B221771234567&action=pay',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/api/payments/return/${sessionId}?outcome=success`);
    expect((await sessionRow(sessionId))?.status).toBe('paid');
    const notes = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentSessionId, sessionId));
    expect(notes.map((n) => [n.verified, n.outcome])).toEqual([[true, 'paid']]);

    const back = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/?paymentSuccess=true&sessionId=${sessionId}&paymentId=${sessionId}`);

    const restored = await t.app.inject({
      method: 'GET',
      url: `/api/payment-sessions/${sessionId}`,
      headers: { cookie: visitor.cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().session).toMatchObject({
      id: sessionId,
      paymentId: sessionId,
      status: 'paid',
      selectedProducts: [product],
      uploadedImageData: { id: imageId, filename: 'room.webp' },
      contactInfo: { phone: '+221771234567' },
    });
    // Whoever else holds the session's id (it travels in addresses) sees no phone or email.
    for (const cookie of [newVisitor().cookie, undefined]) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/payment-sessions/${sessionId}`,
        headers: cookie ? { cookie } : {},
      });
      expect(other.statusCode).toBe(200);
      expect(other.json().session.contactInfo).toEqual({});
      expect(other.body).not.toContain('+221771234567');
    }
  });

  it('Annuler and Simuler une erreur come back as paymentCancelled and paymentError', async () => {
    for (const [action, status, location] of [
      ['cancel', 'cancelled', '/?paymentCancelled=true'],
      ['fail', 'failed', '/?paymentError=true'],
    ] as const) {
      const { sessionId } = (await initialize()).json();
      const res = await t.app.inject({
        method: 'POST',
        url: `/paiement-sandbox/${sessionId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
      expect((await sessionRow(sessionId))?.status).toBe(status);
      const back = await t.app.inject({ method: 'GET', url: res.headers.location as string });
      expect(back.headers.location).toBe(location);
    }
  });

  it('a forged, late or wrong-amount notification changes nothing and is logged', async () => {
    const { sessionId } = (await initialize()).json();
    const now = Date.now() / 1000;
    const send = (body: object, secret: string, at = now) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/notify/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': timestampedSignature(raw, secret, at),
        },
        payload: raw,
      });
    };
    const paid = { id: 'evt-1', sessionId, outcome: 'paid', amount: 600, currency: 'XOF' };
    expect((await send(paid, 'not-the-secret')).statusCode).toBe(401);
    expect((await send(paid, 'sandbox-secret', now - 3600)).statusCode).toBe(401);
    expect((await send({ ...paid, amount: 6 }, 'sandbox-secret')).statusCode).toBe(400);
    expect((await sessionRow(sessionId))?.status).toBe('pending');
    const notes = await t.db.select().from(paymentNotifications);
    const outcomes = notes.map((n) => n.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['bad_signature', 'stale', 'wrong_amount']));

    expect((await send(paid, 'sandbox-secret')).statusCode).toBe(200);
    const again = await send(paid, 'sandbox-secret');
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('no_change');
    expect((await sessionRow(sessionId))?.status).toBe('paid');
  });

  it('unknown sessions are 404 for the visitor and an error return', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment-sessions/nope' })).statusCode).toBe(404);
    const back = await t.app.inject({ method: 'GET', url: '/api/payments/return/nope' });
    expect(back.headers.location).toBe('/?paymentError=true');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/notify/wave', payload: {} })).statusCode,
    ).toBe(404);
  });
});
