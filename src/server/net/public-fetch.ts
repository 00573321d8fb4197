import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet: not this machine, not its networks, not any
 * special range of IPv4 or IPv6 (loopback, private, link-local, carrier NAT, multicast, documentation,
 * reserved...). IPv4 written inside IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export interface PublicFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Content types accepted, by prefix ('image/'). */
  accept: string;
  /** For tests: how names resolve, and which addresses may be reached. */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
  isAllowed?: (address: string) => boolean;
}

const defaultResolve = (host: string) => lookup(host, { all: true });

/**
 * GET a URL on a public address only: the name is resolved once, every address it gives must be
 * public, and the connection goes to the address that was checked (no second lookup a DNS trick
 * could change). No redirect is followed, the answer must be of the accepted type and under the
 * size cap, and the whole exchange under the time cap. Null for anything refused or failed.
 */
export async function fetchPublic(url: string, options: PublicFetchOptions): Promise<Buffer | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const resolve = options.resolve ?? defaultResolve;
  const isAllowed = options.isAllowed ?? isPublicAddress;
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : await resolve(host).catch(() => []);
  const target = addresses[0];
  if (!target || !addresses.every((a) => isAllowed(a.address))) return null;
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Promise((done) => {
    const client = parsed.protocol === 'https:' ? https : http;
    const signal = AbortSignal.timeout(options.timeoutMs);
    const request = client.get(
      parsed,
      { lookup: pinned, signal, headers: { accept: `${options.accept}*` } },
      (res) => {
        const type = res.headers['content-type'] ?? '';
        if (res.statusCode !== 200 || !type.startsWith(options.accept)) {
          res.destroy();
          done(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            done(null);
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => done(size <= options.maxBytes ? Buffer.concat(chunks) : null));
        res.on('error', () => done(null));
      },
    );
    request.on('error', () => done(null));
  });
}
