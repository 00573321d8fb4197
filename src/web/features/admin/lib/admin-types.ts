export type {
  AdminImage,
  AdminOrder,
  AdminProduct,
  AdminQuote,
  LinkedProduct,
} from '../../../../contracts/admin';
export type { Model3d, UploadedModelFile } from '../../../../contracts/model-3d';

/** A page of a list answer: `{ products: [...], total }`, `{ images: [...], total }`... */
export type Paged<K extends string, T> = Record<K, T[]> & { total: number };
