import { and, count, desc, eq, exists, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TimeRange } from '../../../../domain/business-periods.js';
import { fr } from '../../../../domain/messages.fr.js';
import { quoteStatus } from '../../../../domain/order-status.js';
import type { Db } from '../../../db/client.js';
import { generatedImages, orders, quotes } from '../../../db/schema.js';
import { notFound } from '../../../errors.js';
import { imageUrlOf } from '../images/service.js';
import { rangeFilters, searchFilter } from '../list-filters.js';
import { ordersOfQuotes } from '../orders/service.js';

export interface QuoteListQuery {
  page: number;
  limit: number;
  search?: string;
  status?: 'generated' | 'downloaded';
  range: TimeRange;
}

function quoteFilters(db: Db, q: Omit<QuoteListQuery, 'page' | 'limit'>): SQL | undefined {
  const filters: SQL[] = rangeFilters(quotes.createdAt, q.range);
  if (q.status === 'downloaded') filters.push(gt(quotes.downloadCount, 0));
  if (q.status === 'generated') filters.push(eq(quotes.downloadCount, 0));
  if (q.search) {
    filters.push(
      searchFilter(q.search, quotes.id, (like) => [
        ilike(quotes.number, like),
        ilike(generatedImages.contactEmail, like),
        ilike(generatedImages.contactPhone, like),
        exists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(
              and(
                eq(orders.quoteId, quotes.id),
                or(
                  ilike(orders.customerName, like),
                  ilike(orders.customerEmail, like),
                  ilike(orders.customerPhone, like),
                ),
              ),
            ),
        ),
      ]),
    );
  }
  return and(...filters);
}

function selectQuotes(db: Db) {
  return db
    .select({
      quote: quotes,
      image: {
        id: generatedImages.id,
        contactEmail: generatedImages.contactEmail,
        contactPhone: generatedImages.contactPhone,
        url: generatedImages.url,
        filename: generatedImages.filename,
        fileDeletedAt: generatedImages.fileDeletedAt,
      },
    })
    .from(quotes)
    .leftJoin(generatedImages, eq(generatedImages.id, quotes.generatedImageId));
}

export async function listQuotes(db: Db, q: QuoteListQuery) {
  const where = quoteFilters(db, q);
  const [rows, [totalRow]] = await Promise.all([
    selectQuotes(db)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: count() })
      .from(quotes)
      .leftJoin(generatedImages, eq(generatedImages.id, quotes.generatedImageId))
      .where(where),
  ]);
  const orderOf = await ordersOfQuotes(
    db,
    rows.map((r) => r.quote.id),
  );
  return {
    quotes: rows.map(({ quote, image }) => {
      const order = orderOf.get(quote.id);
      return {
        id: quote.id,
        number: quote.number,
        createdAt: quote.createdAt.toISOString(),
        validUntil: quote.validUntil.toISOString(),
        totalAmount: quote.totalAmount,
        imageId: quote.imageId,
        selectedProducts: quote.selectedProducts as unknown[],
        snappedProducts: quote.snappedProducts as unknown[],
        downloadCount: quote.downloadCount,
        status: quoteStatus(quote.downloadCount),
        order: order
          ? {
              id: order.id,
              status: order.status,
              customerName: order.customerName,
              customerEmail: order.customerEmail,
              customerPhone: order.customerPhone,
              customerAddress: order.customerAddress,
              customerNotes: order.customerNotes,
              notes: order.notes,
              createdAt: order.createdAt,
              totalAmount: order.totalAmount,
            }
          : null,
        generatedImage: image?.id
          ? {
              id: image.id,
              contactEmail: image.contactEmail,
              contactPhone: image.contactPhone,
              url: imageUrlOf(image),
            }
          : null,
      };
    }),
    total: totalRow?.total ?? 0,
  };
}

export async function quoteNumberOf(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, id)).limit(1);
  if (!row) throw notFound('quote_not_found', fr.backOffice.quoteNotFound);
  return row.number;
}

/** Counted once the PDF is made, so a failed rendering does not turn the quote 'downloaded'. */
export async function countQuoteDownload(db: Db, id: number): Promise<void> {
  await db
    .update(quotes)
    .set({ downloadCount: sql`${quotes.downloadCount} + 1` })
    .where(eq(quotes.id, id));
}
