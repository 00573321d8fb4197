import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { RETENTION } from '../../domain/constants.js';
import type { Db } from '../db/client.js';
import {
  adminSessions,
  consentLogs,
  generatedImages,
  loginAttempts,
  orders,
  paymentNotifications,
  uploadedImages,
} from '../db/schema.js';
import { deleteOldPaymentRecords, eraseOldPaymentContacts } from '../modules/payments/retention.js';
import type { FileStorage } from '../storage/storage.js';

export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionDeps {
  db: Db;
  storage: FileStorage;
  log: RetentionLog;
}

export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows handled per round trip: keeps each statement short, since PGlite serves one query at a time. */
const BATCH = 200;

/** How many rows (and their files) one sweep removed or emptied, per kind of data. */
export interface RetentionReport {
  photos: number;
  /** Photo files left without a row by an upload cut off between its files and its row. */
  orphanPhotoFiles: number;
  generatedImageFiles: number;
  paymentSessionContacts: number;
  generatedImageContacts: number;
  orderContacts: number;
  paymentSessions: number;
  paymentNotifications: number;
  paymentNotificationPayloads: number;
  consentLogs: number;
  loginAttempts: number;
  adminSessions: number;
}

/** The same day of the month `months` earlier, or that month's last day (Dakar time is UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The moments before which each kind of data goes (the privacy policy's durations). */
export function retentionCutoffs(now: Date) {
  return {
    // One sweep an hour: a photo is deleted by the first sweep after 23 hours, so none outlives
    // the 24 hours the upload screen promises.
    photos: new Date(now.getTime() - RETENTION.uploadedPhotoMaxHours * HOUR_MS + RETENTION_SWEEP_INTERVAL_MS),
    generatedImages: new Date(now.getTime() - RETENTION.imagesDays * DAY_MS),
    contactData: monthsBefore(now, RETENTION.contactDataYears * 12),
    paymentRecords: monthsBefore(now, RETENTION.paymentRecordsYears * 12),
    technicalLogs: monthsBefore(now, RETENTION.technicalLogsMonths),
  };
}

/**
 * Room and furniture photos with their thumbnails. Files go first: a sweep stopped half-way leaves
 * the rows for the next one to find. Deleting the rows drops the flow's selections and own items
 * (cascade) and unlinks payments, generations and quotes (set null), which all cope with a missing photo.
 */
async function deleteOldPhotos({ db, storage }: RetentionDeps, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({
        id: uploadedImages.id,
        filename: uploadedImages.filename,
        thumbnailFilename: uploadedImages.thumbnailFilename,
      })
      .from(uploadedImages)
      .where(lt(uploadedImages.createdAt, before))
      .orderBy(uploadedImages.id)
      .limit(BATCH);
    for (const photo of batch) {
      await storage.delete(`uploads/${photo.filename}`);
      if (photo.thumbnailFilename) await storage.delete(`uploads/${photo.thumbnailFilename}`);
    }
    if (batch.length > 0) {
      const gone = await db
        .delete(uploadedImages)
        .where(
          inArray(
            uploadedImages.id,
            batch.map((p) => p.id),
          ),
        )
        .returning({ id: uploadedImages.id });
      deleted += gone.length;
    }
    if (batch.length < BATCH) return deleted;
  }
}

/** An upload's files are written a moment before its row: younger files may still be getting theirs. */
const ORPHAN_GRACE_MS = HOUR_MS;

/**
 * Photo files that have no row: left by an upload stopped between its files and its row (a crash,
 * a database error), and so out of reach of the 24-hour deletion by row. Only files older than an
 * hour are looked at, so an upload in progress on another instance keeps its files.
 */
async function deleteOrphanPhotoFiles({ db, storage }: RetentionDeps, now: Date): Promise<number> {
  const names = await storage.listOlderThan('uploads', new Date(now.getTime() - ORPHAN_GRACE_MS));
  let deleted = 0;
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const rows = await db
      .select({ filename: uploadedImages.filename, thumbnailFilename: uploadedImages.thumbnailFilename })
      .from(uploadedImages)
      .where(or(inArray(uploadedImages.filename, batch), inArray(uploadedImages.thumbnailFilename, batch)));
    const owned = new Set(rows.flatMap((r) => [r.filename, r.thumbnailFilename]));
    for (const name of batch.filter((n) => !owned.has(n))) {
      await storage.delete(`uploads/${name}`);
      deleted++;
    }
  }
  return deleted;
}

/**
 * Generated images' files. The rows stay, marked, because the KPI counts paid generations and
 * quotes and orders point at them. The mark is conditional on the file name, so an image another
 * instance already handled, or one regenerated meanwhile, is left alone.
 */
