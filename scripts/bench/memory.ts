import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../../tests/e2e/support/server.js';

const SETTLE_MS = 10_000;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

async function idle(server: RunningServer): Promise<string> {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return `${rssMb(server.pid)} MB`;
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
    const again = await startServer({ fromDataDir: kept });
    const againIdle = await idle(again);
    await again.stop();
    return {
      'au repos après le premier démarrage (migrations, catalogue de démo)': firstIdle,
      'au repos après un redémarrage': againIdle,
    };
  } finally {
    await fs.rm(kept, { recursive: true, force: true });
  }
}
