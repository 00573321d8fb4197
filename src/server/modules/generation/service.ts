import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type GenerationStage, generationSteps } from '../../../domain/generation-stages.js';
import { fr } from '../../../domain/messages.fr.js';
import type { SceneDescription } from '../../../domain/scene.js';
import { findStyle } from '../../../domain/styles.js';
import type { Db } from '../../db/client.js';
import {
  generatedImages,
  type ProductSnapshot,
  paymentSessions,
  type SnappedSnapshot,
  type UnplacedPiece,
  uploadedImages,
} from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { productGeometry } from '../catalog/design-key.js';
import { categoryGeometry, kindsOfCategory } from '../catalog/furniture-geometry.js';
import { demoProductModel } from '../models3d/demo-product-models.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import {
  consumePayment,
  findPaymentSession,
  type PaymentLog,
  refreshPaymentFromProvider,
  releasePayment,
} from '../payments/service.js';
import { ownedBy } from '../visitor/service.js';
import { loadProductImage } from './product-images.js';
import { ownPieceKey, ownPieceName, productKind, productPieceKey } from './render3d/layout-pieces.js';
import { loadProductModel } from './render3d/product-models.js';
import {
  RendererError,
  type RendererErrorCode,
  type RenderItem,
  type RenderResult,
  type RoomRenderer,
} from './room-renderer.js';
import { resolveProducts, resolveSnapped } from './visitor-products.js';

export type GeneratedImageRow = typeof generatedImages.$inferSelect;

export interface GenerationLog extends PaymentLog {
  error(details: object, message: string): void;
}

export interface GenerationDeps {
  db: Db;
  storage: FileStorage;
  renderer: RoomRenderer;
  payments: PaymentProvider;
  log: GenerationLog;
}

/** Everything needed to render again: the admin's regeneration and a restart's resumption use it. */
export interface GenerationInputs {
  roomImageId: number;
  roomFilename: string;
  products: ProductSnapshot[];
  snapped: SnappedSnapshot[];
  style: string | null;
  /** The layout the visitor arranged before paying, when they did. */
  scene?: SceneDescription | null;
}

/** A job's lease: a live process renews it; once it lapses another process may take the job over. */
export const LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;
/** A job that failed to finish this many times (crashes, restarts) is given up and the payment released. */
export const MAX_ATTEMPTS = 3;

const generatedUrl = (filename: string) => `/generated/${filename}`;

/** A finished image's columns, the same for a visitor's generation and the back office's regeneration. */
function successFields(filename: string, result: RenderedRoom) {
  const now = new Date();
  return {
    status: 'success' as const,
    filename,
    url: generatedUrl(filename),
    placements: result.placements,
    unplaced: result.unplaced,
    errorCode: null,
    errorMessage: null,
    leaseUntil: null,
    processedAt: now,
    completedAt: now,
    updatedAt: now,
    fileDeletedAt: null,
  };
}

const paymentRequired = () => new AppError(402, 'payment_required', fr.payment.required);
const paymentAlreadyUsed = () => new AppError(409, 'payment_already_used', fr.generation.alreadyUsed);

/** The room or furniture photo a job needs was deleted by the retention sweep (24 hours at most). */
class PhotoExpired extends Error {
  readonly code = 'PHOTO_EXPIRED';
}

type GenerationErrorCode = RendererErrorCode | PhotoExpired['code'];

const GENERATION_ERRORS: Record<GenerationErrorCode, { status: number; message: string }> = {
  API_KEY_INVALID: { status: 503, message: fr.generation.apiKeyInvalid },
  API_KEY_ISSUE: { status: 503, message: fr.generation.apiKeyIssue },
  RATE_LIMIT: { status: 429, message: fr.generation.rateLimit },
  SAFETY_BLOCKED: { status: 422, message: fr.generation.safetyBlocked },
  RENDER_FAILED: { status: 500, message: fr.generation.failed },
  PHOTO_EXPIRED: { status: 410, message: fr.generation.photoExpired },
};

