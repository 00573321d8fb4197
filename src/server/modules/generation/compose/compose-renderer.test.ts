import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import type { Placement } from '../../../db/schema.js';
import { designGeometry } from '../../catalog/design-key.js';
import { categoryGeometry } from '../../catalog/furniture-geometry.js';
import { renderProductArt } from '../../catalog/product-art.js';
import { composeRoom } from './compose-renderer.js';
import { cutOut } from './cutout.js';
import { layOutRoom } from './layout.js';
import { prepareRoom } from './prepare-room.js';
import { analyseRoom } from './room-analysis.js';

const art = async (category: string, variant = 1) => {
  const design = { category, style: 'Bohemian', variant };
  return {
    name: `${category} ${variant}`,
    category,
    geometry: designGeometry(design),
    image: await renderProductArt(design),
    ownItem: false,
  };
};

describe('compose renderer', () => {
  it('places each piece where it belongs and leaves the rest of the room as it was', async () => {
    const room = await readFixture('rooms/living-room-roomgpt-original.jpg');
    const items = await Promise.all([
      art('Canapé'),
      art('Tapis'),
      art('Table basse'),
      art('Luminaires'),
      art('Accessoires Déco', 3),
      art('Bibliothèque'),
    ]);
    const result = await composeRoom({ room, items, style: 'Bohemian' });
    expect(result.width).toBe(4032);
    expect(result.height).toBe(3024);
    const analysis = await analyseRoom(room, 4032, 3024);
    const floorLine = analysis.floorY / analysis.height;
    const at = (category: string, variant = 0) =>
      result.placements.filter((p) => p.category === category)[variant];
    const sofa = at('Canapé');
    const rug = at('Tapis');
    const table = at('Table basse');
    const lamp = at('Luminaires');
    const art3 = at('Accessoires Déco');
    if (!sofa || !rug || !table || !lamp || !art3)
      throw new Error(`missing placement: ${JSON.stringify(result.placements)}`);
    // Floor pieces stand on the floor, below the wall line; the coffee table is in front of the sofa.
    expect(sofa.y + sofa.height).toBeGreaterThan(floorLine);
    expect(table.y + table.height).toBeGreaterThan(sofa.y + sofa.height);
    // The rug lies on the floor under the group; the pendant hangs in the top part; the art hangs above the sofa.
    expect(rug.y).toBeGreaterThan(floorLine - 0.05);
    expect(lamp.y).toBeLessThan(0.15);
    expect(art3.y + art3.height).toBeLessThanOrEqual(sofa.y + 0.02);
    for (const p of result.placements) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(1.0001);
    }

    // Far from every piece (and its shadow) the photo is unchanged, up to WebP compression.
    const [after, before] = await Promise.all([
      sharp(result.image).resize(403, 302, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
      sharp(room).resize(403, 302, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    ]);
    const margin = 0.04;
    let compared = 0;
    let drift = 0;
    for (let y = 0; y < 302; y++) {
      for (let x = 0; x < 403; x++) {
        const fx = x / 403;
        const fy = y / 302;
        const near = result.placements.some(
          (p) =>
            fx > p.x - margin &&
            fx < p.x + p.width + margin &&
            fy > p.y - margin &&
            fy < p.y + p.height + margin * 2,
        );
        if (near) continue;
        compared++;
        for (let c = 0; c < 3; c++)
          drift += Math.abs(
            (after[(y * 403 + x) * 3 + c] as number) - (before[(y * 403 + x) * 3 + c] as number),
          );
      }
    }
    expect(compared).toBeGreaterThan(403 * 302 * 0.1);
    expect(drift / compared / 3).toBeLessThan(4);
  });

  it('keeps a close-up plausible: feet on the floor, a modest light at the top, pieces side by side', async () => {
    // Taken at the foot of a bed: no floor shows, the bed's linen fills the bottom half.
    const room = await readFixture('rooms/bedroom-hotel.jpg');
    const items = await Promise.all(
      ['Lit', 'Table de chevet', 'Commode', 'Tapis', 'Miroir', 'Luminaires'].map((c) => art(c)),
    );
    const result = await composeRoom({ room, items, style: 'Bohemian' });
    const analysis = await analyseRoom(room, result.width, result.height);
    // The floor is hidden below the frame: the bottom of the photo stands for it.
    expect(analysis.floorY / analysis.height).toBeGreaterThan(0.95);
    const at = (category: string) => {
      const p = result.placements.find((x) => x.category === category);
      if (!p) throw new Error(`missing ${category}: ${JSON.stringify(result.placements)}`);
      return p;
    };
    const lamp = at('Luminaires');
    expect(lamp.width).toBeLessThanOrEqual(0.15);
    expect(lamp.y + lamp.height).toBeLessThan(0.35);
    const floorPieces = ['Lit', 'Table de chevet', 'Commode'].map(at);
    for (const p of floorPieces) expect(p.y + p.height).toBeGreaterThan(0.9);
    for (const p of result.placements) expect(p.height).toBeGreaterThan(0.05);
    const covered = (a: (typeof floorPieces)[number], b: (typeof floorPieces)[number]) => {
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      return w > 0 && h > 0 ? (w * h) / Math.min(a.width * a.height, b.width * b.height) : 0;
    };
    for (const a of floorPieces)
      for (const b of floorPieces) if (a !== b) expect(covered(a, b)).toBeLessThanOrEqual(0.15);
    // The pendant does not hang in front of the bed.
    expect(covered(lamp, at('Lit'))).toBe(0);
  });

  it('stands every floor piece on a visible floor, never above it', async () => {
    for (const fixture of [
      'rooms/bedroom-1.jpg',
      'rooms/bedroom-nightstand-lamp.jpg',
      'rooms/living-room-2.jpg',
    ]) {
      const room = await readFixture(fixture);
      const items = await Promise.all(
        ['Lit', 'Commode', 'Table de chevet', 'Canapé', 'Fauteuil'].map((c) => art(c)),
      );
      const analysis = (await prepareRoom(room)).analysis;
      const spots = layOutRoom(
        analysis,
        items.map((i) => ({ geometry: i.geometry, aspect: i.geometry.artAspect })),
      );
      for (const spot of spots) {
        expect(spot.top + spot.height, fixture).toBeGreaterThanOrEqual(analysis.floorY - 1);
        expect(spot.top + spot.height, fixture).toBeLessThanOrEqual(analysis.height);
      }
    }
  });

  it('enlarges a small photo to 1536 px on the long side, keeping its shape', async () => {
    const room = await readFixture('rooms/bedroom-kids-desk.png');
    const result = await composeRoom({ room, items: [await art('Lit')], style: null });
    expect(result.height).toBe(1536);
    expect(result.width).toBe(Math.round((564 * 1536) / 752));
  });

  it('draws the visitor’s own item cut out of its photo', async () => {
    const room = await readFixture('rooms/bedroom-1.jpg');
    // A desk against a plain wall: the wall above its two ends is backdrop, not desk.
    const photo = await readFixture('products/side-desk-wooden.jpg');
    const result = await composeRoom({
      room,
      items: [
        {
          name: 'Mon bureau',
          category: 'Bureau',
          geometry: categoryGeometry('Bureau'),
          image: photo,
          ownItem: true,
        },
      ],
      style: 'Scandinavian',
    });
    expect(result.placements).toHaveLength(1);
    const desk = result.placements[0] as Placement;
    const { width, height } = result;
    const pixels = (image: Buffer) =>
      sharp(image).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const [after, before] = await Promise.all([pixels(result.image), pixels(room)]);
    // Mean difference per channel over a small patch around a point of the placement's box.
    const drift = (fx: number, fy: number) => {
      const cx = Math.round((desk.x + desk.width * fx) * width);
      const cy = Math.round((desk.y + desk.height * fy) * height);
      let sum = 0;
      let count = 0;
      for (let y = cy - 3; y <= cy + 3; y++) {
        for (let x = cx - 3; x <= cx + 3; x++) {
          for (let c = 0; c < 3; c++) {
            const i = (y * width + x) * 3 + c;
            sum += Math.abs((after[i] as number) - (before[i] as number));
            count++;
          }
        }
      }
      return sum / count;
    };
    // Just inside the top corners the photo showed only its wall: the room shows through there.
    // Had the photo been pasted whole as a card, or cut to a strip of the desk's top, it would not.
    expect(drift(0.08, 0.08)).toBeLessThan(6);
    expect(drift(0.92, 0.08)).toBeLessThan(6);
    // The desk itself is drawn.
    expect(drift(0.5, 0.6)).toBeGreaterThan(15);
  });
});

describe('cut-out', () => {
  it('makes a plain studio background transparent and keeps the object', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f4f4f2' } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 150, channels: 3, background: '#7a4a2a' } })
            .png()
            .toBuffer(),
          left: 100,
          top: 80,
        },
      ])
      .jpeg()
      .toBuffer();
    const cut = await cutOut(photo);
    expect(cut.separated).toBe(true);
    expect(cut.width).toBeGreaterThan(190);
    expect(cut.width).toBeLessThan(220);
    const { data, info } = await sharp(cut.png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[((info.height >> 1) * info.width + (info.width >> 1)) * 4 + 3]).toBe(255);
    expect(data[3]).toBeLessThan(40);
  });

  it('keeps a busy photo whole as a card rather than cutting it wrongly', async () => {
    const cut = await cutOut(await readFixture('rooms/living-room-2.jpg'));
    expect(cut.separated).toBe(false);
  });

  // Checked by eye, each cut-out flattened on magenta. `aspect` is the object's own, measured on
  // the photo; `corners` are those of its box where the photo shows only backdrop.
  it.each([
    { fixture: 'stool-wooden.jpg', backdrop: 'a blue studio gradient', aspect: 0.59 },
    {
      fixture: 'plant-cactus-terracotta-pot.jpg',
      backdrop: 'a beige gradient and a soft shadow',
      aspect: 0.62,
    },
    {
      fixture: 'lamp-pendant-white.jpg',
      backdrop: 'a plain teal wall, the cord up to the frame',
      aspect: 0.64,
    },
    { fixture: 'plant-hanging.jpg', backdrop: 'a white wall, the chain up to the frame', aspect: 0.62 },
    { fixture: 'side-desk-wooden.jpg', backdrop: 'a wall lit above and shaded below', aspect: 2.35 },
    {
      fixture: 'sofa-leather-brown.jpg',
      backdrop: 'a wall above a concrete floor',
      // A palm's fronds come into the frame on the right, beside the sofa.
      aspect: 2.55,
      corners: ['top left', 'bottom left'],
    },
  ])('cuts the object out of $backdrop ($fixture)', async ({ fixture, aspect, corners }) => {
    const photo = await readFixture(`products/${fixture}`);
    const cut = await cutOut(photo);
    expect(cut.separated).toBe(true);
    expect(cut.width / cut.height).toBeGreaterThan(aspect * 0.85);
    expect(cut.width / cut.height).toBeLessThan(aspect * 1.15);

    // Cut-outs are made from the photo brought down to 900 px on its long side.
    const meta = await sharp(photo).metadata();
    const scale = Math.min(1, 900 / Math.max(meta.width ?? 0, meta.height ?? 0));
    const photoArea = Math.round((meta.width ?? 0) * scale) * Math.round((meta.height ?? 0) * scale);
    const boxShare = (cut.width * cut.height) / photoArea;
    expect(boxShare).toBeGreaterThan(0.15);
    expect(boxShare).toBeLessThan(0.75);

    const { data, info } = await sharp(cut.png).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] as number;
    let opaque = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) if (alpha(x, y) > 128) opaque++;
    // The object fills a good part of its box: not a scatter of specks.
    expect(opaque / (info.width * info.height)).toBeGreaterThan(0.2);
    // The most opaque pixel of a small square in each corner.
    const corner = (name: string) => {
      const size = Math.round(Math.min(info.width, info.height) * 0.05);
      const x0 = name.endsWith('left') ? 0 : info.width - size;
      const y0 = name.startsWith('top') ? 0 : info.height - size;
      let most = 0;
      for (let y = y0; y < y0 + size; y++)
        for (let x = x0; x < x0 + size; x++) most = Math.max(most, alpha(x, y));
      return most;
    };
    for (const name of corners ?? ['top left', 'top right', 'bottom left', 'bottom right'])
      expect(corner(name), name).toBeLessThan(64);
  });

  it.each([
    'sofa-grey-fabric.jpg',
    'armchair-blue-padded.jpg',
    'bedside-table-white.jpg',
    'lamp-table-stained-glass-1.jpg',
  ])('keeps a product shot in a furnished room whole as a card (%s)', async (fixture) => {
    const photo = await readFixture(`products/${fixture}`);
    const cut = await cutOut(photo);
    expect(cut.separated).toBe(false);
    const meta = await sharp(photo).metadata();
    expect(cut.width / cut.height).toBeCloseTo((meta.width ?? 0) / (meta.height ?? 1), 2);
  });

  it('only trims a picture that already has transparency', async () => {
    const png = await renderProductArt({ category: 'Fauteuil', style: 'Glam', variant: 2 });
    const cut = await cutOut(png);
    const meta = await sharp(png).metadata();
    expect(cut.separated).toBe(true);
    expect(cut.width).toBeLessThanOrEqual(meta.width ?? 0);
  });
});
