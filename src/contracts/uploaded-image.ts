import { z } from 'zod';

/** A photo the visitor uploaded, as the upload call answers it. */
export const uploadedImageSchema = z.object({
  id: z.number(),
  filename: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
