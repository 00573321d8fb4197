import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestToBudget, MAX_WINDOW_BITS, type PricedOption } from './closest-to-budget.js';

/** Every selection, ranked by the documented objective: total, then matches, then earliest options. */
function bruteForce(categories: readonly (readonly PricedOption[])[], budget: number): number[] | null {
  let best: { picks: number[]; total: number; matches: number } | null = null;
  const picks: number[] = [];
  const visit = (i: number, total: number, matches: number): void => {
    if (total > budget) return;
    const options = categories[i];
    if (!options) {
      if (!best || total > best.total || (total === best.total && matches > best.matches)) {
        best = { picks: [...picks], total, matches };
      }
      return;
    }
    options.forEach((option, index) => {
      picks.push(index);
      visit(i + 1, total + option.priceFcfa, matches + (option.matchesStyle ? 1 : 0));
      picks.pop();
    });
  };
  visit(0, 0, 0);
  return (best as { picks: number[] } | null)?.picks ?? null;
}

const option = (priceFcfa: number, matchesStyle = true): PricedOption => ({ priceFcfa, matchesStyle });

function catalogue(
  maxCategories: number,
  maxOptions: number,
  price: fc.Arbitrary<number>,
  matchesStyle: fc.Arbitrary<boolean> = fc.boolean(),
) {
  return fc.array(
    fc.array(fc.record({ priceFcfa: price, matchesStyle }), { minLength: 1, maxLength: maxOptions }),
    {
      minLength: 1,
      maxLength: maxCategories,
    },
  );
}

describe('closestToBudget', () => {
  it.each([
    {
      shape: 'small catalogues with many ties',
      categories: catalogue(
        5,
        6,
        fc.integer({ min: 0, max: 12 }).map((n) => n * 500),
      ),
      budget: fc.integer({ min: -1000, max: 40_000 }),
    },
    {
      shape: 'dense sums that fill whole words',
      categories: catalogue(
        5,
        10,
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 30 }).map((n) => n > 0),
      ),
      budget: fc.integer({ min: 0, max: 800 }),
    },
    {
      shape: 'FCFA-sized prices and budgets',
      categories: catalogue(
        4,
        7,
        fc.oneof(
          fc.integer({ min: 5, max: 3000 }).map((n) => n * 1000),
          fc.integer({ min: 5000, max: 3_000_000 }),
        ),
      ),
      budget: fc.integer({ min: 0, max: 9_000_000 }),
    },
  ])('equals the brute-force optimum, tie-breaks included, on $shape', ({ categories, budget }) => {
    fc.assert(
      fc.property(categories, budget, (options, limit) => {
        expect(closestToBudget(options, limit)).toEqual(bruteForce(options, limit));
      }),
      { numRuns: 300 },
    );
  });

  it('takes the dearest option of each category, matching ones first, when everything fits', () => {
    const categories = [[option(1000), option(3000, false), option(3000), option(2000)], [option(500)]];
    expect(closestToBudget(categories, Number.POSITIVE_INFINITY)).toEqual([2, 0]);
    expect(closestToBudget(categories, 3500)).toEqual([2, 0]);
  });

  it('prefers style matches at an equal total, then the earliest options', () => {
    const categories = [
      [option(1000, false), option(2000, false), option(2000)],
      [option(1000), option(2000, false), option(1000)],
    ];
    expect(closestToBudget(categories, 3000)).toEqual([2, 0]);
    expect(closestToBudget(categories, 2000)).toEqual([0, 0]);
  });

  it('gives null when the cheapest selection is over budget or a category is empty', () => {
    expect(closestToBudget([[option(5000)], [option(6000)]], 10_999)).toBeNull();
    expect(closestToBudget([[option(5000)], []], 1e9)).toBeNull();
    expect(closestToBudget([[option(0)]], -1)).toBeNull();
  });

  it('is exact on 3 categories of 150 arbitrary FCFA prices (3 375 000 selections)', () => {
    const categories = fc.sample(
      fc.array(
        fc.record({ priceFcfa: fc.integer({ min: 5000, max: 3_000_000 }), matchesStyle: fc.boolean() }),
        {
          minLength: 150,
          maxLength: 150,
        },
      ),
      { seed: 7, numRuns: 3 },
    );
    for (const budget of [20_000, 1_234_567, 4_000_001, 8_500_000]) {
      expect(closestToBudget(categories, budget)).toEqual(bruteForce(categories, budget));
    }
  });

  it('hits a reachable budget exactly on a large catalogue', () => {
    const categories = fc.sample(
      fc.array(
        fc.integer({ min: 5000, max: 3_000_000 }).map((price) => option(price)),
        {
          minLength: 2000,
          maxLength: 2000,
        },
      ),
      { seed: 11, numRuns: 15 },
    );
    const picks = closestToBudget(categories, 19_999_999) ?? [];
    const total = picks.reduce((sum, pick, i) => sum + (categories[i]?.[pick]?.priceFcfa ?? 0), 0);
    expect(picks).toHaveLength(15);
    expect(total).toBe(19_999_999);
  });

  it('refuses windows that would not fit in bounded memory', () => {
    const categories = [
      [option(1), option(3 * MAX_WINDOW_BITS)],
      [option(1), option(3 * MAX_WINDOW_BITS)],
    ];
    expect(() => closestToBudget(categories, 4 * MAX_WINDOW_BITS)).toThrow(RangeError);
  });
});
