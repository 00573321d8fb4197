import { closestToBudget } from './closest-to-budget.js';
import { LOW_BUDGET_THRESHOLD, MAX_OPTIMISED_CATEGORIES, PRODUCT_COUNT_WARNING } from './constants.js';
import { fr } from './messages.fr.js';
import { formatFcfaAmount } from './money.js';
import { ownValue } from './own-value.js';
import { sameStyle } from './styles.js';

/** What the selection needs of a product; callers pass their own product type through. */
export interface SelectableProduct {
  id: number;
  category: string;
  /** Whole FCFA as `parsePriceFcfa` reads the price text; a product whose price could not be read is never picked. */
  priceFcfa: number;
  interiorStyle?: string | null;
}

/** A chosen category with the products it can take a product from. */
export interface CategoryCandidates<P extends SelectableProduct> {
  category: string;
  /** The style the candidates are in: the visitor's, or the override picked for this category. */
  style: string;
  candidates: P[];
  /** Other styles this category has products in, most stocked first: the fallback list. */
  otherStyles: string[];
  /**
   * Price of the category's cheapest product in any style, null when it has none: the spec's
   * low-budget check compares the budget with the cheapest product of all, not of the style.
   */
  cheapestFcfa: number | null;
}

export interface CatalogueSelectionInput<P extends SelectableProduct> {
  /** The visitor's categories, in the order chosen. */
  categories: readonly string[];
  /** The visitor's style. */
  style: string;
  /** Products of those categories, in any style. */
  products: readonly P[];
  /** Absent, 0, NaN and Infinity mean no limit ('Sélection Premium'). */
  budgetFcfa?: number | null;
  /** Style picked per category on the 'Alternative styles required' screen. */
  styleOverrides?: Readonly<Record<string, string>>;
}

export interface BestSelectionInput<P extends SelectableProduct> {
  /**
   * One entry per category, with every product that may be picked for it, whatever its style;
   * without `cheapestFcfa`, the cheapest candidate stands for the category's cheapest product.
   */
  slots: readonly (Pick<CategoryCandidates<P>, 'category' | 'candidates'> &
    Partial<Pick<CategoryCandidates<P>, 'cheapestFcfa'>>)[];
  /** The visitor's style: on an equal total, products in it are preferred. */
  style: string;
  budgetFcfa?: number | null;
}

/**
 * - found: one product per category within the budget;
 * - alternativeStylesRequired: some category has no product to pick from (in the chosen style);
 * - lowBudget: the spec's 'Budget trop faible' check;
 * - insufficientBudget: no combination fits.
 */
export type SelectionStatus = 'found' | 'alternativeStylesRequired' | 'lowBudget' | 'insufficientBudget';

export interface CategoryPick<P extends SelectableProduct> {
  category: string;
  product: P | null;
}

export interface SelectionResult<P extends SelectableProduct> {
  status: SelectionStatus;
  /** French text to show when the status is not 'found'. */
  message: string | null;
  /** One entry per category considered, in order; null where no product was picked. */
  picks: CategoryPick<P>[];
  products: P[];
  totalFcfa: number;
  /** Picked products in the visitor's style. */
  styleMatches: number;
  /** No budget limit: shown as 'Sélection Premium'. */
  premium: boolean;
  categoriesWithoutProducts: string[];
  /** Chosen categories beyond the first MAX_OPTIMISED_CATEGORIES, which are not optimised. */
  ignoredCategories: string[];
  /** More than PRODUCT_COUNT_WARNING candidates: the spec logs a warning. */
  productCountWarning: boolean;
}

export function isUnlimitedBudget(budgetFcfa: number | null | undefined): boolean {
  return budgetLimit(budgetFcfa) === Number.POSITIVE_INFINITY;
}

function budgetLimit(budgetFcfa: number | null | undefined): number {
  return budgetFcfa == null || Number.isNaN(budgetFcfa) || budgetFcfa === 0
    ? Number.POSITIVE_INFINITY
    : budgetFcfa;
}

/**
 * The candidate lists of the spec: products of each chosen category (the first
 * MAX_OPTIMISED_CATEGORIES, duplicates once) whose style matches, case-insensitively, the visitor's
 * style or the category's override, and whose price could be read.
 */
