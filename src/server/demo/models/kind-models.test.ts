import { describe, expect, it } from 'vitest';
import { CATEGORY_KINDS, type FurnitureKind, geometryOfKind } from '../../modules/catalog/service.js';
import { buildGlb, type Part } from './glb-builder.js';
import { kindModel } from './kind-models.js';

const palette = {
  fabric: '#8aa0b0',
  wood: '#c8a878',
  metal: '#b0b0b0',
  accent: '#c4552b',
  carcass: '#d9c7a5',
};

/** The box holding every part of a model, in metres. */
function bounds(parts: readonly Part[]) {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    const half =
      part.shape === 'box'
        ? [part.size[0] / 2, part.size[1] / 2, part.size[2] / 2]
        : part.axis === 'x'
          ? [0, Math.max(part.radius, part.radiusTop ?? 0), Math.max(part.radius, part.radiusTop ?? 0)]
          : [Math.max(part.radius, part.radiusTop ?? 0), 0, Math.max(part.radius, part.radiusTop ?? 0)];
    const [cx, cy, cz] = part.at;
    const centre =
      part.shape === 'box'
        ? [cx, cy, cz]
        : part.axis === 'x'
          ? [cx + part.height / 2, cy, cz]
          : [cx, cy + part.height / 2, cz];
    const extent =
      part.shape === 'box'
        ? half
        : part.axis === 'x'
          ? [part.height / 2, half[1], half[2]]
          : [half[0], part.height / 2, half[2]];
    for (let k = 0; k < 3; k++) {
      lo[k] = Math.min(lo[k] as number, (centre[k] as number) - (extent[k] as number));
      hi[k] = Math.max(hi[k] as number, (centre[k] as number) + (extent[k] as number));
    }
  }
  return {
    w: (hi[0] as number) - (lo[0] as number),
    h: (hi[1] as number) - (lo[1] as number),
    d: (hi[2] as number) - (lo[2] as number),
    floor: lo[1] as number,
  };
}

const kinds = [...new Set(Object.values(CATEGORY_KINDS).flat())] as FurnitureKind[];

describe('a 3D model for every kind of furniture the catalogue sells', () => {
  it.each(kinds.filter((k) => k !== 'wall-art' && k !== 'wallpaper-roll' && k !== 'rug'))(
    '%s stands on the floor at its real size',
    (kind) => {
      const g = geometryOfKind(kind);
      const size = { w: g.widthCm / 100, h: g.heightCm / 100, d: Math.max(0.02, g.depthCm / 100) };
      const spec = kindModel(kind, palette, size);
      expect(spec).not.toBeNull();
      const b = bounds(spec?.parts ?? []);
      expect(Math.abs(b.floor)).toBeLessThan(0.02);
      // Within 10 % of the product's size (handles and folds stand a little proud).
      expect(Math.abs(b.w - size.w) / size.w).toBeLessThan(0.1);
      expect(Math.abs(b.h - size.h) / size.h).toBeLessThan(0.1);
      // A round lamp is as deep as it is wide.
      if (size.d > 0.1 && kind !== 'desk-lamp') expect(Math.abs(b.d - size.d) / size.d).toBeLessThan(0.15);
      expect(
        buildGlb(spec as NonNullable<typeof spec>)
          .subarray(0, 4)
          .toString(),
      ).toBe('glTF');
    },
  );

  it('lays a rug flat at its width and length', () => {
    const spec = kindModel('rug', palette, { w: 2, h: 0.012, d: 2.9 });
    const b = bounds(spec?.parts ?? []);
    expect([b.w, b.d]).toEqual([2, 2.9]);
    expect(b.h).toBeLessThan(0.02);
  });

  it('leaves pictures as pictures: wall art and wallpaper have no model', () => {
    expect(kindModel('wall-art', palette, { w: 0.6, h: 0.8, d: 0.03 })).toBeNull();
  });
});
