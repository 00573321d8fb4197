import { z } from 'zod';

/** A product as the visitor's flow carries it (and as quotes and generated images keep it). */
export interface ProductSnapshot {
  id?: number;
  name: string;
  category: string;
  price: string;
  priceFcfa?: number;
  interiorStyle?: string | null;
  style?: string | null;
  imageUrl?: string | null;
  productUrl?: string | null;
  store?: string | null;
  widthCm?: number | null;
  depthCm?: number | null;
  heightCm?: number | null;
  /** Catalogue fields the browser keeps when it reads a snapshot back. */
  country?: string | null;
  has3dModel?: boolean;
}

export interface SnappedSnapshot {
  id?: number;
  category: string;
  imageUrl: string;
  imageId?: number | null;
}

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
