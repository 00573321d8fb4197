import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWaveFake,
  WAVE_KEY,
  WAVE_SECRET,
  type WaveFake,
  waveWebhook,
} from '../../../../tests/fakes/wave-fake.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { paymentNotifications, paymentSessions } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';
import { consumePayment } from './service.js';

let t: TestApp;
let fake: WaveFake;
let imageId: number;
const visitor = newVisitor();

beforeAll(async () => {
  fake = await startWaveFake();
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://kerdeco.test',
      PAYMENT_PROVIDER: 'wave',
      WAVE_API_KEY: WAVE_KEY,
      WAVE_WEBHOOK_SECRET: WAVE_SECRET,
      WAVE_BASE_URL: fake.url,
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

async function initialize() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: { cookie: visitor.cookie },
    payload: {
      imageId,
      selectedProducts: [{ name: 'Lit', category: 'Lit', price: '320000' }],
      contactInfo: { email: 'awa@example.sn' },
    },
  });
  expect(res.statusCode).toBe(200);
  const { sessionId, redirectUrl } = res.json();
  const session = fake.byReference(sessionId);
  if (!session) throw new Error('no Wave session');
  return { sessionId, redirectUrl, session };
}

const send = (hook: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/notify/wave',
    headers: { 'content-type': 'application/json', 'wave-signature': hook.signature },
    payload: hook.body,
  });
const status = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]?.status;

describe('Wave', () => {
  it('creates a checkout session with the documented fields and sends the visitor to wave_launch_url', async () => {
    const { sessionId, redirectUrl, session } = await initialize();
    expect(fake.contractErrors).toEqual([]);
    expect(session).toMatchObject({
      amount: '600',
      currency: 'XOF',
      client_reference: sessionId,
      success_url: `https://kerdeco.test/api/payments/return/${sessionId}?outcome=success`,
      error_url: `https://kerdeco.test/api/payments/return/${sessionId}?outcome=error`,
    });
    expect(redirectUrl).toBe(session.wave_launch_url);
  });

  it('a signed webhook marks it paid; the duplicate Wave may send changes nothing', async () => {
    const { sessionId, session } = await initialize();
    const hook = waveWebhook(session, { eventId: 'AE_dup' });
    expect((await send(hook)).statusCode).toBe(200);
    expect(await status(sessionId)).toBe('paid');
    const again = await send(hook);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('no_change');
  });

  it('forged, replayed-late and wrong-amount webhooks change nothing and are logged', async () => {
    const { sessionId, session } = await initialize();
    expect((await send(waveWebhook(session, { secret: WAVE_KEY }))).statusCode).toBe(401);
    expect((await send(waveWebhook(session, { at: Date.now() / 1000 - 600 }))).statusCode).toBe(401);
    expect((await send(waveWebhook(session, { amount: '60' }))).statusCode).toBe(400);
    const tampered = waveWebhook(session);
    expect((await send({ ...tampered, body: tampered.body.replace('"600"', '"6"') })).statusCode).toBe(401);
    expect(await status(sessionId)).toBe('pending');
    const outcomes = (
      await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.verified, false))
    ).map((l) => l.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['bad_signature', 'stale']));
  });

  it('a failed payment webhook marks it failed and the return says so', async () => {
    const { sessionId, session } = await initialize();
    expect((await send(waveWebhook(session, { type: 'checkout.session.payment_failed' }))).statusCode).toBe(
      200,
    );
    expect(await status(sessionId)).toBe('failed');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/${sessionId}?outcome=error`,
    });
    expect(back.headers.location).toBe('/?paymentError=true');
  });

  it('a late or replayed completed webhook after a generation used the payment changes nothing', async () => {
    const { sessionId, session } = await initialize();
    const hook = waveWebhook(session, { eventId: 'AE_late' });
    expect((await send(hook)).statusCode).toBe(200);
    expect(await consumePayment(t.db, sessionId)).not.toBeNull();
    // Wave's duplicate of the same event, then the same event signed again later.
    for (const late of [hook, waveWebhook(session, { eventId: 'AE_late' })]) {
      const res = await send(late);
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe('no_change');
    }
    expect(await status(sessionId)).toBe('consumed');
  });

  it('a page polling a pending session gets it confirmed by reading the checkout session, not at every poll', async () => {
    const { sessionId, session } = await initialize();
    await t.db
      .update(paymentSessions)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentSessions.id, sessionId));
    const reads = () => fake.requests.filter((r) => r.path === `/v1/checkout/sessions/${session.id}`).length;
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/payment-sessions/${sessionId}` })).json().session
        .status;
    expect(await read()).toBe('pending');
    session.payment_status = 'succeeded';
    session.checkout_status = 'complete';
    // Asked a moment ago: the next polls read the database only.
    expect(await read()).toBe('pending');
    expect(reads()).toBe(1);
    await t.db
      .update(paymentSessions)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentSessions.id, sessionId));
    expect(await read()).toBe('paid');
    expect(reads()).toBe(2);
  });

  it('a visitor back before the webhook is confirmed by reading the checkout session', async () => {
    const { sessionId, session } = await initialize();
    session.payment_status = 'succeeded';
    session.checkout_status = 'complete';
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/${sessionId}?outcome=success`,
    });
    expect(back.headers.location).toBe(`/?paymentSuccess=true&sessionId=${sessionId}&paymentId=${sessionId}`);
    expect(await status(sessionId)).toBe('paid');
  });
});
