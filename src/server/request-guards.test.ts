import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../tests/support/admin-session.js';
import { createTestApp, multipartBody, type TestApp } from '../../tests/support/test-app.js';
import { fr } from '../domain/messages.fr.js';
import { consentLogs } from './db/schema.js';
import { MAX_DEPTH, requestProblem } from './request-guards.js';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t);
});
afterAll(() => t.close());

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

describe('what no route accepts', () => {
  it('finds control characters in values and keys, lets tabs and line breaks through, and bounds nesting', () => {
    expect(requestProblem({ name: 'Awa\u0000' })).toBe('control_characters');
    expect(requestProblem({ ['k\u001b']: 'v' })).toBe('control_characters');
    expect(requestProblem(['ok', ['\u007f']])).toBe('control_characters');
    expect(requestProblem({ address: 'Mermoz\r\nDakar\tSénégal' })).toBeNull();
    expect(requestProblem(nested(MAX_DEPTH - 1))).toBeNull();
    expect(requestProblem(nested(MAX_DEPTH + 1))).toBe('too_complex');
    expect(requestProblem(Array.from({ length: 6000 }, () => 1))).toBe('too_complex');
    expect(requestProblem({ list: { length: { toString: 1 } } })).toBe('reserved_key');
    expect(requestProblem(JSON.parse('{"__proto__": {"admin": true}}'))).toBe('reserved_key');
    expect(requestProblem({ length: 3, size: { width: 2 } })).toBeNull();
  });

  it('refuses with a French 400, not a 500, a list field sent as an object whose length has its own toString', async () => {
    // The route fuzzer's seed 1694219301: the validator's size check turned it into a number and threw.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      payload: { imageId: 1, selectedProducts: { length: { toString: -2147483649 } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'reserved_key', message: fr.errors.reservedKey });
  });

  it('refuses a NUL in a public form with a French 400 and writes nothing', async () => {
    const before = await t.db.$count(consentLogs);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-consent',
      payload: { action: 'accept\u0000', consentType: 'cookies', consentGiven: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'control_characters', message: fr.errors.controlCharacters });
    expect(await t.db.$count(consentLogs)).toBe(before);
  });

  it('refuses a body nested 10 000 deep without a 500', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { 'content-type': 'application/json' },
      payload: `{"imageId":1,"uploadedImageData":${deep}}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers a number past the database’s integers with a French 400, not a 500', async () => {
    for (const url of ['/api/admin/products?minPrice=2147483648', '/api/quotes/99999999999']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('tells a multipart with many parts, or a body that is not multipart, from a file too large', async () => {
    const image = Buffer.from('not really an image');
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody(
        Array.from({ length: 5 }, (_, i) => ({
          name: 'image',
          filename: `p${i}.jpg`,
          data: image,
          contentType: 'image/jpeg',
        })),
      ),
    });
    expect([many.statusCode, many.json().message]).toEqual([413, fr.errors.tooManyParts]);
    expect(many.json().message).not.toBe(fr.upload.tooLargeBody);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
  });
});
