import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CheckoutRequest,
  headerValue,
  type IncomingNotification,
  type PaymentOutcome,
  type PaymentProvider,
  parseNotificationBody,
  type VerifiedNotification,
} from './payment-provider.js';
import { timestampedSignature, verifyTimestampedSignature } from './signature.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PAGE_PATH = '/paiement-sandbox/';

export interface SandboxProvider extends PaymentProvider {
  /** The notification the sandbox's page sends when the visitor presses a button. */
  signedNotification(
    sessionId: string,
    outcome: Exclude<PaymentOutcome, 'pending'>,
    amount: number,
    currency: string,
  ): { body: string; signature: string };
}

/**
 * A local stand-in for a mobile-money provider: its checkout page is served by this app and it
 * notifies through the same signed route as the real providers. Without PAYMENT_SANDBOX_SECRET
 * the key is random per start, so with several instances a notification signed by one is refused
 * by the others: set the secret there.
 */
export function createSandboxProvider(options: { publicUrl: string; secret?: string }): SandboxProvider {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const now = () => Date.now() / 1000;
  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest) {
      return {
        redirectUrl: `${options.publicUrl}${SANDBOX_PAGE_PATH}${encodeURIComponent(request.sessionId)}`,
        providerReference: request.sessionId,
      };
    },
    verifyNotification(notification: IncomingNotification): VerifiedNotification {
      const payload = parseNotificationBody(notification.rawBody, notification.contentType);
      const check = verifyTimestampedSignature(
        headerValue(notification.headers, SANDBOX_SIGNATURE_HEADER),
        notification.rawBody,
        secret,
        now(),
      );
      if (check !== 'ok') return { ok: false, reason: check, payload };
      const outcome = payload?.outcome;
      if (
        !payload ||
        typeof payload.sessionId !== 'string' ||
        (outcome !== 'paid' && outcome !== 'cancelled' && outcome !== 'failed')
      ) {
        return { ok: false, reason: 'malformed', payload };
      }
      return {
        ok: true,
        payload,
        event: {
          eventId: typeof payload.id === 'string' ? payload.id : undefined,
          sessionId: payload.sessionId,
          providerReference: payload.sessionId,
          outcome,
          amount: Number(payload.amount),
          currency: String(payload.currency),
        },
      };
    },
    // The sandbox's only state is what it notified, which the database already holds.
    async fetchStatus() {
      return { outcome: 'pending' };
    },
    signedNotification(sessionId, outcome, amount, currency) {
      const body = JSON.stringify({ id: `sbx_${randomUUID()}`, sessionId, outcome, amount, currency });
      return { body, signature: timestampedSignature(body, secret, now()) };
    },
  };
}
