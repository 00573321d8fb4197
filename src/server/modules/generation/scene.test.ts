import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRoomPhoto } from '../../../../tests/support/empty-room.js';
import { readFixture } from '../../../../tests/support/fixtures.js';
import { renderLitRoom } from '../../../../tests/support/lit-room.js';
import { expectLayoutKeepsTheRoom } from '../../../../tests/support/scene-checks.js';
import { CEMENT_UNREAD_VIEW, phoneCamera } from '../../../../tests/support/scenes.js';
import { createTestApp, newVisitor, type TestApp } from '../../../../tests/support/test-app.js';
import { fr } from '../../../domain/messages.fr.js';
import { type SceneDescription, sceneDescriptionSchema } from '../../../domain/scene.js';
import { UNPLACED_REASONS } from '../../../domain/scene-layout.js';
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

/**
 * An unreadable photo's scene: no piece stands on its floor, and each floor piece is listed as
 * left out because the photo could not be read, with a place the visitor may put it by hand.
 */
function expectNoFloorPieceButProposals(scene: SceneDescription) {
  expect(sceneDescriptionSchema.safeParse(scene).success).toBe(true);
  expect(scene.placements.filter((p) => p.mount === 'floor' || p.mount === 'rug')).toEqual([]);
  // The sofa, the armchair, the coffee table, the rug and the TV unit at least.
  const floorLeft = scene.unplaced.filter(
    (u) => u.proposal?.mount === 'floor' || u.proposal?.mount === 'rug',
  );
  expect(floorLeft.length).toBeGreaterThanOrEqual(5);
  for (const u of floorLeft) {
    const name = chosen.find((p) => `product:${p.id}` === u.key)?.name ?? '';
    expect(u).toMatchObject({ cause: 'unread', reason: UNPLACED_REASONS.unread(name) });
  }
}

describe('POST /api/scene', () => {
  it('lays the chosen pieces out in the visitor’s photo: every floor piece on free floor, none inside another', async () => {
    const res = await preview(visitor.cookie, { imageId, selectedProducts: chosen });
    expect(res.statusCode).toBe(200);
    const { scene, pieces, unreadable } = res.json();
    expect(unreadable).toBeNull();
    expect(sceneDescriptionSchema.safeParse(scene).success).toBe(true);
    // It names the photo it was read from: the paid render draws it on that photo only.
    expect(scene.imageId).toBe(imageId);
    expect(pieces.map((p: { key: string }) => p.key)).toEqual(chosen.map((p) => `product:${p.id}`));
    // Each product's real footprint, for step 4 to say when one is drawn at another size: the
    // size its administrator gave (a rug's length as its depth).
    const rug = chosen.find((p) => p.category === 'Tapis');
    const realRug = pieces.find((p: { key: string }) => p.key === `product:${rug?.id}`)?.real;
    expect(rug?.widthCm && rug.depthCm).toBeTruthy();
    expect(realRug).toEqual({ widthM: (rug?.widthCm ?? 0) / 100, depthM: (rug?.depthCm ?? 0) / 100 });
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
    expectNoFloorPieceButProposals(res.json().scene);
    expect(res.json().scene.imageId).toBe(id);
  });

  it('tells the visitor, before paying, that the pattern of a cement-tile floor stops the reading, and lays no floor piece', async () => {
    const { id } = await storeUploadedImage(
      t,
      await renderLitRoom(phoneCamera(CEMENT_UNREAD_VIEW), { floor: 'cement' }),
      { purpose: 'room', visitorHash: visitor.hash },
    );
    const res = await preview(visitor.cookie, { imageId: id, selectedProducts: chosen });
    expect(res.statusCode).toBe(200);
    const { unreadable, scene } = res.json();
    expect(unreadable).toEqual({ code: 'busy-pattern', message: fr.room['busy-pattern'] });
    expectNoFloorPieceButProposals(scene);
  });

  it('lays no floor piece over the furniture of a room its rug’s pattern keeps from being read: each may be placed by hand', async () => {
    // A furnished living room, its patterned rug in the middle, cut to its right part as a phone
    // would frame it. Read from its floor line alone, it had the new sofa drawn over the visitor's.
    const sharp = (await import('sharp')).default;
    const source = await readFixture('rooms/living-room-roomgpt-original.jpg');
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const cut = Math.round(width * 0.72);
    const photo = await sharp(source)
      .extract({ left: width - cut, top: 0, width: cut, height })
      .resize({ width: 1280, height: 1280, fit: 'inside' })
      .jpeg({ quality: 70 })
      .toBuffer();
    const { id } = await storeUploadedImage(t, photo, { purpose: 'room', visitorHash: visitor.hash });
    const res = await preview(visitor.cookie, { imageId: id, selectedProducts: chosen });
    expect(res.statusCode).toBe(200);
    const { unreadable, scene } = res.json();
    expect(unreadable?.code).toBe('busy-pattern');
    expectNoFloorPieceButProposals(scene);
  });

  it('answers another visitor as if the photo did not exist', async () => {
    const res = await preview(newVisitor().cookie, { imageId, selectedProducts: chosen });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(fr.payment.imageMissing);
  });
});
