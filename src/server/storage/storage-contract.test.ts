import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, startObjectStore } from '../../../tests/support/object-store.js';
import { createTestApp, uploadPhoto } from '../../../tests/support/test-app.js';
import { loadConfig } from '../config.js';
import { createStorage } from './create-storage.js';
import { createLocalStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';

let objectStore: ObjectStore;
let localDir: string;
const drivers: Record<string, FileStorage> = {};

beforeAll(async () => {
  objectStore = await startObjectStore();
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-files-'));
  drivers.local = createLocalStorage(localDir);
  drivers.s3 = createStorage(loadConfig({ NODE_ENV: 'test', ...objectStore.env }));
});
afterAll(async () => {
  await objectStore?.close();
  await fs.rm(localDir, { recursive: true, force: true });
});

const streamed = async (file: { stream: NodeJS.ReadableStream } | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of file?.stream ?? []) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each(['local', 's3'])('file storage contract: %s', (driver) => {
  const storage = () => drivers[driver] as FileStorage;

  it('writes, reads, streams, tells and deletes a file; a missing one is null, not an error', async () => {
    const data = Buffer.from(`photo ${driver} ${'x'.repeat(70_000)}`);
    await storage().put('uploads/contract-photo.webp', data);
    expect(await storage().exists('uploads/contract-photo.webp')).toBe(true);
    expect((await storage().get('uploads/contract-photo.webp'))?.equals(data)).toBe(true);
    const opened = await storage().open('uploads/contract-photo.webp');
    expect(opened?.size).toBe(data.length);
    expect((await streamed(opened)).equals(data)).toBe(true);
    // Written again: the new bytes, whole.
    await storage().put('uploads/contract-photo.webp', Buffer.from('v2'));
    expect((await storage().get('uploads/contract-photo.webp'))?.toString()).toBe('v2');

    await storage().delete('uploads/contract-photo.webp');
    expect(await storage().exists('uploads/contract-photo.webp')).toBe(false);
    expect(await storage().get('uploads/contract-photo.webp')).toBeNull();
    expect(await storage().open('uploads/contract-photo.webp')).toBeNull();
    await storage().delete('uploads/contract-photo.webp');
  });

  it('refuses a key that could climb out of its area, before any access', async () => {
    for (const key of ['uploads/../secret', 'elsewhere/x.webp', 'uploads/a/b.webp', 'uploads/.hidden']) {
      await expect(storage().put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage().get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('lists the files of an area written before a date, and only those of that area', async () => {
    await storage().put('generated/contract-old.webp', Buffer.from('a'));
    await storage().put('quotes/contract-other-area.pdf', Buffer.from('b'));
    const later = new Date(Date.now() + 60_000);
    expect(await storage().listOlderThan('generated', later)).toContain('contract-old.webp');
    expect(await storage().listOlderThan('generated', later)).not.toContain('contract-other-area.pdf');
    expect(await storage().listOlderThan('generated', new Date(Date.now() - 60_000))).not.toContain(
      'contract-old.webp',
    );
  });
});

describe('the app on an S3-compatible bucket', () => {
  it('keeps a visitor’s photo in the bucket and serves it through the app, with the same rules', async () => {
    const t = await createTestApp({ env: objectStore.env });
    try {
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b97' } })
        .jpeg()
        .toBuffer();
      const { res: uploaded, cookie } = await uploadPhoto(t.app, photo);
      expect(uploaded.statusCode).toBe(201);
      const { url } = uploaded.json() as { url: string };
      const name = url.replace('/uploads/', '');
      // In the bucket, not on this instance's disk.
      expect(await drivers.s3?.exists(`uploads/${name}`)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url, headers: { cookie: cookie as string } });
      expect(served.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
      expect((await t.app.inject({ method: 'GET', url: '/uploads/absente.webp' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
        storage: 'ok',
      });
    } finally {
      await t.close();
    }
  });
});
