import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';
import type { FileStorage } from '../../storage/storage.js';
import { type SeedLog, type SeedResult, seedDemoCatalog } from './seed.js';

const SEEDED_KEY = 'demo_catalog_seeded';

/**
 * Seeds the demo catalogue on the installation's first start only: once recorded,
 * products an administrator deletes stay deleted across restarts.
 */
export async function seedDemoCatalogOnFirstStart(deps: {
  db: Db;
  storage: FileStorage;
  log?: SeedLog;
}): Promise<SeedResult | null> {
  const [done] = await deps.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (done) return null;
  const result = await seedDemoCatalog(deps);
  await deps.db
    .insert(appMeta)
    .values({ key: SEEDED_KEY, value: { at: new Date().toISOString(), ...result } })
    .onConflictDoNothing();
  return result;
}
