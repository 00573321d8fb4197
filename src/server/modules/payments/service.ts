import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { CURRENCY_ISO, GENERATION_PRICE_FCFA } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import type { Db } from '../../db/client.js';
import {
  type ProductSnapshot,
  paymentNotifications,
  paymentSessions,
  type SnappedSnapshot,
  uploadedImages,
} from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findOwnRoomImage } from '../uploads/service.js';
import { ownedBy } from '../visitor/service.js';
import { type IncomingNotification, type PaymentProvider, PaymentProviderError } from './payment-provider.js';
import { applyPaymentOutcome, type PaymentSessionRow } from './state.js';

export type { PaymentProvider } from './payment-provider.js';
export {
  applyPaymentOutcome,
  consumePayment,
  linkPaymentToGeneration,
  type PaymentSessionRow,
  releasePayment,
} from './state.js';

export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
}

export interface InitializePaymentInput {
  imageId: number;
  /** The caller's: a photo of someone else's is as missing as one that never existed. */
  visitorHash: string | null;
  selectedProducts: ProductSnapshot[];
  snappedProducts: SnappedSnapshot[];
  contactInfo: { phone?: string; email?: string };
  uploadedImageData?: unknown;
}

export const paymentNotifyPath = (provider: string) => `/api/payments/notify/${provider}`;
export const paymentReturnPath = (sessionId: string) =>
  `/api/payments/return/${encodeURIComponent(sessionId)}`;

/** Creates the session (600 XOF, whatever the client says) and the provider's checkout. */
export async function initializePayment(
  { db, payments, publicUrl }: PaymentDeps,
  input: InitializePaymentInput,
  log: PaymentLog,
): Promise<{ sessionId: string; redirectUrl: string }> {
  if (input.selectedProducts.length + input.snappedProducts.length === 0) {
    throw new AppError(400, 'no_products', fr.payment.noProducts);
  }
  const [image] = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.id, input.imageId),
        eq(uploadedImages.purpose, 'room'),
        ownedBy(uploadedImages.visitorHash, input.visitorHash),
      ),
    )
    .limit(1);
  if (!image) throw new AppError(400, 'image_not_found', fr.payment.imageMissing);

  const sessionId = randomUUID();
  await db.insert(paymentSessions).values({
    id: sessionId,
    provider: payments.name,
    amount: GENERATION_PRICE_FCFA,
    currency: CURRENCY_ISO,
    imageId: input.imageId,
    selectedProducts: input.selectedProducts,
    snappedProducts: input.snappedProducts,
    uploadedImageData: input.uploadedImageData ?? null,
    contactInfo: input.contactInfo,
    customerPhone: input.contactInfo.phone ?? null,
    customerEmail: input.contactInfo.email ?? null,
  });

  const returnUrl = `${publicUrl}${paymentReturnPath(sessionId)}`;
  try {
    const checkout = await payments.createCheckout({
      sessionId,
      amount: GENERATION_PRICE_FCFA,
      currency: CURRENCY_ISO,
      description: 'Génération de votre pièce meublée — Kër Déco',
      successUrl: `${returnUrl}?outcome=success`,
      cancelUrl: `${returnUrl}?outcome=cancel`,
      errorUrl: `${returnUrl}?outcome=error`,
      notifyUrl: `${publicUrl}${paymentNotifyPath(payments.name)}`,
    });
    await db
      .update(paymentSessions)
      .set({
        providerReference: checkout.providerReference,
        providerToken: checkout.providerToken ?? null,
        updatedAt: new Date(),
      })
      .where(eq(paymentSessions.id, sessionId));
    return { sessionId, redirectUrl: checkout.redirectUrl };
  } catch (err) {
    await applyPaymentOutcome(db, sessionId, 'failed');
    if (err instanceof PaymentProviderError) {
      log.warn(
        { provider: err.provider, detail: err.detail, sessionId },
        'payment provider refused checkout',
      );
      throw new AppError(502, 'payment_provider_error', fr.payment.initFailed);
    }
    throw err;
  }
}

export async function findPaymentSession(db: Db, sessionId: string): Promise<PaymentSessionRow | null> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).limit(1);
  return row ?? null;
}

/** How often a page waiting for a confirmation may make us ask the provider about one session. */
const STATUS_CHECK_INTERVAL_SECONDS = 10;

/**
 * Claims the right to ask the provider about a pending session: one instance at most every
 * interval, whatever the number of pages polling it. The claim is the row's updated_at, so every
 * instance sees it.
 */
