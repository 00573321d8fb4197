import type { z } from 'zod';
import type { adminImageSchema } from '../../../../server/modules/admin/images/routes';
import type { uploadedModelSchema } from '../../../../server/modules/admin/models3d/routes';
import type { adminOrderSchema } from '../../../../server/modules/admin/orders/routes';
import type { adminProductSchema } from '../../../../server/modules/admin/products/routes';
import type { adminQuoteSchema } from '../../../../server/modules/admin/quotes/routes';
import type { publicModelSchema } from '../../../../server/modules/models3d/routes';

/**
 * The shapes the back-office screens read, inferred from the routes' own response schemas:
 * type-only imports, erased from the bundle, so client and server cannot drift apart.
 */
export type AdminProduct = z.output<typeof adminProductSchema>;
export type AdminImage = z.output<typeof adminImageSchema>;
export type LinkedProduct = AdminImage['linkedProducts'][number];
export type AdminOrder = z.output<typeof adminOrderSchema>;
export type AdminQuote = z.output<typeof adminQuoteSchema>;
export type Model3d = z.output<typeof publicModelSchema>;
export type UploadedModelFile = z.output<typeof uploadedModelSchema>;

/** A page of a list answer: `{ products: [...], total }`, `{ images: [...], total }`... */
export type Paged<K extends string, T> = Record<K, T[]> & { total: number };
