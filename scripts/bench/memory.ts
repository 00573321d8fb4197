import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { httpVisitor, paidVisitor } from '../../tests/e2e/support/http-visitor.js';
import { type RunningServer, startServer } from '../../tests/e2e/support/server.js';
import { threePieces } from './generation.js';
import { childProcessesMemory } from './stats.js';

const GENERATIONS = 100;

const SETTLE_MS = 10_000;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

async function idle(server: RunningServer): Promise<string> {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return `${rssMb(server.pid)} MB`;
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
 * which migrates and seeds the demo catalogue, then on a restart of the same data directory.
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
    const afterWork = await idle(again);
    const browserMb = Math.round(childProcessesMemory(again.pid) / 1024 / 1024);
    await again.stop();
    return {
      'au repos après le premier démarrage (migrations, catalogue de démo)': firstIdle,
      'au repos après un redémarrage': againIdle,
      [`après ${GENERATIONS} générations (compose, pièce nue, 3 meubles)`]: `${afterWork} (médiane ${Math.round(
        [...times].sort((x, y) => x - y)[GENERATIONS / 2] ?? 0,
      )} ms par génération ; navigateur de rendu en plus : ${browserMb} MB)`,
    };
  } finally {
    await fs.rm(kept, { recursive: true, force: true });
  }
}
