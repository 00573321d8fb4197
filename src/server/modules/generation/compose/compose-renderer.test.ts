import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyRoomPhoto } from '../../../../../tests/support/empty-room.js';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { demoModel, recordingBrowser } from '../../../../../tests/support/scenes.js';
import { categoryGeometry } from '../../catalog/service.js';
import type { RenderItem } from '../room-renderer.js';
import { createComposeRenderer, warmFor } from './compose-renderer.js';
import { prepareRoom } from './prepare-room.js';

const renderer = createComposeRenderer();
afterAll(() => renderer.close());

const modelled = async (key: string, category: string, model: string): Promise<RenderItem> => ({
  key,
  name: key,
  category,
  kind: null,
  model: await readFixture(`models3d/${model}`),
  geometry: categoryGeometry(category),
  image: null,
  ownItem: false,
});

/** Mean absolute difference of two RGB images of one size over a box given in fractions. */
async function difference(
  a: Buffer,
  b: Buffer,
  box: { x: number; y: number; width: number; height: number },
): Promise<number> {
  const meta = await sharp(a).metadata();
  const w = meta.width ?? 1;
  const h = meta.height ?? 1;
  const region = {
    left: Math.round(box.x * w),
    top: Math.round(box.y * h),
    width: Math.max(1, Math.round(box.width * w)),
    height: Math.max(1, Math.round(box.height * h)),
  };
  const pixels = (img: Buffer) => sharp(img).resize(w, h).removeAlpha().extract(region).raw().toBuffer();
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  pa.forEach((value, i) => {
    sum += Math.abs(value - (pb[i] ?? 0));
  });
  return sum / pa.length;
}

