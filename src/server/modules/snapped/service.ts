import { and, asc, count, eq } from 'drizzle-orm';
import type { SnappedProduct } from '../../../contracts/snapped-product.js';
import { MAX_SNAPPED_PRODUCTS } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import type { CutoutFrame } from '../../../domain/validation.js';
import type { Db } from '../../db/client.js';
import { snappedProducts, uploadedImages } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import {
  deleteUploadedImage,
  findOwnRoomImage,
  type StoreImageDeps,
  storeUploadedImage,
} from '../uploads/service.js';
import { ownedBy } from '../visitor/service.js';
import { cutOutFurniture } from './furniture-cutout.js';

const columns = {
  id: snappedProducts.id,
  category: snappedProducts.category,
  imageUrl: snappedProducts.imageUrl,
  imageId: snappedProducts.imageId,
};

const limitReached = () => new AppError(409, 'snapped_limit_reached', fr.scanner.limitReached);

async function assertOwnRoomImage(db: Db, imageId: number, visitor: string | null): Promise<void> {
  if (!(await findOwnRoomImage(db, imageId, visitor))) throw notFound('image_not_found', fr.media.noImage);
}

async function countItems(db: Db, imageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(snappedProducts)
    .where(eq(snappedProducts.imageId, imageId));
  return row?.n ?? 0;
}

export async function listSnappedProducts(
  db: Db,
  imageId: number,
  visitor: string | null,
): Promise<SnappedProduct[]> {
  await assertOwnRoomImage(db, imageId, visitor);
  return db
    .select(columns)
    .from(snappedProducts)
    .where(eq(snappedProducts.imageId, imageId))
    .orderBy(asc(snappedProducts.id));
}

/**
 * Adds one of the visitor's own furniture items to a room photo. The photo goes through the same
 * checks as the room photo, then the piece is cut out of it (by itself, or from the frame the
 * visitor drew) and the cut-out, with its transparency, is what is kept: the room image, the quote
 * and the pages never show the piece with the room it was photographed in. The limit is checked before the photo is processed (no work for a
 * refused item) and again under a lock on the room's row, so two items sent at once cannot make ten.
 * The item's photo belongs to the room photo's visitor.
 */
export async function addSnappedProduct(
  deps: StoreImageDeps,
  input: {
    imageId: number;
    category: string;
    photo: Buffer;
    originalName?: string;
    frame?: CutoutFrame | null;
  },
  visitor: string | null,
): Promise<SnappedProduct> {
  const { db } = deps;
  await assertOwnRoomImage(db, input.imageId, visitor);
  if ((await countItems(db, input.imageId)) >= MAX_SNAPPED_PRODUCTS) throw limitReached();
  const { cutout, confident } = await cutOutFurniture(input.photo, input.frame ?? null);
  if (!confident) throw new AppError(422, 'cutout_needs_frame', fr.scanner.frameNeeded);
  const photo = await storeUploadedImage(deps, cutout.png, {
    originalName: input.originalName,
    purpose: 'snapped',
    visitorHash: visitor,
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
export async function deleteSnappedProduct(
  deps: StoreImageDeps,
  id: number,
  visitor: string | null,
): Promise<void> {
  const [row] = await deps.db
    .select({ photoId: snappedProducts.photoId })
    .from(snappedProducts)
    .innerJoin(uploadedImages, eq(uploadedImages.id, snappedProducts.imageId))
    .where(and(eq(snappedProducts.id, id), ownedBy(uploadedImages.visitorHash, visitor)))
    .limit(1);
  if (!row) throw notFound('snapped_not_found', 'Ce meuble n’existe plus.');
  await deps.db.delete(snappedProducts).where(eq(snappedProducts.id, id));
  await deleteUploadedImage(deps, row.photoId);
}
