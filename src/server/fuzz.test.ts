import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../tests/support/admin-session.js';
import { emptyRoomPhoto } from '../../tests/support/empty-room.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { uploadedImages } from './db/schema.js';

/**
 * Every route of the published OpenAPI document, fed generated parameters, queries and bodies:
 * control characters, very long strings, wrong types, deep nesting, huge and negative numbers,
 * unknown ids, broken multipart. No answer may be a 5xx, every refusal is a French JSON error, and
 * afterwards every stored photo has its row and every row its files.
 *
 * Bounded for CI (FUZZ_RUNS requests per route); a failure prints the seed, and FUZZ_SEED=<seed>
 * replays the same requests.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Routes the document lists without a body schema because they read multipart parts. */
const MULTIPART = new Set([
  'POST /api/upload',
  'POST /api/snapped-products',
  'POST /api/snapped-products/cutout',
  'POST /api/admin/products/import-csv',
  'POST /api/admin/3d-models/upload',
]);
/** Routes outside the document (files served by name). */
const UNLISTED = ['/uploads/{file}', '/generated/{file}', '/model-viewer/{kit}/{file}'];
/** Logging in or out ends the session the admin routes are fuzzed with: those two go without it. */
const SESSIONLESS = new Set(['/api/admin/login']);
/** Logging out would end the session the admin routes are fuzzed with. */
const SKIPPED = new Set(['POST /api/admin/logout']);

/** Words an English framework error would carry; a French message has none of them. */
const ENGLISH =
  /\b(the|must|should|expected|required|invalid input|not found|bad request|unexpected|error)\b/i;

const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '=HYPERLINK("http://x")',
    '\uFEFF\u202E',
    '\uD800',
    'null',
    // Names of Object.prototype's own properties: a lookup in a plain object must not find them.
    '__proto__',
    'constructor',
    'toString',
    '-1',
    '0x10',
    '1e400',
    '9'.repeat(40),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 3000, maxLength: 12_000 }).map((s) => s.padEnd(3000, 'é')),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    2147483647,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** An unknown id, a huge one, a negative one, a word. */
const nastyId = fc.oneof(nastyNumber.map(String), nastyString, fc.constantFrom('999999', '1', 'abc'));

const scalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A value shaped like the schema (so validation gets past the first field), or anything at all. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nastyValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  if (schema.enum?.length) shaped = fc.constantFrom(...schema.enum);
  else if (type === 'string') shaped = nastyString;
  else if (type === 'integer' || type === 'number') shaped = nastyNumber;
  else if (type === 'boolean') shaped = fc.boolean();
  else if (type === 'array') shaped = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
  else if (type === 'object' || schema.properties)
    shaped = fc.record(
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, depth + 1)]),
      ),
      { requiredKeys: [] },
    );
  else shaped = nastyValue;
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: nastyValue });
}

