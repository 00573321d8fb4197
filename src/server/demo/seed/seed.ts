import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { models3d, products, stores } from '../../db/schema.js';
import { type ArtDesign, designGeometry, designKind } from '../../modules/catalog/service.js';
import type { FileStorage } from '../../storage/storage.js';
import { designChoices } from '../art/kit.js';
import { furnitureModel } from '../models/furniture-models.js';
import { buildGlb } from '../models/glb-builder.js';
import { type DemoProduct, demoProducts, demoStores } from './demo-catalog.js';
import { DEMO_MODELS } from './demo-models.js';

export interface SeedLog {
  info(details: object, message: string): void;
}

export interface SeedResult {
  /** Rows this run added: all zero when the catalogue was already there. */
  stores: number;
  products: number;
  models: number;
}

/** Few statements, each short: PGlite has one connection and every other query waits. */
const BATCH = 250;

/**
 * Adds the demo catalogue: stores, products (their pictures are drawn later, on first
 * request) and a few 3D models. Existing rows are left alone, so running it again
 * inserts nothing and changes nothing.
 */
export async function seedDemoCatalog({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: FileStorage;
  log?: SeedLog;
}): Promise<SeedResult> {
  const started = performance.now();
  const addedStores = await db
    .insert(stores)
    .values(demoStores())
    .onConflictDoNothing({ target: stores.name })
    .returning({ id: stores.id });

  const catalogue = demoProducts();
  let addedProducts = 0;
  for (let i = 0; i < catalogue.length; i += BATCH) {
    const rows = catalogue
      .slice(i, i + BATCH)
      .map(({ design, ...row }) => ({ ...row, ...designSize(design) }));
    const added = await db
      .insert(products)
      .values(rows)
      .onConflictDoNothing({ target: products.seedKey })
      .returning({ id: products.id });
    addedProducts += added.length;
  }

  const addedModels = await seedDemoModels(db, storage, catalogue);
  const result = { stores: addedStores.length, products: addedProducts, models: addedModels };
  log?.info({ ...result, ms: Math.round(performance.now() - started) }, 'demo catalogue seeded');
  return result;
}

async function seedDemoModels(
  db: Db,
  storage: FileStorage,
  catalogue: readonly DemoProduct[],
): Promise<number> {
  const owners = DEMO_MODELS.flatMap((m) => {
    const product = catalogue.find(
      (p) => p.category === m.category && p.interiorStyle === m.style && designKind(p.design) === m.kind,
    );
    return product ? [{ model: m, product }] : [];
  });
  const ids = await db
    .select({ id: products.id, seedKey: products.seedKey })
    .from(products)
    .where(
      inArray(
        products.seedKey,
        owners.map((o) => o.product.seedKey),
      ),
    );
  const idOf = new Map(ids.map((r) => [r.seedKey, r.id]));

  let added = 0;
  for (const { model, product } of owners) {
    // Coloured like the product's picture, so the AR view and the photo agree.
    const look = designChoices(product.design);
    const glb = buildGlb(
      furnitureModel(model.model, {
        fabric: look.fabric.color,
        wood: look.look.wood.color,
        metal: look.look.metal.color,
        accent: look.accent(0),
      }),
    );
    const filename = `${product.seedKey}.glb`;
    const key = `models/${filename}`;
    if (!(await storage.exists(key))) await storage.put(key, glb);
    const rows = await db
      .insert(models3d)
      .values({
        productId: idOf.get(product.seedKey) ?? null,
        productName: product.name,
        filename,
        originalName: filename,
        sizeBytes: glb.length,
        supportedStyles: [...model.supportedStyles],
        isActive: true,
        description: model.description,
      })
      .onConflictDoNothing({ target: models3d.filename })
      .returning({ id: models3d.id });
    added += rows.length;
  }
  return added;
}

/** A demo product's real size, as the administrator sees and edits it (a rug's depth is its length). */
function designSize(design: ArtDesign) {
  const g = designGeometry(design);
  return g.placement === 'rug'
    ? { widthCm: Math.round(g.widthCm), depthCm: Math.round(g.heightCm), heightCm: 1 }
    : {
        widthCm: Math.round(g.widthCm),
        depthCm: Math.max(1, Math.round(g.depthCm)),
        heightCm: Math.round(g.heightCm),
      };
}
