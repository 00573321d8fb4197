import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { DEMO_PALETTE } from '../../../../tests/support/scenes.js';
import { type FurnitureModelKind, furnitureModel } from './furniture-models.js';
import { buildGlb, type ModelSpec } from './glb-builder.js';
import { kindModel } from './kind-models.js';

const PALETTE = { fabric: '#8fa3b0', wood: '#d8b98c', metal: '#262626', accent: '#d9a05b' };

/** Real-world size (width x height x depth, metres) each model must have. */
const SIZES: Record<FurnitureModelKind, [number, number, number]> = {
  sofa: [2.2, 0.85, 0.92],
  'coffee-table': [1.1, 0.42, 0.6],
  chair: [0.48, 0.88, 0.52],
  'floor-lamp': [0.45, 1.6, 0.45],
  bookcase: [0.9, 1.9, 0.35],
  bed: [1.76, 1.15, 2.1],
};

/** A pair of curtains on a 2.6 m rod, 2.5 m tall (the category's default size). */
const CURTAINS = { w: 2.6, h: 2.5, d: 0.12 };

interface Gltf {
  accessors: { bufferView: number; count: number; min?: number[]; max?: number[]; componentType: number }[];
  bufferViews: { byteOffset: number; byteLength: number }[];
  meshes: {
    primitives: {
      attributes: { POSITION: number; NORMAL: number; COLOR_0?: number };
      indices: number;
      material: number;
    }[];
  }[];
  materials: { name: string }[];
}

/** Splits a .glb into its JSON and binary chunks. */
function readGlb(glb: Buffer): { json: Gltf; bin: Buffer } {
  expect(glb.toString('ascii', 0, 4)).toBe('glTF');
  expect(glb.readUInt32LE(8)).toBe(glb.length);
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.toString('utf8', 20, 20 + jsonLength)) as Gltf;
  const binStart = 20 + jsonLength;
  return { json, bin: glb.subarray(binStart + 8, binStart + 8 + glb.readUInt32LE(binStart)) };
}

/** The floats an accessor of the file holds. */
function floatsOf(json: Gltf, bin: Buffer, accessor: number | undefined): Float32Array {
  const view = json.bufferViews[json.accessors[accessor ?? -1]?.bufferView ?? -1];
  if (!view) throw new Error('missing view');
  return new Float32Array(
    bin.buffer.slice(bin.byteOffset + view.byteOffset, bin.byteOffset + view.byteOffset + view.byteLength),
  );
}

describe('buildGlb', () => {
  it.each(Object.keys(SIZES) as FurnitureModelKind[])(
    '%s is a valid glTF 2.0 binary at real size',
    async (kind) => {
      const glb = buildGlb(furnitureModel(kind, PALETTE));
      const report = await validateBytes(new Uint8Array(glb));
      expect(report.issues.messages.filter((m) => m.severity === 0)).toEqual([]);
      expect(report.issues.numErrors).toBe(0);
      expect(report.issues.numWarnings).toBe(0);

      const { json } = readGlb(glb);
      const positions = json.meshes.flatMap((m) =>
        m.primitives.map((p) => json.accessors[p.attributes.POSITION]),
      );
      const [minX, minY, minZ] = [0, 1, 2].map((i) =>
        Math.min(...positions.map((a) => a?.min?.[i] ?? 0)),
      ) as [number, number, number];
      const [maxX, maxY, maxZ] = [0, 1, 2].map((i) =>
        Math.max(...positions.map((a) => a?.max?.[i] ?? 0)),
      ) as [number, number, number];
      const [w, h, d] = SIZES[kind];
      expect(maxX - minX).toBeCloseTo(w, 2);
      expect(maxY - minY).toBeCloseTo(h, 2);
      expect(maxZ - minZ).toBeCloseTo(d, 2);
      // Standing on the floor, centred.
      expect(minY).toBeCloseTo(0, 3);
      expect(minX + maxX).toBeCloseTo(0, 2);
    },
  );

  it.each([
    ['a sofa', furnitureModel('sofa', PALETTE)],
    ['curtains, front and back', kindModel('curtain-pair', DEMO_PALETTE, CURTAINS) as ModelSpec],
  ])('winds every triangle of %s outwards, the way its normals point', (_, spec) => {
    const { json, bin } = readGlb(buildGlb(spec));
    for (const p of json.meshes.flatMap((m) => m.primitives)) {
      const pos = floatsOf(json, bin, p.attributes.POSITION);
      const nor = floatsOf(json, bin, p.attributes.NORMAL);
      const view = json.bufferViews[json.accessors[p.indices]?.bufferView ?? -1];
      if (!view) throw new Error('missing view');
      const idx = new Uint16Array(
        bin.buffer.slice(
          bin.byteOffset + view.byteOffset,
          bin.byteOffset + view.byteOffset + view.byteLength,
        ),
      );
      for (let t = 0; t < idx.length; t += 3) {
        const [a, b, c] = [idx[t], idx[t + 1], idx[t + 2]].map((i) => (i as number) * 3) as [
          number,
          number,
          number,
        ];
        const e1 = [0, 1, 2].map((k) => (pos[b + k] as number) - (pos[a + k] as number));
        const e2 = [0, 1, 2].map((k) => (pos[c + k] as number) - (pos[a + k] as number));
        const face = [
          (e1[1] as number) * (e2[2] as number) - (e1[2] as number) * (e2[1] as number),
          (e1[2] as number) * (e2[0] as number) - (e1[0] as number) * (e2[2] as number),
          (e1[0] as number) * (e2[1] as number) - (e1[1] as number) * (e2[0] as number),
        ];
        const dot = face.reduce(
          (s, f, k) => s + f * ((nor[a + k] as number) + (nor[b + k] as number) + (nor[c + k] as number)),
          0,
        );
        expect(dot).toBeGreaterThan(0);
      }
    }
  });
});

