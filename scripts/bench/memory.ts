import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IDLE_CLOSE_MS } from '../../src/server/modules/generation/render3d/render-browser.js';
import { httpVisitor, paidVisitor } from '../../tests/e2e/support/http-visitor.js';
import { type RunningServer, startServer } from '../../tests/e2e/support/server.js';
import { threePieces } from './generation.js';
import { childProcessesMemory, childProcessIds, median } from './stats.js';

const GENERATIONS = 100;

const SETTLE_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** The server's resident memory and, apart, its child processes' (the render browser's). */
function memoryOf(server: RunningServer): { server: number; children: number; processes: number } {
  return {
    server: rssMb(server.pid),
    children: Math.round(childProcessesMemory(server.pid) / 2 ** 20),
    processes: childProcessIds(server.pid).length,
  };
}

function shown({ server, children, processes }: ReturnType<typeof memoryOf>): string {
  return processes === 0
    ? `${server} MB, aucun processus enfant`
    : `${server} MB + ${children} MB dans ${processes} processus enfants = ${server + children} MB`;
}

async function idle(server: RunningServer): Promise<string> {
  await sleep(SETTLE_MS);
  return shown(memoryOf(server));
}

/** Waits for the server's child processes (the render browser) to end by themselves; the ms waited, or null. */
async function childrenGone(server: RunningServer, limitMs: number): Promise<number | null> {
  const t0 = performance.now();
  while (childProcessIds(server.pid).length > 0) {
    if (performance.now() - t0 > limitMs) return null;
    await sleep(250);
  }
  return performance.now() - t0;
}

/** One visitor's paid generation on a bare room, as the browser would ask it; its time in ms. */
async function oneGeneration(server: RunningServer, selectedProducts: unknown[], n: number): Promise<number> {
  // Each its own visitor, from its own address: the rate limits hold per visitor, not per test.
  const visitor = httpVisitor(`196.207.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  const { generate } = await paidVisitor(server, visitor, selectedProducts);
  const started = performance.now();
  const res = await generate(`bench-generation-${n}`);
  if (res.status !== 200) throw new Error(`generation ${n}: ${res.status} ${await res.text()}`);
  return performance.now() - started;
}

/**
 * Memory of `npm start`'s defaults (embedded PGlite, local files) once idle: on the very first start,
 * which migrates and seeds the demo catalogue, then on a restart of the same data directory, then
 * after GENERATIONS generations in a row: SETTLE_MS after the last one, with the render browser
 * still open, and at rest once it closed by itself. The server's figure is its RSS; its child
 * processes' (the browser's) is their proportional set size.
 */
export async function benchMemory() {
  const kept = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-memory-'));
  await fs.rm(kept, { recursive: true });
  try {
    const first = await startServer();
    const firstIdle = await idle(first);
    await first.stop({ keepDataIn: kept });
    const again = await startServer({ fromDataDir: kept, env: { TRUST_PROXY: 'true' } });
    const againIdle = await idle(again);
    const selection = await threePieces(again);
    const times: number[] = [];
    for (let n = 0; n < GENERATIONS; n++) times.push(await oneGeneration(again, selection, n));
    const lastDone = performance.now();
    await sleep(SETTLE_MS);
    const settled = memoryOf(again);
    // The render browser closes after IDLE_CLOSE_MS without a render: the server at rest is measured then.
    const waited = await childrenGone(again, IDLE_CLOSE_MS + 30_000);
    await sleep(SETTLE_MS);
    const atRest = memoryOf(again);
    await again.stop();
    return {
      'au repos après le premier démarrage (migrations, catalogue de démo)': firstIdle,
      'au repos après un redémarrage': againIdle,
      [`${GENERATIONS} générations (compose, pièce nue, 3 meubles)`]: `médiane ${Math.round(median(times))} ms par génération`,
      [`${SETTLE_MS / 1000} s après la dernière (navigateur de rendu ${settled.processes ? 'ouvert' : 'fermé'})`]:
        shown(settled),
      [`au repos, navigateur fermé (IDLE_CLOSE_MS ${IDLE_CLOSE_MS / 1000} s)`]:
        waited === null
          ? `navigateur toujours ouvert ${Math.round((performance.now() - lastDone) / 1000)} s après : ${shown(atRest)}`
          : `${shown(atRest)} (navigateur fermé ${Math.round((SETTLE_MS + waited) / 1000)} s après la dernière génération)`,
    };
  } finally {
    await fs.rm(kept, { recursive: true, force: true });
  }
}
