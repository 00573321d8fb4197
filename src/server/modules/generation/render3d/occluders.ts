import sharp from 'sharp';
import { floorPointAt, rayThroughPixel, type SceneCamera, type Vec3 } from '../../../../domain/scene.js';

/** An image-space mask, row-major, one byte per pixel (non-zero: set). */
export interface ImageMask {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The visitor's own furniture as an invisible depth card: standing upright where the piece meets
 * the floor, cut to its outline, so a new piece placed behind it is hidden where it should be.
 */
export interface Occluder {
  /** PNG: white where the furniture is. */
  mask: Buffer;
  /** Top-left, top-right, bottom-right, bottom-left corners in the world. */
  corners: [Vec3, Vec3, Vec3, Vec3];
}

/**
 * The room's own furniture that stands on the seen floor: what is not floor below the farthest
 * floor of its column (the floor grid's taken cells, in the picture). Furniture against the back
 * wall, with no floor seen behind it, is left out: nothing new can stand behind it.
 */
export function furnitureMask(region: {
  width: number;
  height: number;
  floor: Uint8Array;
  top: Int32Array;
}): ImageMask {
  const { width, height, floor, top } = region;
  const data = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    const far = top[x] as number;
    if (far < 0) continue;
    for (let y = far + 1; y < height; y++) if (!floor[y * width + x]) data[y * width + x] = 1;
  }
  return { width, height, data };
}

/**
 * Keeps the blobs of a furniture mask that stand up: those holding upright edges (legs, sides,
 * fronts) at least half their height long in all. A rug or a patch of the floor's own colour lies
 * flat and has none; stood up as a card it would hide pieces beside it.
 */
export function uprightOnly(
  mask: ImageMask,
  verticals: readonly { x: number; y: number; length: number }[],
): ImageMask {
  const { labels, blobs } = labelBlobs(mask);
  const upright = new Float64Array(blobs.length + 1);
  for (const v of verticals) {
    const x = Math.floor(v.x);
    const y = Math.floor(v.y);
    if (x < 0 || y < 0 || x >= mask.width || y >= mask.height) continue;
    // An edge is the outline between a piece and what is behind it: look a pixel either side too.
    const label = [0, -1, 1]
      .map((dx) => labels[y * mask.width + Math.min(mask.width - 1, Math.max(0, x + dx))] as number)
      .find((l) => l > 0);
    if (label) upright[label] = (upright[label] as number) + v.length;
  }
  const data = new Uint8Array(mask.data.length);
  for (const blob of blobs)
    if ((upright[blob.label] as number) >= 0.5 * (blob.y1 - blob.y0 + 1))
      for (let i = 0; i < data.length; i++) if (labels[i] === blob.label) data[i] = 1;
  return { width: mask.width, height: mask.height, data };
}

/** Blobs smaller than this share of the picture are clutter the layout never meets. */
const MIN_SHARE = 0.002;

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
  label: number;
}

function labelBlobs(mask: ImageMask): { labels: Int32Array; blobs: Blob[] } {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const blob: Blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0, label: blobs.length + 1 };
    labels[start] = blob.label;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      blob.pixels++;
      if (x < blob.x0) blob.x0 = x;
      if (x > blob.x1) blob.x1 = x;
      if (y < blob.y0) blob.y0 = y;
      if (y > blob.y1) blob.y1 = y;
      for (const n of [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ])
        if (n >= 0 && data[n] && !labels[n]) {
          labels[n] = blob.label;
          stack.push(n);
        }
    }
    blobs.push(blob);
  }
  return { labels, blobs };
}

/** Where a ray through an image point meets the upright plane through `foot` facing the camera. */
function onUprightPlane(
  camera: SceneCamera,
  u: number,
  v: number,
  foot: { x: number; z: number },
): Vec3 | null {
  const normal = { x: -foot.x, z: -foot.z };
  const length = Math.hypot(normal.x, normal.z) || 1;
  const n = { x: normal.x / length, z: normal.z / length };
  const ray = rayThroughPixel(camera, u, v);
  const denominator = ray[0] * n.x + ray[2] * n.z;
  if (Math.abs(denominator) < 1e-9) return null;
  const t = (foot.x * n.x + foot.z * n.z) / denominator;
  if (t <= 0) return null;
  return [ray[0] * t, camera.heightM + ray[1] * t, ray[2] * t];
}

export async function occludersOf(camera: SceneCamera, mask: ImageMask): Promise<Occluder[]> {
  const { labels, blobs } = labelBlobs(mask);
  const sx = camera.imageWidth / mask.width;
  const sy = camera.imageHeight / mask.height;
  const occluders: Occluder[] = [];
  for (const blob of blobs) {
    if (blob.pixels < MIN_SHARE * mask.width * mask.height) continue;
    // Where it meets the floor: the middle of its lowest row.
    let sum = 0;
    let count = 0;
    for (let x = blob.x0; x <= blob.x1; x++)
      if (labels[blob.y1 * mask.width + x] === blob.label) {
        sum += x;
        count++;
      }
    const foot = floorPointAt(camera, (sum / Math.max(1, count) + 0.5) * sx, (blob.y1 + 1) * sy);
    if (!foot) continue;
    const u0 = blob.x0 * sx;
    const u1 = (blob.x1 + 1) * sx;
    const v0 = blob.y0 * sy;
    const v1 = (blob.y1 + 1) * sy;
    const corners = [
      onUprightPlane(camera, u0, v0, foot),
      onUprightPlane(camera, u1, v0, foot),
      onUprightPlane(camera, u1, v1, foot),
      onUprightPlane(camera, u0, v1, foot),
    ];
    if (corners.some((c) => !c)) continue;
    const w = blob.x1 - blob.x0 + 1;
    const h = blob.y1 - blob.y0 + 1;
    const cut = Buffer.alloc(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        cut[y * w + x] = labels[(blob.y0 + y) * mask.width + blob.x0 + x] === blob.label ? 255 : 0;
    occluders.push({
      mask: await sharp(cut, { raw: { width: w, height: h, channels: 1 } })
        .png()
        .toBuffer(),
      corners: corners as [Vec3, Vec3, Vec3, Vec3],
    });
  }
  return occluders;
}
