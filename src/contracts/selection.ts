import { z } from 'zod';
import { MAX_SELECTED_CATEGORIES } from '../domain/constants.js';
import { fr } from '../domain/messages.fr.js';
import { categoryNameSchema } from '../domain/validation.js';
import { publicProductSchema } from './catalog.js';

/** Wire shapes of the selection calls. */

const categoryName = categoryNameSchema;

export const optimalSelectionBody = z.object({
  categories: z.array(categoryName).min(1).max(MAX_SELECTED_CATEGORIES, fr.flow.categoryLimitMessage),
  style: z.string().trim().min(1).max(100),
  /** null or 0: no budget limit ('Sélection Premium'). */
  budgetFcfa: z.number().nonnegative().max(1e12).nullable().optional(),
  /** Style picked per category on the 'Alternative styles required' screen. */
  styleOverrides: z.record(z.string().trim().min(1).max(100), z.string().trim().min(1).max(100)).optional(),
});
export type OptimalSelectionRequest = z.input<typeof optimalSelectionBody>;

const selectionStatus = z.enum(['found', 'alternativeStylesRequired', 'lowBudget', 'insufficientBudget']);

export const combinationSchema = z.object({
  status: selectionStatus,
  /** French text to show when the status is not 'found'. */
  message: z.string().nullable(),
  /** One entry per category considered; the product is one of that category's `products`. */
  picks: z.array(z.object({ category: z.string(), productId: z.number().nullable() })),
  totalFcfa: z.number(),
  styleMatches: z.number(),
  premium: z.boolean(),
});
export type Combination = z.infer<typeof combinationSchema>;

export const categoryOfferSchema = z.object({
  category: z.string(),
  /** The style its products are in: the visitor's, or the override. */
  style: z.string(),
  /** Products of the category in that style, cheapest first. */
  products: z.array(publicProductSchema),
  /** Other styles the category has products in, most stocked first (the fallback list). */
  otherStyles: z.array(z.string()),
});
export type CategoryOffer = z.infer<typeof categoryOfferSchema>;

export const optimalSelectionResponse = z.object({
  offers: z.array(categoryOfferSchema),
  /** Chosen categories beyond the first 15, which the selection does not consider. */
  ignoredCategories: z.array(z.string()),
  /** The specification's rule: cheapest product per category, in ascending price, within the budget. */
  cheapest: combinationSchema,
  /** One product per category with the largest total within the budget; null when it could not be computed. */
  best: combinationSchema.nullable(),
});
export type OptimalSelection = z.infer<typeof optimalSelectionResponse>;

export const saveSelectionBody = z.object({
  imageId: z.number().int().positive(),
  selectedProducts: z.array(z.looseObject({ id: z.number().int().positive() })).max(50),
});

export const productSnapshotSchema = z.object({
  id: z.number().optional(),
  name: z.string(),
  category: z.string(),
  price: z.string(),
  priceFcfa: z.number().optional(),
  interiorStyle: z.string().nullable().optional(),
  style: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  productUrl: z.string().nullable().optional(),
  store: z.string().nullable().optional(),
});

export const selectionResponse = z.object({
  selection: z.object({ imageId: z.number(), products: z.array(productSnapshotSchema) }),
});
export type SavedSelection = z.infer<typeof selectionResponse>['selection'];
