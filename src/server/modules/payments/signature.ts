import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests (a length mismatch is simply false). */
export function sameHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How old a timestamped signature may be: beyond, a captured notification cannot be replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * `t=<unix>,v1=<hex>[,v1=<hex>…]` signed as HMAC(secret, t + body): Wave's scheme, also used by
 * the sandbox so both go through the same checks.
 */
export function verifyTimestampedSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowSeconds: number,
): 'ok' | 'bad_signature' | 'stale' {
  if (!header) return 'bad_signature';
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't') timestamp = value;
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return 'bad_signature';
  const expected = hmacSha256Hex(secret, timestamp + rawBody);
  if (!signatures.some((s) => sameHex(expected, s))) return 'bad_signature';
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
}

export function timestampedSignature(rawBody: string, secret: string, nowSeconds: number): string {
  const t = String(Math.floor(nowSeconds));
  return `t=${t},v1=${hmacSha256Hex(secret, t + rawBody)}`;
}
