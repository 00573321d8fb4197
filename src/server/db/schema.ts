import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PhotoStatus } from '../../contracts/admin.js';
import type { ProductSnapshot, SnappedSnapshot } from '../../contracts/product-snapshot.js';
import type { GenerationStage } from '../../domain/generation-stages.js';
import { PAYMENT_STATUSES } from '../../domain/payment-status.js';

export type { ProductSnapshot, SnappedSnapshot };

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const fk = (name: string) => bigint(name, { mode: 'number' });

export type { PhotoStatus };

/** A piece the renderer found no place for, and why (French, for the visitor). */
export interface UnplacedPiece {
  productName: string;
  category: string;
  reason: string;
}

export interface Placement {
  productName: string;
  category: string;
  /** Box in fractions of the image (0..1), so markers survive any display size. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The offline renderer stood a television on this piece (a TV unit) for the staging: it is not sold. */
  television?: boolean;
  /** Drawn at this share of its real size, in percent: a rug made smaller to fit, a piece the visitor resized. */
  drawnPercent?: number;
}

export const stores = pgTable('stores', {
  id: id(),
  name: text('name').notNull().unique(),
  city: text('city').notNull().default('Dakar'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  country: text('country').notNull().default('Senegal'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** The spec's free text ('125000 FCFA'). */
    price: text('price').notNull(),
    /** Derived from `price` at write time by the domain's price rule. */
    priceFcfa: integer('price_fcfa').notNull(),
    imageUrl: text('image_url'),
    productUrl: text('product_url'),
    store: text('store'),
    country: text('country'),
    interiorStyle: text('interior_style').notNull().default('Modern'),
    isActive: boolean('is_active').notNull().default(true),
    /** Real size in cm; null: the category's usual size. A rug's depth is its length. */
    widthCm: integer('width_cm'),
    depthCm: integer('depth_cm'),
    heightCm: integer('height_cm'),
    /**
     * A partner's photo (imageUrl on another site), fetched once when the product is saved:
     * 'ready' with the stored original and cut-out, 'missing' with the French reason, 'pending'
     * until fetched, 'none' when the picture is the site's own. Pages and the renderer use the stored copies only.
     */
    photoStatus: text('photo_status').$type<PhotoStatus>().notNull().default('none'),
    photoSource: text('photo_source'),
    photoFile: text('photo_file'),
    cutoutFile: text('cutout_file'),
    photoError: text('photo_error'),
    /** Stable key of demo-catalogue rows, so seeding is idempotent. */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_style_price_idx').on(t.category, t.interiorStyle, t.priceFcfa),
    index('products_active_idx').on(t.isActive),
    index('products_store_idx').on(t.store),
    index('products_name_idx').on(t.name),
  ],
);

export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: id(),
    /** Normalised WebP served under /uploads/{filename}. */
    filename: text('filename').notNull().unique(),
    thumbnailFilename: text('thumbnail_filename'),
    originalName: text('original_name'),
    /** Type detected from the bytes the visitor sent (never the client's claim). */
    sourceMime: text('source_mime').notNull(),
    mime: text('mime').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose', { enum: ['room', 'snapped'] })
      .notNull()
      .default('room'),
    /** SHA-256 of the uploading visitor's cookie token: only they may use the photo (null: nobody). */
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  // GET /uploads/{file} finds a thumbnail's owner by its name.
  (t) => [index('uploaded_images_thumbnail_idx').on(t.thumbnailFilename)],
);

export const consentLogs = pgTable(
  'consent_logs',
  {
    id: id(),
    action: text('action').notNull(),
    consentType: text('consent_type').notNull(),
    consentGiven: boolean('consent_given').notNull(),
    details: jsonb('details'),
    clientTimestamp: text('client_timestamp'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_logs_created_idx').on(t.createdAt)],
);

export const snappedProducts = pgTable(
  'snapped_products',
  {
    id: id(),
    /** The room photo this item belongs to. */
    imageId: fk('image_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    /** The item's own photo. */
    photoId: fk('photo_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('snapped_products_image_idx').on(t.imageId)],
);

export const selections = pgTable('selections', {
  id: id(),
  imageId: fk('image_id')
    .notNull()
    .unique()
    .references(() => uploadedImages.id, { onDelete: 'cascade' }),
  products: jsonb('products').$type<ProductSnapshot[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** Public, unguessable id: the spec's sessionId of the payment return. */
    id: text('id').primaryKey(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    providerToken: text('provider_token'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('XOF'),
    imageId: fk('image_id').references(() => uploadedImages.id, { onDelete: 'set null' }),
    selectedProducts: jsonb('selected_products').$type<ProductSnapshot[]>().notNull(),
    snappedProducts: jsonb('snapped_products').$type<SnappedSnapshot[]>().notNull(),
    uploadedImageData: jsonb('uploaded_image_data'),
    contactInfo: jsonb('contact_info').$type<{ phone?: string; email?: string }>().notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    consumedByImageId: fk('consumed_by_image_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_sessions_status_idx').on(t.status),
    uniqueIndex('payment_sessions_provider_ref_idx').on(t.provider, t.providerReference),
  ],
);

/** Every notification a provider sent us, verified or not: the audit trail of payments. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    paymentSessionId: text('payment_session_id'),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_session_idx').on(t.paymentSessionId)],
);

export const generatedImages = pgTable(
  'generated_images',
  {
    id: id(),
    filename: text('filename'),
    url: text('url'),
    status: text('status', { enum: ['processing', 'success', 'failed', 'error'] })
      .notNull()
      .default('processing'),
    paymentSessionId: text('payment_session_id').references(() => paymentSessions.id, {
      onDelete: 'set null',
    }),
    /** Random id generated by the visitor's browser for this generation. */
    clientSessionId: text('client_session_id'),
    originalImageId: fk('original_image_id').references(() => uploadedImages.id, {
      onDelete: 'set null',
    }),
    /** Everything needed to render again: products, own items, style, renderer. */
    inputs: jsonb('inputs').notNull(),
    linkedProducts: jsonb('linked_products').$type<ProductSnapshot[]>().notNull(),
    placements: jsonb('placements').$type<Placement[]>(),
    /** Pieces left out of the picture for want of free floor, wall or ceiling. */
    unplaced: jsonb('unplaced').$type<UnplacedPiece[]>(),
    renderer: text('renderer').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Where the job stands and since when: the visitor's progress polls it (another instance may run the job). */
    stage: text('stage').$type<GenerationStage>(),
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the retention sweep deleted the file (30 days); the row stays for the KPI and the quotes. */
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('generated_images_created_idx').on(t.createdAt),
    index('generated_images_status_idx').on(t.status),
    index('generated_images_client_session_idx').on(t.clientSessionId),
    index('generated_images_payment_idx').on(t.paymentSessionId),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    number: text('number').notNull().unique(),
    imageId: fk('image_id').references(() => uploadedImages.id, { onDelete: 'set null' }),
    generatedImageId: fk('generated_image_id').references(() => generatedImages.id, {
      onDelete: 'set null',
    }),
    selectedProducts: jsonb('selected_products').$type<ProductSnapshot[]>().notNull(),
    snappedProducts: jsonb('snapped_products').$type<SnappedSnapshot[]>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** Its visitor's cookie hash, kept on the quote itself because a quote outlives its photo. */
    visitorHash: text('visitor_hash'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_image_idx').on(t.imageId), index('quotes_created_idx').on(t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    quoteId: fk('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    customerAddress: text('customer_address'),
    customerNotes: text('customer_notes'),
    /** Administrator's notes when marking processed. */
    notes: text('notes'),
    status: text('status', { enum: ['confirmed', 'deferred', 'processed'] }).notNull(),
    totalAmount: integer('total_amount').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    /** One confirmed (or later processed) order per quote. */
    uniqueIndex('orders_one_confirmed_per_quote_idx').on(t.quoteId).where(sql`${t.status} <> 'deferred'`),
    /** One deferred order per quote: a second 'Reporter la commande' updates it (ON CONFLICT). */
    uniqueIndex('orders_one_deferred_per_quote_idx').on(t.quoteId).where(sql`${t.status} = 'deferred'`),
  ],
);

export const models3d = pgTable(
  'models_3d',
  {
    id: id(),
    productId: fk('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    filename: text('filename').notNull().unique(),
    originalName: text('original_name'),
    sizeBytes: integer('size_bytes').notNull(),
    supportedStyles: jsonb('supported_styles').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('models_3d_product_name_idx').on(t.productName),
    index('models_3d_product_idx').on(t.productId),
  ],
);

export const adminUsers = pgTable('admin_users', {
  id: id(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
    id: text('id').primaryKey(),
    userId: fk('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

/** Failed-login counters per username and per IP, shared by every instance. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Facts about this installation, e.g. when the demo catalogue was seeded (so deleting demo products sticks). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
