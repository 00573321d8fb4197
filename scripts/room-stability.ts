/**
 * Whether the room analysis reads each photo of a folder the same way whatever compression it
 * went through before it reached us: the file as it is, re-saved by a phone's camera (JPEG 92),
 * by a messaging app (JPEG 80, and JPEG 80 at 1600 px), each then stored as an upload is stored
 * (WebP) and read as the renderer reads it. A reading that changes with them stands on a knife's
 * edge: the visitor's own photo, compressed some other way, may be read either way.
 *
 *   npx tsx scripts/room-stability.ts <folder of room photos>
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  analyseRoomPhoto,
  type RoomAnalysis,
} from '../src/server/modules/generation/room/analyse-room-photo.js';
import { asUploaded } from '../tests/support/uploaded-photo.js';

/** What a photo may have been through before the visitor sent it. */
const WAYS: ReadonlyArray<[name: string, recompress: (photo: Buffer) => Promise<Buffer>]> = [
  ['tel quel', async (photo) => photo],
  ['JPEG 92', (photo) => sharp(photo).autoOrient().jpeg({ quality: 92 }).toBuffer()],
  ['JPEG 80', (photo) => sharp(photo).autoOrient().jpeg({ quality: 80 }).toBuffer()],
  [
    'JPEG 80, 1600 px',
    (photo) =>
      sharp(photo)
        .autoOrient()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer(),
  ],
];
interface Reading {
  verdict: string;
  focal: number;
  backM: number;
  free: number;
}

const readingOf = (analysis: RoomAnalysis): Reading => {
  const { camera, walls, floor } = analysis.room;
  return {
    verdict: analysis.unreadable ?? 'lisible',
    focal: camera.focalPx / Math.max(camera.imageWidth, camera.imageHeight),
    backM: walls.find((w) => w.side === 'back')?.distanceM ?? 0,
    free: [...floor.cells].filter((c) => c === 'f').length,
  };
};

/**
 * Each figure of a reading, and its most spread over the ways while it stays the same, as a share
 * of its largest value: 5 % of focal length, 15 % of the back wall's distance, 30 % of free cells.
 */
const FIGURES: ReadonlyArray<[name: string, of: (r: Reading) => number, spread: number]> = [
  ['focale', (r) => r.focal, 0.05],
  ['mur du fond', (r) => r.backM, 0.15],
  ['sol libre', (r) => r.free, 0.3],
];

/** What moves between the readings, or nothing when they agree. */
function moves(readings: readonly Reading[]): string[] {
  const verdict = new Set(readings.map((r) => r.verdict)).size > 1 ? ['verdict'] : [];
  return [
    ...verdict,
    ...FIGURES.flatMap(([name, of, share]) => {
      const values = readings.map(of);
      const top = Math.max(...values);
      return top - Math.min(...values) > share * Math.max(top, 1e-9) ? [name] : [];
    }),
  ];
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npx tsx scripts/room-stability.ts <folder of room photos>');
  process.exit(2);
}
const files = (await fs.readdir(folder)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort();
let steady = 0;
for (const file of files) {
  const photo = await fs.readFile(path.join(folder, file));
  const readings: Reading[] = [];
  for (const [, recompress] of WAYS) {
    readings.push(readingOf(await analyseRoomPhoto((await asUploaded(await recompress(photo))).prepared)));
  }
  const moved = moves(readings);
  if (moved.length === 0) steady++;
  const each = readings
    .map(
      (r, i) =>
        `${WAYS[i]?.[0]} : ${r.verdict}, f ${r.focal.toFixed(2)}, fond ${r.backM.toFixed(2)} m, ${r.free} cases libres`,
    )
    .join(' · ');
  console.log(`${file} — ${moved.length ? `varie (${moved.join(', ')})` : 'stable'} — ${each}`);
}
console.log(`${steady} sur ${files.length} lues de même quelle que soit la compression`);
