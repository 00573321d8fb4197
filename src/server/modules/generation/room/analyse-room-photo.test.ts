import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { emptyRoomPhoto } from '../../../../../tests/support/empty-room.js';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import {
  type LitRoom,
  renderLitRoom,
  sunToward,
  windowMiddle,
} from '../../../../../tests/support/lit-room.js';
import {
  cementRoomPhoto,
  LIT_ROOMS,
  litRoomPhoto,
  nthRandomRoom,
  nthRandomRoomPhoto,
  randomRoomPhoto,
  viewCamera,
} from '../../../../../tests/support/random-rooms.js';
import { expectLayoutKeepsTheRoom, inFrameOf } from '../../../../../tests/support/scene-checks.js';
import { CEMENT_UNREAD_VIEW, phoneCamera } from '../../../../../tests/support/scenes.js';
import { asUploaded } from '../../../../../tests/support/uploaded-photo.js';
import {
  boxCorners,
  coveredShare,
  doorPicture,
  type FloorGrid,
  floorCell,
  floorKindAt,
  floorPointAt,
  footprintCorners,
  imageBox,
  projectToImage,
  type SceneCamera,
  type SceneDoor,
  type ScenePlacement,
  type SceneWall,
  type Vec3,
} from '../../../../domain/scene.js';
import {
  doorwayOf,
  footprintSamples,
  footprintsOverlap,
  furnitureGroups,
  layOutScene,
  localOf,
  windowFloorOf,
} from '../../../../domain/scene-layout.js';
import { categoryGeometry, designGeometry, designKind, kindsOfCategory } from '../../catalog/service.js';
import { prepareRoom } from '../compose/prepare-room.js';
import { floorLightMap } from '../render3d/floor-light.js';
import { layoutPieceOf } from '../render3d/layout-pieces.js';
import { analyseRoomPhoto, forgetRoomAnalyses, type RoomEstimate } from './analyse-room-photo.js';
import { renderSyntheticRoom } from './synthetic-room.js';

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
/** Demo pieces of these categories, at their sizes, keyed `product:<rank>` (the render sheet's floor lamp for 'Luminaires'). */
const piecesOf = (categories: readonly string[]) =>
  categories.map((category, i) => {
    const design = { category, style: 'Scandinavian', variant: category === 'Luminaires' ? 2 : 1 };
    return layoutPieceOf(`product:${i + 1}`, category, designKind(design), designGeometry(design));
  });
