import { and, eq, sql } from 'drizzle-orm';
import { fr } from '../../../domain/messages.fr.js';
import { EMAIL_PATTERN, normalisePhone, PHONE_PATTERN } from '../../../domain/validation.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { findOwnQuote } from '../quotes/service.js';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderInput {
  quoteId: number;
  status: 'confirmed' | 'deferred';
  customerName?: string | null;
  customerEmail?: string | null;
  customerPhone?: string | null;
  customerAddress?: string | null;
  customerNotes?: string | null;
}

const clean = (v: string | null | undefined) => v?.trim() || null;

const alreadyConfirmed = () => conflict('order_already_confirmed', fr.checkout.alreadyConfirmed);

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * POST /api/orders (public-flow.md §4), for the visitor's own quote: 'confirmed' needs the
 * customer's details; 'deferred' is saved without them. A quote has at most one confirmed order and
 * one deferred order (partial unique indexes hold against simultaneous saves); a deferred order is
 * turned into the confirmed one.
 */
export async function saveOrder(db: Db, input: OrderInput, visitor: string | null): Promise<OrderRow> {
  const quote = await findOwnQuote(db, input.quoteId, visitor);
  if (!quote) throw notFound('quote_not_found', fr.checkout.missingData);
  // The visitor's own furniture is not sold: an order needs something from a partner store.
  if (quote.selectedProducts.length === 0)
    throw badRequest('no_catalogue_product', fr.checkout.noCatalogueProduct);
  const existing = await db.select().from(orders).where(eq(orders.quoteId, quote.id));
  if (existing.some((o) => o.status !== 'deferred')) throw alreadyConfirmed();
  const deferred = existing.find((o) => o.status === 'deferred');

  if (input.status === 'deferred') {
    // One statement, so two saves at once meet at the partial unique index and make one row.
    const [row] = await db
      .insert(orders)
      .values({ quoteId: quote.id, status: 'deferred', totalAmount: quote.totalAmount })
      .onConflictDoUpdate({
        target: orders.quoteId,
        targetWhere: sql`${orders.status} = 'deferred'`,
        set: { updatedAt: new Date() },
      })
      .returning();
    return row as OrderRow;
  }

  const details = {
    customerName: clean(input.customerName),
    customerEmail: clean(input.customerEmail),
    customerPhone: clean(input.customerPhone),
    customerAddress: clean(input.customerAddress),
    customerNotes: clean(input.customerNotes),
  };
  if (!details.customerName || !details.customerEmail || !details.customerPhone || !details.customerAddress) {
    throw badRequest('missing_fields', fr.checkout.requiredFields);
  }
  if (!EMAIL_PATTERN.test(details.customerEmail)) throw badRequest('invalid_email', fr.checkout.emailInvalid);
  details.customerPhone = normalisePhone(details.customerPhone);
  if (!PHONE_PATTERN.test(details.customerPhone)) throw badRequest('invalid_phone', fr.contact.phoneInvalid);
  try {
    const [row] = deferred
      ? await db
          .update(orders)
          .set({ ...details, status: 'confirmed', updatedAt: new Date() })
          .where(and(eq(orders.id, deferred.id), eq(orders.status, 'deferred')))
          .returning()
      : await db
          .insert(orders)
          .values({ ...details, quoteId: quote.id, status: 'confirmed', totalAmount: quote.totalAmount })
          .returning();
    if (!row) throw alreadyConfirmed();
    return row;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isUniqueViolation(err)) throw alreadyConfirmed();
    throw err;
  }
}
