import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLE_IDS } from '../../../domain/styles.js';
import {
  type ArtDesign,
  DESIGN_CATEGORIES,
  designGeometry,
  designKey,
  VARIANTS_PER_DESIGN,
} from '../../modules/catalog/service.js';
import { demoProducts } from '../seed/demo-catalog.js';
import { ART_LONG_SIDE_PX, ART_PADDING_PX, productArtSvg, renderProductArt } from './product-art.js';

const CATEGORIES = DESIGN_CATEGORIES;

/** One design per category, spread over styles and variants, plus every kind of the mixed categories. */
const SAMPLE: ArtDesign[] = [
  ...CATEGORIES.map((category, i) => ({
    category,
    style: STYLE_IDS[(i * 7) % STYLE_IDS.length] as string,
    variant: (i % VARIANTS_PER_DESIGN) + 1,
  })),
  { category: 'Luminaires', style: 'Glam', variant: 1 },
  { category: 'Luminaires', style: 'Scandinavian', variant: 2 },
  { category: 'Accessoires Déco', style: 'Bohemian', variant: 2 },
  { category: 'Accessoires Déco', style: 'Art Deco', variant: 3 },
  { category: 'Miroir', style: 'Industrial', variant: 2 },
  { category: 'Canapé', style: 'Hollywood Regency', variant: 2 },
];

/** Bounding box of the pixels that are not transparent. */
function opaqueBox(data: Buffer, width: number, height: number) {
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] as number) > 8) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return { minX, minY, maxX, maxY };
}

describe('renderProductArt', () => {
  it.each(SAMPLE.map((d) => [designKey(d), d] as const))(
    '%s is a transparent PNG of the object alone, framed to its real proportions',
    async (_key, design) => {
      const png = await renderProductArt(design);
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect(meta.hasAlpha).toBe(true);
      const { width = 0, height = 0 } = meta;
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(ART_LONG_SIDE_PX - 1);
      expect(Math.max(width, height)).toBeLessThanOrEqual(ART_LONG_SIDE_PX + 1);

      const inner = (width - 2 * ART_PADDING_PX) / (height - 2 * ART_PADDING_PX);
      expect(inner).toBeCloseTo(designGeometry(design).artAspect, 1);

      const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * width + x) * 4 + 3];
      for (const [x, y] of [
        [0, 0],
        [width - 1, 0],
        [0, height - 1],
        [width - 1, height - 1],
      ] as const) {
        expect(alphaAt(x, y)).toBe(0);
      }
      // Tight framing: the object reaches every side, so its bottom is where it meets the floor.
      const box = opaqueBox(data, width, height);
      const slack = ART_PADDING_PX + 4;
      expect(box.minX).toBeLessThanOrEqual(slack);
      expect(box.minY).toBeLessThanOrEqual(slack);
      expect(width - 1 - box.maxX).toBeLessThanOrEqual(slack);
      expect(height - 1 - box.maxY).toBeLessThanOrEqual(slack);
    },
  );

  it('draws every design of the demo catalogue without a broken value', () => {
    const seen = new Set<string>();
    for (const { design } of demoProducts()) {
      const key = designKey(design);
      if (seen.has(key)) continue;
      seen.add(key);
      const svg = productArtSvg(design);
      expect(svg, key).not.toMatch(/NaN|undefined|Infinity/);
    }
    expect(seen.size).toBeGreaterThan(400);
  });

  it('gives twenty styles twenty different sofas', async () => {
    const looks = new Set(STYLE_IDS.map((style) => productArtSvg({ category: 'Canapé', style, variant: 1 })));
    expect(looks.size).toBe(STYLE_IDS.length);
  });
});
