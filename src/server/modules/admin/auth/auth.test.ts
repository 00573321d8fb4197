import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../../../tests/support/admin-session.js';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { fr } from '../../../../domain/messages.fr.js';
import { adminSessions, adminUsers, loginAttempts } from '../../../db/schema.js';
import { createAdmin, ensureConfiguredAdmin, resetAdminPassword } from './accounts.js';
import { LOGIN_THROTTLE } from './login-throttle.js';
import { SESSION_COOKIE } from './sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://kerdeco.test', ADMIN_SESSION_IDLE_MINUTES: '30' } });
  await createAdmin(t.db, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload, headers });

const cookieOf = (res: Awaited<ReturnType<typeof login>>) => {
  const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  return token ? `${SESSION_COOKIE}=${token}` : '';
};

const checkAuth = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/check-auth', headers: { cookie } })).json();

describe('login', () => {
  it('asks for both fields, in the words of the spec', async () => {
    for (const payload of [{}, { username: ' ', password: 'x' }, { username: 'gerante', password: '' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'missing_credentials', message: fr.admin.loginRequired });
    }
  });

  it("refuses a wrong password or an unknown user with 'Identifiants incorrects' and no cookie", async () => {
    for (const payload of [
      { username: TEST_ADMIN.username, password: 'pas-le-bon-mot-de-passe' },
      { username: 'personne', password: TEST_ADMIN.password },
    ]) {
      const res = await login(payload, { 'x-forwarded-for': '10.0.0.9' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(fr.admin.badCredentials);
      expect(cookieOf(res)).toBe('');
    }
  });

  it('opens a server-side session in an httpOnly, SameSite=Lax cookie', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, username: TEST_ADMIN.username });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).toMatch(/Max-Age=43200/);
    const cookie = cookieOf(res);
    expect(await checkAuth(cookie)).toEqual({ authenticated: true, username: TEST_ADMIN.username });
    // The table keeps a hash of the token, never the token.
    const token = cookie.split('=')[1] as string;
    const rows = await t.db.select().from(adminSessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('gives a new session id at every login and ends the one the browser came with', async () => {
    const first = cookieOf(await login(TEST_ADMIN));
    const second = cookieOf(await login(TEST_ADMIN, { cookie: first }));
    expect(second).not.toBe(first);
    expect(await checkAuth(first)).toEqual({ authenticated: false });
    expect((await checkAuth(second)).authenticated).toBe(true);
  });

  it('answers check-auth false without a cookie or with a forged one', async () => {
    expect(await checkAuth('')).toEqual({ authenticated: false });
    expect(await checkAuth(`${SESSION_COOKIE}=forged-token`)).toEqual({ authenticated: false });
  });
});

describe('session end', () => {
  it('logout deletes the session: the same cookie no longer opens anything', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN));
    const before = (await t.db.select().from(adminSessions)).length;
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await t.db.select().from(adminSessions)).length).toBe(before - 1);
    expect(await checkAuth(cookie)).toEqual({ authenticated: false });
    const kpi = await t.app.inject({ url: '/api/admin/kpi', headers: { cookie } });
    expect(kpi.statusCode).toBe(401);
    expect(kpi.json().message).toBe(fr.admin.unauthorized);
  });

  it('ends a session idle for longer than ADMIN_SESSION_IDLE_MINUTES', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN));
    const rows = await t.db.select().from(adminSessions);
    const idle = new Date(Date.now() - 31 * 60_000);
    await t.db.update(adminSessions).set({ lastSeenAt: idle });
    expect((await t.app.inject({ url: '/api/admin/products', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.db.select().from(adminSessions)).length).toBeLessThan(rows.length);
  });

  it('keeps an active session alive, but not past ADMIN_SESSION_MAX_HOURS', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN));
    await t.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) });
    expect((await t.app.inject({ url: '/api/admin/stores', headers: { cookie } })).statusCode).toBe(200);
    const [touched] = await t.db.select().from(adminSessions);
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);

    await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect((await t.app.inject({ url: '/api/admin/stores', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a password reset closes every open session of the account', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN));
    const { endedSessions } = await resetAdminPassword(t.db, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(endedSessions).toBeGreaterThan(0);
    expect(await checkAuth(cookie)).toEqual({ authenticated: false });
  });
});

describe('login throttling', () => {
  it(`locks a username after ${LOGIN_THROTTLE.maxFailuresPerUsername} failures, even for the right password, with a French 429`, async () => {
    await createAdmin(t.db, 'cible', 'un-mot-de-passe-de-cible');
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerUsername; i++) {
      const res = await login(
        { username: 'cible', password: `essai-${i}` },
        { 'x-forwarded-for': `10.1.0.${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await login({ username: 'cible', password: 'un-mot-de-passe-de-cible' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts', message: fr.admin.tooManyAttempts });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(LOGIN_THROTTLE.lockMs / 1000 - 5);
    // Other accounts are not locked.
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    // When the lock is over, the right password works and clears the counter.
    await t.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginAttempts.key, 'user:cible'));
    expect((await login({ username: 'cible', password: 'un-mot-de-passe-de-cible' })).statusCode).toBe(200);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'user:cible'))).toEqual([]);
  });

  it('lets no more guesses through when they arrive all at once', async () => {
    await createAdmin(t.db, 'rafale', 'le-bon-mot-de-passe-rafale');
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ username: 'rafale', password: `essai-${i}` }, { 'x-forwarded-for': `10.2.0.${i}` }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.maxFailuresPerUsername);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_THROTTLE.maxFailuresPerUsername);
    expect((await login({ username: 'rafale', password: 'le-bon-mot-de-passe-rafale' })).statusCode).toBe(
      429,
    );
    // Only the checked guesses count against the address: other accounts still open from it.
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });

  it(`locks an IP address after ${LOGIN_THROTTLE.maxFailuresPerIp} failures over any usernames`, async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await createAdmin(app.db, TEST_ADMIN.username, TEST_ADMIN.password);
      const from = (ip: string, payload: object) =>
        app.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload,
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerIp; i++) {
        expect((await from('203.0.113.7', { username: `user${i}`, password: 'x' })).statusCode).toBe(401);
      }
      expect((await from('203.0.113.7', TEST_ADMIN)).statusCode).toBe(429);
      expect((await from('203.0.113.8', TEST_ADMIN)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses state-changing admin calls from another origin, with or without a session', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN));
    const attempts = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://kerdeco.test' },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk-action',
        payload: { filterType: 'store', filterValue: 'x', action: 'delete' },
        headers: { cookie, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(fr.backOffice.forbiddenOrigin);
    }
    const evilLogin = await login(TEST_ADMIN, { origin: 'https://evil.example' });
    expect(evilLogin.statusCode).toBe(403);
  });

  it('accepts the public address and the Host the request was sent to', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN, { origin: 'http://kerdeco.test' }));
    expect(cookie).not.toBe('');
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk-action',
      payload: { filterType: 'store', filterValue: 'Aucun magasin', action: 'disable' },
      headers: {
        cookie,
        host: 'admin.local:8080',
        origin: 'http://admin.local:8080',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameHost.statusCode).toBe(200);
    // Reads are never refused: a link from elsewhere may open the back office.
    const read = await t.app.inject({
      url: '/api/admin/kpi',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('first start', () => {
  it('creates the configured administrator once, with a generated password stored only as an argon2id hash', async () => {
    const first = await ensureConfiguredAdmin(t.db, { username: 'premier' });
    expect(first.created).toBe(true);
    const password = first.created ? first.generatedPassword : undefined;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'premier'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(password);
    expect(await ensureConfiguredAdmin(t.db, { username: 'premier' })).toEqual({ created: false });
    const res = await login({ username: 'premier', password });
    expect(res.statusCode).toBe(200);
  });

  it('uses ADMIN_PASSWORD when given and never overwrites an existing account with it', async () => {
    expect(
      await ensureConfiguredAdmin(t.db, { username: 'second', password: 'mot-de-passe-configure' }),
    ).toEqual({
      created: true,
      username: 'second',
    });
    await ensureConfiguredAdmin(t.db, { username: 'second', password: 'un-autre-mot-de-passe' });
    expect((await login({ username: 'second', password: 'mot-de-passe-configure' })).statusCode).toBe(200);
  });
});
