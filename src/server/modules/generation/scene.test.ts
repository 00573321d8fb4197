import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRoomPhoto } from '../../../../tests/support/empty-room.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { renderLitRoom } from '../../../../tests/support/lit-room.js';
import { expectLayoutKeepsTheRoom } from '../../../../tests/support/scene-checks.js';
import { phoneCamera } from '../../../../tests/support/scenes.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { sceneDescriptionSchema } from '../../../domain/scene.js';
import { products } from '../../db/schema.js';
import { storeUploadedImage } from '../uploads/service.js';

let t: TestApp;
let imageId: number;
const visitor = newVisitor();
let chosen: Array<typeof products.$inferSelect>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  imageId = (
    await storeUploadedImage(t, await emptyRoomPhoto(), {
      purpose: 'room',
      visitorHash: visitor.hash,
    })
  ).id;
  const all = await t.db.select().from(products).where(eq(products.interiorStyle, 'Scandinavian'));
  chosen = ['Canapé', 'Fauteuil', 'Table basse', 'Tapis', 'Meuble TV', 'Luminaires'].map(
    (c) => all.find((p) => p.category === c) as (typeof all)[number],
  );
});
afterAll(() => t?.close());

const preview = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/scene', headers: { cookie }, payload: body });

describe('POST /api/scene', () => {
  it('lays the chosen pieces out in the visitor’s photo: every floor piece on free floor, none inside another', async () => {
    const res = await preview(visitor.cookie, { imageId, selectedProducts: chosen });
    expect(res.statusCode).toBe(200);
    const { scene, pieces, unreadable } = res.json();
    expect(unreadable).toBeNull();
    expect(sceneDescriptionSchema.safeParse(scene).success).toBe(true);
    expect(pieces.map((p: { key: string }) => p.key)).toEqual(chosen.map((p) => `product:${p.id}`));
    const keys = new Set([...scene.placements, ...scene.unplaced].map((p: { key: string }) => p.key));
    expect(keys.size).toBe(chosen.length);
    expect(expectLayoutKeepsTheRoom(scene).length).toBeGreaterThan(0);
  });

  it('tells the visitor, before paying, that a photo without a room’s lines cannot be read', async () => {
    const sharp = (await import('sharp')).default;
    const blurred = await sharp(await readFixture('rooms/living-room-2.jpg'))
      .blur(40)
      .jpeg()
      .toBuffer();
    const { id } = await storeUploadedImage(t, blurred, { purpose: 'room', visitorHash: visitor.hash });
    const res = await preview(visitor.cookie, { imageId: id, selectedProducts: chosen });
    expect(res.statusCode).toBe(200);
    expect(res.json().unreadable).toEqual({ code: 'no-structure', message: fr.room['no-structure'] });
  });

  it('tells the visitor, before paying, that the pattern of a cement-tile floor stops the reading, and lays no floor piece', async () => {
    const { id } = await storeUploadedImage(
      t,
      await renderLitRoom(
        phoneCamera({ width: 1200, height: 1600, focalPx: 1200, heightM: 1.5, yaw: 0, pitch: -18 }),
        { floor: 'cement' },
      ),
      { purpose: 'room', visitorHash: visitor.hash },
    );
    const res = await preview(visitor.cookie, { imageId: id, selectedProducts: chosen });
    expect(res.statusCode).toBe(200);
    const { unreadable, scene } = res.json();
    expect(unreadable).toEqual({ code: 'busy-pattern', message: fr.room['busy-pattern'] });
    expect(
      scene.placements.filter((p: { mount: string }) => p.mount === 'floor' || p.mount === 'rug'),
    ).toEqual([]);
  });

  it('answers another visitor as if the photo did not exist', async () => {
    const res = await preview(newVisitor().cookie, { imageId, selectedProducts: chosen });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(fr.payment.imageMissing);
  });
});
