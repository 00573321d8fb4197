import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_SNAPPED_PRODUCTS } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import type { Db } from '../../db/client.js';
import { snappedProducts, uploadedImages } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { deleteUploadedImage, type StoreImageDeps, storeUploadedImage } from '../uploads/service.js';

export interface SnappedProduct {
  id: number;
  category: string;
  /** The item's own photo. */
  imageUrl: string;
  /** The room photo it belongs to. */
  imageId: number;
}

const columns = {
  id: snappedProducts.id,
  category: snappedProducts.category,
  imageUrl: snappedProducts.imageUrl,
  imageId: snappedProducts.imageId,
};

const limitReached = () => new AppError(409, 'snapped_limit_reached', fr.scanner.limitReached);

async function assertRoomImage(db: Db, imageId: number): Promise<void> {
  const [room] = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.purpose, 'room')))
    .limit(1);
  if (!room) throw notFound('image_not_found', fr.media.noImage);
}

async function countItems(db: Db, imageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(snappedProducts)
    .where(eq(snappedProducts.imageId, imageId));
  return row?.n ?? 0;
}

export async function listSnappedProducts(db: Db, imageId: number): Promise<SnappedProduct[]> {
  await assertRoomImage(db, imageId);
  return db
    .select(columns)
    .from(snappedProducts)
    .where(eq(snappedProducts.imageId, imageId))
    .orderBy(asc(snappedProducts.id));
}

/**
 * Adds one of the visitor's own furniture items to a room photo. The photo goes through the same
 * checks as the room photo. The limit is checked before the photo is processed (no work for a
 * refused item) and again under a lock on the room's row, so two items sent at once cannot make ten.
 */
export async function addSnappedProduct(
  deps: StoreImageDeps,
  input: { imageId: number; category: string; photo: Buffer; originalName?: string },
): Promise<SnappedProduct> {
  const { db } = deps;
  await assertRoomImage(db, input.imageId);
  if ((await countItems(db, input.imageId)) >= MAX_SNAPPED_PRODUCTS) throw limitReached();
  const photo = await storeUploadedImage(deps, input.photo, {
    originalName: input.originalName,
    purpose: 'snapped',
  });
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: uploadedImages.id })
        .from(uploadedImages)
        .where(eq(uploadedImages.id, input.imageId))
        .for('update');
      if ((await countItems(tx, input.imageId)) >= MAX_SNAPPED_PRODUCTS) throw limitReached();
      const [row] = await tx
        .insert(snappedProducts)
        .values({ imageId: input.imageId, photoId: photo.id, category: input.category, imageUrl: photo.url })
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (err) {
    await deleteUploadedImage(deps, photo.id);
    throw err;
  }
}

/** Deletes the item and its photo: the visitor asked for it to go, so the picture goes too. */
export async function deleteSnappedProduct(deps: StoreImageDeps, id: number): Promise<void> {
  const [row] = await deps.db
    .select({ photoId: snappedProducts.photoId })
    .from(snappedProducts)
    .where(eq(snappedProducts.id, id))
    .limit(1);
  if (!row) throw notFound('snapped_not_found', 'Ce meuble n’existe plus.');
  await deps.db.delete(snappedProducts).where(eq(snappedProducts.id, id));
  await deleteUploadedImage(deps, row.photoId);
}
