import type { FileStorage } from '../../storage/storage.js';
import { type ArtDesign, designFileName, parseCatalogArtUrl } from './design-key.js';
import { renderProductArt } from './product-art.js';

/**
 * Demo-catalogue pictures are drawn on first request and kept in storage ('catalog'
 * area), so seeding stays instant and every later request is a plain file read.
 */

/** Renders running in this process, so two simultaneous first requests draw once. */
const rendering = new Map<string, Promise<Buffer>>();

function storageKeyOf(design: ArtDesign): string {
  return `catalog/${designFileName(design)}`;
}

function renderAndStore(storage: FileStorage, design: ArtDesign): Promise<Buffer> {
  const key = storageKeyOf(design);
  const pending = rendering.get(key);
  if (pending) return pending;
  const job = (async () => {
    const png = await renderProductArt(design);
    await storage.put(key, png);
    return png;
  })().finally(() => rendering.delete(key));
  rendering.set(key, job);
  return job;
}

/** Makes sure the design's PNG is in storage, drawing it if needed. */
export async function ensureCatalogArt(storage: FileStorage, design: ArtDesign): Promise<void> {
  if (!(await storage.exists(storageKeyOf(design)))) await renderAndStore(storage, design);
}

/**
 * The bytes of a product picture when its imageUrl is a catalogue drawing
 * ('/catalog-images/canape--scandinavian--3.png', relative or absolute), else null:
 * a room renderer calls this before fetching any other URL.
 */
export async function loadCatalogArt(storage: FileStorage, imageUrl: string): Promise<Buffer | null> {
  const design = parseCatalogArtUrl(imageUrl);
  if (!design) return null;
  return (await storage.get(storageKeyOf(design))) ?? renderAndStore(storage, design);
}
