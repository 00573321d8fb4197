import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertGeneratedImage,
  insertOrder,
  insertPayment,
  insertQuote,
  insertUploadedImage,
  SOFA,
} from '../../../tests/support/admin-rows.js';
import { loginAsAdmin } from '../../../tests/support/admin-session.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { fr } from '../../domain/messages.fr.js';
import {
  adminSessions,
  adminUsers,
  consentLogs,
  generatedImages,
  loginAttempts,
  orders,
  paymentNotifications,
  paymentSessions,
  selections,
  snappedProducts,
  uploadedImages,
} from '../db/schema.js';
import type { GenerationInputs } from '../modules/generation/service.js';
import { runGeneration } from '../modules/generation/service.js';
import { createPaymentProvider } from '../modules/payments/create-payment-provider.js';
import { type RetentionReport, retentionCutoffs, sweepRetention } from './retention.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sweep = (now = NOW) => sweepRetention({ db: t.db, storage: t.storage, log: silent }, now);

/** A photo row with its two files, as the upload stores them. */
async function photo(at: Date, purpose: 'room' | 'snapped' = 'room') {
  const row = await insertUploadedImage(t.db, at);
  const thumbnailFilename = row.filename.replace('.webp', '-thumb.webp');
  await t.db.update(uploadedImages).set({ thumbnailFilename, purpose }).where(eq(uploadedImages.id, row.id));
  await t.storage.put(`uploads/${row.filename}`, Buffer.from('photo'));
  await t.storage.put(`uploads/${thumbnailFilename}`, Buffer.from('thumb'));
  return { ...row, thumbnailFilename };
}

/** A generated image row with its file. */
async function generated(at: Date) {
  const row = await insertGeneratedImage(t.db, { at });
  await t.storage.put(`generated/${row.filename}`, Buffer.from('room'));
  return row;
}

const exists = (key: string) => t.storage.exists(key);
const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

const NOTHING: RetentionReport = {
  photos: 0,
  orphanPhotoFiles: 0,
  generatedImageFiles: 0,
  paymentSessionContacts: 0,
  generatedImageContacts: 0,
  orderContacts: 0,
  paymentSessions: 0,
  paymentNotifications: 0,
  paymentNotificationPayloads: 0,
  consentLogs: 0,
  loginAttempts: 0,
  adminSessions: 0,
};

