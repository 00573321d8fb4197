import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { expectLayoutKeepsTheRoom } from '../../../../../tests/support/scene-checks.js';
import { floorCell, floorCellAt, floorPointAt } from '../../../../domain/scene.js';
import { layOutScene } from '../../../../domain/scene-layout.js';
import { categoryGeometry, kindsOfCategory } from '../../catalog/service.js';
import { prepareRoom } from '../compose/prepare-room.js';
import { layoutPieceOf } from '../render3d/layout-pieces.js';
import { analyseRoomPhoto } from './analyse-room-photo.js';

const ROOMS = [
  'bedroom-1.jpg',
  'bedroom-hotel.jpg',
  'bedroom-kids-desk.png',
  'bedroom-nightstand-lamp.jpg',
  'dining-area-glass-table.jpg',
  'living-room-2.jpg',
  'living-room-roomgpt-original.jpg',
  'reading-room-bookshelf.jpg',
];
/** The render sheet's selection. */
const SELECTION = ['Canapé', 'Fauteuil', 'Table basse', 'Tapis', 'Meuble TV', 'Luminaires'];
const items = SELECTION.map((category, i) => ({
  key: `product:${i + 1}`,
  name: category,
  kind: kindsOfCategory(category)[0] ?? null,
  geometry: categoryGeometry(category),
}));

describe('the room analysis on real photos', () => {
  it.each(ROOMS)(
    '%s: every floor piece stands on free floor, none on existing furniture or inside another',
    async (file) => {
      const photo = await prepareRoom(await readFixture(`rooms/${file}`));
      const { room } = await analyseRoomPhoto(photo.png);
      const scene = {
        ...room,
        ...layOutScene(
          room,
          items.map((i) => layoutPieceOf(i.key, i.name, i.kind, i.geometry)),
        ),
      };
      expect(scene.placements.length + scene.unplaced.length).toBe(items.length);
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  // Boxes drawn by hand inside furniture already in the photos, as shares of width and height.
  it.each([
    { file: 'living-room-2.jpg', what: 'the blue sofa', box: [0.02, 0.6, 0.3, 0.8] },
    { file: 'living-room-2.jpg', what: 'the white coffee table', box: [0.32, 0.6, 0.56, 0.74] },
    { file: 'bedroom-nightstand-lamp.jpg', what: 'the bed', box: [0.05, 0.7, 0.5, 0.95] },
    { file: 'bedroom-1.jpg', what: 'the orange benches', box: [0.3, 0.8, 0.55, 0.97] },
    { file: 'bedroom-hotel.jpg', what: 'the white duvet', box: [0.45, 0.75, 0.98, 0.98] },
  ])(
    '$file: no free floor cell shows on $what',
    async ({ file, box }) => {
      const analysis = await analyseRoomPhoto(await readFixture(`rooms/${file}`));
      const { camera, floor } = analysis.room;
      const [x0, y0, x1, y1] = box as [number, number, number, number];
      // Every pixel of the box (on a 4 px grid), followed down to the floor it would stand on.
      let free = 0;
      let inBox = 0;
      for (let v = y0 * camera.imageHeight; v <= y1 * camera.imageHeight; v += 4)
        for (let u = x0 * camera.imageWidth; u <= x1 * camera.imageWidth; u += 4) {
          const p = floorPointAt(camera, u, v);
          if (!p) continue;
          inBox++;
          const cell = floorCellAt(floor, p.x, p.z);
          if (cell && floorCell(floor, cell.col, cell.row) === 'f') free++;
        }
      expect(inBox).toBeGreaterThan(10);
      // Stated tolerance: a cell or two on the outline, not a place to stand a piece.
      expect(free / inBox).toBeLessThan(0.03);
    },
    30_000,
  );

  it('finds free floor where the photo shows open floor', async () => {
    const analysis = await analyseRoomPhoto(await readFixture('rooms/living-room-2.jpg'));
    expect(analysis.unreadable).toBeNull();
    expect(analysis.room.floor.cells.split('').filter((c) => c === 'f').length * 0.01).toBeGreaterThan(3);
  }, 30_000);

  it('says a photo without a room’s lines cannot be read, before anyone pays', async () => {
    const sharp = (await import('sharp')).default;
    const blur = await sharp(await readFixture('rooms/living-room-2.jpg'))
      .blur(40)
      .jpeg()
      .toBuffer();
    expect((await analyseRoomPhoto(blur)).unreadable).toBe('no-structure');
  }, 30_000);
});
