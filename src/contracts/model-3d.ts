import { z } from 'zod';

/** A 3D model as the public list and the back office show it. */
export const publicModelSchema = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  productName: z.string(),
  filename: z.string(),
  originalName: z.string().nullable(),
  size: z.number(),
  supportedStyles: z.array(z.string()),
  isActive: z.boolean(),
  description: z.string().nullable(),
  modelUrl: z.string(),
  arViewerUrl: z.string(),
  createdAt: z.string(),
});

/** The file the back office just uploaded, before it is attached to a product. */
export const uploadedModelSchema = z.object({
  filePath: z.string(),
  filename: z.string(),
  originalName: z.string(),
  size: z.number(),
});

export type Model3d = z.output<typeof publicModelSchema>;
export type UploadedModelFile = z.output<typeof uploadedModelSchema>;