/** The render sheet's demo pieces, keyed `product:<rank in SELECTION>`. */
const demoPieces = () => piecesOf(SELECTION);
/** The category of a piece of `demoPieces` or `items`, from its key. */
const role = (p: { key: string }) => [...SELECTION, 'Bibliothèque'][Number(p.key.split(':')[1]) - 1];
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
    { file: 'reading-room-bookshelf.jpg', what: 'the left armchair', box: [0.05, 0.67, 0.24, 0.78] },
    { file: 'reading-room-bookshelf.jpg', what: 'the right armchair', box: [0.6, 0.74, 0.8, 0.9] },
  ])(
    '$file: no free floor cell shows on $what',
    async ({ file, box }) => {
      const analysis = await analyseRoomPhoto(await readFixture(`rooms/${file}`));
      // Stated tolerance: a cell or two on the outline, not a place to stand a piece.
      expect(freeShareIn(analysis.room, box as Box)).toBeLessThan(0.03);
    },
    30_000,
  );

  // The living room's sisal, seen closer (the photo cut to its left or right 72 %, as a phone held a
  // step nearer frames it): its fibres showed as short edges by the hundred and the floor was read
  // as bedding, the photo refused as showing too little floor. Boxes as shares of the cut photo: the
  // sofa, and the coffee table's top and apron (the floor seen under it, between its legs, is not
  // asked about here: cut on the left, 8 % of the box down to its feet reads free).
  it.each([
    {
      side: 'left',
      sisal: [0.05, 0.85, 0.6, 0.98],
      furniture: [
        [0.03, 0.6, 0.41, 0.8],
        [0.45, 0.6, 0.77, 0.7],
      ],
    },
    { side: 'right', sisal: [0.1, 0.85, 0.6, 0.98], furniture: [[0.06, 0.6, 0.38, 0.7]] },
  ])(
    'living-room-2.jpg cut to its $side 72 %: the sisal is free floor, the sofa and the coffee table are not',
    async ({ side, sisal, furniture }) => {
      const fixture = await readFixture('rooms/living-room-2.jpg');
      const { width = 0, height = 0 } = await sharp(fixture).metadata();
      const kept = Math.round(width * 0.72);
      const cut = await sharp(fixture)
        .extract({ left: side === 'left' ? 0 : width - kept, top: 0, width: kept, height })
        .jpeg({ quality: 85 })
        .toBuffer();
      const analysis = await analyseRoomPhoto((await prepareRoom(cut)).png);
      expect(analysis.unreadable).toBeNull();
      expect(freeShareIn(analysis.room, sisal as Box)).toBeGreaterThan(0.5);
      for (const box of furniture) expect(freeShareIn(analysis.room, box as Box)).toBeLessThan(0.03);
    },
    30_000,
  );

  // The dining table's glass top mirrors the windows, the black chair and the shutter's slats, and
  // was read as floor (up to 97 % of it free, as the photo's size and JPEG went): a lamp, a pouf
  // stood on it. Read as the renderer hands it over, and mirrored, saved as a phone saves it.
  it.each([
    { how: 'as it is', mirrored: false },
    { how: 'mirrored', mirrored: true },
  ])(
    'dining-area-glass-table.jpg ($how): no free floor cell shows on the glass table top mirroring the room',
    async ({ mirrored }) => {
      const fixture = await readFixture('rooms/dining-area-glass-table.jpg');
      const photo = mirrored ? await sharp(fixture).flop().jpeg({ quality: 75 }).toBuffer() : fixture;
      const analysis = await analyseRoomPhoto((await prepareRoom(photo)).png);
      const top: Box = mirrored ? [0.16, 0.76, 0.98, 0.99] : [0.02, 0.76, 0.84, 0.99];
      expect(freeShareIn(analysis.room, top)).toBeLessThan(0.03);
    },
    30_000,
  );

  // The bed's outline drawn by hand, as shares of width and height, a little inside its edges.
  // Read both as the renderer hands the photo over (prepareRoom's, which is what put pieces on
  // these beds: the kids' cover is the carpet's grey-blue, the hotel's duvet was taken for floor
  // at the render size only) and as uploaded: the answer must not depend on the size.
  it.each<{ file: string; what: string; bed: Array<[number, number]> }>([
    {
      file: 'bedroom-kids-desk.png',
      what: 'the bed, its cover the colour of the carpet',
      bed: [
        [0, 0.73],
        [0.2, 0.72],
        [0.45, 0.725],
        [0.5, 0.78],
        [0.48, 0.82],
        [0.13, 0.995],
        [0, 0.995],
      ],
    },
    {
      file: 'bedroom-hotel.jpg',
      what: 'the bed, its white duvet and patterned runner',
      bed: [
        [0.05, 0.72],
        [0.25, 0.69],
        [0.55, 0.665],
        [0.75, 0.665],
        [0.98, 0.71],
        [0.98, 0.93],
        [0.93, 0.99],
        [0.06, 0.99],
      ],
    },
  ])(
    '$file: no free floor cell stands on $what, at its render size or as uploaded',
    async ({ file, bed }) => {
      const uploaded = await readFixture(`rooms/${file}`);
      const prepared = await analyseRoomPhoto((await prepareRoom(uploaded)).png);
      const original = await analyseRoomPhoto(uploaded);
      expect(prepared.unreadable).toBe(original.unreadable);
      const onBed = [
        ...freeCellsInside(prepared.room, bed).map((c) => `render size ${c}`),
        ...freeCellsInside(original.room, bed).map((c) => `uploaded ${c}`),
      ];
      expect(onBed).toEqual([]);
    },
    30_000,
  );

  // The bedside table's body and its splayed legs, drawn by hand as shares of width and height:
  // the floor seen between its legs, under its lower shelf, once had a floor lamp standing in it.
  it('bedroom-nightstand-lamp.jpg: no free floor cell shows under the bedside table, between its legs', async () => {
    const table: Array<[number, number]> = [
      [0.555, 0.64],
      [0.77, 0.64],
      [0.775, 0.97],
      [0.55, 0.97],
    ];
    // Read as the renderer hands it over (as uploaded, a few cells at the table's back remain free).
    const uploaded = await readFixture('rooms/bedroom-nightstand-lamp.jpg');
    const under = freeCellsInside((await analyseRoomPhoto((await prepareRoom(uploaded)).png)).room, table);
    expect(under).toEqual([]);
  }, 30_000);

  // The small black-and-white mosaic between the two armchairs, as shares of width and height: its
  // region once ran on into the walls and the ceiling, and the photo was read as showing no floor.
  it('reading-room-bookshelf.jpg: the mosaic floor between the armchairs is free floor', async () => {
    const photo = (await prepareRoom(await readFixture('rooms/reading-room-bookshelf.jpg'))).png;
    const analysis = await analyseRoomPhoto(photo);
    expect(analysis.unreadable).toBeNull();
    const between: Array<[number, number]> = [
      [0.3, 0.8],
      [0.5, 0.8],
      [0.5, 1],
      [0.3, 1],
    ];
    const free = freeCellsInside(analysis.room, between).length;
    expect(free).toBeGreaterThan(20);
  }, 30_000);

  it('reads a photo once: the same bytes, in the same buffer or a copy, share one analysis', async () => {
    const photo = await readFixture('rooms/living-room-2.jpg');
    const first = analyseRoomPhoto(photo);
    expect(analyseRoomPhoto(photo)).toBe(first);
    expect(analyseRoomPhoto(Buffer.from(photo))).toBe(first);
    const changed = Buffer.from(photo);
    changed[changed.length - 3] = (changed[changed.length - 3] as number) ^ 1;
    const other = analyseRoomPhoto(changed);
    expect(other).not.toBe(first);
    // Forgotten (the bench's renders, each reading its photo afresh), the same bytes are read again.
    forgetRoomAnalyses();
    const again = analyseRoomPhoto(photo);
    expect(again).not.toBe(first);
    expect((await again).room.camera).toEqual((await first).room.camera);
    await Promise.allSettled([first, other, again]);
  }, 30_000);

  it('finds free floor where the photo shows open floor', async () => {
    const analysis = await analyseRoomPhoto(await readFixture('rooms/living-room-2.jpg'));
    expect(analysis.unreadable).toBeNull();
    expect(analysis.room.floor.cells.split('').filter((c) => c === 'f').length * 0.01).toBeGreaterThan(3);
  }, 30_000);

  it.each([
    ['landscape, turned 20°, looking down 12°', 2048, 1536, 1480, 20, -12, 5.2, 5.6],
    ['portrait, turned −25°, looking down 15°', 1536, 2048, 1500, -25, -15, 4, 5],
    ['landscape, facing the back wall, looking down 10°', 2048, 1536, 1500, 0, -10, 5, 6],
  ])(
    'an empty room (%s): no floor is taken, neither along the side walls nor in the corners',
    async (_, width, height, focalPx, yaw, pitch, widthM, depthM) => {
      const sharp = (await import('sharp')).default;
      const deg = Math.PI / 180;
      const png = await renderSyntheticRoom(
        {
          imageWidth: width,
          imageHeight: height,
          focalPx,
          heightM: 1.4,
          yaw: yaw * deg,
          pitch: pitch * deg,
          roll: 0,
        },
        { widthM, depthM, cabinet: false },
      );
      const analysis = await analyseRoomPhoto(await sharp(png).jpeg({ quality: 88 }).toBuffer());
      const cells = analysis.room.floor.cells.split('');
      expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(500);
      expect(cells.filter((c) => c === 'x')).toEqual([]);
    },
    30_000,
  );

  it.each([
    ['planks, landscape, turned 15°', 1024, 768, 750, 15, -14, 'planks', 'left'],
    ['tiles, landscape, turned −28°', 1024, 768, 775, -28, -8, 'tiles', 'left'],
  ] as const)(
    'an empty room in the sun (%s): the patch of sunlight and the window mirrored in the floor are free floor',
    async (_, width, height, focalPx, yaw, pitch, floor, window) => {
      const analysis = await analyseLitRoom(
        { width, height, focalPx, heightM: 1.45, yaw, pitch },
        { floor, window },
      );
      expect(analysis.unreadable).toBeNull();
      const cells = analysis.room.floor.cells.split('');
      expect(cells.filter((c) => c === 'x')).toEqual([]);
      expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(500);
      const scene = {
        ...analysis.room,
        ...layOutScene(
          analysis.room,
          items.map((i) => layoutPieceOf(i.key, i.name, i.kind, i.geometry)),
        ),
      };
      expect(scene.placements.length).toBeGreaterThanOrEqual(4);
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it.each([
    [
      'planks, the left wall seen',
      { width: 1600, height: 1200, focalPx: 1168, heightM: 1.45, yaw: 15, pitch: -14 },
      {},
      1,
    ],
    [
      'a small tiled room, the right wall seen',
      { width: 1600, height: 1200, focalPx: 1152, heightM: 1.5, yaw: -20, pitch: -20 },
      { floor: 'tiles', widthM: 3.2, depthM: 3.6, sun: false },
      1,
    ],
  ] as const)(
    'an empty room (%s): no seat nor table stands just before the TV unit, no seat with its back to the camera before the table',
    async (_, view, lit, doorsSeen) => {
      const { room } = await analyseLitRoom(view, lit);
      const pieces = demoPieces();
      // With its door read (in the planks room, cut by the picture's side), no piece but the rug
      // stands before it…
      expect(room.doors).toHaveLength(doorsSeen);
      for (const door of room.doors) {
        const wall = room.walls.find((w) => w.side === door.side);
        expect(wall).toBeDefined();
        for (const p of layOutScene(room, pieces).placements)
          if (p.mount !== 'rug') expect(footprintsOverlap(p, doorwayOf(door, wall as SceneWall))).toBe(false);
      }
      // …and in the small room the door's wall is the only one: the rules between the seats, the
      // table and the screen are read on the room as if the door were elsewhere. There a seat
      // stands (the armchair: placed after the TV unit, it found no place, and the picture showed a
      // screen before nobody); where a TV unit stands, nothing stands just before it.
      const { placements } = layOutScene({ ...room, doors: [] }, pieces);
      const local = (from: (typeof placements)[number], p: { x: number; z: number }) => ({
        forward: (p.x - from.x) * Math.sin(from.rotation) + (p.z - from.z) * Math.cos(from.rotation),
        across: (p.x - from.x) * Math.cos(from.rotation) - (p.z - from.z) * Math.sin(from.rotation),
      });
      const tv = placements.find((p) => role(p) === 'Meuble TV');
      const table = placements.find((p) => role(p) === 'Table basse');
      expect(placements.some((p) => role(p) === 'Canapé' || role(p) === 'Fauteuil')).toBe(true);
      expect(placements.length).toBeGreaterThanOrEqual(3);
      // Nor is the coffee table pushed against the screen: a passage of a metre is left before it.
      if (tv && table) {
        const { forward, across } = local(tv, table);
        expect(
          forward > 0 &&
            forward < tv.depthM / 2 + 1 + table.depthM / 2 &&
            Math.abs(across) < tv.widthM / 2 + 0.3,
        ).toBe(false);
      }
      for (const seat of placements.filter((p) => role(p) === 'Canapé' || role(p) === 'Fauteuil')) {
        if (tv) {
          const { forward, across } = local(tv, seat);
          expect(
            forward > tv.depthM / 2 &&
              forward < tv.depthM / 2 + 1.8 &&
              Math.abs(across) < tv.widthM / 2 + 0.3,
          ).toBe(false);
        }
        // Its back to the camera (the camera behind it), it stands no nearer than the table.
        const camera = local(seat, { x: 0, z: 0 });
        if (table && camera.forward < -0.5 * Math.hypot(camera.forward, camera.across))
          expect(Math.hypot(seat.x, seat.z)).toBeGreaterThanOrEqual(Math.hypot(table.x, table.z));
      }
    },
    30_000,
  );

  it.each([
    ['the left wall (with the window)', 15, 'left'],
    ['the right wall', -28, 'right'],
  ] as const)(
    'an empty room turned to one side: reads %s where the floor runs along it to the back wall, at its distance',
    async (_, yaw, side) => {
      const { room } = await analyseLitRoom(
        { width: 1024, height: 768, focalPx: 750, heightM: 1.4, yaw, pitch: -12 },
        { widthM: 4.4, depthM: 5.4 },
      );
      const wall = room.walls.find((w) => w.side === side);
      expect(Math.abs((wall?.distanceM ?? 0) - 2.2)).toBeLessThan(0.3);
      expect(room.walls.find((w) => w.side === (side === 'left' ? 'right' : 'left'))).toBeUndefined();
    },
    30_000,
  );

  it('reads the side wall of a phone’s JPEG, a column or two of its foot blotted, and the patch of sun the frame cuts', async () => {
    // The tiled landscape room of the render sheet, turned 28° to its right wall, at 1280 px, quality 70.
    const png = await renderLitRoom(
      phoneCamera({ width: 1600, height: 1200, focalPx: 1216, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 }),
      { floor: 'tiles', widthM: 3.6, depthM: 4.6 },
    );
    const jpeg = await sharp(png).resize({ width: 1280 }).jpeg({ quality: 70 }).toBuffer();
    const { room } = await analyseRoomPhoto((await prepareRoom(jpeg)).png);
    // Half the room's width from the camera, read at the 1.4 m the analysis takes the phone at. A
    // column whose floor's edge rose into the wall's foot ended the run along it short of 1 m.
    const wall = room.walls.find((w) => w.side === 'right');
    expect(wall).toBeDefined();
    expect(Math.abs((wall?.distanceM ?? 0) - (1.8 * 1.4) / 1.35)).toBeLessThan(0.3);
    // The patch of sun on the left, cut by the frame, its soft edge too thin to show a joint
    // between it and the floor: the patch is floor (read as furniture, it took 119 cells and left
    // 332 free; the room is empty).
    const cells = room.floor.cells.split('');
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(40);
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(500);
  }, 30_000);

  it('takes no floor along a side wall’s foot for the fronts of furniture where a column strays from it, and reads that wall', async () => {
    // The sunlit beige room of the render sheet: its left wall's foot strays a column here and
    // there. Read at every column, the floor under it was taken as under the fronts of furniture
    // (60 cells; 37 with the run passing over those columns without them).
    const { room } = await analyseLitRoom(
      { width: 1600, height: 1200, focalPx: 1120, heightM: 1.45, yaw: 12, pitch: -12 },
      { floor: 'tiles', tile: [0.72, 0.6, 0.45], paint: [0.62, 0.75, 0.6] },
    );
    expect([...room.floor.cells].filter((c) => c === 'x').length).toBeLessThan(20);
    // And the left wall is read, though the floor found takes in its shaded foot, a grey near the
    // tiles' beige: the wall rises where the floor proper, a little lower, differs from it.
    const wall = room.walls.find((w) => w.side === 'left');
    expect(Math.abs((wall?.distanceM ?? 0) - (2.2 * 1.4) / 1.45)).toBeLessThan(0.3);
  }, 30_000);

  it('takes no floor along a side wall’s foot for the fronts of furniture where the wall is not read: its face rises above it', async () => {
    // Empty random rooms whose side wall is not read: its foot's first columns stray from the
    // line (2026-3), or the floor's edge steps in from it short of the back wall. Every column
    // along it was taken as a piece's front, a strip of 35 cm of floor under furniture: 122, 37
    // and 44 cells, where every cell taken is a false one (the rooms are empty). The wall's face
    // rising above its foot in one surface says it is no piece's front.
    const rooms: Array<[seed: number, nth: number]> = [
      [2026, 3],
      [91, 8],
      [2026, 10],
    ];
    let taken = 0;
    for (const [seed, nth] of rooms) {
      const { view, room: drawn } = nthRandomRoom(seed, nth);
      expect(drawn.block).toBeUndefined();
      const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
      taken += [...room.floor.cells].filter((c) => c === 'x').length;
    }
    expect(taken).toBeLessThan(130);
  }, 60_000);

  it.each([
    [
      'on the left',
      { width: 1600, height: 1200, focalPx: 1170, heightM: 1.45, yaw: 15, pitch: -14 },
      'left',
      -1,
    ],
    [
      'on the right',
      { width: 1200, height: 1600, focalPx: 1250, heightM: 1.5, yaw: -10, pitch: -18 },
      'right',
      1,
    ],
  ] as const)(
    'takes the daylight as coming from the window seen %s, the sun shining through it onto its patch on the floor',
    async (_, view, window, sign) => {
      const { room } = await analyseLitRoom(view, { window });
      expect(room.light.direction[0] * sign).toBeGreaterThan(0.3);
      // The lit room's sun, seen from above: 0.62 toward the window's wall for 0.3 toward the
      // camera; its patch lies deeper in the room than the window. Taken from the window toward
      // the floor’s middle, it was 54° and 67° off; from the window toward the patch's middle, 9°
      // and 19°; from the slant of the patch's sides, 5° and 2°.
      const [x, y, z] = room.light.direction;
      const off = Math.abs(Math.atan2(z, x * sign) - Math.atan2(0.3, 0.62));
      expect((off * 180) / Math.PI).toBeLessThan(8);
      // And as high: 38.6° over the horizon, read 37.7° and 39.7° (it was taken as 53° whatever the patch).
      const height = Math.atan2(y, Math.hypot(x, z)) - Math.atan2(0.55, Math.hypot(0.62, 0.3));
      expect(Math.abs((height * 180) / Math.PI)).toBeLessThan(4);
    },
    30_000,
  );

  it('reads the sun from its patch on the floor when the window is out of the picture: from the side the patch lies toward, along its slant', async () => {
    // Random rooms in the sun whose window, on a side wall, is out of the picture: the light was
    // taken from the brighter half of the picture's top and from the camera's side, 36° to 63° off
    // the sun that laid the patch, and the pieces' shadows fell toward the back wall across the
    // patch's light. Read from the patch, 2° to 14° off.
    const rooms: Array<[seed: number, nth: number]> = [
      [555, 2],
      [7, 1],
      [2026, 9], // portrait
      [13, 11],
    ];
    for (const [seed, nth] of rooms) {
      const { view, room: drawn } = nthRandomRoom(seed, nth);
      const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
      const sun = sunToward(drawn.window ?? 'left');
      expect(degreesBetween(sun, room.light.direction), `${seed}-${nth}`).toBeLessThan(20);
      // Sharp shadows: it is the sun's light.
      expect(room.light.directness).toBeGreaterThan(0.5);
    }
  }, 60_000);

  it('takes the daylight of a window out of the picture from the side whose floor it lights more, not from the camera', async () => {
    // Random rooms in a window's daylight, no sun, the window out of the picture: the light came
    // from the brighter half of the picture's top and from the camera's side, 61° to 77° off the
    // window, from its wrong side in 47-9 and 777-4. The floor falls off away from the window.
    const rooms: Array<[seed: number, nth: number]> = [
      [123, 11],
      [47, 9],
      [777, 4],
      [4242, 1],
    ];
    for (const [seed, nth] of rooms) {
      const { view, room: drawn } = nthRandomRoom(seed, nth);
      expect(drawn.sun).toBe(false);
      const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
      // Toward the window's middle from the middle of the room's floor.
      const [wx, wy, wz] = windowMiddle(drawn);
      const toward: Vec3 = [wx, wy, wz + (drawn.depthM ?? 5.4) / 2];
      expect(degreesBetween(toward, room.light.direction), `${seed}-${nth}`).toBeLessThan(30);
      // Soft daylight still: soft shadows.
      expect(room.light.directness).toBeLessThanOrEqual(0.35);
    }
  }, 60_000);

  it('takes no white door for the window, nor the ceiling: the sun from the window seen, none from the door', async () => {
    // `npm run lit-rooms -- <folder> --random 7 12`, its third room: the window on the left wall,
    // a white door on the back wall, a pale ceiling. The brightest of the picture over the horizon,
    // door and ceiling with the window, put the window's point on the back wall between them, and
    // the light came from the back (58° off).
    const seen = nthRandomRoom(7, 3);
    expect(seen.room.window).toBe('left');
    const { room } = await analyseStored(await randomRoomPhoto(seen.view, seen.room));
    expect(room.doors?.length).toBeGreaterThan(0);
    const [x, , z] = room.light.direction;
    const off = Math.abs(Math.atan2(z, -x) - Math.atan2(0.3, 0.62));
    expect((off * 180) / Math.PI).toBeLessThan(15);
    // Its 13-2: the window out of the picture, a white door on lilac walls. The light came
    // through the door, from the back; none comes from it.
    const unseen = nthRandomRoom(13, 2);
    const other = await analyseStored(await randomRoomPhoto(unseen.view, unseen.room));
    expect(other.room.doors?.length).toBeGreaterThan(0);
    expect(other.room.light.direction[2]).toBeGreaterThan(0);
  }, 60_000);

  it.each([
    ['planks', 'planks'],
    ['tiles', 'tiles'],
  ] as const)(
    'reads the light as the sun’s when it lays a patch on the floor, and as soft daylight when the floor is lit evenly (%s)',
    async (_, floor) => {
      const view = { width: 1600, height: 1200, focalPx: 1300, heightM: 1.45, yaw: 12, pitch: -15 };
      const sunny = (await analyseLitRoom(view, { floor, sun: true })).room.light.directness;
      const soft = (await analyseLitRoom(view, { floor, sun: false })).room.light.directness;
      // The pieces' shadows follow: sharp and dark in the sun, soft and light without (draw-scene.ts).
      expect(sunny).toBeGreaterThanOrEqual(0.6);
      expect(soft).toBeLessThanOrEqual(0.35);
    },
    60_000,
  );

  it('bedroom-nightstand-lamp.jpg: lights the pieces from the right, where the wall is lighter, not from the lamp’s glow', async () => {
    const { room } = await analyseStored(await readFixture('rooms/bedroom-nightstand-lamp.jpg'));
    // Stored as an upload is. With the walls' top under the ceiling left out of the window's
    // search, and no one patch taken, the lamp's glow and the pillows were left as the brightest:
    // the light came from the left (x -0.6).
    expect(room.light.direction[0]).toBeGreaterThan(0.3);
  });

  it('bedroom-kids-desk.png: lights the pieces from the window behind them, on the back wall', async () => {
    const { room } = await analyseRoomPhoto(await readFixture('rooms/bedroom-kids-desk.png'));
    // Toward the light: away from the camera, into the room.
    expect(room.light.direction[2]).toBeLessThan(-0.2);
    // A bright room, but its window's daylight lights the floor evenly: no sun, soft shadows.
    expect(room.light.directness).toBeLessThanOrEqual(0.35);
  });

  it.each([
    {
      what: 'grey tiles, seen from the side',
      view: { width: 1600, height: 1200, focalPx: 1216, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 },
      room: { floor: 'tiles', widthM: 3.6, depthM: 4.6 } as const,
    },
    {
      what: 'a small tiled room, seen from above',
      view: { width: 1600, height: 1200, focalPx: 1152, heightM: 1.5, yaw: -20, pitch: -20 },
      room: { floor: 'tiles', widthM: 3.2, depthM: 3.6, sun: false } as const,
    },
  ])(
    'reads an underexposed photo of $what as it reads it well exposed: the window set the exposure, the room came out dark',
    async ({ view, room }) => {
      // `npm run lit-rooms`'s tiles-landscape and small-tiled-room, their lights at 45 % (the
      // brightest fiftieth at grey 100 of 255). The edges were all weaker than the fixed threshold
      // of a line: the first was « not a room », the second read as a camera tilted up 38°.
      const exposed = await renderLitRoom(phoneCamera(view), room);
      const dim = await sharp(exposed).linear([0.45, 0.42, 0.36], [0, 0, 0]).jpeg({ quality: 80 }).toBuffer();
      const read = async (photo: Buffer) => analyseRoomPhoto((await prepareRoom(photo)).png);
      const [well, dark] = await Promise.all([read(exposed), read(dim)]);
      expect(dark.unreadable).toBeNull();
      const { camera } = dark.room;
      expect(Math.abs(camera.focalPx / well.room.camera.focalPx - 1)).toBeLessThan(0.1);
      expect(Math.abs(camera.pitch - well.room.camera.pitch)).toBeLessThan(0.05);
      const back = (a: typeof well) => a.room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
      expect(Math.abs(back(dark) / back(well) - 1)).toBeLessThan(0.15);
    },
    30_000,
  );

  it('reads a white wall over white tiles, whose foot shows no colour, by the room’s corner', async () => {
    const { room } = await analyseLitRoom(
      { width: 1024, height: 768, focalPx: 775, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 },
      { widthM: 3.6, depthM: 4.6, floor: 'tiles' },
    );
    // 1.8 m away, read by a camera taken to stand 1.4 m high rather than 1.35 m: 1.87 m.
    const expected = (1.8 * 1.4) / 1.35;
    expect(Math.abs((room.walls.find((w) => w.side === 'right')?.distanceM ?? 0) - expected)).toBeLessThan(
      0.3,
    );
  }, 30_000);

  it('reads the shaded white tiles beyond a patch of sun as floor, though they merge with the white walls', async () => {
    const { room } = await analyseLitRoom(
      { width: 1600, height: 1200, focalPx: 1216, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 },
      { widthM: 3.6, depthM: 4.6, floor: 'tiles' },
    );
    const cells = room.floor.cells.split('');
    // Read as part of the walls' region, the tiles between the patch and the back wall were 213 cells
    // of furniture, and 299 cells were free.
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(10);
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(600);
  }, 30_000);

  it('follows the floor across the joints of far tiles, though the joints merge with the skirting and the walls', async () => {
    // `npm run lit-rooms -- <folder> --random 7 12`, its twelfth room: pale grey tiles, lavender
    // walls of nearly their lightness, no sun, a phone's JPEG.
    const { room } = await analyseRandomRoom(7, 12);
    // Each far tile is a region ringed by its joints, and the joints one region with the skirting,
    // the door and the walls: the floor stopped at the first far joint (97 free cells, the back wall
    // read 1.7 m away). The back wall stands 5.55 m away, 5.3 m at the 1.4 m the phone is taken at.
    const cells = room.floor.cells.split('');
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(600);
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(20);
    expect(room.walls.find((w) => w.side === 'back')?.distanceM).toBeGreaterThan(4.5);
  }, 30_000);

  it('stands no floor lamp right behind a seat, its pole rising out of the back of a sofa pulled off the wall', async () => {
    // `npm run lit-rooms -- <folder> --random 23 12`, its second room: grey walls, white tiles, a
    // door in the back wall. With the sofa first, the lamp found no place by its arm; tried first,
    // it took the wall, and the sofa stood before it 0.8 m off the wall, the table in the foreground.
    const { room } = await analyseRandomRoom(23, 2);
    const { placements } = layOutScene(room, demoPieces());
    const sofa = placements.find((p) => role(p) === 'Canapé');
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(sofa).toBeDefined();
    // Back to the wall: its back within the gap a sofa is pushed to.
    expect(Math.abs((sofa?.z ?? 0) - (sofa?.depthM ?? 0) / 2 + back)).toBeLessThan(0.35);
    const lamp = placements.find((p) => role(p) === 'Luminaires');
    if (lamp && sofa) {
      const { across } = inFrameOf(sofa, lamp);
      expect(Math.abs(across)).toBeGreaterThan((sofa.widthM - lamp.widthM) / 2);
    }
  }, 30_000);

  it('moves a floor lamp left behind the middle of a sofa pulled off the wall: to its arm where there is room, else along the wall behind its end', async () => {
    // Tried before the seats, the lamp took the back wall; the sofa, kept off the door's passage,
    // then stood before it, the lamp's pole rising out of the middle of its back.
    // `npm run lit-rooms -- <folder> --random 13 12`, its twelfth room: its left arm has room.
    // The armchair, once left out there, now has a place by the table slid along the sofa
    // ("gives the armchair room to sit in"), and the lamp none: laid out here without it.
    const { view, room: drawn } = nthRandomRoom(13, 12);
    const random = layOutScene(
      (await analyseStored(await randomRoomPhoto(view, drawn))).room,
      demoPieces().filter((p) => p.role !== 'armchair'),
    );
    // Cement room 77-8: the sofa's arms have no room in the picture; the wall behind its end has.
    const cement = layOutScene(
      (await analyseStored((await cementRoomPhoto(77, 8)).photo)).room,
      demoPieces(),
    );
    for (const [{ placements }, byArm] of [
      [random, true],
      [cement, false],
    ] as const) {
      const sofa = placements.find((p) => role(p) === 'Canapé');
      const lamp = placements.find((p) => role(p) === 'Luminaires');
      expect(sofa && lamp).toBeDefined();
      if (!sofa || !lamp) continue;
      const { across, forward } = inFrameOf(sofa, lamp);
      if (byArm) {
        // Beside the arm: its middle past the sofa's end, not behind its back.
        expect(Math.abs(across)).toBeGreaterThan(sofa.widthM / 2);
        expect(forward).toBeGreaterThan(-sofa.depthM / 2 - lamp.depthM);
      } else {
        // Behind its end: not behind its middle half (where it slides along the wall), within a
        // lamp's width past the end. Its floor read whole to the wall, the lamp stands against the
        // wall 0.6 m off the sofa's middle, its pole over the outer seat: the wall's foot behind
        // the arm, 5 cm nearer the wall than it stood before, is not read as free.
        expect(Math.abs(across)).toBeGreaterThan(sofa.widthM / 4);
        expect(Math.abs(across)).toBeLessThan(sofa.widthM / 2 + lamp.widthM);
      }
    }
  }, 60_000);

  it('stands no sofa with its back across a door, pulled off the wall before it: along a side wall, the group around it', async () => {
    // `npm run lit-rooms -- <folder> --random 13 12`, its ninth room: lilac walls, grey-green tiles,
    // a door in the back wall. Kept off the door's passage, the sofa stood 1 m before it, turned,
    // its back across the way out, alone with its rug and lamp: the table and the armchair had no place.
    const { view, room: drawn } = nthRandomRoom(13, 9);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    expect(room.doors?.length).toBeGreaterThan(0);
    const { placements } = layOutScene(room, demoPieces());
    expect(placements.map(role).sort()).toEqual(['Canapé', 'Fauteuil', 'Luminaires', 'Table basse', 'Tapis']);
    const sofa = placements.find((p) => role(p) === 'Canapé');
    if (sofa) expectNoDoorBehind(room, sofa);
  }, 30_000);

  it('moves a sofa off the door in the back wall of a narrow room, against the wall beside it, its end running on past the picture’s side', async () => {
    // Random rooms 4242-8 and 4242-12 (portrait): a door in the back wall, the wall beside it too
    // short in the picture for the 2.2 m sofa. The sofa stood before the door, 1.1 and 0.2 m off the
    // wall, the armchair left out: kept all in the picture, no other place had it.
    for (const nth of [8, 12]) {
      const { view, room: drawn } = nthRandomRoom(4242, nth);
      const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
      expect(room.doors?.length).toBeGreaterThan(0);
      const { placements } = layOutScene(room, demoPieces());
      expect(placements.map(role).sort()).toEqual([
        'Canapé',
        'Fauteuil',
        'Luminaires',
        'Table basse',
        'Tapis',
      ]);
      const sofa = placements.find((p) => role(p) === 'Canapé');
      if (!sofa) continue;
      expectNoDoorBehind(room, sofa);
      expectSofaAgainstBackWall(room);
      // Cut by the picture's side, most of it still in the picture.
      const corners = footprintCorners(sofa).map((c) => projectToImage(room.camera, [c.x, 0, c.z]));
      const inside = corners.filter((px) => px && px[0] >= 0 && px[0] <= room.camera.imageWidth);
      expect(inside.length).toBeGreaterThanOrEqual(2);
      expect(inside.length).toBeLessThan(4);
    }
  }, 60_000);

  it('gives the armchair room to sit in: its knees clear of the coffee table, its side clear of the sofa, or leaves it out', async () => {
    // Random rooms seen with the sofa against the back wall, the table centred before it, a wall or
    // the frame near the sofa's end: the armchair stood wedged in the corner between the sofa's
    // arm and the table's end, 12 to 13 cm from both, one more seat of the sofa.
    const seats: Record<string, 'kept' | 'left out'> = {
      '555-8': 'kept', // the table slid 0.3 m along the sofa's front to make it room
      '47-3': 'kept', // the table slid 0.2 m
      '555-11': 'kept',
      '4242-3': 'kept',
      // The left wall 0.4 m past the sofa's end: the armchair stands against it, on the floor at
      // its foot the photo shows short of it, facing the table's end.
      '7-6': 'kept',
      '91-7': 'left out', // portrait, the picture's sides close on the sofa's ends
    };
    for (const [name, expected] of Object.entries(seats)) {
      const [seed, nth] = name.split('-').map(Number) as [number, number];
      const { room } = await analyseRandomRoom(seed, nth);
      const { placements, unplaced } = layOutScene(room, demoPieces());
      const sofa = placements.find((p) => role(p) === 'Canapé');
      const table = placements.find((p) => role(p) === 'Table basse');
      const armchair = placements.find((p) => role(p) === 'Fauteuil');
      if (!sofa || !table) throw new Error(`${name}: the sofa and the table are placed`);
      // The table still stands before the sofa, within its length.
      const { across, forward } = localOf(sofa, table);
      expect(Math.abs(across) + table.widthM / 2, name).toBeLessThanOrEqual(sofa.widthM / 2 + 1e-9);
      expect(forward, name).toBeGreaterThan(0);
      if (expected === 'left out') {
        expect(armchair, name).toBeUndefined();
        expect(unplaced.find((u) => role(u) === 'Fauteuil')?.cause, name).toBe('crowded');
        continue;
      }
      if (!armchair) throw new Error(`${name}: the armchair is placed`);
      expect(footprintsOverlap(armchair, table, 0.2), `${name}: 0.2 m from the table`).toBe(false);
      expect(footprintsOverlap(armchair, sofa, 0.25), `${name}: 0.25 m from the sofa`).toBe(false);
      // Turned to the group, not facing the camera beside the sofa as a fourth seat of it.
      expect(Math.abs(Math.sin(armchair.rotation - sofa.rotation)), name).toBeGreaterThan(0.9);
    }
  }, 60_000);

  it('stands the sofa against a side wall running on past the picture’s frame, where no wall holds it wholly in the picture', async () => {
    // Random rooms 4242-2 (landscape), 23-4 and 2026-9 (portrait), seen across a corner: the side
    // wall leaves the picture before the 2.2 m sofa's length, a door in the back wall. No sofa was
    // placed, the visitor's main piece: a TV unit, an armchair or a lamp on a rug instead.
    for (const [seed, nth] of [
      [4242, 2],
      [23, 4],
      [2026, 9],
    ] as const) {
      const { room } = await analyseRandomRoom(seed, nth);
      const { placements } = layOutScene(room, demoPieces());
      const sofa = placements.find((p) => role(p) === 'Canapé');
      expect(sofa, `${seed}-${nth}`).toBeDefined();
      if (!sofa) continue;
      expect(placements.map(role)).toContain('Table basse');
      // Its back to a side wall, square to it, within 0.3 m.
      const side = Math.sin(sofa.rotation) > 0 ? 'left' : 'right';
      const wall = room.walls.find((w) => w.side === side);
      expect(wall, `${seed}-${nth}: the ${side} wall`).toBeDefined();
      expect(Math.abs(Math.cos(sofa.rotation))).toBeLessThan(0.1);
      const backX = sofa.x - (Math.sin(sofa.rotation) * sofa.depthM) / 2;
      expect((wall?.distanceM ?? Number.POSITIVE_INFINITY) - Math.abs(backX)).toBeLessThan(0.3);
      expectNoDoorBehind(room, sofa);
      // Cut by the picture's side or foot, most of it still in the picture.
      const { imageWidth, imageHeight } = room.camera;
      const corners = footprintCorners(sofa).map((c) => projectToImage(room.camera, [c.x, 0, c.z]));
      const inside = corners.filter((px) => px && px[0] >= 0 && px[0] <= imageWidth && px[1] <= imageHeight);
      expect(inside.length).toBeGreaterThanOrEqual(2);
      expect(inside.length).toBeLessThan(4);
      // Within the picture, it stands on free floor, clear of the other pieces.
      const floor = placements.filter((p) => p.mount === 'floor' && p !== sofa);
      for (const p of floor) expect(footprintsOverlap(sofa, p)).toBe(false);
      for (const s of footprintSamples(sofa, 0.05)) {
        const kind = floorKindAt(room.floor, s.x, s.z);
        const px = projectToImage(room.camera, [s.x, 0, s.z]);
        // Unread only in a floor cell the frame cuts: near the camera, 60 to 80 px across. Pushed
        // back against its wall, it stands on the wall's foot ('w').
        const nearFrame = !px || px[0] < 100 || px[0] > imageWidth - 100 || px[1] > imageHeight - 100;
        expect(kind === 'f' || kind === 'w' || (kind === '.' && nearFrame)).toBe(true);
      }
    }
  }, 60_000);

  it('tucks no armchair behind the sofa’s arm, turned to look at its side', async () => {
    // `npm run lit-rooms -- <folder> --random 7 12`, its tenth room: with the sofa kept off the
    // door, the armchair found a place beside its far arm but 0.9 m back, turned a quarter to face
    // the sofa's side, its seat hidden behind the sofa.
    const { view, room: drawn } = nthRandomRoom(7, 10);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const { placements, unplaced } = layOutScene(room, demoPieces());
    const sofa = placements.find((p) => role(p) === 'Canapé');
    expect(sofa).toBeDefined();
    // Placed elsewhere, or left out with its reason, by name: not tucked away out of sight.
    const chairs = placements.filter((p) => role(p) === 'Fauteuil');
    const left = unplaced.find((u) => role(u) === 'Fauteuil');
    expect(chairs.length > 0 || !!left?.reason.includes('« Fauteuil »')).toBe(true);
    for (const chair of chairs) {
      if (!sofa) break;
      const { across, forward } = inFrameOf(sofa, chair);
      const turn = Math.abs(
        Math.atan2(Math.sin(chair.rotation - sofa.rotation), Math.cos(chair.rotation - sofa.rotation)),
      );
      const tucked =
        forward < -sofa.depthM / 2 && Math.abs(across) < sofa.widthM / 2 + 0.5 + chair.depthM / 2;
      expect(tucked && turn > Math.PI / 4).toBe(false);
    }
  }, 30_000);

  it('sets no armchair wholly behind the sofa’s back beside its end, a second row (random 555-2)', async () => {
    // `npm run lit-rooms -- <folder> --random 555 8`, its second room: the sofa facing the TV unit
    // across the room, the armchair stood beyond its far end 1 m behind its middle, its front
    // 0.1 m behind the sofa's back, turned as the sofa is: a row of seats behind it.
    const { room } = await analyseStored(await nthRandomRoomPhoto(555, 2));
    const scene = { ...room, ...layOutScene(room, demoPieces()) };
    const [sofa, chair] = ['Canapé', 'Fauteuil'].map((r) => scene.placements.find((p) => role(p) === r));
    if (!sofa || !chair) throw new Error('sofa or armchair left out');
    const { forward } = inFrameOf(sofa, chair);
    expect(forward + chair.depthM / 2).toBeGreaterThan(-sofa.depthM / 2);
    expectLayoutKeepsTheRoom(scene);
  }, 30_000);

  it.each([
    [7, 4],
    [91, 16],
    [2026, 13],
    [2026, 27],
  ] as const)(
    'sets the armchair at the back of the group, on the floor at the wall’s foot the photo shows short of it, where no other place is (random %i-%i)',
    async (seed, nth) => {
      // Between the sofa and the TV unit, by the back wall, is where a person puts the armchair;
      // the floor read stops 0.1–0.2 m short of the wall's foot there, and the armchair was left
      // out (« sa place prise par les autres », « devant une porte »).
      const { room } = await analyseStored(await nthRandomRoomPhoto(seed, nth));
      const scene = { ...room, ...layOutScene(room, demoPieces()) };
      const [chair, table] = ['Fauteuil', 'Table basse'].map((r) =>
        scene.placements.find((p) => role(p) === r),
      );
      if (!chair || !table) throw new Error('armchair or table left out');
      const kinds = footprintSamples(chair, 0.05).map((s) => floorKindAt(room.floor, s.x, s.z));
      expect(kinds).toContain('w');
      // Beyond the table, turned to it.
      expect(Math.hypot(chair.x, chair.z)).toBeGreaterThan(Math.hypot(table.x, table.z));
      expect(inFrameOf(chair, table).forward).toBeGreaterThan(0);
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it.each([
    ['random 91-19', () => nthRandomRoomPhoto(91, 19)],
    ['random 2026-10', () => nthRandomRoomPhoto(2026, 10)],
    ['beige-tiles-green-wall', () => litRoomPhoto('beige-tiles-green-wall')],
  ] as const)(
    'moves the armchair gathered round the coffee table with the sofa pushed back against its wall, level with the table as placed (%s)',
    async (_, photo) => {
      // Placed beside the table's end, the armchair was left 0.06–0.26 m before it when the sofa,
      // the table and the rug were pushed back against the wall.
      const { room } = await analyseStored(await photo());
      const scene = { ...room, ...layOutScene(room, demoPieces()) };
      const [sofa, chair, table] = ['Canapé', 'Fauteuil', 'Table basse'].map((r) =>
        scene.placements.find((p) => role(p) === r),
      );
      if (!sofa || !chair || !table) throw new Error('sofa, armchair or table left out');
      expect(backToWallGap(room, sofa)).toBeLessThan(0.1);
      expect(Math.abs(inFrameOf(sofa, chair).forward - inFrameOf(sofa, table).forward)).toBeLessThan(0.05);
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it.each(['planks-landscape', 'blue-wall-planks', 'dark-tiles-yellow', 'wide-view'])(
    'hangs the curtains at the window the photo shows, on its wall, over its middle, down to the floor (%s)',
    async (name) => {
      // They hung on the back wall's plane past the side wall the window is in, in mid-air 1.6 m
      // outside the room, or were left out.
      const { room } = await analyseStored(await litRoomPhoto(name));
      const [, view, drawn] = LIT_ROOMS.find(([n]) => n === name) ?? [];
      if (!view || !drawn) throw new Error(`no lit room ${name}`);
      const pieces = piecesOf(['Canapé', 'Table basse', 'Tapis', 'Rideaux']);
      const scene = { ...room, ...layOutScene(room, pieces) };
      const curtains = scene.placements.find((p) => p.key === 'product:4');
      expect(curtains?.wall).toBe(drawn.window ?? 'left');
      expect(curtains?.elevationM).toBeCloseTo(0.02, 5);
      // The photo's scale is the analysis' camera height over the drawing's.
      const middle = ((windowMiddle(drawn)[2] as number) * room.camera.heightM) / view.heightM;
      expect(Math.abs((curtains?.z ?? 0) - middle)).toBeLessThan(0.5);
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it.each(['dark-tiles-yellow', 'planks-portrait', 'cement-landscape'])(
    'hangs the curtains at the window rather than stand the floor lamp where they hang (%s)',
    async (name) => {
      // The lamp, placed first, stood in the corner at the window's foot, and the curtains were
      // left out: a bare window and a lamp, where the room has but one place for curtains.
      const { room } = await analyseStored(await litRoomPhoto(name));
      const categories = ['Canapé', 'Fauteuil', 'Table basse', 'Tapis', 'Rideaux', 'Luminaires'];
      const scene = { ...room, ...layOutScene(room, piecesOf(categories)) };
      const placed = (category: string) =>
        scene.placements.find((p) => p.key === `product:${categories.indexOf(category) + 1}`);
      expect(placed('Rideaux')?.wall).toBe(room.windows?.[0]?.side);
      for (const category of categories.slice(0, 4)) expect(placed(category)).toBeDefined();
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it.each([
    ['random 7-10', 7, 10],
    ['random 91-4', 91, 4],
    ['random 555-6', 555, 6],
  ] as const)(
    'stands the sofa with its back to the window before the curtains, not in their folds (%s)',
    async (_, seed, nth) => {
      // Pushed back against its wall once the layout was made, the sofa went into the curtains
      // hung at the window behind it.
      const { room } = await analyseStored(await nthRandomRoomPhoto(seed, nth));
      const pieces = piecesOf(['Canapé', 'Table basse', 'Tapis', 'Rideaux']);
      const { placements } = layOutScene(room, pieces);
      const [sofa, curtains] = ['product:1', 'product:4'].map((key) => placements.find((p) => p.key === key));
      if (!sofa || !curtains) throw new Error('sofa or curtains left out');
      expect(curtains.wall).toBe(room.windows?.[0]?.side);
      expect(footprintsOverlap(sofa, curtains, 0.05)).toBe(false);
      // Before them, as near as that allows: 0.12 m.
      expect(footprintsOverlap(sofa, curtains, 0.2)).toBe(true);
    },
    30_000,
  );

  it('stands the sofa facing the screen back toward its wall, not at the nearest it may: the armchair finds room', async () => {
    // Random room 7-5: the TV unit against the left wall, the sofa facing it across the room. Drawn
    // to the nearest it may stand (1.5 m front to front), it stood 1.3 m off the right wall, mid-room,
    // and the armchair was left out.
    const { room } = await analyseStored(await nthRandomRoomPhoto(7, 5));
    const { placements, unplaced } = layOutScene(room, demoPieces());
    const at = (category: string) => placements.find((p) => role(p) === category);
    const [sofa, tv] = [at('Canapé'), at('Meuble TV')];
    if (!sofa || !tv) throw new Error(`sofa or TV unit left out: ${JSON.stringify(unplaced)}`);
    // Face to face across the room: the sofa's front 2 to 3 m from the screen's.
    expect(Math.cos(sofa.rotation - tv.rotation)).toBeLessThan(-0.99);
    const apart = Math.abs(sofa.x - tv.x) - sofa.depthM / 2 - tv.depthM / 2;
    expect(apart).toBeGreaterThan(2);
    expect(apart).toBeLessThan(3);
    expect(at('Fauteuil')).toBeDefined();
    expect(unplaced).toEqual([]);
  }, 30_000);

  it('reads the floor on to the back wall past a line a pixel wide running up to it: the sofa stands against the wall, not 1.4 m off it', async () => {
    // `npm run lit-rooms`' dark-tiles-yellow: the sun's patch on dark tiles, its left edge a line
    // a pixel wide at the analysis' size running up to the wall's foot. The floor above its end
    // was read as ending there, its columns' strip to the wall lost, and the sofa stood 1.4 m out.
    const { room } = await analyseStored(await litRoomPhoto('dark-tiles-yellow'));
    // Laid out without the lamp: with it, the layout also turns on where the lamp finds a place;
    // the floor read is what this tells.
    expectSofaAgainstBackWall(
      room,
      demoPieces().filter((p) => p.role !== 'floor-lamp'),
    );
  }, 30_000);

  it('lays the rug with a border of it all round the coffee table, a smaller rug rather than the table at its edge', async () => {
    // `npm run lit-rooms`' narrow-portrait: the sofa along the right wall, the table before it near
    // the left wall. The full rug found floor only pushed toward the sofa, the table 20 cm from its edge.
    const { room } = await analyseStored(await litRoomPhoto('narrow-portrait'));
    const { placements } = layOutScene(room, demoPieces());
    const table = placements.find((p) => role(p) === 'Table basse');
    const rug = placements.find((p) => role(p) === 'Tapis');
    if (!table || !rug) throw new Error(`table or rug not placed: ${JSON.stringify(placements)}`);
    expectTableBorderedOnRug(table, rug);
  }, 30_000);

  it('lays the rug centred under the coffee table, along the sofa, where it runs on past the picture’s side', async () => {
    // Random room 4242-11 (portrait): the floor cells the picture's left side cuts, 60 px across
    // near the camera, reached past the 3 % band a rug may run on over. The rug, shrunk to 1.4 by
    // 2 m, lay 0.58 m right of and behind the table, the sofa's left end off it.
    const { sofa, table, rug } = await sofaTableAndRug(4242, 11);
    expect(Math.hypot(rug.x - table.x, rug.z - table.z)).toBeLessThan(0.1);
    // Its long side along the sofa, the sofa's front on it from arm to arm.
    expectLongSideAlong(rug, sofa);
    const front = footprintCorners(sofa).filter((c) => localOf(sofa, c).forward > 0);
    expect(front).toHaveLength(2);
    for (const corner of front) {
      const { across, forward } = localOf(rug, corner);
      expect(Math.abs(across)).toBeLessThanOrEqual(rug.widthM / 2);
      expect(Math.abs(forward)).toBeLessThanOrEqual(rug.depthM / 2);
    }
  }, 30_000);

  it.each([
    [7, 1],
    [123, 5],
    [91, 7],
  ])(
    'lays a smaller rug centred under the coffee table rather than the largest one pushed off it, past the sofa’s end (random %i-%i)',
    async (seed, nth) => {
      // Random rooms 7-1 and 123-5 (the sofa along a side wall) and 91-7 (against the back wall):
      // the full 2 × 2.9 m rug, pushed 0.5 to 0.6 m along the sofa by a wall, ran on 0.8 m past
      // the sofa's near end to the picture's foot (7-1, 123-5), the table at its far third.
      const { sofa, table, rug } = await sofaTableAndRug(seed, nth);
      expect(Math.hypot(rug.x - table.x, rug.z - table.z)).toBeLessThanOrEqual(0.25);
      // Its long side along the sofa, 25 cm of it all round the table, and no farther than 0.5 m
      // past either of the sofa's ends.
      expectLongSideAlong(rug, sofa);
      expectTableBorderedOnRug(table, rug);
      for (const corner of footprintCorners(rug)) {
        expect(Math.abs(localOf(sofa, corner).across) - sofa.widthM / 2).toBeLessThanOrEqual(0.5);
      }
    },
    30_000,
  );

  it('runs a floor of cement tiles on to the back wall where its motifs blur into the skirting: the sofa stands against the wall, not a metre off it', async () => {
    // Random room 47-8, its floor cement tiles, read from their averaged colour (no plain floor
    // found): the last 0.4 m before the back wall, where the motifs shrink to a blur, was not
    // read, and the strip before it was taken for floor under furniture. The sofa stood 1 m off the wall.
    const { room, evidence } = await analyseStored((await cementRoomPhoto(47, 8)).photo);
    expect(evidence.floorShades).not.toBe(evidence.floorRaster.lab);
    expectSofaAgainstBackWall(room);
  }, 30_000);

  it('reads a floor of cement tiles whole where its near motifs cut the plain reading in pieces: the pieces stand on it', async () => {
    // Random room 47-6: read on its own colours, the floor was a corner of the picture's foot
    // (9 % of the picture), the rest cut off by the motifs' edges, and no piece was placed. Read
    // again on its averaged colour and taken with that corner, it is the whole floor.
    const { room, evidence } = await analyseStored((await cementRoomPhoto(47, 6)).photo);
    const { width: w, height: h, floor, share } = evidence.floorRegion;
    expect(share).toBeGreaterThan(0.35);
    expect(floor.subarray((h - 1) * w).every((f) => f === 1)).toBe(true);
    expect(evidence.floorShades).not.toBe(evidence.floorRaster.lab);
    const scene = { ...room, ...layOutScene(room, demoPieces()) };
    expect(scene.placements.some((p) => role(p) === 'Canapé')).toBe(true);
    expectLayoutKeepsTheRoom(scene);
  }, 30_000);

  it('reads the back wall of a cement room at its foot, past where the far motifs blur: a sofa stands against it, not out in the room', async () => {
    // Cement rooms 77-3 and 77-8: the far tiles blur to a grain not read as floor, and the back
    // wall was read where the floor read ended, 0.3 and 0.7 m short of its foot; the sofa set
    // against it stood that far out in the room. The skirting's top shows past the blur.
    for (const [seed, nth] of [
      [77, 3],
      [77, 8],
    ] as const) {
      const { view, photo } = await cementRoomPhoto(seed, nth);
      const { room, unreadable } = await analyseStored(photo);
      expect(unreadable).toBeNull();
      const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
      // Where the wall's foot read is drawn, in the middle of the room, lies the drawn room's foot.
      const drawn = viewCamera(view);
      const k = drawn.imageWidth / room.camera.imageWidth;
      const [u, v] = projectToImage(room.camera, [0, 0, -back]) ?? [0, 0];
      const foot = floorPointAt(drawn, u * k, v * k);
      if (!foot) throw new Error('the wall’s foot read is above the horizon');
      expect(Math.abs(-foot.z - (nthRandomRoom(seed, nth).room.depthM ?? 0))).toBeLessThan(0.2);
      // The floor is read up to it: a sofa alone stands with its back to it, facing the camera.
      const { placements } = layOutScene(
        room,
        demoPieces().filter((p) => role(p) === 'Canapé'),
      );
      const sofa = placements[0];
      if (!sofa) throw new Error('the sofa has no place in the room');
      expect(Math.abs(sofa.rotation)).toBeLessThan(0.3);
      expect(back - (-sofa.z + sofa.depthM / 2)).toBeLessThan(0.35);
    }
  }, 30_000);

  it('reads a cement floor up to its side wall’s foot, where the motifs blur into the skirting: a narrow room has room for its sofa', async () => {
    // Cement room 47-7, portrait: its floor was read 2.4 m wide between the picture's left side
    // and a strip 0.2 m wide left unread along the right wall, and the 2.2 m sofa had no place.
    const { analysis } = await analyseCementRoom(47, 7);
    const { room } = analysis;
    const right = room.walls.find((w) => w.side === 'right');
    if (!right) throw new Error('the right wall is not read');
    // Free floor 10 cm from the wall's foot, along the wall: 34 of its 49 rows (8 before).
    const grid = room.floor;
    const alongTheWall = Array.from({ length: grid.rows }, (_, row) => {
      const z = grid.originZ + (row + 0.5) * grid.cellM;
      return floorKindAt(grid, right.distanceM - 0.1, z);
    }).filter((c) => c === 'f').length;
    expect(alongTheWall).toBeGreaterThan(25);
    const scene = { ...room, ...layOutScene(room, demoPieces()) };
    expect(scene.placements.some((p) => role(p) === 'Canapé')).toBe(true);
    expectLayoutKeepsTheRoom(scene);
  }, 30_000);

  it('does not read a room’s clutter as a floor of motifs beside the plain floor found: boards beside a patterned rug keep their own reading', async () => {
    // living-room-roomgpt-original: the boards found (5 % of the picture) show no motifs of their
    // own. Read again on the averaged colour, the rug and the clothes and bags on it ran together
    // into a patterned floor of 47 %, and the new sofa would have stood on them.
    const { evidence } = await analyseRoomPhoto(
      (await prepareRoom(await readFixture('rooms/living-room-roomgpt-original.jpg'))).png,
    );
    expect(evidence.floorRegion.share).toBeLessThan(0.1);
    expect(evidence.floorShades).toBe(evidence.floorRaster.lab);
  }, 30_000);

  it('takes for floor a patch of sun the picture’s side cuts, at the back wall, a joint of the tiles running on across it', async () => {
    // `npm run lit-rooms -- <folder> --random 11 12`, its eighth room: sage tiles, the sun through a
    // window on the right burnt out on the floor by the back wall's left corner, cut by the picture.
    const { room } = await analyseRandomRoom(11, 8);
    // Not bordered by floor all round (the frame cuts it), with one joint of the floor seen running
    // on across it and the window's mullion's shadow across it: 191 cells of furniture, the sofa
    // had no place against the back wall and the armchair filled the foreground.
    expect([...room.floor.cells].filter((c) => c === 'x').length).toBeLessThan(20);
  }, 30_000);

  it('reads a side wall by its corner with the back wall, read in pieces, though its skirting has the floor’s grey', async () => {
    // `npm run lit-rooms -- <folder> --random 7 12`, its twelfth room: lilac walls, pale grey tiles,
    // a pale skirting, seen upright. No colour shows at the left wall's foot, and its corner was read
    // as three short upright edges, none long enough alone: the wall was not read, and the armchair
    // stood 2 m before the back wall in the middle of the room, the table looming before it.
    const { room } = await analyseRandomRoom(7, 12);
    const left = room.walls.find((w) => w.side === 'left');
    expect(left).toBeDefined();
    const { placements } = layOutScene(room, demoPieces());
    const sofa = placements.find((p) => role(p) === 'Canapé');
    expect(sofa).toBeDefined();
    // Along that wall, its back to it.
    expect(Math.abs(Math.abs(sofa?.rotation ?? 0) - Math.PI / 2)).toBeLessThan(0.1);
    expect(Math.abs((sofa?.x ?? 0) - (sofa?.depthM ?? 0) / 2 + (left?.distanceM ?? 0))).toBeLessThan(0.35);
  }, 30_000);

  it('seats someone rather than stand a TV unit facing nobody: a lamp by the wall, the armchair before it', async () => {
    // `npm run lit-rooms -- <folder> --random 23 12`, its fourth room: a small room, beige walls,
    // a door in the back wall, the window's sun on grey tiles. The sofa has no place; the TV unit,
    // placed before the armchair, took the right wall, and the armchair tried first found no place
    // for the table and the lamp: a TV unit, a lamp and a rug with nothing on it.
    // With the sofa, the room now places it against the right wall, running on past the
    // picture's side ("stands the sofa against a side wall…"): laid out here without it.
    const { room } = await analyseRandomRoom(23, 4);
    const { placements, unplaced } = layOutScene(
      room,
      demoPieces().filter((p) => p.role !== 'sofa'),
    );
    expect(placements.map(role).sort()).toEqual(['Fauteuil', 'Luminaires', 'Table basse', 'Tapis']);
    // The armchair faces the left wall, whose part across from it is out of the picture.
    expect(unplaced.find((u) => role(u) === 'Meuble TV')?.cause).toBe('outOfPicture');
  }, 30_000);

  it('seats someone rather than stand a TV unit facing nobody, where the armchair had only a door’s passage left', async () => {
    // `npm run lit-rooms -- <folder> --random 777 12`, its second room: a small room seen close,
    // a door in the back wall's left half. The TV unit, placed first, took the back wall; the
    // armchair facing it had only the door's passage left: a TV unit facing nobody, a lamp and a rug.
    const { view, room: drawn } = nthRandomRoom(777, 2);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const { placements, unplaced } = layOutScene(room, demoPieces());
    expect(placements.map(role).sort()).toEqual(['Fauteuil', 'Luminaires', 'Tapis']);
    expect(unplaced.find((u) => role(u) === 'Meuble TV')?.cause).toBe('outOfPicture');
    const armchair = placements.find((p) => role(p) === 'Fauteuil');
    if (!armchair) throw new Error('the armchair is not placed');
    for (const door of room.doors ?? []) {
      const wall = room.walls.find((w) => w.side === door.side);
      if (wall) expect(footprintsOverlap(armchair, doorwayOf(door, wall))).toBe(false);
    }
  }, 30_000);

  it('takes no plain wall reaching the picture’s foot for a patterned floor’s lower part', async () => {
    // `npm run lit-rooms -- <folder> --random 23 12`, its sixth room: lilac tiles, a white left wall
    // running down to the picture's bottom left corner. That wall, one region from the ceiling to
    // the picture's foot, was cut at the horizon as a mosaic floor's region is, and its lower part
    // taken for floor: the back wall read 12 m away, and the sofa, table and armchair were drawn a
    // few centimetres tall, stuck on the wall.
    const { room } = await analyseRandomRoom(23, 6);
    expect(room.walls.find((w) => w.side === 'back')?.distanceM).toBeLessThan(6.5);
    expect(room.walls.some((w) => w.side === 'left')).toBe(true);
    expect([...room.floor.cells].filter((c) => c === 'x').length).toBeLessThan(20);
  }, 30_000);

  it('takes no strip of sun between two joints of dark grey tiles for the face of a raised piece', async () => {
    // `npm run lit-rooms -- <folder> --random 11 12`, its fifth room: dark grey tiles, the sun
    // through a window on the right, a phone's JPEG.
    const analysis = await analyseRandomRoom(11, 5);
    // Two joints along the room's depth, the strip between them in the sun (ΔL +24, the tiles'
    // hue), read as a face 0.69 m high, and the floor beyond as its top: 2 % of the picture was
    // floor, and the visitor was told before paying that the floor hardly shows.
    expect(analysis.unreadable).toBeNull();
    expect(analysis.evidence.floorRegion.share).toBeGreaterThan(0.25);
    const cells = analysis.room.floor.cells.split('');
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(400);
  }, 30_000);

  it('reads a side wall seen along 3.9 m, though its floor stops in the shade a metre short of the back wall, and keeps the door the picture cuts', async () => {
    // `npm run lit-rooms`, its blue-wall-planks room: pale blue paint, planks, no sun, the phone
    // held at 1.3 m and turned 25° to the right; the back wall's door is cut by the picture's side.
    const { room } = await analyseLitRoom(
      { width: 1600, height: 1200, focalPx: 1040, heightM: 1.3, yaw: 25, pitch: -10 },
      { paint: [0.55, 0.68, 0.82], sun: false },
    );
    // The left wall stands 2.2 m from the phone, 2.37 m at the 1.4 m it is taken at. Its floor's
    // edge runs straight over 3.9 m and ends 1.04 m short of the back wall: unread, the floor along
    // it was 95 cells of furniture.
    const left = room.walls.find((w) => w.side === 'left');
    expect(Math.abs((left?.distanceM ?? 0) - 2.37)).toBeLessThan(0.2);
    expect([...room.floor.cells].filter((c) => c === 'x').length).toBeLessThan(20);
    // The door's left side stands at x = 0.9 m (0.97 m at 1.4 m), 0.24 m before the picture's edge:
    // reading the wall moved the door finder's samples by a centimetre and lost it, when they
    // started at the wall's end; and 0.2 m of a door had to be seen past the picture's inset.
    expect(room.doors).toEqual([expect.objectContaining({ side: 'back' })]);
    const [door] = room.doors as [SceneDoor];
    expect(Math.abs(door.fromM - 0.97)).toBeLessThan(0.1);
  }, 30_000);

  it('reads a pale side wall over pale tiles from its floor’s edge alone, straight from the picture’s side to the back wall', async () => {
    // `npm run lit-rooms`, its low-angle room: pale paint over beige tiles, no sun, the phone held
    // at 1.1 m, looking nearly level. The wall's foot shows no colour of its own, its corner no
    // edge; the floor's edge runs straight along it over 4.6 m, from the picture's side to the
    // back wall.
    const analysis = await analyseStored(await litRoomPhoto('low-angle'));
    // 2.2 m away, read by a camera taken to stand 1.4 m high rather than 1.1 m.
    const left = analysis.room.walls.find((w) => w.side === 'left');
    expect(Math.abs((left?.distanceM ?? 0) - (2.2 * 1.4) / 1.1)).toBeLessThan(0.25);
  }, 30_000);

  it('reads a side wall whose corner with the back wall lies in shadow, where the floor is not read', async () => {
    const { room } = await analyseLitRoom(
      { width: 1200, height: 1600, focalPx: 1120, heightM: 1.45, yaw: 27.5, pitch: -12.4 },
      { floor: 'tiles', window: 'right', widthM: 4.8, depthM: 5.8 },
    );
    // 2.4 m away, read by a camera taken to stand 1.4 m high rather than 1.45 m.
    const expected = (2.4 * 1.4) / 1.45;
    expect(Math.abs((room.walls.find((w) => w.side === 'left')?.distanceM ?? 0) - expected)).toBeLessThan(
      0.3,
    );
  }, 30_000);

  it('takes no light oak chest standing on darker boards for the floor in the sun', async () => {
    const chest = { x: [-1, 1] as [number, number], z: [-5.4, -4.5] as [number, number], heightM: 0.8 };
    const analysis = await analyseLitRoom(
      { width: 1024, height: 768, focalPx: 750, heightM: 1.45, yaw: 10, pitch: -14 },
      { sun: false, block: { ...chest, albedo: [0.8, 0.52, 0.3] } },
    );
    expect(cellsUnder(analysis.room.floor, chest).filter((c) => c === 'f')).toEqual([]);
  }, 30_000);

  it('takes a rug lying out on a wooden floor for floor a piece may stand on, and reads the room around it', async () => {
    // Its near and far edges were taken for a raised piece's foot and top, the boards' joints for
    // more: the floor was cleared and the photo refused (« Le sol se voit trop peu »).
    const analysis = await analyseLitRoom(PLANKS_VIEW, { block: RUG });
    expect(analysis.unreadable).toBeNull();
    expect(Math.abs(backWall(analysis.room) - (5.4 * 1.4) / 1.45)).toBeLessThan(0.3);
    const under = cellsUnder(analysis.room.floor, RUG);
    expect(under.length).toBeGreaterThan(250);
    // Free floor, and under the visitor's rug: a piece stands on it, no new rug is laid over it
    // (its cells are measured on the true rug, the analysis' metres 3.5 % shorter: its border is off).
    expect(under.filter((c) => c !== 'r' && c !== 'f')).toEqual([]);
    expect(under.filter((c) => c === 'r').length).toBeGreaterThan(0.9 * under.length);
    const { placements, unplaced } = layOutScene(analysis.room, demoPieces());
    expect(placements.map(role)).toContain('Canapé');
    // The table stands on the visitor's rug, and no rug of the selection is laid partly over it.
    expect(unplaced.find((u) => role(u) === 'Tapis')?.cause).toBe('rugThere');
  }, 30_000);

  it('takes a rug for floor in a wide view of a larger room, where it had been read as furniture', async () => {
    const analysis = await analyseLitRoom(WIDE_VIEW, { widthM: 5, depthM: 6, window: 'right', block: RUG });
    // Read so, 252 of its 304 cells were taken.
    const under = cellsUnder(analysis.room.floor, RUG);
    expect(under.filter((c) => c !== 'r' && c !== 'f')).toEqual([]);
    expect(under.filter((c) => c === 'r').length).toBeGreaterThan(0.9 * under.length);
  }, 30_000);

  it('reads the room past a rug lying at the picture’s foot, where the rug was taken for the floor and its far edge for the back wall', async () => {
    // A navy rug from 0.8 to 2.4 m before the camera, cut by the frame: it showed most of the
    // picture's foot. The back wall was read 2.25 m away, and only the lamp was placed.
    const navy = {
      ...RUG,
      x: [-1, 1] as [number, number],
      z: [-2.4, -0.8] as [number, number],
      albedo: [0.04, 0.06, 0.2] as Vec3,
    };
    const planks = await analyseLitRoom(PLANKS_VIEW, { block: navy });
    expect(planks.unreadable).toBeNull();
    expect(Math.abs(backWall(planks.room) - (5.4 * 1.4) / 1.45)).toBeLessThan(0.3);
    const seen = cellsUnder(planks.room.floor, navy).filter((c) => c !== '.');
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((c) => c !== 'r' && c !== 'f')).toEqual([]);
    expect(seen.filter((c) => c === 'r').length).toBeGreaterThan(0.8 * seen.length);
    const { placements } = layOutScene(planks.room, demoPieces());
    expect(placements.map(role)).toEqual(expect.arrayContaining(['Canapé', 'Table basse', 'Tapis']));
    // The selection's rug lies under the group, clear of the visitor's (in the analysis' metres:
    // the camera taken to stand 1.4 m high).
    const scale = 1.4 / 1.45;
    const rug = placements.find((p) => role(p) === 'Tapis') as ScenePlacement;
    const visitors = {
      x: (navy.x[0] + navy.x[1]) * (scale / 2),
      z: (navy.z[0] + navy.z[1]) * (scale / 2),
      rotation: 0,
      widthM: (navy.x[1] - navy.x[0]) * scale,
      depthM: (navy.z[1] - navy.z[0]) * scale,
    };
    expect(footprintsOverlap(rug, visitors)).toBe(false);
    // A cream rug, brighter than the boards and of their hue, as a patch of sun is: 2.79 m.
    const cream = {
      ...navy,
      x: [-1.5, 1.5] as [number, number],
      z: [-3, -0.5] as [number, number],
      albedo: [0.75, 0.72, 0.65] as Vec3,
    };
    const creamy = await analyseLitRoom(PLANKS_VIEW, { block: cream });
    expect(Math.abs(backWall(creamy.room) - (5.4 * 1.4) / 1.45)).toBeLessThan(0.3);
  }, 30_000);

  it('takes no ottoman of the rug’s red, nor a grey chest, standing where it lay for floor: their sides stand upright', async () => {
    const ottoman = {
      ...RUG,
      x: [-0.6, 0.6] as [number, number],
      z: [-3.6, -2.6] as [number, number],
      heightM: 0.4,
    };
    const wide = await analyseLitRoom(WIDE_VIEW, { widthM: 5, depthM: 6, window: 'right', block: ottoman });
    expect(cellsUnder(wide.room.floor, ottoman).filter((c) => c === 'f')).toEqual([]);
    const chest = { ...ottoman, heightM: 0.45, albedo: [0.1, 0.12, 0.15] as Vec3 };
    const planks = await analyseLitRoom(PLANKS_VIEW, { block: chest });
    expect(cellsUnder(planks.room.floor, chest).filter((c) => c === 'f')).toEqual([]);
  }, 30_000);

  it('takes no chest of the boards’ own wood for floor, where nothing but its upright corners tells it from them: no piece stands on it', async () => {
    const chest = {
      x: [-0.6, 0.6] as [number, number],
      z: [-3.6, -2.6] as [number, number],
      heightM: 0.45,
      albedo: [0.3, 0.18, 0.09] as Vec3,
    };
    const analysis = await analyseLitRoom(PLANKS_VIEW, { block: chest });
    // Read as the boards, its 120 cells were free, and the sofa stood across it.
    expect(cellsUnder(analysis.room.floor, chest).filter((c) => c === 'f').length).toBeLessThan(5);
    const box = {
      key: 'chest',
      mount: 'floor' as const,
      elevationM: 0,
      rotation: 0,
      x: 0,
      z: -3.1,
      widthM: 1.2,
      depthM: 1,
      heightM: 0.45,
    };
    const floor = layOutScene(analysis.room, demoPieces()).placements.filter((p) => p.mount === 'floor');
    expect(floor.length).toBeGreaterThan(2);
    for (const p of floor) expect(footprintsOverlap(p, box)).toBe(false);
  }, 30_000);

  it('living-room-2.jpg: reads the fireplace’s opening, and keeps the floor before it clear as before a door', async () => {
    const { room } = await analyseStored(await readFixture('rooms/living-room-2.jpg'));
    // The firebox, 0.8 m wide and 0.7 m high, a little left of the middle of the back wall.
    const hearth = room.doors?.find((d) => d.heightM < 1.2);
    expect(hearth).toBeDefined();
    const { fromM, toM, heightM } = hearth as SceneDoor;
    expect(toM - fromM).toBeGreaterThan(0.6);
    expect(toM - fromM).toBeLessThan(1.1);
    expect(heightM).toBeGreaterThan(0.55);
    const back = room.walls.find((w) => w.side === 'back') as SceneWall;
    const { placements } = layOutScene(room, demoPieces());
    expect(placements.map(role)).toContain('Fauteuil');
    // Before, the armchair stood before it, facing the camera, and hid half its opening.
    for (const p of placements.filter((q) => q.mount === 'floor'))
      expect(footprintsOverlap(p, doorwayOf(hearth as SceneDoor, back))).toBe(false);
  }, 30_000);

  it('living-room-2.jpg: lays no rug all behind a seat standing before it, where the result page would mark a rug nobody sees', async () => {
    const analysis = await analyseStored(await readFixture('rooms/living-room-2.jpg'));
    // Its fireplace left unread, as before it was: the armchair then stood before it, facing the
    // camera, and the rug lay behind the armchair.
    const { placements } = layOutScene({ ...analysis.room, doors: [] }, demoPieces());
    const { camera } = analysis.room;
    const rugs = placements.filter((p) => p.mount === 'rug');
    expect(rugs.length).toBeGreaterThan(0);
    for (const rug of rugs) {
      const behind = boxCorners(rug).map((c) => projectToImage(camera, c) as [number, number]);
      // Before, the armchair hid all of it.
      for (const p of placements.filter(
        (q) => q.mount === 'floor' && Math.hypot(q.x, q.z) < Math.hypot(rug.x, rug.z),
      ))
        expect(boxShareHidden(camera, p, behind)).toBeLessThan(0.7);
    }
  }, 30_000);

  it('takes a patch of sun burnt out to white on white tiles for floor: the joints run on across it', async () => {
    const analysis = await analyseLitRoom(
      { width: 1200, height: 1600, focalPx: 1200, heightM: 1.45, yaw: 20, pitch: -15 },
      { floor: 'tiles', window: 'right' },
    );
    // Read as a piece of furniture, the patch had taken 171 cells.
    expect(analysis.room.floor.cells.split('').filter((c) => c === 'x').length).toBeLessThan(10);
  }, 30_000);

  it.each([
    [
      'dark tiles far brighter in the sun',
      { width: 1200, height: 1600, focalPx: 1280, heightM: 1.5, yaw: -15, pitch: -20 },
      { window: 'right', tile: [0.25, 0.25, 0.26], paint: [0.85, 0.78, 0.5] },
      // Read as furniture, the patch took 229 cells and left 716 free; then 66 and 879 (a
      // triangle at its end, with no joint seen, still cut off); now 0 and 945.
      { taken: 10, free: 900 },
    ],
    [
      'cream tiles burnt out to white, their tint gone',
      { width: 1600, height: 1200, focalPx: 1200, heightM: 1.4, yaw: -10, pitch: -15 },
      { tile: [0.78, 0.72, 0.6], paint: [0.82, 0.76, 0.62] },
      // Before: 64 cells taken, 766 free; now 19 and 1123.
      { taken: 40, free: 1000 },
    ],
  ] as const)(
    'takes a patch of sun on %s for floor: the joints run on across it',
    async (_, view, room, most) => {
      const analysis = await analyseLitRoom(view, {
        floor: 'tiles',
        ...room,
        tile: [...room.tile],
        paint: [...room.paint],
      });
      const cells = analysis.room.floor.cells.split('');
      expect(cells.filter((c) => c === 'x').length).toBeLessThan(most.taken);
      expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(most.free);
    },
    30_000,
  );

  it.each([
    // Before, the largest patch taken in each: 38, 42, 108 and 101 cells; in 2026-20 no sofa was placed.
    ['burnt out to white, cut by the picture’s side where it reaches the back wall’s foot', 2026, 20],
    [
      'burnt out to white, cut by the picture’s side, a joint running toward the camera upright across it',
      7,
      19,
    ],
    ['reaching the back wall, where the skirting parts the wall’s lowest rows from the wall', 7, 13],
    ['whose soft edge is a band of the floor’s own shade, cut along the sun’s slant', 91, 30],
  ] as const)(
    'reads no furniture in an empty room with a patch of sun %s (random %i-%i)',
    async (_, seed, nth) => {
      const { view, room: drawn } = nthRandomRoom(seed, nth);
      expect(drawn.block).toBeUndefined();
      expect(drawn.sun).toBe(true);
      const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
      // The room is empty: every cell taken is a false one. A patch of them the size of a chair's
      // footprint (a quarter of a square metre) reads as a piece of the visitor's.
      expect(Math.max(0, ...furnitureGroups(room.floor).map((group) => group.length))).toBeLessThan(25);
      expect(layOutScene(room, demoPieces()).placements.map(role)).toContain('Canapé');
    },
    30_000,
  );

  it('reads the back wall of cream paint over cream tiles where the floor meets it, not where the floor ran on up it', async () => {
    // `npm run lit-rooms`' cream-on-cream, as an upload stores it: the wall's foot, pale over pale,
    // merged with the floor over a fifth of the columns, ragged, up toward the horizon.
    const { room } = await analyseStored(await litRoomPhoto('cream-on-cream'));
    // The wall stands 5.4 m off; the 80th of the floor's far edges put it 10.55 m off.
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(Math.abs(back - 5.4)).toBeLessThan(0.5);
  }, 30_000);

  it('reads the back wall where the room’s lines put its foot, not where a pale skirting in the sun carried the floor on up it', async () => {
    // `npm run lit-rooms`' beige-tiles-green-wall: the wall 5.4 m off a camera 1.45 m high, read
    // at the analysis' 1.4 m: 5.21 m. Its pale skirting joined the floor through the patch of sun,
    // and the floor's far edge put the wall at 6.00 m, the strip before it taken for furniture.
    const { room } = await analyseStored(await litRoomPhoto('beige-tiles-green-wall'));
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(Math.abs(back - (5.4 * 1.4) / 1.45)).toBeLessThan(0.25);
  }, 30_000);

  it('keeps a sofa moved off a door near a wall, not out in the middle of the room with the table at the lens', async () => {
    // `npm run lit-rooms -- <folder> --random 13 12`, its tenth room: a door in the back wall, the
    // right wall's floor read short. Kept off the door, the sofa went 2.9 m out before the back
    // wall, the coffee table 1.8 m from the camera; the sofa before the door stays nearer the wall.
    const { view, room: drawn } = nthRandomRoom(13, 10);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const { placements } = layOutScene(room, demoPieces());
    const sofa = placements.find((p) => role(p) === 'Canapé');
    const table = placements.find((p) => role(p) === 'Table basse');
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    if (!sofa || !table) throw new Error(`sofa or table not placed: ${JSON.stringify(placements)}`);
    expect(back + sofa.z - sofa.depthM / 2).toBeLessThan(2);
    expect(-table.z).toBeGreaterThan(2.5);
  }, 30_000);

  it('takes a patch of sun at the back wall for floor, though the foot of a side wall of the floor’s hue touches it', async () => {
    // `npm run lit-rooms -- <folder> --random 555 12`, its sixth room (portrait): lilac walls over
    // lilac tiles, the sun burnt out to white on the floor before the back wall. The right wall's
    // foot, paler than the tiles and of their hue, joined the patch to the wall above, and the
    // patch was read as furniture: 189 cells taken, the sofa set in the foreground.
    const { view, room: drawn } = nthRandomRoom(555, 6);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const cells = room.floor.cells.split('');
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(10);
    for (const [x, z] of [
      [0, -4],
      [0.3, -4.3],
      [0.5, -4.5],
    ] as const) {
      expect(floorKindAt(room.floor, x, z)).toBe('f');
    }
    // The sofa stands wholly in the picture, out of the foreground.
    const sofa = layOutScene(room, demoPieces()).placements.find((p) => role(p) === 'Canapé');
    expect(sofa).toBeDefined();
    const corners = footprintCorners(sofa as ScenePlacement).map((c) =>
      projectToImage(room.camera, [c.x, 0, c.z]),
    );
    for (const px of corners) {
      expect(px?.[0]).toBeGreaterThanOrEqual(0);
      expect(px?.[0]).toBeLessThanOrEqual(room.camera.imageWidth);
      expect(px?.[1]).toBeLessThanOrEqual(room.camera.imageHeight);
    }
  }, 60_000);

  it('takes the soft edge of a patch of sun for floor where it runs up to the back wall’s skirting', async () => {
    // `npm run lit-rooms -- <folder> --random 13 12`, its seventh room (portrait): the sun's edge,
    // two pixels wide, runs from the picture's foot to the back wall's skirting. Touching the
    // skirting, it was kept out of the floor: two columns of cells taken across the room, from
    // the back wall to 2 m from the camera.
    const seventh = nthRandomRoom(13, 7);
    const { room } = await analyseStored(await randomRoomPhoto(seventh.view, seventh.room));
    for (let z = -3.05; z <= -2.05; z += 0.1)
      for (let x = -0.35; x <= 1.75; x += 0.1) {
        expect(floorKindAt(room.floor, x, z), `${x.toFixed(2)}, ${z.toFixed(2)}`).toBe('f');
      }
    // Random 7-11 (landscape): its sun's edge cut the floor short of the back wall; the sofa
    // stood 1.8 m out in the room. It now stands against the wall, laid out with no TV unit (with
    // one, the sofa stands out in the room facing it on the right wall, not square to it).
    const eleventh = nthRandomRoom(7, 11);
    const wide = (await analyseStored(await randomRoomPhoto(eleventh.view, eleventh.room))).room;
    const sofa = layOutScene(
      wide,
      demoPieces().filter((p) => p.role !== 'tv-unit'),
    ).placements.find((p) => role(p) === 'Canapé');
    if (!sofa) throw new Error('no sofa placed');
    const back = wide.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(back + sofa.z - sofa.depthM / 2).toBeLessThan(0.3);
  }, 60_000);

  it('moves an armchair off a door’s picture when moving it leaves less than a tenth of the door hidden', async () => {
    // `npm run lit-rooms -- <folder> --random 2026 12`, its fifth room (portrait): the armchair at
    // the table's far end hid 13 % of the door in the back wall behind it. Moved 20 cm it hides
    // 8 %, an arm over the frame; the layout was kept only if the door's hidden part halved.
    const fifth = nthRandomRoom(2026, 5);
    const { room } = await analyseStored(await randomRoomPhoto(fifth.view, fifth.room));
    const { placements } = layOutScene(room, demoPieces());
    const armchair = placements.find((p) => role(p) === 'Fauteuil');
    if (!armchair) throw new Error('no armchair placed');
    const doors = (room.doors ?? []).flatMap((door) => {
      const wall = room.walls.find((w) => w.side === door.side);
      const box = wall && doorPicture(room.camera, wall, door, 0.1);
      return box ? [box] : [];
    });
    expect(doors.length).toBeGreaterThan(0);
    const chair = imageBox(room.camera, boxCorners(armchair));
    if (!chair) throw new Error('armchair behind the camera');
    for (const door of doors) expect(coveredShare(chair, door)).toBeLessThan(0.1);
  }, 60_000);

  it('takes a patch of sun with no joint seen across it for floor: the floor borders it all round', async () => {
    // A large room through a wide lens: the patch is burnt out, its joints gone.
    const analysis = await analyseLitRoom(
      { width: 1600, height: 1200, focalPx: 880, heightM: 1.5, yaw: 0, pitch: -12 },
      { floor: 'tiles', widthM: 6, depthM: 7, window: 'right' },
    );
    const cells = analysis.room.floor.cells.split('');
    // Read as furniture, it took 444 cells and left 2191 free.
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(10);
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(2500);
  }, 30_000);

  it.each([
    {
      view: { width: 1600, height: 1200, focalPx: 1120, heightM: 1.45, yaw: 12, pitch: -14 },
      window: 'left',
    },
    {
      view: { width: 1600, height: 1200, focalPx: 1152, heightM: 1.45, yaw: 12, pitch: -14 },
      window: 'left',
    },
    {
      view: { width: 1600, height: 1200, focalPx: 1120, heightM: 1.5, yaw: -10, pitch: -18 },
      window: 'right',
    },
    // Upright: the room's long edges found at full size are too few (9); the ceiling's line and
    // the side walls' feet, shaded off over a few pixels, are found at half size. Before, the
    // camera read f 0.44 of the long side for a true 0.75, and the photo was refused.
    {
      view: { width: 1200, height: 1600, focalPx: 1200, heightM: 1.5, yaw: 0, pitch: -18 },
      window: 'left',
    },
  ] as const)(
    'reads a floor of cement tiles, seen at $view.pitch° with f = $view.focalPx px: the camera from the room’s long edges, the living room laid on the floor',
    async ({ view, window }) => {
      // Stated rate (decision 002): of nine landscape views tried, seven read so, the camera within
      // 0.02 of the focal length and 0.4° of the pitch; two are refused before payment, none read
      // with a wrong camera.
      const analysis = await analyseLitRoom(view, { floor: 'cement', window });
      // Before: the motifs' edges by the hundred put the camera at f 0.37–0.44 of the long side
      // (true 0.70–0.72), its pitch 5–9° off, and 0.4–1 % of the picture was floor: refused.
      const { camera } = analysis.room;
      expect(Math.abs(camera.focalPx / view.focalPx - 1)).toBeLessThan(0.03);
      expect(Math.abs((camera.pitch * 180) / Math.PI - view.pitch)).toBeLessThan(1);
      expect(analysis.unreadable).toBeNull();
      expect(analysis.evidence.floorRegion.share).toBeGreaterThan(0.3);
      const scene = {
        ...analysis.room,
        ...layOutScene(
          analysis.room,
          items.map((i) => layoutPieceOf(i.key, i.name, i.kind, i.geometry)),
        ),
      };
      const placed = expectLayoutKeepsTheRoom(scene).map((p) => items.find((i) => i.key === p.key)?.name);
      expect(placed).toEqual(expect.arrayContaining(['Canapé', 'Table basse']));
    },
    30_000,
  );

  it('tells the visitor before paying that the pattern of a floor of cement tiles stops the reading when the room’s long edges are too few, rather than lay pieces on it at the wrong size', async () => {
    // Stated limit (decision 002): upright and from low down, few of the room's lines show at
    // either size: the camera the motifs tell is not trusted, and the visitor is told the pattern
    // is why, not that the floor does not show. The floor's region, rising a little into the walls,
    // is found since it is cut at the floor's start; no floor piece is laid on it for all that
    // (the preview's route, scene.test.ts).
    const analysis = await analyseLitRoom(CEMENT_UNREAD_VIEW, { floor: 'cement' });
    expect(analysis.evidence.camera.fromLongEdges).toBe(false);
    expect(analysis.unreadable).toBe('busy-pattern');
  }, 30_000);

  it('tells the visitor before paying that a cement room read 12 m deep cannot be read, rather than draw the pieces a tenth of their size at the back wall', async () => {
    // Random room 2026-6, its floor cement tiles: 6.4 m deep, read with a focal length of 0.40 of
    // the long side for 0.61 and the horizon far too low; its floor ran on to the farthest back
    // wall read (12 m), 102 m² of free floor, and the group stood small at the back wall's foot.
    const { evidence, unreadable, room } = await analyseStored((await cementRoomPhoto(2026, 6)).photo);
    expect(room.walls.find((w) => w.side === 'back')?.distanceM).toBeGreaterThanOrEqual(12);
    expect(evidence.floorRegion.share).toBeGreaterThan(0.3);
    expect(unreadable).toBe('busy-pattern');
  }, 30_000);

  it('searches the camera again on the long edges when the motifs’ edges explain barely more than half the edges: a cement room read 19° off in pitch, its sofa a third of its size, reads within 1°', async () => {
    // Random room 47-1 (`lit-rooms --random 47 1`), its floor cement tiles: the first search
    // explained 52 % of the edges, over the 50 % that counted as busy then.
    const { analysis, view } = await analyseCementRoom(47, 1);
    expect(analysis.evidence.camera.fromLongEdges).toBe(true);
    expect(analysis.unreadable).toBeNull();
    expect(Math.abs((analysis.room.camera.pitch * 180) / Math.PI - view.pitch)).toBeLessThan(1);
  }, 30_000);

  it('refuses before payment a cement room whose camera its long edges cannot tell, even where a floor is found under it: its sofa would be drawn at the wrong size', async () => {
    // Random room 31-13: the floor is found (48 % of the picture), but the camera the busy edges
    // tell is 8° off in pitch and its focal length 28 % short; it was read, the pieces small.
    const { analysis } = await analyseCementRoom(31, 13);
    expect(analysis.evidence.floorRegion.share).toBeGreaterThan(0.3);
    expect(analysis.evidence.camera.fromLongEdges).toBe(false);
    expect(analysis.unreadable).toBe('busy-pattern');
  }, 30_000);

  it('reads a cement room as the server stores it (WebP at quality 85): the floor’s region, blurred by the motifs’ averaging a little way up the walls’ foot, is the floor', async () => {
    // Random room 31-10: read from the phone's JPEG (44 % floor), but the WebP the upload keeps
    // was read with no floor at all, and the visitor refused with 'no-floor'.
    const { view, photo } = await cementRoomPhoto(31, 10);
    const analysis = await analyseStored(photo);
    expect(analysis.unreadable).toBeNull();
    expect(analysis.evidence.floorRegion.share).toBeGreaterThan(0.35);
    expect(Math.abs((analysis.room.camera.pitch * 180) / Math.PI - view.pitch)).toBeLessThan(1);
    expect(analysis.room.floor.cells).toContain('f');
  }, 30_000);

  it('keeps the floor of pale tiles off the pale wall above it in the stored WebP, where the compression softened the skirting', async () => {
    // `npm run lit-rooms`'s tiles-landscape. Read from the WebP an upload keeps, the floor's region
    // ran on up the back wall to the door's middle: the back wall was read 12 m away, and the
    // pieces stood there, drawn a fifth of their size, on the wall.
    const view = { width: 1600, height: 1200, focalPx: 1216, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 };
    const analysis = await analyseStored(
      await renderLitRoom(phoneCamera(view), { widthM: 3.6, depthM: 4.6, floor: 'tiles' }),
    );
    expect(analysis.unreadable).toBeNull();
    // 4.6 m away, read by a camera taken to stand 1.4 m high rather than 1.35 m: 4.77 m.
    const back = analysis.room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(Math.abs(back - (4.6 * 1.4) / 1.35)).toBeLessThan(0.4);
    // The patch of sun is floor too: its nearly upright joints do not make it a mirror.
    const cells = analysis.room.floor.cells.split('');
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(450);
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(60);
  }, 30_000);

  it('takes the patch of sun for floor in that room sent through a messaging app (JPEG 80), its soft edge cut up by the segmentation', async () => {
    // `npm run room-stability`: re-saved as JPEG 80 then stored, tiles-landscape's patch of sun
    // was bordered by thin regions of its soft edge, none of them floor: the patch and the floor
    // beside it were not free (179 free cells, against 566 from the file).
    const view = { width: 1600, height: 1200, focalPx: 1216, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 };
    const photo = await renderLitRoom(phoneCamera(view), { widthM: 3.6, depthM: 4.6, floor: 'tiles' });
    const analysis = await analyseStored(await sharp(photo).jpeg({ quality: 80 }).toBuffer());
    expect(analysis.unreadable).toBeNull();
    expect([...analysis.room.floor.cells].filter((c) => c === 'f').length).toBeGreaterThan(400);
    const back = analysis.room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(Math.abs(back - (4.6 * 1.4) / 1.35)).toBeLessThan(0.4);
  }, 30_000);

  it('reads the upright cement room as the server stores it from the room’s long lines at half size alone, where the motifs near the lens, large at full size, pulled the camera off', async () => {
    // The lit upright cement room (`npm run lit-rooms`'s cement-portrait), seen straight on: its
    // WebP's long edges, the motifs' arcs at the picture's foot among them, were 87 % explained by
    // a camera 31 % long in focal length and 6° steep, and the visitor was asked to retake it in
    // landscape. Its long lines at half size (the skirting, the ceiling's edge, the corners) tell
    // the camera alone.
    const view = { width: 1200, height: 1600, focalPx: 1200, heightM: 1.5, yaw: 0, pitch: -18 };
    const analysis = await analyseStored(await renderLitRoom(phoneCamera(view), { floor: 'cement' }));
    expect(analysis.evidence.camera.fromLongEdges).toBe(true);
    expect(analysis.unreadable).toBeNull();
    const { camera } = analysis.room;
    expect(Math.abs((camera.pitch * 180) / Math.PI - view.pitch)).toBeLessThan(1.5);
    expect(Math.abs((camera.yaw * 180) / Math.PI - view.yaw)).toBeLessThan(2);
    expect(Math.abs(camera.focalPx / ((view.focalPx * camera.imageWidth) / view.width) - 1)).toBeLessThan(
      0.08,
    );
    expect([...analysis.room.floor.cells].filter((c) => c === 'f').length).toBeGreaterThan(400);
  }, 30_000);

  it('reads a pale cement room whose walls give few edges when its long lines agree on the camera, rather than tell the visitor no room shows', async () => {
    // Random room 31-6, its floor cement tiles: pale walls, soft corners, the motifs blurred by
    // the phone's JPEG and the stored WebP. Its edges came to under four picture widths, and it
    // was refused as showing no room, though its long edges told the camera within 0.2°.
    const { view, photo } = await cementRoomPhoto(31, 6);
    const analysis = await analyseStored(photo);
    expect(analysis.evidence.camera.fromLongEdges).toBe(true);
    expect(analysis.unreadable).toBeNull();
    expect(Math.abs((analysis.room.camera.pitch * 180) / Math.PI - view.pitch)).toBeLessThan(1);
    expect([...analysis.room.floor.cells].filter((c) => c === 'f').length).toBeGreaterThan(400);
  }, 30_000);

  it('tells the visitor the floor’s pattern is why a cement room whose edges tell no camera cannot be read, not that it looks like a close-up', async () => {
    // Random room 31-9, its floor cement tiles: its edges, 83 % of them below the picture's
    // middle, explain 27 % with any camera. It was refused as showing no room (`no-structure`:
    // « gros plan, extérieur ou image floue »); the room shows, its floor's motifs are why.
    const analysis = await analyseStored((await cementRoomPhoto(31, 9)).photo);
    expect(analysis.evidence.camera.fromLongEdges).toBe(false);
    expect(analysis.unreadable).toBe('busy-pattern');
  }, 30_000);

  it('refuses a close-up on a studio backdrop whose few long edges agree on a camera looking down past every wall', async () => {
    // A product photo (a potted cactus on a seamless backdrop) sent as a room: its few long edges
    // agree on a camera looking 39° down, the eye level above the picture. Taken for a room, the
    // backdrop was floor and an armchair and a TV unit were drawn floating on it.
    const analysis = await analyseStored(await readFixture('products/plant-cactus-terracotta-pot.jpg'));
    expect(analysis.evidence.camera.horizonY).toBeLessThan(0);
    expect(analysis.unreadable).toBe('no-structure');
  }, 30_000);

  it('reads bedroom 1 cut below its top fifth as a camera held level, not one tilted past straight down', async () => {
    // Without the painting's top and the ceiling, the quilt's diagonal stitching made a peak of
    // upright edges 47° down; refined, its camera ran to 94° down, past straight down, outscored
    // the level one, and the visitor was told to hold the phone straight.
    const { width = 0, height = 0 } = await sharp(await readFixture('rooms/bedroom-1.jpg')).metadata();
    const top = Math.round(height * 0.2);
    const cropped = await sharp(await readFixture('rooms/bedroom-1.jpg'))
      .extract({ left: 0, top, width, height: height - top })
      .jpeg({ quality: 90 })
      .toBuffer();
    const { unreadable, room } = await analyseStored(cropped);
    expect(unreadable).toBeNull();
    expect(Math.abs((room.camera.pitch * 180) / Math.PI)).toBeLessThan(8);
    expect(Math.abs((room.camera.roll * 180) / Math.PI)).toBeLessThan(3);
  }, 30_000);

  it('tells the visitor to hold the phone straight when it looks 66° down at the floor, rather than read a camera 54° down with a long lens', async () => {
    // The search's grid stops at 50° down; its refinement walked on to a wrong camera the
    // verdict let through (54° down, focal length 1.23 of the long side for 0.73).
    const analysis = await analyseLitRoom(
      { width: 1600, height: 1200, focalPx: 1170, heightM: 1.45, yaw: 15, pitch: -66 },
      {},
    );
    expect(analysis.unreadable).toBe('camera-tilted');
  }, 30_000);

  it('tells the visitor to hold the phone straight when it is rolled 15°, rather than read the room 2° rolled and draw the pieces askew', async () => {
    // Only rolls of ±10° were searched: the camera was read 9° down and 2° rolled, and let through.
    const analysis = await analyseLitRoom(
      { width: 1600, height: 1200, focalPx: 1170, heightM: 1.45, yaw: 15, pitch: -14, roll: 15 },
      {},
    );
    expect(Math.abs((analysis.room.camera.roll * 180) / Math.PI - 15)).toBeLessThan(1.5);
    expect(analysis.unreadable).toBe('camera-tilted');
  }, 30_000);

  it('reads the light on a floor of cement tiles over its motifs: a rug laid on it takes the light, not the tiles’ black stars', async () => {
    const analysis = await analyseLitRoom(
      { width: 1200, height: 1600, focalPx: 1200, heightM: 1.5, yaw: 0, pitch: -18 },
      { floor: 'cement', sun: false },
    );
    expect(analysis.unreadable).toBeNull();
    const { floorRegion, floorShades, floorRaster } = analysis.evidence;
    // How much the rug's brightness changes from one point to the next a few centimetres off, over
    // the floor's nearer half, where the motifs show largest: light falls off smoothly, motifs do not.
    const ripple = async (lab: Float32Array) => {
      const data = await sharp(await floorLightMap(floorRegion, lab))
        .extractChannel(0)
        .raw()
        .toBuffer();
      const { width: w, height: h, floor } = floorRegion;
      const step = 3;
      let sum = 0;
      let n = 0;
      for (let y = Math.floor(h / 2); y < h; y++)
        for (let x = 0; x + step < w; x++) {
          const i = y * w + x;
          if (!floor[i] || !floor[i + step]) continue;
          sum += Math.abs((data[i] as number) - (data[i + step] as number)) / 128;
          n++;
        }
      return sum / n;
    };
    // Read from the photo's own colours, the rug showed the motifs, dark blots every 20 cm (0.041).
    expect(await ripple(floorRaster.lab)).toBeGreaterThan(0.02);
    expect(await ripple(floorShades)).toBeLessThan(0.008);
  }, 30_000);

  it('takes a patch of sun reaching the back wall’s foot for floor in a phone’s JPEG, its joints lost', async () => {
    // Beige tiles, green walls: at 1280 px and JPEG quality 70 the patch's joints are gone and the
    // patch touches the wall along a little of its outline.
    const png = await renderLitRoom(
      phoneCamera({ width: 1600, height: 1200, focalPx: 1120, heightM: 1.45, yaw: 12, pitch: -12 }),
      { floor: 'tiles', tile: [0.72, 0.6, 0.45], paint: [0.62, 0.75, 0.6] },
    );
    const jpeg = await sharp(png).resize({ width: 1280 }).jpeg({ quality: 70 }).toBuffer();
    const cells = (await analyseRoomPhoto((await prepareRoom(jpeg)).png)).room.floor.cells.split('');
    // Read as furniture, it took 266 cells and left 965 free.
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(60);
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(1200);
  }, 30_000);

  it('takes no thin strip along a joint running toward the camera for a glass top mirroring the room, in a cheap phone’s noisy JPEG', async () => {
    // Tiles seen from low down (the low-angle room), at 800 px with the noise of a small sensor and
    // JPEG quality 45: a joint near the middle, read as upright edges, is a strip of its own.
    const png = await renderLitRoom(
      phoneCamera({ width: 1600, height: 1200, focalPx: 1280, heightM: 1.1, yaw: 18, pitch: -4 }),
      { floor: 'tiles', tile: [0.7, 0.62, 0.5], sun: false },
    );
    const { data, info } = await sharp(png)
      .resize({ width: 800 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let seed = 12345;
    const uniform = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let i = 0; i < data.length; i++) {
      const gauss = Math.sqrt(-2 * Math.log(Math.max(1e-9, uniform()))) * Math.cos(2 * Math.PI * uniform());
      data[i] = Math.max(0, Math.min(255, Math.round((data[i] as number) + gauss * 7)));
    }
    const jpeg = await sharp(data, { raw: info }).jpeg({ quality: 45 }).toBuffer();
    const cells = (await analyseRoomPhoto((await prepareRoom(jpeg)).png)).room.floor.cells.split('');
    // The strip took 98 cells across the floor; the noise leaves about 20 here and there.
    expect(cells.filter((c) => c === 'x').length).toBeLessThan(40);
  }, 30_000);

  it('takes the soft edge of a patch of sun on terracotta tiles for floor, not for a strip of furniture', async () => {
    const analysis = await analyseLitRoom(
      { width: 1200, height: 1600, focalPx: 1120, heightM: 1.5, yaw: 5, pitch: -25 },
      { floor: 'tiles', tile: [0.62, 0.32, 0.2] },
    );
    const { floor } = analysis.room;
    // The patch's right edge runs into the room from the back wall's foot, 1.7 m long: read as
    // furniture, it cut the floor along the back wall in two, too short for a sofa either side.
    const strip = cellsUnder(floor, { x: [0, 0.5], z: [-5, -3.3] });
    expect(strip.length).toBeGreaterThan(50);
    expect(strip.filter((c) => c !== 'f')).toEqual([]);
  }, 30_000);

  it('takes no white chest standing in that sun for floor, though it merges with the patch', async () => {
    const chest = { x: [0.2, 1.4] as [number, number], z: [-4.2, -3.6] as [number, number], heightM: 0.8 };
    const analysis = await analyseLitRoom(
      { width: 768, height: 1024, focalPx: 768, heightM: 1.45, yaw: 20, pitch: -15 },
      { floor: 'tiles', window: 'right', block: { ...chest, albedo: [0.85, 0.85, 0.83] } },
    );
    const under = cellsUnder(analysis.room.floor, chest);
    expect(under.length).toBeGreaterThan(20);
    expect(under.filter((c) => c === 'f')).toEqual([]);
  }, 30_000);

  it('takes no patch of sun on a wooden floor, seen from above, for a bed’s top', async () => {
    const analysis = await analyseLitRoom(
      { width: 1152, height: 1536, focalPx: 950, heightM: 1.6, yaw: 0, pitch: -30, roll: -1.5 },
      { widthM: 4.2, depthM: 4.4 },
    );
    expect(analysis.evidence.floorRegion.raised).toEqual([]);
    // The floor fills the lower 60 % of the picture; read as a bed's top, its left half was lost.
    expect(analysis.evidence.floorRegion.share).toBeGreaterThan(0.5);
  }, 30_000);

  it('reads a bare tiled room seen steeply from above, no upright edge in sight, as looking down, not up, its far tiles as floor up to the back wall and the sofa against it', async () => {
    // Random room 91-7: portrait, 26° down, only the back wall's foot and the tiles' joints seen.
    // The joints along the room's depth are the steep lines; read as the room's verticals, the
    // camera looked 19° up, the floor began a little above the picture's foot and the sofa stood
    // 11 m away, a toy at the bottom of the image.
    const { view, room: drawn } = nthRandomRoom(91, 7);
    const { room, unreadable } = await analyseStored(await randomRoomPhoto(view, drawn));
    expect(unreadable).toBeNull();
    const deg = Math.PI / 180;
    expect(Math.abs(room.camera.pitch - view.pitch * deg)).toBeLessThan(1.5 * deg);
    expect(Math.abs(room.camera.yaw - view.yaw * deg)).toBeLessThan(1.5 * deg);
    const focal = view.focal * Math.max(view.width, view.height);
    const read = (room.camera.focalPx * view.width) / room.camera.imageWidth;
    expect(Math.abs(read / focal - 1)).toBeLessThan(0.06);
    // The back wall at the room's depth, scaled to the 1.4 m the camera is read at.
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    expect(Math.abs(back - ((drawn.depthM ?? 0) * 1.4) / view.heightM)).toBeLessThan(0.3);
    // Its far tiles, ringed by joints, merged with the pale walls: followed on along the joints
    // from those found running on from the near floor, the floor reaches the back wall's left end,
    // and the sofa stands against the wall, the table before it (the sofa had no place before).
    const { placements } = layOutScene(room, demoPieces());
    const sofa = placements.find((p) => role(p) === 'Canapé');
    if (!sofa) throw new Error('the sofa has no place in the room');
    // Its back to the back wall, facing the camera, within 35 cm of the wall.
    expect(Math.abs(sofa.rotation)).toBeLessThan(0.3);
    expect(back - (-sofa.z + sofa.depthM / 2)).toBeLessThan(0.35);
    expect(placements.some((p) => role(p) === 'Table basse')).toBe(true);
  }, 30_000);

  it('reads no rug on a grey tiled floor half in the sun: its shaded tiles are free floor either side of the patch', async () => {
    // Random room 777-2: dark grey tiles, camera 6° down, the sun through a window out of the
    // picture falling across the middle of the floor's foot. The tiles in shade on the left were
    // read as a rug lying on a floor the colour of a bright strip along the left wall's foot (a
    // seventh of their size), and those beyond the patch as no floor: only the lamp was placed.
    const { view, room: drawn } = nthRandomRoom(777, 2);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const cells = room.floor.cells.split('');
    expect(cells.filter((c) => c === 'r')).toEqual([]);
    expect(cells.filter((c) => c === 'x')).toEqual([]);
    // 98 free cells before, 152 under a rug and 61 taken.
    expect(cells.filter((c) => c === 'f').length).toBeGreaterThan(300);
  }, 30_000);

  it('reads a burnt-out patch of sun reaching the back wall’s foot as floor, and the floor behind it as free', async () => {
    // Random room 777-10: white tiles, the sun through the left window falling on the floor up to
    // the back wall's foot, burnt out (no joint seen in it). Bordering the wall along a quarter of
    // its outline, it was taken for a white piece against the wall, and as one it hid the floor
    // behind it: the middle of the room from 3.3 m to the wall was not free, the sofa stood out in
    // the room. It meets the wall no higher than the floor beside it does: it lies on the floor.
    const { view, room: drawn } = nthRandomRoom(777, 10);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const patch = cellsUnder(room.floor, { x: [-0.5, 1], z: [-5.5, -4] });
    expect(patch.length).toBeGreaterThan(150);
    // Before, 4 of its 225 cells were free.
    expect(patch.filter((c) => c === 'f').length).toBeGreaterThan(0.9 * patch.length);
  }, 30_000);

  it('stands the sofa against the side wall rather than before the door, the TV unit left out rather than set square to it', async () => {
    // Random room 2026-7: boards, the door in the back wall's left half, the left wall seen. The
    // sofa stood 1.5 m before the back wall, across the door, the lamp beside it; along the left
    // wall it left the lamp only the door's passage, and a layout losing a piece was never kept.
    const { view, room: drawn } = nthRandomRoom(2026, 7);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const left = room.walls.find((w) => w.side === 'left')?.distanceM;
    if (left === undefined) throw new Error('the left wall is not read');
    // The armchair, once left out there, now has a place ("gives the armchair room to sit in"):
    // with it, the sofa faces the camera 1.2 m before the back wall, the door's passage behind
    // it, and the door-free layout, which loses the armchair, is not kept. Laid out without it.
    const { placements, unplaced } = layOutScene(
      room,
      demoPieces().filter((p) => p.role !== 'armchair'),
    );
    const sofa = placements.find((p) => role(p) === 'Canapé');
    if (!sofa) throw new Error('the sofa has no place in the room');
    // In profile, its back to the left wall, within 35 cm of it.
    expect(Math.abs(sofa.rotation - Math.PI / 2)).toBeLessThan(0.1);
    expect(sofa.x - sofa.depthM / 2 + left).toBeLessThan(0.35);
    // The TV unit had its place on the back wall beside the sofa's end, the two square to each
    // other, the lamp left out before the door: the screen is watched from across the room, and it
    // is left out, the wall across from the sofa out of the picture; the lamp stands at the back.
    expect(placements.map(role).sort()).toEqual(['Canapé', 'Luminaires', 'Table basse', 'Tapis']);
    expect(unplaced.find((u) => role(u) === 'Meuble TV')?.cause).toBe('outOfPicture');
  }, 30_000);

  it('reads a tiled floor that runs on a little into the door’s leaf as floor, not the skirting alone', async () => {
    // Random room 555-3: pale green tiles, the door at the left, the camera 1.6 m high. The tiles'
    // region showed 94 % of the picture's foot but rose into the door's leaf, 13 % of the picture
    // above the floor's start: not low enough for a floor, not high enough to be cut at the
    // floor's start. The floor was the skirting's strip, 5 % of the picture, and nothing was placed.
    const { view, room: drawn } = nthRandomRoom(555, 3);
    const analysis = await analyseStored(await randomRoomPhoto(view, drawn));
    expect(analysis.unreadable).toBeNull();
    expect(analysis.evidence.floorRegion.share).toBeGreaterThan(0.25);
    const { placements } = layOutScene(analysis.room, demoPieces());
    expect(placements.map(role)).toContain('Canapé');
  }, 30_000);

  it('reads a floor half in the sun from its boards in shade: a patch of sun wider at the picture’s foot than the shade is that floor lit', async () => {
    // Random room 47-1: boards, the sun through a window out of the picture on the right falling
    // over the middle and right of the floor's foot. Taken for the floor's own colour, the patch
    // left the boards in shade on the left no floor, and the sofa no place.
    const { view, room: drawn } = nthRandomRoom(47, 1);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    // The boards in shade, left of the patch: a metre across, from the wall's foot to 2 m from the camera.
    const shaded = cellsUnder(room.floor, { x: [-1.6, -0.6], z: [-back + 0.2, -2] });
    expect(shaded.length).toBeGreaterThan(100);
    expect(shaded.filter((c) => c === 'f').length).toBeGreaterThan(0.9 * shaded.length);
    // The patch is still floor: the middle of the room, in the sun.
    const sunlit = cellsUnder(room.floor, { x: [0, 1], z: [-2.6, -2] });
    expect(sunlit.filter((c) => c === 'f').length).toBeGreaterThan(0.9 * sunlit.length);
  }, 30_000);

  it('reads the boards between a patch of sun and the skirting as floor, not as a piece against the wall', async () => {
    // Portrait, boards, the sun through the right-hand window reaching the back wall: the strip of
    // shaded boards left under the skirting, 4 px of the floor's raster, was merged with the skirting.
    const { room } = await analyseLitRoom(
      { width: 1200, height: 1600, focalPx: 1248, heightM: 1.5, yaw: -10, pitch: -18 },
      { window: 'right' },
    );
    const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
    // 5.4 m at the camera's true height of 1.5 m, read at 1.4 m.
    expect(Math.abs(back - (5.4 * 1.4) / 1.5)).toBeLessThan(0.3);
    // Where the sun meets the wall, a metre across and the 70 cm of floor before the wall.
    const alongWall = cellsUnder(room.floor, { x: [-0.2, 0.8], z: [-back + 0.1, -back + 0.8] });
    expect(alongWall.length).toBeGreaterThan(40);
    // Merged, some 40 of them were taken or not floor; a few cells at the wall's foot may stay
    // unread: the grid starts at the wall's distance, and a millimetre more of it moves a cell's
    // far corner onto the skirting's pixel row (2 of the 3 at 5.262 m, none at 5.261 m).
    expect(alongWall.filter((c) => c !== 'f').length).toBeLessThanOrEqual(3);
  }, 30_000);

  it('takes no tile joint running along the room’s depth for a side wall', async () => {
    // The drawn room 5.2 m wide, turned 20°: its left wall seen, a joint of its 60 cm tiles at 1 m to the right.
    const photo = await prepareRoom(await emptyRoomPhoto());
    const { room } = await analyseRoomPhoto(photo.png);
    expect(room.walls.map((w) => w.side).sort()).toEqual(['back', 'left']);
    expect(Math.abs((room.walls.find((w) => w.side === 'left')?.distanceM ?? 0) - 2.6)).toBeLessThan(0.3);
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

/** A box in the picture: left, top, right, bottom, as shares of its width and height. */
type Box = [number, number, number, number];

/** Share of a box's pixels (on a 4 px grid), followed down to the floor they would stand on, that fall on a free cell. */
function freeShareIn({ camera, floor }: RoomEstimate, [x0, y0, x1, y1]: Box): number {
  let free = 0;
  let inBox = 0;
  for (let v = y0 * camera.imageHeight; v <= y1 * camera.imageHeight; v += 4)
    for (let u = x0 * camera.imageWidth; u <= x1 * camera.imageWidth; u += 4) {
      const p = floorPointAt(camera, u, v);
      if (!p) continue;
      inBox++;
      if (floorKindAt(floor, p.x, p.z) === 'f') free++;
    }
  expect(inBox).toBeGreaterThan(10);
  return free / inBox;
}

/** The free floor cells ("col,row") whose centre the camera sees inside a polygon given in fractions of the picture. */
function freeCellsInside(
  room: Pick<RoomEstimate, 'camera' | 'floor'>,
  polygon: ReadonlyArray<[number, number]>,
): string[] {
  const { camera, floor } = room;
  const cells: string[] = [];
  for (let row = 0; row < floor.rows; row++)
    for (let col = 0; col < floor.cols; col++) {
      if (floorCell(floor, col, row) !== 'f') continue;
      const p = projectToImage(camera, [
        floor.originX + (col + 0.5) * floor.cellM,
        0,
        floor.originZ + (row + 0.5) * floor.cellM,
      ]);
      if (p && insidePolygon(polygon, p[0] / camera.imageWidth, p[1] / camera.imageHeight))
        cells.push(`${col},${row}`);
    }
  return cells;
}

/** Even–odd rule. */
function insidePolygon(polygon: ReadonlyArray<[number, number]>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as [number, number];
    const [xj, yj] = polygon[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The share of the box round some picture points that the box round a piece's picture covers. */
function boxShareHidden(
  camera: SceneCamera,
  p: ScenePlacement,
  points: ReadonlyArray<[number, number]>,
): number {
  const seen = boxCorners(p).map((c) => projectToImage(camera, c) as [number, number]);
  const boxOf = (q: ReadonlyArray<[number, number]>) => ({
    left: Math.min(...q.map(([u]) => u)),
    right: Math.max(...q.map(([u]) => u)),
    top: Math.min(...q.map(([, v]) => v)),
    bottom: Math.max(...q.map(([, v]) => v)),
  });
  const [front, behind] = [boxOf(seen), boxOf(points)];
  const across = Math.max(0, Math.min(front.right, behind.right) - Math.max(front.left, behind.left));
  const up = Math.max(0, Math.min(front.bottom, behind.bottom) - Math.max(front.top, behind.top));
  return (across * up) / ((behind.right - behind.left) * (behind.bottom - behind.top));
}

/** A red rug 2 × 1.6 m lying out on the floor, a centimetre thick (lit-room.ts draws it as a block). */
const RUG = {
  x: [-1.2, 0.8] as [number, number],
  z: [-3.8, -2.2] as [number, number],
  heightM: 0.012,
  albedo: [0.35, 0.06, 0.05] as Vec3,
};
/** The views `npm run lit-rooms` calls planks-landscape and wide-view. */
const PLANKS_VIEW = { width: 1600, height: 1200, focalPx: 1168, heightM: 1.45, yaw: 15, pitch: -14 };
const WIDE_VIEW = { width: 1600, height: 1200, focalPx: 896, heightM: 1.45, yaw: 5, pitch: -16 };

const backWall = (room: RoomEstimate) => room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;

/** The grid's cells whose centre lies on a block's footprint (x and z ranges, metres). */
function cellsUnder(floor: FloorGrid, block: { x: readonly number[]; z: readonly number[] }): string[] {
  const under: string[] = [];
  for (let row = 0; row < floor.rows; row++)
    for (let col = 0; col < floor.cols; col++) {
      const x = floor.originX + (col + 0.5) * floor.cellM;
      const z = floor.originZ + (row + 0.5) * floor.cellM;
      if (
        x > (block.x[0] as number) &&
        x < (block.x[1] as number) &&
        z > (block.z[0] as number) &&
        z < (block.z[1] as number)
      )
        under.push(floorCell(floor, col, row));
    }
  return under;
}

/** Nothing of a door's passage lies in the 3 m behind a seat's back. */
function expectNoDoorBehind(room: RoomEstimate, seat: ScenePlacement): void {
  const behind = {
    x: seat.x - Math.sin(seat.rotation) * (seat.depthM / 2 + 1.5),
    z: seat.z - Math.cos(seat.rotation) * (seat.depthM / 2 + 1.5),
    rotation: seat.rotation,
    widthM: seat.widthM,
    depthM: 3,
  };
  for (const door of room.doors ?? []) {
    const wall = room.walls.find((w) => w.side === door.side);
    if (wall) expect(footprintsOverlap(behind, doorwayOf(door, wall))).toBe(false);
  }
}

/** The render sheet's sofa laid out in the room faces the camera, its back within 0.35 m of the back wall. */
function expectSofaAgainstBackWall(room: RoomEstimate, pieces = demoPieces()): void {
  const sofa = layOutScene(room, pieces).placements.find((p) => role(p) === 'Canapé');
  const back = room.walls.find((w) => w.side === 'back')?.distanceM ?? 0;
  expect(sofa).toBeDefined();
  expect(Math.abs(Math.sin(sofa?.rotation ?? 1))).toBeLessThan(0.1);
  expect(Math.abs((sofa?.z ?? 0) - (sofa?.depthM ?? 0) / 2 + back)).toBeLessThan(0.35);
}

/** The analysis of a photo-like empty room (lit-room.ts) seen by a phone camera, as the renderer reads it; angles in degrees. */
async function analyseLitRoom(view: Parameters<typeof phoneCamera>[0], room: Partial<LitRoom>) {
  const photo = await prepareRoom(await renderLitRoom(phoneCamera(view), room));
  return analyseRoomPhoto(photo.png);
}

/** The sofa, coffee table and rug `demoPieces` lays out in random room `seed`-`nth`, sent as a phone sends it. */
async function sofaTableAndRug(seed: number, nth: number) {
  const { view, room: drawn } = nthRandomRoom(seed, nth);
  const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
  const { placements } = layOutScene(room, demoPieces());
  const [sofa, table, rug] = ['Canapé', 'Table basse', 'Tapis'].map((r) =>
    placements.find((p) => role(p) === r),
  );
  if (!sofa || !table || !rug)
    throw new Error(`sofa, table or rug not placed: ${JSON.stringify(placements)}`);
  return { sofa, table, rug };
}

/** The rug's long side runs along the sofa. */
function expectLongSideAlong(rug: ScenePlacement, sofa: ScenePlacement) {
  const long = rug.depthM > rug.widthM ? rug.rotation + Math.PI / 2 : rug.rotation;
  expect(Math.abs(Math.sin(long - sofa.rotation))).toBeLessThan(0.1);
}

/** Each of the table's corners at least 25 cm inside the rug's sides. */
function expectTableBorderedOnRug(table: ScenePlacement, rug: ScenePlacement) {
  for (const corner of footprintCorners(table)) {
    const { across, forward } = localOf(rug, corner);
    expect(rug.widthM / 2 - Math.abs(across)).toBeGreaterThanOrEqual(0.25 - 1e-9);
    expect(rug.depthM / 2 - Math.abs(forward)).toBeGreaterThanOrEqual(0.25 - 1e-9);
  }
}

/** The analysis of a photo as the server reads it once uploaded: stored as WebP, then prepared. */
describe('the window the daylight comes through', () => {
  // Whether the bookcase finds a place: in the first room, with the sofa against the back wall,
  // the window's wall, the TV unit's and the sofa's left it none with its back to a wall, nor
  // hiding none of them. The TV unit stood square to the sofa there; facing it across the room,
  // the sofa in profile, the back wall is free for the bookcase.
  it.each([
    [
      'landscape, on the left wall',
      { width: 2048, height: 1536, focalPx: 1500, heightM: 1.45, yaw: 15, pitch: -14 },
      {},
      true,
    ],
    [
      'landscape, on the right wall, over tiles',
      { width: 2048, height: 1536, focalPx: 1500, heightM: 1.5, yaw: -20, pitch: -16 },
      { window: 'right', floor: 'tiles' },
      true,
    ],
    [
      'portrait, on the left wall, over planks',
      { width: 1536, height: 2048, focalPx: 1500, heightM: 1.45, yaw: 10, pitch: -20 },
      { floor: 'planks' },
      true,
    ],
  ] as const)(
    'is read on its wall, %s, and no piece rising above its sill stands before it',
    async (_, view, options, shelved) => {
      const lit: Partial<LitRoom> = { sun: true, ...options };
      const { room } = await analyseLitRoom(view, lit);
      const [window] = room.windows;
      expect(window?.side).toBe(lit.window ?? 'left');
      if (!window) return;
      // The window spans 1.8 m of its wall, 0.85 to 2.25 m high. Its panes are read, not its frame,
      // nor what the picture's edge cuts off; its sill no lower than the eye, as below the horizon a
      // bright patch may be a white sofa.
      const middle = windowMiddle(lit)[2];
      expect(window.fromM).toBeGreaterThan(middle - 0.9 - 0.3);
      expect(window.toM).toBeLessThan(middle + 0.9 + 0.3);
      expect(window.toM - window.fromM).toBeGreaterThan(0.8);
      expect(window.sillM).toBeGreaterThan(0.8);
      expect(window.sillM).toBeLessThan(1.6);
      expect(Math.abs(window.topM - 2.25)).toBeLessThan(0.3);
      // The render sheet's pieces and a bookcase: the bookcase stood before the window in two of
      // the three rooms.
      const { placements, unplaced } = layOutScene(room, [...demoPieces(), bookcase()]);
      const wall = room.walls.find((w) => w.side === window.side) as SceneWall;
      const before = placements.filter(
        (p) =>
          p.mount === 'floor' &&
          p.heightM > window.sillM + 0.1 &&
          footprintsOverlap(p, windowFloorOf(window, wall)),
      );
      expect(before.map((p) => p.key)).toEqual([]);
      const shelf = placements.find((p) => p.key === 'product:7');
      expect(!!shelf).toBe(shelved);
      if (!shelf) {
        expect(unplaced.find((u) => u.key === 'product:7')?.cause).toBe('crowded');
        return;
      }
      // Its back against a wall, hiding none of the group: it stood 2 m before the camera, out
      // in the room or before the TV unit, a quarter of the picture.
      expect(backToWallGap(room, shelf)).toBeLessThan(0.1);
      const box = imageBox(room.camera, boxCorners(shelf));
      for (const p of placements.filter((q) => q.mount === 'floor' && q !== shelf)) {
        const behind = imageBox(room.camera, boxCorners(p));
        const nearer = Math.hypot(shelf.x, shelf.z) < Math.hypot(p.x, p.z);
        if (box && behind && nearer) expect(coveredShare(box, behind), role(p)).toBeLessThan(0.25);
      }
    },
    30_000,
  );
});

describe('pieces set against a wall', () => {
  it.each([
    [7, 1],
    [7, 11],
    [91, 10],
    [91, 16],
  ] as const)(
    'sets no TV unit square to the sofa: the two face each other across the room, or the TV unit is left out (random %i-%i)',
    async (seed, nth) => {
      // These rooms' sofas faced the camera against the back wall (or stood in profile on a side
      // wall), the TV unit on the wall beside them, each at the edge of the other's sight: watched
      // with the head turned, a sideboard more than a TV unit.
      const { view, room: drawn } = nthRandomRoom(seed, nth);
      const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
      const scene = { ...room, ...layOutScene(room, demoPieces()) };
      const [sofa, tv] = ['Canapé', 'Meuble TV'].map((r) => scene.placements.find((p) => role(p) === r));
      expect(sofa).toBeDefined();
      if (sofa && tv) expect(facingEachOther(sofa, tv)).toBe(true);
      else expect(scene.unplaced.find((u) => role(u) === 'Meuble TV')?.cause).toBe('outOfPicture');
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it('measures a sofa turned a little to the camera from the wall behind it, not the side wall at its end: it stands square to the back wall (random 7-13)', async () => {
    // Turned 12° to the camera, no wall was turned as it, and it was measured from the right wall
    // at its end, 0.35 m away: it stood 1.6 m before the back wall, out in the room.
    const { view, room: drawn } = nthRandomRoom(7, 13);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const sofa = layOutScene(room, demoPieces()).placements.find((p) => role(p) === 'Canapé');
    if (!sofa) throw new Error('no sofa placed');
    expect(Math.abs(Math.sin(sofa.rotation))).toBeLessThan(0.05);
    expect(backToWallGap(room, sofa)).toBeLessThan(1);
  }, 30_000);

  it.each([
    ['low-angle', () => litRoomPhoto('low-angle'), true],
    ['cream-on-cream', () => litRoomPhoto('cream-on-cream'), true],
    ['random 7-11', () => nthRandomRoomPhoto(7, 11), true],
    ['random 2026-8', () => nthRandomRoomPhoto(2026, 8), true],
    ['blue-wall-planks', () => litRoomPhoto('blue-wall-planks'), true],
    ['planks-portrait', () => litRoomPhoto('planks-portrait'), false],
  ] as const)(
    'sets a sofa facing the screen square to it, as the walls are, the screen before its seats (%s)',
    async (_, photo, withScreen) => {
      // Turned to face the screen's middle from wherever it stood, these sofas stood askew in the
      // room, 10° to 20° off the walls. Set square, the sofa in planks-portrait stood out in the
      // foreground beside the screen, watching it over its arm: that layout is not taken. With no
      // wall seen behind it, it was measured from the back wall and drawn to it, 0.7 m off the
      // screen's axis, and the armchair was left the foreground (blue-wall-planks).
      const { room } = await analyseStored(await photo());
      const scene = { ...room, ...layOutScene(room, demoPieces()) };
      const [sofa, tv] = ['Canapé', 'Meuble TV'].map((r) => scene.placements.find((p) => role(p) === r));
      if (!sofa) throw new Error('no sofa placed');
      expect(!!tv).toBe(withScreen);
      if (tv) {
        expect(Math.cos(sofa.rotation - tv.rotation)).toBeLessThan(-Math.cos((5 * Math.PI) / 180));
        const { across } = localOf(sofa, tv);
        expect(Math.abs(across)).toBeLessThanOrEqual(sofa.widthM / 2 - 0.3);
        if (backToWallGap(room, sofa) === Number.POSITIVE_INFINITY)
          expect(Math.abs(across)).toBeLessThan(0.5);
      }
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );

  it.each([
    [7, 2, true],
    [7, 8, true],
    [7, 23, false],
    [7, 24, false],
  ] as const)(
    'stand pushed back against it, on the floor at its foot the photo shows short of it (random %i-%i)',
    async (seed, nth, sofaOnWall) => {
      // The spots tried are 20 cm apart and the floor's region stops short of a far wall's foot:
      // these rooms' sofas stood 0.15 to 0.29 m off their wall, their TV units and bookcases 0.13 to 0.27 m.
      const { room } = await analyseRandomRoom(seed, nth);
      const scene = { ...room, ...layOutScene(room, [...demoPieces(), bookcase()]) };
      const againstWall = scene.placements.filter(
        (p) => ['Canapé', 'Meuble TV', 'Bibliothèque'].includes(role(p) as string) && p.mount === 'floor',
      );
      expect(againstWall.length).toBeGreaterThanOrEqual(2);
      // Each as far back as the floor and the other pieces let it go (a TV unit stops 0.15 m off
      // its wall where the floor's read stops), the sofa against it.
      for (const p of againstWall) {
        const gap = backToWallGap(room, p);
        if (gap < 0.6) expect(gap, role(p)).toBeLessThan(0.16);
      }
      const sofa = againstWall.find((p) => role(p) === 'Canapé');
      if (!sofa) throw new Error('no sofa placed');
      if (sofaOnWall) expect(backToWallGap(room, sofa)).toBeLessThan(0.06);
      else {
        // In 7-23 and 7-24 the sofa stood against the back wall, the TV unit on a side wall square
        // to it. It now faces the TV unit across the room, its back to the side wall the picture
        // does not show.
        const tv = againstWall.find((p) => role(p) === 'Meuble TV');
        if (!tv) throw new Error('no TV unit placed');
        expect(facingEachOther(sofa, tv)).toBe(true);
        expect(backToWallGap(room, tv)).toBeLessThan(0.16);
      }
      expectLayoutKeepsTheRoom(scene);
    },
    30_000,
  );
});

describe('a bookcase chosen with a sofa', () => {
  it('does not take the sofa’s place where the sofa fits only running on past the picture’s side (random 7-19)', async () => {
    // Here the sofa fits only against the side wall, running on past the picture's side. That
    // layout placed the sofa, the bookcase and the rug; the one without a sofa placed the TV unit,
    // a coffee table before no seat, the bookcase and the rug, four, and was kept: the visitor's
    // main piece was left out for a table facing nothing. Read as an upload stores the photo (the
    // photo's own file is read otherwise, and places the sofa nowhere).
    const { view, room: drawn } = nthRandomRoom(7, 19);
    const { room } = await analyseStored(await randomRoomPhoto(view, drawn));
    const scene = { ...room, ...layOutScene(room, [...demoPieces(), bookcase()]) };
    const sofa = scene.placements.find((p) => role(p) === 'Canapé');
    expect(sofa?.mount).toBe('floor');
    if (!sofa) return;
    expect(scene.unplaced.map(role)).not.toContain('Canapé');
    // Its back to the side wall, square to it; the bookcase and the rug kept with it.
    expect(Math.abs(Math.cos(sofa.rotation))).toBeLessThan(0.1);
    expect(backToWallGap(room, sofa)).toBeLessThan(0.1);
    expect(scene.placements.map(role)).toEqual(expect.arrayContaining(['Bibliothèque', 'Tapis']));
    // The pieces beside it stand on free floor, clear of it (the sofa's end lies past the frame, on unread floor).
    const others = scene.placements.filter((p) => p !== sofa);
    expectLayoutKeepsTheRoom({ ...scene, placements: others });
    for (const p of others) if (p.mount === 'floor') expect(footprintsOverlap(sofa, p)).toBe(false);
  }, 30_000);
});

/** The bookcase the window's tests add to the render sheet's pieces, keyed `product:7`. */
function bookcase() {
  const design = { category: 'Bibliothèque', style: 'Scandinavian', variant: 1 };
  return layoutPieceOf('product:7', 'Bibliothèque', designKind(design), designGeometry(design));
}

/** Whether two pieces face each other across the room, their headings more than 120° apart: a sofa and its TV unit. */
const facingEachOther = (a: ScenePlacement, b: ScenePlacement) => Math.cos(a.rotation - b.rotation) < -0.5;

/** How far a piece's back stands from the wall it is turned square to: infinite when it is turned to none. */
function backToWallGap(room: RoomEstimate, p: ScenePlacement): number {
  const turn = { back: 0, left: Math.PI / 2, right: -Math.PI / 2 } as const;
  const wall = room.walls.find(
    (w) =>
      Math.abs(Math.atan2(Math.sin(p.rotation - turn[w.side]), Math.cos(p.rotation - turn[w.side]))) < 0.1,
  );
  if (!wall) return Number.POSITIVE_INFINITY;
  const back = {
    x: p.x - (Math.sin(p.rotation) * p.depthM) / 2,
    z: p.z - (Math.cos(p.rotation) * p.depthM) / 2,
  };
  return wall.side === 'back'
    ? back.z + wall.distanceM
    : wall.side === 'left'
      ? back.x + wall.distanceM
      : wall.distanceM - back.x;
}

async function analyseStored(photo: Buffer) {
  return analyseRoomPhoto((await asUploaded(photo)).prepared);
}

/** The `nth` room `npm run lit-rooms -- <folder> --random <seed> <count>` draws, its floor cement tiles, and its analysis. */
async function analyseCementRoom(seed: number, nth: number) {
  const { view, photo } = await cementRoomPhoto(seed, nth);
  return { view, analysis: await analyseRoomPhoto((await prepareRoom(photo)).png) };
}

/** The analysis of the `nth` room `npm run lit-rooms -- <folder> --random <seed> <count>` writes, sent as it writes it. */
async function analyseRandomRoom(seed: number, nth: number) {
  const { view, room } = nthRandomRoom(seed, nth);
  return analyseRoomPhoto((await prepareRoom(await randomRoomPhoto(view, room))).png);
}

/** The angle between two directions, in degrees. */
function degreesBetween(a: Vec3, b: Vec3): number {
  const cos = (a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / (Math.hypot(...a) * Math.hypot(...b));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}
