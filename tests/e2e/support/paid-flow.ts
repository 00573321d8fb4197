import type { BrowserContext } from 'playwright-core';
import { readFixture } from '../../support/fixtures.js';

/**
 * Sets up through the public API what a visitor's flow would: a photo (a fixture's path, or
 * the bytes), products, a paid sandbox
 * payment. The photo comes with the visitor's cookie; their next calls, and their browser, send it.
 */
export async function uploadRoom(baseUrl: string, photo: string | Buffer = 'rooms/living-room-2.jpg') {
  const form = new FormData();
  const bytes = typeof photo === 'string' ? await readFixture(photo) : photo;
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'room.jpg');
  const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload: ${res.status}`);
  const image = (await res.json()) as {
    id: number;
    filename: string;
    url: string;
    width: number;
    height: number;
  };
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { image, cookie };
}

export type Room = Awaited<ReturnType<typeof uploadRoom>>;

/** Makes the browser context the visitor who uploaded the room. */
export async function visitAs(context: BrowserContext, baseUrl: string, room: Room) {
  const separator = room.cookie.indexOf('=');
  await context.addCookies([
    { name: room.cookie.slice(0, separator), value: room.cookie.slice(separator + 1), url: baseUrl },
  ]);
}

export async function pickProducts(baseUrl: string, categories: string[], style = 'Scandinavian') {
  const res = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categories }),
  });
  const { productsByCategory } = (await res.json()) as {
    productsByCategory: Record<
      string,
      Array<{ id: number; name: string; interiorStyle: string; price: string }>
    >;
  };
  return categories.map((c) => {
    const list = productsByCategory[c] ?? [];
    const product = list.find((p) => p.interiorStyle === style) ?? list[0];
    if (!product) throw new Error(`no product in ${c}`);
    return product;
  });
}

export async function paidPayment(baseUrl: string, room: Room, selectedProducts: unknown[]): Promise<string> {
  const init = await fetch(`${baseUrl}/api/payments/initialize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: room.cookie },
    body: JSON.stringify({
      imageId: room.image.id,
      selectedProducts,
      contactInfo: { phone: '+221771234567' },
    }),
  });
  const { sessionId } = (await init.json()) as { sessionId: string };
  await fetch(`${baseUrl}/paiement-sandbox/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  return sessionId;
}

/**
 * A paid generation through the public API: a sandbox payment for the products, then the render,
 * with `extra` fields (the visitor's arranged `scene`, their `contactInfo`) sent as the app sends them.
 */
export async function paidGeneration(
  baseUrl: string,
  room: Room,
  selectedProducts: unknown[],
  sessionId: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const paymentId = await paidPayment(baseUrl, room, selectedProducts);
  return fetch(`${baseUrl}/api/generate-room`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: room.cookie },
    body: JSON.stringify({
      selectedProducts,
      uploadedImage: { id: room.image.id },
      paymentId,
      sessionId,
      ...extra,
    }),
  });
}

export async function createQuoteFor(
  baseUrl: string,
  room: Room,
  selectedProducts: unknown[],
): Promise<number> {
  const res = await fetch(`${baseUrl}/api/generate-quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: room.cookie },
    body: JSON.stringify({ imageId: room.image.id, selectedProducts }),
  });
  if (!res.ok) throw new Error(`quote: ${res.status}`);
  return Number(res.headers.get('x-quote-id'));
}