describe('curtains', () => {
  it('hang open, gathered at the rod’s ends in folds front to back, the window between them in view', async () => {
    const glb = buildGlb(kindModel('curtain-pair', DEMO_PALETTE, CURTAINS) as ModelSpec);
    const report = await validateBytes(new Uint8Array(glb));
    expect(report.issues.numErrors).toBe(0);
    const { json, bin } = readGlb(glb);
    const cloth = json.meshes[0]?.primitives.find((p) => json.materials[p.material]?.name === 'cloth');
    const pos = floatsOf(json, bin, cloth?.attributes.POSITION);
    const xs = pos.filter((_, i) => i % 3 === 0);
    const zs = pos.filter((_, i) => i % 3 === 2);
    // Both panels hang, each from its end of the rod...
    expect(Math.min(...xs)).toBeLessThan(-CURTAINS.w / 2 + 0.05);
    expect(Math.max(...xs)).toBeGreaterThan(CURTAINS.w / 2 - 0.05);
    // ...and 0.8 m of the rod's middle is open: spread flat, each panel reached within 0.2 m of it.
    expect(xs.filter((x) => Math.abs(x) < 0.4)).toHaveLength(0);
    // Folds, not a flat sheet: 8 cm or more from crest to trough...
    const [back, front] = [Math.min(...zs), Math.max(...zs)];
    expect(front - back).toBeGreaterThan(0.08);
    // ...each trough, sunk between two folds, darker than the crests (the vertices' colour).
    const shades = floatsOf(json, bin, cloth?.attributes.COLOR_0).filter((_, i) => i % 3 === 0);
    expect(shades).toHaveLength(zs.length);
    const at = (z: number) => shades.filter((_, i) => Math.abs((zs[i] as number) - z) < 0.005);
    expect(Math.max(...at(back))).toBeLessThan(0.65);
    expect(Math.min(...at(front))).toBeGreaterThan(0.95);
  });
});

