import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayment } from '../../../../tests/support/admin-rows.js';
import { openTestDatabase } from '../../../../tests/support/test-app.js';
import type { Database } from '../../db/client.js';
import { paymentSessions } from '../../db/schema.js';
import { applyPaymentOutcome, consumePayment, linkPaymentToGeneration, releasePayment } from './service.js';

const paymentsDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(paymentsDir, '../..');

/** Every non-test source file of the server, with its path relative to src/server. */
async function serverSources(): Promise<{ file: string; text: string }[]> {
  const names = (await readdir(serverDir, { recursive: true })).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  return Promise.all(
    names.map(async (file) => ({ file, text: await readFile(path.join(serverDir, file), 'utf8') })),
  );
}

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*paymentSessions\b/g;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?payment_sessions\b/gi;

describe('the payments module owns payment_sessions', () => {
  it('no other part of the server writes the table', async () => {
    const writers = (await serverSources())
      .filter(({ file }) => !file.startsWith(`modules${path.sep}payments${path.sep}`))
      .flatMap(({ file, text }) =>
        [...text.matchAll(DRIZZLE_WRITE), ...text.matchAll(SQL_WRITE)].map(() => file),
      );
    expect(writers).toEqual([]);
  });

  it('only state.ts moves a session’s status or records the generation that used it', async () => {
    const movers = (await serverSources()).flatMap(({ file, text }) =>
      text
        .split(/\.update\(\s*paymentSessions\s*\)/)
        .slice(1)
        .map((after) => after.slice(0, after.indexOf('.where(')))
        .filter((set) => /\b(status|consumedByImageId)\s*:/.test(set))
        .map(() => file),
    );
    expect(new Set(movers)).toEqual(new Set([path.join('modules', 'payments', 'state.ts')]));
  });
});

describe('payment state moves', () => {
  let database: Database;
  const statusOf = async (id: string) =>
    (await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('a paid session is consumed once, whatever the number of simultaneous claims', async () => {
    const { id } = await insertPayment(database.db, 'paid');
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => database.db.transaction((tx) => consumePayment(tx, id))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect((await statusOf(id))?.status).toBe('consumed');
  });

  it('only the generation that consumed a payment gives it back', async () => {
    const { id } = await insertPayment(database.db, 'paid');
    await database.db.transaction(async (tx) => {
      await consumePayment(tx, id);
      await linkPaymentToGeneration(tx, id, 41);
    });
    expect(await releasePayment(database.db, id, 42)).toBe(false);
    expect(await statusOf(id)).toMatchObject({ status: 'consumed', consumedByImageId: 41 });
    expect(await releasePayment(database.db, id, 41)).toBe(true);
    expect(await statusOf(id)).toMatchObject({ status: 'paid', consumedByImageId: null, consumedAt: null });
  });

  it('a provider’s word never moves a consumed session', async () => {
    const { id } = await insertPayment(database.db, 'consumed');
    for (const outcome of ['paid', 'cancelled', 'failed', 'refunded'] as const) {
      expect(await applyPaymentOutcome(database.db, id, outcome)).toBe('no_change');
    }
    expect((await statusOf(id))?.status).toBe('consumed');
  });
});
