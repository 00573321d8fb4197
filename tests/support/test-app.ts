import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { AppDeps } from '../../src/server/app-deps.js';
import { loadConfig } from '../../src/server/config.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { seedDemoCatalog } from '../../src/server/demo/seed/seed.js';
import { VISITOR_COOKIE, visitorHashOf } from '../../src/server/modules/visitor/service.js';
import { createStorage } from '../../src/server/storage/create-storage.js';
import { cloneDatabase, dropDatabase } from './postgres.js';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra or replacement dependencies (fake providers, renderers...). */
  deps?: Partial<AppDeps>;
  /** Fill the demo catalogue (stores, 400+ products, 3D models) first. */
  seed?: boolean;
}

/** A fresh database for one test file: a copy of the migrated snapshot (PGlite) or template (PostgreSQL). */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const baseUrl = process.env.DATABASE_URL;
  if (template && baseUrl) {
    const clone = await cloneDatabase(baseUrl, template);
    const database = await openDatabase({ url: clone.url });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(baseUrl, clone.name);
      },
    };
  }
  const snapshot = await fs.readFile(inject('pgliteSnapshot'));
  return openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([snapshot]) }) });
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-app-'));
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const storage = createStorage(config);
  const deps: AppDeps = {
    config,
    db: database.db,
    storage,
    logger: false,
    webDir: path.join(dataDir, 'no-web'),
    ...options.deps,
  };
  if (options.seed) await seedDemoCatalog(deps);
  const app = await buildApp(deps);
  return {
    app,
    ...deps,
    database,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds a multipart body for `app.inject` (no extra dependency needed). */
export function multipartBody(
  parts: Array<
    { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string }
  >,
) {
  const boundary = `----kerdeco${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An anonymous visitor as a browser carries it: the cookie header to send, and the hash its rows keep. */
export function newVisitor() {
  const token = randomBytes(32).toString('base64url');
  return { cookie: `${VISITOR_COOKIE}=${token}`, hash: visitorHashOf(token) };
}

export type Visitor = ReturnType<typeof newVisitor>;

/**
 * POST /api/upload as a browser: with the visitor's cookie when given, else as a first visit.
 * Answers the response and the cookie to send with the visitor's next calls.
 */
export async function uploadPhoto(
  app: TestApp['app'],
  data: Buffer,
  options: { cookie?: string; filename?: string; contentType?: string } = {},
) {
  const body = multipartBody([
    {
      name: 'image',
      filename: options.filename ?? 'salon.jpg',
      data,
      contentType: options.contentType ?? 'image/jpeg',
    },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  const set = res.cookies.find((c) => c.name === VISITOR_COOKIE);
  return { res, cookie: set ? `${VISITOR_COOKIE}=${set.value}` : options.cookie };
}
