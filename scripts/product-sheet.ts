/**
 * `npm run product-sheet -- [photos-dir] [out.png]`: every product photo of a folder (by default
 * the shared fixtures) cut out on a checkerboard, then the demo catalogue's studio renders.
 *
 * A photo the automatic cut-out is not sure of is captioned in red: in the scanner the visitor is
 * asked to frame it, and when a frame is known for it (tests/support/furniture-frames.ts) the
 * framed cut-out follows it. Prints the time each cut-out took.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cutoutFrameSchema } from '../src/domain/validation.js';
import { cutOut } from '../src/server/modules/generation/compose/cutout.js';
import { framedCutOut } from '../src/server/modules/generation/compose/framed-cutout.js';
import { createRenderBrowser } from '../src/server/modules/generation/render3d/render-browser.js';
import { FURNITURE_FRAMES } from '../tests/support/furniture-frames.js';
import { sheet, tile } from './lib/contact-sheet.js';
import { demoRenders } from './lib/demo-renders.js';

const TILE = 280;
const COLUMNS = 5;
const dir = path.resolve(process.argv[2] ?? '../shared/fixtures/products');
const out = process.argv[3] ?? 'product-sheet.png';

const photos = readdirSync(dir)
  .filter((f) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(f))
  .sort();
const tiles: Buffer[] = [];
let unsure = 0;
for (const name of photos) {
  const photo = readFileSync(path.join(dir, name));
  let started = performance.now();
  const automatic = await cutOut(photo);
  const took = Math.round(performance.now() - started);
  if (automatic.separated) {
    tiles.push(await tile(automatic.png, TILE, `${name} · ${took} ms`));
    console.log(`${name}: détouré en ${took} ms`);
    continue;
  }
  unsure++;
  tiles.push(await tile(photo, TILE, `${name} · incertain : à encadrer`, true));
  const frame = FURNITURE_FRAMES[`products/${name}`];
  if (!frame) {
    console.log(`${name}: détourage incertain (${took} ms) — le scanner demande un cadre`);
    continue;
  }
  started = performance.now();
  const framed = await framedCutOut(photo, cutoutFrameSchema.parse(frame));
  const framedTook = Math.round(performance.now() - started);
  const strokes = (frame.keep?.length ?? 0) + (frame.remove?.length ?? 0);
  const how = strokes ? `cadre + ${strokes} traits` : 'cadre seul';
  console.log(`${name}: incertain (${took} ms), encadré (${how}) en ${framedTook} ms`);
  if (framed) tiles.push(await tile(framed.png, TILE, `${name} · ${how}`));
}

const browser = createRenderBrowser();
const started = performance.now();
let renders = 0;
for await (const { label, picture } of demoRenders(browser)) {
  if (!picture) continue;
  tiles.push(await tile(picture, TILE, label));
  renders++;
}
await browser.close();
await sheet(tiles, COLUMNS, TILE, out);
console.log(
  `${photos.length} photos (${unsure} à encadrer), ${renders} rendus du catalogue en ${Math.round(performance.now() - started)} ms : ${out}`,
);
process.exit(0);
