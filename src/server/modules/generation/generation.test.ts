import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRoomPhoto } from '../../../../tests/support/empty-room.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import type { SceneDescription } from '../../../domain/scene.js';
import { generatedImages, paymentSessions, products } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';
import { createComposeRenderer } from './compose/compose-renderer.js';
import { RendererError, type RenderRequest, type RenderResult, type RoomRenderer } from './room-renderer.js';
import { recoverStaleGenerations, regenerateGeneratedImage } from './service.js';

/**
 * The real compose renderer, made to fail, or to stop at 'placing' until let go, on demand; what
 * it was asked to draw and what it drew are kept, last one last.
 */
const failures: RendererError[] = [];
const holds: Promise<void>[] = [];
const rendered: Array<{ request: RenderRequest; result: RenderResult }> = [];
const compose = createComposeRenderer();
const renderer: RoomRenderer = {
  name: 'compose',
  render: async (request: RenderRequest) => {
    const failure = failures.shift();
    if (failure) throw failure;
    const hold = holds.shift();
    if (hold) {
      await request.onStage?.('placing');
      await hold;
    }
    const result = await compose.render(request);
    rendered.push({ request, result });
    return result;
  },
};

let t: TestApp;
let imageId: number;
const visitor = newVisitor();
let chosen: Array<typeof products.$inferSelect>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PAYMENT_SANDBOX_SECRET: 'secret' }, deps: { renderer } });
  imageId = (
    await storeUploadedImage(t, await emptyRoomPhoto(), {
      purpose: 'room',
      visitorHash: visitor.hash,
    })
  ).id;
  const all = await t.db.select().from(products).where(eq(products.interiorStyle, 'Scandinavian'));
  chosen = ['Canapé', 'Table basse', 'Tapis', 'Luminaires'].map(
    (c) => all.find((p) => p.category === c) as (typeof all)[number],
  );
});
afterAll(async () => {
  await t?.close();
  await compose.close();
});

