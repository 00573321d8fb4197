import { logConsent } from '../../lib/log-consent';

/**
 * A short fingerprint of the photo's id and the moment of consent (cyrb53, 53 bits, hex): it ties
 * a consent line to one photo at one time without sending or storing the picture itself. Not a
 * security hash, and it needs no secure context (crypto.subtle does).
 */
export function imageHash(imageId: number | string | null, at: string): string {
  const text = `${imageId ?? 'photo-non-envoyee'}|${at}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The image-rights consent log (public-flow.md §3, §7): when the box is ticked or unticked, and
 * again once the photo is on the server, now with its id. Never throws (logConsent keeps failures
 * in the console).
 */
export function logImageRightsConsent(
  consentGiven: boolean,
  imageId: number | null,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const timestamp = new Date().toISOString();
  return logConsent({
    action: 'image_rights',
    consentType: 'image_rights',
    consentGiven,
    details: {
      imageProcessingAuthorized: consentGiven,
      imageId,
      imageHash: imageHash(imageId, timestamp),
      ...extra,
    },
    timestamp,
  });
}
