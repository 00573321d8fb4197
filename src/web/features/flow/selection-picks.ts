import type { CategoryOffer, Combination } from '../../../contracts/selection';
import type { CatalogProduct } from './flow-state';

/** The products of a combination, in the order of the categories. */
export function combinationProducts(
  combination: Combination,
  offers: readonly CategoryOffer[],
): CatalogProduct[] {
  const byId = new Map(offers.flatMap((offer) => offer.products.map((p) => [p.id, p] as const)));
  return combination.picks.flatMap(({ productId }) => {
    const product = productId === null ? undefined : byId.get(productId);
    return product ? [product] : [];
  });
}

/**
 * The visitor's stored picks when they still make a full selection of these offers (one product
 * per category, each still offered, e.g. after a reload); otherwise null, and a combination applies.
 */
export function storedSelection(
  selected: readonly CatalogProduct[],
  offers: readonly CategoryOffer[],
): CatalogProduct[] | null {
  if (offers.length === 0 || selected.length !== offers.length) return null;
  const picks: CatalogProduct[] = [];
  for (const offer of offers) {
    const kept = selected.find((p) => p.category === offer.category);
    const current = kept && offer.products.find((p) => p.id === kept.id);
    if (!current) return null;
    picks.push(current);
  }
  return picks;
}

/** The visitor's selection with `product` in place of the one of its category. */
export function swapProduct(selected: readonly CatalogProduct[], product: CatalogProduct): CatalogProduct[] {
  return selected.map((p) => (p.category === product.category ? product : p));
}

/** What one product per category costs at the least; null when a category has nothing to offer. */
export function minimumTotal(offers: readonly CategoryOffer[]): number | null {
  let total = 0;
  for (const { products } of offers) {
    if (products.length === 0) return null;
    total += Math.min(...products.map((p) => p.priceFcfa));
  }
  return total;
}

export function sameProducts(a: readonly CatalogProduct[], b: readonly CatalogProduct[]): boolean {
  return a.length === b.length && a.every((p, i) => p.id === b[i]?.id);
}
