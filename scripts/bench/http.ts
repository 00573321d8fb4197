import autocannon from 'autocannon';
import { startServer } from '../../tests/e2e/support/server.js';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;

async function load(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
  duration = DURATION_S,
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.body ? { 'content-type': 'application/json' } : undefined,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms${failures ? `, ${failures} failures` : ''}`;
}

/** Needs the built server (npm run bench builds first); it runs in its own process on PGlite. */
export async function benchHttp() {
  const server = await startServer();
  try {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as string[];
    const firstCategory = categories[0] ?? 'Canapé';
    // A freshly started process still compiles its hot paths: the first seconds are not the steady state.
    await load(`${server.url}/api/styles`, {}, WARM_UP_S);
    await load(
      `${server.url}/api/products`,
      { method: 'POST', body: JSON.stringify({ categories: [firstCategory] }) },
      WARM_UP_S,
    );
    return {
      'GET /api/styles': await load(`${server.url}/api/styles`),
      [`POST /api/products (${firstCategory})`]: await load(`${server.url}/api/products`, {
        method: 'POST',
        body: JSON.stringify({ categories: [firstCategory] }),
      }),
    };
  } finally {
    await server.stop();
  }
}
