/**
 * What the room analysis sees in each photo of a folder: straight edges coloured by the room
 * direction they run along (green vertical, red across, blue in depth), the horizon, the floor
 * (tinted: blue free, orange under furniture), the floor grid's cells (green free, red taken), and the
 * raised pieces whose top had the floor's colour (magenta: the face's top edge, its foot and the
 * piece's outline), one contact sheet. Each photo is read as the renderer reads an upload: stored
 * as a WebP (normaliseImage), then upright at its render size (prepareRoom).
 *
 *   npx tsx scripts/room-debug.ts <folder of room photos> <out.png>
 *
 * TILE=<px> draws each photo that wide (520 by default), to read a few photos closely.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { projectToImage } from '../src/domain/scene.js';
import { analyseRoomPhoto } from '../src/server/modules/generation/room/analyse-room-photo.js';
import { asUploaded } from '../tests/support/uploaded-photo.js';

const TILE = Number(process.env.TILE ?? 520);
const [folder, out] = process.argv.slice(2);
if (!folder || !out) {
  console.error('usage: npx tsx scripts/room-debug.ts <folder of room photos> <out.png>');
  process.exit(2);
}
const files = (await fs.readdir(folder)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort();
const tiles: Buffer[] = [];
for (const file of files) {
  // As an upload: stored as a WebP, then upright at its render size, as prepareRoom hands it to the renderer.
  const photo = (await asUploaded(await fs.readFile(path.join(folder, file)))).prepared;
  const started = performance.now();
  const analysis = await analyseRoomPhoto(photo);
  const ms = Math.round(performance.now() - started);
  const { raster, segments, camera, floorRaster, floorRegion, freeFloor } = analysis.evidence;
  const { width: W, height: H } = raster;
  const k = W / analysis.room.camera.imageWidth;
  const colours = ['#22dd22', '#ff3030', '#2080ff', '#ffff00'];
  const lines = segments
    .map((s, i) => {
      const label = camera.labels[i] as number;
      return `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${colours[label < 0 ? 3 : label]}" stroke-width="1.5"/>`;
    })
    .join('');
  // The raised pieces, from the floor raster's pixels to this raster's.
  const f = W / floorRaster.width;
  const pieces = floorRegion.raised
    .map(({ face, outline }) => {
      const edge = (l: typeof face.top, dash: string) =>
        `<line x1="${l.x1 * f}" y1="${l.y1 * f}" x2="${l.x2 * f}" y2="${l.y2 * f}" stroke="#ff00ff" stroke-width="3"${dash}/>`;
      const points = outline.map(([x, y]) => `${x * f},${y * f}`).join(' ');
      return `<polygon points="${points}" fill="none" stroke="#ff00ff" stroke-width="1.5" stroke-dasharray="4 3"/>${edge(face.top, '')}${edge(face.foot, ' stroke-dasharray="6 3"')}`;
    })
    .join('');
  const grid = analysis.room.floor;
  const dots: string[] = [];
  for (let row = 0; row < grid.rows; row += 2)
    for (let col = 0; col < grid.cols; col += 2) {
      const kind = grid.cells[row * grid.cols + col];
      if (kind !== 'f' && kind !== 'x') continue;
      const p = projectToImage(analysis.room.camera, [
        grid.originX + (col + 0.5) * grid.cellM,
        0,
        grid.originZ + (row + 0.5) * grid.cellM,
      ]);
      if (p)
        dots.push(
          `<circle cx="${p[0] * k}" cy="${p[1] * k}" r="1.6" fill="${kind === 'f' ? '#00ff66' : '#ff2222'}"/>`,
        );
    }
  const label = `${file} · ${ms} ms · f ${(camera.focalPx / Math.max(W, H)).toFixed(2)} · ${analysis.unreadable ?? 'lisible'} · sol ${(floorRegion.share * 100).toFixed(0)} %`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${lines}${pieces}${dots.join('')}
    <line x1="0" x2="${W}" y1="${camera.horizonY - (Math.tan(camera.roll) * W) / 2}" y2="${camera.horizonY + (Math.tan(camera.roll) * W) / 2}" stroke="white" stroke-width="2" stroke-dasharray="8 6"/>
    <rect x="0" y="0" width="${W}" height="22" fill="rgba(0,0,0,0.6)"/><text x="6" y="16" font-family="sans-serif" font-size="14" fill="white">${label}</text></svg>`;
  const mask = Buffer.alloc(floorRaster.width * floorRaster.height * 4);
  // Free floor tinted blue, floor taken by what stands on it tinted orange.
  floorRegion.floor.forEach((v, i) => {
    if (freeFloor[i]) mask.set([0, 200, 255, 90], i * 4);
    else if (v) mask.set([255, 140, 0, 110], i * 4);
  });
  const maskPng = await sharp(mask, {
    raw: { width: floorRaster.width, height: floorRaster.height, channels: 4 },
  })
    .resize(W, H, { kernel: 'nearest' })
    .png()
    .toBuffer();
  tiles.push(
    await sharp(
      await sharp(photo)
        .rotate()
        .resize(W, H, { fit: 'fill' })
        .composite([{ input: maskPng }, { input: Buffer.from(svg) }])
        .png()
        .toBuffer(),
    )
      .resize(TILE, TILE, { fit: 'contain', background: '#202020' })
      .png()
      .toBuffer(),
  );
  console.log(label);
}
const columns = 2;
const rows = Math.ceil(tiles.length / columns);
await sharp({ create: { width: TILE * columns, height: TILE * rows, channels: 3, background: '#202020' } })
  .composite(
    tiles.map((input, i) => ({ input, left: (i % columns) * TILE, top: Math.floor(i / columns) * TILE })),
  )
  .png()
  .toFile(out);
console.log(`written ${out}`);
