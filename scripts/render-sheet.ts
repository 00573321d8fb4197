/**
 * `npm run render-sheet -- <folder of room photos> <out.png>`: renders every photo of the folder
 * with one fixed selection (sofa, armchair, coffee table, rug, TV unit, floor lamp) and writes one
 * contact sheet, each original beside its result, with the time each took, the pieces left out and
 * why, and what the visitor is told before paying when the photo is hard to read. Each photo is
 * first stored as an upload stores it (an upright WebP, at most 2048 px): the sheet shows what a
 * visitor sending it would get, compression included. The render browser is made ready first, as
 * the server makes it ready while the visitor pays (`warm`, payments/routes.ts): each time is a
 * paid render's, the browser's start said apart.
 * `-- <folder> <out.png> <full-size folder>` also writes each result at full size, to look at 1:1.
 * `PIECES=Canapé,Bibliothèque,Luminaires:2` renders another selection (a category's first design,
 * or the one after its colon).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fr } from '../src/domain/messages.fr.js';
import type { Unplaced, UnplacedCause } from '../src/domain/scene.js';
import { DESIGN_CATEGORIES, VARIANTS_PER_DESIGN } from '../src/server/modules/catalog/design-key.js';
import { createComposeRenderer, warmFor } from '../src/server/modules/generation/compose/compose-renderer.js';
import { catalogueItems } from '../src/server/modules/generation/landing-images.js';
import { createRenderBrowser } from '../src/server/modules/generation/render3d/render-browser.js';
import { analyseRoomPhoto } from '../src/server/modules/generation/room/analyse-room-photo.js';
import { createLocalStorage } from '../src/server/storage/local-storage.js';
import { asUploaded } from '../tests/support/uploaded-photo.js';

const FIXED_SELECTION = [
  ['Canapé', 1],
  ['Fauteuil', 1],
  ['Table basse', 1],
  ['Tapis', 1],
  ['Meuble TV', 1],
  ['Luminaires', 2],
] as const;
const SELECTION = process.env.PIECES ? selectionOf(process.env.PIECES) : FIXED_SELECTION;
const CELL = 640;
const LINE = 18;
/** Each reason a piece is left out, in a few words. */
const SHORT_REASONS: Record<UnplacedCause, string> = {
  noFloor: 'pas assez de sol libre visible',
  noWall: 'aucun mur dégagé',
  noSurface: 'aucun meuble pour le poser',
  noCeiling: 'plafond invisible',
  crowded: 'sa place prise par les autres',
  alone: 'rien à côté de quoi le poser',
  outOfPicture: 'sa place hors de la photo',
  doorway: 'sa place devant une porte',
  rugThere: 'votre tapis à sa place',
  noSeat: 'aucun siège devant elle',
  unread: 'photo illisible',
};
const PHOTO = /\.(jpe?g|png|webp|avif|tiff?)$/i;

const [folder, out = 'render-sheet.png', fullSize] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run render-sheet -- <dossier de photos> <sortie.png>');
  process.exit(2);
}

