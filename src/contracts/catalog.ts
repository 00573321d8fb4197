import { z } from 'zod';

/** A catalogue product as the public API sends it. */
export const publicProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  price: z.string(),
  priceFcfa: z.number(),
  interiorStyle: z.string(),
  style: z.string(),
  imageUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  store: z.string().nullable(),
  country: z.string().nullable(),
  has3dModel: z.boolean(),
});

/** A product as the visitor's flow carries it: the catalogue's public product. */
export type CatalogProduct = z.infer<typeof publicProductSchema>;
