import type { Readable } from 'node:stream';

/**
 * Where files live (photos, generated images, 3D models, PDFs). Keys are
 * `<area>/<name>` with a safe name; the local driver writes under the files directory.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A stream and its size, for serving without loading the whole file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Names of an area's files last written before a date (for sweeping files left without a row). */
  listOlderThan(area: StorageArea, before: Date): Promise<string[]>;
}

export type StorageArea = 'uploads' | 'catalog' | 'models' | 'generated' | 'quotes';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Builds a key, refusing anything that could climb out of its area. */
export function storageKey(area: StorageArea, name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) {
    throw new InvalidStorageName(name);
  }
  return `${area}/${name}`;
}

const AREAS: ReadonlySet<string> = new Set<StorageArea>([
  'uploads',
  'catalog',
  'models',
  'generated',
  'quotes',
]);

/** A key as every driver takes it, `<area>/<safe name>`, or an error before any access. */
export function checkedKey(key: string): string {
  const [area, name, ...rest] = key.split('/');
  if (!area || !AREAS.has(area) || !name || rest.length > 0 || !isSafeFileName(name)) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export class InvalidStorageName extends Error {
  constructor(name: string) {
    super(`Invalid file name: ${JSON.stringify(name).slice(0, 80)}`);
  }
}
