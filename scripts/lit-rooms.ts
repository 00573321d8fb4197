/**
 * `npm run lit-rooms -- <folder>`: writes eighteen photo-like empty rooms (tests/support/lit-room.ts)
 * as JPEG, landscape and portrait, wood, tiles or cement tiles, sun or none, seen by phone cameras held as a
 * visitor holds one: the set to give `render-sheet` and `room-debug` beside the fixture photos,
 * whose rooms are all furnished. `--random <seed> <count>` draws instead `count` rooms at random
 * from `seed`, as phones send them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LIT_ROOMS, litRoomPhoto, randomRoomPhoto, randomRooms } from '../tests/support/random-rooms.js';

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
for (const [name, view, room] of random ? randomRooms(Number(seed), Number(count)) : LIT_ROOMS) {
  const photo = random ? await randomRoomPhoto(view, room) : await litRoomPhoto(name);
  await fs.writeFile(path.join(folder, `${name}.jpg`), photo);
  console.log(`${name}.jpg`);
}
