import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, queryKeyToPath, userMessage } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the session cookie and a JSON body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/selection', { imageId: 3 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/selection');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"imageId":3}',
    });
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    const form = new FormData();
    form.append('category', 'Canapé');
    await apiRequest('POST', '/api/snapped-products', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('throws "status: body" with the code and French message of a JSON error', async () => {
    const body = '{"error":"payment_already_used","message":"Ce paiement a déjà été utilisé."}';
    stubFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    const err = await apiRequest('POST', '/api/generate-room', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      message: `409: ${body}`,
      status: 409,
      code: 'payment_already_used',
      serverMessage: 'Ce paiement a déjà été utilisé.',
    });
    expect(userMessage(err, 'Erreur')).toBe('Ce paiement a déjà été utilisé.');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const err = await apiRequest('GET', '/api/styles').catch((e: unknown) => e);
    expect(err).toMatchObject({ message: '502: Bad Gateway', status: 502, code: undefined });
    expect(userMessage(err, 'Erreur lors de la génération')).toBe('Erreur lors de la génération');
  });
});

describe('userMessage', () => {
  it('uses the fallback for network failures', () => {
    expect(userMessage(new TypeError('Failed to fetch'), 'Veuillez réessayer.')).toBe('Veuillez réessayer.');
  });
});

describe('queryKeyToPath', () => {
  it('joins the key into a path and encodes the parameters', () => {
    expect(queryKeyToPath(['/api/categories'])).toBe('/api/categories');
    expect(queryKeyToPath(['/api/3d-models/product', 'Canapé 3 places'])).toBe(
      '/api/3d-models/product/Canap%C3%A9%203%20places',
    );
    expect(queryKeyToPath(['/api/quotes', 42])).toBe('/api/quotes/42');
  });
});
