import { desc, eq } from 'drizzle-orm';
import { type GenerationStage, generationSteps } from '../../../domain/generation-stages.js';
import type { Db } from '../../db/client.js';
import {
  generatedImages,
  type ProductSnapshot,
  type SnappedSnapshot,
  type UnplacedPiece,
} from '../../db/schema.js';
import { failedGenerationError, generationError } from './errors.js';
import type { GenerationInputs } from './render-inputs.js';

export type GeneratedImageRow = typeof generatedImages.$inferSelect;

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
      row.status === 'failed' || row.status === 'error' ? failedGenerationError(row.errorCode).message : null,
    stage: row.stage,
    stageStartedAt: row.stageStartedAt?.toISOString() ?? null,
    steps: generationSteps(row.renderer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A finished job's view; a failed one is thrown as the API reports it. */
export function finishedView(row: GeneratedImageRow): GenerationView {
  if (row.status === 'failed' || row.status === 'error') throw failedGenerationError(row.errorCode);
  return toGenerationView(row);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref?.());

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
    if (!row) throw generationError('generation_not_found');
    if (row.status !== 'processing' || Date.now() >= deadline) return row;
    await sleep(400);
  }
}
