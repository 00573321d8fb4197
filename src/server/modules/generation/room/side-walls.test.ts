import { describe, expect, it } from 'vitest';
import { projectToImage, type SceneCamera } from '../../../../domain/scene.js';
import { sideWalls } from './analyse-room-photo.js';
import type { FloorRegion } from './floor-region.js';

const DEG = Math.PI / 180;
/** A portrait phone photo turned 23° to the left wall, read on a floor raster 180 pixels wide. */
const camera: SceneCamera = {
  imageWidth: 1152,
  imageHeight: 1536,
  focalPx: 940,
  heightM: 1.4,
  yaw: 23 * DEG,
  pitch: -18 * DEG,
  roll: 0,
};
const SCALE = 180 / 1152;
const BACK_M = 5;
const RIGHT_M = 1.9;

/**
 * The seen floor of an empty room whose far edge, from the camera's side to the back wall, runs at
 * `leftAt(depth)` across on the left, then along the back wall and the right wall's foot.
 */
function floorSeen(leftAt: (depth: number) => number): FloorRegion {
  const width = Math.round(camera.imageWidth * SCALE);
  const height = Math.round(camera.imageHeight * SCALE);
  const top = new Int32Array(width).fill(-1);
  const edge = (x: number, z: number) => {
    const p = projectToImage(camera, [x, 0, z]);
    if (!p) return;
    const col = Math.floor(p[0] * SCALE);
    const row = Math.round(p[1] * SCALE);
    if (col < 0 || col >= width || row < 0 || row >= height) return;
    if ((top[col] as number) < 0 || row < (top[col] as number)) top[col] = row;
  };
  for (let depth = 0.5; depth <= BACK_M; depth += 0.002) {
    edge(leftAt(depth), -depth);
    edge(RIGHT_M, -depth);
  }
  for (let x = leftAt(BACK_M); x <= RIGHT_M; x += 0.002) edge(x, -BACK_M);
  const floor = new Uint8Array(width * height);
  for (let x = 0; x < width; x++)
    for (let y = Math.max(0, top[x] as number); y < height && (top[x] as number) >= 0; y++)
      floor[y * width + x] = 1;
  return { width, height, floor, top, share: 0.4, raised: [], rug: new Uint8Array(width * height) };
}

describe('the side walls read from the seen floor’s far edge', () => {
  it('reads the left wall where the floor stops short of its foot more and more toward the back', () => {
    // Tiles darkening toward the back corner merge with the skirting: the floor's edge drifts
    // 0.15 m off the wall's foot per metre back. Held to its nearest point within 15 cm, the run
    // ended 1 m back from its start, far short of the back wall: no left wall was read.
    const { walls } = sideWalls(
      camera,
      floorSeen((depth) => -1.8 + 0.15 * Math.max(0, depth - 1)),
      SCALE,
      BACK_M,
    );
    const left = walls.find((w) => w.side === 'left');
    expect(left).toBeDefined();
    expect(Math.abs((left?.distanceM ?? 0) - 1.8)).toBeLessThan(0.1);
  });

  it('reads no left wall where a piece stands before it, the floor’s edge stepping out at its end', () => {
    // A sofa along the wall from 3 m back: the floor's edge steps 0.6 m into the room at its end.
    const { walls } = sideWalls(
      camera,
      floorSeen((depth) => (depth < 3 ? -1.8 : -1.2)),
      SCALE,
      BACK_M,
    );
    expect(walls.find((w) => w.side === 'left')).toBeUndefined();
  });
});
