import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';
import { missingStartEnv, START_ENV } from './start-env.js';

describe('START_ENV', () => {
  it('is what npm start sets before it runs the server, and what the bench renders under', () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    const start: string = pkg.scripts.start;
    const bench: string = pkg.scripts.bench;
    for (const [name, value] of Object.entries(START_ENV)) {
      expect(start).toMatch(new RegExp(`(^|\\s)${name}=${value} (\\w+=\\S+ )*node dist/server/main\\.js`));
      // The bench renders in its own process: with sharp on one thread, as without these, its
      // render times would not be those of the server npm start runs.
      expect(bench).toMatch(new RegExp(`(^|\\s)${name}=${value} (\\w+=\\S+ )*tsx scripts/bench/index\\.ts`));
    }
  });

  it('names the settings a glibc process started without, and none elsewhere', () => {
    expect(missingStartEnv({}, () => true)).toEqual(['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']);
    expect(missingStartEnv({ MALLOC_ARENA_MAX: '2' }, () => true)).toEqual(['MALLOC_MMAP_THRESHOLD_']);
    expect(missingStartEnv({ ...START_ENV }, () => true)).toEqual([]);
    expect(missingStartEnv({}, () => false)).toEqual([]);
  });
});
