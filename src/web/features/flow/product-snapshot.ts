import type { ProductSnapshot } from '../../../contracts/product-snapshot';
import { parsePriceFcfa } from '../../../domain/money';
import type { CatalogProduct } from './flow-state';

/**
 * The snapshot back in the catalogue's shape; null without an id, since such a product cannot be
 * matched with the catalogue again (swaps, 3D lookup, quote).
 */
export function catalogProductFromSnapshot(p: ProductSnapshot): CatalogProduct | null {
  if (p.id === undefined) return null;
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    price: p.price,
    priceFcfa: p.priceFcfa ?? parsePriceFcfa(p.price),
    interiorStyle: p.interiorStyle ?? '',
    style: p.style ?? p.interiorStyle ?? '',
    imageUrl: p.imageUrl ?? null,
    productUrl: p.productUrl ?? null,
    store: p.store ?? null,
    country: p.country ?? null,
    has3dModel: p.has3dModel ?? false,
  };
}
