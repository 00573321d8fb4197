import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cutoutFrameSchema } from '../../src/domain/validation.js';
import { cutOut } from '../../src/server/modules/generation/compose/cutout.js';
import { framedCutOut } from '../../src/server/modules/generation/compose/framed-cutout.js';
import { FURNITURE_FRAMES } from '../../tests/support/furniture-frames.js';
import { median } from './stats.js';

const PRODUCTS = path.resolve('../shared/fixtures/products');

/**
 * The cut-out of every furniture photo of the fixtures: the automatic one, then, for the photos it
 * is not sure of, the one a visitor's frame gives (GrabCut in its worker; the first call starts it).
 */
export async function benchCutouts() {
  const figures: Record<string, string> = {};
  const automatic: number[] = [];
  const framed: number[] = [];
  let t = performance.now();
  await framedCutOut(readFileSync(path.join(PRODUCTS, 'armchair-blue-padded.jpg')), {
    box: { x: 0.1, y: 0.21, width: 0.82, height: 0.73 },
    keep: [],
    remove: [],
  });
  figures['premier détourage encadré (démarre OpenCV)'] = `${(performance.now() - t).toFixed(0)} ms`;
  for (const name of readdirSync(PRODUCTS)
    .filter((f) => f.endsWith('.jpg'))
    .sort()) {
    const photo = readFileSync(path.join(PRODUCTS, name));
    t = performance.now();
    const cut = await cutOut(photo);
    const autoMs = performance.now() - t;
    automatic.push(autoMs);
    let line = `${autoMs.toFixed(0)} ms${cut.separated ? '' : ' (incertain)'}`;
    const frame = FURNITURE_FRAMES[`products/${name}`];
    if (!cut.separated && frame) {
      t = performance.now();
      await framedCutOut(photo, cutoutFrameSchema.parse(frame));
      const framedMs = performance.now() - t;
      framed.push(framedMs);
      line += `, encadré ${framedMs.toFixed(0)} ms`;
    }
    figures[name] = line;
  }
  figures['détourage automatique (médiane, max)'] =
    `${median(automatic).toFixed(0)} ms, ${Math.max(...automatic).toFixed(0)} ms`;
  figures['détourage encadré (médiane, max)'] =
    `${median(framed).toFixed(0)} ms, ${Math.max(...framed).toFixed(0)} ms`;
  return figures;
}
