import { z } from 'zod';

/** A piece of the visitor's own furniture, cut out of its photo. */
export const snappedProductSchema = z.object({
  id: z.number(),
  category: z.string(),
  /** The item's own photo. */
  imageUrl: z.string(),
  /** The room photo it belongs to. */
  imageId: z.number(),
});
export type SnappedProduct = z.infer<typeof snappedProductSchema>;
