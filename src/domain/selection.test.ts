import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_OPTIMISED_CATEGORIES } from './constants.js';
import {
  type BestSelectionInput,
  type CatalogueSelectionInput,
  candidatesByCategory,
  isUnlimitedBudget,
  type SelectableProduct,
  type SelectionResult,
  selectBestWithinBudget,
  selectBySpecRule,
} from './selection.js';
import { sameStyle } from './styles.js';

interface Product extends SelectableProduct {
  name: string;
}

const CATEGORIES = ['Canapé', 'Lit', 'Tapis', 'Miroir'];
const STYLES = ['Modern', 'modern', 'Bohemian', 'Industrial'];

let nextId = 1;
const product = (category: string, priceFcfa: number, interiorStyle = 'Modern'): Product => {
  const id = nextId++;
  return { id, name: `${category} ${id}`, category, priceFcfa, interiorStyle };
};

const budget = fc.oneof(
  fc.integer({ min: 0, max: 40_000 }),
  fc.integer({ min: -50, max: 120 }),
  fc.constantFrom(null, undefined, Number.POSITIVE_INFINITY, Number.NaN),
);

const productsArbitrary = fc
  .array(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      priceFcfa: fc.oneof(
        { weight: 20, arbitrary: fc.integer({ min: 0, max: 20 }).map((n) => n * 500) },
        { weight: 1, arbitrary: fc.constantFrom(Number.NaN, -500, 1250.5) },
      ),
      interiorStyle: fc.constantFrom(...STYLES),
    }),
    { maxLength: 24 },
  )
  .map((rows) => rows.map((row, i) => ({ ...row, id: i + 1, name: `p${i + 1}` })));

const catalogueInput = fc.record({
  categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { minLength: 1, maxLength: 4 }),
  style: fc.constantFrom('Modern', 'MODERN', 'Bohemian'),
  products: productsArbitrary,
  budgetFcfa: budget,
}) satisfies fc.Arbitrary<CatalogueSelectionInput<Product>>;

/** Slots whose candidates mix styles, as after a per-category override or fallback. */
const bestInput = fc
  .array(
    fc.array(
      fc.record({
        priceFcfa: fc.integer({ min: 0, max: 12 }).map((n) => n * 500),
        interiorStyle: fc.constantFrom('Modern', 'Bohemian'),
      }),
      { maxLength: 5 },
    ),
    { minLength: 1, maxLength: 4 },
  )
  .chain((rows) =>
    fc.record({
      slots: fc.constant(
        rows.map((candidates, slot) => ({
          category: `C${slot}`,
          candidates: candidates.map((c, i) => ({
            ...c,
            id: slot * 100 + ((i * 37) % 100),
            category: `C${slot}`,
          })),
        })),
      ),
      style: fc.constant('modern'),
      budgetFcfa: budget,
    }),
  ) satisfies fc.Arbitrary<BestSelectionInput<SelectableProduct>>;

function limitOf(budgetFcfa: number | null | undefined): number {
  return isUnlimitedBudget(budgetFcfa) ? Number.POSITIVE_INFINITY : (budgetFcfa as number);
}

/** The optimum by enumeration: total ≤ budget, then style matches, then ids in category order. */
function bruteForceBest(input: BestSelectionInput<SelectableProduct>): number[] | null {
  const limit = limitOf(input.budgetFcfa);
  const lists = input.slots.map((s) =>
    s.candidates.filter((p) => Number.isSafeInteger(p.priceFcfa)).sort((a, b) => a.id - b.id),
  );
  let best: { ids: number[]; total: number; matches: number } | null = null;
  const walk = (i: number, chosen: SelectableProduct[]): void => {
    const list = lists[i];
    if (!list) {
      const total = chosen.reduce((t, p) => t + p.priceFcfa, 0);
      const matches = chosen.filter((p) => sameStyle(p.interiorStyle, input.style)).length;
      if (total > limit) return;
      if (!best || total > best.total || (total === best.total && matches > best.matches)) {
        best = { ids: chosen.map((p) => p.id), total, matches };
      }
      return;
    }
    for (const p of list) walk(i + 1, [...chosen, p]);
  };
  walk(0, []);
  return (best as { ids: number[] } | null)?.ids ?? null;
}

/**
 * The spec's rule read literally (public-flow.md §5), with none of selectBySpecRule's shortcuts:
 * every product of a chosen category in its style, by ascending price, the first of each category
 * not yet covered taken while the total stays within the budget; with no limit, the dearest.
 */
