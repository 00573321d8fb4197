/**
 * A minimal glTF 2.0 binary (.glb) writer: furniture is composed of boxes and
 * cylinders (or cone frustums) in metres, Y up, standing on y = 0 and facing +Z, the
 * conventions AR viewers (Scene Viewer, Quick Look via model-viewer) expect.
 * One primitive per material keeps the file small and the draw calls few.
 */

export type Vec3 = readonly [number, number, number];

export interface PbrMaterial {
  /** sRGB hex colour, as designers pick it; stored linear as glTF requires. */
  color: string;
  metallic: number;
  roughness: number;
}

export interface BoxPart {
  shape: 'box';
  material: string;
  /** Centre of the box. */
  at: Vec3;
  size: Vec3;
}

export interface CylinderPart {
  shape: 'cylinder';
  material: string;
  /** Centre of the bottom face. */
  at: Vec3;
  radius: number;
  /** A different top radius makes a cone frustum (lamp shades). */
  radiusTop?: number;
  height: number;
  /** Cylinders stand along Y unless laid along X or Z (bolsters, rods). */
  axis?: 'x' | 'y' | 'z';
  segments?: number;
}

export type Part = BoxPart | CylinderPart;

export interface ModelSpec {
  name: string;
  materials: Readonly<Record<string, PbrMaterial>>;
  parts: readonly Part[];
}

interface Geometry {
  positions: number[];
  normals: number[];
  indices: number[];
}

function pushBox(g: Geometry, { at, size }: BoxPart): void {
  const [cx, cy, cz] = at;
  const [hx, hy, hz] = [size[0] / 2, size[1] / 2, size[2] / 2];
  // Each face: normal, then two axes spanning it, so every face gets its own flat normal.
  const faces: [Vec3, Vec3, Vec3][] = [
    [
      [1, 0, 0],
      [0, 0, -1],
      [0, 1, 0],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, -1],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  for (const [n, u, v] of faces) {
    const base = g.positions.length / 3;
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      g.positions.push(
        cx + (n[0] + su * u[0] + sv * v[0]) * hx,
        cy + (n[1] + su * u[1] + sv * v[1]) * hy,
        cz + (n[2] + su * u[2] + sv * v[2]) * hz,
      );
      g.normals.push(...n);
    }
    g.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
}

/** Local cylinder point (y along the axis) to model space, by a rotation so faces keep their winding. */
function orient(axis: 'x' | 'y' | 'z', [x, y, z]: Vec3): Vec3 {
  if (axis === 'x') return [y, -x, z];
  if (axis === 'z') return [x, -z, y];
  return [x, y, z];
}

function pushCylinder(g: Geometry, p: CylinderPart): void {
  const axis = p.axis ?? 'y';
  const segments = p.segments ?? 24;
  const r0 = p.radius;
  const r1 = p.radiusTop ?? p.radius;
  const h = p.height;
  const slope = (r0 - r1) / h;
  const add = (local: Vec3, normal: Vec3) => {
    const [x, y, z] = orient(axis, local);
    g.positions.push(p.at[0] + x, p.at[1] + y, p.at[2] + z);
    const len = Math.hypot(...normal);
    g.normals.push(...orient(axis, [normal[0] / len, normal[1] / len, normal[2] / len]));
  };
  // Side: smooth normals around, tilted for a frustum.
  const side = g.positions.length / 3;
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    add([cos * r0, 0, sin * r0], [cos, slope, sin]);
    add([cos * r1, h, sin * r1], [cos, slope, sin]);
  }
  for (let i = 0; i < segments; i++) {
    const b = side + i * 2;
    g.indices.push(b, b + 1, b + 3, b, b + 3, b + 2);
  }
  // Caps: a fan each, facing out.
  for (const [y, rad, ny] of [
    [0, r0, -1],
    [h, r1, 1],
  ] as const) {
    if (rad <= 0) continue;
    const centre = g.positions.length / 3;
    add([0, y, 0], [0, ny, 0]);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      add([Math.cos(a) * rad, y, Math.sin(a) * rad], [0, ny, 0]);
    }
    for (let i = 0; i < segments; i++) {
      const a = centre + 1 + i;
      if (ny > 0) g.indices.push(centre, a + 1, a);
      else g.indices.push(centre, a, a + 1);
    }
  }
}

