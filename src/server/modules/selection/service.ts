import { and, eq, inArray } from 'drizzle-orm';
import type { Combination, OptimalSelection, SavedSelection } from '../../../contracts/selection.js';
import { fr } from '../../../domain/messages.fr.js';
import {
  candidatesByCategory,
  type SelectionResult,
  selectBestWithinBudget,
  selectBySpecRule,
} from '../../../domain/selection.js';
import type { Db } from '../../db/client.js';
import { type ProductSnapshot, products, selections, uploadedImages } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { listProductsOfCategories, type PublicProduct } from '../catalog/service.js';
import { productSnapshotOf } from '../generation/visitor-products.js';
import { findOwnRoomImage } from '../uploads/service.js';
import { ownedBy } from '../visitor/service.js';

export interface OptimalSelectionInput {
  categories: string[];
  style: string;
  budgetFcfa?: number | null;
  styleOverrides?: Record<string, string>;
}

export interface OptimalSelectionOutcome extends OptimalSelection {
  /** Candidates beyond PRODUCT_COUNT_WARNING: the spec logs a warning. */
  productCountWarning: boolean;
}

/**
 * Everything the product step shows, from one query: each category's products in its style, its
 * fallback styles, the specification's cheapest-first combination and the closest-to-budget one.
 */
export async function optimalSelection(
  db: Db,
  input: OptimalSelectionInput,
): Promise<OptimalSelectionOutcome> {
  const categories = [...new Set(input.categories)];
  const catalogue = await listProductsOfCategories(db, categories);
  const selectionInput = { ...input, categories, products: catalogue };
  const cheapest = selectBySpecRule(selectionInput);
  const { slots, ignoredCategories } = candidatesByCategory(selectionInput);
  let best: SelectionResult<PublicProduct> | null = null;
  try {
    best = selectBestWithinBudget({ slots, style: input.style, budgetFcfa: input.budgetFcfa });
  } catch (err) {
    // Only a budget of hundreds of millions with prices sharing no divisor gets here: the
    // specification's combination still answers.
    if (!(err instanceof RangeError)) throw err;
  }
  return {
    offers: slots.map((slot) => ({
      category: slot.category,
      style: slot.style,
      products: [...slot.candidates].sort((a, b) => a.priceFcfa - b.priceFcfa || a.id - b.id),
      otherStyles: slot.otherStyles,
    })),
    ignoredCategories,
    cheapest: combination(cheapest),
    best: best && combination(best),
    productCountWarning: cheapest.productCountWarning,
  };
}

function combination(result: SelectionResult<PublicProduct>): Combination {
  return {
    status: result.status,
    message: result.message,
    picks: result.picks.map(({ category, product }) => ({ category, productId: product?.id ?? null })),
    totalFcfa: result.totalFcfa,
    styleMatches: result.styleMatches,
    premium: result.premium,
  };
}

const imageNotFound = () => notFound('image_not_found', fr.media.noImage);

/**
 * Records the visitor's chosen products for a photo (one selection per photo, replaced on each
 * save). The products are read back from the catalogue by id, so what is stored carries the
 * catalogue's names and prices, not whatever a client sent.
 */
export async function saveSelection(
  db: Db,
  imageId: number,
  productIds: readonly number[],
  visitor: string | null,
): Promise<SavedSelection> {
  if (!(await findOwnRoomImage(db, imageId, visitor))) throw imageNotFound();
  const wanted = [...new Set(productIds)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(inArray(products.id, wanted), eq(products.isActive, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw badRequest('unknown_products', 'Certains produits choisis ne sont plus disponibles.', { unknown });
  }
  const snapshots: ProductSnapshot[] = rows
    .sort((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id))
    .map(productSnapshotOf);
  await db
    .insert(selections)
    .values({ imageId, products: snapshots })
    .onConflictDoUpdate({
      target: selections.imageId,
      set: { products: snapshots, updatedAt: new Date() },
    });
  return { imageId, products: snapshots };
}

export async function findSelection(
  db: Db,
  imageId: number,
  visitor: string | null,
): Promise<SavedSelection> {
  const [row] = await db
    .select({ imageId: selections.imageId, products: selections.products })
    .from(selections)
    .innerJoin(uploadedImages, eq(uploadedImages.id, selections.imageId))
    .where(and(eq(selections.imageId, imageId), ownedBy(uploadedImages.visitorHash, visitor)))
    .limit(1);
  if (!row) throw new AppError(404, 'selection_not_found', 'Aucune sélection pour cette image.');
  return { imageId: row.imageId, products: row.products };
}
