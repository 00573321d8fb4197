/**
 * What the app needs from a mobile-money provider (DESIGN.md §4). The server alone decides that
 * a payment is paid: from a notification this interface verified, or from `fetchStatus`; the
 * visitor's return URL is only a hint.
 */

export type PaymentProviderName = 'sandbox' | 'paytech' | 'wave';

export interface CheckoutRequest {
  /** Our payment session id, also sent to the provider as its reference. */
  sessionId: string;
  amount: number;
  currency: string;
  /** Shown on the provider's page. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  errorUrl: string;
  notifyUrl: string;
}

export interface CheckoutCreated {
  /** Where the visitor's browser goes to pay. */
  redirectUrl: string;
  /** The provider's id of this checkout, unique per provider. */
  providerReference: string;
  /** A second handle some providers need to read the status (PayTech's token). */
  providerToken?: string;
}

/** What happened to a payment, as the provider tells it ('refunded': the money went back to the payer). */
export type PaymentOutcome = 'paid' | 'cancelled' | 'failed' | 'refunded' | 'pending';

export interface PaymentEvent {
  /** The provider's event id when it has one (duplicates are recognised by it). */
  eventId?: string;
  /** Our session id when the provider echoes it in the signed part, else its own reference. */
  sessionId?: string;
  /**
   * The session id an unsigned field of the notification names (PayTech's custom_field). Only
   * `sessionId` is believed; a notification where the two differ was edited and is refused.
   */
  unsignedSessionId?: string;
  providerReference?: string;
  outcome: PaymentOutcome;
  amount?: number;
  currency?: string;
}

export interface IncomingNotification {
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: string;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
}

export type VerifiedNotification =
  | { ok: true; event: PaymentEvent; payload: unknown }
  | { ok: false; reason: 'bad_signature' | 'stale' | 'malformed'; payload: unknown };

export interface ProviderStatus {
  outcome: PaymentOutcome;
  amount?: number;
  currency?: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * The notification's signature leaves fields out (PayTech signs price, reference and key, not
   * `type_event`): what it asks is done only once the provider's status call says the same.
   */
  readonly confirmsNotifications?: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  verifyNotification(notification: IncomingNotification): VerifiedNotification;
  /** Asks the provider where a checkout stands, for a visitor back before the notification. */
  fetchStatus(session: {
    id: string;
    providerReference: string | null;
    providerToken: string | null;
  }): Promise<ProviderStatus>;
}

/** The provider refused or could not be reached; `detail` is for logs, never for visitors. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'PaymentProviderError';
  }
}

export function headerValue(headers: IncomingNotification['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** JSON or form-urlencoded into a flat record; PayTech documents both. */
export function parseNotificationBody(rawBody: string, contentType: string): Record<string, unknown> | null {
  try {
    if (contentType.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(rawBody));
    }
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
