import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { models3d } from '../../db/schema.js';

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

export async function listModels(db: Db): Promise<PublicModel[]> {
  const rows = await db.select().from(models3d).orderBy(desc(models3d.createdAt), desc(models3d.id));
  return rows.map(toPublicModel);
}

/** The product's active model; names compare case-insensitively since visitors' data carries names, not ids. */
export async function findModelForProduct(db: Db, productName: string): Promise<PublicModel | null> {
  const [row] = await db
    .select()
    .from(models3d)
    .where(
      and(eq(models3d.isActive, true), sql`lower(${models3d.productName}) = lower(${productName.trim()})`),
    )
    .orderBy(desc(models3d.id))
    .limit(1);
  return row ? toPublicModel(row) : null;
}
