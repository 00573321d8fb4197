/**
 * `npm run model-sheet -- <out.png>`: one demo product per kind of furniture, its 3D model drawn
 * in the studio (as its catalogue picture would be), on one contact sheet with the model's size.
 */
import sharp from 'sharp';
import { createRenderBrowser } from '../src/server/modules/generation/render3d/render-browser.js';
import { sheet, tile } from './lib/contact-sheet.js';
import { demoRenders } from './lib/demo-renders.js';

const TILE = 256;
const out = process.argv[2] ?? 'model-sheet.png';
const browser = createRenderBrowser();
const tiles: Buffer[] = [];
const started = performance.now();
const blank = await sharp({ create: { width: TILE, height: TILE, channels: 3, background: '#ddd' } })
  .png()
  .toBuffer();
for await (const { label, picture, modelBytes } of demoRenders(browser)) {
  const size = picture ? ` · ${(modelBytes / 1024).toFixed(0)} Ko` : ' · photo';
  tiles.push(await tile(picture ?? blank, TILE, `${label}${size}`));
}
await sheet(tiles, 6, TILE, out);
await browser.close();
console.log(`${tiles.length} modèles en ${Math.round(performance.now() - started)} ms : ${out}`);
