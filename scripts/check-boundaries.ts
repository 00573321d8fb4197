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
 * Imports are found by a small scanner that skips comments, template literals and regular
 * expressions and then reads `import … from`, `import '…'`, `export … from`, `import type`,
 * dynamic `import('…')` and `typeof import('…')`. (TypeScript 7, installed here, has no
 * JavaScript compiler API to lean on.) Only relative specifiers can point into src/; package
 * imports matter only for the contracts rule.
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

/** Keywords after which a `/` starts a regular expression rather than a division. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

type Token = { kind: 'word' | 'punct' | 'string'; text: string; line: number };

/** Splits source into words, punctuation and string literals, dropping comments, templates and regexes. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  // Brace depth at which each open template's `${` started; a `}` at that depth resumes the template.
  const templateStack: number[] = [];
  let braceDepth = 0;

  const last = () => tokens[tokens.length - 1];
  const regexAllowed = () => {
    const prev = last();
    if (!prev) return true;
    if (prev.kind === 'string') return false;
    if (prev.kind === 'word') return KEYWORDS_BEFORE_EXPRESSION.has(prev.text);
    return !(prev.text === ')' || prev.text === ']' || prev.text === '}');
  };

  const skipTemplate = () => {
    // i is just past the opening backtick or the `}` closing a substitution.
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '\n') line++;
      if (c === '`') {
        i++;
        tokens.push({ kind: 'string', text: '', line });
        return;
      }
      if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templateStack.push(braceDepth);
        braceDepth++;
        tokens.push({ kind: 'punct', text: '(', line });
        return;
      }
      i++;
    }
  };

  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === "'" || c === '"') {
      const startLine = line;
      let text = '';
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') {
          text += source[i + 1] ?? '';
          i += 2;
        } else {
          text += source[i];
          i++;
        }
      }
      i++;
      tokens.push({ kind: 'string', text, line: startLine });
    } else if (c === '`') {
      i++;
      skipTemplate();
    } else if (c === '/' && regexAllowed()) {
      let inClass = false;
      i++;
      while (i < source.length && source[i] !== '\n') {
        const r = source[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i++;
      }
      i++;
      while (i < source.length && /[a-z]/i.test(source[i] as string)) i++;
      tokens.push({ kind: 'string', text: '', line });
    } else if (/[A-Za-z_$\d]/.test(c)) {
      let text = '';
      while (i < source.length && /[A-Za-z_$\d]/.test(source[i] as string)) text += source[i++];
      tokens.push({ kind: 'word', text, line });
    } else {
      if (c === '{') braceDepth++;
      if (c === '}') {
        braceDepth--;
        if (templateStack.length > 0 && templateStack[templateStack.length - 1] === braceDepth) {
          templateStack.pop();
          i++;
          tokens.push({ kind: 'punct', text: ')', line });
          skipTemplate();
          continue;
        }
      }
      tokens.push({ kind: 'punct', text: c, line });
      i++;
    }
  }
  return tokens;
}

/** Every module specifier a file imports or re-exports, with the line it is written on. */
export function findImports(source: string): ImportSite[] {
  const tokens = tokenize(source);
  const sites: ImportSite[] = [];
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as Token;
    if (token.kind !== 'word' || (token.text !== 'import' && token.text !== 'export')) continue;
    const prev = tokens[t - 1];
    if (prev && prev.kind === 'punct' && prev.text === '.') continue; // import.meta, obj.import
    const next = tokens[t + 1];
    if (!next) continue;
    if (token.text === 'import' && next.kind === 'string') {
      sites.push({ specifier: next.text, line: next.line });
      continue;
    }
    if (token.text === 'import' && next.text === '(') {
      const arg = tokens[t + 2];
      if (arg?.kind === 'string') sites.push({ specifier: arg.text, line: arg.line });
      continue;
    }
    // import/export clause: walk to `from '…'` across names, braces, `type`, `*`, `as` and commas.
    let depth = 0;
    for (let k = t + 1; k < tokens.length; k++) {
      const part = tokens[k] as Token;
      if (part.kind === 'punct') {
        if (part.text === '{') depth++;
        else if (part.text === '}') depth--;
        else if (part.text === '*' || part.text === ',') {
          // allowed in clauses
        } else if (depth === 0 || part.text === ';' || part.text === '(') break;
        continue;
      }
      if (part.kind === 'string') break;
      if (part.text === 'from' && depth === 0 && tokens[k + 1]?.kind === 'string') {
        const spec = tokens[k + 1] as Token;
        sites.push({ specifier: spec.text, line: spec.line });
        break;
      }
      if (
        depth === 0 &&
        token.text === 'export' &&
        k === t + 1 &&
        !['type', 'from'].includes(part.text) &&
        part.kind === 'word'
      ) {
        break; // export const / function / class / default …
      }
    }
  }
  return sites;
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
    for (const site of findImports(readFileSync(full, 'utf8'))) {
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