describe('retention sweep', () => {
  it('removes photo files an upload left without a row, once they are an hour old, and nothing else', async () => {
    const kept = await photo(new Date());
    await t.storage.put('uploads/0f0e0d0c-orphan.webp', Buffer.from('photo'));
    await t.storage.put('uploads/0f0e0d0c-orphan-thumb.webp', Buffer.from('thumb'));
    // Just written: an upload in progress may still be about to insert its row.
    const now = await sweepRetention({ db: t.db, storage: t.storage, log: silent }, new Date());
    expect(now.orphanPhotoFiles).toBe(0);
    expect(await exists('uploads/0f0e0d0c-orphan.webp')).toBe(true);
    // An hour and more later: the files without a row go, the photo with its row stays.
    const later = await sweepRetention(
      { db: t.db, storage: t.storage, log: silent },
      new Date(Date.now() + 61 * 60_000),
    );
    expect(later.orphanPhotoFiles).toBe(2);
    expect(await exists('uploads/0f0e0d0c-orphan.webp')).toBe(false);
    expect(await exists('uploads/0f0e0d0c-orphan-thumb.webp')).toBe(false);
    expect(await exists(`uploads/${kept.filename}`)).toBe(true);
    expect(await exists(`uploads/${kept.thumbnailFilename}`)).toBe(true);
    await t.db.delete(uploadedImages).where(eq(uploadedImages.id, kept.id));
  });

  it('computes calendar limits without running into the next month', () => {
    const limits = retentionCutoffs(new Date('2027-03-31T08:00:00Z'));
    expect(limits.technicalLogs.toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(limits.contactData.toISOString()).toBe('2024-03-31T08:00:00.000Z');
    expect(limits.paymentRecords.toISOString()).toBe('2017-03-31T08:00:00.000Z');
    expect(limits.generatedImages.toISOString()).toBe('2027-03-01T08:00:00.000Z');
    expect(limits.photos.toISOString()).toBe('2027-03-30T09:00:00.000Z');
  });

  it('deletes what is past each limit, keeps what is not, and a second run changes nothing', async () => {
    // Photos: 24 hours at most, so the hourly sweep takes them from 23 hours on.
    const oldRoom = await photo(ago(23 * HOUR + 60_000));
    const oldItem = await photo(ago(23 * HOUR + 30_000), 'snapped');
    const youngRoom = await photo(ago(22 * HOUR));
    await t.db
      .insert(snappedProducts)
      .values({ imageId: oldRoom.id, photoId: oldItem.id, category: 'Chaise', imageUrl: '/uploads/x.webp' });
    await t.db.insert(selections).values({ imageId: oldRoom.id, products: [SOFA] });
    const payingForOldRoom = await insertPayment(t.db, 'paid', ago(23.5 * HOUR));
    await t.db
      .update(paymentSessions)
      .set({ imageId: oldRoom.id })
      .where(eq(paymentSessions.id, payingForOldRoom.id));
    const quoteOfOldRoom = await insertQuote(t.db);

    // Generated images: 30 days.
    const oldImage = await generated(ago(30 * DAY + HOUR));
    const youngImage = await generated(ago(29 * DAY));
    await t.db
      .update(generatedImages)
      .set({ originalImageId: oldRoom.id })
      .where(eq(generatedImages.id, youngImage.id));

    // Contact data: 3 years.
    const oldContact = await generated(ago(3 * 365 * DAY + 2 * DAY));
    const youngContact = await generated(ago(3 * 365 * DAY - 2 * DAY));
    const oldOrder = await insertOrder(t.db, quoteOfOldRoom.id, { at: ago(3 * 365 * DAY + 2 * DAY) });
    await t.db.update(orders).set({ customerNotes: 'Sonner deux fois' }).where(eq(orders.id, oldOrder.id));
    const youngOrder = await insertOrder(t.db, (await insertQuote(t.db)).id, { at: ago(365 * DAY) });

    // Payment records: 10 years (the generation they paid for stays, unlinked).
    const ancientImage = await generated(ago(3653 * DAY + 2 * DAY));
    const ancientPayment = ancientImage.paymentSessionId as string;
    const recentPayment = oldContact.paymentSessionId as string;
    const notification = (at: Date, paymentSessionId: string) => ({
      provider: 'sandbox',
      paymentSessionId,
      verified: true,
      outcome: 'paid',
      payload: { phone: '+221771234567' },
      ipAddress: '196.1.2.3',
      createdAt: at,
    });
    const [ancientNote, oldNote, youngNote] = await t.db
      .insert(paymentNotifications)
      .values([
        notification(ago(3653 * DAY + 2 * DAY), ancientPayment),
        notification(ago(14 * 30 * DAY), recentPayment),
        notification(ago(12 * 30 * DAY), recentPayment),
      ])
      .returning();

    // Technical logs: 13 months.
    const consent = (at: Date) => ({
      action: 'accept',
      consentType: 'cookies',
      consentGiven: true,
      ipAddress: '196.1.2.3',
      createdAt: at,
    });
    const [, youngConsent] = await t.db
      .insert(consentLogs)
      .values([consent(ago(14 * 30 * DAY)), consent(ago(12 * 30 * DAY))])
      .returning();
    await t.db.insert(loginAttempts).values([
      { key: 'ip:196.1.2.3', failures: 2, windowStart: ago(14 * 30 * DAY) },
      { key: 'ip:196.1.2.4', failures: 1, windowStart: ago(DAY) },
    ]);
    const [admin] = await t.db
      .insert(adminUsers)
      .values({ username: 'retention-admin', passwordHash: 'x' })
      .returning();
    await t.db.insert(adminSessions).values([
      {
        id: 'old-session',
        userId: admin?.id as number,
        lastSeenAt: ago(14 * 30 * DAY),
        expiresAt: ago(400 * DAY),
      },
      { id: 'young-session', userId: admin?.id as number, lastSeenAt: ago(HOUR), expiresAt: ago(-HOUR) },
    ]);

    const report = await sweep();
    expect(report).toEqual({
      photos: 2,
      orphanPhotoFiles: 0,
      // Every image older than 30 days, the 3- and 10-year-old ones too.
      generatedImageFiles: 4,
      paymentSessionContacts: 2,
      generatedImageContacts: 2,
      orderContacts: 1,
      paymentSessions: 1,
      paymentNotifications: 1,
      paymentNotificationPayloads: 1,
      consentLogs: 1,
      loginAttempts: 1,
      adminSessions: 1,
    });

    // Photos: rows and files gone with what hangs on them; the young one stays whole.
    const photoIds = (await t.db.select({ id: uploadedImages.id }).from(uploadedImages)).map((r) => r.id);
    expect(photoIds).toEqual([youngRoom.id]);
    for (const p of [oldRoom, oldItem]) {
      expect(await exists(`uploads/${p.filename}`)).toBe(false);
      expect(await exists(`uploads/${p.thumbnailFilename}`)).toBe(false);
    }
    expect(await exists(`uploads/${youngRoom.filename}`)).toBe(true);
    expect(await exists(`uploads/${youngRoom.thumbnailFilename}`)).toBe(true);
    expect(await t.db.select().from(snappedProducts)).toEqual([]);
    expect(await t.db.select().from(selections)).toEqual([]);
    expect(
      (await one(t.db.select().from(paymentSessions).where(eq(paymentSessions.id, payingForOldRoom.id))))
        ?.imageId,
    ).toBeNull();

    // Generated images: the old file goes, its row stays marked; the young one is untouched.
    const oldRow = await one(t.db.select().from(generatedImages).where(eq(generatedImages.id, oldImage.id)));
    expect(oldRow).toMatchObject({ status: 'success', url: null, filename: oldImage.filename });
    expect(oldRow?.fileDeletedAt?.toISOString()).toBe(NOW.toISOString());
    expect(await exists(`generated/${oldImage.filename}`)).toBe(false);
    const youngRow = await one(
      t.db.select().from(generatedImages).where(eq(generatedImages.id, youngImage.id)),
    );
    expect(youngRow).toMatchObject({ url: youngImage.url, fileDeletedAt: null, originalImageId: null });
    expect(await exists(`generated/${youngImage.filename}`)).toBe(true);

    // Contact data: erased past 3 years, kept before.
    const contactOf = async (id: number) =>
      one(
        t.db
          .select({ phone: generatedImages.contactPhone, email: generatedImages.contactEmail })
          .from(generatedImages)
          .where(eq(generatedImages.id, id)),
      );
    expect(await contactOf(oldContact.id)).toEqual({ phone: null, email: null });
    expect(await contactOf(youngContact.id)).toEqual({ phone: '+221771234567', email: 'awa@example.sn' });
    const payment = await one(
      t.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, oldContact.paymentSessionId as string)),
    );
    expect(payment).toMatchObject({ customerPhone: null, customerEmail: null, contactInfo: {}, amount: 600 });
    const youngPayment = await one(
      t.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, youngContact.paymentSessionId as string)),
    );
    expect(youngPayment?.customerPhone).toBe('+221771234567');
    expect(await one(t.db.select().from(orders).where(eq(orders.id, oldOrder.id)))).toMatchObject({
      customerName: null,
      customerEmail: null,
      customerPhone: null,
      customerAddress: null,
      customerNotes: null,
      totalAmount: oldOrder.totalAmount,
      status: 'confirmed',
    });
    expect((await one(t.db.select().from(orders).where(eq(orders.id, youngOrder.id))))?.customerName).toBe(
      'Awa Diop',
    );

    // Payment records: gone past 10 years; the generation they paid for stays, for the KPI's counts.
    expect(await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, ancientPayment))).toEqual(
      [],
    );
    expect(
      (await one(t.db.select().from(generatedImages).where(eq(generatedImages.id, ancientImage.id))))
        ?.paymentSessionId,
    ).toBeNull();

    // Technical logs: payloads and IPs erased past 13 months, the notification kept; consent logs deleted.
    const notes = await t.db
      .select()
      .from(paymentNotifications)
      .where(inArray(paymentNotifications.id, [ancientNote?.id, oldNote?.id, youngNote?.id] as number[]));
    expect(notes.map((n) => [n.id, n.payload, n.ipAddress]).sort()).toEqual(
      [
        [oldNote?.id, null, null],
        [youngNote?.id, { phone: '+221771234567' }, '196.1.2.3'],
      ].sort(),
    );
    expect((await t.db.select().from(consentLogs)).map((c) => c.id)).toEqual([youngConsent?.id]);
    expect((await t.db.select().from(loginAttempts)).map((a) => a.key)).toEqual(['ip:196.1.2.4']);
    expect((await t.db.select().from(adminSessions)).map((s) => s.id)).toEqual(['young-session']);

    expect(await sweep()).toEqual(NOTHING);
  });

  it('lets the back office and the visitor see a missing file, not a broken image', async () => {
    const image = await generated(ago(31 * DAY));
    await t.db
      .update(generatedImages)
      .set({ clientSessionId: 'browser-session-retention' })
      .where(eq(generatedImages.id, image.id));
    await sweep();

    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/generated-images/${image.id}?sessionId=browser-session-retention`,
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().generation).toMatchObject({ status: 'success', imageUrl: null });
    expect((await t.app.inject({ method: 'GET', url: image.url as string })).statusCode).toBe(404);

    const { cookie } = await loginAsAdmin(t);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/generated-images/${image.id}`,
      headers: { cookie },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().image).toMatchObject({
      url: null,
      fileDeletedAt: NOW.toISOString(),
      originalImage: null,
    });
  });
});