/** A failed generation as the API reports it: the spec's code in `error`, its French text in `message`. */
export function generationError(code: string | null): AppError {
  const known =
    GENERATION_ERRORS[(code ?? 'RENDER_FAILED') as GenerationErrorCode] ?? GENERATION_ERRORS.RENDER_FAILED;
  return new AppError(
    known.status,
    code && code in GENERATION_ERRORS ? code : 'RENDER_FAILED',
    known.message,
  );
}

function errorCodeOf(err: unknown): GenerationErrorCode {
  if (err instanceof RendererError || err instanceof PhotoExpired) return err.code;
  return 'RENDER_FAILED';
}

export interface GenerationView {
  imageId: number;
  sessionId: string | null;
  status: GeneratedImageRow['status'];
  imageUrl: string | null;
  placements: NonNullable<GeneratedImageRow['placements']>;
  /** Pieces that found no place in the room, and why. */
  unplaced: UnplacedPiece[];
  linkedProducts: ProductSnapshot[];
  snappedProducts: SnappedSnapshot[];
  errorCode: string | null;
  message: string | null;
  /** Where the job stands (kept once it ended: the stage it failed in), and since when. */
  stage: GenerationStage | null;
  stageStartedAt: string | null;
  /** The stages this job goes through, in order: its renderer's. */
  steps: GenerationStage[];
  createdAt: string;
}

