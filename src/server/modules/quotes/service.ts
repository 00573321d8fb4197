import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { BUSINESS_TIME_ZONE, QUOTE_VALIDITY_DAYS } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import { quoteTotal } from '../../../domain/money.js';
import type { Db } from '../../db/client.js';
import {
  generatedImages,
  orders,
  type ProductSnapshot,
  quotes,
  type SnappedSnapshot,
  stores,
  uploadedImages,
} from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { uploadedFileName } from '../generation/product-images.js';
import { resolveProducts, resolveSnapped } from '../generation/visitor-products.js';
import { findOwnRoomImage, uploadUrl } from '../uploads/service.js';
import { ownedBy } from '../visitor/service.js';
import { drawQuotePdf } from './quote-pdf.js';

export type QuoteRow = typeof quotes.$inferSelect;

/** The spec's quote total; the visitor's own items carry no price and count 0. */
const totalOf = (selected: readonly ProductSnapshot[], snapped: readonly SnappedSnapshot[]) =>
  quoteTotal(
    selected,
    snapped.map(() => ({ price: null })),
  );

export interface QuoteDeps {
  db: Db;
  storage: FileStorage;
}

/** 'KD-20251122-7F3A9C': the day in Dakar and a random part, so numbers say nothing about volumes. */
function quoteNumber(now: Date): string {
  const day = now.toLocaleDateString('sv-SE', { timeZone: BUSINESS_TIME_ZONE }).replaceAll('-', '');
  return `KD-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export interface CreateQuoteInput {
  imageId: number | null;
  selectedProducts: ProductSnapshot[];
  snappedProducts: SnappedSnapshot[];
  generatedImageId?: number;
  /** The caller's; the photo must be theirs, and the quote becomes theirs. */
  visitorHash: string;
}

/**
 * The furnished room the quote shows, with the contact data it was generated for: the one asked
 * for, else the photo's latest. Only generations of the caller's own photo qualify (`imageId` is
 * already checked), so no one else's room or phone number can end up in the PDF.
 */
async function findGeneratedImage(db: Db, imageId: number | null, generatedImageId?: number) {
  const [row] = imageId
    ? await db
        .select()
        .from(generatedImages)
        .where(
          and(
            eq(generatedImages.originalImageId, imageId),
            eq(generatedImages.status, 'success'),
            generatedImageId ? eq(generatedImages.id, generatedImageId) : undefined,
          ),
        )
        .orderBy(desc(generatedImages.id))
        .limit(1)
    : [];
  if (generatedImageId && !row) throw notFound('generation_not_found');
  return row ?? null;
}

/** Stores the quote (prices as the catalogue has them now) and returns it with its PDF. */
export async function createQuote(
  deps: QuoteDeps,
  input: CreateQuoteInput,
): Promise<{ quote: QuoteRow; pdf: Buffer }> {
  const { db } = deps;
  if (input.selectedProducts.length === 0 && input.snappedProducts.length === 0) {
    throw new AppError(400, 'no_products', fr.quote.noProduct);
  }
  let imageId: number | null = null;
  if (input.imageId) {
    const image = await findOwnRoomImage(db, input.imageId, input.visitorHash);
    if (!image) throw notFound('image_not_found', fr.media.noImage);
    imageId = image.id;
  }
  const selected = await resolveProducts(db, input.selectedProducts);
  const snapped = imageId ? await resolveSnapped(db, imageId, input.snappedProducts) : [];
  const generated = await findGeneratedImage(db, imageId, input.generatedImageId);
  const { totalFcfa } = totalOf(selected, snapped);
  const now = new Date();
  // A resumed project asks again for the quote it already has: the same one comes back.
  const same = await findSameQuote(db, {
    imageId,
    generatedImageId: generated?.id ?? null,
    visitorHash: input.visitorHash,
    selected,
    snapped,
    now,
  });
  if (same) return { quote: same, pdf: await pdfOf(deps, same) };
  const [quote] = await db
    .insert(quotes)
    .values({
      number: quoteNumber(now),
      imageId,
      generatedImageId: generated?.id ?? null,
      selectedProducts: selected,
      snappedProducts: snapped,
      totalAmount: totalFcfa,
      visitorHash: input.visitorHash,
      validUntil: new Date(now.getTime() + QUOTE_VALIDITY_DAYS * 86_400_000),
      createdAt: now,
    })
    .returning();
  if (!quote) throw new Error('insert returned no row');
  return { quote, pdf: await pdfOf(deps, quote) };
}

/** The visitor's still valid quote of this very selection, at today's prices, for this image. */
async function findSameQuote(
  db: Db,
  wanted: {
    imageId: number | null;
    generatedImageId: number | null;
    visitorHash: string | null;
    selected: QuoteRow['selectedProducts'];
    snapped: QuoteRow['snappedProducts'];
    now: Date;
  },
): Promise<QuoteRow | null> {
  if (!wanted.visitorHash) return null;
  const recent = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.visitorHash, wanted.visitorHash),
        wanted.imageId === null ? isNull(quotes.imageId) : eq(quotes.imageId, wanted.imageId),
        wanted.generatedImageId === null
          ? isNull(quotes.generatedImageId)
          : eq(quotes.generatedImageId, wanted.generatedImageId),
        gt(quotes.validUntil, wanted.now),
      ),
    )
    .orderBy(desc(quotes.id))
    .limit(20);
  const key = canonicalJson([wanted.selected, wanted.snapped]);
  return recent.find((q) => canonicalJson([q.selectedProducts, q.snappedProducts]) === key) ?? null;
}

/** JSON with every object's keys in order: jsonb gives them back in an order of its own. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, inner]) => inner !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

async function toPdfImage(data: Buffer | null, width: number): Promise<Buffer | null> {
  if (!data) return null;
  try {
    return await sharp(data)
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

async function pdfOf({ db, storage }: QuoteDeps, quote: QuoteRow): Promise<Buffer> {
  const generated = quote.generatedImageId
    ? (
        await db.select().from(generatedImages).where(eq(generatedImages.id, quote.generatedImageId)).limit(1)
      )[0]
    : undefined;
  const storeNames = [...new Set(quote.selectedProducts.flatMap((p) => (p.store ? [p.store] : [])))];
  const storeRows =
    storeNames.length > 0 ? await db.select().from(stores).where(inArray(stores.name, storeNames)) : [];
  const snappedImages = await Promise.all(
    quote.snappedProducts.map(async (s) => {
      const name = uploadedFileName(s.imageUrl);
      return toPdfImage(name ? await storage.get(`uploads/${name}`) : null, 160);
    }),
  );
  return drawQuotePdf({
    number: quote.number,
    createdAt: quote.createdAt,
    validUntil: quote.validUntil,
    selectedProducts: quote.selectedProducts,
    snappedProducts: quote.snappedProducts,
    totalText: totalOf(quote.selectedProducts, quote.snappedProducts).totalText,
    roomImage: await toPdfImage(
      generated?.filename ? await storage.get(`generated/${generated.filename}`) : null,
      1400,
    ),
    snappedImages,
    stores: storeNames.map((name) => {
      const row = storeRows.find((s) => s.name === name);
      return {
        name,
        address: row?.address ?? null,
        phone: row?.phone ?? null,
        email: row?.email ?? null,
        city: row?.city ?? null,
      };
    }),
    contact: { phone: generated?.contactPhone, email: generated?.contactEmail },
  });
}

export async function findQuote(db: Db, quoteId: number): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  return row ?? null;
}

/** A quote of this visitor; someone else's is as absent as one that never existed. */
export async function findOwnQuote(
  db: Db,
  quoteId: number,
  visitor: string | null,
): Promise<QuoteRow | null> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), ownedBy(quotes.visitorHash, visitor)))
    .limit(1);
  return row ?? null;
}

const quoteNotFound = () => notFound('quote_not_found', fr.quote.notFound);

/** The quote's PDF, drawn again from what was stored (the back office's download uses it). */
export async function renderQuotePdf(deps: QuoteDeps, quoteId: number): Promise<Buffer> {
  const quote = await findQuote(deps.db, quoteId);
  if (!quote) throw quoteNotFound();
  return pdfOf(deps, quote);
}

/** The visitor's own quote's PDF, again. */
export async function renderOwnQuotePdf(
  deps: QuoteDeps,
  quoteId: number,
  visitor: string | null,
): Promise<Buffer> {
  const quote = await findOwnQuote(deps.db, quoteId, visitor);
  if (!quote) throw quoteNotFound();
  return pdfOf(deps, quote);
}

/** A quote as the public API shows it: product lists as JSON strings and the total as text (public-flow.md §3). */
export function toQuoteView(quote: QuoteRow) {
  return {
    id: quote.id,
    number: quote.number,
    imageId: quote.imageId,
    generatedImageId: quote.generatedImageId,
    selectedProducts: quote.selectedProducts.map((p) => JSON.stringify(p)),
    snappedProducts: quote.snappedProducts.map((s) => JSON.stringify(s)),
    totalAmount: totalOf(quote.selectedProducts, quote.snappedProducts).totalText,
    totalFcfa: quote.totalAmount,
    validUntil: quote.validUntil.toISOString(),
    downloadCount: quote.downloadCount,
    createdAt: quote.createdAt.toISOString(),
  };
}

export async function quotesOfImage(db: Db, imageId: number, visitor: string | null) {
  if (!(await findOwnRoomImage(db, imageId, visitor))) throw notFound('image_not_found', fr.media.noImage);
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.imageId, imageId), ownedBy(quotes.visitorHash, visitor)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  return rows.map(toQuoteView);
}

/** What /checkout needs: the quote, whether it was already ordered (and by whom), and the photos. */
export async function quoteForCheckout(db: Db, quoteId: number, visitor: string | null) {
  const quote = await findOwnQuote(db, quoteId, visitor);
  if (!quote) throw quoteNotFound();
  const [order] = await db
    .select({ status: orders.status, customerName: orders.customerName })
    .from(orders)
    .where(and(eq(orders.quoteId, quoteId), ne(orders.status, 'deferred')))
    .limit(1);
  const [deferred] = order
    ? []
    : await db
        .select({ status: orders.status, customerName: orders.customerName })
        .from(orders)
        .where(eq(orders.quoteId, quoteId))
        .limit(1);
  const [image] = quote.imageId
    ? await db.select().from(uploadedImages).where(eq(uploadedImages.id, quote.imageId)).limit(1)
    : [];
  const [generated] = quote.generatedImageId
    ? await db.select().from(generatedImages).where(eq(generatedImages.id, quote.generatedImageId)).limit(1)
    : [];
  return {
    quote: toQuoteView(quote),
    order: order ?? deferred ?? null,
    uploadedImage: image ? { id: image.id, filename: image.filename, url: uploadUrl(image.filename) } : null,
    generatedImageUrl: generated?.status === 'success' ? generated.url : null,
    /** What the visitor gave at payment, to fill the order form in advance. */
    contact: { phone: generated?.contactPhone ?? null, email: generated?.contactEmail ?? null },
  };
}
