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

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export class InvalidStorageName extends Error {
  constructor(name: string) {
    super(`Invalid file name: ${JSON.stringify(name).slice(0, 80)}`);
  }
}