describe('compose renderer', () => {
  it('draws each 3D model into the photo at its place and leaves the rest of the room as it was', async () => {
    const room = await emptyRoomPhoto();
    const items = await Promise.all([
      modelled('sofa', 'Canapé', 'leather-sofa-polyhaven.glb'),
      modelled('table', 'Table basse', 'wooden-table-polyhaven.glb'),
    ]);
    const result = await renderer.render({ room, items, style: 'Modern' });
    const prepared = await prepareRoom(room);
    expect([result.width, result.height]).toEqual([prepared.width, prepared.height]);
    const meta = await sharp(result.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', prepared.width, prepared.height]);
    expect(result.placements.map((p) => p.productName).sort()).toEqual(['sofa', 'table']);
    const original = await sharp(prepared.png).png().toBuffer();
    for (const p of result.placements) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(1.0001);
      // The piece is really drawn inside its box.
      expect(await difference(original, result.image, p)).toBeGreaterThan(12);
    }
    // The ceiling band above every piece is the photo's own (lossy WebP aside).
    const top = Math.min(...result.placements.map((p) => p.y));
    expect(
      await difference(original, result.image, { x: 0, y: 0, width: 1, height: Math.max(0.02, top - 0.1) }),
    ).toBeLessThan(3);
    // Every piece stands in the scene the renderer returns, on floor it marked free.
    expect(result.scene.placements.map((p) => p.key).sort()).toEqual(['sofa', 'table']);
    // The first render starts the browser and reads two real 44 k-triangle models: on a busy
    // 2-core machine that alone has taken close to 30 s.
  }, 90_000);

  it('draws the visitor’s own piece from its photo, cut out, when it has no model', async () => {
    const room = await emptyRoomPhoto();
    const photo = await readFixture('products/armchair-blue-padded.jpg');
    const result = await renderer.render({
      room,
      style: null,
      items: [
        {
          key: 'own:1',
          name: 'Mon meuble 1 (Fauteuil)',
          category: 'Fauteuil',
          kind: 'armchair',
          model: null,
          geometry: categoryGeometry('Fauteuil'),
          image: photo,
          ownItem: true,
        },
      ],
    });
    const placed = result.placements[0];
    expect(placed?.productName).toBe('Mon meuble 1 (Fauteuil)');
    const prepared = await prepareRoom(room);
    expect(
      await difference(prepared.png, result.image, placed as NonNullable<typeof placed>),
    ).toBeGreaterThan(8);
  });

  it('draws its pieces as much darker as an underexposed photo’s own walls: a dim room whose window set the exposure', async () => {
    const room = await emptyRoomPhoto();
    // The same room at 45 % light, the same layout drawn into it (the visitor's, from step 4).
    const dim = await sharp(room).linear(0.45, 0).jpeg({ quality: 92 }).toBuffer();
    const items = [await modelled('table', 'Table basse', 'wooden-table-polyhaven.glb')];
    const exposed = await renderer.render({ room, items, style: null });
    const dark = await renderer.render({ room: dim, items, style: null, scene: exposed.scene });
    const rgb = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
    const [photo, lit, unlit] = await Promise.all([
      rgb((await prepareRoom(room)).png),
      rgb(exposed.image),
      rgb(dark.image),
    ]);
    // The table's pixels: where the render differs from the photo.
    let [sumLit, sumUnlit, n] = [0, 0, 0];
    for (let i = 0; i < photo.length; i += 3) {
      const drawn = [0, 1, 2].reduce((d, c) => d + Math.abs((lit[i + c] ?? 0) - (photo[i + c] ?? 0)), 0);
      if (drawn < 60) continue;
      sumLit += (lit[i] ?? 0) + (lit[i + 1] ?? 0) + (lit[i + 2] ?? 0);
      sumUnlit += (unlit[i] ?? 0) + (unlit[i + 1] ?? 0) + (unlit[i + 2] ?? 0);
      n++;
    }
    expect(n).toBeGreaterThan(2000);
    // The walls came out at 45 % of their grey: the table within reach of that. Following the mean
    // brightness alone, it kept 80 % and glowed in the dark room.
    expect(sumUnlit / sumLit).toBeGreaterThan(0.3);
    expect(sumUnlit / sumLit).toBeLessThan(0.6);
  });

  it('renders the layout the visitor arranged, not one of its own', async () => {
    const room = await emptyRoomPhoto();
    const items = [await modelled('table', 'Table basse', 'wooden-table-polyhaven.glb')];
    const first = await renderer.render({ room, items, style: null });
    const moved = {
      ...first.scene,
      placements: first.scene.placements.map((p) => ({ ...p, x: p.x + 0.8, rotation: p.rotation + 0.5 })),
    };
    const second = await renderer.render({ room, items, style: null, scene: moved });
    expect(second.scene.placements[0]?.x).toBeCloseTo((first.scene.placements[0]?.x ?? 0) + 0.8, 6);
    expect(second.placements[0]?.x).toBeGreaterThan((first.placements[0]?.x ?? 0) + 0.02);
  });

  it('tells the result which product is drawn at another size than its real one, not the visitor’s own piece', async () => {
    const { browser: recording } = recordingBrowser(true);
    const rugGeometry = categoryGeometry('Tapis');
    const rug: RenderItem = {
      key: 'rug',
      name: 'Tapis berbère',
      category: 'Tapis',
      kind: 'rug',
      model: await demoModel('rug', {
        w: rugGeometry.widthCm / 100,
        h: 0.012,
        d: rugGeometry.heightCm / 100,
      }),
      geometry: rugGeometry,
      image: null,
      ownItem: false,
    };
    const own: RenderItem = { ...rug, key: 'own', name: 'Mon meuble 1 (Tapis)', ownItem: true };
    const first = await createComposeRenderer(recording).render({
      room: await emptyRoomPhoto(),
      items: [rug],
      style: null,
    });
    const laid = first.scene.placements.find((p) => p.key === 'rug');
    if (!laid) throw new Error('rug not laid');
    // At its size, nothing to say.
    expect(first.placements.map((p) => p.drawnPercent)).toEqual([undefined]);
    // The rug made smaller to fit (70 %), the visitor's own rug resized: only the product is said.
    const shrunk = { ...laid, widthM: laid.widthM * 0.7, depthM: laid.depthM * 0.7 };
    const scene = {
      ...first.scene,
      placements: [shrunk, { ...shrunk, key: 'own', z: shrunk.z + 0.3 }],
    };
    const result = await createComposeRenderer(recording).render({
      room: await emptyRoomPhoto(),
      items: [rug, own],
      style: null,
      scene,
    });
    expect(result.placements.map((p) => [p.productName, p.drawnPercent])).toEqual([
      ['Tapis berbère', 70],
      ['Mon meuble 1 (Tapis)', undefined],
    ]);
  });

  it('asks the page for a television on a catalogue TV unit only', async () => {
    const { browser: recording, draws } = recordingBrowser(true);
    const drawn = () => draws.map((d) => d.input);
    const designed = async (
      key: string,
      category: string,
      kind: 'tv-stand' | 'side-table',
    ): Promise<RenderItem> => {
      const geometry = categoryGeometry(category);
      const size = { w: geometry.widthCm / 100, h: geometry.heightCm / 100, d: geometry.depthCm / 100 };
      return {
        key,
        name: key,
        category,
        kind,
        model: await demoModel(kind, size),
        geometry,
        image: null,
        ownItem: false,
      };
    };
    const items = await Promise.all([
      designed('tv', 'Meuble TV', 'tv-stand'),
      designed('table', 'Table d’appoint', 'side-table'),
    ]);
    const result = await createComposeRenderer(recording).render({
      room: await emptyRoomPhoto(),
      items,
      style: null,
    });
    expect(result.scene.placements.map((p) => p.key).sort()).toEqual(['table', 'tv']);
    const pieces = drawn().at(-1)?.pieces ?? [];
    expect(pieces.map((p) => [p.placement.key, p.screen === true]).sort()).toEqual([
      ['table', false],
      ['tv', true],
    ]);
    // The result page is told which piece carries the set, to say it is not sold.
    expect(result.placements.map((p) => [p.category, p.television === true]).sort()).toEqual([
      ['Meuble TV', true],
      ['Table d’appoint', false],
    ]);
    // A tall TV unit, its shelves up the wall, has none on its top.
    const tall = {
      ...result.scene,
      placements: result.scene.placements.map((p) => (p.key === 'tv' ? { ...p, heightM: 1.8 } : p)),
    };
    const withTall = await createComposeRenderer(recording).render({
      room: await emptyRoomPhoto(),
      items,
      style: null,
      scene: tall,
    });
    expect(withTall.placements.filter((p) => p.television)).toEqual([]);
    expect(
      drawn()
        .at(-1)
        ?.pieces.find((p) => p.placement.key === 'tv')?.screen,
    ).toBeUndefined();
    // A cold browser is warmed with a television too, its glass's shaders compiled before the render.
    const { browser: warming, draws: cold } = recordingBrowser(false);
    await warmFor(warming, items);
    expect(cold[0]?.input.pieces.some((p) => p.screen)).toBe(true);
    cold.length = 0;
    await warmFor(
      warming,
      items.filter((i) => i.key !== 'tv'),
    );
    expect(cold[0]?.input.pieces.some((p) => p.screen)).toBe(false);
  });
});
