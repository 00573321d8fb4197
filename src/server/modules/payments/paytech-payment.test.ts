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
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { paymentNotifications, paymentSessions } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';
import { consumePayment } from './service.js';

let t: TestApp;
let fake: PaytechFake;
let imageId: number;
const visitor = newVisitor();

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
  imageId = (
    await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
      purpose: 'room',
      visitorHash: visitor.hash,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function initialize(): Promise<{ sessionId: string; redirectUrl: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: { cookie: visitor.cookie },
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
const notificationsOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentSessionId, id))
      .orderBy(paymentNotifications.id)
  ).map((l) => l.outcome);
const readSession = (id: string) => t.app.inject({ method: 'GET', url: `/api/payment-sessions/${id}` });
/** As if the visitor had spent a minute on PayTech's page. */
const ageSession = (id: string) =>
  t.db
    .update(paymentSessions)
    .set({ updatedAt: new Date(Date.now() - 60_000) })
    .where(eq(paymentSessions.id, id));
/** What PayTech's get-status says of a session's checkout. */
const paytechSays = (id: string, word: string) => fake.statuses.set(fake.tokenOf(id) as string, word);
const statusChecks = () => fake.requests.filter((r) => r.path === '/api/payment/get-status').length;

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
    paytechSays(sessionId, 'completed');
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
    // A late cancellation cannot undo a payment, even one PayTech confirmed.
    paytechSays(sessionId, 'canceled');
    expect((await notify(paytechIpn({ refCommand: sessionId, typeEvent: 'sale_canceled' }))).statusCode).toBe(
      200,
    );
    expect(await status(sessionId)).toBe('paid');
  });

  it('accepts the JSON form of the IPN with a plain custom_field', async () => {
    const { sessionId } = await initialize();
    paytechSays(sessionId, 'completed');
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

  it('a genuine IPN whose custom_field names another session pays neither and is refused', async () => {
    const { sessionId } = await initialize();
    const other = await initialize();
    for (const customField of ['plain', 'base64'] as const) {
      const res = await notify(
        paytechIpn({ refCommand: sessionId, customSessionId: other.sessionId, customField }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ received: false, outcome: 'session_mismatch' });
    }
    expect(await status(sessionId)).toBe('pending');
    expect(await status(other.sessionId)).toBe('pending');
    expect(await notificationsOf(sessionId)).toEqual(['session_mismatch', 'session_mismatch']);
    expect(await notificationsOf(other.sessionId)).toEqual([]);
    // The untouched IPN still pays the session its signed ref_command names.
    paytechSays(sessionId, 'completed');
    expect((await notify(paytechIpn({ refCommand: sessionId }))).statusCode).toBe(200);
    expect(await status(sessionId)).toBe('paid');
  });

  it('a late or replayed sale_complete after a generation used the payment changes nothing', async () => {
    const { sessionId } = await initialize();
    const ipn = paytechIpn({ refCommand: sessionId, token: fake.tokenOf(sessionId) });
    paytechSays(sessionId, 'completed');
    expect((await notify(ipn)).statusCode).toBe(200);
    expect(await consumePayment(t.db, sessionId)).not.toBeNull();
    for (const late of [ipn, paytechIpn({ refCommand: sessionId, json: true })]) {
      const res = await notify(late);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('IPN OK');
    }
    expect(await status(sessionId)).toBe('consumed');
    expect(await notificationsOf(sessionId)).toEqual(['paid', 'no_change', 'no_change']);
  });

  it('refund_complete is acknowledged: an unused payment stops buying a generation, a used one stays used', async () => {
    const unused = (await initialize()).sessionId;
    paytechSays(unused, 'completed');
    expect((await notify(paytechIpn({ refCommand: unused }))).statusCode).toBe(200);
    paytechSays(unused, 'refunded');
    const refund = await notify(paytechIpn({ refCommand: unused, typeEvent: 'refund_complete' }));
    expect(refund.statusCode).toBe(200);
    expect(refund.body).toBe('IPN OK');
    expect(await status(unused)).toBe('refunded');
    // A replay of the genuine sale_complete cannot revive the refunded payment.
    paytechSays(unused, 'completed');
    expect((await notify(paytechIpn({ refCommand: unused }))).statusCode).toBe(200);
    expect(await status(unused)).toBe('refunded');
    expect(await notificationsOf(unused)).toEqual(['paid', 'refunded', 'no_change']);
    expect((await readSession(unused)).json().session.status).toBe('refunded');

    const used = (await initialize()).sessionId;
    paytechSays(used, 'completed');
    expect((await notify(paytechIpn({ refCommand: used }))).statusCode).toBe(200);
    await consumePayment(t.db, used);
    paytechSays(used, 'refunded');
    expect((await notify(paytechIpn({ refCommand: used, typeEvent: 'refund_complete' }))).statusCode).toBe(
      200,
    );
    expect(await status(used)).toBe('consumed');
    expect(await notificationsOf(used)).toEqual(['paid', 'no_change']);
  });

  it('an IPN replayed with its unsigned type_event changed moves nothing that get-status does not confirm', async () => {
    // A cancelled checkout: its genuine sale_canceled IPN, replayed as sale_complete.
    const cancelled = (await initialize()).sessionId;
    paytechSays(cancelled, 'canceled');
    expect((await notify(paytechIpn({ refCommand: cancelled, typeEvent: 'sale_canceled' }))).statusCode).toBe(
      200,
    );
    expect(await status(cancelled)).toBe('cancelled');
    expect((await notify(paytechIpn({ refCommand: cancelled, typeEvent: 'sale_complete' }))).statusCode).toBe(
      200,
    );
    expect(await status(cancelled)).toBe('cancelled');
    // A paid one, replayed as refund_complete while PayTech says it is paid.
    const paid = (await initialize()).sessionId;
    paytechSays(paid, 'completed');
    await notify(paytechIpn({ refCommand: paid }));
    expect((await notify(paytechIpn({ refCommand: paid, typeEvent: 'refund_complete' }))).statusCode).toBe(
      200,
    );
    expect(await status(paid)).toBe('paid');
    // PayTech still saying pending: nothing moves either.
    const unknown = (await initialize()).sessionId;
    fake.statuses.delete(fake.tokenOf(unknown) as string);
    await notify(paytechIpn({ refCommand: unknown }));
    expect(await status(unknown)).toBe('pending');
    expect(await notificationsOf(cancelled)).toEqual(['cancelled', 'unconfirmed']);
    expect(await notificationsOf(paid)).toEqual(['paid', 'unconfirmed']);
    expect(await notificationsOf(unknown)).toEqual(['unconfirmed']);
  });

  it('a page polling a pending session gets it confirmed by get-status, at most every few seconds', async () => {
    const { sessionId } = await initialize();
    await ageSession(sessionId);
    const before = statusChecks();
    expect((await readSession(sessionId)).json().session.status).toBe('pending');
    expect((await readSession(sessionId)).json().session.status).toBe('pending');
    expect(statusChecks()).toBe(before + 1);

    fake.statuses.set(fake.tokenOf(sessionId) as string, 'completed');
    await ageSession(sessionId);
    const res = await readSession(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toMatchObject({ id: sessionId, status: 'paid' });
    expect(JSON.stringify(res.json())).not.toContain(fake.tokenOf(sessionId));
    // Once paid nothing asks PayTech any more.
    await ageSession(sessionId);
    await readSession(sessionId);
    expect(statusChecks()).toBe(before + 2);
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
        visitorHash: visitor.hash,
      });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        headers: { cookie: visitor.cookie },
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