function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function baseColor(hex: string): [number, number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(
    (v) => Math.round(srgbToLinear(v / 255) * 1e4) / 1e4,
  );
  return [rgb[0] as number, rgb[1] as number, rgb[2] as number, 1];
}

const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_INT = 5125;
const UNSIGNED_SHORT = 5123;

/** Builds the .glb file of a model. */
export function buildGlb(spec: ModelSpec): Buffer {
  const materialNames = Object.keys(spec.materials);
  const byMaterial = new Map<string, Geometry>();
  for (const part of spec.parts) {
    if (!spec.materials[part.material]) throw new Error(`Unknown material ${part.material} in ${spec.name}`);
    let g = byMaterial.get(part.material);
    if (!g) {
      g = { positions: [], normals: [], indices: [] };
      byMaterial.set(part.material, g);
    }
    if (part.shape === 'box') pushBox(g, part);
    else pushCylinder(g, part);
  }

  const chunks: Buffer[] = [];
  let offset = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const addView = (data: Buffer, target: number) => {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: data.length, target });
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    chunks.push(padded);
    offset += padded.length;
    return bufferViews.length - 1;
  };

  const primitives: object[] = [];
  for (const [material, g] of byMaterial) {
    const count = g.positions.length / 3;
    const min = [0, 1, 2].map((i) => Math.min(...g.positions.filter((_, j) => j % 3 === i)));
    const max = [0, 1, 2].map((i) => Math.max(...g.positions.filter((_, j) => j % 3 === i)));
    const position = accessors.push({
      bufferView: addView(Buffer.from(new Float32Array(g.positions).buffer), ARRAY_BUFFER),
      componentType: FLOAT,
      count,
      type: 'VEC3',
      // Accessor bounds must match the stored 32-bit floats exactly.
      min: min.map((v) => Math.fround(v)),
      max: max.map((v) => Math.fround(v)),
    });
    const normal = accessors.push({
      bufferView: addView(Buffer.from(new Float32Array(g.normals).buffer), ARRAY_BUFFER),
      componentType: FLOAT,
      count,
      type: 'VEC3',
    });
    const wide = count > 65535;
    const indexData = wide ? new Uint32Array(g.indices) : new Uint16Array(g.indices);
    const indices = accessors.push({
      bufferView: addView(Buffer.from(indexData.buffer), ELEMENT_ARRAY_BUFFER),
      componentType: wide ? UNSIGNED_INT : UNSIGNED_SHORT,
      count: g.indices.length,
      type: 'SCALAR',
    });
    primitives.push({
      attributes: { POSITION: position - 1, NORMAL: normal - 1 },
      indices: indices - 1,
      material: materialNames.indexOf(material),
    });
  }

  const bin = Buffer.concat(chunks);
  const gltf = {
    asset: { version: '2.0', generator: 'Kër Déco glb-builder' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name: spec.name, mesh: 0 }],
    meshes: [{ name: spec.name, primitives }],
    materials: materialNames.map((name) => {
      const m = spec.materials[name] as PbrMaterial;
      return {
        name,
        pbrMetallicRoughness: {
          baseColorFactor: baseColor(m.color),
          metallicFactor: m.metallic,
          roughnessFactor: m.roughness,
        },
      };
    }),
    accessors,
    bufferViews,
    buffers: [{ byteLength: bin.length }],
  };
  const jsonText = Buffer.from(JSON.stringify(gltf), 'utf8');
  const json = Buffer.concat([jsonText, Buffer.alloc((4 - (jsonText.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length + 8 + bin.length, 8);
  const chunkHeader = (length: number, type: string) => {
    const b = Buffer.alloc(8);
    b.writeUInt32LE(length, 0);
    b.write(type, 4, 'ascii');
    return b;
  };
  return Buffer.concat([
    header,
    chunkHeader(json.length, 'JSON'),
    json,
    chunkHeader(bin.length, 'BIN\0'),
    bin,
  ]);
}
