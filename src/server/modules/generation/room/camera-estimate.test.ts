import { describe, expect, it } from 'vitest';
import { type LitRoom, renderLitRoom } from '../../../../../tests/support/lit-room.js';
import { phoneCamera } from '../../../../../tests/support/scenes.js';
import type { SceneCamera } from '../../../../domain/scene.js';
import { estimateCamera, USUAL_FOCAL_SHARE } from './camera-estimate.js';
import { lineSegments } from './line-segments.js';
import { rasterOf } from './raster.js';
import { renderSyntheticRoom, trueHorizonY } from './synthetic-room.js';

const DEG = Math.PI / 180;
/** Stated tolerances: horizon within 1.5 % of the picture's height, focal length within 8 %. */
const HORIZON_TOLERANCE = 0.015;
const FOCAL_TOLERANCE = 0.08;

async function estimate(camera: SceneCamera) {
  const raster = await rasterOf(await renderSyntheticRoom(camera), 640);
  const found = estimateCamera(lineSegments(raster), raster.width, raster.height);
  return { found, scale: raster.scale };
}

describe('the camera of a room photo, from its straight edges', () => {
  it.each([
    {
      name: 'landscape, turned 25°, looking down 8°',
      w: 1600,
      h: 1200,
      f: 1150,
      yaw: 25,
      pitch: -8,
      roll: 1.5,
      eye: 1.4,
    },
    {
      name: 'portrait, turned −20°, looking down 12°',
      w: 1200,
      h: 1600,
      f: 1100,
      yaw: -20,
      pitch: -12,
      roll: -1,
      eye: 1.5,
    },
    {
      name: 'wide 16:9, turned 35°, looking down 15°',
      w: 1600,
      h: 900,
      f: 900,
      yaw: 35,
      pitch: -15,
      roll: 2,
      eye: 1.6,
    },
  ])('finds the horizon and the focal length of a known camera: $name', async (c) => {
    const camera = phoneCamera({
      width: c.w,
      height: c.h,
      focalPx: c.f,
      heightM: c.eye,
      yaw: c.yaw,
      pitch: c.pitch,
      roll: c.roll,
    });
    const { found, scale } = await estimate(camera);
    expect(Math.abs(found.horizonY / scale - trueHorizonY(camera)) / c.h).toBeLessThan(HORIZON_TOLERANCE);
    expect(found.focalFromLines).toBe(true);
    expect(Math.abs(found.focalPx / scale - c.f) / c.f).toBeLessThan(FOCAL_TOLERANCE);
    expect(Math.abs(found.yaw / DEG - c.yaw)).toBeLessThan(2);
    expect(Math.abs(found.roll / DEG - c.roll)).toBeLessThan(1);
  });

  it('facing a wall squarely, keeps the usual focal length and still finds the horizon', async () => {
    const camera: SceneCamera = {
      imageWidth: 1600,
      imageHeight: 1200,
      focalPx: 1300,
      heightM: 1.3,
      yaw: 0,
      pitch: -4 * DEG,
      roll: 0,
    };
    const { found, scale } = await estimate(camera);
    expect(found.focalFromLines).toBe(false);
    expect(found.focalPx / scale).toBeCloseTo(USUAL_FOCAL_SHARE * 1600, 0);
    expect(Math.abs(found.horizonY / scale - trueHorizonY(camera)) / 1200).toBeLessThan(HORIZON_TOLERANCE);
  });

  // A wooden floor's boards are many long lines meeting at one point: the search must not trade
  // the room's few true verticals for a tilt that catches some of them (read 8° rolled, or
  // looking down 20° instead of 14°).
  it.each([
    ['boards, landscape, turned 15°, looking down 14°', 1600, 1200, 0.73, 1.45, 15, -14, {}],
    ['boards, portrait, turned −10°, looking down 18°', 1200, 1600, 0.78, 1.5, -10, -18, { window: 'right' }],
    [
      'boards, wide lens facing the back wall, looking down 16°',
      1600,
      1200,
      0.56,
      1.45,
      5,
      -16,
      { widthM: 5, depthM: 6 },
    ],
    ['boards, portrait, looking down 30°', 1152, 1536, 0.62, 1.6, 0, -30, { widthM: 4.2, depthM: 4.4 }],
  ] as const)(
    'finds the camera over a wooden floor, the focal length from the vertical and the boards: %s',
    async (_, w, h, share, eye, yaw, pitch, room: Partial<LitRoom>) => {
      const camera = phoneCamera({
        width: w,
        height: h,
        focalPx: share * Math.max(w, h),
        heightM: eye,
        yaw,
        pitch,
      });
      const raster = await rasterOf(await renderLitRoom(camera, room), 640);
      const found = estimateCamera(lineSegments(raster), raster.width, raster.height);
      const scale = raster.scale;
      expect(Math.abs(found.horizonY / scale - trueHorizonY(camera)) / h).toBeLessThan(HORIZON_TOLERANCE);
      expect(Math.abs(found.focalPx / scale - camera.focalPx) / camera.focalPx).toBeLessThan(FOCAL_TOLERANCE);
      expect(Math.abs(found.roll / DEG)).toBeLessThan(1);
      expect(Math.abs(found.pitch / DEG - pitch)).toBeLessThan(1.5);
    },
    30_000,
  );
});
