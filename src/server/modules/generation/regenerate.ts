import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fr } from '../../../domain/messages.fr.js';
import { generatedImages } from '../../db/schema.js';
import { errorCodeOf, generationError } from './errors.js';
import { type GenerationDeps, type GenerationInputs, renderInputs, successFields } from './render-inputs.js';
import { findGeneration, type GeneratedImageRow } from './view.js';

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
  if (!row) throw generationError('generation_not_found');
  if (row.status === 'processing' && row.leaseUntil && row.leaseUntil > new Date()) {
    throw generationError('generation_in_progress');
  }
  let result: Awaited<ReturnType<typeof renderInputs>>;
  try {
    result = await renderInputs(deps as GenerationDeps, row.inputs as GenerationInputs);
  } catch (err) {
    const code = errorCodeOf(err);
    deps.log.error({ generatedImageId, code, detail: (err as Error).message }, 'regeneration failed');
    if (code === 'PHOTO_EXPIRED') throw generationError(code, fr.backOffice.regeneratePhotoGone);
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