async function claimStatusCheck(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentSessions.id, sessionId),
        eq(paymentSessions.status, 'pending'),
        lt(paymentSessions.updatedAt, sql`now() - make_interval(secs => ${STATUS_CHECK_INTERVAL_SECONDS})`),
      ),
    )
    .returning({ id: paymentSessions.id });
  return rows.length > 0;
}

/**
 * What the visitor's browser may read back after the provider's redirect (no provider tokens).
 * The page polls it while the payment is pending, so a pending session is checked with the
 * provider too (the notification may never come), at most every few seconds.
 */
export async function paymentSessionForVisitor(
  deps: Pick<PaymentDeps, 'db' | 'payments'>,
  sessionId: string,
  log: PaymentLog,
  visitorHash: string | null = null,
) {
  let row = await findPaymentSession(deps.db, sessionId);
  if (!row) throw notFound('payment_session_not_found', fr.payment.restoreFailed);
  if (
    row.status === 'pending' &&
    row.provider === deps.payments.name &&
    (await claimStatusCheck(deps.db, row.id))
  )
    row = await refreshPaymentFromProvider(deps, row, log);
  return {
    id: row.id,
    paymentId: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    imageId: row.imageId,
    selectedProducts: row.selectedProducts,
    snappedProducts: row.snappedProducts,
    uploadedImageData: row.uploadedImageData,
    // The phone and email go back only to the visitor whose photo the payment is for: the
    // session's id travels in addresses (the provider's return) and must not reveal them.
    contactInfo:
      row.imageId !== null && (await findOwnRoomImage(deps.db, row.imageId, visitorHash))
        ? row.contactInfo
        : {},
  };
}

function amountMatches(session: PaymentSessionRow, amount?: number, currency?: string): boolean {
  return amount === session.amount && (currency === undefined || currency.toUpperCase() === session.currency);
}

export type NotificationResult = { status: 200 | 400 | 401; outcome: string };

/**
 * Every notification is written to payment_notifications with what it did, verified or not. Only
 * a verified one for a known session, with the session's exact amount, moves the state machine;
 * a repeated one finds the session already moved and changes nothing.
 */
export async function handlePaymentNotification(
  { db, payments }: Pick<PaymentDeps, 'db' | 'payments'>,
  notification: IncomingNotification,
  meta: { ipAddress: string | null },
  log: PaymentLog,
): Promise<NotificationResult> {
  const verified = payments.verifyNotification(notification);
  const record = (values: {
    outcome: string;
    verified: boolean;
    sessionId?: string | null;
    eventId?: string;
  }) =>
    db.insert(paymentNotifications).values({
      provider: payments.name,
      eventId: values.eventId ?? null,
      paymentSessionId: values.sessionId ?? null,
      verified: values.verified,
      outcome: values.outcome,
      payload: (verified.payload ?? { raw: notification.rawBody.slice(0, 2000) }) as object,
      ipAddress: meta.ipAddress,
    });

  if (!verified.ok) {
    log.warn(
      { provider: payments.name, reason: verified.reason, ip: meta.ipAddress },
      'payment notification refused',
    );
    await record({ outcome: verified.reason, verified: false });
    return { status: verified.reason === 'malformed' ? 400 : 401, outcome: verified.reason };
  }

  const { event } = verified;
  if (event.unsignedSessionId !== undefined && event.unsignedSessionId !== event.sessionId) {
    log.warn(
      {
        provider: payments.name,
        sessionId: event.sessionId,
        unsignedSessionId: event.unsignedSessionId,
        ip: meta.ipAddress,
      },
      'payment notification naming another session in its unsigned fields refused',
    );
    await record({
      outcome: 'session_mismatch',
      verified: true,
      sessionId: event.sessionId,
      eventId: event.eventId,
    });
    return { status: 400, outcome: 'session_mismatch' };
  }
  const session =
    (event.sessionId ? await findPaymentSession(db, event.sessionId) : null) ??
    (event.providerReference
      ? await findByProviderReference(db, payments.name, event.providerReference)
      : null);
  if (!session || session.provider !== payments.name) {
    log.warn({ provider: payments.name, event }, 'payment notification for an unknown session');
    await record({ outcome: 'unknown_session', verified: true, eventId: event.eventId });
    return { status: 200, outcome: 'unknown_session' };
  }
  if (event.outcome === 'paid' && !amountMatches(session, event.amount, event.currency)) {
    log.warn(
      { provider: payments.name, sessionId: session.id, amount: event.amount, currency: event.currency },
      'payment notification with a wrong amount',
    );
    await record({ outcome: 'wrong_amount', verified: true, sessionId: session.id, eventId: event.eventId });
    return { status: 400, outcome: 'wrong_amount' };
  }
  if (payments.confirmsNotifications) {
    // A captured notification replayed with its unsigned event changed must not move anything:
    // the provider's own status call has the last word, and nothing moves without it.
    const confirmed = await payments.fetchStatus(session).catch(() => null);
    if (confirmed?.outcome !== event.outcome) {
      log.warn(
        {
          provider: payments.name,
          sessionId: session.id,
          asked: event.outcome,
          status: confirmed?.outcome ?? null,
        },
        'payment notification not confirmed by the provider',
      );
      await record({ outcome: 'unconfirmed', verified: true, sessionId: session.id, eventId: event.eventId });
      return { status: 200, outcome: 'unconfirmed' };
    }
  }
  const applied = await applyPaymentOutcome(db, session.id, event.outcome);
  const outcome = applied === 'applied' ? event.outcome : 'no_change';
  if (event.outcome === 'refunded' && session.status === 'consumed') {
    log.warn(
      { provider: payments.name, sessionId: session.id },
      'refund of a payment a generation already used',
    );
  }
  await record({ outcome, verified: true, sessionId: session.id, eventId: event.eventId });
  log.info({ provider: payments.name, sessionId: session.id, outcome }, 'payment notification');
  return { status: 200, outcome };
}

