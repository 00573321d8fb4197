import { emptyRoomPhoto } from '../../support/empty-room.js';
import type { RunningServer } from './server.js';

/**
 * A visitor's browser over plain HTTP: one cookie jar, whichever instance answers. `address`
 * stands for the visitor's own IP behind a proxy (a server started with TRUST_PROXY), so a load
 * test's many visitors are not one address's rate limits.
 */
export function httpVisitor(address?: string) {
  const cookies = new Map<string, string>();
  return async (server: RunningServer, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (address) headers.set('x-forwarded-for', address);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${server.url}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
}

export type HttpVisitor = ReturnType<typeof httpVisitor>;

export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Uploads a bare room photo as the visitor; its id and address. */
export async function uploadRoom(visitor: HttpVisitor, server: RunningServer) {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await emptyRoomPhoto())], { type: 'image/jpeg' }),
    'salon.jpg',
  );
  const res = await visitor(server, '/api/upload', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; url: string };
}

/** Starts a payment for the photo and pays it on the sandbox page of `payOn`; the session id. */
export async function paySandbox(
  visitor: HttpVisitor,
  startOn: RunningServer,
  payOn: RunningServer,
  body: { imageId: number; selectedProducts: unknown[] },
): Promise<string> {
  const init = await visitor(
    startOn,
    '/api/payments/initialize',
    postJson({ ...body, contactInfo: { email: 'awa@example.sn' } }),
  );
  if (init.status !== 200) throw new Error(`initialize: ${init.status} ${await init.text()}`);
  const { sessionId } = (await init.json()) as { sessionId: string };
  const paid = await visitor(payOn, `/paiement-sandbox/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  if (paid.status !== 303) throw new Error(`sandbox payment: ${paid.status}`);
  return sessionId;
}

/**
 * A visitor who uploaded a bare room and paid for `selectedProducts`: `generate` asks for the paid
 * image under a browser session id (and, behind TRUST_PROXY, from the address given).
 */
export async function paidVisitor(server: RunningServer, visitor: HttpVisitor, selectedProducts: unknown[]) {
  const photo = await uploadRoom(visitor, server);
  const paymentId = await paySandbox(visitor, server, server, { imageId: photo.id, selectedProducts });
  const generate = (sessionId: string, address?: string) => {
    const init = postJson({ selectedProducts, uploadedImage: { id: photo.id }, paymentId, sessionId });
    if (address) init.headers = { ...init.headers, 'x-forwarded-for': address };
    return visitor(server, '/api/generate-room', init);
  };
  return { generate };
}
