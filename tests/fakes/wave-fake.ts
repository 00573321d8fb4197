import { createHmac, randomUUID } from 'node:crypto';
import { type FakeServer, startFakeServer } from './fake-server.js';

export const WAVE_KEY = 'wave_sn_prod_test_key';
export const WAVE_SECRET = 'wave_sn_WHS_secret';

interface Session {
  id: string;
  amount: string;
  currency: string;
  checkout_status: 'open' | 'complete' | 'expired';
  payment_status: 'processing' | 'cancelled' | 'succeeded';
  client_reference: string;
  success_url: string;
  error_url: string;
  wave_launch_url: string;
  when_created: string;
}

export interface WaveFake extends FakeServer {
  sessions: Map<string, Session>;
  contractErrors: string[];
  byReference(reference: string): Session | undefined;
}

/** Plays the Wave Checkout API: create and read checkout sessions, with Wave's error shapes. */
export async function startWaveFake(): Promise<WaveFake> {
  const sessions = new Map<string, Session>();
  const contractErrors: string[] = [];
  const fake = await startFakeServer((r) => {
    if (r.headers.authorization !== `Bearer ${WAVE_KEY}`) {
      return { status: 401, json: { code: 'no-matching-api-key', message: 'Invalid API key.' } };
    }
    if (r.method === 'POST' && r.path === '/v1/checkout/sessions') {
      const body = JSON.parse(r.body.toString());
      if (body.amount !== '600') contractErrors.push(`amount ${JSON.stringify(body.amount)}`);
      if (body.currency !== 'XOF') contractErrors.push(`currency ${body.currency}`);
      for (const url of ['success_url', 'error_url'])
        if (!URL.canParse(body[url] ?? '')) contractErrors.push(`bad ${url}`);
      if (typeof body.client_reference !== 'string' || body.client_reference.length > 255)
        contractErrors.push('client_reference');
      const id = `cos-${randomUUID().slice(0, 18)}`;
      const session: Session = {
        id,
        amount: body.amount,
        currency: body.currency,
        checkout_status: 'open',
        payment_status: 'processing',
        client_reference: body.client_reference,
        success_url: body.success_url,
        error_url: body.error_url,
        wave_launch_url: `https://pay.wave.com/c/${id}`,
        when_created: new Date().toISOString(),
      };
      sessions.set(id, session);
      return { json: session };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(r.path);
    if (r.method === 'GET' && match) {
      const session = sessions.get(match[1] as string);
      return session
        ? { json: session }
        : { status: 404, json: { code: 'checkout-session-not-found', message: 'Not found' } };
    }
    return { status: 404, json: { code: 'not-found', message: 'Not found' } };
  });
  return {
    ...fake,
    sessions,
    contractErrors,
    byReference: (reference) => [...sessions.values()].find((s) => s.client_reference === reference),
  };
}

/** A webhook as Wave sends it, signed `t=…,v1=…` over t + body. */
export function waveWebhook(
  session: Session,
  options: { type?: string; amount?: string; secret?: string; at?: number; eventId?: string } = {},
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: options.eventId ?? `AE_${randomUUID().slice(0, 12)}`,
    type: options.type ?? 'checkout.session.completed',
    data: {
      ...session,
      amount: options.amount ?? session.amount,
      checkout_status: 'complete',
      payment_status: options.type === 'checkout.session.payment_failed' ? 'processing' : 'succeeded',
      when_completed: new Date().toISOString(),
    },
  });
  const t = String(Math.floor(options.at ?? Date.now() / 1000));
  const v1 = createHmac('sha256', options.secret ?? WAVE_SECRET)
    .update(t + body)
    .digest('hex');
  return { body, signature: `t=${t},v1=${v1}` };
}
