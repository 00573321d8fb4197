import type { SceneDescription } from '../../src/domain/scene.js';

/** A scene of a few pieces and nothing else known of the room (no walls, no floor grid), for drawing tests. */
export function piecesOnlyScene(
  camera: SceneDescription['camera'],
  placements: SceneDescription['placements'],
  light: SceneDescription['light'],
): SceneDescription {
  return {
    version: 1,
    camera,
    walls: [],
    floor: { originX: 0, originZ: 0, cellM: 1, cols: 1, rows: 1, cells: '.' },
    ceilingM: 2.7,
    light,
    placements,
    unplaced: [],
  };
}

/** A phone camera held 1.4 m above the floor, turned neither left nor right, looking down `pitch` radians. */
export function levelCamera(
  width: number,
  height: number,
  focalPx: number,
  pitch: number,
): SceneDescription['camera'] {
  return { imageWidth: width, imageHeight: height, focalPx, heightM: 1.4, yaw: 0, pitch, roll: 0 };
}

/** A phone camera from its picture's size, its focal length in pixels, its height and its angles in degrees. */
export function phoneCamera(view: {
  width: number;
  height: number;
  focalPx: number;
  heightM: number;
  yaw: number;
  pitch: number;
  roll?: number;
}): SceneDescription['camera'] {
  const deg = Math.PI / 180;
  return {
    imageWidth: view.width,
    imageHeight: view.height,
    focalPx: view.focalPx,
    heightM: view.heightM,
    yaw: view.yaw * deg,
    pitch: view.pitch * deg,
    roll: (view.roll ?? 0) * deg,
  };
}
