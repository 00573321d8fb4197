import { inject } from 'vitest';
import { type RunningServer, startServer } from './server.js';

/** A server of its own for one test file, on a copy of the migrated, seeded data directory. */
export function startAppServer(env?: Record<string, string>): Promise<RunningServer> {
  return startServer({ fromDataDir: inject('preparedDataDir'), env });
}
