import { and, eq, like } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { CATALOG_IMAGES_PATH, parseCatalogArtUrl } from '../../modules/catalog/service.js';
import type { FileStorage } from '../../storage/storage.js';
import { ensureCatalogThumbnail } from './catalog-art.js';

/**
 * A studio picture takes about a second of CPU: rendered on a card's first request, a visitor
 * would wait for a dozen. After start, the active demo products' pictures and thumbnails are made
 * in the background, one at a time, so a visitor finds them ready. Stops when `signal` aborts.
 */
export async function prerenderCatalogArt(deps: {
  db: Db;
  storage: FileStorage;
  log: Pick<Logger, 'info' | 'warn'>;
  signal: AbortSignal;
}): Promise<number> {
  const { db, storage, log, signal } = deps;
  const rows = await db
    .selectDistinct({ imageUrl: products.imageUrl })
    .from(products)
    .where(and(eq(products.isActive, true), like(products.imageUrl, `${CATALOG_IMAGES_PATH}%`)));
  const started = Date.now();
  let made = 0;
  for (const { imageUrl } of rows) {
    if (signal.aborted) break;
    const design = imageUrl ? parseCatalogArtUrl(imageUrl) : null;
    if (!design) continue;
    try {
      await ensureCatalogThumbnail(storage, design);
      made++;
    } catch (error) {
      log.warn({ err: error, imageUrl }, 'catalogue picture not rendered');
    }
  }
  log.info(
    { pictures: made, seconds: Math.round((Date.now() - started) / 1000) },
    'catalogue pictures ready',
  );
  return made;
}
