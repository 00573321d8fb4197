/**
 * `npm run lit-rooms -- <folder>`: writes eighteen photo-like empty rooms (tests/support/lit-room.ts)
 * as JPEG, landscape and portrait, wood, tiles or cement tiles, sun or none, seen by phone cameras held as a
 * visitor holds one: the set to give `render-sheet` and `room-debug` beside the fixture photos,
 * whose rooms are all furnished. `--random <seed> <count>` draws instead `count` rooms at random
 * from `seed`, as phones send them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type LitRoom, renderLitRoom } from '../tests/support/lit-room.js';
import { type RoomView, randomRoomPhoto, randomRooms, viewCamera } from '../tests/support/random-rooms.js';

const ROOMS: ReadonlyArray<[name: string, view: RoomView, room: Partial<LitRoom>]> = [
  ['planks-landscape', { width: 1600, height: 1200, focal: 0.73, heightM: 1.45, yaw: 15, pitch: -14 }, {}],
  [
    'planks-portrait',
    { width: 1200, height: 1600, focal: 0.78, heightM: 1.5, yaw: -10, pitch: -18 },
    { window: 'right' },
  ],
  [
    'tiles-landscape',
    { width: 1600, height: 1200, focal: 0.76, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 },
    { floor: 'tiles', widthM: 3.6, depthM: 4.6 },
  ],
  [
    'tiles-portrait',
    { width: 1200, height: 1600, focal: 0.75, heightM: 1.45, yaw: 20, pitch: -15 },
    { floor: 'tiles', window: 'right' },
  ],
  [
    'level-view',
    { width: 1600, height: 1200, focal: 0.7, heightM: 1.4, yaw: 8, pitch: -5 },
    { sun: false, widthM: 5, depthM: 6 },
  ],
  [
    'small-tiled-room',
    { width: 1600, height: 1200, focal: 0.72, heightM: 1.5, yaw: -20, pitch: -20 },
    { floor: 'tiles', widthM: 3.2, depthM: 3.6, sun: false },
  ],
  [
    'steep-view',
    { width: 1152, height: 1536, focal: 0.62, heightM: 1.6, yaw: 0, pitch: -30, roll: -1.5 },
    { widthM: 4.2, depthM: 4.4 },
  ],
  [
    'wide-view',
    { width: 1600, height: 1200, focal: 0.56, heightM: 1.45, yaw: 5, pitch: -16 },
    { widthM: 5, depthM: 6, window: 'right' },
  ],
  // Eight more, other paints and tiles, drawn to look at the layout on rooms its rules were not tuned on.
  [
    'beige-tiles-green-wall',
    { width: 1600, height: 1200, focal: 0.7, heightM: 1.45, yaw: 12, pitch: -12 },
    { floor: 'tiles', tile: [0.72, 0.6, 0.45], paint: [0.62, 0.75, 0.6] },
  ],
  [
    'dark-tiles-yellow',
    { width: 1200, height: 1600, focal: 0.8, heightM: 1.5, yaw: -15, pitch: -20 },
    { floor: 'tiles', tile: [0.25, 0.25, 0.26], paint: [0.85, 0.78, 0.5], window: 'right' },
  ],
  [
    'blue-wall-planks',
    { width: 1600, height: 1200, focal: 0.65, heightM: 1.3, yaw: 25, pitch: -10 },
    { paint: [0.55, 0.68, 0.82], sun: false },
  ],
  [
    'terracotta-tiles',
    { width: 1200, height: 1600, focal: 0.7, heightM: 1.5, yaw: 5, pitch: -25 },
    { floor: 'tiles', tile: [0.62, 0.32, 0.2] },
  ],
  [
    'cream-on-cream',
    { width: 1600, height: 1200, focal: 0.75, heightM: 1.4, yaw: -10, pitch: -15 },
    { floor: 'tiles', tile: [0.78, 0.72, 0.6], paint: [0.82, 0.76, 0.62] },
  ],
  [
    'large-room-wide',
    { width: 1600, height: 1200, focal: 0.55, heightM: 1.5, yaw: 0, pitch: -12 },
    { floor: 'tiles', widthM: 6, depthM: 7, window: 'right' },
  ],
  [
    'narrow-portrait',
    { width: 1200, height: 1600, focal: 0.72, heightM: 1.45, yaw: 0, pitch: -18 },
    { widthM: 2.8, depthM: 5 },
  ],
  [
    'low-angle',
    { width: 1600, height: 1200, focal: 0.8, heightM: 1.1, yaw: 18, pitch: -4 },
    { floor: 'tiles', tile: [0.7, 0.62, 0.5], sun: false },
  ],
  [
    'cement-landscape',
    { width: 1600, height: 1200, focal: 0.7, heightM: 1.45, yaw: 12, pitch: -14 },
    { floor: 'cement' },
  ],
  [
    'cement-portrait',
    { width: 1200, height: 1600, focal: 0.75, heightM: 1.5, yaw: 0, pitch: -18 },
    { floor: 'cement' },
  ],
];

const [folder, option, seed, count] = process.argv.slice(2);
const random = option === '--random';
if (
  !folder ||
  (option !== undefined &&
    !(random && Number.isInteger(Number(seed)) && Number.isInteger(Number(count)) && Number(count) > 0))
) {
  console.error('Usage: npm run lit-rooms -- <dossier de sortie> [--random <graine> <nombre>]');
  process.exit(2);
}
await fs.mkdir(folder, { recursive: true });
for (const [name, view, room] of random ? randomRooms(Number(seed), Number(count)) : ROOMS) {
  const photo = random ? await randomRoomPhoto(view, room) : await renderLitRoom(viewCamera(view), room);
  await fs.writeFile(path.join(folder, `${name}.jpg`), photo);
  console.log(`${name}.jpg`);
}
