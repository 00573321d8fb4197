// Every move of a payment session's status and of the generation it is consumed by. Only the
// payments module writes payment_sessions, and only this file moves them (state.test.ts checks both).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentSessions } from '../../db/schema.js';
import type { PaymentOutcome } from './payment-provider.js';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

/**
 * The state machine's moves on a provider's word: pending → paid | cancelled | failed. A real
 * payment counts even after a cancellation or a failure (the visitor tried again on the provider's
 * page and the money was taken). A refund ends any session not yet used by a generation, so money
 * given back no longer buys one (and no replayed 'paid' can revive it); a used one stays consumed,
 * the image having been delivered. Nothing else moves a paid or consumed session backwards.
 */
const MOVES_FROM: Record<Exclude<PaymentOutcome, 'pending'>, PaymentSessionRow['status'][]> = {
  paid: ['pending', 'cancelled', 'failed'],
  cancelled: ['pending'],
  failed: ['pending'],
  refunded: ['pending', 'paid', 'cancelled', 'failed'],
};

export async function applyPaymentOutcome(
  db: Db,
  sessionId: string,
  outcome: PaymentOutcome,
): Promise<'applied' | 'no_change'> {
  if (outcome === 'pending') return 'no_change';
  const from = MOVES_FROM[outcome];
  const now = new Date();
  const rows = await db
    .update(paymentSessions)
    .set({ status: outcome, updatedAt: now, ...(outcome === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(paymentSessions.id, sessionId), inArray(paymentSessions.status, from)))
    .returning({ id: paymentSessions.id });
  return rows.length > 0 ? 'applied' : 'no_change';
}

/**
 * Takes the payment for one generation: a single `UPDATE … WHERE status = 'paid' RETURNING`, so
 * of any number of simultaneous requests exactly one gets the row. Runs inside the caller's
 * transaction, which also creates the generation it is consumed by.
 */
export async function consumePayment(tx: Db, paymentId: string): Promise<PaymentSessionRow | null> {
  const [row] = await tx
    .update(paymentSessions)
    .set({ status: 'consumed', consumedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(paymentSessions.id, paymentId), eq(paymentSessions.status, 'paid')))
    .returning();
  return row ?? null;
}

/** Records which generation took the payment, in the transaction that consumed it and created that generation. */
export async function linkPaymentToGeneration(
  tx: Db,
  paymentId: string,
  generatedImageId: number,
): Promise<void> {
  await tx
    .update(paymentSessions)
    .set({ consumedByImageId: generatedImageId })
    .where(eq(paymentSessions.id, paymentId));
}

/** Gives the payment back after a failed generation, so the visitor can retry without paying again. */
export async function releasePayment(db: Db, paymentId: string, generatedImageId: number): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: 'paid', consumedAt: null, consumedByImageId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentSessions.id, paymentId),
        eq(paymentSessions.status, 'consumed'),
        eq(paymentSessions.consumedByImageId, generatedImageId),
      ),
    )
    .returning({ id: paymentSessions.id });
  return rows.length > 0;
}
