import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYTECH_KEY,
  PAYTECH_SECRET,
  type PaytechFake,
  paytechIpn,
  startPaytechFake,
} from '../../../../tests/fakes/paytech-fake.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { paymentNotifications, paymentSessions } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';

let t: TestApp;
let fake: PaytechFake;
let imageId: number;

beforeAll(async () => {
  fake = await startPaytechFake();
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://kerdeco.test',
      PAYMENT_PROVIDER: 'paytech',
      PAYTECH_API_KEY: PAYTECH_KEY,
      PAYTECH_API_SECRET: PAYTECH_SECRET,
      PAYTECH_BASE_URL: fake.url,
    },
  });
  imageId = (await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), { purpose: 'room' })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function initialize(): Promise<{ sessionId: string; redirectUrl: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    payload: {
      imageId,
      imageGenerationCount: 1,
      selectedProducts: [{ name: 'Lit Teranga', category: 'Lit', price: '320000' }],
      contactInfo: { phone: '+221 77 123 45 67' },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const notify = (ipn: { body: string; contentType: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/notify/paytech',
    headers: { 'content-type': ipn.contentType },
    payload: ipn.body,
  });
const status = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]?.status;

describe('PayTech', () => {
  it('sends request-payment with every documented field and redirects to PayTech', async () => {
    const { sessionId, redirectUrl } = await initialize();
    const sent = JSON.parse(fake.requests.at(-1)?.body.toString() ?? '{}');
    expect(fake.contractErrors).toEqual([]);
    expect(sent).toMatchObject({
      item_price: 600,
      currency: 'XOF',
      ref_command: sessionId,
      env: 'test',
      ipn_url: 'https://kerdeco.test/api/payments/notify/paytech',
      success_url: `https://kerdeco.test/api/payments/return/${sessionId}?outcome=success`,
      cancel_url: `https://kerdeco.test/api/payments/return/${sessionId}?outcome=cancel`,
    });
    expect(redirectUrl).toBe(`https://paytech.sn/payment/checkout/${fake.tokenOf(sessionId)}`);
  });

  it('a signed IPN (form, Base64 custom_field) marks it paid; a replay is harmless', async () => {
    const { sessionId } = await initialize();
    const ipn = paytechIpn({ refCommand: sessionId, token: fake.tokenOf(sessionId), customField: 'base64' });
    const res = await notify(ipn);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('IPN OK');
    expect(await status(sessionId)).toBe('paid');
    expect((await notify(ipn)).statusCode).toBe(200);
    expect(await status(sessionId)).toBe('paid');
    const log = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentSessionId, sessionId));
    expect(log.map((l) => l.outcome)).toEqual(['paid', 'no_change']);
    // A late cancellation cannot undo a payment.
    expect((await notify(paytechIpn({ refCommand: sessionId, typeEvent: 'sale_canceled' }))).statusCode).toBe(
      200,
    );
    expect(await status(sessionId)).toBe('paid');
  });

  it('accepts the JSON form of the IPN with a plain custom_field', async () => {
    const { sessionId } = await initialize();
    expect(
      (await notify(paytechIpn({ refCommand: sessionId, json: true, customField: 'plain' }))).statusCode,
    ).toBe(200);
    expect(await status(sessionId)).toBe('paid');
  });

  it('forged, legacy-only and wrong-amount IPNs change nothing and are logged', async () => {
    const { sessionId } = await initialize();
    expect((await notify(paytechIpn({ refCommand: sessionId, secret: 'guessed' }))).statusCode).toBe(401);
    expect((await notify(paytechIpn({ refCommand: sessionId, withHmac: false }))).statusCode).toBe(401);
    expect(
      (await notify(paytechIpn({ refCommand: sessionId, price: 6, secret: PAYTECH_SECRET }))).statusCode,
    ).toBe(400);
    expect(await status(sessionId)).toBe('pending');
    const outcomes = (await t.db.select().from(paymentNotifications)).map((l) => l.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['bad_signature', 'wrong_amount']));
  });

  it('a visitor back before the IPN is confirmed by asking get-status', async () => {
    const { sessionId } = await initialize();
    fake.statuses.set(fake.tokenOf(sessionId) as string, 'completed');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/${sessionId}?outcome=success`,
    });
    expect(back.headers.location).toBe(`/?paymentSuccess=true&sessionId=${sessionId}&paymentId=${sessionId}`);
    expect(await status(sessionId)).toBe('paid');
    const asked = fake.requests.filter((r) => r.path === '/api/payment/get-status');
    expect(asked.at(-1)?.query.get('token_payment')).toBe(fake.tokenOf(sessionId));
  });

  it('a cancelled checkout comes back as paymentCancelled', async () => {
    const { sessionId } = await initialize();
    fake.statuses.set(fake.tokenOf(sessionId) as string, 'canceled');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/${sessionId}?outcome=cancel`,
    });
    expect(back.headers.location).toBe('/?paymentCancelled=true');
  });
});

describe('PayTech refusing our keys', () => {
  it('shows the initialisation error and keeps the session as failed', async () => {
    const other = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'paytech',
        PAYTECH_API_KEY: 'wrong',
        PAYTECH_API_SECRET: 'wrong',
        PAYTECH_BASE_URL: fake.url,
      },
    });
    try {
      const image = await storeUploadedImage(other, await readFixture('rooms/bedroom-1.jpg'), {
        purpose: 'room',
      });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        payload: {
          imageId: image.id,
          selectedProducts: [{ name: 'Lit', category: 'Lit', price: '1' }],
          contactInfo: { email: 'a@b.sn' },
        },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'payment_provider_error', message: fr.payment.initFailed });
      expect((await other.db.select().from(paymentSessions))[0]?.status).toBe('failed');
    } finally {
      await other.close();
    }
  });
});