export function candidatesByCategory<P extends SelectableProduct>(
  input: Omit<CatalogueSelectionInput<P>, 'budgetFcfa'>,
): { slots: CategoryCandidates<P>[]; ignoredCategories: string[] } {
  const { kept, ignored } = firstOptimised(input.categories, (category) => category);
  const byCategory = new Map<string, P[]>(kept.map((category) => [category, []]));
  for (const product of input.products) {
    if (isPriced(product)) byCategory.get(product.category)?.push(product);
  }
  const overrides = input.styleOverrides ?? {};
  const slots = kept.map((category) => {
    const style = ownValue(overrides, category) ?? input.style;
    const products = byCategory.get(category) ?? [];
    const otherStyles = new Map<string, { name: string; count: number }>();
    for (const { interiorStyle } of products) {
      if (!interiorStyle || sameStyle(interiorStyle, style)) continue;
      const key = interiorStyle.toLowerCase();
      const seen = otherStyles.get(key) ?? { name: interiorStyle, count: 0 };
      seen.count++;
      otherStyles.set(key, seen);
    }
    return {
      category,
      style,
      candidates: products.filter((p) => sameStyle(p.interiorStyle, style)).sort((a, b) => a.id - b.id),
      otherStyles: [...otherStyles.values()]
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'fr'))
        .map((s) => s.name),
      cheapestFcfa: cheapestPrice(products),
    };
  });
  return { slots, ignoredCategories: ignored };
}

/**
 * The spec's combination rule (public-flow.md §5). With no budget limit, the dearest product of
 * each category. Otherwise the products are taken by ascending price, the cheapest of each category
 * not yet covered, while the running total stays within the budget; it succeeds only if every
 * category is covered.
 *
 * Walking all products by ascending price meets each category first at its cheapest product, and
 * once one of those does not fit, no later (dearer) one does either; so the walk is done on the
 * cheapest product per category alone, which gives the same picks in O(n + k log k). Equal prices
 * go to the lower id.
 */
export function selectBySpecRule<P extends SelectableProduct>(
  input: CatalogueSelectionInput<P>,
): SelectionResult<P> {
  const { slots, ignoredCategories } = candidatesByCategory(input);
  const limit = budgetLimit(input.budgetFcfa);
  if (limit === Number.POSITIVE_INFINITY) {
    return selectionResult(
      slots,
      closestPicks(slots, input.style, limit),
      input.style,
      limit,
      ignoredCategories,
    );
  }
  const cheapest = slots.map(({ candidates }) =>
    candidates.reduce<P | undefined>(
      (best, p) => (!best || byPriceThenId(p, best) < 0 ? p : best),
      undefined,
    ),
  );
  const picks: (P | null)[] = slots.map(() => null);
  let total = 0;
  const ascending = cheapest
    .flatMap((product, slot) => (product ? [{ product, slot }] : []))
    .sort((a, b) => byPriceThenId(a.product, b.product));
  for (const { product, slot } of ascending) {
    if (total + product.priceFcfa > limit) break;
    total += product.priceFcfa;
    picks[slot] = product;
  }
  return selectionResult(slots, picks, input.style, limit, ignoredCategories);
}

/**
 * One product per category with the largest total not above the budget (see closest-to-budget.ts
 * for the exact algorithm and its cost); on an equal total, the most products in the visitor's style;
 * then the lowest ids, first category first. With no budget limit, the dearest product of each
 * category. Categories beyond the first MAX_OPTIMISED_CATEGORIES are ignored, as in the spec's rule.
 * Throws a RangeError, from closestToBudget, for a budget and prices too large to search in bounded
 * memory (hundreds of millions of FCFA with prices not sharing a divisor).
 */
export function selectBestWithinBudget<P extends SelectableProduct>(
  input: BestSelectionInput<P>,
): SelectionResult<P> {
  const { kept, ignored } = firstOptimised(input.slots, (slot) => slot.category);
  const slots = kept.map(({ category, candidates, cheapestFcfa }) => {
    const priced = candidates.filter(isPriced).sort((a, b) => a.id - b.id);
    return { category, candidates: priced, cheapestFcfa: cheapestFcfa ?? cheapestPrice(priced) };
  });
  const limit = budgetLimit(input.budgetFcfa);
  const picks = lowBudgetMessage(slots, limit)
    ? slots.map(() => null)
    : closestPicks(slots, input.style, limit);
  return selectionResult(slots, picks, input.style, limit, ignored);
}

