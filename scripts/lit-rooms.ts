/**
 * `npm run lit-rooms -- <folder>`: writes eight photo-like empty rooms (tests/support/lit-room.ts)
 * as JPEG, landscape and portrait, wood or tiles, sun or none, seen by phone cameras held as a
 * visitor holds one: the set to give `render-sheet` and `room-debug` beside the fixture photos,
 * whose rooms are all furnished.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type LitRoom, renderLitRoom } from '../tests/support/lit-room.js';
import { phoneCamera } from '../tests/support/scenes.js';

interface View {
  /** The picture's size; the focal length is a share of its long side. */
  width: number;
  height: number;
  focal: number;
  heightM: number;
  yaw: number;
  pitch: number;
  roll?: number;
}

const ROOMS: ReadonlyArray<[name: string, view: View, room: Partial<LitRoom>]> = [
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
];

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run lit-rooms -- <dossier de sortie>');
  process.exit(2);
}
await fs.mkdir(folder, { recursive: true });
for (const [name, { focal, ...view }, room] of ROOMS) {
  const camera = phoneCamera({ ...view, focalPx: focal * Math.max(view.width, view.height) });
  await fs.writeFile(path.join(folder, `${name}.jpg`), await renderLitRoom(camera, room));
  console.log(`${name}.jpg`);
}
