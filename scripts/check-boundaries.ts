/**
 * Checks the house's import rules (docs/decisions/008-boundaries.md); `npm run lint` runs it.
 *
 * Rules, on every .ts/.tsx file under src/ (tests included: a test that reaches across a boundary
 * couples the two sides just as much):
 *   domain     src/domain imports nothing from src/ outside src/domain.
 *   contracts  src/contracts imports only src/contracts, src/domain and the zod package.
 *   web-server src/web imports from src/ only src/web, src/contracts and src/domain;
 *              src/server never imports src/web.
 *   features   src/web/features/<A>/… never imports src/web/features/<B>/… (B ≠ A); what two
 *              features share lives in src/web/lib, src/web/ui or src/web/layout.
 *   modules    src/server/modules/<A>/… reaches another module <B> only through
 *              src/server/modules/<B>/service.ts or src/server/modules/<B>/index.ts.
 *              A module is the first folder under modules/: admin/products, admin/orders… are
 *              parts of the one `admin` module (admin/routes.ts mounts them all and they share
 *              its session guard), so they may import each other freely.
 *   demo       src/server/demo/… (the demo catalogue: drawings, models, seed) is no module: modules
 *              may import it, and it reaches a module <B> only through <B>/service.ts or
 *              <B>/index.ts, like a module would.
 *
 * Imports are read from the syntax tree of Vite's parser (Oxc), so comments, strings and
 * templates that look like imports are not imports. Only relative specifiers can point into src/;
 * package imports matter only for the contracts rule.
 *
 * Known violations may be listed in scripts/boundaries-baseline.json as "from -> to" pairs per
 * rule. The check fails on any violation missing from the baseline and on any baseline entry that
 * no longer happens, so the baseline can only shrink.
 *
 * Usage: tsx scripts/check-boundaries.ts [root]   (root defaults to the current directory)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'vite';

export type RuleName = 'domain' | 'contracts' | 'web-server' | 'features' | 'modules' | 'demo';

export const RULES: readonly RuleName[] = [
  'domain',
  'contracts',
  'web-server',
  'features',
  'modules',
  'demo',
];

export interface ImportSite {
  specifier: string;
  line: number;
}

export interface Violation {
  rule: RuleName;
  /** Importing file, relative to the root, with forward slashes. */
  from: string;
  /** Imported file relative to the root, or the package name for a package import. */
  to: string;
  line: number;
  message: string;
}

export type Baseline = Partial<Record<RuleName, string[]>>;

export interface BoundaryReport {
  violations: Violation[];
  /** Violations whose pair is not in the baseline. */
  fresh: Violation[];
  /** Baseline entries that no longer match any violation. */
  stale: { rule: RuleName; entry: string }[];
}

export const BASELINE_FILE = 'scripts/boundaries-baseline.json';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

type Node = { type?: string; source?: { type?: string; value?: unknown; start: number } | null };

/** Node types whose `source` names the module imported or re-exported. */
const IMPORTING = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
  'TSImportType',
]);

/**
 * Every module specifier a file imports or re-exports, with the line it is written on: static,
 * type-only, side-effect, re-exports, dynamic `import('…')` and `typeof import('…')`.
 */
export function findImports(source: string, file = 'source.tsx'): ImportSite[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const sites: ImportSite[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    const literal = node.source;
    if (
      node.type &&
      IMPORTING.has(node.type) &&
      literal?.type === 'Literal' &&
      typeof literal.value === 'string'
    ) {
      sites.push({ specifier: literal.value, line: lineAt(literal.start) });
    }
    for (const child of Object.values(value)) if (child && typeof child === 'object') visit(child);
  };
  visit(parseAst(source, { lang }));
  return sites.sort((a, b) => a.line - b.line);
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listSources(full));
    else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext))) out.push(full);
  }
  return out;
}