describe('padded and textured surfaces', () => {
  const floatsOf = (glb: Buffer, accessorIndex: number) => {
    const { json, bin } = readGlb(glb);
    const view = json.bufferViews[json.accessors[accessorIndex]?.bufferView ?? -1];
    if (!view) throw new Error('missing view');
    return new Float32Array(
      bin.buffer.slice(bin.byteOffset + view.byteOffset, bin.byteOffset + view.byteOffset + view.byteLength),
    );
  };

  it('rounds a box: every point lies on its rounded surface, none on the sharp corners', async () => {
    const glb = buildGlb({
      name: 'cushion',
      materials: { cloth: { color: '#8fa3b0', metallic: 0, roughness: 0.9 } },
      parts: [{ shape: 'box', material: 'cloth', at: [0, 0.5, 0], size: [1, 1, 1], round: 0.2 }],
    });
    const report = await validateBytes(new Uint8Array(glb));
    expect(report.issues.numErrors + report.issues.numWarnings).toBe(0);
    const { json } = readGlb(glb);
    const pos = floatsOf(glb, json.meshes[0]?.primitives[0]?.attributes.POSITION ?? -1);
    let onCorner = 0;
    for (let i = 0; i < pos.length; i += 3) {
      const p = [pos[i] as number, (pos[i + 1] as number) - 0.5, pos[i + 2] as number];
      // Distance from the inner box (half 0.3) is the radius, within float error.
      const out = p.map((c) => Math.max(0, Math.abs(c) - 0.3));
      expect(Math.hypot(...out)).toBeCloseTo(0.2, 4);
      if (p.every((c) => Math.abs(c) > 0.49)) onCorner++;
    }
    expect(onCorner).toBe(0);
    expect(pos.length / 3).toBeGreaterThan(24);
  });

  it('stuffs a cushion: full in its middle, thin at its seams, its edges drawn in, its normals following', async () => {
    const glb = buildGlb({
      name: 'scatter cushion',
      materials: { cloth: { color: '#8fa3b0', metallic: 0, roughness: 0.9 } },
      parts: [
        { shape: 'box', material: 'cloth', at: [0, 0.5, 0], size: [0.4, 0.4, 0.16], round: 0.05, seam: 0.3 },
      ],
    });
    const report = await validateBytes(new Uint8Array(glb));
    expect(report.issues.numErrors + report.issues.numWarnings).toBe(0);
    const { json } = readGlb(glb);
    const primitive = json.meshes[0]?.primitives[0];
    const pos = floatsOf(glb, primitive?.attributes.POSITION ?? -1);
    const nor = floatsOf(glb, primitive?.attributes.NORMAL ?? -1);
    const depthWhere = (near: (x: number, y: number) => boolean) => {
      let most = 0;
      for (let i = 0; i < pos.length; i += 3)
        if (near(pos[i] as number, (pos[i + 1] as number) - 0.5))
          most = Math.max(most, Math.abs(pos[i + 2] as number));
      return most;
    };
    // A box 16 cm deep: 8 cm each side of its middle, 30 % of that at its seams.
    expect(depthWhere((x, y) => Math.abs(x) < 0.03 && Math.abs(y) < 0.03)).toBeCloseTo(0.08, 2);
    expect(depthWhere((x) => Math.abs(x) > 0.17)).toBeLessThan(0.08 * 0.5);
    // Each edge drawn in at its middle, the corners standing out.
    let widestMiddle = 0;
    let widestCorner = 0;
    for (let i = 0; i < pos.length; i += 3) {
      const [x, y] = [Math.abs(pos[i] as number), Math.abs((pos[i + 1] as number) - 0.5)];
      if (y < 0.02) widestMiddle = Math.max(widestMiddle, x);
      if (y > 0.1) widestCorner = Math.max(widestCorner, x);
    }
    expect(widestMiddle).toBeLessThan(0.2 * 0.95);
    expect(widestCorner).toBeGreaterThan(widestMiddle);
    // On the front's slope, halfway to the side, the normal leans out toward that side.
    for (let i = 0; i < pos.length; i += 3) {
      const [x, y, z] = [pos[i] as number, (pos[i + 1] as number) - 0.5, pos[i + 2] as number];
      expect(Math.hypot(nor[i] as number, nor[i + 1] as number, nor[i + 2] as number)).toBeCloseTo(1, 4);
      if (z > 0.04 && x > 0.08 && x < 0.12 && Math.abs(y) < 0.03)
        expect(nor[i] as number).toBeGreaterThan(0.1);
    }
  });

  it('gives fabric a weave and wood a grain, as PNG textures inside the file, keeping the colour', () => {
    const glb = buildGlb(furnitureModel('sofa', PALETTE));
    const { json, bin } = readGlb(glb);
    const gltf = json as unknown as {
      materials: {
        name: string;
        pbrMetallicRoughness: { baseColorTexture?: { index: number }; baseColorFactor: number[] };
        normalTexture?: { index: number };
      }[];
      images: { bufferView: number; mimeType: string }[];
    };
    const cloth = gltf.materials.find((m) => m.name === 'fabric');
    const legs = gltf.materials.find((m) => m.name === 'legs');
    expect(cloth?.pbrMetallicRoughness.baseColorTexture).toBeDefined();
    expect(cloth?.normalTexture).toBeDefined();
    expect(legs?.pbrMetallicRoughness.baseColorTexture).toBeDefined();
    expect(legs?.normalTexture).toBeUndefined();
    expect(gltf.images.length).toBe(3);
    for (const image of gltf.images) {
      const view = json.bufferViews[image.bufferView];
      expect(image.mimeType).toBe('image/png');
      expect(bin.subarray(view?.byteOffset ?? 0, (view?.byteOffset ?? 0) + 4).toString('latin1')).toBe(
        '\x89PNG',
      );
    }
    // The texture darkens by its mean: the factor is raised to keep the product's colour, never past 1.
    const factor = cloth?.pbrMetallicRoughness.baseColorFactor ?? [];
    expect(Math.max(...factor)).toBeLessThanOrEqual(1);
    // #b0 blue is 0.434 linear: with a texture darker than white, the factor is above it.
    expect(factor[2]).toBeGreaterThan(0.44);
  });
});
