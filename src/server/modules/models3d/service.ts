import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { models3d, products } from '../../db/schema.js';

export function modelFileUrl(filename: string): string {
  return `/3d-models/${encodeURIComponent(filename)}`;
}

export function arViewerUrl(filename: string, productName: string): string {
  return `/ar-viewer?${new URLSearchParams({ model: filename, name: productName })}`;
}

export function toPublicModel(row: typeof models3d.$inferSelect) {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    filename: row.filename,
    originalName: row.originalName,
    size: row.sizeBytes,
    supportedStyles: row.supportedStyles,
    isActive: row.isActive,
    description: row.description,
    modelUrl: modelFileUrl(row.filename),
    arViewerUrl: arViewerUrl(row.filename, row.productName),
    createdAt: row.createdAt.toISOString(),
  };
}

export type PublicModel = ReturnType<typeof toPublicModel>;

/** A model visitors may see: itself active, and its product still in the catalogue and active. */
const shownToVisitors = and(eq(models3d.isActive, true), eq(products.isActive, true));

/** Visitors get the models they may see; the back office's 3D manager gets every one, to delete or check it. */
export async function listModels(db: Db, audience: 'visitor' | 'admin'): Promise<PublicModel[]> {
  const newestFirst = [desc(models3d.createdAt), desc(models3d.id)];
  const rows =
    audience === 'admin'
      ? await db
          .select()
          .from(models3d)
          .orderBy(...newestFirst)
      : (
          await db
            .select({ model: models3d })
            .from(models3d)
            .innerJoin(products, eq(products.id, models3d.productId))
            .where(shownToVisitors)
            .orderBy(...newestFirst)
        ).map((r) => r.model);
  return rows.map(toPublicModel);
}

/** The product's model, if visitors may see it; names compare case-insensitively since visitors' data carries names, not ids. */
export async function findModelForProduct(db: Db, productName: string): Promise<PublicModel | null> {
  const [row] = await db
    .select({ model: models3d })
    .from(models3d)
    .innerJoin(products, eq(products.id, models3d.productId))
    .where(and(shownToVisitors, sql`lower(${models3d.productName}) = lower(${productName.trim()})`))
    .orderBy(desc(models3d.id))
    .limit(1);
  return row ? toPublicModel(row.model) : null;
}
