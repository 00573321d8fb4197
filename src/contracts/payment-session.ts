import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../domain/payment-status.js';
import { productSnapshotOutput, snappedSnapshotOutput } from './product-snapshot.js';

/** pending → paid → consumed; or cancelled, failed, refunded. Only the server decides a session is paid. */
export type PaymentSessionStatus = PaymentStatus;

/** A payment session as GET /api/payment-sessions/{id} answers it. */
export const paymentSessionSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  imageId: z.number().nullable(),
  selectedProducts: z.array(productSnapshotOutput),
  snappedProducts: z.array(snappedSnapshotOutput),
  uploadedImageData: z.unknown(),
  contactInfo: z.object({ phone: z.string().optional(), email: z.string().optional() }),
});
