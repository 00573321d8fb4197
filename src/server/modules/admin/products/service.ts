import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { fr } from '../../../../domain/messages.fr.js';
import { parsePriceFcfa } from '../../../../domain/money.js';
import type { ProductFields } from '../../../../domain/product-input.js';
import type { Db } from '../../../db/client.js';
import { models3d, products, stores } from '../../../db/schema.js';
import { notFound } from '../../../errors.js';
import { initialPhotoStatus, shownImageUrl } from '../../catalog/partner-photos.js';
import { searchFilter } from '../list-filters.js';

// Written out in SQL: inside a select, Drizzle renders columns unqualified, and "id" would then mean models_3d.id.
const hasModel = sql<boolean>`exists (select 1 from ${models3d} m where m.product_id = ${products}.id)`;

const adminProductColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  price: products.price,
  priceFcfa: products.priceFcfa,
  imageUrl: products.imageUrl,
  productUrl: products.productUrl,
  store: products.store,
  country: products.country,
  interiorStyle: products.interiorStyle,
  isActive: products.isActive,
  widthCm: products.widthCm,
  depthCm: products.depthCm,
  heightCm: products.heightCm,
  photoStatus: products.photoStatus,
  photoError: products.photoError,
  photoSource: products.photoSource,
  photoFile: products.photoFile,
  has_3d_model: hasModel,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

type ProductRow = Omit<typeof products.$inferSelect, 'seedKey' | 'cutoutFile'> & { has_3d_model: boolean };

function toAdminProduct({ photoSource, photoFile, ...row }: ProductRow) {
  return {
    ...row,
    /** What the visitors' pages show: the stored copy of a partner's photo, or the site's own picture. */
    photoUrl: shownImageUrl({ imageUrl: row.imageUrl, photoStatus: row.photoStatus, photoSource, photoFile }),
    has_3d_model: Boolean(row.has_3d_model),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type AdminProduct = ReturnType<typeof toAdminProduct>;

export interface ProductListQuery {
  page: number;
  limit: number;
  sortBy: 'name' | 'price' | 'category' | 'store' | 'createdAt';
  sortOrder: 'asc' | 'desc';
  search?: string;
  category?: string;
  status?: 'active' | 'inactive';
  store?: string;
  country?: string;
  minPrice?: number;
  maxPrice?: number;
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.priceFcfa,
  category: products.category,
  store: products.store,
  createdAt: products.createdAt,
};

export async function listAdminProducts(db: Db, q: ProductListQuery) {
  const filters: SQL[] = [];
  if (q.search) {
    filters.push(
      searchFilter(q.search, products.id, (like) => [
        ilike(products.name, like),
        ilike(products.category, like),
        ilike(products.store, like),
      ]),
    );
  }
  if (q.category) filters.push(eq(products.category, q.category));
  if (q.store) filters.push(eq(products.store, q.store));
  if (q.country) filters.push(eq(products.country, q.country));
  if (q.status) filters.push(eq(products.isActive, q.status === 'active'));
  if (q.minPrice !== undefined) filters.push(gte(products.priceFcfa, q.minPrice));
  if (q.maxPrice !== undefined) filters.push(lte(products.priceFcfa, q.maxPrice));
  const where = and(...filters);
  const order = q.sortOrder === 'desc' ? desc : asc;

  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminProductColumns)
      .from(products)
      .where(where)
      .orderBy(order(SORT_COLUMNS[q.sortBy]), order(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows.map(toAdminProduct), total: totalRow?.total ?? 0 };
}

export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const [row] = await db.select(adminProductColumns).from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('product_not_found', fr.backOffice.productNotFound);
  return toAdminProduct(row);
}

export function productValues(fields: ProductFields) {
  return { ...fields, priceFcfa: parsePriceFcfa(fields.price) };
}

/** A new product's values: a partner photo starts pending until it is fetched. */
export function newProductValues(fields: ProductFields) {
  return { ...productValues(fields), photoStatus: initialPhotoStatus(fields.imageUrl) };
}

export async function createProduct(db: Db, fields: ProductFields): Promise<AdminProduct> {
  const [row] = await db.insert(products).values(newProductValues(fields)).returning({ id: products.id });
  return findAdminProduct(db, (row as { id: number }).id);
}

export async function updateProduct(db: Db, id: number, fields: ProductFields): Promise<AdminProduct> {
  const updated = await db
    .update(products)
    .set({ ...productValues(fields), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw notFound('product_not_found', fr.backOffice.productNotFound);
  return findAdminProduct(db, id);
}

/** One statement, so two quick clicks flip twice instead of racing to the same value. */
export async function toggleProductStatus(db: Db, id: number): Promise<AdminProduct> {
  const updated = await db
    .update(products)
    .set({ isActive: sql`not ${products.isActive}`, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw notFound('product_not_found', fr.backOffice.productNotFound);
  return findAdminProduct(db, id);
}

export type BulkAction = 'delete' | 'disable' | 'enable';
export type BulkFilter = 'store' | 'category' | 'country';

export async function bulkProductAction(
  db: Db,
  { filterType, filterValue, action }: { filterType: BulkFilter; filterValue: string; action: BulkAction },
): Promise<number> {
  const column = { store: products.store, category: products.category, country: products.country }[
    filterType
  ];
  const where = eq(column, filterValue);
  const affected =
    action === 'delete'
      ? await db.delete(products).where(where).returning({ id: products.id })
      : await db
          .update(products)
          .set({ isActive: action === 'enable', updatedAt: new Date() })
          .where(where)
          .returning({ id: products.id });
  return affected.length;
}

/** Stores of the stores table and of products (a product may name a store nobody registered), with product counts. */
export async function listStores(db: Db) {
  const [registered, used] = await Promise.all([
    db.select({ name: stores.name, country: stores.country }).from(stores),
    db
      .select({ name: products.store, productCount: count() })
      .from(products)
      .where(sql`${products.store} is not null`)
      .groupBy(products.store),
  ]);
  const byName = new Map<string, { name: string; country: string | null; productCount: number }>();
  for (const s of registered) byName.set(s.name, { name: s.name, country: s.country, productCount: 0 });
  for (const u of used) {
    if (!u.name) continue;
    const known = byName.get(u.name);
    byName.set(u.name, { name: u.name, country: known?.country ?? null, productCount: u.productCount });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** Distinct values the filters and bulk actions offer, so the administrator picks instead of typing. */
export async function productFacets(db: Db) {
  const distinct = async (column: typeof products.category | typeof products.country) =>
    (await db.selectDistinct({ v: column }).from(products).where(sql`${column} is not null`))
      .map((r) => r.v as string)
      .sort((a, b) => a.localeCompare(b, 'fr'));
  const [categories, countries] = await Promise.all([
    distinct(products.category),
    distinct(products.country),
  ]);
  return { categories, countries };
}

export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids.slice(i, i + 1000)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}
