import { type SurfaceKind, surfaceTextures } from './material-textures.js';

/**
 * A minimal glTF 2.0 binary (.glb) writer: furniture is composed of boxes (rounded like
 * upholstery, or with eased edges like joinery) and cylinders (or cone frustums) in metres, Y up,
 * standing on y = 0 and facing +Z, the conventions AR viewers (Scene Viewer, Quick Look via
 * model-viewer) expect. One primitive per material keeps the file small and the draw calls few;
 * a wood or fabric material carries its grain or weave as small tiling textures.
 */

export type Vec3 = readonly [number, number, number];

export interface PbrMaterial {
  /** sRGB hex colour, as designers pick it; stored linear as glTF requires. */
  color: string;
  metallic: number;
  roughness: number;
  /** Wood grain or upholstery weave over the colour; plain when absent. */
  surface?: SurfaceKind;
}

export interface BoxPart {
  shape: 'box';
  material: string;
  /** Centre of the box. */
  at: Vec3;
  size: Vec3;
  /** Radius of its rounded edges and corners (a cushion's, a bevel's); square when absent. */
  round?: number;
  /** Leaned back by this angle (radians) about its width, the top going to -Z: a back cushion. */
  tilt?: number;
  /** Then turned by this angle (radians) about the vertical through its centre. */
  turn?: number;
  /**
   * Stuffed like a cushion: its depth (Z) is full in its middle and falls off toward its edges,
   * down to this share of it at the seams. A box when absent.
   */
  seam?: number;
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

/**
 * Cloth hanging in folds: a sheet waving front to back across its width, seen from +Z (and from
 * behind, for an edge seen at a slant). Its top may be narrower than its hem and set off to one
 * side: a curtain gathered under its rod, falling wider to the floor.
 */
export interface DrapePart {
  shape: 'drape';
  material: string;
  /** Centre of its hem, at the folds' mean depth. */
  at: Vec3;
  /** Width of its hem, and of its top. */
  width: number;
  widthTop: number;
  /** How far its top's centre stands from its hem's along X. */
  lean: number;
  height: number;
  /** Folds across its width, and how deep they are front to back, crest to trough. */
  folds: number;
  depth: number;
}

export type Part = BoxPart | CylinderPart | DrapePart;

export interface ModelSpec {
  name: string;
  materials: Readonly<Record<string, PbrMaterial>>;
  parts: readonly Part[];
}

interface Geometry {
  positions: number[];
  normals: number[];
  /** Texture coordinates in metres along the surface. */
  uvs: number[];
  /** The direction u grows in, and the handedness of v (glTF's TANGENT). */
  tangents: number[];
  indices: number[];
  /**
   * Light each vertex takes from its surroundings, 0–1, where a part says (a fold's trough, sunk
   * between its neighbours, sees less of the room than its crest); 1 elsewhere.
   */
  shade: Map<number, number>;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Each face of a box: its normal, then two axes spanning it (u × v = normal). */
const BOX_FACES: [Vec3, Vec3, Vec3][] = [
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

/**
 * Where a box's surface passes: a grid over each face, with rows packed into the rounded band at
 * its edges; each point is pulled onto the rounded corner it lies in, its normal pointing out of it.
 */
function pushBox(g: Geometry, part: BoxPart): void {
  const half: Vec3 = [part.size[0] / 2, part.size[1] / 2, part.size[2] / 2];
  const r = Math.max(0, Math.min(part.round ?? 0, ...half.map((h) => h * 0.98)));
  // Rows across the rounded band: more for a cushion's wide curve than for an eased edge.
  const band = r === 0 ? 0 : r < 0.02 ? 2 : 3;
  // A stuffed box curves across its width and height: rows across its middle along them too (not
  // along its depth, which the stuffing scales evenly).
  const samples = (h: number, axis: Vec3) => {
    const across = part.seam === undefined || axis[2] !== 0 ? 0 : Math.round(ROWS_PER_FALL * (1 - part.seam));
    const near = Array.from({ length: band + 1 }, (_, i) => -h + (band ? (r * i) / band : 0));
    const middle = Array.from({ length: across }, (_, i) => -h + r + (2 * (h - r) * (i + 1)) / (across + 1));
    return [...near, ...middle, ...near.map((v) => -v).reverse()].filter(
      (v, i, all) => i === 0 || v > (all[i - 1] as number) + 1e-6,
    );
  };
  const stuffed = stuffing(half, part.seam);
  const cos = Math.cos(part.tilt ?? 0);
  const sin = Math.sin(part.tilt ?? 0);
  const cosTurn = Math.cos(part.turn ?? 0);
  const sinTurn = Math.sin(part.turn ?? 0);
  const lean = ([x, y, z]: Vec3): Vec3 => {
    const [ly, lz] = [y * cos + z * sin, -y * sin + z * cos];
    return [x * cosTurn + lz * sinTurn, ly, -x * sinTurn + lz * cosTurn];
  };
  for (const [n, u, v] of BOX_FACES) {
    const hu = Math.abs(dot(u, half));
    const hv = Math.abs(dot(v, half));
    const hn = Math.abs(dot(n, half));
    const us = samples(hu, u);
    const vs = samples(hv, v);
    const base = g.positions.length / 3;
    for (const b of vs)
      for (const a of us) {
        const q: Vec3 = [
          n[0] * hn + u[0] * a + v[0] * b,
          n[1] * hn + u[1] * a + v[1] * b,
          n[2] * hn + u[2] * a + v[2] * b,
        ];
        const inner = q.map((c, k) =>
          Math.max(-(half[k] as number) + r, Math.min((half[k] as number) - r, c)),
        );
        const d = q.map((c, k) => c - (inner[k] as number));
        const len = Math.hypot(...d);
        const boxNormal = (len > 1e-9 ? d.map((c) => c / len) : [...n]) as unknown as Vec3;
        const onBox: Vec3 = [
          (inner[0] as number) + boxNormal[0] * r,
          (inner[1] as number) + boxNormal[1] * r,
          (inner[2] as number) + boxNormal[2] * r,
        ];
        // u along the face, bent round the rounded edge; v then follows normal × u.
        const along = dot(u, boxNormal);
        const boxTangent: Vec3 = [
          u[0] - boxNormal[0] * along,
          u[1] - boxNormal[1] * along,
          u[2] - boxNormal[2] * along,
        ];
        const { point, normal, tangent } = stuffed(onBox, boxNormal, boxTangent);
        const p = lean(point);
        g.positions.push(part.at[0] + p[0], part.at[1] + p[1], part.at[2] + p[2]);
        g.normals.push(...lean(normal));
        g.uvs.push(a, b);
        g.tangents.push(...lean(tangent), 1);
      }
    const stride = us.length;
    for (let j = 0; j + 1 < vs.length; j++)
      for (let i = 0; i + 1 < stride; i++) {
        const k = base + j * stride + i;
        g.indices.push(k, k + 1, k + stride + 1, k, k + stride + 1, k + stride);
      }
  }
}

/** How far a stuffed face's edges are drawn in at their middle, as a share of its half-size. */
const PINCH = 0.08;

/**
 * Rows laid across a stuffed face's middle, for its curve to show smooth, per unit its depth falls
 * by toward the seams: five for a scatter cushion (seam 0.3), two for a back cushion (0.7).
 */
const ROWS_PER_FALL = 7;

const unit = (v: Vec3): Vec3 => {
  const l = Math.hypot(...v) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};

/**
 * A box's surface point, normal and tangent, with its depth scaled by f(x, y) = seam + (1 − seam)
 * (1 − x²/hx²)(1 − y²/hy²): full in the middle, `seam` of it along the edges. Normals follow the
 * inverse transpose of the scaling's Jacobian, tangents the Jacobian itself (the edges' pinch, a
 * few centimetres in the face's own plane, is left out of both).
 */
function stuffing(half: Vec3, seam: number | undefined) {
  return (point: Vec3, normal: Vec3, tangent: Vec3) => {
    if (seam === undefined) return { point, normal, tangent: unit(tangent) };
    const sx = Math.max(-1, Math.min(1, point[0] / half[0]));
    const sy = Math.max(-1, Math.min(1, point[1] / half[1]));
    const f = seam + (1 - seam) * (1 - sx * sx) * (1 - sy * sy);
    const fx = ((1 - seam) * -2 * sx * (1 - sy * sy)) / half[0];
    const fy = ((1 - seam) * (1 - sx * sx) * -2 * sy) / half[1];
    const z = point[2];
    // The stuffing draws each edge in at its middle, the corners left standing out.
    return {
      point: [point[0] * (1 - PINCH * (1 - sy * sy)), point[1] * (1 - PINCH * (1 - sx * sx)), z * f] as Vec3,
      normal: unit([
        normal[0] - ((z * fx) / f) * normal[2],
        normal[1] - ((z * fy) / f) * normal[2],
        normal[2] / f,
      ]),
      tangent: unit([tangent[0], tangent[1], z * fx * tangent[0] + z * fy * tangent[1] + f * tangent[2]]),
    };
  };
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
  const add = (local: Vec3, normal: Vec3, uv: readonly [number, number], tangent: Vec3, w: 1 | -1) => {
    const [x, y, z] = orient(axis, local);
    g.positions.push(p.at[0] + x, p.at[1] + y, p.at[2] + z);
    const len = Math.hypot(...normal);
    g.normals.push(...orient(axis, [normal[0] / len, normal[1] / len, normal[2] / len]));
    g.uvs.push(...uv);
    g.tangents.push(...orient(axis, tangent), w);
  };
  // Side: smooth normals around, tilted for a frustum.
  const side = g.positions.length / 3;
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    // The grain (the textures' u) runs along a leg or a rod.
    const up = Math.hypot(r0 - r1, h);
    const along: Vec3 = [(cos * (r1 - r0)) / up, h / up, (sin * (r1 - r0)) / up];
    add([cos * r0, 0, sin * r0], [cos, slope, sin], [0, a * r0], along, 1);
    add([cos * r1, h, sin * r1], [cos, slope, sin], [h, a * r0], along, 1);
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
    const w = ny > 0 ? -1 : 1;
    add([0, y, 0], [0, ny, 0], [0, 0], [1, 0, 0], w);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      add(
        [Math.cos(a) * rad, y, Math.sin(a) * rad],
        [0, ny, 0],
        [Math.cos(a) * rad, Math.sin(a) * rad],
        [1, 0, 0],
        w,
      );
    }
    for (let i = 0; i < segments; i++) {
      const a = centre + 1 + i;
      if (ny > 0) g.indices.push(centre, a + 1, a);
      else g.indices.push(centre, a, a + 1);
    }
  }
}

/** Steps across one fold, and down the cloth: enough for its waves to show round. */
const DRAPE_STEPS_PER_FOLD = 10;
const DRAPE_ROWS = 6;
/** The light a fold's trough takes, against its crest's: sunk between two folds, it sees less of the room. */
const DRAPE_TROUGH = 0.55;
/** The back face stands this far behind the front, so the two never fight over a pixel. */
const DRAPE_BACK_M = 0.002;

function pushDrape(g: Geometry, p: DrapePart): void {
  const columns = Math.max(2, Math.round(p.folds * DRAPE_STEPS_PER_FOLD));
  const wave = 2 * Math.PI * p.folds;
  // Front face, then the back one: the same surface, its normals turned and its triangles reversed.
  for (const face of [1, -1] as const) {
    const first = g.positions.length / 3;
    for (let row = 0; row <= DRAPE_ROWS; row++) {
      const v = row / DRAPE_ROWS;
      const width = p.width + (p.widthTop - p.width) * v;
      for (let col = 0; col <= columns; col++) {
        const u = col / columns;
        const dz = (p.depth / 2) * wave * Math.cos(wave * u);
        // The surface's slopes across (∂/∂u: width, 0, dz) and down (∂/∂v); its normal is their cross.
        const down: Vec3 = [(u - 0.5) * (p.widthTop - p.width) + p.lean, p.height, 0];
        const normal = unit([-dz * down[1], dz * down[0], width * down[1]]);
        const back = face < 0 ? DRAPE_BACK_M : 0;
        g.positions.push(
          p.at[0] + (u - 0.5) * width + p.lean * v - normal[0] * back,
          p.at[1] + v * p.height - normal[1] * back,
          p.at[2] + (p.depth / 2) * Math.sin(wave * u) - normal[2] * back,
        );
        g.shade.set(
          g.positions.length / 3 - 1,
          DRAPE_TROUGH + (1 - DRAPE_TROUGH) * ((1 + Math.sin(wave * u)) / 2) ** 0.7,
        );
        g.normals.push(normal[0] * face, normal[1] * face, normal[2] * face);
        // The weave runs down the cloth, as along a cylinder's height; across, by the cloth's length.
        g.uvs.push(v * p.height, -u * Math.hypot(width, p.depth * p.folds * 2));
        g.tangents.push(...unit(down), face);
      }
    }
    for (let row = 0; row < DRAPE_ROWS; row++)
      for (let col = 0; col < columns; col++) {
        const a = first + row * (columns + 1) + col;
        const b = a + columns + 1;
        if (face > 0) g.indices.push(a, a + 1, b + 1, a, b + 1, b);
        else g.indices.push(a, b + 1, a + 1, a, b, b + 1);
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
      g = { positions: [], normals: [], uvs: [], tangents: [], indices: [], shade: new Map() };
      byMaterial.set(part.material, g);
    }
    if (part.shape === 'box') pushBox(g, part);
    else if (part.shape === 'drape') pushDrape(g, part);
    else pushCylinder(g, part);
  }

  const chunks: Buffer[] = [];
  let offset = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const addView = (data: Buffer, target: number) => {
    // Images' views have no target.
    bufferViews.push({
      buffer: 0,
      byteOffset: offset,
      byteLength: data.length,
      ...(target ? { target } : {}),
    });
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
    const colour = g.shade.size
      ? accessors.push({
          bufferView: addView(
            Buffer.from(
              new Float32Array(
                Array.from({ length: count * 3 }, (_, i) => g.shade.get(Math.floor(i / 3)) ?? 1),
              ).buffer,
            ),
            ARRAY_BUFFER,
          ),
          componentType: FLOAT,
          count,
          type: 'VEC3',
        })
      : 0;
    const surface = (spec.materials[material] as PbrMaterial).surface;
    const tileM = surface ? surfaceTextures(surface).tileM : 0;
    const texcoord = surface
      ? accessors.push({
          bufferView: addView(
            Buffer.from(new Float32Array(g.uvs.map((m) => m / tileM)).buffer),
            ARRAY_BUFFER,
          ),
          componentType: FLOAT,
          count,
          type: 'VEC2',
        })
      : 0;
    const tangent =
      surface && surfaceTextures(surface).normal
        ? accessors.push({
            bufferView: addView(Buffer.from(new Float32Array(g.tangents).buffer), ARRAY_BUFFER),
            componentType: FLOAT,
            count,
            type: 'VEC4',
          })
        : 0;
    const wide = count > 65535;
    const indexData = wide ? new Uint32Array(g.indices) : new Uint16Array(g.indices);
    const indices = accessors.push({
      bufferView: addView(Buffer.from(indexData.buffer), ELEMENT_ARRAY_BUFFER),
      componentType: wide ? UNSIGNED_INT : UNSIGNED_SHORT,
      count: g.indices.length,
      type: 'SCALAR',
    });
    primitives.push({
      attributes: {
        POSITION: position - 1,
        NORMAL: normal - 1,
        ...(texcoord ? { TEXCOORD_0: texcoord - 1 } : {}),
        ...(tangent ? { TANGENT: tangent - 1 } : {}),
        ...(colour ? { COLOR_0: colour - 1 } : {}),
      },
      indices: indices - 1,
      material: materialNames.indexOf(material),
    });
  }

  // Each surface's textures once per file, shared by the materials that use them.
  const images: object[] = [];
  const textureOf = new Map<Buffer, number>();
  const texture = (png: Buffer) => {
    let index = textureOf.get(png);
    if (index === undefined) {
      images.push({ bufferView: addView(png, 0), mimeType: 'image/png' });
      index = images.length - 1;
      textureOf.set(png, index);
    }
    return { index };
  };
  const materials = materialNames.map((name) => {
    const m = spec.materials[name] as PbrMaterial;
    const maps = m.surface ? surfaceTextures(m.surface) : null;
    const color = baseColor(m.color);
    return {
      name,
      pbrMetallicRoughness: {
        // The texture darkens by its mean: the factor is raised by as much, so the piece keeps its colour.
        baseColorFactor: maps
          ? color.map((c, i) => (i === 3 ? c : Math.round(Math.min(1, c / maps.mean) * 1e4) / 1e4))
          : color,
        ...(maps ? { baseColorTexture: texture(maps.detail) } : {}),
        metallicFactor: m.metallic,
        roughnessFactor: m.roughness,
      },
      ...(maps?.normal ? { normalTexture: { ...texture(maps.normal), scale: 0.25 } } : {}),
    };
  });

  const bin = Buffer.concat(chunks);
  const gltf = {
    asset: { version: '2.0', generator: 'Kër Déco glb-builder' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name: spec.name, mesh: 0 }],
    meshes: [{ name: spec.name, primitives }],
    materials,
    ...(images.length
      ? {
          images,
          // Repeat both ways, trilinear: the textures tile over the surface.
          samplers: [{ magFilter: 9729, minFilter: 9987, wrapS: 10497, wrapT: 10497 }],
          textures: images.map((_, source) => ({ source, sampler: 0 })),
        }
      : {}),
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
