import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { FURNITURE_FRAMES } from '../../../../../tests/support/furniture-frames.js';
import type { CutoutFrameInput } from '../../../../domain/validation.js';
import { cutoutFrameSchema } from '../../../../domain/validation.js';
import { type Cutout, cutOut } from './cutout.js';
import { framedCutOut } from './framed-cutout.js';

type Polygon = Array<[number, number]>;

/**
 * Masks drawn by hand over the fixture photos (in shares of the photo's width and height): the
 * piece as a person would cut it, without what stands in front of it.
 */
const ARMCHAIR: Polygon[] = [
  [
    [0.17, 0.27],
    [0.24, 0.255],
    [0.5, 0.25],
    [0.74, 0.26],
    [0.79, 0.28],
    [0.81, 0.35],
    [0.83, 0.47],
    [0.85, 0.53],
    [0.88, 0.57],
    [0.885, 0.7],
    [0.87, 0.72],
    [0.13, 0.72],
    [0.12, 0.63],
    [0.13, 0.57],
    [0.14, 0.5],
    [0.15, 0.38],
    [0.155, 0.3],
  ],
  [
    [0.14, 0.72],
    [0.2, 0.72],
    [0.15, 0.91],
    [0.13, 0.91],
  ],
  [
    [0.79, 0.72],
    [0.84, 0.72],
    [0.845, 0.91],
    [0.825, 0.91],
  ],
];
const SOFA: Polygon[] = [
  [
    [0.17, 0.43],
    [0.25, 0.42],
    [0.75, 0.42],
    [0.8, 0.44],
    [0.81, 0.56],
    [0.83, 0.58],
    [0.835, 0.85],
    [0.8, 0.87],
    [0.74, 0.87],
    [0.73, 0.74],
    [0.21, 0.74],
    [0.2, 0.87],
    [0.15, 0.87],
    [0.13, 0.85],
    [0.13, 0.6],
    [0.16, 0.56],
  ],
];

/** Intersection over union of the cut-out's opaque pixels and the hand-drawn mask, on the photo. */
async function overlap(cutout: Cutout, drawn: Polygon[]): Promise<number> {
  const origin = cutout.origin;
  if (!origin) throw new Error('a cut-out of a photo says where it was cropped from');
  const { photoWidth: width, photoHeight: height } = origin;
  const polygons = drawn
    .map(
      (p) => `<polygon points="${p.map(([x, y]) => `${x * width},${y * height}`).join(' ')}" fill="#fff"/>`,
    )
    .join('');
  const expected = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${polygons}</svg>`,
    ),
  )
    .flatten({ background: '#000' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const got = await sharp(cutout.png).ensureAlpha().extractChannel(3).raw().toBuffer();
  const kept = new Uint8Array(width * height);
  for (let y = 0; y < cutout.height; y++) {
    for (let x = 0; x < cutout.width; x++) {
      kept[(origin.top + y) * width + origin.left + x] = (got[y * cutout.width + x] as number) > 127 ? 1 : 0;
    }
  }
  let both = 0;
  let either = 0;
  for (let p = 0; p < kept.length; p++) {
    const inDrawn = (expected[p] as number) > 127;
    if (inDrawn && kept[p]) both++;
    if (inDrawn || kept[p]) either++;
  }
  return both / either;
}

const frame = (input: CutoutFrameInput) => cutoutFrameSchema.parse(input);

describe('own furniture cut out of a furnished room', () => {
  it('by itself, a photo of an armchair in its room is not trusted to the automatic cut-out', async () => {
    const armchair = await cutOut(await readFixture('products/armchair-blue-padded.jpg'));
    expect(armchair.separated).toBe(false);
  });

  it('framed with a box only, keeps the armchair and its legs and drops the room', async () => {
    const cutout = await framedCutOut(
      await readFixture('products/armchair-blue-padded.jpg'),
      frame(FURNITURE_FRAMES['products/armchair-blue-padded.jpg'] as CutoutFrameInput),
    );
    expect(cutout).not.toBeNull();
    expect(await overlap(cutout as Cutout, ARMCHAIR)).toBeGreaterThan(0.88);
  });

  it('framed with strokes, keeps the sofa and leaves out the coffee table in front of it', async () => {
    const photo = await readFixture('products/sofa-grey-fabric.jpg');
    const framed = FURNITURE_FRAMES['products/sofa-grey-fabric.jpg'] as CutoutFrameInput;
    const boxOnly = await framedCutOut(photo, frame({ box: framed.box }));
    const stroked = await framedCutOut(photo, frame(framed));
    // The grey sofa is the colour of the room around it: the box alone is not enough, the strokes are.
    expect(await overlap(boxOnly as Cutout, SOFA)).toBeLessThan(0.6);
    expect(await overlap(stroked as Cutout, SOFA)).toBeGreaterThan(0.88);
  });
});
