import { describe, expect, it } from 'vitest';
import { catalogProductFromSnapshot } from './product-snapshot';

describe('catalogProductFromSnapshot', () => {
  it('fills what the snapshot left out, reading the FCFA amount from the price text', () => {
    expect(
      catalogProductFromSnapshot({ id: 7, name: 'Canapé Gorée', category: 'Canapé', price: '125 000 FCFA' }),
    ).toEqual({
      id: 7,
      name: 'Canapé Gorée',
      category: 'Canapé',
      price: '125 000 FCFA',
      priceFcfa: 125_000,
      interiorStyle: '',
      style: '',
      imageUrl: null,
      productUrl: null,
      store: null,
      country: null,
      has3dModel: false,
    });
  });

  it('keeps what the snapshot knew, the style falling back to the interior style', () => {
    expect(
      catalogProductFromSnapshot({
        id: 8,
        name: 'Tapis Saloum',
        category: 'Tapis',
        price: '40000',
        priceFcfa: 40_000,
        interiorStyle: 'Bohemian',
        store: 'Démo · Sandaga',
        has3dModel: true,
      }),
    ).toMatchObject({
      style: 'Bohemian',
      interiorStyle: 'Bohemian',
      store: 'Démo · Sandaga',
      has3dModel: true,
    });
  });

  it('gives nothing for a product without an id, which the catalogue cannot match again', () => {
    expect(catalogProductFromSnapshot({ name: 'Sans id', category: 'Lit', price: '1' })).toBeNull();
  });
});
