import { parsePriceFcfa } from '../../../domain/money';
import type { CatalogProduct } from './flow-state';

/** A chosen product as the server kept it (payment session, saved selection): only some fields are sure. */
export type ProductSnapshot = Pick<CatalogProduct, 'name' | 'category' | 'price'> & {
  id?: number;
  priceFcfa?: number;
  interiorStyle?: string | null;
  style?: string | null;
  imageUrl?: string | null;
  productUrl?: string | null;
  store?: string | null;
  country?: string | null;
  has3dModel?: boolean;
};

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
