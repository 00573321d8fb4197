import { describe, expect, it } from 'vitest';
import { DEMO_PALETTE } from '../../../../tests/support/scenes.js';
import { CATEGORY_KINDS, type FurnitureKind, geometryOfKind } from '../../modules/catalog/service.js';
import { buildGlb, type ModelSpec } from './glb-builder.js';
import { kindModel } from './kind-models.js';

const palette = DEMO_PALETTE;

/** The box holding every vertex of a model's built GLB, in metres (as the file's accessors say). */
function bounds(spec: ModelSpec) {
  const glb = buildGlb(spec);
  const json = JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12))) as {
    accessors: { min?: number[]; max?: number[] }[];
    meshes: { primitives: { attributes: { POSITION: number } }[] }[];
  };
  const boxes = json.meshes.flatMap((m) => m.primitives.map((p) => json.accessors[p.attributes.POSITION]));
  const lo = [0, 1, 2].map((k) => Math.min(...boxes.map((a) => a?.min?.[k] ?? Infinity)));
  const hi = [0, 1, 2].map((k) => Math.max(...boxes.map((a) => a?.max?.[k] ?? -Infinity)));
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
      const b = bounds(spec as ModelSpec);
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
    const b = bounds(spec as ModelSpec);
    expect(b.w).toBeCloseTo(2, 4);
    expect(b.d).toBeCloseTo(2.9, 4);
    expect(b.h).toBeLessThan(0.02);
  });

  it('sews a welt along each seat cushion’s front edge, in the fabric a shade darker', () => {
    const spec = kindModel('sofa-3', palette, { w: 2.2, h: 0.85, d: 0.92 }) as ModelSpec;
    const welts = spec.parts.filter((p) => p.material === 'welt' && 'axis' in p && p.axis === 'x');
    // Three cushions, each welted above and below.
    expect(welts).toHaveLength(6);
    for (const w of welts) {
      expect(w).toMatchObject({ shape: 'cylinder', axis: 'x' });
      // At the front of the seat, not across it.
      expect(w.at[2]).toBeGreaterThan(0.92 / 2 - 0.05);
    }
    expect(spec.materials.welt?.color).toBe('#7c909e');
  });

  it('pipes each arm of an armchair along its top and down its front, on both edges', () => {
    const w = 0.82;
    const spec = kindModel('armchair', palette, { w, h: 0.88, d: 0.85 }) as ModelSpec;
    const arms = spec.parts.filter((p) => p.material === 'welt' && 'axis' in p && p.axis !== 'x');
    expect(arms).toHaveLength(8);
    const along = arms.filter((p) => 'axis' in p && p.axis === 'z');
    const down = arms.filter((p) => 'axis' in p && p.axis === 'y');
    expect(along).toHaveLength(4);
    expect(down).toHaveLength(4);
    // Two on each arm, near its outer and inner edges: two either side of the seat.
    expect(along.filter((p) => p.at[0] < 0)).toHaveLength(2);
    expect(along.filter((p) => p.at[0] > 0)).toHaveLength(2);
    for (const p of along) expect(Math.abs(p.at[0])).toBeGreaterThan(w / 2 - 0.2);
    // Along the arm's top (no higher than the arm), down its front face (at the seat's front).
    for (const p of along) expect(p.at[1]).toBeLessThan(0.88 * 0.74 + 1e-6);
    for (const p of down) expect(p.at[2]).toBeGreaterThan(0.85 / 2 - 0.05);
  });

  it('gives the floor lamp a woven shade held by metal rims, on a domed base', () => {
    const spec = kindModel('floor-lamp', palette, { w: 0.45, h: 1.6, d: 0.45 }) as ModelSpec;
    expect(spec.materials.shade?.surface).toBe('fabric');
    const shade = spec.parts.find((p) => p.material === 'shade');
    const shadeTop = shade?.shape === 'cylinder' ? (shade.radiusTop ?? shade.radius) : 1;
    // Thin metal rings, wider than the shade where they hold it: at its top and its bottom.
    const rims = spec.parts.filter(
      (p) =>
        p.material === 'shade-frame' && p.shape === 'cylinder' && p.height <= 0.01 && p.radius > shadeTop,
    );
    expect(rims).toHaveLength(2);
    expect(spec.materials['shade-frame']).toEqual(spec.materials.metal);
    // The base: a dome narrowing upward, not a flat disc alone.
    expect(
      spec.parts.some(
        (p) => p.shape === 'cylinder' && p.material === 'metal' && (p.radiusTop ?? p.radius) < p.radius / 2,
      ),
    ).toBe(true);
  });

  it('leaves pictures as pictures: wall art and wallpaper have no model', () => {
    expect(kindModel('wall-art', palette, { w: 0.6, h: 0.8, d: 0.03 })).toBeNull();
  });
});