async function findByProviderReference(db: Db, provider: string, reference: string) {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerReference, reference)))
    .limit(1);
  return row ?? null;
}

/**
 * For a session still pending, asks the provider itself (the visitor may be back before the
 * notification). Its answer counts only with the session's exact amount.
 */
export async function refreshPaymentFromProvider(
  { db, payments }: Pick<PaymentDeps, 'db' | 'payments'>,
  session: PaymentSessionRow,
  log: PaymentLog,
): Promise<PaymentSessionRow> {
  if (session.status !== 'pending' || session.provider !== payments.name) return session;
  try {
    const status = await payments.fetchStatus(session);
    if (status.outcome === 'paid' && !amountMatches(session, status.amount, status.currency)) {
      log.warn({ sessionId: session.id, amount: status.amount }, 'provider status with a wrong amount');
      return session;
    }
    if ((await applyPaymentOutcome(db, session.id, status.outcome)) === 'applied') {
      log.info({ sessionId: session.id, outcome: status.outcome }, 'payment status from the provider');
    }
  } catch (err) {
    log.warn({ sessionId: session.id, err: (err as Error).message }, 'payment status check failed');
  }
  return (await findPaymentSession(db, session.id)) ?? session;
}

export type ReturnHint = 'success' | 'cancel' | 'error';

/** How long the return waits for a notification still on its way before sending the visitor on. */
const RETURN_WAIT_MS = 6000;

/**
 * Where the visitor goes after the provider's page: the home page with the spec's query
 * parameters. The database decides; the provider's hint only matters while nothing is known.
 */
export async function paymentReturnLocation(
  deps: Pick<PaymentDeps, 'db' | 'payments'>,
  sessionId: string,
  hint: ReturnHint,
  log: PaymentLog,
  waitMs = RETURN_WAIT_MS,
): Promise<string> {
  let session = await findPaymentSession(deps.db, sessionId);
  if (!session) return '/?paymentError=true';
  session = await refreshPaymentFromProvider(deps, session, log);
  const deadline = Date.now() + (hint === 'success' ? waitMs : 0);
  while (session.status === 'pending' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    session = (await findPaymentSession(deps.db, sessionId)) ?? session;
  }
  const id = encodeURIComponent(session.id);
  switch (session.status) {
    case 'paid':
    case 'consumed':
      return `/?paymentSuccess=true&sessionId=${id}&paymentId=${id}`;
    case 'cancelled':
      return '/?paymentCancelled=true';
    case 'failed':
      return '/?paymentError=true';
    default:
      // Still pending: the provider said success, so the page restores the session and waits for
      // the confirmation, reading the session's status (which asks the provider) until it is paid.
      if (hint === 'success') return `/?paymentSuccess=true&sessionId=${id}&paymentId=${id}`;
      return hint === 'cancel' ? '/?paymentCancelled=true' : '/?paymentError=true';
  }
}
