import { crc32, deflateSync } from 'node:zlib';

/**
 * The surface detail of the demo models' materials, drawn here as small tiling PNGs and packed
 * into each GLB: wood grain, the weave and the mottling of an upholstery fabric. The colour stays
 * the material's own (the glTF base colour factor); these maps only modulate it, so one texture
 * serves every colour of the catalogue.
 */
export type SurfaceKind = 'wood' | 'fabric';

export interface SurfaceTextures {
  /** Greyscale PNG multiplied into the base colour; its mean brightness is `mean`. */
  detail: Buffer;
  mean: number;
  /** Tangent-space normal map (PNG), or null when the surface is smooth. */
  normal: Buffer | null;
  /** Metres of surface one tile of the textures covers. */
  tileM: number;
}

/** A tiling value noise: random values on a `period`-wide lattice, smoothly interpolated, wrapping. */
function tilingNoise(seed: number, period: number): (x: number, y: number) => number {
  const noise = streakNoise(seed, period, period);
  return (x, y) => noise(x / period, y / period);
}

/** Octaves of tiling noise over a tile of `size` pixels, 0..1. */
function fractal(seed: number, size: number, periods: number[]): (x: number, y: number) => number {
  const octaves = periods.map((p, k) => ({ noise: tilingNoise(seed + k * 7919, p), scale: p / size }));
  const total = octaves.reduce((sum, _, k) => sum + 0.5 ** k, 0);
  return (x, y) =>
    octaves.reduce((sum, o, k) => sum + o.noise(x * o.scale, y * o.scale) * 0.5 ** k, 0) / total;
}

/**
 * A tiling value noise stretched along u: `across` lattice cells over the tile's width (along the
 * grain) and `down` over its height, each wrapping, so that the tile repeats without a seam.
 */
function streakNoise(seed: number, across: number, down: number): (u: number, v: number) => number {
  const values = new Float32Array(across * down);
  let s = seed;
  for (let i = 0; i < values.length; i++) {
    s = (s * 16807) % 2147483647;
    values[i] = s / 2147483647;
  }
  const at = (i: number, j: number) =>
    values[(((j % down) + down) % down) * across + (((i % across) + across) % across)] as number;
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const x = u * across;
    const y = v * down;
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = smooth(x - i);
    const fy = smooth(y - j);
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * fx;
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * fx;
    return top + (bottom - top) * fy;
  };
}

/** Growth rings across one tile of wood (0.5 m): a line every 1.8 cm or so. */
const RINGS = 28;

/**
 * Flat-sawn wood (the grain runs along u): fine late-wood lines, nearly straight and unevenly
 * spaced, drifting a little along the board; long streaks of figure; pores drawn out along the
 * grain. A veneer or a plank seen at arm's length, not rings bent into waves.
 */
function woodDetail(size: number): Float32Array {
  const drift = streakNoise(11, 2, 3);
  const spacing = streakNoise(17, 1, 14);
  const figure = streakNoise(31, 3, 40);
  const pores = streakNoise(23, 16, 160);
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const t = v * RINGS + 0.8 * drift(u, v) + 0.9 * spacing(u, v);
      const ring = 0.5 + 0.5 * Math.cos(2 * Math.PI * t);
      const late = ring ** 10; // thin dark late-wood lines
      out[y * size + x] = 0.97 - 0.08 * late - 0.06 * figure(u, v) - 0.04 * pores(u, v);
    }
  return out;
}

/** Upholstery: a heathered yarn colour over a plain weave. */
function fabricDetail(size: number): Float32Array {
  const heather = fractal(5, size, [4, 8, 16]);
  const slub = fractal(17, size, [32, 64]);
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) out[y * size + x] = 0.88 + 0.08 * heather(x, y) + 0.05 * slub(x, y);
  return out;
}

/** The plain weave's relief: threads over and under each other, `threads` of each per tile. */
function weaveHeight(size: number, threads: number): Float32Array {
  const out = new Float32Array(size * size);
  const cell = size / threads;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      const u = (x % cell) / cell;
      const v = (y % cell) / cell;
      // Warp on top in one checker colour, weft in the other; each thread is round across.
      const warp = (cx + cy) % 2 === 0;
      out[y * size + x] = warp ? 0.6 + 0.4 * Math.sin(Math.PI * u) : 0.6 + 0.4 * Math.sin(Math.PI * v);
    }
  return out;
}

function normalMapOf(height: Float32Array, size: number, strength: number): Uint8Array {
  const out = new Uint8Array(size * size * 3);
  const h = (x: number, y: number) => height[((y + size) % size) * size + ((x + size) % size)] as number;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const dx = (h(x + 1, y) - h(x - 1, y)) * strength;
      const dy = (h(x, y + 1) - h(x, y - 1)) * strength;
      const len = Math.hypot(dx, dy, 1);
      const i = (y * size + x) * 3;
      // glTF's v grows down the image, along the bitangent the green channel stands for.
      out[i] = Math.round((0.5 - (0.5 * dx) / len) * 255);
      out[i + 1] = Math.round((0.5 - (0.5 * dy) / len) * 255);
      out[i + 2] = Math.round((0.5 + 0.5 / len) * 255);
    }
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of 8-bit grey (1 channel) or RGB (3) pixels, each row filtered with "Sub". */
export function encodePng(pixels: Uint8Array, width: number, height: number, channels: 1 | 3): Buffer {
  const stride = width * channels;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    rows[row] = 1;
    for (let x = 0; x < stride; x++) {
      const value = pixels[y * stride + x] as number;
      const left = x >= channels ? (pixels[y * stride + x - channels] as number) : 0;
      rows[row + 1 + x] = (value - left) & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 1 ? 0 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function greyPng(values: Float32Array, size: number): { png: Buffer; mean: number } {
  const bytes = new Uint8Array(values.length);
  let sum = 0;
  values.forEach((v, i) => {
    const byte = Math.max(0, Math.min(255, Math.round(v * 255)));
    bytes[i] = byte;
    sum += byte / 255;
  });
  return { png: encodePng(bytes, size, size, 1), mean: sum / values.length };
}

function build(kind: SurfaceKind): SurfaceTextures {
  if (kind === 'wood') {
    const size = 256;
    const { png, mean } = greyPng(woodDetail(size), size);
    return { detail: png, mean, normal: null, tileM: 0.5 };
  }
  const size = 128;
  const { png, mean } = greyPng(fabricDetail(size), size);
  return {
    detail: png,
    mean,
    normal: encodePng(normalMapOf(weaveHeight(size, 48), size, 2.5), size, size, 3),
    tileM: 0.12,
  };
}

const built = new Map<SurfaceKind, SurfaceTextures>();

/** The textures of a surface kind, drawn once per process (a few milliseconds each). */
export function surfaceTextures(kind: SurfaceKind): SurfaceTextures {
  let textures = built.get(kind);
  if (!textures) {
    textures = build(kind);
    built.set(kind, textures);
  }
  return textures;
}
