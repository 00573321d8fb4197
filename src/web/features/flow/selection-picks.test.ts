import { describe, expect, it } from 'vitest';
import type { CategoryOffer, Combination } from '../../../contracts/selection';
import type { CatalogProduct } from './flow-state';
import {
  combinationProducts,
  minimumTotal,
  sameProducts,
  storedSelection,
  swapProduct,
} from './selection-picks';

const product = (id: number, category: string, priceFcfa: number): CatalogProduct => ({
  id,
  name: `${category} ${id}`,
  category,
  price: `${priceFcfa} FCFA`,
  priceFcfa,
  interiorStyle: 'Modern',
  style: 'Modern',
  imageUrl: null,
  productUrl: null,
  store: null,
  country: null,
  has3dModel: false,
});

const sofaA = product(1, 'Canapé', 200_000);
const sofaB = product(2, 'Canapé', 250_000);
const rugA = product(3, 'Tapis', 50_000);
const rugB = product(4, 'Tapis', 90_000);
const offers: CategoryOffer[] = [
  { category: 'Canapé', style: 'Modern', products: [sofaA, sofaB], otherStyles: [] },
  { category: 'Tapis', style: 'Modern', products: [rugA, rugB], otherStyles: [] },
];
const combination = (ids: (number | null)[]): Combination => ({
  status: 'found',
  message: null,
  picks: ids.map((productId, i) => ({ category: offers[i]?.category ?? '', productId })),
  totalFcfa: 0,
  styleMatches: 0,
  premium: false,
});

describe('selection picks', () => {
  it('turns a combination into its products', () => {
    expect(combinationProducts(combination([2, 3]), offers)).toEqual([sofaB, rugA]);
    expect(combinationProducts(combination([null, 3]), offers)).toEqual([rugA]);
  });

  it('keeps stored picks only while they form a full selection of the offers', () => {
    expect(storedSelection([rugB, sofaA], offers)).toEqual([sofaA, rugB]);
    expect(storedSelection([sofaA], offers)).toBeNull();
    expect(storedSelection([sofaA, product(9, 'Tapis', 1)], offers)).toBeNull();
    expect(storedSelection([], [])).toBeNull();
  });

  it('swaps the product of one category', () => {
    expect(swapProduct([sofaA, rugA], rugB)).toEqual([sofaA, rugB]);
  });

  it('computes the least total of one product per category', () => {
    expect(minimumTotal(offers)).toBe(250_000);
    expect(
      minimumTotal([...offers, { category: 'Miroir', style: 'Modern', products: [], otherStyles: [] }]),
    ).toBeNull();
  });

  it('compares selections by product and order', () => {
    expect(sameProducts([sofaA, rugA], [sofaA, rugA])).toBe(true);
    expect(sameProducts([sofaA, rugA], [sofaA, rugB])).toBe(false);
  });
});
