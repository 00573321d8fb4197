import sharp from 'sharp';
import { cameraAxes, type SceneCamera, type Vec3 } from '../../../../domain/scene.js';

/**
 * A box room drawn with a known camera, for testing the estimates against the truth: a tiled
 * floor, a back wall with a door and a window, two side walls, and a low cabinet standing on the
 * floor. Polygons are filled with their own shade, as a plain render would show them.
 */
export interface SyntheticRoom {
  widthM: number;
  depthM: number;
  heightM: number;
  /** A low cabinet against the back wall; without it the floor is bare. */
  cabinet: boolean;
  /** Where the door is: in the back wall (x from −1.7 to −0.8 m) or the left one (z from −4.6 to −3.7 m). */
  door: 'back' | 'left';
}

const ROOM: SyntheticRoom = { widthM: 4.6, depthM: 5.2, heightM: 2.7, cabinet: true, door: 'back' };

type Polygon = { points: Vec3[]; fill: string; stroke?: string };

/** Camera coordinates of a world point: x right, y up, z depth in front of the camera. */
function toCamera(camera: SceneCamera, p: Vec3): Vec3 {
  const { right, up, back } = cameraAxes(camera);
  const rel: Vec3 = [p[0], p[1] - camera.heightM, p[2]];
  const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return [dot(rel, right), dot(rel, up), -dot(rel, back)];
}

/** A polygon cut to the part in front of the camera (Sutherland–Hodgman on z = near). */
function clipNear(points: Vec3[], near = 0.05): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec3;
    const b = points[(i + 1) % points.length] as Vec3;
    const aIn = a[2] >= near;
    const bIn = b[2] >= near;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (near - a[2]) / (b[2] - a[2]);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), near]);
    }
  }
  return out;
}

function quad(a: Vec3, b: Vec3, c: Vec3, d: Vec3, fill: string, stroke?: string): Polygon {
  return { points: [a, b, c, d], fill, ...(stroke ? { stroke } : {}) };
}

/** The room's polygons, far ones first (painter's order is enough for a convex box and its contents). */
function roomPolygons(room: SyntheticRoom): Polygon[] {
  const { widthM: w, depthM: d, heightM: h } = room;
  const x0 = -w / 2;
  const x1 = w / 2;
  const zb = -d;
  const zf = 1.5;
  const polys: Polygon[] = [
    quad([x0, h, zb], [x1, h, zb], [x1, 0, zb], [x0, 0, zb], '#d9d2c5'),
    quad([x0, h, zf], [x0, h, zb], [x0, 0, zb], [x0, 0, zf], '#c9c0b0'),
    quad([x1, h, zb], [x1, h, zf], [x1, 0, zf], [x1, 0, zb], '#bfb6a6'),
    quad([x0, h, zf], [x1, h, zf], [x1, h, zb], [x0, h, zb], '#f1eee8'),
    quad([x0, 0, zb], [x1, 0, zb], [x1, 0, zf], [x0, 0, zf], '#9a7b58'),
  ];
  // Floor tiles, 0.6 m.
  for (let x = x0 + 0.6; x < x1; x += 0.6)
    polys.push(quad([x - 0.01, 0, zb], [x + 0.01, 0, zb], [x + 0.01, 0, zf], [x - 0.01, 0, zf], '#6d5438'));
  for (let z = zb + 0.6; z < zf; z += 0.6)
    polys.push(quad([x0, 0, z - 0.01], [x1, 0, z - 0.01], [x1, 0, z + 0.01], [x0, 0, z + 0.01], '#6d5438'));
  // A door (in the back wall or the left one), a window on the back wall and one on the left, skirting boards.
  const zw = zb + 0.01;
  const xl = x0 + 0.01;
  if (room.door === 'back')
    polys.push(quad([-1.7, 2.05, zw], [-0.8, 2.05, zw], [-0.8, 0, zw], [-1.7, 0, zw], '#7a5a3a'));
  else polys.push(quad([xl, 2.05, -4.6], [xl, 2.05, -3.7], [xl, 0, -3.7], [xl, 0, -4.6], '#7a5a3a'));
  polys.push(quad([0.2, 2.1, zw], [1.6, 2.1, zw], [1.6, 0.9, zw], [0.2, 0.9, zw], '#a9c8e0'));
  polys.push(quad([0.88, 2.1, zw], [0.92, 2.1, zw], [0.92, 0.9, zw], [0.88, 0.9, zw], '#ffffff'));
  polys.push(quad([xl, 2.0, -1.0], [xl, 2.0, -2.6], [xl, 0.9, -2.6], [xl, 0.9, -1.0], '#b8d4e8'));
  polys.push(quad([x0, 0.1, zw], [x1, 0.1, zw], [x1, 0, zw], [x0, 0, zw], '#ffffff'));
  if (!room.cabinet) return polys;
  // A low cabinet against the back wall: top, front and its doors' gaps.
  const [cx0, cx1, cz0, cz1, ch] = [-0.6, 0.9, zb + 0.45, zb, 0.55];
  polys.push(quad([cx0, ch, cz1], [cx1, ch, cz1], [cx1, ch, cz0], [cx0, ch, cz0], '#5b4a3a'));
  polys.push(quad([cx0, ch, cz0], [cx1, ch, cz0], [cx1, 0, cz0], [cx0, 0, cz0], '#3f3328'));
  polys.push(
    quad([0.14, ch - 0.05, cz0], [0.16, ch - 0.05, cz0], [0.16, 0.05, cz0], [0.14, 0.05, cz0], '#1e1812'),
  );
  return polys;
}

/** PNG of the synthetic room seen by `camera`. */
export async function renderSyntheticRoom(
  camera: SceneCamera,
  room: Partial<SyntheticRoom> = {},
): Promise<Buffer> {
  const { imageWidth: W, imageHeight: H, focalPx: f } = camera;
  const shapes = roomPolygons({ ...ROOM, ...room })
    .map((poly) => {
      const cam = clipNear(poly.points.map((p) => toCamera(camera, p)));
      if (cam.length < 3) return '';
      const pts = cam.map(
        ([x, y, z]) => `${(W / 2 + (f * x) / z).toFixed(2)},${(H / 2 - (f * y) / z).toFixed(2)}`,
      );
      return `<polygon points="${pts.join(' ')}" fill="${poly.fill}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Image row of the true horizon at the centre column. */
export function trueHorizonY(camera: SceneCamera): number {
  return camera.imageHeight / 2 + camera.focalPx * Math.tan(camera.pitch);
}
