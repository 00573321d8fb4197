import { describe, expect, it } from 'vitest';
import { projectToImage, type SceneCamera, type Vec3 } from '../../../../domain/scene.js';
import type { EdgeMark } from './floor-region.js';
import { raisedFaces } from './raised-pieces.js';

/** A floor raster's camera: 240 × 180 px, turned 20°, looking down 12°, at standing height. */
const CAMERA: SceneCamera = {
  imageWidth: 240,
  imageHeight: 180,
  focalPx: 190,
  heightM: 1.4,
  yaw: 0.35,
  pitch: -0.21,
  roll: 0,
};

/** The straight edge between two world points, as the floor search reads it. */
function edge(a: Vec3, b: Vec3, direction: number): EdgeMark {
  const p = projectToImage(CAMERA, a) as [number, number];
  const q = projectToImage(CAMERA, b) as [number, number];
  return { x1: p[0], y1: p[1], x2: q[0], y2: q[1], length: Math.hypot(q[0] - p[0], q[1] - p[1]), direction };
}

describe('the faces of raised pieces, from pairs of straight edges', () => {
  it('finds the side of a bed: its foot on the floor and its top edge 0.45 m above, along the room', () => {
    const foot = edge([-1, 0, -2.2], [-1, 0, -3.6], 2);
    const top = edge([-1, 0.45, -2.4], [-1, 0.45, -3.8], 2);
    const faces = raisedFaces(CAMERA, [foot, top]);
    expect(faces).toHaveLength(1);
    expect(faces[0]?.foot).toMatchObject({ x1: foot.x1, y1: foot.y1 });
    expect(faces[0]?.top).toMatchObject({ x1: top.x1, y1: top.y1 });
    expect(faces[0]?.heightM).toBeCloseTo(0.45, 1);
  });

  it('finds the front of a sofa across the room, its seat 0.42 m up', () => {
    const faces = raisedFaces(CAMERA, [
      edge([-0.8, 0, -3], [0.9, 0, -3], 1),
      edge([-0.9, 0.42, -3], [0.8, 0.42, -3], 1),
    ]);
    expect(faces.map((f) => Number(f.heightM.toFixed(2)))).toEqual([0.42]);
  });

  it('takes no edge for the top of a face when it would stand higher than a bed or a seat, or runs another way', () => {
    // A wall's skirting and a shelf 1.1 m up; the same foot with an edge running across the room.
    const foot = edge([-1, 0, -2.2], [-1, 0, -3.6], 2);
    expect(raisedFaces(CAMERA, [foot, edge([-1, 1.1, -2.2], [-1, 1.1, -3.6], 2)])).toEqual([]);
    expect(raisedFaces(CAMERA, [foot, edge([-1.6, 0.45, -2.6], [-0.4, 0.45, -2.6], 1)])).toEqual([]);
  });
});
