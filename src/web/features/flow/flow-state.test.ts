import { describe, expect, it } from 'vitest';
import { type CatalogProduct, type FlowState, layoutKey } from './flow-state';

const photo = (id: number): NonNullable<FlowState['image']> => ({
  id,
  filename: `p${id}.webp`,
  url: `/uploads/p${id}.webp`,
  thumbnailUrl: '',
  width: 1600,
  height: 1200,
});
const products = (...ids: number[]) => ids.map((id) => ({ id }) as CatalogProduct);

describe('layoutKey', () => {
  it('names the photo and the chosen products, whatever their order', () => {
    expect(layoutKey({ image: photo(7), selectedProducts: products(12, 3, 5) })).toBe(
      layoutKey({ image: photo(7), selectedProducts: products(5, 12, 3) }),
    );
  });

  it('tells another photo apart, for the same products: its camera and free floor are not this one’s', () => {
    const same = products(3, 5);
    expect(layoutKey({ image: photo(7), selectedProducts: same })).not.toBe(
      layoutKey({ image: photo(8), selectedProducts: same }),
    );
  });

  it('tells another choice of products apart, on the same photo', () => {
    const before = layoutKey({ image: photo(7), selectedProducts: products(3, 5) });
    expect(layoutKey({ image: photo(7), selectedProducts: products(3, 6) })).not.toBe(before);
    expect(layoutKey({ image: photo(7), selectedProducts: products(3) })).not.toBe(before);
    // Each id kept apart: products 1, 2 and 3 are not products 1 and 23.
    expect(layoutKey({ image: photo(7), selectedProducts: products(1, 2, 3) })).not.toBe(
      layoutKey({ image: photo(7), selectedProducts: products(1, 23) }),
    );
  });
});