/** The file a relative specifier names (Node-style `.js` written for a `.ts` file included). */
function resolveRelative(root: string, fromFile: string, specifier: string): string {
  const bare = specifier.replace(/[?#].*$/, '');
  const base = path.resolve(path.dirname(path.join(root, fromFile)), bare);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return toPosix(path.relative(root, found ?? base));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

function featureOf(file: string): string | undefined {
  return /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
}

function moduleOf(file: string): string | undefined {
  return /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
}

/** Whether `file` is one of a module's doors: its service.ts or its index.ts. */
function isModuleDoor(file: string, module: string): boolean {
  const door = `src/server/modules/${module}/`;
  return SOURCE_EXTENSIONS.some((ext) => file === `${door}service${ext}` || file === `${door}index${ext}`);
}

/** The rule an import breaks, with a plain-English reason, or undefined when it is allowed. */
function judge(from: string, to: string, isPackage: boolean): { rule: RuleName; reason: string } | undefined {
  if (isPackage) {
    if (under(from, 'src/contracts') && to !== 'zod') {
      return {
        rule: 'contracts',
        reason: `contracts import the package "${to}"; they may use only zod and src/domain`,
      };
    }
    return undefined;
  }
  if (!under(to, 'src')) return undefined;
  if (under(from, 'src/domain') && !under(to, 'src/domain')) {
    return { rule: 'domain', reason: `domain code imports ${to}; src/domain must stay free of app code` };
  }
  if (under(from, 'src/contracts') && !under(to, 'src/contracts') && !under(to, 'src/domain')) {
    return {
      rule: 'contracts',
      reason: `contracts import ${to}; they may use only src/contracts, src/domain and zod`,
    };
  }
  if (under(from, 'src/web') && !['src/web', 'src/contracts', 'src/domain'].some((d) => under(to, d))) {
    return {
      rule: 'web-server',
      reason: `the web app imports ${to}; the browser may import only src/web, src/contracts and src/domain`,
    };
  }
  if (under(from, 'src/server') && under(to, 'src/web')) {
    return { rule: 'web-server', reason: `the server imports web code ${to}` };
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return {
      rule: 'features',
      reason: `feature "${fromFeature}" imports ${to} from feature "${toFeature}"; move what they share to src/web/lib, src/web/ui or src/web/layout`,
    };
  }
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  if (fromModule && toModule && fromModule !== toModule && !isModuleDoor(to, toModule)) {
    return {
      rule: 'modules',
      reason: `module "${fromModule}" reaches into ${to}; it may use module "${toModule}" only through its service.ts or index.ts`,
    };
  }
  if (under(from, 'src/server/demo') && toModule && !isModuleDoor(to, toModule)) {
    return {
      rule: 'demo',
      reason: `demo content reaches into ${to}; it may use module "${toModule}" only through its service.ts or index.ts`,
    };
  }
  return undefined;
}

export function findViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const full of listSources(path.join(root, 'src')).sort()) {
    const from = toPosix(path.relative(root, full));
    for (const site of findImports(readFileSync(full, 'utf8'), full)) {
      const relative = site.specifier.startsWith('.');
      if (!relative && site.specifier.startsWith('node:')) continue;
      const to = relative ? resolveRelative(root, from, site.specifier) : packageName(site.specifier);
      const verdict = judge(from, to, !relative);
      if (verdict) {
        violations.push({
          rule: verdict.rule,
          from,
          to,
          line: site.line,
          message: `${from}:${site.line}: ${verdict.reason} (rule "${verdict.rule}").`,
        });
      }
    }
  }
  return violations;
}

export const pairOf = (v: Pick<Violation, 'from' | 'to'>) => `${v.from} -> ${v.to}`;

export function compareWithBaseline(violations: Violation[], baseline: Baseline): BoundaryReport {
  const known = new Set(
    Object.entries(baseline).flatMap(([rule, entries]) => (entries ?? []).map((e) => `${rule}: ${e}`)),
  );
  const seen = new Set(violations.map((v) => `${v.rule}: ${pairOf(v)}`));
  const fresh = violations.filter((v) => !known.has(`${v.rule}: ${pairOf(v)}`));
  const stale = Object.entries(baseline).flatMap(([rule, entries]) =>
    (entries ?? [])
      .filter((entry) => !seen.has(`${rule}: ${entry}`))
      .map((entry) => ({ rule: rule as RuleName, entry })),
  );
  return { violations, fresh, stale };
}

export function readBaseline(root: string): Baseline {
  const file = path.join(root, BASELINE_FILE);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [rule, entries] of Object.entries(parsed)) {
    if (!RULES.includes(rule as RuleName)) throw new Error(`${BASELINE_FILE}: unknown rule "${rule}"`);
    if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'string')) {
      throw new Error(`${BASELINE_FILE}: "${rule}" must be a list of "from -> to" strings`);
    }
  }
  return parsed as Baseline;
}

export function checkBoundaries(root: string): BoundaryReport {
  return compareWithBaseline(findViolations(root), readBaseline(root));
}

/** The report as lines for a person; empty when the check passes. */
export function describe(report: BoundaryReport): string[] {
  const lines = report.fresh.map((v) => v.message);
  for (const { rule, entry } of report.stale) {
    lines.push(
      `${BASELINE_FILE} lists "${entry}" under rule "${rule}", but that import no longer breaks the rule; delete the entry.`,
    );
  }
  return lines;
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  const report = checkBoundaries(root);
  const lines = describe(report);
  const tolerated = report.violations.length - report.fresh.length;
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    console.error(
      `\nImport boundaries: ${report.fresh.length} new violation(s), ${report.stale.length} stale baseline entr(y/ies). See docs/decisions/008-boundaries.md.`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`Import boundaries hold (${tolerated} known violation(s) left in ${BASELINE_FILE}).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
