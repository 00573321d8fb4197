import { z } from 'zod';

/** Every error answer of the API: a code, the French message to show, and sometimes details. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