async function deleteOldGeneratedFiles({ db, storage }: RetentionDeps, before: Date, now: Date) {
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ id: generatedImages.id, filename: generatedImages.filename })
      .from(generatedImages)
      .where(
        and(
          lt(generatedImages.createdAt, before),
          isNull(generatedImages.fileDeletedAt),
          isNotNull(generatedImages.filename),
        ),
      )
      .orderBy(generatedImages.id)
      .limit(BATCH);
    const names = batch.flatMap((r) => (r.filename ? [r.filename] : []));
    for (const name of names) await storage.delete(`generated/${name}`);
    if (batch.length > 0) {
      const marked = await db
        .update(generatedImages)
        .set({ fileDeletedAt: now, url: null, updatedAt: now })
        .where(
          and(
            inArray(
              generatedImages.id,
              batch.map((r) => r.id),
            ),
            inArray(generatedImages.filename, names),
            isNull(generatedImages.fileDeletedAt),
          ),
        )
        .returning({ id: generatedImages.id });
      deleted += marked.length;
    }
    if (batch.length < BATCH) return deleted;
  }
}

/** Phone numbers, emails, names and addresses, erased; the rows stay for accounting and the KPI. */
async function eraseOldContacts(db: Db, before: Date) {
  const payments = await eraseOldPaymentContacts(db, before);
  const images = await db
    .update(generatedImages)
    .set({ contactPhone: null, contactEmail: null })
    .where(
      and(
        lt(generatedImages.createdAt, before),
        or(isNotNull(generatedImages.contactPhone), isNotNull(generatedImages.contactEmail)),
      ),
    )
    .returning({ id: generatedImages.id });
  const customerFields = [
    orders.customerName,
    orders.customerEmail,
    orders.customerPhone,
    orders.customerAddress,
    orders.customerNotes,
  ];
  const orderRows = await db
    .update(orders)
    .set({
      customerName: null,
      customerEmail: null,
      customerPhone: null,
      customerAddress: null,
      customerNotes: null,
    })
    .where(and(lt(orders.createdAt, before), or(...customerFields.map((c) => isNotNull(c)))))
    .returning({ id: orders.id });
  return {
    paymentSessionContacts: payments,
    generatedImageContacts: images.length,
    orderContacts: orderRows.length,
  };
}

/**
 * Technical logs: what a provider sent (it may hold the payer's number) and from which address,
 * consent logs, login counters and ended admin sessions. A notification's row itself stays with the
 * payment records. Consent logs count as logs: every consent they prove covers data kept for less
 * (photos 24 hours, images 30 days, a cookie choice), so after 13 months they prove nothing still held.
 */
async function deleteOldTechnicalLogs(db: Db, before: Date) {
  const payloads = await db
    .update(paymentNotifications)
    .set({ payload: null, ipAddress: null })
    .where(
      and(
        lt(paymentNotifications.createdAt, before),
        or(isNotNull(paymentNotifications.payload), isNotNull(paymentNotifications.ipAddress)),
      ),
    )
    .returning({ id: paymentNotifications.id });
  const consents = await db
    .delete(consentLogs)
    .where(lt(consentLogs.createdAt, before))
    .returning({ id: consentLogs.id });
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStart, before))
    .returning({ key: loginAttempts.key });
  const sessions = await db
    .delete(adminSessions)
    .where(lt(adminSessions.lastSeenAt, before))
    .returning({ id: adminSessions.id });
  return {
    paymentNotificationPayloads: payloads.length,
    consentLogs: consents.length,
    loginAttempts: attempts.length,
    adminSessions: sessions.length,
  };
}

/**
 * Deletes or erases everything older than the privacy policy's durations (RETENTION). Every step
 * only touches rows still past their limit and not yet handled, so instances running it at the
 * same moment, or a second run, change nothing more.
 */
export async function sweepRetention(deps: RetentionDeps, now: Date): Promise<RetentionReport> {
  const before = retentionCutoffs(now);
  const photos = await deleteOldPhotos(deps, before.photos);
  const orphanPhotoFiles = await deleteOrphanPhotoFiles(deps, now);
  const generatedImageFiles = await deleteOldGeneratedFiles(deps, before.generatedImages, now);
  const contacts = await eraseOldContacts(deps.db, before.contactData);
  const payments = await deleteOldPaymentRecords(deps.db, before.paymentRecords);
  const logs = await deleteOldTechnicalLogs(deps.db, before.technicalLogs);
  return { photos, orphanPhotoFiles, generatedImageFiles, ...contacts, ...payments, ...logs };
}

/** Sweeps now, then every hour on each instance; returns the function that stops it. */
export function scheduleRetentionSweep(deps: RetentionDeps): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const report = await sweepRetention(deps, new Date());
      deps.log.info(report, 'retention sweep');
    } catch (err) {
      deps.log.error({ err: (err as Error).message }, 'retention sweep failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), RETENTION_SWEEP_INTERVAL_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
