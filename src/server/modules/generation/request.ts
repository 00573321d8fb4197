import { and, eq, sql } from 'drizzle-orm';
import type { SceneDescription } from '../../../domain/scene.js';
import { findStyle } from '../../../domain/styles.js';
import {
  generatedImages,
  type ProductSnapshot,
  type SnappedSnapshot,
  uploadedImages,
} from '../../db/schema.js';
import {
  consumePayment,
  findPaymentSession,
  linkPaymentToGeneration,
  refreshPaymentFromProvider,
} from '../payments/service.js';
import { ownedBy } from '../visitor/service.js';
import { generationError } from './errors.js';
import { LEASE_SECONDS, runGeneration } from './jobs.js';
import type { GenerationDeps, GenerationInputs } from './render-inputs.js';
import { findGeneration, finishedView, type GenerationView, sleep, waitForGeneration } from './view.js';
import { resolveProducts, resolveSnapped } from './visitor-products.js';

/** The style most of the products are in. */
function dominantStyle(list: readonly ProductSnapshot[]): string | null {
  const counts = new Map<string, number>();
  for (const p of list) {
    const id = findStyle(p.interiorStyle ?? p.style)?.id;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The visitor's layout, when it may be drawn on this photo. One made for another photo would be
 * drawn with that photo's camera and free floor, the pieces all in the wrong places: refused
 * (422) before the payment is taken or anything written. One that names no photo (kept by a
 * browser since before layouts named theirs) cannot be checked: it is left aside and the server
 * lays the room out itself, as for a visitor who arranged nothing; the visitor still gets their
 * own photo furnished.
 */
function sceneForPhoto(scene: SceneDescription | null, roomId: number): SceneDescription | null {
  if (!scene || scene.imageId === undefined) return null;
  if (scene.imageId !== roomId) throw generationError('scene_for_other_photo');
  return scene;
}

export interface GenerateRoomRequest {
  selectedProducts: ProductSnapshot[];
  snappedProducts: SnappedSnapshot[];
  roomImageId?: number;
  contactInfo: { phone?: string; email?: string };
  paymentId?: string;
  /** The browser's random id of this generation. */
  sessionId: string;
  /**
   * The layout the visitor arranged before paying: drawn only on the photo it names (`imageId`),
   * left aside when it names none.
   */
  scene?: SceneDescription | null;
  /** The caller's visitor cookie hash. */
  visitorHash: string | null;
}

/**
 * POST /api/generate-room. Everything the request names (payment, photo, products, layout) is
 * checked first; then the payment is consumed in the same transaction that creates the job, and
 * the job runs; if it fails the payment is released. A repeated call for the same browser
 * session (a dropped connection) joins the existing job instead of failing.
 */
export async function generateRoom(
  deps: GenerationDeps,
  request: GenerateRoomRequest,
  waitMs: number,
): Promise<GenerationView> {
  const { db } = deps;
  if (!request.paymentId) throw generationError('payment_required');
  let session = await findPaymentSession(db, request.paymentId);
  if (!session) throw generationError('payment_required');
  if (session.status === 'consumed')
    return joinExisting(deps, session.consumedByImageId, request.sessionId, waitMs);
  if (session.status === 'pending') session = await refreshPaymentFromProvider(deps, session, deps.log);
  if (session.status !== 'paid') throw generationError('payment_required');

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
    throw generationError('image_not_found');
  }
  const scene = sceneForPhoto(request.scene ?? null, room.id);
  const linked = await resolveProducts(db, request.selectedProducts);
  const snapped = await resolveSnapped(db, room.id, request.snappedProducts);
  if (linked.length + snapped.length === 0) throw generationError('no_products');
  const inputs: GenerationInputs = {
    roomImageId: room.id,
    roomFilename: room.filename,
    products: linked,
    snapped,
    style: dominantStyle(linked),
    scene,
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
    await linkPaymentToGeneration(tx, session.id, row.id);
    return row;
  });
  if (!job) {
    const now = await findPaymentSession(db, session.id);
    if (now?.status === 'consumed')
      return joinExisting(deps, now.consumedByImageId, request.sessionId, waitMs);
    throw generationError('payment_required');
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
  if (!existing || existing.clientSessionId !== sessionId) throw generationError('payment_already_used');
  return finishedView(await waitForGeneration(deps.db, existing.id, waitMs));
}
