import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../tests/support/admin-session.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import {
  createTestApp,
  multipartBody,
  newVisitor,
  type TestApp,
  uploadPhoto,
} from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { uploadedImages } from '../../db/schema.js';
import { VISITOR_COOKIE } from '../visitor/service.js';
import { decodesHere, storeUploadedImage } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...multipartBody([{ name: 'image', filename, data, contentType }]),
  });

/** The files under uploads/, to prove a refused upload leaves none. */
const storedFiles = async () =>
  (await fs.readdir(path.join(t.config.filesDir, 'uploads')).catch(() => [])).sort();

/** A PNG whose header claims the given size: decoding it would need width×height pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/upload', () => {
  it('stores a real room photo as an upright WebP of at most 2048 px and serves it', async () => {
    const res = await upload(await readFixture('rooms/living-room-roomgpt-original.jpg'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: expect.any(Number), filename: expect.stringMatching(/\.webp$/) });
    expect(Math.max(body.width, body.height)).toBe(2048);

    const [row] = await t.db.select().from(uploadedImages).where(eq(uploadedImages.id, body.id));
    expect(row).toMatchObject({ filename: body.filename, sourceMime: 'image/jpeg', purpose: 'room' });

    // The photo is served to the visitor who sent it: the cookie the upload gave them.
    const visitor = res.cookies.find((c) => c.name === VISITOR_COOKIE);
    const headers = { cookie: `${VISITOR_COOKIE}=${visitor?.value}` };
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${body.filename}`, headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([2048, 1536]);

    const thumb = await t.app.inject({ method: 'GET', url: body.thumbnailUrl, headers });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
  });

  it('removes EXIF (GPS included) and applies the orientation before dropping it', async () => {
    const withGps = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#c96' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 41/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '17/1 26/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sourceMeta = await sharp(withGps).metadata();
    expect(sourceMeta.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const res = await upload(withGps);
    expect(res.statusCode).toBe(201);
    const { filename, width, height } = res.json();
    expect([width, height]).toEqual([320, 480]);
    const stored = (await t.storage.get(`uploads/${filename}`)) as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a room photo under 320 px on its short side, in French, and keeps no file of it', async () => {
    const before = await storedFiles();
    for (const [width, height] of [
      [1, 1],
      [640, 319],
    ] as const) {
      const tiny = await sharp({ create: { width, height, channels: 3, background: '#a86' } })
        .png()
        .toBuffer();
      const res = await upload(tiny, 'tiny.png');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(fr.upload.tooSmall(320));
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('takes both files away again when the row cannot be written', async () => {
    const before = await storedFiles();
    const broken = {
      ...t,
      db: {
        insert: () => {
          throw new Error('database down');
        },
      },
    } as unknown as typeof t;
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#a86' } })
      .jpeg()
      .toBuffer();
    await expect(storeUploadedImage(broken, photo, { purpose: 'room', visitorHash: null })).rejects.toThrow(
      'database down',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts PNG, WebP, GIF and AVIF by their content', async () => {
    const base = sharp({ create: { width: 480, height: 360, channels: 4, background: '#3a7' } });
    for (const [format, mime] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
      ['avif', 'image/avif'],
    ] as const) {
      const res = await upload(await base.clone().toFormat(format).toBuffer(), `x.${format}`, mime);
      expect(res.statusCode, format).toBe(201);
      expect(res.json().width).toBe(480);
    }
  });

  it('refuses a text file renamed .jpg with the French format message', async () => {
    const res = await upload(
      Buffer.from('ceci est un texte, pas une photo\n'.repeat(20)),
      'salon.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'unsupported_format', message: fr.upload.unsupportedBody });
  });

  it('refuses HEIC, which this server cannot decode, with a 415 naming the format', async () => {
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(4),
      Buffer.from('mif1heic'),
    ]);
    const res = await upload(Buffer.concat([ftyp, Buffer.alloc(2000)]), 'IMG_0001.HEIC', 'image/heic');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: 'unsupported_format',
      message:
        "Le format HEIC n'est pas pris en charge. Veuillez sélectionner un fichier image (JPG, PNG, WEBP).",
      details: { title: 'Format non supporté', detected: 'image/heic' },
    });
  });

  it('names any other image format it does not take, such as BMP', async () => {
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0);
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(2, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    const res = await upload(bmp, 'scan.bmp', 'image/bmp');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(fr.upload.formatNotSupported('BMP'));
  });

  it('knows which formats this build of sharp decodes, by trying a sample of each', async () => {
    expect(await decodesHere('image/avif')).toBe(true);
    expect(await decodesHere('image/gif')).toBe(true);
    expect(await decodesHere('image/heic')).toBe(false);
    expect(await decodesHere('image/bmp')).toBe(false);
  });

  it('refuses a file over 10 MB with 413 and the French message', async () => {
    const big = Buffer.concat([await readFixture('rooms/bedroom-1.jpg'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'file_too_large', message: fr.upload.tooLargeBody });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const res = await upload(pngClaiming(30_000, 30_000), 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('too_many_pixels');
  });

  it('refuses an image that does not decode', async () => {
    const jpeg = await readFixture('rooms/bedroom-1.jpg');
    const broken = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(5000, 0x41)]);
    const res = await upload(broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('unreadable_image');
  });

  it('answers 400 when no image field is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      ...multipartBody([{ name: 'other', value: 'x' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('missing_file');
  });

  it.each([
    [
      'cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
    ],
    ['without a boundary', 'multipart/form-data', 'abc'],
  ])('refuses a form %s with 400 in French, and keeps no file of it', async (_, contentType, payload) => {
    const before = await storedFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'broken_multipart', message: fr.upload.brokenForm });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a body that is no form at all (JSON, text) with 415 in French', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { 'content-type': contentType },
        payload: '{}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'not_multipart', message: fr.errors.notMultipart });
    }
  });

  it('answers a photo part its parser skips (a line break in its file name) instead of waiting for ever', async () => {
    // busboy stops reading, with no error and no end, when it skips a part that arrives in one
    // large chunk: the request would hang until the server's request timeout.
    const before = await storedFiles();
    const photo = await readFixture('rooms/bedroom-1.jpg');
    const payload = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="image"; filename="salon\n.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'broken_multipart', message: fr.upload.brokenForm });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /uploads/{filename}', () => {
  it.each([
    '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e%2fconfig.ts',
    '/uploads/..%5c..%5cwindows',
    '/uploads/.env',
    '/uploads/nothing-here.webp',
  ])('gives nothing outside the uploads: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('shows a photo and its thumbnail to the visitor who sent it and to the back office, to no one else', async () => {
    const owner = newVisitor();
    const sent = await uploadPhoto(t.app, await readFixture('rooms/bedroom-1.jpg'), { cookie: owner.cookie });
    expect(sent.res.statusCode).toBe(201);
    const { url, thumbnailUrl } = sent.res.json();
    const admin = (await loginAsAdmin(t)).cookie;
    for (const address of [url, thumbnailUrl, `${url}?w=480`]) {
      const as = (cookie?: string) =>
        t.app.inject({ method: 'GET', url: address, headers: cookie ? { cookie } : {} });
      expect((await as(owner.cookie)).statusCode).toBe(200);
      expect((await as(admin)).statusCode).toBe(200);
      for (const stranger of [undefined, newVisitor().cookie, 'kerdeco_admin=forged']) {
        const res = await as(stranger);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: fr.errors.notFound });
      }
    }
  });

  it('refuses an address whose name is longer than the router reads, in French JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(600)}.webp` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'bad_address', message: fr.errors.badAddress });
  });
});
