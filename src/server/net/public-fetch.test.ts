import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, isPublicAddress } from './public-fetch.js';

let server: http.Server;
let port: number;
const hits: string[] = [];
const PNG = Buffer.from('89504e470d0a1a0a0000', 'hex');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/photo.png' }).end();
    } else if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    } else if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096));
    } else {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const caps = { maxBytes: 1024, timeoutMs: 2000, accept: 'image/' };

describe('reaching a partner’s site, and only the public internet', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2001:db8::1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '41.82.1.1', '2a00:1450:4007:80f::200e'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    (p: number) => `http://127.0.0.1:${p}/photo.png`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/photo.png`,
    (p: number) => `http://[::ffff:7f00:1]:${p}/photo.png`,
    (p: number) => `http://localhost:${p}/photo.png`,
  ])('never fetches this machine: %#', async (url) => {
    const before = hits.length;
    expect(await fetchPublic(url(port), caps)).toBeNull();
    expect(hits.length).toBe(before);
  });

  it('connects to the address it checked, without looking the name up again', async () => {
    // 'partner.invalid' exists in no DNS: the answer can only come from the pinned address.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const image = await fetchPublic(`http://partner.invalid:${port}/photo.png`, {
      ...caps,
      resolve,
      isAllowed: () => true,
    });
    expect(image?.equals(PNG)).toBe(true);
  });

  it('refuses a name that resolves to one private address among public ones', async () => {
    const resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    expect(await fetchPublic(`http://partner.invalid:${port}/photo.png`, { ...caps, resolve })).toBeNull();
  });

  it.each(['/redirect', '/page', '/huge.png'])(
    'refuses a redirect, a page that is not an image, an image over the cap: %s',
    async (path) => {
      const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
      expect(
        await fetchPublic(`http://partner.invalid:${port}${path}`, {
          ...caps,
          resolve,
          isAllowed: () => true,
        }),
      ).toBeNull();
    },
  );

  it('refuses what is not http or https', async () => {
    expect(await fetchPublic('file:///etc/passwd', caps)).toBeNull();
    expect(await fetchPublic('ftp://8.8.8.8/x.png', caps)).toBeNull();
  });
});