describe('a generation whose photo is gone', () => {
  const paidFor = async (roomId: number) => {
    const payment = await insertPayment(t.db, 'paid');
    await t.db.update(paymentSessions).set({ imageId: roomId }).where(eq(paymentSessions.id, payment.id));
    return payment.id;
  };
  const statusOf = async (id: string) =>
    (await one(t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id))))?.status;
  const generate = (paymentId: string, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/generate-room',
      payload: { selectedProducts: [SOFA], paymentId, sessionId },
    });

  it('is refused in French before the payment is taken, whether the row or only the file went', async () => {
    const swept = await photo(new Date(Date.now() - 2 * DAY));
    const sweptPayment = await paidFor(swept.id);
    await sweepRetention({ db: t.db, storage: t.storage, log: silent }, new Date());

    const fileOnly = await photo(new Date());
    await t.storage.delete(`uploads/${fileOnly.filename}`);
    const fileOnlyPayment = await paidFor(fileOnly.id);

    for (const [paymentId, sessionId] of [
      [sweptPayment, 'browser-session-swept'],
      [fileOnlyPayment, 'browser-session-file-only'],
    ] as const) {
      const res = await generate(paymentId, sessionId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'image_not_found', message: fr.payment.imageMissing });
      expect(await statusOf(paymentId)).toBe('paid');
    }
  });

  it('fails with PHOTO_EXPIRED and gives the payment back when the photo goes while the job waits', async () => {
    const paymentId = (await insertPayment(t.db, 'consumed')).id;
    const inputs: GenerationInputs = {
      roomImageId: 1,
      roomFilename: 'swept-room.webp',
      products: [SOFA],
      snapped: [],
      style: null,
    };
    const [job] = await t.db
      .insert(generatedImages)
      .values({
        status: 'processing',
        paymentSessionId: paymentId,
        clientSessionId: 'browser-session-expired',
        inputs,
        linkedProducts: [SOFA],
        renderer: 'compose',
      })
      .returning();
    await t.db
      .update(paymentSessions)
      .set({ consumedByImageId: job?.id })
      .where(eq(paymentSessions.id, paymentId));

    const row = await runGeneration(
      {
        db: t.db,
        storage: t.storage,
        renderer: { name: 'compose', render: () => Promise.reject(new Error('must not render')) },
        payments: createPaymentProvider(t.config),
        log: silent,
      },
      job?.id as number,
    );
    expect(row).toMatchObject({ status: 'failed', errorCode: 'PHOTO_EXPIRED' });
    expect(await statusOf(paymentId)).toBe('paid');

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/generated-images/${job?.id}?sessionId=browser-session-expired`,
    });
    expect(view.json().generation).toMatchObject({
      status: 'failed',
      errorCode: 'PHOTO_EXPIRED',
      message: fr.generation.photoExpired,
    });

    const { cookie } = await loginAsAdmin(t);
    const regenerate = await t.app.inject({
      method: 'POST',
      url: `/api/admin/generated-images/${job?.id}/regenerate`,
      headers: { cookie },
    });
    expect(regenerate.statusCode).toBe(410);
    expect(regenerate.json()).toMatchObject({
      error: 'PHOTO_EXPIRED',
      message: fr.backOffice.regeneratePhotoGone,
    });
  });
});
