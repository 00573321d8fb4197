import { expect } from 'vitest';
import { floorKindAt, type SceneDescription } from '../../src/domain/scene.js';
import {
  footprintSamples,
  footprintsOverlap,
  type LayoutRoom,
  pastFrame,
} from '../../src/domain/scene-layout.js';

/**
 * The layout's promises, checked on a scene: every piece standing on the floor stands on free
 * floor over its whole footprint, but where the picture's side or foot cuts the floor (a sofa
 * may run on past it, against its wall, in front of the walls seen: the layout's own `pastFrame`),
 * none inside another, and each piece left out says why in French, naming it. Returns the floor
 * pieces.
 */
export function expectLayoutKeepsTheRoom(
  scene: LayoutRoom & Pick<SceneDescription, 'placements' | 'unplaced'>,
) {
  const floor = scene.placements.filter((p) => p.mount === 'floor' && p.elevationM === 0);
  for (const p of floor) {
    for (const s of footprintSamples(p, 0.05)) {
      if (pastFrame(scene, s.x, s.z)) continue;
      // Free floor, under the visitor's rug, or at a wall's foot where a piece is pushed back against
      // it, or an armchair or a lamp with no other place stands.
      expect(['f', 'r', 'w']).toContain(floorKindAt(scene.floor, s.x, s.z));
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
