import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASELINE_FILE, checkBoundaries, describe as describeReport, findImports } from './check-boundaries';

let root: string;

function write(file: string, text: string): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** A small tree that keeps every rule. */
function writeCleanTree(): void {
  write('src/domain/money.ts', 'export const FCFA = 1;\n');
  write('src/contracts/error.ts', "import { z } from 'zod';\nimport { FCFA } from '../domain/money.js';\n");
  write('src/web/lib/api.ts', "import { FCFA } from '../../domain/money';\n");
  write('src/web/features/flow/state.ts', "import '../../lib/api';\nimport '../../../contracts/error';\n");
  write('src/web/features/quote/quote-api.ts', "import { api } from '../../lib/api';\n");
  write('src/server/modules/catalog/service.ts', "import { FCFA } from '../../../domain/money.js';\n");
  write('src/server/modules/catalog/cache.ts', 'export const cache = 1;\n');
  write('src/server/modules/quotes/service.ts', "import { list } from '../catalog/service.js';\n");
  write('src/server/modules/admin/products/routes.ts', "import { x } from '../orders/service.js';\n");
  write('src/server/modules/admin/orders/service.ts', 'export const x = 1;\n');
  write('src/server/demo/seed/seed.ts', "import { FCFA } from '../../modules/catalog/service.js';\n");
  write('src/server/modules/catalog/routes.ts', "import { seed } from '../../demo/seed/seed.js';\n");
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  writeCleanTree();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('findImports', () => {
  it('reads every import form and ignores comments, strings and templates', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "import {\n  c,\n  type D,\n} from './c';",
      "import * as e from './e';",
      "import './side-effect';",
      "export { f } from './f';",
      "export * from './g';",
      "export type { H } from './h';",
      "const lazy = () => import('./lazy');",
      "type T = typeof import('./typeof');",
      "// import x from './commented';",
      "/* export * from './block-commented'; */",
      'const s = "import y from \'./in-a-string\'";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, on purpose
      "const t = `import z from './in-a-template' ${1 / 2}`;",
      "const r = /import q from '.\\/in-a-regex'/;",
      'export const k = 1;',
    ].join('\n');
    expect(findImports(source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: './b', line: 2 },
      { specifier: './c', line: 6 },
      { specifier: './e', line: 7 },
      { specifier: './side-effect', line: 8 },
      { specifier: './f', line: 9 },
      { specifier: './g', line: 10 },
      { specifier: './h', line: 11 },
      { specifier: './lazy', line: 12 },
      { specifier: './typeof', line: 13 },
    ]);
  });
});

describe('checkBoundaries', () => {
  it('passes a tree that keeps the rules', () => {
    const report = checkBoundaries(root);
    expect(report.violations).toEqual([]);
    expect(describeReport(report)).toEqual([]);
  });

  it.each([
    ['domain', 'src/domain/rules.ts', "import { x } from '../server/modules/catalog/service.js';"],
    ['contracts', 'src/contracts/order.ts', "import { a } from '../web/lib/api';"],
    ['contracts', 'src/contracts/order.ts', "import { format } from 'date-fns';"],
    [
      'web-server',
      'src/web/features/flow/picks.ts',
      "import type { S } from '../../../server/modules/catalog/service';",
    ],
    ['web-server', 'src/server/modules/catalog/routes.ts', "import '../../../web/lib/api';"],
    ['features', 'src/web/features/flow/offer.tsx', "export { quote } from '../quote/quote-api';"],
    ['modules', 'src/server/modules/quotes/routes.ts', "const c = await import('../catalog/cache.js');"],
    ['modules', 'src/server/modules/catalog/art.ts', "import type { X } from '../admin/orders/service.js';"],
    ['demo', 'src/server/demo/art/draw.ts', "import { cache } from '../../modules/catalog/cache.js';"],
  ])('rule %s catches %s', (rule, file, line) => {
    write(file, `// a new file\n${line}\n`);
    const report = checkBoundaries(root);
    expect(report.fresh).toHaveLength(1);
    expect(report.fresh[0]).toMatchObject({ rule, from: file, line: 2 });
    expect(describeReport(report)[0]).toMatch(new RegExp(`^${file}:2: .*\\(rule "${rule}"\\)\\.$`));
  });

  it('tolerates a violation the baseline lists', () => {
    write('src/server/modules/quotes/routes.ts', "import { cache } from '../catalog/cache.js';\n");
    write(
      BASELINE_FILE,
      JSON.stringify({
        modules: ['src/server/modules/quotes/routes.ts -> src/server/modules/catalog/cache.ts'],
      }),
    );
    const report = checkBoundaries(root);
    expect(report.violations).toHaveLength(1);
    expect(report.fresh).toEqual([]);
    expect(report.stale).toEqual([]);
  });

  it('fails on a baseline entry that no longer happens, so the baseline only shrinks', () => {
    write(
      BASELINE_FILE,
      JSON.stringify({
        modules: ['src/server/modules/quotes/routes.ts -> src/server/modules/catalog/cache.ts'],
      }),
    );
    const report = checkBoundaries(root);
    expect(report.stale).toEqual([
      {
        rule: 'modules',
        entry: 'src/server/modules/quotes/routes.ts -> src/server/modules/catalog/cache.ts',
      },
    ]);
    expect(describeReport(report)).toEqual([
      `${BASELINE_FILE} lists "src/server/modules/quotes/routes.ts -> src/server/modules/catalog/cache.ts" under rule "modules", but that import no longer breaks the rule; delete the entry.`,
    ]);
  });

  it('rejects a baseline naming an unknown rule', () => {
    write(BASELINE_FILE, JSON.stringify({ everything: [] }));
    expect(() => checkBoundaries(root)).toThrow(/unknown rule "everything"/);
  });
});
