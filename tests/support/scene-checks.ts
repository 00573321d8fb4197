import { expect } from 'vitest';
import { floorCell, floorCellAt, type SceneDescription } from '../../src/domain/scene.js';
import { footprintSamples, footprintsOverlap } from '../../src/domain/scene-layout.js';

/**
 * The layout's promises, checked on a scene: every piece standing on the floor stands on free
 * floor over its whole footprint, none inside another, and each piece left out says why in
 * French, naming it. Returns the floor pieces.
 */
export function expectLayoutKeepsTheRoom(scene: Pick<SceneDescription, 'floor' | 'placements' | 'unplaced'>) {
  const floor = scene.placements.filter((p) => p.mount === 'floor' && p.elevationM === 0);
  for (const p of floor) {
    for (const s of footprintSamples(p, 0.05)) {
      const cell = floorCellAt(scene.floor, s.x, s.z);
      expect(cell && floorCell(scene.floor, cell.col, cell.row)).toBe('f');
    }
    for (const q of floor) if (q !== p) expect(footprintsOverlap(p, q)).toBe(false);
  }
  for (const u of scene.unplaced) expect(u.reason).toMatch(/« .+ »/);
  return floor;
}

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
