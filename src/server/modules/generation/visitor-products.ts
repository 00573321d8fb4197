import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ProductSnapshot, products, type SnappedSnapshot, snappedProducts } from '../../db/schema.js';
import { shownImageUrl } from '../catalog/partner-photos.js';
import { parseCatalogArtUrl } from '../catalog/service.js';

/** A catalogue row as the flow, quotes and generated images carry it. */
export function productSnapshotOf(row: typeof products.$inferSelect): ProductSnapshot {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    price: row.price,
    priceFcfa: row.priceFcfa,
    interiorStyle: row.interiorStyle,
    style: row.interiorStyle,
    imageUrl: shownImageUrl(row),
    productUrl: row.productUrl,
    store: row.store,
    widthCm: row.widthCm,
    depthCm: row.depthCm,
    heightCm: row.heightCm,
  };
}

/**
 * Products as they are in the catalogue now (by id), so the picture shows what the partner
 * sells and no visitor-sent URL is ever fetched; a product unknown to the catalogue keeps its
 * text but only a picture the catalogue draws.
 */
export async function resolveProducts(db: Db, sent: readonly ProductSnapshot[]): Promise<ProductSnapshot[]> {
  const ids = sent.flatMap((p) => (p.id ? [p.id] : []));
  const rows = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return sent.map((p) => {
    const row = p.id ? byId.get(p.id) : undefined;
    if (row) return productSnapshotOf(row);
    // Only the catalogue's own drawings: an '/uploads/…' address could name another visitor's photo.
    const local = p.imageUrl && parseCatalogArtUrl(p.imageUrl);
    return {
      name: p.name,
      category: p.category,
      price: String(p.price ?? ''),
      interiorStyle: p.interiorStyle ?? null,
      style: p.style ?? p.interiorStyle ?? null,
      imageUrl: local ? p.imageUrl : null,
      productUrl: null,
      store: p.store ?? null,
    };
  });
}

export async function resolveSnapped(
  db: Db,
  roomId: number,
  sent: readonly SnappedSnapshot[],
): Promise<SnappedSnapshot[]> {
  const ids = sent.flatMap((s) => (s.id ? [s.id] : []));
  const rows =
    ids.length > 0
      ? await db
          .select()
          .from(snappedProducts)
          .where(and(inArray(snappedProducts.id, ids), eq(snappedProducts.imageId, roomId)))
      : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Only the items photographed for this room: an item the client names by its address alone
  // could be another visitor's photo, so it is left out.
  return sent.flatMap((s) => {
    const row = s.id ? byId.get(s.id) : undefined;
    return row ? [{ id: row.id, category: row.category, imageUrl: row.imageUrl, imageId: row.imageId }] : [];
  });
}
