import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema.js';
import type { FileStorage } from '../../../storage/storage.js';
import { invalidateCatalogCache } from '../../catalog/catalog-cache.js';
import {
  ingestPartnerPhoto,
  isPartnerPhotoUrl,
  type PartnerNet,
  type PhotoOutcome,
} from '../../catalog/partner-photos.js';

/** Photos fetched at once during an import: enough to hide the partners' latency, not a flood. */
const CONCURRENT_FETCHES = 6;

export interface PhotoDeps {
  db: Db;
  storage: FileStorage;
  net?: PartnerNet;
}

/**
 * Brings the products' stored photos in line with their imageUrl: a partner address not yet
 * stored is fetched and cut out (each address once, however many products share it); any other
 * picture clears the stored copy. Written only if the imageUrl is still the one fetched, so an
 * edit made meanwhile is never overwritten. Returns what happened to each product's partner photo.
 */
export async function refreshProductPhotos(
  deps: PhotoDeps,
  ids: readonly number[],
): Promise<Map<number, PhotoOutcome>> {
  const outcomes = new Map<number, PhotoOutcome>();
  if (ids.length === 0) return outcomes;
  const rows = await deps.db
    .select({
      id: products.id,
      imageUrl: products.imageUrl,
      photoStatus: products.photoStatus,
      photoSource: products.photoSource,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  const byUrl = new Map<string, Promise<PhotoOutcome>>();
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const { id, imageUrl } = row;
      if (!isPartnerPhotoUrl(imageUrl)) {
        if (row.photoStatus !== 'none') await clearPhoto(deps.db, id);
        continue;
      }
      if (row.photoStatus === 'ready' && row.photoSource === imageUrl) continue;
      let pending = byUrl.get(imageUrl);
      if (!pending) {
        pending = ingestPartnerPhoto(deps.storage, imageUrl, deps.net);
        byUrl.set(imageUrl, pending);
      }
      const outcome = await pending;
      outcomes.set(id, outcome);
      await deps.db
        .update(products)
        .set(
          outcome.status === 'ready'
            ? {
                photoStatus: 'ready',
                photoSource: imageUrl,
                photoFile: outcome.photoFile,
                cutoutFile: outcome.cutoutFile,
                photoError: null,
              }
            : {
                photoStatus: 'missing',
                photoSource: imageUrl,
                photoFile: null,
                cutoutFile: null,
                photoError: outcome.error,
              },
        )
        .where(and(eq(products.id, id), eq(products.imageUrl, imageUrl)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_FETCHES, rows.length) }, worker));
  invalidateCatalogCache(deps.db);
  return outcomes;
}

function clearPhoto(db: Db, id: number) {
  return db
    .update(products)
    .set({ photoStatus: 'none', photoSource: null, photoFile: null, cutoutFile: null, photoError: null })
    .where(eq(products.id, id));
}

/**
 * Products whose stored photo does not match their imageUrl: saved before photos were stored,
 * or whose fetch a restart cut off. Run at start.
 */
export async function refreshPendingPhotos(deps: PhotoDeps): Promise<number> {
  const pending = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.photoStatus} = 'pending'
        or (${products.imageUrl} ~* '^https?://' and ${products.photoSource} is distinct from ${products.imageUrl})`,
    );
  const outcomes = await refreshProductPhotos(
    deps,
    pending.map((p) => p.id),
  );
  return outcomes.size;
}
