import { expect } from 'vitest';
import { floorCell, floorCellAt, projectToImage, type SceneDescription } from '../../src/domain/scene.js';
import { footprintSamples, footprintsOverlap } from '../../src/domain/scene-layout.js';

/**
 * The layout's promises, checked on a scene: every piece standing on the floor stands on free
 * floor over its whole footprint, as far as the picture shows it (a sofa may run on past the
 * picture's side, against its wall), none inside another, and each piece left out says why in
 * French, naming it. Returns the floor pieces.
 */
export function expectLayoutKeepsTheRoom(
  scene: Pick<SceneDescription, 'floor' | 'placements' | 'unplaced'> &
    Partial<Pick<SceneDescription, 'camera'>>,
) {
  const { camera, floor: grid } = scene;
  const inPicture = (x: number, z: number) => {
    const px = camera && projectToImage(camera, [x, 0, z]);
    return !camera || (!!px && px[0] >= 0 && px[0] < camera.imageWidth && px[1] < camera.imageHeight);
  };
  // A cell the picture's side or foot cuts: the photo shows only part of it.
  const cutByFrame = (cell: { col: number; row: number }) =>
    [0, 1].some((i) =>
      [0, 1].some(
        (j) =>
          !inPicture(grid.originX + (cell.col + i) * grid.cellM, grid.originZ + (cell.row + j) * grid.cellM),
      ),
    );
  const floor = scene.placements.filter((p) => p.mount === 'floor' && p.elevationM === 0);
  for (const p of floor) {
    for (const s of footprintSamples(p, 0.05)) {
      const cell = floorCellAt(scene.floor, s.x, s.z);
      if (cell ? cutByFrame(cell) : !inPicture(s.x, s.z)) continue;
      // Free floor, under the visitor's rug, or at a wall's foot where a piece is pushed back against it.
      expect(['f', 'r', 'w']).toContain(cell && floorCell(scene.floor, cell.col, cell.row));
    }
    for (const q of floor) if (q !== p) expect(footprintsOverlap(p, q)).toBe(false);
  }
  for (const u of scene.unplaced) expect(u.reason).toMatch(/« .+ »/);
  return floor;
}

/** Where a point lies in a seat's own frame: across its width, and forward toward where a sitter looks. */
export function inFrameOf(
  seat: { x: number; z: number; rotation: number },
  p: { x: number; z: number },
): { across: number; forward: number } {
  const dx = p.x - seat.x;
  const dz = p.z - seat.z;
  return {
    across: dx * Math.cos(seat.rotation) - dz * Math.sin(seat.rotation),
    forward: dx * Math.sin(seat.rotation) + dz * Math.cos(seat.rotation),
  };
}
