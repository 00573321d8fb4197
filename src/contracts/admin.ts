import { z } from 'zod';

/** Shapes of the back office's list and detail answers, read by its screens. */

/** A partner photo's state: not one ('none'), to fetch, stored, or not obtained. */
export const PHOTO_STATUSES = ['none', 'pending', 'ready', 'missing'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** A product as the back office lists and edits it. */
export const adminProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  price: z.string(),
  priceFcfa: z.number(),
  imageUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  store: z.string().nullable(),
  country: z.string().nullable(),
  interiorStyle: z.string(),
  isActive: z.boolean(),
  widthCm: z.number().nullable(),
  depthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  /** A partner photo: 'pending' to fetch, 'ready' stored, 'missing' with `photoError` (French). */
  photoStatus: z.enum(PHOTO_STATUSES),
  photoError: z.string().nullable(),
  photoUrl: z.string().nullable(),
  has_3d_model: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A product kept with a generated image; older rows may lack fields. */
const linkedProductSchema = z.looseObject({
  name: z.string().optional(),
  category: z.string().optional(),
  price: z.union([z.string(), z.number()]).optional(),
  url: z.string().nullish(),
  imageUrl: z.string().nullish(),
  productUrl: z.string().nullish(),
});

/** A generated image with its inputs, contact details and payment. */
export const adminImageSchema = z.object({
  id: z.number(),
  filename: z.string().nullable(),
  url: z.string().nullable(),
  /** Set when the retention sweep deleted the file: the row stays for the KPI and the quotes. */
  fileDeletedAt: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  linkedProducts: z.array(linkedProductSchema),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  errorMessage: z.string().nullable(),
  renderer: z.string(),
  paymentSessionId: z.string().nullable(),
  quoteId: z.number().nullable(),
  originalImage: z
    .object({
      id: z.number(),
      filename: z.string(),
      originalName: z.string().nullable(),
      uploadedAt: z.string(),
      path: z.string(),
    })
    .nullable(),
});

/** An order with its quote. */
export const adminOrderSchema = z.object({
  id: z.number(),
  quoteId: z.number(),
  quoteNumber: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerNotes: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  totalAmount: z.number(),
  quote: z.object({
    id: z.number(),
    number: z.string(),
    totalAmount: z.number(),
    createdAt: z.string(),
    selectedProducts: z.array(z.unknown()),
    snappedProducts: z.array(z.unknown()),
    downloadCount: z.number(),
  }),
});

const quoteOrderSchema = z.object({
  id: z.number(),
  status: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerNotes: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  totalAmount: z.number(),
});

/** A quote with its order and image, if any. */
export const adminQuoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.string(),
  validUntil: z.string(),
  totalAmount: z.number(),
  imageId: z.number().nullable(),
  selectedProducts: z.array(z.unknown()),
  snappedProducts: z.array(z.unknown()),
  downloadCount: z.number(),
  status: z.enum(['generated', 'downloaded']),
  order: quoteOrderSchema.nullable(),
  generatedImage: z
    .object({
      id: z.number(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
});

export type AdminProduct = z.output<typeof adminProductSchema>;
export type AdminImage = z.output<typeof adminImageSchema>;
export type LinkedProduct = AdminImage['linkedProducts'][number];
export type AdminOrder = z.output<typeof adminOrderSchema>;
export type AdminQuote = z.output<typeof adminQuoteSchema>;
