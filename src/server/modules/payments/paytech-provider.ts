import {
  type CheckoutRequest,
  type IncomingNotification,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
  parseNotificationBody,
  type VerifiedNotification,
} from './payment-provider.js';
import { hmacSha256Hex, sameHex } from './signature.js';

export interface PaytechOptions {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
  env: 'test' | 'prod';
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** custom_field arrives as plain JSON or as Base64 of it, depending on the PayTech integration. */
export function decodeCustomField(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || value === '') return null;
  for (const text of [value, Buffer.from(value, 'base64').toString('utf8')]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // try the other encoding
    }
  }
  return null;
}

/** The IPN's `type_event` values PayTech documents. */
const EVENT_OUTCOMES: Record<string, PaymentOutcome> = {
  sale_complete: 'paid',
  sale_canceled: 'cancelled',
  refund_complete: 'refunded',
};

/** get-status's reply shape is not documented: read the usual status words wherever they sit. */
function statusOutcome(value: unknown): PaymentOutcome {
  const text = String(value ?? '').toLowerCase();
  if (['completed', 'complete', 'success', 'succeeded', 'paid', 'sale_complete'].includes(text))
    return 'paid';
  if (['canceled', 'cancelled', 'sale_canceled'].includes(text)) return 'cancelled';
  if (['refunded', 'refund', 'refund_complete'].includes(text)) return 'refunded';
  if (['failed', 'failure', 'error', 'expired'].includes(text)) return 'failed';
  return 'pending';
}

/**
 * PayTech (Senegal): request-payment then a redirect to its checkout, then an IPN to `ipn_url`.
 * A notification is believed only with a valid `hmac_compute` (HMAC of price|ref_command|API_KEY
 * keyed by the API secret); the legacy api_key_sha256 / api_secret_sha256 pair is a constant that
 * anyone who saw one notification could replay for any order, so it alone is refused.
 */
export function createPaytechProvider(options: PaytechOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = { API_KEY: options.apiKey, API_SECRET: options.apiSecret };
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);

  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { ...init, signal: timeout() });
    } catch (err) {
      throw new PaymentProviderError('paytech', `unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new PaymentProviderError(
        'paytech',
        `non-JSON reply ${res.status}: ${text.slice(0, 200)}`,
        res.status,
      );
    }
    return { ...body, __status: res.status };
  }

  return {
    name: 'paytech',
    confirmsNotifications: true,
    async createCheckout(request: CheckoutRequest) {
      const body = await call('/api/payment/request-payment', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          item_name: request.description,
          item_price: request.amount,
          currency: request.currency,
          ref_command: request.sessionId,
          command_name: `${request.description} (${request.sessionId.slice(0, 8)})`,
          env: options.env,
          ipn_url: request.notifyUrl,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          custom_field: JSON.stringify({ sessionId: request.sessionId }),
        }),
      });
      const redirectUrl = body.redirect_url ?? body.redirectUrl;
      if (body.success !== 1 || typeof body.token !== 'string' || typeof redirectUrl !== 'string') {
        const reason = JSON.stringify(body.errors ?? body.message ?? body).slice(0, 300);
        throw new PaymentProviderError(
          'paytech',
          `request-payment refused: ${reason}`,
          Number(body.__status),
        );
      }
      return { redirectUrl, providerReference: request.sessionId, providerToken: body.token };
    },

    verifyNotification(notification: IncomingNotification): VerifiedNotification {
      const payload = parseNotificationBody(notification.rawBody, notification.contentType);
      if (!payload || typeof payload.ref_command !== 'string')
        return { ok: false, reason: 'malformed', payload };
      const price = String(payload.final_item_price ?? payload.item_price ?? '');
      const received = typeof payload.hmac_compute === 'string' ? payload.hmac_compute : '';
      const expected = hmacSha256Hex(options.apiSecret, `${price}|${payload.ref_command}|${options.apiKey}`);
      if (!received || !sameHex(expected, received)) return { ok: false, reason: 'bad_signature', payload };
      const type = String(payload.type_event ?? '');
      const outcome = EVENT_OUTCOMES[type];
      if (!outcome) return { ok: false, reason: 'malformed', payload };
      const custom = decodeCustomField(payload.custom_field);
      return {
        ok: true,
        payload,
        event: {
          // PayTech sends no event id: one order has at most one event of each type.
          eventId: `${payload.ref_command}:${type}`,
          // The HMAC covers ref_command (our session id) but not custom_field: only the former names the session.
          sessionId: payload.ref_command,
          unsignedSessionId: custom && custom.sessionId !== undefined ? String(custom.sessionId) : undefined,
          providerReference: payload.ref_command,
          outcome,
          amount: Number(price),
          currency: typeof payload.currency === 'string' ? payload.currency : undefined,
        },
      };
    },

    async fetchStatus(session) {
      if (!session.providerToken) return { outcome: 'pending' };
      const body = await call(
        `/api/payment/get-status?${new URLSearchParams({ token_payment: session.providerToken })}`,
        { method: 'GET', headers: { ...headers, Accept: 'application/json' } },
      );
      if (body.success !== 1 && body.success !== true) return { outcome: 'pending' };
      const data = (body.data ?? body.payment ?? body) as Record<string, unknown>;
      const amount = Number(data.final_item_price ?? data.item_price ?? data.amount);
      return {
        outcome: statusOutcome(data.status ?? data.state ?? data.type_event),
        amount: Number.isFinite(amount) ? amount : undefined,
        currency: typeof data.currency === 'string' ? data.currency : undefined,
      };
    },
  };
}
