import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      limits: {
        requestTimeoutMs: 800,
        headersTimeoutMs: 600,
        checkEveryMs: 200,
        perAddress: 5,
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** A socket to the app, and a promise of the moment the server closes it. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<number>((done) => {
    const started = Date.now();
    socket.once('close', () => done(Date.now() - started));
  });
  return { socket, closed };
}

describe('slow clients and connection floods', () => {
  it('closes a request whose body trickles in past the time allowed', async () => {
    const { socket, closed } = connect();
    socket.write(
      'POST /api/log-consent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.write(' '), 100);
    const after = await closed;
    clearInterval(drip);
    expect(after).toBeLessThan(3000);
  });

  it('closes a connection whose headers trickle in past the time allowed', async () => {
    const { socket, closed } = connect();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    const after = await closed;
    clearInterval(drip);
    expect(after).toBeLessThan(3000);
  });

  it('keeps one address to a few connections, and still serves it once they close', async () => {
    const sockets = Array.from({ length: 8 }, () => connect());
    const refused = await Promise.race([
      Promise.all(sockets.slice(5).map((s) => s.closed)).then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), 1500)),
    ]);
    expect(refused).toBe(true);
    for (const s of sockets) s.socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
