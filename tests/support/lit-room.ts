import sharp from 'sharp';
import { rayThroughPixel, type SceneCamera, type Vec3 } from '../../src/domain/scene.js';

/**
 * An empty room shaded pixel by pixel as a phone photo of it would look: a wooden floor of
 * staggered planks (or large tiles) with their grain, joints and the window's blurred reflection,
 * a patch of sun through the window, light falling off from it across plastered walls, darker
 * corners, skirting boards, a door, the window blown out, grain and JPEG. The drawn rooms of the
 * other tests have flat colours; a real empty flat, the room a visitor furnishes, has all of this.
 */
export interface LitRoom {
  widthM: number;
  depthM: number;
  heightM: number;
  /** Cement: 20 cm encaustic tiles, a dark and a light motif on a pale ground. */
  floor: 'planks' | 'tiles' | 'cement';
  /** The window's wall; the door is on the back wall, on the other side. */
  window: 'left' | 'right';
  sun: boolean;
  /** The walls' paint (linear RGB); off-white when not given. */
  paint?: Vec3;
  /** The tiles' colour (linear RGB); light grey when not given. */
  tile?: Vec3;
  /** A block of furniture standing on the floor (a chest, a low sofa), in its own colour. */
  block?: { x: [number, number]; z: [number, number]; heightM: number; albedo: Vec3 };
}

const LIT_ROOM: LitRoom = {
  widthM: 4.4,
  depthM: 5.4,
  heightM: 2.6,
  floor: 'planks',
  window: 'left',
  sun: true,
};

