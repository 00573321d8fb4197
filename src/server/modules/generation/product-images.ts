import { loadCatalogArt } from '../../demo/art/catalog-art.js';
import type { FileStorage } from '../../storage/storage.js';
import { isSafeFileName } from '../../storage/storage.js';
import { loadPartnerCutout, partnerPhotoFile } from '../catalog/partner-photos.js';

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

/**
 * The picture the renderer draws for a product's imageUrl, from storage only: catalogue art, an
 * uploaded photo, or the stored cut-out of a partner's photo. A generation never fetches a
 * partner's site: that was done once, when the product was saved.
 */
export async function loadProductImage(
  storage: FileStorage,
  imageUrl: string | null | undefined,
): Promise<Buffer | null> {
  if (!imageUrl) return null;
  const art = await loadCatalogArt(storage, imageUrl);
  if (art) return art;
  const uploaded = uploadedFileName(imageUrl);
  if (uploaded) return storage.get(`uploads/${uploaded}`);
  const partner = partnerPhotoFile(imageUrl);
  return partner ? loadPartnerCutout(storage, partner) : null;
}
