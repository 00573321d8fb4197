import { fetchPublic, type PublicFetchOptions } from '../../net/public-fetch.js';
import type { FileStorage } from '../../storage/storage.js';
import { isSafeFileName } from '../../storage/storage.js';
import { loadCatalogArt } from '../catalog/catalog-art.js';

const MAX_REMOTE_BYTES = 8 * 1024 * 1024;
const REMOTE_TIMEOUT_MS = 8000;

/** A photo the visitor uploaded ('/uploads/<file>', relative or absolute): its stored name, else null. */
export function uploadedFileName(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /^\/uploads\/([^/]+)$/.exec(pathname);
  return match?.[1] && isSafeFileName(match[1]) ? match[1] : null;
}

/** The picture behind a product's imageUrl: catalogue art, an uploaded photo, or a partner's photo. */
export async function loadProductImage(
  storage: FileStorage,
  imageUrl: string | null | undefined,
  options: { allowRemote: boolean; net?: Pick<PublicFetchOptions, 'resolve' | 'isAllowed'> },
): Promise<Buffer | null> {
  if (!imageUrl) return null;
  const art = await loadCatalogArt(storage, imageUrl);
  if (art) return art;
  const uploaded = uploadedFileName(imageUrl);
  if (uploaded) return storage.get(`uploads/${uploaded}`);
  if (!options.allowRemote) return null;
  // A partner's photo on another site: public addresses only, no redirect, size and time caps.
  return fetchPublic(imageUrl, {
    maxBytes: MAX_REMOTE_BYTES,
    timeoutMs: REMOTE_TIMEOUT_MS,
    accept: 'image/',
    ...options.net,
  });
}
