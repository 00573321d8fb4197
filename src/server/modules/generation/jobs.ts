import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { GenerationStage } from '../../../domain/generation-stages.js';
import type { Db } from '../../db/client.js';
import { generatedImages } from '../../db/schema.js';
import { releasePayment } from '../payments/service.js';
import { errorCodeOf, PhotoExpired } from './errors.js';
import { type GenerationDeps, type GenerationInputs, renderInputs, successFields } from './render-inputs.js';
import { RendererError } from './room-renderer.js';
import { findGeneration, type GeneratedImageRow } from './view.js';

/** A job's lease: a live process renews it; once it lapses another process may take the job over. */
export const LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;
/** A job that failed to finish this many times (crashes, restarts) is given up and the payment released. */
export const MAX_ATTEMPTS = 3;

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