function literalSpecWalk(input: CatalogueSelectionInput<Product>): (number | null)[] {
  const categories = [...new Set(input.categories)].slice(0, MAX_OPTIMISED_CATEGORIES);
  const styleOf = (category: string) => input.styleOverrides?.[category] ?? input.style;
  const eligible = input.products.filter(
    (p) =>
      categories.includes(p.category) &&
      Number.isSafeInteger(p.priceFcfa) &&
      p.priceFcfa >= 0 &&
      sameStyle(p.interiorStyle, styleOf(p.category)),
  );
  const picked = new Map<string, Product>();
  const limit = limitOf(input.budgetFcfa);
  if (limit === Number.POSITIVE_INFINITY) {
    for (const p of eligible) {
      const held = picked.get(p.category);
      if (!held || p.priceFcfa > held.priceFcfa || (p.priceFcfa === held.priceFcfa && p.id < held.id))
        picked.set(p.category, p);
    }
  } else {
    let total = 0;
    for (const p of [...eligible].sort((a, b) => a.priceFcfa - b.priceFcfa || a.id - b.id)) {
      if (picked.has(p.category) || total + p.priceFcfa > limit) continue;
      picked.set(p.category, p);
      total += p.priceFcfa;
    }
  }
  return categories.map((c) => picked.get(c)?.id ?? null);
}

function expectWellFormed<P extends SelectableProduct>(
  result: SelectionResult<P>,
  slots: readonly { category: string; candidates: readonly P[] }[],
  budgetFcfa: number | null | undefined,
): void {
  if (result.products.length > 0) expect(result.totalFcfa).toBeLessThanOrEqual(limitOf(budgetFcfa));
  expect(result.picks.map((p) => p.category)).toEqual(slots.map((s) => s.category));
  result.picks.forEach(({ category, product }, i) => {
    if (!product) return;
    expect(product.category).toBe(category);
    expect(slots[i]?.candidates).toContain(product);
  });
  if (result.status === 'found') {
    expect(result.picks.every((p) => p.product !== null)).toBe(true);
    expect(result.message).toBeNull();
  }
}