async function paidSession(payer = visitor, roomId = imageId): Promise<string> {
  const init = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initialize',
    headers: { cookie: payer.cookie },
    payload: { imageId: roomId, selectedProducts: chosen, contactInfo: { email: 'awa@example.sn' } },
  });
  const { sessionId } = init.json();
  await t.app.inject({
    method: 'POST',
    url: `/paiement-sandbox/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  return sessionId;
}

const generate = (
  paymentId: string | undefined,
  sessionId: string,
  cookie = visitor.cookie,
  scene?: Omit<SceneDescription, 'imageId'> & { imageId?: number },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-room',
    headers: { cookie },
    payload: {
      selectedProducts: chosen,
      uploadedImage: { id: imageId, filename: 'x.webp' },
      snappedProducts: [],
      contactInfo: { email: 'awa@example.sn' },
      paymentId,
      sessionId,
      ...(scene ? { scene } : {}),
    },
  });

/** Step 4's layout of a photo of the visitor's, as POST /api/scene gives it. */
async function layoutOf(roomId: number): Promise<SceneDescription> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/scene',
    headers: { cookie: visitor.cookie },
    payload: { imageId: roomId, selectedProducts: chosen },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().scene;
}

/** The layout with its first piece moved 30 cm to the right, as a visitor's finger would. */
function arranged(scene: SceneDescription): SceneDescription {
  const [first, ...rest] = scene.placements;
  if (!first) throw new Error('the layout places nothing');
  return { ...scene, placements: [{ ...first, x: first.x + 0.3 }, ...rest] };
}

const rowsOfPayment = (paymentId: string) =>
  t.db.select().from(generatedImages).where(eq(generatedImages.paymentSessionId, paymentId));

const paymentStatus = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]?.status;

describe('POST /api/generate-room', () => {
  it('answers 402 without a paid payment', async () => {
    expect((await generate(undefined, 'browser-session-0')).statusCode).toBe(402);
    const unpaid = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        headers: { cookie: visitor.cookie },
        payload: { imageId, selectedProducts: chosen, contactInfo: { email: 'awa@example.sn' } },
      })
    ).json().sessionId;
    const res = await generate(unpaid, 'browser-session-1');
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('payment_required');
  });

  it('furnishes only a photo of the caller’s, or the one their payment was made for', async () => {
    const stranger = newVisitor();
    const theirRoom = await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
      purpose: 'room',
      visitorHash: stranger.hash,
    });
    const paymentId = await paidSession(stranger, theirRoom.id);
    // Their payment, someone else's photo: refused like a photo that does not exist, payment kept.
    const res = await generate(paymentId, 'browser-session-stranger', stranger.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'image_not_found', message: fr.payment.imageMissing });
    expect(await paymentStatus(paymentId)).toBe('paid');
    // Back from the provider in another browser (no cookie): the payment's own photo still works.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/generate-room',
      payload: { selectedProducts: chosen, paymentId, sessionId: 'browser-session-stranger-2' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.id, back.json().imageId));
    expect(row?.originalImageId).toBe(theirRoom.id);
    // The file's first real render: it starts the headless browser and reads a real bedroom.
  }, 90_000);

  it('draws the layout the visitor arranged on its own photo as sent; one made for another photo is refused, the payment kept', async () => {
    // A second photo of the visitor's, of the same size: its layout would fit this photo's frame.
    const otherId = (
      await storeUploadedImage(t, await emptyRoomPhoto(), { purpose: 'room', visitorHash: visitor.hash })
    ).id;
    const foreign = arranged(await layoutOf(otherId));
    expect(foreign.imageId).toBe(otherId);
    const paymentId = await paidSession();
    const refused = await generate(paymentId, 'browser-session-other-photo', visitor.cookie, foreign);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      error: 'scene_for_other_photo',
      message: fr.generation.sceneForOtherPhoto,
    });
    // Nothing spent, nothing written.
    expect(await paymentStatus(paymentId)).toBe('paid');
    expect(await rowsOfPayment(paymentId)).toEqual([]);
    const lookup = await t.app.inject({ method: 'GET', url: '/api/generations/browser-session-other-photo' });
    expect(lookup.statusCode).toBe(404);

    // The same payment with the layout of this photo: drawn as the visitor left it.
    const own = arranged(await layoutOf(imageId));
    expect(own.imageId).toBe(imageId);
    const ok = await generate(paymentId, 'browser-session-own-photo', visitor.cookie, own);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await paymentStatus(paymentId)).toBe('consumed');
    const drawn = rendered.at(-1);
    expect(drawn?.request.scene).toEqual(own);
    expect(drawn?.result.scene.placements).toEqual(own.placements);
    const [job] = await rowsOfPayment(paymentId);
    expect(job).toMatchObject({ id: ok.json().imageId, originalImageId: imageId, status: 'success' });
    expect((job?.inputs as { scene?: SceneDescription } | undefined)?.scene).toEqual(own);
  }, 90_000);

  it('lays the room out itself when the layout names no photo (kept by a browser since before layouts named theirs)', async () => {
    const { imageId: _, ...unnamed } = arranged(await layoutOf(imageId));
    const paymentId = await paidSession();
    const res = await generate(paymentId, 'browser-session-unnamed-layout', visitor.cookie, unnamed);
    expect(res.statusCode, res.body).toBe(200);
    const drawn = rendered.at(-1);
    // Not the sent layout: the one the server made, the moved piece where the server put it.
    expect(drawn?.request.scene).toBeNull();
    const moved = unnamed.placements[0];
    const placed = drawn?.result.scene.placements.find((p) => p.key === moved?.key);
    expect(placed?.x).toBeTypeOf('number');
    expect(Math.abs((placed?.x ?? 0) - (moved?.x ?? 0))).toBeGreaterThan(0.2);
    const [job] = await rowsOfPayment(paymentId);
    expect(job).toBeDefined();
    expect((job?.inputs as { scene?: SceneDescription | null } | undefined)?.scene).toBeNull();
  }, 90_000);

  it('of 50 simultaneous calls with one payment, exactly one generates; the others get 409', async () => {
    const paymentId = await paidSession();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => generate(paymentId, `browser-session-race-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ error: 'payment_already_used', message: fr.generation.alreadyUsed });
    }
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect(winner.imageUrl).toMatch(/^\/generated\/[0-9a-f-]+\.webp$/);
    // Every piece is either drawn or named as left out, with its French reason.
    const drawn = winner.placements.map((p: { category: string }) => p.category);
    const left = winner.unplaced.map((p: { category: string }) => p.category);
    expect([...drawn, ...left].sort()).toEqual(['Canapé', 'Luminaires', 'Table basse', 'Tapis'].sort());
    expect(drawn).toContain('Canapé');
    for (const u of winner.unplaced) expect(u.reason).toMatch(/^[A-ZÀ-Ü].+« .+ »/);
    const rows = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.paymentSessionId, paymentId));
    expect(rows).toHaveLength(1);
    expect(await paymentStatus(paymentId)).toBe('consumed');

    const file = await t.app.inject({ method: 'GET', url: winner.imageUrl });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThanOrEqual(1536);
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(3264 / 2448, 2);

    // The same browser session asking again (a dropped connection) gets its result back.
    const again = await generate(paymentId, winner.sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json().imageId).toBe(winner.imageId);
    const found = await t.app.inject({ method: 'GET', url: `/api/generations/${winner.sessionId}` });
    expect(found.json().generation).toMatchObject({ status: 'success', imageUrl: winner.imageUrl });
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/generated-images/${winner.imageId}?sessionId=${winner.sessionId}`,
    });
    expect(byId.statusCode).toBe(200);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/generated-images/${winner.imageId}?sessionId=someone-else`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('a failed generation releases the payment, with the spec’s code, and a retry succeeds', async () => {
    const paymentId = await paidSession();
    for (const [code, status, message] of [
      ['RATE_LIMIT', 429, fr.generation.rateLimit],
      ['API_KEY_INVALID', 503, fr.generation.apiKeyInvalid],
      ['API_KEY_ISSUE', 503, fr.generation.apiKeyIssue],
      ['SAFETY_BLOCKED', 422, fr.generation.safetyBlocked],
    ] as const) {
      failures.push(new RendererError(code, 'provider said no'));
      const res = await generate(paymentId, `browser-session-fail-${code}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error: code, message });
      expect(await paymentStatus(paymentId)).toBe('paid');
    }
    const failed = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.paymentSessionId, paymentId));
    expect(failed.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    const ok = await generate(paymentId, 'browser-session-after-failures');
    expect(ok.statusCode).toBe(200);
    expect(await paymentStatus(paymentId)).toBe('consumed');
  });

  it('GET /api/generations/{sessionId} tells the stage the running job is in, then its result', async () => {
    const paymentId = await paidSession();
    let letGo = () => {};
    holds.push(new Promise<void>((resolve) => (letGo = resolve)));
    const posted = generate(paymentId, 'browser-session-stages');
    const progress = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/generations/browser-session-stages' })).json()
        .generation;
    await expect.poll(async () => (await progress())?.stage, { timeout: 10_000 }).toBe('placing');
    const held = await progress();
    expect(held).toMatchObject({
      status: 'processing',
      imageUrl: null,
      stage: 'placing',
      steps: ['queued', 'preparing', 'placing', 'finishing'],
    });
    expect(Date.parse(held.stageStartedAt)).toBeGreaterThanOrEqual(Date.parse(held.createdAt));
    // Still there a moment later, with the time it entered the stage unchanged: the job's own state.
    await new Promise((r) => setTimeout(r, 300));
    expect(await progress()).toMatchObject({ stage: 'placing', stageStartedAt: held.stageStartedAt });

    letGo();
    const res = await posted;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/generated\//);
    const done = await progress();
    expect(done).toMatchObject({ status: 'success', imageUrl: res.json().imageUrl, stage: 'finishing' });
    expect(Date.parse(done.stageStartedAt)).toBeGreaterThan(Date.parse(held.stageStartedAt));
  });

  it('resumes a job whose process died, and gives up (releasing the payment) after 3 attempts', async () => {
    const paymentId = await paidSession();
    const first = (await generate(paymentId, 'browser-session-crash')).json();
    // Make it look like a job a crashed process left behind.
    await t.db
      .update(generatedImages)
      .set({ status: 'processing', url: null, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(generatedImages.id, first.imageId));
    const deps = { db: t.db, storage: t.storage, renderer, payments: null as never, log: silentLog };
    expect(await recoverStaleGenerations(deps)).toBe(1);
    await expect.poll(async () => (await row(first.imageId))?.status, { timeout: 15_000 }).toBe('success');

    await t.db
      .update(generatedImages)
      .set({ status: 'processing', attempts: 3, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(generatedImages.id, first.imageId));
    expect(await recoverStaleGenerations(deps)).toBe(1);
    expect((await row(first.imageId))?.status).toBe('error');
    expect(await paymentStatus(paymentId)).toBe('paid');
  });

  it('on the embedded database, resumes at start a job killed a moment ago, without waiting for its lease', async () => {
    const paymentId = await paidSession();
    const first = (await generate(paymentId, 'browser-session-kill9')).json();
    // A kill -9 a second after the lease was renewed: another instance would have to wait for it.
    await t.db
      .update(generatedImages)
      .set({ status: 'processing', url: null, attempts: 1, leaseUntil: new Date(Date.now() + 29_000) })
      .where(eq(generatedImages.id, first.imageId));
    const deps = { db: t.db, storage: t.storage, renderer, payments: null as never, log: silentLog };
    expect(await recoverStaleGenerations(deps)).toBe(0);
    // The only process of an embedded database, starting again: nothing else can hold that job.
    expect(await recoverStaleGenerations(deps, { soleProcess: true })).toBe(1);
    await expect.poll(async () => (await row(first.imageId))?.status, { timeout: 15_000 }).toBe('success');
  });

  it('regenerates an image in place for the back office', async () => {
    const paymentId = await paidSession();
    const first = (await generate(paymentId, 'browser-session-regen')).json();
    const before = await row(first.imageId);
    const after = await regenerateGeneratedImage(
      { db: t.db, storage: t.storage, renderer, log: silentLog },
      first.imageId,
    );
    expect(after.id).toBe(first.imageId);
    expect(after.status).toBe('success');
    expect(after.url).not.toBe(before?.url);
    expect(await t.storage.exists(`generated/${before?.filename}`)).toBe(false);
    expect(await t.storage.exists(`generated/${after.filename}`)).toBe(true);
  });
});

const silentLog = { info() {}, warn() {}, error() {} };
const row = async (id: number) =>
  (await t.db.select().from(generatedImages).where(eq(generatedImages.id, id)))[0];
