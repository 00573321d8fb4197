import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('serves the Draco and KTX2 decoders from this site, as WebAssembly and JavaScript', async () => {
  const wasm = await t.app.inject({ url: '/model-viewer/draco/draco_decoder.wasm' });
  expect(wasm.statusCode).toBe(200);
  expect(wasm.headers['content-type']).toBe('application/wasm');
  expect([...wasm.rawPayload.subarray(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]);
  const js = await t.app.inject({ url: '/model-viewer/basis/basis_transcoder.js' });
  expect(js.statusCode).toBe(200);
  expect(js.headers['content-type']).toMatch(/^text\/javascript/);
});

it('serves nothing else of the package, and no other path', async () => {
  for (const url of [
    '/model-viewer/draco/draco_encoder.js',
    '/model-viewer/draco/..%2F..%2F..%2Fpackage.json',
    '/model-viewer/..%2Fbasis/basis_transcoder.js',
    '/model-viewer/libs/meshopt_decoder.module.js',
  ]) {
    expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  }
});

it("allows WebAssembly in the CSP (the decoders compile it) and nothing more than 'self' scripts", async () => {
  const res = await t.app.inject({ url: '/healthz' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
});
