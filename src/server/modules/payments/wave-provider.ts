import {
  type CheckoutRequest,
  headerValue,
  type IncomingNotification,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
  type VerifiedNotification,
} from './payment-provider.js';
import { verifyTimestampedSignature } from './signature.js';

export interface WaveOptions {
  apiKey: string;
  webhookSecret: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

interface WaveSession {
  id?: string;
  amount?: string;
  currency?: string;
  checkout_status?: string;
  payment_status?: string;
  client_reference?: string;
  wave_launch_url?: string;
}

function sessionOutcome(session: WaveSession): PaymentOutcome {
  if (session.payment_status === 'succeeded') return 'paid';
  if (session.payment_status === 'cancelled') return 'cancelled';
  if (session.checkout_status === 'expired') return 'failed';
  return 'pending';
}

/**
 * Wave Checkout: a checkout session whose `wave_launch_url` opens Wave, then a webhook signed
 * `Wave-Signature: t=…,v1=…` over t + body with the webhook secret (not the API key); signatures
 * older than five minutes are refused so a captured webhook cannot be replayed later.
 */
export function createWaveProvider(options: WaveOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const now = options.now ?? (() => Date.now() / 1000);

  async function call(path: string, init: RequestInit): Promise<WaveSession> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PaymentProviderError('wave', `unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new PaymentProviderError('wave', `${res.status}: ${text.slice(0, 300)}`, res.status);
    try {
      return JSON.parse(text) as WaveSession;
    } catch {
      throw new PaymentProviderError('wave', `non-JSON reply: ${text.slice(0, 200)}`, res.status);
    }
  }

  return {
    name: 'wave',
    async createCheckout(request: CheckoutRequest) {
      const session = await call('/v1/checkout/sessions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: String(request.amount),
          currency: request.currency,
          success_url: request.successUrl,
          error_url: request.errorUrl,
          client_reference: request.sessionId,
        }),
      });
      if (!session.id || !session.wave_launch_url) {
        throw new PaymentProviderError('wave', 'checkout session without id or wave_launch_url');
      }
      return { redirectUrl: session.wave_launch_url, providerReference: session.id };
    },

    verifyNotification(notification: IncomingNotification): VerifiedNotification {
      let payload: { id?: unknown; type?: unknown; data?: WaveSession } | null = null;
      try {
        payload = JSON.parse(notification.rawBody);
      } catch {
        payload = null;
      }
      const check = verifyTimestampedSignature(
        headerValue(notification.headers, 'wave-signature'),
        notification.rawBody,
        options.webhookSecret,
        now(),
      );
      if (check !== 'ok') return { ok: false, reason: check, payload };
      const data = payload?.data;
      if (!payload || typeof payload.id !== 'string' || !data || typeof data.id !== 'string') {
        return { ok: false, reason: 'malformed', payload };
      }
      let outcome: PaymentOutcome;
      if (payload.type === 'checkout.session.completed') outcome = sessionOutcome(data);
      else if (payload.type === 'checkout.session.payment_failed') outcome = 'failed';
      else return { ok: false, reason: 'malformed', payload };
      return {
        ok: true,
        payload,
        event: {
          eventId: payload.id,
          sessionId: data.client_reference,
          providerReference: data.id,
          outcome,
          amount: Number(data.amount),
          currency: data.currency,
        },
      };
    },

    async fetchStatus(session) {
      if (!session.providerReference) return { outcome: 'pending' };
      const data = await call(`/v1/checkout/sessions/${encodeURIComponent(session.providerReference)}`, {
        method: 'GET',
      });
      return { outcome: sessionOutcome(data), amount: Number(data.amount), currency: data.currency };
    },
  };
}
