import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { sortCategories } from '../../../domain/categories.js';
import type { Db } from '../../db/client.js';
import { models3d, products } from '../../db/schema.js';
import { cachedCatalogRead } from './catalog-cache.js';
import { shownImageUrl } from './partner-photos.js';

/** The spec: a product is public unless isActive is explicitly false. */
const isPublic = eq(products.isActive, true);

// Written out in SQL: inside a select, Drizzle renders columns unqualified, and "id" would then mean models_3d.id.
const hasModel = sql<boolean>`exists (select 1 from ${models3d} m where m.product_id = ${products}.id and m.is_active)`;

const publicProductColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  price: products.price,
  priceFcfa: products.priceFcfa,
  interiorStyle: products.interiorStyle,
  imageUrl: products.imageUrl,
  productUrl: products.productUrl,
  store: products.store,
  country: products.country,
  has3dModel: hasModel,
  photoStatus: products.photoStatus,
  photoSource: products.photoSource,
  photoFile: products.photoFile,
};

export function listPublicCategories(db: Db): Promise<string[]> {
  return cachedCatalogRead(db, 'categories', async () => {
    const rows = await db.selectDistinct({ category: products.category }).from(products).where(isPublic);
    return sortCategories(rows.map((r) => r.category));
  });
}

export function listPublicStyles(db: Db) {
  const n = count();
  return cachedCatalogRead(db, 'styles', () =>
    db
      .select({ style: products.interiorStyle, count: n })
      .from(products)
      .where(isPublic)
      .groupBy(products.interiorStyle)
      .orderBy(desc(n), asc(products.interiorStyle)),
  );
}

async function queryProductsOfCategories(db: Db, categories: string[]) {
  const rows = await db
    .select(publicProductColumns)
    .from(products)
    .where(and(isPublic, inArray(products.category, categories)))
    .orderBy(asc(products.priceFcfa), asc(products.id));
  // A partner's photo is shown from its stored copy, never from the partner's site.
  return rows.map(({ photoStatus, photoSource, photoFile, ...r }) => ({
    ...r,
    imageUrl: shownImageUrl({ imageUrl: r.imageUrl, photoStatus, photoSource, photoFile }),
    style: r.interiorStyle,
    has3dModel: Boolean(r.has3dModel),
  }));
}

export type PublicProduct = Awaited<ReturnType<typeof queryProductsOfCategories>>[number];

/** Active products of the categories, cheapest first; cached per category so any mix of categories shares entries. */
export async function listProductsOfCategories(db: Db, categories: string[]): Promise<PublicProduct[]> {
  const wanted = [...new Set(categories)];
  let batch: Promise<PublicProduct[]> | undefined;
  const lists = await Promise.all(
    wanted.map((category) =>
      cachedCatalogRead(db, `products:${category}`, async () => {
        // Categories missing from the cache are read in one query, then split.
        batch ??= queryProductsOfCategories(db, wanted);
        return (await batch).filter((p) => p.category === category);
      }),
    ),
  );
  return lists.flat().sort((a, b) => a.priceFcfa - b.priceFcfa || a.id - b.id);
}

export async function productsByCategory(db: Db, categories: string[]) {
  const wanted = [...new Set(categories)];
  const grouped: Record<string, PublicProduct[]> = Object.fromEntries(wanted.map((c) => [c, []]));
  for (const p of await listProductsOfCategories(db, wanted)) grouped[p.category]?.push(p);
  return grouped;
}

// The catalogue's vocabulary, which the demo catalogue (src/server/demo) builds on: the keys that
// name a demo design and its picture's address, and the furniture geometry every product is placed with.
export * from './design-key.js';
export * from './furniture-geometry.js';
