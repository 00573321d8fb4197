import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
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

function isPublicAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const a = address.toLowerCase();
    if (a.startsWith('::ffff:')) return isPublicAddress(a.slice(7));
    return !(a === '::1' || a === '::' || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('fe80'));
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  return !(
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

/**
 * A partner's product photo on another site (a URL the administrator typed). Only public
 * addresses are fetched (never this machine or its network), with no redirect, a timeout and
 * a size cap, so a product URL cannot be used to reach inside.
 */
async function fetchRemoteImage(url: string, doFetch: typeof fetch): Promise<Buffer | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) return null;
  const res = await doFetch(url, { redirect: 'error', signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }).catch(
    () => null,
  );
  if (!res?.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('image/')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_REMOTE_BYTES) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The picture behind a product's imageUrl: catalogue art, an uploaded photo, or a partner's photo. */
export async function loadProductImage(
  storage: FileStorage,
  imageUrl: string | null | undefined,
  options: { allowRemote: boolean; fetch?: typeof fetch },
): Promise<Buffer | null> {
  if (!imageUrl) return null;
  const art = await loadCatalogArt(storage, imageUrl);
  if (art) return art;
  const uploaded = uploadedFileName(imageUrl);
  if (uploaded) return storage.get(`uploads/${uploaded}`);
  if (!options.allowRemote) return null;
  return fetchRemoteImage(imageUrl, options.fetch ?? fetch);
}
