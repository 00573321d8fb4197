import type { Db } from '../../db/client.js';

/**
 * Public catalogue reads, kept for a short while per database. Visitors read the same few
 * lists thousands of times between two edits of the catalogue; on PGlite every query waits
 * for the single connection, so answering these from memory is what keeps the API fast
 * under load. Writes go through the back office, which clears the cache of this instance;
 * other instances see a change within TTL_MS.
 */
const TTL_MS = 30_000;
/** Keys include visitor-sent category names: cap the entries so no input can grow memory. */
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

export function cachedCatalogRead<T>(db: Db, key: string, load: () => PromiseLike<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  // Promise.resolve runs a Drizzle query builder once: the builder itself is a thenable that would
  // query the database again at every await.
  const value = Promise.resolve(load());
  entries.set(key, { expires: now + TTL_MS, value });
  // A failed read must not be served again from the cache.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

export function invalidateCatalogCache(db: Db): void {
  caches.get(db)?.clear();
}
