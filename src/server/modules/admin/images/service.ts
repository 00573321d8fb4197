import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { TimeRange } from '../../../../domain/business-periods.js';
import { fr } from '../../../../domain/messages.fr.js';
import type { Db } from '../../../db/client.js';
import { generatedImages, quotes, uploadedImages } from '../../../db/schema.js';
import { notFound } from '../../../errors.js';
import type { FileStorage } from '../../../storage/storage.js';
import { uploadUrl } from '../../uploads/service.js';
import { rangeFilters, searchFilter } from '../list-filters.js';

export interface ImageListQuery {
  page: number;
  limit: number;
  sortField: 'createdAt' | 'status' | 'filename' | 'id';
  sortOrder: 'asc' | 'desc';
  search?: string;
  status?: string;
  range: TimeRange;
  linkedProduct?: string;
}

const SORT_COLUMNS = {
  createdAt: generatedImages.createdAt,
  status: generatedImages.status,
  filename: generatedImages.filename,
  id: generatedImages.id,
};

function imageFilters(
  q: Omit<ImageListQuery, 'page' | 'limit' | 'sortField' | 'sortOrder'>,
): SQL | undefined {
  const filters: SQL[] = rangeFilters(generatedImages.createdAt, q.range);
  if (q.status) filters.push(eq(generatedImages.status, q.status as 'success'));
  if (q.linkedProduct) {
    filters.push(
      sql`${generatedImages.linkedProducts} @> ${JSON.stringify([{ name: q.linkedProduct }])}::jsonb`,
    );
  }
  if (q.search) {
    filters.push(
      searchFilter(q.search, generatedImages.id, (like) => [
        ilike(generatedImages.filename, like),
        ilike(generatedImages.contactPhone, like),
        ilike(generatedImages.contactEmail, like),
        sql`${generatedImages.linkedProducts}::text ilike ${like}`,
      ]),
    );
  }
  return and(...filters);
}

const imageColumns = {
  id: generatedImages.id,
  filename: generatedImages.filename,
  url: generatedImages.url,
  fileDeletedAt: generatedImages.fileDeletedAt,
  status: generatedImages.status,
  createdAt: generatedImages.createdAt,
  completedAt: generatedImages.completedAt,
  linkedProducts: generatedImages.linkedProducts,
  contactPhone: generatedImages.contactPhone,
  contactEmail: generatedImages.contactEmail,
  errorMessage: generatedImages.errorMessage,
  renderer: generatedImages.renderer,
  paymentSessionId: generatedImages.paymentSessionId,
  originalImageId: generatedImages.originalImageId,
  original: {
    id: uploadedImages.id,
    filename: uploadedImages.filename,
    originalName: uploadedImages.originalName,
    createdAt: uploadedImages.createdAt,
  },
};

/** Where the image is served; null once the retention sweep deleted its file (30 days). */
export function imageUrlOf(row: {
  url: string | null;
  filename: string | null;
  fileDeletedAt: Date | null;
}): string | null {
  if (row.fileDeletedAt) return null;
  return row.url ?? (row.filename ? `/generated/${row.filename}` : null);
}

function toAdminImage(row: ImageRow, quoteId: number | null) {
  const original = row.original?.id && row.original.filename ? row.original : null;
  return {
    id: row.id,
    filename: row.filename,
    url: imageUrlOf(row),
    fileDeletedAt: row.fileDeletedAt?.toISOString() ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    linkedProducts: (row.linkedProducts ?? []).map((p) => ({ ...p, url: p.imageUrl ?? null })),
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    errorMessage: row.errorMessage,
    renderer: row.renderer,
    paymentSessionId: row.paymentSessionId,
    quoteId,
    originalImage: original
      ? {
          id: original.id as number,
          filename: original.filename as string,
          originalName: original.originalName,
          uploadedAt: (original.createdAt as Date).toISOString(),
          path: uploadUrl(original.filename as string),
        }
      : null,
  };
}

export type AdminImage = ReturnType<typeof toAdminImage>;
type ImageRow = Awaited<ReturnType<typeof selectImages>>[number];

/**
 * Each image's quote: the one made from this generation, else the newest made from the same room
 * photo. Asked once for the page's rows, not per row inside the list query, where the database
 * would work it out for every row before sorting.
 */
async function withQuoteIds(db: Db, rows: ImageRow[]): Promise<AdminImage[]> {
  const ids = rows.map((r) => r.id);
  const photos = rows.flatMap((r) => (r.originalImageId ? [r.originalImageId] : []));
  const quoteOf = <K extends 'generatedImageId' | 'imageId'>(key: K, values: number[]) =>
    values.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: quotes.id, of: quotes[key] })
          .from(quotes)
          .where(inArray(quotes[key], values))
          .orderBy(desc(quotes.id));
  const [byGeneration, byPhoto] = await Promise.all([
    quoteOf('generatedImageId', ids),
    quoteOf('imageId', photos),
  ]);
  const first = (list: Array<{ id: number; of: number | null }>, of: number | null) =>
    of === null ? undefined : list.find((q) => q.of === of)?.id;
  return rows.map((r) =>
    toAdminImage(r, first(byGeneration, r.id) ?? first(byPhoto, r.originalImageId) ?? null),
  );
}

function selectImages(db: Db) {
  return db
    .select(imageColumns)
    .from(generatedImages)
    .leftJoin(uploadedImages, eq(uploadedImages.id, generatedImages.originalImageId));
}

export async function listGeneratedImages(db: Db, q: ImageListQuery) {
  const where = imageFilters(q);
  const order = q.sortOrder === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    selectImages(db)
      .where(where)
      .orderBy(order(SORT_COLUMNS[q.sortField]), order(generatedImages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(generatedImages).where(where),
  ]);
  return { images: await withQuoteIds(db, rows), total: totalRow?.total ?? 0 };
}

export async function findGeneratedImage(db: Db, id: number): Promise<AdminImage> {
  const [row] = await selectImages(db).where(eq(generatedImages.id, id)).limit(1);
  if (!row) throw notFound('generated_image_not_found', fr.backOffice.generatedImageNotFound);
  const [image] = await withQuoteIds(db, [row]);
  return image as AdminImage;
}

/** Deletes the rows and their image files; quotes keep their lines (their link is set to null). */
export async function deleteGeneratedImages(db: Db, storage: FileStorage, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(generatedImages)
    .where(inArray(generatedImages.id, ids))
    .returning({ filename: generatedImages.filename });
  for (const { filename } of deleted) {
    if (filename) await storage.delete(`generated/${filename}`).catch(() => undefined);
  }
  return deleted.length;
}