interface Slot<P extends SelectableProduct> {
  category: string;
  candidates: readonly P[];
  cheapestFcfa: number | null;
}

function closestPicks<P extends SelectableProduct>(
  slots: readonly Slot<P>[],
  style: string,
  limit: number,
): (P | null)[] {
  const stocked = slots.filter((slot) => slot.candidates.length > 0);
  const chosen = closestToBudget(
    stocked.map((slot) =>
      slot.candidates.map((p) => ({
        priceFcfa: p.priceFcfa,
        matchesStyle: sameStyle(p.interiorStyle, style),
      })),
    ),
    limit,
  );
  const bySlot = new Map(stocked.map((slot, i) => [slot, slot.candidates[chosen?.[i] ?? -1] ?? null]));
  return slots.map((slot) => bySlot.get(slot) ?? null);
}

function selectionResult<P extends SelectableProduct>(
  slots: readonly Slot<P>[],
  picked: readonly (P | null)[],
  style: string,
  limit: number,
  ignoredCategories: string[],
): SelectionResult<P> {
  const picks = slots.map(({ category }, i) => ({ category, product: picked[i] ?? null }));
  const products = picks.flatMap(({ product }) => (product ? [product] : []));
  const categoriesWithoutProducts = slots.filter((s) => s.candidates.length === 0).map((s) => s.category);
  const lowBudget = lowBudgetMessage(slots, limit);
  const [status, message]: [SelectionStatus, string | null] =
    categoriesWithoutProducts.length > 0
      ? ['alternativeStylesRequired', fr.selection.alternativeStylesRequired]
      : lowBudget
        ? ['lowBudget', lowBudget]
        : products.length === slots.length
          ? ['found', null]
          : ['insufficientBudget', fr.selection.noCombination];
  return {
    status,
    message,
    picks,
    products,
    totalFcfa: products.reduce((total, p) => total + p.priceFcfa, 0),
    styleMatches: products.filter((p) => sameStyle(p.interiorStyle, style)).length,
    premium: limit === Number.POSITIVE_INFINITY,
    categoriesWithoutProducts,
    ignoredCategories,
    productCountWarning: slots.reduce((n, s) => n + s.candidates.length, 0) > PRODUCT_COUNT_WARNING,
  };
}

/**
 * The spec's check: under LOW_BUDGET_THRESHOLD, with even the cheapest product of all the
 * considered categories, whatever its style, dearer than the budget.
 */
function lowBudgetMessage(slots: readonly Slot<SelectableProduct>[], limit: number): string | null {
  if (!(limit < LOW_BUDGET_THRESHOLD)) return null;
  let cheapest = Number.POSITIVE_INFINITY;
  for (const { cheapestFcfa } of slots)
    if (cheapestFcfa !== null) cheapest = Math.min(cheapest, cheapestFcfa);
  return Number.isFinite(cheapest) && cheapest > limit
    ? fr.selection.lowBudget(formatFcfaAmount(cheapest))
    : null;
}

function cheapestPrice(products: readonly SelectableProduct[]): number | null {
  let cheapest: number | null = null;
  for (const p of products)
    if (isPriced(p) && (cheapest === null || p.priceFcfa < cheapest)) cheapest = p.priceFcfa;
  return cheapest;
}

function firstOptimised<T>(items: readonly T[], categoryOf: (item: T) => string) {
  const seen = new Set<string>();
  const kept: T[] = [];
  const ignored: string[] = [];
  for (const item of items) {
    const category = categoryOf(item);
    if (seen.has(category)) continue;
    seen.add(category);
    if (kept.length < MAX_OPTIMISED_CATEGORIES) kept.push(item);
    else ignored.push(category);
  }
  return { kept, ignored };
}

function isPriced(product: SelectableProduct): boolean {
  return Number.isSafeInteger(product.priceFcfa) && product.priceFcfa >= 0;
}

function byPriceThenId(a: SelectableProduct, b: SelectableProduct): number {
  return a.priceFcfa - b.priceFcfa || a.id - b.id;
}
