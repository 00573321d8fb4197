import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every (method, path) the app serves, read back from Fastify's own route tree, so that a route
 * added anywhere later is swept too. printRoutes draws the radix tree; a line's depth is its
 * indent and its path is the concatenation of its ancestors' segments.
 */
function registeredRoutes(tree: string): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] as string).length / 4;
    stack.length = depth;
    stack.push(m[2] as string);
    if (!m[3]) continue;
    const path = stack.join('');
    for (const method of m[3].split(', ')) {
      // A node shared by two parameter names prints as ':a|:b'.
      routes.push({ method, path: path.replace(/:(\w+)\|:\w+/g, ':$1') });
    }
  }
  return routes;
}

const OPEN = new Set(['POST /api/admin/login', 'GET /api/admin/check-auth', 'HEAD /api/admin/check-auth']);

it('answers 401 to every /api/admin route but login and check-auth when there is no session', async () => {
  const admin = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
    r.path.startsWith('/api/admin/'),
  );
  // The parser must have found the whole back office, or the sweep would prove nothing.
  expect(admin.length).toBeGreaterThanOrEqual(30);
  for (const expected of [
    'GET /api/admin/kpi',
    'POST /api/admin/products/import-csv',
    'PUT /api/admin/products/:id',
    'DELETE /api/admin/3d-models/:id',
    'POST /api/admin/generated-images/bulk-delete',
    'POST /api/admin/logout',
  ]) {
    expect(admin.map((r) => `${r.method} ${r.path}`)).toContain(expected);
  }

  const checked: string[] = [];
  for (const { method, path } of admin) {
    const key = `${method} ${path}`;
    if (OPEN.has(key)) continue;
    const url = path.replace(/:\w+/g, '1');
    for (const cookie of [undefined, 'kerdeco_admin=not-a-session']) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: cookie ? { cookie } : {},
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
      expect(res.statusCode, key).toBe(401);
      if (method !== 'HEAD') expect(res.json().message, key).toBe(fr.admin.unauthorized);
    }
    checked.push(key);
  }
  expect(checked.length).toBe(admin.length - OPEN.size);
});
