import { z } from 'zod';

const productFields = {
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(300),
  category: z.string().trim().min(1).max(100),
  priceFcfa: z.number().optional(),
  interiorStyle: z.string().max(100).nullish(),
  style: z.string().max(100).nullish(),
  imageUrl: z.string().max(2000).nullish(),
  productUrl: z.string().max(2000).nullish(),
  store: z.string().max(200).nullish(),
};

/** A product as the visitor's flow sends it; extra catalogue fields pass through untouched. */
export const productSnapshotSchema = z.looseObject({
  ...productFields,
  price: z.union([z.string().max(100), z.number().transform(String)]),
});
/** The same product as the API sends it back. */
export const productSnapshotOutput = z.object({ ...productFields, price: z.string() });

const snappedFields = {
  id: z.number().int().positive().optional(),
  category: z.string().trim().min(1).max(100),
  imageUrl: z.string().max(2000),
  imageId: z.number().int().positive().nullish(),
};
export const snappedSnapshotSchema = z.looseObject(snappedFields);
export const snappedSnapshotOutput = z.object(snappedFields);

export const contactInfoBody = z
  .object({
    phone: z.string().max(40).nullish(),
    email: z.string().max(200).nullish(),
    consent: z.boolean().optional(),
  })
  .partial();

export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
