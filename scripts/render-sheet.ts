/**
 * `npm run render-sheet -- <folder of room photos> <out.png>`: renders every photo of the folder
 * with one fixed selection (sofa, armchair, coffee table, rug, TV unit, floor lamp) and writes one
 * contact sheet, each original beside its result, with the time each took and the pieces left out.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createComposeRenderer } from '../src/server/modules/generation/compose/compose-renderer.js';
import { catalogueItems } from '../src/server/modules/generation/landing-images.js';
import { createLocalStorage } from '../src/server/storage/local-storage.js';

const SELECTION = [
  ['Canapé', 1],
  ['Fauteuil', 1],
  ['Table basse', 1],
  ['Tapis', 1],
  ['Meuble TV', 1],
  ['Luminaires', 2],
] as const;
const CELL = 640;
const LABEL = 56;
const PHOTO = /\.(jpe?g|png|webp|avif|tiff?)$/i;

const [folder, out = 'render-sheet.png'] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run render-sheet -- <dossier de photos> <sortie.png>');
  process.exit(2);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

async function label(lines: string[], width: number): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="10" y="${20 + i * 18}" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

async function thumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(CELL, CELL, { fit: 'contain', background: '#e5e7eb' }).png().toBuffer();
}

const files = (await fs.readdir(folder)).filter((f) => PHOTO.test(f)).sort();
if (files.length === 0) {
  console.error(`Aucune photo dans ${folder}`);
  process.exit(2);
}
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-sheet-'));
const renderer = createComposeRenderer();
const rows: Buffer[] = [];
try {
  const items = await catalogueItems(createLocalStorage(scratch), SELECTION, 'Scandinavian');
  for (const file of files) {
    const photo = await fs.readFile(path.join(folder, file));
    const started = performance.now();
    const result = await renderer
      .render({ room: photo, items, style: 'Scandinavian' })
      .catch((error: Error) => error);
    const ms = performance.now() - started;
    const lines =
      result instanceof Error
        ? [`${file} — échec : ${result.message}`]
        : [
            `${file} — ${result.width}×${result.height}, ${(ms / 1000).toFixed(2)} s`,
            result.scene.unplaced.length
              ? `non placés : ${result.scene.unplaced.map((u) => items.find((i) => i.key === u.key)?.name ?? u.key).join(', ')}`
              : 'tous les meubles placés',
          ];
    console.log(lines.join(' · '));
    const cells = [
      await thumbnail(photo),
      result instanceof Error ? await thumbnail(photo) : await thumbnail(result.image),
    ];
    rows.push(
      await sharp({ create: { width: CELL * 2, height: CELL + LABEL, channels: 3, background: '#fff' } })
        .composite([
          { input: cells[0] as Buffer, left: 0, top: 0 },
          { input: cells[1] as Buffer, left: CELL, top: 0 },
          { input: await label(lines, CELL * 2), left: 0, top: CELL },
        ])
        .png()
        .toBuffer(),
    );
  }
  await sharp({
    create: { width: CELL * 2, height: rows.length * (CELL + LABEL), channels: 3, background: '#fff' },
  })
    .composite(rows.map((input, i) => ({ input, left: 0, top: i * (CELL + LABEL) })))
    .png()
    .toFile(out);
  console.log(`Planche écrite : ${out}`);
} finally {
  await renderer.close();
  await fs.rm(scratch, { recursive: true, force: true });
}
