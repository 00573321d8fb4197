import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../src/server/paths.js';
import { START_ENV } from '../../../src/server/start-env.js';

export interface RunningServer {
  url: string;
  /** The server process, for reading its memory. */
  pid: number;
  dataDir: string;
  output: () => string;
  /** Kills the process at once (SIGKILL), as a crash or an out-of-memory kill would; its data stays. */
  kill: () => Promise<void>;
  /** Stops the server; `keepDataIn` moves its data directory there instead of deleting it. */
  stop: (options?: { keepDataIn?: string }) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app (dist/server/main.js) as a user would, on a free port.
 * `fromDataDir` copies a prepared data directory (migrated and seeded) so each
 * test file gets its own database without paying PGlite's cold start again.
 */
export async function startServer(
  options: { fromDataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-e2e-'));
  if (options.fromDataDir) await fs.cp(options.fromDataDir, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(projectRoot, 'dist/server/main.js')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      // What `npm start` sets before it runs the same file.
      ...START_ENV,
      NODE_ENV: 'production',
      // The browser tests pay in the sandbox, as a demonstration deployment would.
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      // Each test renders the catalogue pictures its pages show, not the whole catalogue.
      CATALOG_PRERENDER: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    pid: child.pid as number,
    dataDir,
    output: () => log,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop(stopOptions = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      if (stopOptions.keepDataIn) {
        await fs.cp(dataDir, stopOptions.keepDataIn, { recursive: true });
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