/** A query value as text (generated dictionaries may have no prototype, so `String` cannot). */
const asText = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A path segment: percent-encoded, byte by byte when the text holds a lone surrogate. */
function inPath(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A request that never answers is a failure of its own, named, rather than the test's timeout. */
function answered<T>(request: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

const deep = (n: number) => `${'{"a":['.repeat(n)}1${']}'.repeat(n)}`;

/** A JSON body: shaped by the schema, or broken in one of the ways a parser meets. */
function jsonBody(schema: JsonSchema | undefined): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = (contentType: string) => (v: unknown) => ({
    payload: JSON.stringify(v) ?? 'null',
    contentType,
  });
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(schema).map(json('application/json')) },
    { weight: 1, arbitrary: fc.constant({ payload: deep(10_000), contentType: 'application/json' }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"a":', '[', '\u0000', '{"x":"\\u0000"}', '1e999', '').map((payload) => ({
        payload,
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: nastyString.map((payload) => ({ payload, contentType: 'text/plain' })) },
  );
}

/** A multipart body: broken framing, too many parts, a nasty file name, or a real photo with nasty fields. */
function multipartBody(photo: Buffer): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
          filename === undefined ? '' : `; filename="${filename}"`
        }\r\n${filename === undefined ? '' : 'Content-Type: image/jpeg\r\n'}\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const framed = (parts: Buffer[]) => ({
    payload: Buffer.concat([...parts, end]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  const field = fc.tuple(fc.constantFrom('category', 'frame', 'name', 'x', 'csv'), nastyString);
  return fc.oneof(
    fc
      .tuple(fc.array(field, { maxLength: 4 }), fc.boolean(), nastyString)
      .map(([fields, withPhoto, filename]) =>
        framed([
          ...fields.map(([k, v]) => part(k, v)),
          ...(withPhoto ? [part('image', photo, filename.slice(0, 200))] : []),
        ]),
      ),
    fc.constant(framed(Array.from({ length: 60 }, (_, i) => part(`f${i}`, 'x')))),
    fc.constant(framed(Array.from({ length: 60 }, (_, i) => part('file', Buffer.from('x'), `f${i}.jpg`)))),
    nastyString.map((s) => ({
      payload: Buffer.from(s),
      contentType: `multipart/form-data; boundary=${boundary}`,
    })),
    nastyString.map((s) => ({ payload: Buffer.from(s), contentType: 'multipart/form-data' })),
    fc.constant({ payload: Buffer.from('{}'), contentType: 'application/json' }),
  );
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
}

let t: TestApp;
let adminCookie: string;
let photo: Buffer;
let routes: Array<{ method: string; path: string; op: Operation }>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'true' } });
  adminCookie = (await loginAsAdmin(t)).cookie;
  photo = await emptyRoomPhoto();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = [
    ...Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    ),
    ...UNLISTED.map((path) => ({ method: 'GET', path, op: {} })),
  ].filter((r) => !SKIPPED.has(`${r.method} ${r.path}`));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(`fuzzing every route (seed ${SEED}, ${RUNS} requests per route)`, () => {
  it('never answers 5xx, refuses in French JSON, and leaves no file without its row', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let requests = 0;
    for (const [index, route] of routes.entries()) {
      const params = route.path.match(/\{[^}]+\}/g) ?? [];
      const query = (route.op.parameters ?? []).filter((p) => p.in === 'query');
      const jsonSchema = route.op.requestBody?.content?.['application/json']?.schema;
      const body: fc.Arbitrary<{ payload: string | Buffer; contentType: string } | null> =
        route.method === 'GET' || route.method === 'DELETE'
          ? fc.constant(null)
          : MULTIPART.has(`${route.method} ${route.path}`)
            ? multipartBody(photo)
            : jsonBody(jsonSchema);
      const request = fc.record({
        params: fc.tuple(...params.map(() => nastyId), fc.constant('')),
        query: fc.record(Object.fromEntries(query.map((q) => [q.name, valueFor(q.schema).map(asText)])), {
          requiredKeys: [],
        }),
        body,
        admin: fc.boolean(),
        address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `196.${a}.${b}.${requests % 250}`),
      });
      for (const sample of fc.sample(request, { seed: SEED + index, numRuns: RUNS })) {
        requests++;
        let url = route.path;
        params.forEach((p, i) => {
          url = url.replace(p, inPath(String(sample.params[i])) || 'x');
        });
        const search = new URLSearchParams(sample.query as Record<string, string>).toString();
        const res = await answered(
          t.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: {
              'x-forwarded-for': sample.address,
              ...((sample.admin || route.path.startsWith('/api/admin')) && !SESSIONLESS.has(route.path)
                ? { cookie: adminCookie }
                : {}),
              ...(sample.body ? { 'content-type': sample.body.contentType } : {}),
            },
            ...(sample.body ? { payload: sample.body.payload } : {}),
          }),
          `${route.method} ${url.slice(0, 120)}`,
        );
        const what = `${route.method} ${url.slice(0, 120)}${search ? '?…' : ''} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${what}: ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          const error = res.headers['content-type']?.toString().includes('json')
            ? (res.json() as { error?: unknown; message?: unknown })
            : null;
          if (typeof error?.error !== 'string' || typeof error.message !== 'string' || !error.message)
            failures.push(`${what}: not a JSON error: ${res.body.slice(0, 200)}`);
          else if (ENGLISH.test(error.message))
            failures.push(`${what}: not French: ${error.message.slice(0, 160)}`);
        }
      }
    }
    expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} replays it)`).toEqual([]);
    expect(requests).toBeGreaterThan(routes.length * RUNS - 1);

    // Every stored photo has its row, and every row its files.
    const rows = await t.db
      .select({ filename: uploadedImages.filename, thumbnail: uploadedImages.thumbnailFilename })
      .from(uploadedImages);
    const files = new Set(await t.storage.listOlderThan('uploads', new Date(Date.now() + 60_000)));
    const named = new Set(rows.flatMap((r) => (r.thumbnail ? [r.filename, r.thumbnail] : [r.filename])));
    expect(
      [...files].filter((f) => !named.has(f)),
      `seed ${SEED}: files without a row`,
    ).toEqual([]);
    expect(
      [...named].filter((f) => !files.has(f)),
      `seed ${SEED}: rows without a file`,
    ).toEqual([]);
  }, 600_000);
});
