import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uploadPhoto } from '../../../../tests/support/test-app.js';
import { uploadedImages } from '../../db/schema.js';
import { VISITOR_COOKIE, visitorHashOf } from './service.js';

let t: TestApp;
let secure: TestApp;
let photo: Buffer;
beforeAll(async () => {
  [t, secure] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { PUBLIC_URL: 'https://kerdeco.test' } }),
  ]);
  photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#875' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await secure?.close();
});

const tokenOf = (cookie: string | undefined) => cookie?.slice(VISITOR_COOKIE.length + 1) ?? '';

describe('the visitor cookie', () => {
  it('is given with the first photo: random, httpOnly, SameSite=Lax, for 30 days; the photo keeps only its hash', async () => {
    const { res, cookie } = await uploadPhoto(t.app, photo);
    expect(res.statusCode).toBe(201);
    const set = res.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 86_400 });
    expect(set?.secure).toBeFalsy();
    const token = tokenOf(cookie);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.db.select().from(uploadedImages).where(eq(uploadedImages.id, res.json().id));
    expect(row?.visitorHash).toBe(visitorHashOf(token));
    expect(row?.visitorHash).not.toContain(token);

    const other = await uploadPhoto(t.app, photo);
    expect(tokenOf(other.cookie)).not.toBe(token);
  });

  it('stays the same on the next photos, and is renewed for another 30 days', async () => {
    const first = await uploadPhoto(t.app, photo);
    const second = await uploadPhoto(t.app, photo, { cookie: first.cookie });
    expect(second.cookie).toBe(first.cookie);
    expect(second.res.cookies.find((c) => c.name === VISITOR_COOKIE)?.maxAge).toBe(30 * 86_400);
    const rows = await t.db
      .select({ visitorHash: uploadedImages.visitorHash })
      .from(uploadedImages)
      .where(eq(uploadedImages.visitorHash, visitorHashOf(tokenOf(first.cookie))));
    expect(rows).toHaveLength(2);
  });

  it('replaces a value this server did not issue', async () => {
    const { cookie } = await uploadPhoto(t.app, photo, { cookie: `${VISITOR_COOKIE}=court` });
    expect(tokenOf(cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is Secure when visitors use https', async () => {
    const { res } = await uploadPhoto(secure.app, photo);
    expect(res.cookies.find((c) => c.name === VISITOR_COOKIE)?.secure).toBe(true);
  });
});
