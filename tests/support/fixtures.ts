import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths.js';

/** The shared sample data (room photos, product photos, 3D models) lives beside the project, never in it. */
function findFixturesDir(): string {
  if (process.env.KERDECO_FIXTURES_DIR) return path.resolve(process.env.KERDECO_FIXTURES_DIR);
  let dir = projectRoot;
  for (;;) {
    const candidate = path.join(dir, '..', 'shared', 'fixtures');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(
    'Shared fixtures not found: expected ../shared/fixtures next to the project (or set KERDECO_FIXTURES_DIR).',
  );
}

export const fixturesDir = findFixturesDir();

export function fixturePath(relative: string): string {
  return path.join(fixturesDir, relative);
}

export function readFixture(relative: string): Promise<Buffer> {
  return fs.readFile(fixturePath(relative));
}
