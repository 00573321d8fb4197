/**
 * Times both selection rules on 50 000 synthetic products over 15 categories. The catalogue is
 * seeded, so two runs compare the same work. Run alone with `npx tsx scripts/bench/selection.ts`.
 */
import { pathToFileURL } from 'node:url';
import {
  candidatesByCategory,
  type SelectableProduct,
  selectBestWithinBudget,
  selectBySpecRule,
} from '../../src/domain/selection.js';
import { seededRandom } from '../../src/server/demo/seeded-random.js';
import { median } from './stats.js';

const PRODUCT_COUNT = 50_000;
const STYLE = 'Modern';
const RUNS = 5;

/** Price ranges of the 15 categories, as Dakar partners sell them. */
const CATEGORY_RANGES: readonly [string, number, number][] = [
  ['Canapé', 150_000, 3_000_000],
  ['Lit', 100_000, 2_500_000],
  ['Armoire', 120_000, 2_000_000],
  ['Table à manger', 80_000, 1_500_000],
  ['Fauteuil', 60_000, 1_200_000],
  ['Bureau', 50_000, 800_000],
  ['Meuble TV', 40_000, 900_000],
  ['Commode', 60_000, 1_000_000],
  ['Table basse', 30_000, 600_000],
  ['Chaise', 15_000, 300_000],
  ['Tapis', 20_000, 1_200_000],
  ['Miroir', 10_000, 400_000],
  ['Luminaires', 8_000, 500_000],
  ['Rideaux', 10_000, 250_000],
  ['Accessoires Déco', 5_000, 150_000],
];
const CATEGORIES = CATEGORY_RANGES.map(([name]) => name);
const BUDGETS = [1_000_000, 2_000_000, 5_000_000, 10_000_000, 15_000_000, 0];

interface CatalogueShape {
  seed: string;
  /** Share of products in another style than the visitor's. */
  otherStyleShare: number;
  /**
   * The hard case for the exact search: every category priced uniformly over 5 000 – 3 000 000 FCFA,
   * and the unrounded prices kept to the franc, so no common divisor shrinks the sums.
   */
  hardCase: boolean;
}

/**
 * Prices spread log-uniformly in each category's range (many cheap pieces, few dear ones) unless
 * the shape asks for the hard case; mostly rounded to 1000 or 500 FCFA, 15 % left as typed
 * ('24 990').
 */
function syntheticCatalogue({ seed, otherStyleShare, hardCase }: CatalogueShape): SelectableProduct[] {
  const random = seededRandom(seed);
  return Array.from({ length: PRODUCT_COUNT }, (_, i) => {
    const [category, low, high] = CATEGORY_RANGES[i % CATEGORY_RANGES.length] ?? ['Canapé', 5_000, 3_000_000];
    const raw = hardCase ? 5_000 + random() * 2_995_000 : low * (high / low) ** random();
    const rounding = random();
    const step = rounding < 0.6 ? 1000 : rounding < 0.85 ? 500 : hardCase ? 1 : 10;
    const priceFcfa = Math.max(5_000, Math.round(raw / step) * step - (step === 10 ? 10 : 0));
    return { id: i + 1, category, priceFcfa, interiorStyle: random() < otherStyleShare ? 'Bohemian' : STYLE };
  });
}

function timeMedian(run: () => unknown): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const label = (budgetFcfa: number) => (budgetFcfa === 0 ? 'sans limite' : `${budgetFcfa / 1_000_000} M FCFA`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

function slotsOf(products: readonly SelectableProduct[]) {
  return CATEGORIES.map((category) => ({
    category,
    candidates: products.filter((p) => p.category === category),
  }));
}

function timeBest(
  figures: Record<string, string | number>,
  name: string,
  products: SelectableProduct[],
  budgets: number[],
) {
  const slots = slotsOf(products);
  for (const budgetFcfa of budgets) {
    const best = selectBestWithinBudget({ slots, style: STYLE, budgetFcfa });
    figures[`${name}, ${label(budgetFcfa)}`] = `${ms(
      timeMedian(() => selectBestWithinBudget({ slots, style: STYLE, budgetFcfa })),
    )} → ${best.totalFcfa} FCFA, ${best.styleMatches}/15 in style`;
  }
}

export async function benchSelection(): Promise<Record<string, string | number>> {
  const figures: Record<string, string | number> = {};
  const catalogue = syntheticCatalogue({ seed: 'catalogue', otherStyleShare: 0, hardCase: false });
  figures.products = catalogue.length;
  figures.categories = CATEGORIES.length;
  figures['runs per figure (median)'] = RUNS;
  figures['candidate lists'] = ms(
    timeMedian(() => candidatesByCategory({ categories: CATEGORIES, style: STYLE, products: catalogue })),
  );

  const slots = candidatesByCategory({ categories: CATEGORIES, style: STYLE, products: catalogue }).slots;
  for (const budgetFcfa of BUDGETS) {
    const input = { categories: CATEGORIES, style: STYLE, products: catalogue, budgetFcfa };
    const spec = selectBySpecRule(input);
    const best = selectBestWithinBudget({ slots, style: STYLE, budgetFcfa });
    figures[`spec rule, ${label(budgetFcfa)}`] =
      `${ms(timeMedian(() => selectBySpecRule(input)))} → ${spec.status}, ${spec.totalFcfa} FCFA`;
    figures[`best within budget, ${label(budgetFcfa)}`] = `${ms(
      timeMedian(() => selectBestWithinBudget({ slots, style: STYLE, budgetFcfa })),
    )} → ${best.status}, ${best.totalFcfa} FCFA`;
  }

  // 20 % of each list in another style: the style tie-break runs its own pass.
  timeBest(
    figures,
    'best, mixed styles',
    syntheticCatalogue({ seed: 'mixed styles', otherStyleShare: 0.2, hardCase: false }),
    [2_000_000, 10_000_000],
  );
  timeBest(
    figures,
    'best, hard case',
    syntheticCatalogue({ seed: 'hard case', otherStyleShare: 0, hardCase: true }),
    [2_000_000, 10_000_000, 20_000_000],
  );
  timeBest(
    figures,
    'best, hard case + mixed styles',
    syntheticCatalogue({ seed: 'hard case, mixed styles', otherStyleShare: 0.2, hardCase: true }),
    [20_000_000],
  );
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [key, value] of Object.entries(await benchSelection()))
    console.log(`${key.padEnd(48)} ${value}`);
}
