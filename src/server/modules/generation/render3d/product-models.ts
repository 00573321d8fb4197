import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { models3d } from '../../../db/schema.js';
import type { FileStorage } from '../../../storage/storage.js';

/** The newest active 3D model linked to a catalogue product, or null when it has none. */
export async function loadProductModel(
  db: Db,
  storage: FileStorage,
  productId: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ filename: models3d.filename })
    .from(models3d)
    .where(and(eq(models3d.productId, productId), eq(models3d.isActive, true)))
    .orderBy(desc(models3d.id))
    .limit(1);
  return row ? storage.get(`models/${row.filename}`) : null;
}
