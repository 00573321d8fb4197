import { z } from 'zod';

/** The visitor's optional contact details, sent with a payment or a generation. */
export const contactInfoBody = z
  .object({
    phone: z.string().max(40).nullish(),
    email: z.string().max(200).nullish(),
    consent: z.boolean().optional(),
  })
  .partial();
