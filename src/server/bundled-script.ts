import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * Code the server runs elsewhere than in its own thread (a page in the headless browser, a worker
 * thread): the file `scripts/build-server.mjs` built beside the server bundle, or, in development
 * and tests, the same entry bundled from source on first use.
 */
export async function bundledScript(
  here: string,
  builtName: string,
  entry: string,
  options: Pick<BuildOptions, 'format' | 'platform' | 'target' | 'minify' | 'packages'>,
): Promise<string> {
  const built = path.join(here, builtName);
  if (existsSync(built)) return fs.readFile(built, 'utf8');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles[0]?.text ?? '';
}
