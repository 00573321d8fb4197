import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorPointAt, footprintCorners, horizonRowAt, projectToImage, type SceneCamera } from './scene.js';

const camera: SceneCamera = {
  imageWidth: 2048,
  imageHeight: 1536,
  focalPx: 1480,
  heightM: 1.4,
  yaw: 0.2,
  pitch: -0.15,
  roll: 0.02,
};

describe('scene projection', () => {
  it('a level camera sees the horizon on its centre row and a floor point straight ahead below it', () => {
    const level = { ...camera, yaw: 0, pitch: 0, roll: 0 };
    expect(horizonRowAt(level, 1024)).toBeCloseTo(768, 6);
    const p = projectToImage(level, [0, 0, -1.4]);
    // 1.4 m down at 1.4 m away: 45° below the axis, one focal length under the centre.
    expect(p?.[0]).toBeCloseTo(1024, 6);
    expect(p?.[1]).toBeCloseTo(768 + 1480, 6);
  });

  it('looking down raises the horizon; a point behind the camera does not project', () => {
    expect(horizonRowAt({ ...camera, roll: 0 }, 1024)).toBeLessThan(768);
    expect(projectToImage({ ...camera, yaw: 0, pitch: 0, roll: 0 }, [0, 1, 3])).toBeNull();
  });

  it('a pixel below the horizon maps to the floor point that projects back onto it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: -7, max: -0.8, noNaN: true }),
        (x, z) => {
          const pixel = projectToImage(camera, [x, 0, z]);
          if (!pixel) return;
          const back = floorPointAt(camera, pixel[0], pixel[1]);
          expect(back?.x).toBeCloseTo(x, 6);
          expect(back?.z).toBeCloseTo(z, 6);
        },
      ),
    );
  });

  it('a pixel above the horizon has no floor point', () => {
    expect(floorPointAt(camera, 1024, horizonRowAt(camera, 1024) - 5)).toBeNull();
  });

  it('a footprint turned a quarter keeps its size and swaps its width and depth', () => {
    const corners = footprintCorners({ x: 1, z: -3, rotation: Math.PI / 2, widthM: 2, depthM: 1 });
    const xs = corners.map((c) => c.x);
    const zs = corners.map((c) => c.z);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(1, 9);
    expect(Math.max(...zs) - Math.min(...zs)).toBeCloseTo(2, 9);
  });
});
