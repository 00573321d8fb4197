import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { TimeRange } from '../../../../domain/business-periods.js';
import { fr } from '../../../../domain/messages.fr.js';
import type { Db } from '../../../db/client.js';
import { orders, quotes } from '../../../db/schema.js';
import { conflict, notFound } from '../../../errors.js';
import { rangeFilters, searchFilter } from '../list-filters.js';

export interface OrderListQuery {
  page: number;
  limit: number;
  search?: string;
  status?: string;
  range: TimeRange;
}

function orderFilters(q: Omit<OrderListQuery, 'page' | 'limit'>): SQL | undefined {
  const filters: SQL[] = rangeFilters(orders.createdAt, q.range);
  if (q.status) filters.push(eq(orders.status, q.status as 'confirmed'));
  if (q.search) {
    filters.push(
      searchFilter(q.search, orders.id, (like) => [
        ilike(orders.customerName, like),
        ilike(orders.customerEmail, like),
        ilike(orders.customerPhone, like),
        ilike(orders.customerAddress, like),
        ilike(quotes.number, like),
      ]),
    );
  }
  return and(...filters);
}

function selectOrders(db: Db) {
  return db
    .select({
      order: orders,
      quote: {
        id: quotes.id,
        number: quotes.number,
        totalAmount: quotes.totalAmount,
        createdAt: quotes.createdAt,
        selectedProducts: quotes.selectedProducts,
        snappedProducts: quotes.snappedProducts,
        downloadCount: quotes.downloadCount,
      },
    })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId));
}

function toAdminOrder({ order, quote }: Awaited<ReturnType<typeof selectOrders>>[number]) {
  return {
    id: order.id,
    quoteId: order.quoteId,
    quoteNumber: quote.number,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerAddress: order.customerAddress,
    customerNotes: order.customerNotes,
    notes: order.notes,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    processedAt: order.processedAt?.toISOString() ?? null,
    totalAmount: order.totalAmount,
    quote: {
      ...quote,
      createdAt: quote.createdAt.toISOString(),
      selectedProducts: quote.selectedProducts as unknown[],
      snappedProducts: quote.snappedProducts as unknown[],
    },
  };
}

export type AdminOrder = ReturnType<typeof toAdminOrder>;

export async function listOrders(db: Db, q: OrderListQuery) {
  const where = orderFilters(q);
  const [rows, [totalRow]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(orders).innerJoin(quotes, eq(quotes.id, orders.quoteId)).where(where),
  ]);
  return { orders: rows.map(toAdminOrder), total: totalRow?.total ?? 0 };
}

/** The orders of these quotes, keyed by quote: the live one (confirmed or processed) first, else the newest deferred. */
export async function ordersOfQuotes(db: Db, quoteIds: number[]): Promise<Map<number, AdminOrder>> {
  const byQuote = new Map<number, AdminOrder>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await selectOrders(db)
    .where(inArray(orders.quoteId, quoteIds))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  for (const row of rows.map(toAdminOrder)) {
    const known = byQuote.get(row.quoteId);
    if (!known || (known.status === 'deferred' && row.status !== 'deferred')) byQuote.set(row.quoteId, row);
  }
  return byQuote;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Any order not yet processed becomes processed, with the administrator's notes when given
 * (admin-back-office.md §4). A deferred order cannot become a second live order of its quote.
 */
export async function markOrderProcessed(db: Db, id: number, notes: string | undefined): Promise<AdminOrder> {
  try {
    const updated = await db
      .update(orders)
      .set({
        status: 'processed',
        processedAt: new Date(),
        updatedAt: new Date(),
        ...(notes ? { notes } : {}),
      })
      .where(and(eq(orders.id, id), ne(orders.status, 'processed')))
      .returning({ id: orders.id });
    if (updated.length === 0) {
      const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
      if (!exists) throw notFound('order_not_found', fr.backOffice.orderNotFound);
      throw conflict('order_already_processed', fr.backOffice.orderAlreadyProcessed);
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('other_order_active', fr.backOffice.otherOrderActive);
    throw err;
  }
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return toAdminOrder(row as NonNullable<typeof row>);
}

/** The quote's order to process: its confirmed one, else its newest deferred one. */
export async function markQuoteOrderProcessed(db: Db, quoteId: number, notes: string | undefined) {
  const order = (await ordersOfQuotes(db, [quoteId])).get(quoteId);
  if (!order) {
    const [quote] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId)).limit(1);
    if (!quote) throw notFound('quote_not_found', fr.backOffice.quoteNotFound);
    throw notFound('no_order', fr.backOffice.noOrderForQuote);
  }
  return markOrderProcessed(db, order.id, notes);
}