/** A repeatable hash of integer coordinates, 0..1. */
function hash(a: number, b: number, c = 0): number {
  let h = (a * 374761393 + b * 668265263 + c * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise, 0..1. */
function noise(x: number, y: number, seed = 0): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(xi, yi, seed) + (hash(xi + 1, yi, seed) - hash(xi, yi, seed)) * sx;
  const b = hash(xi, yi + 1, seed) + (hash(xi + 1, yi + 1, seed) - hash(xi, yi + 1, seed)) * sx;
  return a + (b - a) * sy;
}

const smooth = (e0: number, e1: number, v: number) => {
  const t = Math.min(1, Math.max(0, (v - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/** The floor's colour (linear RGB) at a point, before lighting. */
function floorAlbedo(kind: LitRoom['floor'], x: number, z: number, tile: Vec3 = [0.7, 0.679, 0.644]): Vec3 {
  if (kind === 'cement') {
    const size = 0.2;
    // Each tile's quarter circles meet its neighbours' into rings; a dark star at its corners.
    const u = (((x / size) % 1) + 1) % 1;
    const v = (((z / size) % 1) + 1) % 1;
    const corner = Math.min(
      Math.hypot(u, v),
      Math.hypot(1 - u, v),
      Math.hypot(u, 1 - v),
      Math.hypot(1 - u, 1 - v),
    );
    const grout = Math.min(u, v, 1 - u, 1 - v) < 0.015;
    const ring = Math.abs(corner - 0.5) < 0.07;
    const star = corner < 0.22;
    const wear = 1 + 0.04 * (noise(x * 30, z * 30, 5) - 0.5);
    const c: Vec3 = grout
      ? [0.35, 0.35, 0.33]
      : star
        ? [0.06, 0.07, 0.08]
        : ring
          ? [0.45, 0.18, 0.12]
          : [0.78, 0.76, 0.7];
    return [c[0] * wear, c[1] * wear, c[2] * wear];
  }
  if (kind === 'tiles') {
    const size = 0.6;
    const gx = Math.abs(((((x / size) % 1) + 1) % 1) - 0.5) * size;
    const gz = Math.abs(((((z / size) % 1) + 1) % 1) - 0.5) * size;
    const grout = Math.min(size / 2 - gx, size / 2 - gz) < 0.004;
    const tint = 0.03 * (hash(Math.floor(x / size), Math.floor(z / size)) - 0.5);
    const marble = 0.05 * noise(x * 6, z * 6, 3) + 0.03 * noise(x * 25, z * 25, 4);
    const k = grout ? 0.6 : 1 + (tint + marble) / 0.7;
    return [tile[0] * k, tile[1] * k, tile[2] * k];
  }
  // Planks 14 cm wide running away from the camera, 1.2–1.9 m long, ends staggered.
  const width = 0.14;
  const row = Math.floor(x / width);
  const length = 1.2 + 0.7 * hash(row, 7);
  const offset = hash(row, 11) * length;
  const piece = Math.floor((z + offset) / length);
  const across = x / width - row;
  const along = (z + offset) / length - piece;
  const joint = across < 0.03 || along * length < 0.004;
  const tone = 0.82 + 0.3 * hash(row, piece);
  const grain =
    0.9 + 0.1 * Math.sin(across * 40 + noise(across * 4, z * 3, row) * 6) + 0.06 * noise(x * 80, z * 4, 9);
  const k = joint ? 0.45 : tone * grain;
  return [0.42 * k, 0.26 * k, 0.14 * k];
}

/**
 * Toward the sun, from the room (not of unit length): through the window on the `window` side
 * wall, from 38.6° over the horizon and a little from the camera's side.
 */
export function sunToward(window: LitRoom['window']): Vec3 {
  return [window === 'left' ? -0.62 : 0.62, 0.55, 0.3];
}

/** The middle of the room's window: on its side wall, 0.85–2.25 m high, 1.2–3 m off the back wall. */
export function windowMiddle(options: Partial<LitRoom> = {}): Vec3 {
  const room = { ...LIT_ROOM, ...options };
  return [(room.window === 'left' ? -1 : 1) * (room.widthM / 2), 1.55, 2.1 - room.depthM];
}

/**
 * JPEG of the lit room seen by `camera` (y up, the camera at the room's middle 1 m from its front
 * wall, looking toward the back wall, which stands `depthM` in front of it).
 */
export async function renderLitRoom(camera: SceneCamera, options: Partial<LitRoom> = {}): Promise<Buffer> {
  const room = { ...LIT_ROOM, ...options };
  const { imageWidth: W, imageHeight: H } = camera;
  const x0 = -room.widthM / 2;
  const x1 = room.widthM / 2;
  const zb = -room.depthM;
  const zf = 1;
  const h = room.heightM;
  const windowX = room.window === 'left' ? x0 : x1;
  const inward = room.window === 'left' ? 1 : -1;
  const win = { z0: zb + 1.2, z1: zb + 3.0, y0: 0.85, y1: 2.25 };
  const door = { x0: room.window === 'left' ? x1 - 1.3 : x0 + 0.4, x1: 0, y1: 2.05 };
  door.x1 = door.x0 + 0.9;
  const winCentre = windowMiddle(room);
  const winArea = (win.z1 - win.z0) * (win.y1 - win.y0);
  const sunDir = sunToward(room.window);
  const inWindow = (y: number, z: number, margin = 0) =>
    y > win.y0 - margin && y < win.y1 + margin && z > win.z0 - margin && z < win.z1 + margin;
  const out = Buffer.alloc(W * H * 3);
  const eye: Vec3 = [0, camera.heightM, 0];

  for (let v = 0; v < H; v++)
    for (let u = 0; u < W; u++) {
      const d = rayThroughPixel(camera, u + 0.5, v + 0.5);
      // The nearest of the box's six planes in front of the eye.
      let t = Number.POSITIVE_INFINITY;
      let surface = '';
      const hit = (plane: string, value: number, axis: 0 | 1 | 2) => {
        const dt = (value - (eye[axis] as number)) / (d[axis] as number);
        if (dt > 0 && dt < t) {
          t = dt;
          surface = plane;
        }
      };
      hit('floor', 0, 1);
      hit('ceiling', h, 1);
      hit('back', zb, 2);
      hit('front', zf, 2);
      hit('left', x0, 0);
      hit('right', x1, 0);
      const block = room.block ? blockHit(room.block, eye, d) : null;
      if (block && block.t < t) {
        t = block.t;
        surface = 'block';
      }
      const p: Vec3 = [eye[0] + d[0] * t, eye[1] + d[1] * t, eye[2] + d[2] * t];
      const normal: Vec3 =
        surface === 'block'
          ? (block?.normal as Vec3)
          : surface === 'floor'
            ? [0, 1, 0]
            : surface === 'ceiling'
              ? [0, -1, 0]
              : surface === 'back'
                ? [0, 0, 1]
                : surface === 'front'
                  ? [0, 0, -1]
                  : surface === 'left'
                    ? [1, 0, 0]
                    : [-1, 0, 0];
      let albedo: Vec3 = [0.8, 0.78, 0.74];
      let emitted = 0;
      const plaster = 0.97 + 0.03 * noise(p[0] * 30 + p[2] * 30, p[1] * 30, 5);
      if (surface === 'block') albedo = room.block?.albedo ?? albedo;
      else if (surface === 'floor') albedo = floorAlbedo(room.floor, p[0], p[2], room.tile);
      else if (surface === 'ceiling') albedo = [0.88, 0.88, 0.86];
      else {
        const paint = room.paint ?? [0.8, 0.77, 0.71];
        albedo = [paint[0] * plaster, paint[1] * plaster, paint[2] * plaster];
        if (p[1] < 0.09) albedo = [0.9, 0.9, 0.88];
      }
      const onWindowWall = surface === (room.window === 'left' ? 'left' : 'right');
      if (onWindowWall && inWindow(p[1], p[2])) {
        const frame = !inWindow(p[1], p[2], -0.06) || Math.abs(p[2] - (win.z0 + win.z1) / 2) < 0.03;
        if (frame) albedo = [0.85, 0.85, 0.84];
        else emitted = 1.6;
      }
      if (surface === 'back' && p[0] > door.x0 && p[0] < door.x1 && p[1] < door.y1) {
        const frame = p[0] < door.x0 + 0.07 || p[0] > door.x1 - 0.07 || p[1] > door.y1 - 0.07;
        const handle = Math.hypot(p[0] - (door.x1 - 0.15), p[1] - 1.0) < 0.03;
        albedo = handle ? [0.3, 0.3, 0.3] : frame ? [0.86, 0.86, 0.84] : [0.9, 0.89, 0.86];
      }
      let light = emitted;
      if (!emitted) {
        // The window as a large soft source, the rest of the room bouncing some of it back.
        const l: Vec3 = [winCentre[0] - p[0], winCentre[1] - p[1], winCentre[2] - p[2]];
        const dist = Math.hypot(l[0], l[1], l[2]);
        const facing = Math.max(0, (normal[0] * l[0] + normal[1] * l[1] + normal[2] * l[2]) / dist);
        const leaving = Math.max(0, (inward * -l[0]) / dist);
        light = 0.32 + (2.2 * facing * leaving * winArea) / (dist * dist + winArea);
        // Corners and the wall's foot get less of the bounced light.
        const corner =
          surface === 'floor' || surface === 'ceiling'
            ? Math.min(p[0] - x0, x1 - p[0], p[2] - zb)
            : surface === 'back'
              ? Math.min(p[1], h - p[1], p[0] - x0, x1 - p[0])
              : Math.min(p[1], h - p[1], p[2] - zb);
        light *= 1 - 0.3 * Math.exp(-Math.max(0, corner) / 0.18);
        if (room.sun && surface === 'floor') {
          // Sunlight through the window: where the ray toward the sun leaves by the window.
          const s = (windowX - p[0]) / sunDir[0];
          const y = s * sunDir[1];
          const z = p[2] + s * sunDir[2];
          if (s > 0) {
            const inside = smooth(-0.03, 0.03, Math.min(y - win.y0, win.y1 - y, z - win.z0, win.z1 - z));
            light += 1.3 * inside;
          }
        }
      }
      let [r, g, b] = [albedo[0] * light, albedo[1] * light, albedo[2] * light * 0.97];
      if (surface === 'floor') {
        // A varnished floor mirrors the window, blurred, more so at grazing angles.
        const s = (windowX - p[0]) / d[0];
        const y = -(d[1] * s);
        const z = p[2] + d[2] * s;
        const grazing = 0.04 + 0.25 * (1 + d[1] / Math.hypot(d[0], d[1], d[2])) ** 5;
        const glow = s > 0 ? smooth(-0.25, 0.2, Math.min(y - win.y0, win.y1 - y, z - win.z0, win.z1 - z)) : 0;
        const k = (room.floor === 'planks' ? 1 : 0.6) * grazing * glow * 1.4;
        r += k;
        g += k;
        b += k;
      }
      // Exposure, a soft shoulder, the lens' vignette, sRGB and the sensor's grain.
      const cx = (u - W / 2) / W;
      const cy = (v - H / 2) / H;
      const vignette = 1 - 0.35 * (cx * cx + cy * cy);
      const i = (v * W + u) * 3;
      const grain = (hash(u, v, 17) - 0.5) * 6;
      for (const [c, value] of [r, g, b].entries()) {
        const exposed = (1 - Math.exp(-value * 1.9)) * vignette;
        out[i + c] = Math.max(0, Math.min(255, 255 * exposed ** (1 / 2.2) + grain));
      }
    }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Where a ray from `eye` along `d` first meets the room's block, and that face's normal (slab method). */
function blockHit(
  block: NonNullable<LitRoom['block']>,
  eye: Vec3,
  d: Vec3,
): { t: number; normal: Vec3 } | null {
  const low: Vec3 = [block.x[0], 0, block.z[0]];
  const high: Vec3 = [block.x[1], block.heightM, block.z[1]];
  let near = Number.NEGATIVE_INFINITY;
  let far = Number.POSITIVE_INFINITY;
  let axis: 0 | 1 | 2 = 0;
  for (const a of [0, 1, 2] as const) {
    if (Math.abs(d[a]) < 1e-12) {
      if (eye[a] < low[a] || eye[a] > high[a]) return null;
      continue;
    }
    const t0 = (low[a] - eye[a]) / d[a];
    const t1 = (high[a] - eye[a]) / d[a];
    if (Math.min(t0, t1) > near) {
      near = Math.min(t0, t1);
      axis = a;
    }
    far = Math.min(far, Math.max(t0, t1));
  }
  if (near > far || near <= 0) return null;
  const normal: Vec3 = [0, 0, 0];
  normal[axis] = d[axis] > 0 ? -1 : 1;
  return { t: near, normal };
}
