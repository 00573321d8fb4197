import { createHash, createHmac, randomUUID } from 'node:crypto';
import { type FakeServer, type RecordedRequest, startFakeServer } from './fake-server.js';

export const PAYTECH_KEY = 'pt-key-123';
export const PAYTECH_SECRET = 'pt-secret-456';

export interface PaytechFake extends FakeServer {
  /** What get-status answers for a token (default 'pending'). */
  statuses: Map<string, string>;
  /** Problems found in the requests we sent, per PayTech's documented contract. */
  contractErrors: string[];
  tokenOf(refCommand: string): string | undefined;
}

const REQUIRED = ['item_name', 'item_price', 'ref_command', 'command_name'];

/** Plays PayTech: request-payment (checking each field we send), get-status. */
export async function startPaytechFake(): Promise<PaytechFake> {
  const statuses = new Map<string, string>();
  const contractErrors: string[] = [];
  const tokens = new Map<string, string>();
  const authorised = (r: RecordedRequest) =>
    r.headers.api_key === PAYTECH_KEY && r.headers.api_secret === PAYTECH_SECRET;
  const fake = await startFakeServer((r) => {
    if (r.method === 'POST' && r.path === '/api/payment/request-payment') {
      if (!authorised(r))
        return { json: { success: -1, message: "Le vendeur n'existe pas ou clé api invalide" } };
      const body = JSON.parse(r.body.toString());
      for (const field of REQUIRED) if (body[field] === undefined) contractErrors.push(`missing ${field}`);
      if (body.item_price !== 600) contractErrors.push(`item_price ${body.item_price}`);
      if (body.currency !== 'XOF') contractErrors.push(`currency ${body.currency}`);
      if (!['test', 'prod'].includes(body.env)) contractErrors.push(`env ${body.env}`);
      for (const url of ['ipn_url', 'success_url', 'cancel_url']) {
        if (typeof body[url] !== 'string' || !URL.canParse(body[url])) contractErrors.push(`bad ${url}`);
      }
      try {
        if (JSON.parse(body.custom_field).sessionId !== body.ref_command) contractErrors.push('custom_field');
      } catch {
        contractErrors.push('custom_field is not a JSON string');
      }
      const token = randomUUID().replaceAll('-', '');
      tokens.set(body.ref_command, token);
      return { json: { success: 1, token, redirect_url: `https://paytech.sn/payment/checkout/${token}` } };
    }
    if (r.method === 'GET' && r.path === '/api/payment/get-status') {
      if (!authorised(r)) return { status: 401, json: { success: -1, message: 'clé api invalide' } };
      const token = r.query.get('token_payment') ?? '';
      return {
        json: {
          success: 1,
          payment: { token, status: statuses.get(token) ?? 'pending', item_price: 600, currency: 'XOF' },
        },
      };
    }
    return { status: 404, json: { success: 0, errors: ['not found'] } };
  });
  return { ...fake, statuses, contractErrors, tokenOf: (ref) => tokens.get(ref) };
}

/** An IPN as PayTech posts it (form-urlencoded unless asked for JSON). */
export function paytechIpn(options: {
  refCommand: string;
  token?: string;
  typeEvent?: 'sale_complete' | 'sale_canceled' | 'refund_complete';
  price?: number;
  secret?: string;
  customField?: 'plain' | 'base64';
  /** The session custom_field names (ref_command unless told): it is not covered by the HMAC. */
  customSessionId?: string;
  json?: boolean;
  withHmac?: boolean;
}): { body: string; contentType: string } {
  const price = String(options.price ?? 600);
  const custom = JSON.stringify({ sessionId: options.customSessionId ?? options.refCommand });
  const fields: Record<string, string> = {
    type_event: options.typeEvent ?? 'sale_complete',
    ref_command: options.refCommand,
    item_name: 'Génération',
    item_price: price,
    final_item_price: price,
    initial_item_price: price,
    currency: 'XOF',
    command_name: 'Génération de votre pièce',
    token: options.token ?? 'tok',
    env: 'test',
    payment_method: 'Wave',
    client_phone: '221771234567',
    custom_field: options.customField === 'base64' ? Buffer.from(custom).toString('base64') : custom,
    api_key_sha256: createHash('sha256').update(PAYTECH_KEY).digest('hex'),
    api_secret_sha256: createHash('sha256').update(PAYTECH_SECRET).digest('hex'),
  };
  if (options.withHmac !== false) {
    fields.hmac_compute = createHmac('sha256', options.secret ?? PAYTECH_SECRET)
      .update(`${price}|${options.refCommand}|${PAYTECH_KEY}`)
      .digest('hex');
  }
  return options.json
    ? { body: JSON.stringify(fields), contentType: 'application/json' }
    : { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' };
}
