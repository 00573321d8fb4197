import { readFixture } from '../../support/fixtures.js';

/** Sets up through the public API what a visitor's flow would: a photo, products, a paid sandbox payment. */
export async function uploadRoom(baseUrl: string, fixture = 'rooms/living-room-2.jpg') {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await readFixture(fixture))], { type: 'image/jpeg' }),
    'room.jpg',
  );
  const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload: ${res.status}`);
  return (await res.json()) as { id: number; filename: string; url: string; width: number; height: number };
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

export async function paidPayment(
  baseUrl: string,
  imageId: number,
  selectedProducts: unknown[],
): Promise<string> {
  const init = await fetch(`${baseUrl}/api/payments/initialize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ imageId, selectedProducts, contactInfo: { phone: '+221771234567' } }),
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

export async function createQuoteFor(
  baseUrl: string,
  imageId: number,
  selectedProducts: unknown[],
): Promise<number> {
  const res = await fetch(`${baseUrl}/api/generate-quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ imageId, selectedProducts }),
  });
  if (!res.ok) throw new Error(`quote: ${res.status}`);
  return Number(res.headers.get('x-quote-id'));
}
