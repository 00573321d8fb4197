import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { CLIENT_IP_PLACEHOLDER } from '../../../domain/constants.js';
import { consentLogs } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entry = {
  action: 'cookie_consent',
  consentType: 'cookies',
  consentGiven: true,
  details: JSON.stringify({ essential: true, analytics: false }),
  timestamp: '2026-11-21T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  ipAddress: CLIENT_IP_PLACEHOLDER,
};

describe('POST /api/log-consent', () => {
  it('stores the entry with the address the server saw, not the client placeholder', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-consent',
      payload: entry,
      remoteAddress: '41.82.10.7',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(consentLogs).orderBy(desc(consentLogs.id)).limit(1);
    expect(row).toMatchObject({
      id: res.json().id,
      action: 'cookie_consent',
      consentGiven: true,
      details: { essential: true, analytics: false },
      ipAddress: '41.82.10.7',
      userAgent: entry.userAgent,
    });
  });

  it('refuses invalid entries without storing them', async () => {
    const before = await t.db.$count(consentLogs);
    for (const payload of [
      { ...entry, consentGiven: 'yes' },
      { ...entry, action: '' },
      { ...entry, details: '{not json' },
      { ...entry, userAgent: 'x'.repeat(600) },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/log-consent', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/log-consent',
      payload: { ...entry, details: JSON.stringify({ pad: 'x'.repeat(20_000) }) },
    });
    expect(big.statusCode).toBe(413);
    expect(await t.db.$count(consentLogs)).toBe(before);
  });

  it('limits the rate per client address', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/log-consent', payload: entry, remoteAddress: '196.207.1.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/log-consent',
      payload: entry,
      remoteAddress: '196.207.1.2',
    });
    expect(other.statusCode).toBe(201);
  });
});
