import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneratedImage } from '../../../../tests/support/admin-rows.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { storeUploadedImage } from '../uploads/service.js';

let t: TestApp;
const owner = newVisitor();
let generationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const room = await storeUploadedImage(t, await readFixture('rooms/bedroom-1.jpg'), {
    purpose: 'room',
    visitorHash: owner.hash,
  });
  generationId = (await insertGeneratedImage(t.db, { originalImageId: room.id })).id;
});
afterAll(() => t.close());

const open = (cookie?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/generated-images/${generationId}${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('a generated room found again by its number alone', () => {
  it('is shown to the visitor whose photo it furnishes', async () => {
    const res = await open(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().generation).toMatchObject({ imageId: generationId, status: 'success' });
  });

  it('is as absent as a missing one to anyone else, and with a wrong session', async () => {
    for (const res of [
      await open(newVisitor().cookie),
      await open(),
      await open(owner.cookie, '?sessionId=not-the-one'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });

  it('slows down someone trying numbers one after the other', async () => {
    const codes: number[] = [];
    for (let id = 1; id <= 70; id++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/generated-images/${100_000 + id}`,
        remoteAddress: '198.51.100.7',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes.slice(60)).toEqual(Array(10).fill(429));
  });
});