describe('selectBySpecRule', () => {
  it('takes a product whose price brings the total exactly to the budget', () => {
    const products = [product('Lit', 100_000), product('Tapis', 200_000)];
    const result = selectBySpecRule({
      categories: ['Lit', 'Tapis'],
      style: 'Modern',
      products,
      budgetFcfa: 300_000,
    });
    expect(result.picks.map((p) => p.product?.priceFcfa)).toEqual([100_000, 200_000]);
    expect(result.status).toBe('found');
  });

  it('stays within budget and picks at most one product per category, from that category and style', () => {
    fc.assert(
      fc.property(catalogueInput, (input) => {
        const result = selectBySpecRule(input);
        const { slots } = candidatesByCategory(input);
        expectWellFormed(result, slots, input.budgetFcfa);
        for (const { product } of result.picks) {
          if (product) expect(sameStyle(product.interiorStyle, input.style)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('picks exactly what the literal walk over every product picks', () => {
    fc.assert(
      fc.property(catalogueInput, (input) => {
        const result = selectBySpecRule(input);
        expect(result.picks.map((p) => p.product?.id ?? null)).toEqual(literalSpecWalk(input));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes the cheapest product of each category, cheapest first, while the total fits', () => {
    const sofa = [product('Canapé', 300_000), product('Canapé', 250_000)];
    const rug = [product('Tapis', 40_000), product('Tapis', 60_000)];
    const bed = [product('Lit', 200_000)];
    const products = [...sofa, ...rug, ...bed];
    const input = { categories: ['Canapé', 'Tapis', 'Lit'], style: 'modern', products };

    const found = selectBySpecRule({ ...input, budgetFcfa: 500_000 });
    expect(found.status).toBe('found');
    expect(found.products).toEqual([sofa[1], rug[0], bed[0]]);
    expect(found.totalFcfa).toBe(490_000);

    const short = selectBySpecRule({ ...input, budgetFcfa: 300_000 });
    expect(short.status).toBe('insufficientBudget');
    expect(short.message).toBe('Aucune combinaison possible');
    expect(short.picks).toEqual([
      { category: 'Canapé', product: null },
      { category: 'Tapis', product: rug[0] },
      { category: 'Lit', product: bed[0] },
    ]);
  });

  it('takes the dearest product per category with no budget limit, shown as premium', () => {
    const products = [product('Lit', 100_000), product('Lit', 400_000), product('Tapis', 50_000)];
    for (const budgetFcfa of [0, null, undefined, Number.POSITIVE_INFINITY]) {
      const result = selectBySpecRule({
        categories: ['Lit', 'Tapis'],
        style: 'Modern',
        products,
        budgetFcfa,
      });
      expect(result.premium).toBe(true);
      expect(result.products).toEqual([products[1], products[2]]);
      expect(result.totalFcfa).toBe(450_000);
    }
  });

  it('says the budget is too low, with the cheapest price in fr-FR format', () => {
    const products = [product('Lit', 5_000), product('Tapis', 12_500)];
    const result = selectBySpecRule({
      categories: ['Lit', 'Tapis'],
      style: 'Modern',
      products,
      budgetFcfa: 50,
    });
    expect(result.status).toBe('lowBudget');
    expect(result.message).toBe('Budget trop faible. Le produit le moins cher coûte 5\u202f000 FCFA.');
    expect(selectBySpecRule({ categories: ['Lit'], style: 'Modern', products, budgetFcfa: 100 }).status).toBe(
      'insufficientBudget',
    );
  });

  it('compares a low budget with the cheapest product of all the chosen categories, whatever its style', () => {
    const products = [
      product('Lit', 5_000, 'Modern'),
      product('Lit', 60, 'Bohemian'),
      product('Tapis', 8_000, 'Modern'),
      product('Miroir', 10, 'Modern'),
    ];
    const input = { categories: ['Lit', 'Tapis'], style: 'Modern', products };
    const { slots } = candidatesByCategory(input);
    const outcomes = (budgetFcfa: number) =>
      [
        selectBySpecRule({ ...input, budgetFcfa }),
        selectBestWithinBudget({ slots, style: 'Modern', budgetFcfa }),
      ].map((r) => [r.status, r.message]);
    // The Bohemian bed at 60 FCFA fits a budget of 80: the budget is not too low, no combination fits it.
    expect(outcomes(80)).toEqual([
      ['insufficientBudget', 'Aucune combinaison possible'],
      ['insufficientBudget', 'Aucune combinaison possible'],
    ]);
    // The mirror at 10 FCFA is not of a chosen category: the cheapest product is still the bed at 60.
    const tooLow = ['lowBudget', 'Budget trop faible. Le produit le moins cher coûte 60 FCFA.'];
    expect(outcomes(50)).toEqual([tooLow, tooLow]);
  });

  it('asks for alternative styles where a category has nothing in the chosen style, and accepts overrides', () => {
    const products = [
      product('Lit', 100_000, 'modern'),
      product('Tapis', 30_000, 'Bohemian'),
      product('Tapis', 20_000, 'Industrial'),
      product('Tapis', 25_000, 'bohemian'),
    ];
    const input = { categories: ['Lit', 'Tapis'], style: 'Modern', products, budgetFcfa: 200_000 };
    const missing = selectBySpecRule(input);
    expect(missing.status).toBe('alternativeStylesRequired');
    expect(missing.message).toBe('Styles alternatifs nécessaires');
    expect(missing.categoriesWithoutProducts).toEqual(['Tapis']);
    expect(candidatesByCategory(input).slots[1]?.otherStyles).toEqual(['Bohemian', 'Industrial']);

    const overridden = selectBySpecRule({ ...input, styleOverrides: { Tapis: 'Bohemian' } });
    expect(overridden.status).toBe('found');
    expect(overridden.products).toEqual([products[0], products[3]]);
    expect(overridden.styleMatches).toBe(1);
  });

  it('matches styles case-insensitively and through their aliases', () => {
    const products = [product('Lit', 1_000, 'MID-CENTURY'), product('Lit', 2_000, 'Mid-century Modern')];
    const { slots } = candidatesByCategory({ categories: ['Lit'], style: 'mid-century', products });
    expect(slots[0]?.candidates).toEqual(products);
  });

  it('optimises the first 15 categories only and flags catalogues above 1000 products', () => {
    const categories = Array.from({ length: 17 }, (_, i) => `Catégorie ${i}`);
    const products = categories.flatMap((c) => Array.from({ length: 70 }, (_, i) => product(c, 1_000 + i)));
    const result = selectBySpecRule({ categories, style: 'Modern', products, budgetFcfa: 1e9 });
    expect(result.picks).toHaveLength(MAX_OPTIMISED_CATEGORIES);
    expect(result.ignoredCategories).toEqual(['Catégorie 15', 'Catégorie 16']);
    expect(result.productCountWarning).toBe(true);
    expect(selectBySpecRule({ categories: ['Lit'], style: 'Modern', products: [] }).productCountWarning).toBe(
      false,
    );
  });

  it('never picks a product whose price could not be read', () => {
    const products = [product('Lit', Number.NaN), product('Lit', 9_000)];
    expect(selectBySpecRule({ categories: ['Lit'], style: 'Modern', products }).products).toEqual([
      products[1],
    ]);
  });
});

describe('selectBestWithinBudget', () => {
  it('equals the brute-force optimum, tie-breaks included', () => {
    fc.assert(
      fc.property(bestInput, (input) => {
        const result = selectBestWithinBudget(input);
        expectWellFormed(result, input.slots, input.budgetFcfa);
        const best = bruteForceBest(input);
        if (result.status === 'found') expect(result.products.map((p) => p.id)).toEqual(best);
        else if (result.status !== 'alternativeStylesRequired') expect(best).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('is well formed on catalogue inputs and never worse than the spec rule when that succeeds', () => {
    fc.assert(
      fc.property(catalogueInput, (input) => {
        const { slots } = candidatesByCategory(input);
        const best = selectBestWithinBudget({ slots, style: input.style, budgetFcfa: input.budgetFcfa });
        expectWellFormed(best, slots, input.budgetFcfa);
        const spec = selectBySpecRule(input);
        expect(best.status === 'found').toBe(spec.status === 'found');
        if (spec.status === 'found') expect(best.totalFcfa).toBeGreaterThanOrEqual(spec.totalFcfa);
      }),
      { numRuns: 500 },
    );
  });

  it('fills the budget where the spec rule stops at the cheapest products', () => {
    const sofas = [product('Canapé', 150_000), product('Canapé', 320_000), product('Canapé', 410_000)];
    const rugs = [product('Tapis', 35_000), product('Tapis', 90_000), product('Tapis', 160_000)];
    const slots = candidatesByCategory({
      categories: ['Canapé', 'Tapis'],
      style: 'Modern',
      products: [...sofas, ...rugs],
    }).slots;
    const result = selectBestWithinBudget({ slots, style: 'Modern', budgetFcfa: 500_000 });
    expect(result.status).toBe('found');
    expect(result.products).toEqual([sofas[2], rugs[1]]);
    expect(result.totalFcfa).toBe(500_000);
  });

  it('prefers the visitor style at an equal total, then the lower ids', () => {
    const other = { id: 1, category: 'Lit', priceFcfa: 100_000, interiorStyle: 'Bohemian' };
    const inStyle = { id: 2, category: 'Lit', priceFcfa: 100_000, interiorStyle: 'Modern' };
    const twin = { id: 3, category: 'Lit', priceFcfa: 100_000, interiorStyle: 'modern' };
    const result = selectBestWithinBudget({
      slots: [{ category: 'Lit', candidates: [twin, other, inStyle] }],
      style: 'Modern',
      budgetFcfa: 150_000,
    });
    expect(result.products).toEqual([inStyle]);
    expect(result.styleMatches).toBe(1);
  });

  it('reports the spec states with their wording', () => {
    const cheap = { id: 1, category: 'Lit', priceFcfa: 5_000, interiorStyle: 'Modern' };
    const low = selectBestWithinBudget({
      slots: [{ category: 'Lit', candidates: [cheap] }],
      style: 'Modern',
      budgetFcfa: 99,
    });
    expect(low.message).toBe('Budget trop faible. Le produit le moins cher coûte 5\u202f000 FCFA.');
    const none = selectBestWithinBudget({
      slots: [{ category: 'Lit', candidates: [cheap] }],
      style: 'Modern',
      budgetFcfa: 4_999,
    });
    expect([none.status, none.message]).toEqual(['insufficientBudget', 'Aucune combinaison possible']);
    const empty = selectBestWithinBudget({ slots: [{ category: 'Lit', candidates: [] }], style: 'Modern' });
    expect([empty.status, empty.message, empty.premium]).toEqual([
      'alternativeStylesRequired',
      'Styles alternatifs nécessaires',
      true,
    ]);
  });
});

describe('isUnlimitedBudget', () => {
  it('treats a missing, zero or infinite budget as no limit', () => {
    expect([null, undefined, 0, Number.NaN, Number.POSITIVE_INFINITY].map(isUnlimitedBudget)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([1, 576_000, -5].map(isUnlimitedBudget)).toEqual([false, false, false]);
  });
});
