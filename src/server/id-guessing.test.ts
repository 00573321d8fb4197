import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { fr } from '../domain/messages.fr.js';

/**
 * Routes that answer by an id in the address: someone trying ids one after the other from one
 * address is slowed down (429 in French) once past what a visitor's pages ask in a minute.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each([
  ['/api/payment-sessions/', 60],
  ['/api/generations/', 300],
  ['/uploads/', 600],
])('guessing ids on %s', (route, limit) => {
  it(`answers 404 to the first ${limit} guesses of a minute, then 429`, async () => {
    const address = `198.51.100.${limit % 250}`;
    const codes: number[] = [];
    let last: { error?: string; message?: string } = {};
    for (let i = 0; i < limit + 5; i++) {
      const suffix = route === '/uploads/' ? `${randomUUID()}.webp` : randomUUID();
      const res = await t.app.inject({ method: 'GET', url: `${route}${suffix}`, remoteAddress: address });
      codes.push(res.statusCode);
      last = res.json();
    }
    expect(codes.slice(0, limit).every((c) => c === 404)).toBe(true);
    expect(codes.slice(limit)).toEqual(Array(5).fill(429));
    expect(last).toEqual({ error: 'too_many_requests', message: fr.errors.tooManyRequests });
  });
});
