import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, startObjectStore } from '../support/object-store.js';
import { createTemplateDatabase, dropDatabase } from '../support/postgres.js';
import { httpVisitor, paySandbox, postJson, uploadRoom } from './support/http-visitor.js';
import { type RunningServer, startServer } from './support/server.js';

/**
 * Two instances of the built app on one PostgreSQL and one S3-protocol object store, as behind a
 * load balancer: whatever instance a request reaches, the visitor's photo, payment, generated room
 * and quote are there, and the back office of either sees them.
 */
const PG_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { username: 'gerante', password: 'mot-de-passe-solide-2025' };

let objectStore: ObjectStore;
let database: string;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  objectStore = await startObjectStore();
  database = await createTemplateDatabase(PG_URL);
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const env = {
    ...objectStore.env,
    DATABASE_URL: url.toString(),
    // Both sign and check the sandbox's notifications with the same key, as instances must.
    PAYMENT_SANDBOX_SECRET: 'secret-partage-entre-instances',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startServer({ env });
  b = await startServer({ env });
}, 180_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await objectStore?.close();
  if (database) await dropDatabase(PG_URL, database);
});

describe('two instances, one visitor', () => {
  it('uploads on A, pays through B, generates, reads the room and the quote on A, and B’s back office sees it all', async () => {
    const visitor = httpVisitor();
    const photo = await uploadRoom(visitor, a);
    // The photo is in the bucket: B serves it as A would.
    expect((await visitor(b, photo.url)).status).toBe(200);

    const offers = (await (
      await visitor(b, '/api/products', postJson({ categories: ['Canapé', 'Table basse'] }))
    ).json()) as { productsByCategory: Record<string, Array<{ id: number }>> };
    const selectedProducts = Object.values(offers.productsByCategory).map((list) => list[0]);
    // The visitor pays on B's sandbox page; B receives and records the notification.
    const sessionId = await paySandbox(visitor, a, b, { imageId: photo.id, selectedProducts });
    const { session } = (await (await visitor(a, `/api/payment-sessions/${sessionId}`)).json()) as {
      session: { status: string };
    };
    expect(session.status).toBe('paid');

    // Back from the provider on B: the job runs there; the result is read through A.
    const generated = await visitor(
      b,
      '/api/generate-room',
      postJson({
        selectedProducts,
        uploadedImage: { id: photo.id },
        snappedProducts: [],
        contactInfo: { email: 'awa@example.sn' },
        paymentId: sessionId,
        sessionId: 'onglet-1',
      }),
    );
    expect(generated.status, await generated.clone().text()).toBe(200);
    const room = (await generated.json()) as { imageId: number; imageUrl: string };
    const image = await visitor(a, room.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const progress = (await (await visitor(a, '/api/generations/onglet-1')).json()) as {
      generation: { status: string; imageUrl: string };
    };
    expect(progress.generation).toMatchObject({ status: 'success', imageUrl: room.imageUrl });

    const quote = await visitor(
      a,
      '/api/generate-quote',
      postJson({ selectedProducts, imageId: photo.id, generatedImageId: room.imageId }),
    );
    expect(quote.status).toBe(200);
    expect(quote.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await quote.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const admin = httpVisitor();
    expect((await admin(b, '/api/admin/login', postJson(ADMIN))).status).toBe(200);
    const list = (await (await admin(b, '/api/admin/generated-images')).json()) as {
      images: Array<{ id: number }>;
    };
    expect(list.images.map((i) => i.id)).toContain(room.imageId);
  }, 180_000);
});
