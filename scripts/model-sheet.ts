/**
 * `npm run model-sheet -- <out.png>`: one demo product per kind of furniture, its 3D model drawn
 * in the studio (as its catalogue picture would be), on one contact sheet with the model's size.
 */
import sharp from 'sharp';
import { designKind } from '../src/server/modules/catalog/design-key.js';
import { CATEGORY_KINDS, geometryOfKind } from '../src/server/modules/catalog/furniture-geometry.js';
import { createRenderBrowser } from '../src/server/modules/generation/render3d/render-browser.js';
import { renderStudioPicture } from '../src/server/modules/generation/render3d/studio-picture.js';
import { designModel } from '../src/server/modules/models3d/demo-product-models.js';

const TILE = 256;
const out = process.argv[2] ?? 'model-sheet.png';
const browser = createRenderBrowser();
const tiles: Buffer[] = [];
const started = performance.now();
for (const [category, kinds] of Object.entries(CATEGORY_KINDS)) {
  for (let variant = 1; variant <= kinds.length; variant++) {
    const design = { category, style: 'Scandinavian', variant };
    const glb = designModel(design);
    const kind = designKind(design);
    const g = geometryOfKind(kind);
    const label = `${category} · ${kind}`;
    let picture: Buffer;
    if (glb) {
      const rug = g.placement === 'rug';
      picture = await renderStudioPicture(browser, glb, {
        widthM: g.widthCm / 100,
        depthM: rug ? g.heightCm / 100 : Math.max(0.02, g.depthCm / 100),
        heightM: rug ? 0.012 : g.heightCm / 100,
        mount: rug ? 'rug' : g.placement === 'wall' ? 'wall' : 'floor',
      });
    } else {
      picture = await sharp({ create: { width: TILE, height: TILE, channels: 3, background: '#ddd' } })
        .png()
        .toBuffer();
    }
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="22"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="16" font-family="DejaVu Sans" font-size="12">${label}${glb ? ` · ${(glb.length / 1024).toFixed(0)} Ko` : ' · photo'}</text></svg>`,
    );
    tiles.push(
      await sharp(await sharp(picture).resize(TILE, TILE).png().toBuffer())
        .composite([{ input: caption, top: TILE - 22, left: 0 }])
        .png()
        .toBuffer(),
    );
  }
}
const columns = 6;
const rows = Math.ceil(tiles.length / columns);
await sharp({ create: { width: TILE * columns, height: TILE * rows, channels: 3, background: '#fff' } })
  .composite(
    tiles.map((input, i) => ({ input, left: (i % columns) * TILE, top: Math.floor(i / columns) * TILE })),
  )
  .png()
  .toFile(out);
await browser.close();
console.log(`${tiles.length} modèles en ${Math.round(performance.now() - started)} ms : ${out}`);
