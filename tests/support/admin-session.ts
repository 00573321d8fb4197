import { createAdmin } from '../../src/server/modules/admin/auth/accounts.js';
import { SESSION_COOKIE } from '../../src/server/modules/admin/auth/sessions.js';
import type { TestApp } from './test-app.js';

export const TEST_ADMIN = { username: 'gerante', password: 'mot-de-passe-solide-2025' };

/** Creates the test administrator and logs in through the API; returns the Cookie header to send. */
export async function loginAsAdmin(t: TestApp, admin = TEST_ADMIN): Promise<{ cookie: string }> {
  await createAdmin(t.db, admin.username, admin.password).catch(() => undefined);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!token) throw new Error('no session cookie');
  return { cookie: `${SESSION_COOKIE}=${token}` };
}
