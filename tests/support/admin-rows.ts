import type { Db } from '../../src/server/db/client.js';
import {
  generatedImages,
  orders,
  type ProductSnapshot,
  paymentSessions,
  quotes,
  uploadedImages,
} from '../../src/server/db/schema.js';

/**
 * Rows of the visitor flow written straight to the database, for back-office API tests that need
 * generated images, quotes and orders without running payments and rendering.
 */
let seq = 0;
const next = () => {
  seq += 1;
  return `${Date.now().toString(36)}${seq}`;
};

export const SOFA: ProductSnapshot = {
  name: 'Canapé Teranga',
  category: 'Canapé',
  price: '250 000 FCFA',
  imageUrl: '/catalog-images/canape.png',
  productUrl: 'https://boutique.example/canape',
};
export const LAMP: ProductSnapshot = { name: 'Lampe Sahel', category: 'Luminaires', price: '35 000 FCFA' };

export async function insertUploadedImage(db: Db, at = new Date()) {
  const id = next();
  const [row] = await db
    .insert(uploadedImages)
    .values({
      filename: `room-${id}.webp`,
      originalName: `salon-${id}.jpg`,
      sourceMime: 'image/jpeg',
      width: 1600,
      height: 1200,
      sizeBytes: 1000,
      sha256: id,
      createdAt: at,
    })
    .returning();
  return row as typeof uploadedImages.$inferSelect;
}

export async function insertPayment(
  db: Db,
  status: 'pending' | 'paid' | 'consumed' | 'failed',
  at = new Date(),
) {
  const [row] = await db
    .insert(paymentSessions)
    .values({
      id: `pay_${next()}`,
      status,
      provider: 'sandbox',
      providerReference: `ref-${next()}`,
      amount: 600,
      selectedProducts: [SOFA],
      snappedProducts: [],
      contactInfo: { phone: '+221771234567' },
      customerPhone: '+221771234567',
      paidAt: status === 'paid' || status === 'consumed' ? at : null,
      createdAt: at,
    })
    .returning();
  return row as typeof paymentSessions.$inferSelect;
}

export async function insertGeneratedImage(
  db: Db,
  options: {
    at?: Date;
    status?: 'processing' | 'success' | 'failed' | 'error';
    paid?: boolean;
    products?: ProductSnapshot[];
    originalImageId?: number | null;
    contactEmail?: string | null;
  } = {},
) {
  const at = options.at ?? new Date();
  const payment = options.paid === false ? null : await insertPayment(db, 'consumed', at);
  const id = next();
  const [row] = await db
    .insert(generatedImages)
    .values({
      filename: `generated-${id}.webp`,
      url: `/generated/generated-${id}.webp`,
      status: options.status ?? 'success',
      paymentSessionId: payment?.id ?? null,
      originalImageId: options.originalImageId ?? null,
      inputs: {},
      linkedProducts: options.products ?? [SOFA, LAMP],
      renderer: 'compose',
      contactPhone: '+221771234567',
      contactEmail: options.contactEmail === undefined ? 'awa@example.sn' : options.contactEmail,
      createdAt: at,
    })
    .returning();
  return row as typeof generatedImages.$inferSelect;
}

export async function insertQuote(
  db: Db,
  options: {
    at?: Date;
    generatedImageId?: number | null;
    selected?: unknown[];
    total?: number;
    downloads?: number;
  } = {},
) {
  const [row] = await db
    .insert(quotes)
    .values({
      number: `DEV-${next()}`,
      generatedImageId: options.generatedImageId ?? null,
      selectedProducts: (options.selected ?? [SOFA, LAMP]) as ProductSnapshot[],
      snappedProducts: [],
      totalAmount: options.total ?? 285_000,
      validUntil: new Date(Date.now() + 30 * 86_400_000),
      downloadCount: options.downloads ?? 0,
      createdAt: options.at ?? new Date(),
    })
    .returning();
  return row as typeof quotes.$inferSelect;
}

export async function insertOrder(
  db: Db,
  quoteId: number,
  options: { at?: Date; status?: 'confirmed' | 'deferred' | 'processed'; total?: number; name?: string } = {},
) {
  const deferred = options.status === 'deferred';
  const [row] = await db
    .insert(orders)
    .values({
      quoteId,
      customerName: deferred ? null : (options.name ?? 'Awa Diop'),
      customerEmail: deferred ? null : 'awa@example.sn',
      customerPhone: deferred ? null : '+221771234567',
      customerAddress: deferred ? null : 'Rue 10, Mermoz, Dakar',
      status: options.status ?? 'confirmed',
      totalAmount: options.total ?? 285_000,
      createdAt: options.at ?? new Date(),
    })
    .returning();
  return row as typeof orders.$inferSelect;
}
