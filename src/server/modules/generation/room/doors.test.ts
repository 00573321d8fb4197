import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { renderLitRoom } from '../../../../../tests/support/lit-room.js';
import { phoneCamera } from '../../../../../tests/support/scenes.js';
import type { SceneDoor } from '../../../../domain/scene.js';
import { prepareRoom } from '../compose/prepare-room.js';
import { analyseRoomPhoto } from './analyse-room-photo.js';
import { renderSyntheticRoom } from './synthetic-room.js';

/**
 * Stated tolerance: each side of a door within 15 cm of where it stands, read from the photo alone
 * with a phone held at the height the analysis takes (1.4 m), so that its metres are the room's.
 */
const SIDE_TOLERANCE_M = 0.15;
/**
 * In a side wall, 20 cm: along it, a door's place is read through the wall's distance, itself read
 * within 5 % (a door 4.6 m deep moves by that much).
 */
const SIDE_WALL_TOLERANCE_M = 0.2;

function expectDoor(doors: readonly SceneDoor[], side: SceneDoor['side'], fromM: number, toM: number) {
  expect(doors).toHaveLength(1);
  const [door] = doors as [SceneDoor];
  expect(door.side).toBe(side);
  const tolerance = side === 'back' ? SIDE_TOLERANCE_M : SIDE_WALL_TOLERANCE_M;
  expect(Math.abs(door.fromM - fromM)).toBeLessThan(tolerance);
  expect(Math.abs(door.toM - toM)).toBeLessThan(tolerance);
  expect(door.heightM).toBeGreaterThan(1.8);
  expect(door.heightM).toBeLessThan(2.3);
}

describe('the doors of a room photo', () => {
  it('finds the door of a drawn room, not its window (its sill off the floor) nor its low cabinet', async () => {
    const deg = Math.PI / 180;
    const png = await renderSyntheticRoom({
      imageWidth: 2048,
      imageHeight: 1536,
      focalPx: 1500,
      heightM: 1.4,
      yaw: 0,
      pitch: -10 * deg,
      roll: 0,
    });
    const { room } = await analyseRoomPhoto(await sharp(png).jpeg({ quality: 88 }).toBuffer());
    // The door stands in the back wall from x = −1.7 to −0.8 m, 2.05 m high.
    expectDoor(room.doors, 'back', -1.7, -0.8);
  });

  it.each([
    ['landscape', 2048, 1536],
    ['portrait', 1536, 2048],
  ] as const)('finds a door in the side wall of a drawn room turned to it (%s)', async (_, width, height) => {
    const deg = Math.PI / 180;
    const png = await renderSyntheticRoom(
      {
        imageWidth: width,
        imageHeight: height,
        focalPx: 1500,
        heightM: 1.4,
        yaw: 20 * deg,
        pitch: -10 * deg,
        roll: 0,
      },
      { door: 'left' },
    );
    const { room } = await analyseRoomPhoto(await sharp(png).jpeg({ quality: 88 }).toBuffer());
    // The door stands in the left wall from z = −4.6 to −3.7 m.
    expectDoor(room.doors, 'left', -4.6, -3.7);
  });

  it.each([
    [
      'landscape, wooden floor, turned −10°',
      { width: 1600, height: 1200, focalPx: 1100, yaw: -10, pitch: -12 },
      'left',
      [0.9, 1.8],
    ],
    [
      'portrait, tiles, turned 20°',
      { width: 1200, height: 1600, focalPx: 1200, yaw: 20, pitch: -15 },
      'right',
      [-1.8, -0.9],
    ],
    // The picture's right side cuts the door: its left side and top are seen, a door's width given.
    [
      'landscape, cut by the picture’s side',
      { width: 1600, height: 1200, focalPx: 1168, yaw: 15, pitch: -14 },
      'left',
      [0.9, 1.8],
    ],
  ] as const)(
    'finds the door of a photo-like room (%s), a white door on a pale wall, as a phone’s JPEG',
    async (_, view, window, [fromM, toM]) => {
      const png = await renderLitRoom(phoneCamera({ ...view, heightM: 1.4 }), {
        window,
        floor: view.width > view.height ? 'planks' : 'tiles',
      });
      const jpeg = await sharp(png).jpeg({ quality: 75 }).toBuffer();
      const { room } = await analyseRoomPhoto((await prepareRoom(jpeg)).png);
      expectDoor(room.doors, 'back', fromM, toM);
    },
  );

  it('finds the door of a small tiled room as a phone’s JPEG, its top cut off by the picture', async () => {
    // The phone held at 1.5 m: the analysis, taking it at 1.4 m, reads the room 1.4 / 1.5 its size.
    const png = await renderLitRoom(
      phoneCamera({ width: 1600, height: 1200, focalPx: 1152, heightM: 1.5, yaw: -20, pitch: -20 }),
      { floor: 'tiles', widthM: 3.2, depthM: 3.6, sun: false },
    );
    const jpeg = await sharp(png).resize({ width: 1280 }).jpeg({ quality: 70 }).toBuffer();
    const { room } = await analyseRoomPhoto((await prepareRoom(jpeg)).png);
    // The door stands in the back wall from x = 0.3 to 1.2 m.
    expectDoor(room.doors, 'back', (0.3 * 1.4) / 1.5, (1.2 * 1.4) / 1.5);
  });

  it('takes the fireplace for an opening as low as a hearth’s, and for a door neither pictures, nor a tall plant, nor stacked trunks', async () => {
    const photo = await prepareRoom(await readFixture('rooms/living-room-2.jpg'));
    const { doors } = (await analyseRoomPhoto(photo.png)).room;
    expect(doors).toHaveLength(1);
    const [hearth] = doors as [SceneDoor];
    // The firebox, drawn over the photo at its reading: 0.82 m wide, 0.74 m high, its right side
    // 0.68 m left of the camera's line on the back wall.
    expect(hearth.side).toBe('back');
    expect(Math.abs(hearth.fromM + 1.5)).toBeLessThan(SIDE_TOLERANCE_M);
    expect(Math.abs(hearth.toM + 0.68)).toBeLessThan(SIDE_TOLERANCE_M);
    expect(hearth.heightM).toBeGreaterThan(0.55);
    expect(hearth.heightM).toBeLessThan(0.95);
  });

  it('takes for a door cut by the picture’s side no window over a chest of drawers', async () => {
    // The kids' bedroom framed closer, its right 72 %: the desk's drawers rise from the floor to
    // the window's frame, the window's top runs across, and the picture's side cuts them.
    const source = await readFixture('rooms/bedroom-kids-desk.png');
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const cropped = await sharp(source)
      .extract({ left: Math.round(width * 0.28), top: 0, width: Math.round(width * 0.72), height })
      .resize({ width: 1280, height: 1280, fit: 'inside' })
      .jpeg({ quality: 70 })
      .toBuffer();
    const photo = await prepareRoom(cropped);
    expect((await analyseRoomPhoto(photo.png)).room.doors).toEqual([]);
  });
});