/** `Canapé,Luminaires:2` as designs; a category the demo catalogue does not draw, or a design past its last, ends the script. */
function selectionOf(pieces: string): ReadonlyArray<readonly [string, number]> {
  return pieces.split(',').map((piece) => {
    const [name = '', design = '1'] = piece.split(':');
    const category = name.trim();
    const variant = Number(design);
    if (
      !DESIGN_CATEGORIES.includes(category) ||
      !Number.isInteger(variant) ||
      variant < 1 ||
      variant > VARIANTS_PER_DESIGN
    ) {
      console.error(
        `PIECES : « ${piece} » n’est pas un meuble du catalogue de démonstration (${DESIGN_CATEGORIES.join(', ')}), suivi au besoin de « :1 » à « :${VARIANTS_PER_DESIGN} ».`,
      );
      process.exit(2);
    }
    return [category, variant] as const;
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

const labelHeight = (lines: readonly string[]) => 10 + lines.length * LINE;

async function label(lines: string[], width: number): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="10" y="${20 + i * LINE}" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${labelHeight(lines)}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

/** The pieces left out, grouped by why: « pas assez de sol libre visible : Canapé, Tapis ». */
function leftOut(unplaced: readonly Unplaced[], nameOf: (key: string) => string): string[] {
  const groups = new Map<string, string[]>();
  for (const u of unplaced) {
    const name = nameOf(u.key);
    const why = u.cause ? SHORT_REASONS[u.cause] : u.reason;
    groups.set(why, [...(groups.get(why) ?? []), name]);
  }
  return [...groups].map(([why, names]) => `non placés, ${why} : ${names.join(', ')}`);
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
const browser = createRenderBrowser();
const renderer = createComposeRenderer(browser);
const rows: Buffer[] = [];
const heights: number[] = [];
try {
  const items = await catalogueItems(createLocalStorage(scratch), SELECTION, 'Scandinavian');
  const warming = performance.now();
  await warmFor(browser, items);
  console.log(
    `Navigateur de rendu prêt en ${((performance.now() - warming) / 1000).toFixed(2)} s (pendant le paiement)`,
  );
  for (const file of files) {
    const { stored: photo, prepared } = await asUploaded(await fs.readFile(path.join(folder, file)));
    const started = performance.now();
    const result = await renderer
      .render({ room: photo, items, style: 'Scandinavian' })
      .catch((error: Error) => error);
    const ms = performance.now() - started;
    if (fullSize && !(result instanceof Error)) {
      await fs.mkdir(fullSize, { recursive: true });
      await sharp(result.image)
        .jpeg({ quality: 92 })
        .toFile(path.join(fullSize, file.replace(PHOTO, '.jpg')));
    }
    const nameOf = (key: string) => items.find((i) => i.key === key)?.name ?? key;
    const lines =
      result instanceof Error
        ? [`${file} — échec : ${result.message}`]
        : [
            `${file} — ${result.width}×${result.height}, ${(ms / 1000).toFixed(2)} s`,
            ...(result.scene.unplaced.length
              ? leftOut(result.scene.unplaced, nameOf)
              : ['tous les meubles placés']),
            // As the result page says it: a rug made smaller to fit the free floor.
            ...result.placements.flatMap((p) =>
              p.drawnPercent ? [`${p.category} dessiné à ${p.drawnPercent} % de sa taille réelle`] : [],
            ),
          ];
    // What step 4 tells the visitor before paying, when the analysis cannot read the photo.
    const unreadable = (await analyseRoomPhoto(prepared)).unreadable;
    if (unreadable) lines.push(`avant paiement : « ${fr.room[unreadable]} »`);
    console.log(lines.join(' · '));
    const cells = [
      await thumbnail(photo),
      result instanceof Error ? await thumbnail(photo) : await thumbnail(result.image),
    ];
    const height = CELL + labelHeight(lines);
    rows.push(
      await sharp({ create: { width: CELL * 2, height, channels: 3, background: '#fff' } })
        .composite([
          { input: cells[0] as Buffer, left: 0, top: 0 },
          { input: cells[1] as Buffer, left: CELL, top: 0 },
          { input: await label(lines, CELL * 2), left: 0, top: CELL },
        ])
        .png()
        .toBuffer(),
    );
    heights.push(height);
  }
  const tops = heights.map((_, i) => heights.slice(0, i).reduce((a, b) => a + b, 0));
  await sharp({
    create: { width: CELL * 2, height: heights.reduce((a, b) => a + b, 0), channels: 3, background: '#fff' },
  })
    .composite(rows.map((input, i) => ({ input, left: 0, top: tops[i] as number })))
    .png()
    .toFile(out);
  console.log(`Planche écrite : ${out}`);
} finally {
  await renderer.close();
  await fs.rm(scratch, { recursive: true, force: true });
}