export function toGenerationView(row: GeneratedImageRow): GenerationView {
  const inputs = row.inputs as GenerationInputs;
  return {
    imageId: row.id,
    sessionId: row.clientSessionId,
    status: row.status,
    imageUrl: row.status === 'success' ? row.url : null,
    placements: row.placements ?? [],
    unplaced: row.unplaced ?? [],
    linkedProducts: row.linkedProducts,
    snappedProducts: inputs.snapped ?? [],
    errorCode: row.errorCode,
    message:
      row.status === 'failed' || row.status === 'error' ? generationError(row.errorCode).message : null,
    stage: row.stage,
    stageStartedAt: row.stageStartedAt?.toISOString() ?? null,
    steps: generationSteps(row.renderer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The style most of the products are in. */
function dominantStyle(list: readonly ProductSnapshot[]): string | null {
  const counts = new Map<string, number>();
  for (const p of list) {
    const id = findStyle(p.interiorStyle ?? p.style)?.id;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export interface GenerateRoomRequest {
  selectedProducts: ProductSnapshot[];
  snappedProducts: SnappedSnapshot[];
  roomImageId?: number;
  contactInfo: { phone?: string; email?: string };
  paymentId?: string;
  /** The browser's random id of this generation. */
  sessionId: string;
  /** The layout the visitor arranged before paying. */
  scene?: SceneDescription | null;
  /** The caller's visitor cookie hash. */
  visitorHash: string | null;
}

/**
 * POST /api/generate-room. The payment is consumed in the same transaction that creates the
 * job, then the job runs; if it fails the payment is released. A repeated call for the same
 * browser session (a dropped connection) joins the existing job instead of failing.
 */
export async function generateRoom(
  deps: GenerationDeps,
  request: GenerateRoomRequest,
  waitMs: number,
): Promise<GenerationView> {
  const { db } = deps;
  if (!request.paymentId) throw paymentRequired();
  let session = await findPaymentSession(db, request.paymentId);
  if (!session) throw paymentRequired();
  if (session.status === 'consumed')
    return joinExisting(deps, session.consumedByImageId, request.sessionId, waitMs);
  if (session.status === 'pending') session = await refreshPaymentFromProvider(deps, session, deps.log);
  if (session.status !== 'paid') throw paymentRequired();

  const roomImageId = request.roomImageId ?? session.imageId;
  const [room] = roomImageId
    ? await db
        .select()
        .from(uploadedImages)
        .where(
          and(
            eq(uploadedImages.id, roomImageId),
            eq(uploadedImages.purpose, 'room'),
            // The payment's own photo was its payer's when it started, and the unguessable payment id
            // is proof enough (the provider may bring the visitor back in another browser); any
            // other photo must be the caller's.
            roomImageId === session.imageId
              ? undefined
              : ownedBy(uploadedImages.visitorHash, request.visitorHash),
          ),
        )
        .limit(1)
    : [];
  // A row whose file the retention sweep already removed: refuse before the payment is taken.
  if (!room || !(await deps.storage.exists(`uploads/${room.filename}`))) {
    throw new AppError(400, 'image_not_found', fr.payment.imageMissing);
  }
  const linked = await resolveProducts(db, request.selectedProducts);
  const snapped = await resolveSnapped(db, room.id, request.snappedProducts);
  if (linked.length + snapped.length === 0) throw new AppError(400, 'no_products', fr.payment.noProducts);
  const inputs: GenerationInputs = {
    roomImageId: room.id,
    roomFilename: room.filename,
    products: linked,
    snapped,
    style: dominantStyle(linked),
    scene: request.scene ?? null,
  };
  const contact = { ...(session.contactInfo ?? {}), ...request.contactInfo };

  const job = await db.transaction(async (tx) => {
    const claimed = await consumePayment(tx, session.id);
    if (!claimed) return null;
    const [row] = await tx
      .insert(generatedImages)
      .values({
        status: 'processing',
        paymentSessionId: session.id,
        clientSessionId: request.sessionId,
        originalImageId: room.id,
        inputs,
        linkedProducts: linked,
        renderer: deps.renderer.name,
        contactPhone: contact.phone ?? null,
        contactEmail: contact.email ?? null,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: 1,
        stage: 'queued',
        stageStartedAt: sql`now()`,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx
      .update(paymentSessions)
      .set({ consumedByImageId: row.id })
      .where(eq(paymentSessions.id, session.id));
    return row;
  });
  if (!job) {
    const now = await findPaymentSession(db, session.id);
    if (now?.status === 'consumed')
      return joinExisting(deps, now.consumedByImageId, request.sessionId, waitMs);
    throw paymentRequired();
  }
  const running = runGeneration(deps, job.id);
  const finished = await Promise.race([running, sleep(waitMs).then(() => null)]);
  return finishedView(finished ?? (await findGeneration(db, job.id)) ?? job);
}

async function joinExisting(
  deps: GenerationDeps,
  imageId: number | null,
  sessionId: string,
  waitMs: number,
): Promise<GenerationView> {
  const existing = imageId ? await findGeneration(deps.db, imageId) : null;
  if (!existing || existing.clientSessionId !== sessionId) throw paymentAlreadyUsed();
  return finishedView(await waitForGeneration(deps.db, existing.id, waitMs));
}

function finishedView(row: GeneratedImageRow): GenerationView {
  if (row.status === 'failed' || row.status === 'error') throw generationError(row.errorCode);
  return toGenerationView(row);
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref?.());

export async function findGeneration(db: Db, id: number): Promise<GeneratedImageRow | null> {
  const [row] = await db.select().from(generatedImages).where(eq(generatedImages.id, id)).limit(1);
  return row ?? null;
}

export async function findGenerationBySession(db: Db, sessionId: string): Promise<GeneratedImageRow | null> {
  const [row] = await db
    .select()
    .from(generatedImages)
    .where(eq(generatedImages.clientSessionId, sessionId))
    .orderBy(desc(generatedImages.id))
    .limit(1);
  return row ?? null;
}

/** Waits for a job that may be running in another request, process or instance. */
export async function waitForGeneration(db: Db, id: number, timeoutMs: number): Promise<GeneratedImageRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await findGeneration(db, id);
    if (!row) throw notFound('generation_not_found', fr.media.noImage);
    if (row.status !== 'processing' || Date.now() >= deadline) return row;
    await sleep(400);
  }
}

type RenderedRoom = RenderResult & { unplaced: UnplacedPiece[] };

async function renderInputs(
  deps: GenerationDeps,
  inputs: GenerationInputs,
  onStage?: (stage: GenerationStage) => Promise<void>,
) {
  const room = await deps.storage.get(`uploads/${inputs.roomFilename}`);
  if (!room) throw new PhotoExpired('room photo missing from storage');
  const items: RenderItem[] = await Promise.all([
    ...inputs.products.map(async (p, i) => {
      // The administrator's model first; a demo product's own one otherwise.
      const model =
        (p.id ? await loadProductModel(deps.db, deps.storage, p.id) : null) ?? demoProductModel(p.imageUrl);
      // The offline renderer draws a model when there is one; an AI renderer shows the picture as a reference.
      const picture = !model || deps.renderer.name !== 'compose';
      return {
        key: productPieceKey(p, i),
        name: p.name,
        category: p.category,
        kind: productKind(p.category, p.imageUrl),
        model,
        geometry: productGeometry(p.category, p.imageUrl, p),
        image: picture ? await loadProductImage(deps.storage, p.imageUrl).catch(() => null) : null,
        ownItem: false,
      };
    }),
    ...inputs.snapped.map(async (s, i) => {
      const image = await loadProductImage(deps.storage, s.imageUrl);
      if (!image) throw new PhotoExpired('furniture photo missing from storage');
      return {
        key: ownPieceKey(s, i),
        name: ownPieceName(s.category, i),
        category: s.category,
        kind: kindsOfCategory(s.category)[0] ?? null,
        model: null,
        geometry: categoryGeometry(s.category),
        image,
        ownItem: true,
      };
    }),
  ]);
  const result = await deps.renderer.render({
    room,
    items,
    style: inputs.style,
    scene: inputs.scene ?? null,
    onStage,
  });
  const byKey = new Map(items.map((item) => [item.key, item]));
  return {
    ...result,
    unplaced: result.scene.unplaced.flatMap((u) => {
      const item = byKey.get(u.key);
      return item ? [{ productName: item.name, category: item.category, reason: u.reason }] : [];
    }),
  };
}

/** Keeps the lease alive while this process works on the job. */
function holdLease(db: Db, id: number): () => void {
  const timer = setInterval(() => {
    db.update(generatedImages)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(eq(generatedImages.id, id), eq(generatedImages.status, 'processing')))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Records the stage a running job enters, in the database so that whichever instance the visitor's
 * poll reaches can tell. A failed write costs only the progress display, never the render.
 */
function stageRecorder(deps: GenerationDeps, id: number) {
  return async (stage: GenerationStage) => {
    await deps.db
      .update(generatedImages)
      .set({ stage, stageStartedAt: sql`now()` })
      .where(
        and(
          eq(generatedImages.id, id),
          eq(generatedImages.status, 'processing'),
          sql`${generatedImages.stage} is distinct from ${stage}`,
        ),
      )
      .catch((err: Error) =>
        deps.log.warn({ generatedImageId: id, stage, err: err.message }, 'recording the stage failed'),
      );
  };
}

/**
 * Renders a job the caller holds the lease of and records the outcome. A failure is stored with
 * its code and gives the payment back, so the visitor can retry without paying again.
 */
export async function runGeneration(deps: GenerationDeps, id: number): Promise<GeneratedImageRow> {
  const { db, storage, log } = deps;
  const job = await findGeneration(db, id);
  if (job?.status !== 'processing') return job as GeneratedImageRow;
  const release = holdLease(db, id);
  const enterStage = stageRecorder(deps, id);
  try {
    await enterStage('preparing');
    const result = await renderInputs(deps, job.inputs as GenerationInputs, enterStage);
    await enterStage('finishing');
    const filename = `${randomUUID()}.webp`;
    await storage.put(`generated/${filename}`, result.image);
    const [row] = await db
      .update(generatedImages)
      .set(successFields(filename, result))
      .where(and(eq(generatedImages.id, id), eq(generatedImages.status, 'processing')))
      .returning();
    if (!row) {
      // Another process finished or gave up this job meanwhile: its outcome stands.
      await storage.delete(`generated/${filename}`);
      return (await findGeneration(db, id)) as GeneratedImageRow;
    }
    log.info({ generatedImageId: id, renderer: deps.renderer.name }, 'room generated');
    return row;
  } catch (err) {
    const code = errorCodeOf(err);
    const detail = err instanceof RendererError ? err.detail : (err as Error).message;
    log.error({ generatedImageId: id, code, detail }, 'room generation failed');
    const known = err instanceof RendererError || err instanceof PhotoExpired;
    return failGeneration(db, id, known ? 'failed' : 'error', code, detail);
  } finally {
    release();
  }
}

async function failGeneration(
  db: Db,
  id: number,
  status: 'failed' | 'error',
  code: string,
  detail: string,
): Promise<GeneratedImageRow> {
  const [row] = await db
    .update(generatedImages)
    .set({
      status,
      errorCode: code,
      errorMessage: detail.slice(0, 1000),
      leaseUntil: null,
      processedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(generatedImages.id, id), eq(generatedImages.status, 'processing')))
    .returning();
  const final = row ?? (await findGeneration(db, id));
  if (row?.paymentSessionId) await releasePayment(db, row.paymentSessionId, id);
  return final as GeneratedImageRow;
}

/**
 * Jobs whose process stopped (crash, restart, another instance gone) have a lapsed lease: take
 * them over and render them again, or give up after MAX_ATTEMPTS and release their payment.
 * Runs at start and then periodically on every instance; the UPDATE … RETURNING claim makes each
 * job go to one instance only.
 */
export async function recoverStaleGenerations(
  deps: GenerationDeps,
  { soleProcess = false }: { soleProcess?: boolean } = {},
): Promise<number> {
  // The only process on its database (embedded PGlite) just started: any job still 'processing'
  // was cut off by its stop, and need not wait for its lease to lapse.
  const lapsed = soleProcess ? sql`true` : lt(generatedImages.leaseUntil, sql`now()`);
  const claimed = await deps.db
    .update(generatedImages)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: sql`${generatedImages.attempts} + 1`,
    })
    .where(and(eq(generatedImages.status, 'processing'), lapsed))
    .returning({ id: generatedImages.id, attempts: generatedImages.attempts });
  for (const job of claimed) {
    if (job.attempts > MAX_ATTEMPTS) {
      await failGeneration(deps.db, job.id, 'error', 'RENDER_FAILED', 'gave up after repeated interruptions');
    } else {
      deps.log.info({ generatedImageId: job.id, attempt: job.attempts }, 'resuming interrupted generation');
      void runGeneration(deps, job.id);
    }
  }
  return claimed.length;
}

/**
 * The back office's 'regenerate' (admin-back-office.md §4): renders the stored inputs again and
 * replaces the image, keeping the row (id, links, contact, quote). The old image stays until the
 * new one is stored; if rendering fails the old one is kept and the error is thrown.
 */
export async function regenerateGeneratedImage(
  deps: Omit<GenerationDeps, 'payments'>,
  generatedImageId: number,
): Promise<GeneratedImageRow> {
  const { db, storage } = deps;
  const row = await findGeneration(db, generatedImageId);
  if (!row) throw notFound('generation_not_found', fr.media.noImage);
  if (row.status === 'processing' && row.leaseUntil && row.leaseUntil > new Date()) {
    throw conflict('generation_in_progress', 'Une génération de cette image est déjà en cours.');
  }
  let result: Awaited<ReturnType<typeof renderInputs>>;
  try {
    result = await renderInputs(deps as GenerationDeps, row.inputs as GenerationInputs);
  } catch (err) {
    const code = errorCodeOf(err);
    deps.log.error({ generatedImageId, code, detail: (err as Error).message }, 'regeneration failed');
    if (code === 'PHOTO_EXPIRED') throw new AppError(410, code, fr.backOffice.regeneratePhotoGone);
    throw generationError(code);
  }
  const filename = `${randomUUID()}.webp`;
  await storage.put(`generated/${filename}`, result.image);
  const [updated] = await db
    .update(generatedImages)
    .set({ ...successFields(filename, result), renderer: deps.renderer.name })
    .where(eq(generatedImages.id, generatedImageId))
    .returning();
  if (row.filename) await storage.delete(`generated/${row.filename}`);
  return updated as GeneratedImageRow;
}

/** Recovers interrupted jobs now, then every `intervalMs`; returns the function that stops it. */
export function watchStaleGenerations(
  deps: GenerationDeps,
  { intervalMs = 10_000, soleProcess = false }: { intervalMs?: number; soleProcess?: boolean } = {},
): () => void {
  const sweep = (first = false) =>
    recoverStaleGenerations(deps, { soleProcess: first && soleProcess }).catch((err: Error) =>
      deps.log.error({ err: err.message }, 'recovering interrupted generations failed'),
    );
  void sweep(true);
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
