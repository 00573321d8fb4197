import { describe, expect, it } from 'vitest';
import { stepFourLayout } from '../../tests/support/scenes.js';
import { floorPointAt, type SceneCamera, type ScenePlacement } from './scene.js';
import {
  drawnPercent,
  movedTo,
  outlineOf,
  resized,
  turned,
  withoutPiece,
  withPieceBack,
  withPlacement,
} from './scene-edit.js';

const camera: SceneCamera = {
  imageWidth: 1600,
  imageHeight: 1200,
  focalPx: 1150,
  heightM: 1.4,
  yaw: 0.2,
  pitch: -0.15,
  roll: 0,
};
const sofa: ScenePlacement = {
  key: 'product:1',
  mount: 'floor',
  x: 0.3,
  z: -3.2,
  elevationM: 0,
  rotation: 0,
  widthM: 2.2,
  depthM: 0.9,
  heightM: 0.85,
};
const scene = stepFourLayout(42, [sofa], camera);

describe('editing the layout at step 4', () => {
  it('outlines a piece where it stands: its base projects back onto its own footprint', () => {
    const outline = outlineOf(camera, sofa);
    expect(outline?.edges).toHaveLength(12);
    const [u, v] = (outline as NonNullable<typeof outline>).base.reduce(
      (s, c) => [s[0] + c[0] / 4, s[1] + c[1] / 4],
      [0, 0],
    );
    const back = floorPointAt(camera, u, v);
    expect(back?.x).toBeCloseTo(sofa.x, 0);
    expect(back?.z).toBeCloseTo(sofa.z, 0);
    // The label sits above the box's base.
    expect(outline?.label[1]).toBeLessThan(Math.min(...(outline?.base.map((c) => c[1]) ?? [])));
  });

  it('draws a rug flat: four edges, no height', () => {
    expect(outlineOf(camera, { ...sofa, mount: 'rug' })?.edges).toHaveLength(4);
  });

  it('has no outline for a piece behind the camera', () => {
    expect(outlineOf(camera, { ...sofa, z: 2 })).toBeNull();
  });

  it('moves a floor piece anywhere, a wall piece only along its wall', () => {
    expect(movedTo(scene, sofa, 1, -2)).toMatchObject({ x: 1, z: -2 });
    const art = { ...sofa, mount: 'wall' as const, wall: 'back' as const, z: -4.5 };
    expect(movedTo(scene, art, 1, -2)).toMatchObject({ x: 1, z: -4.5 });
    const withLeft = { ...scene, walls: [...scene.walls, { side: 'left' as const, distanceM: 3 }] };
    const side = { ...art, wall: 'left' as const, x: -3 };
    expect(movedTo(withLeft, side, 1, -2)).toMatchObject({ x: -3, z: -2 });
  });

  it('slides a wall piece no farther than its wall reaches: its end within the wall seen', () => {
    // The floor is read from x = -3 to 3 at the back wall's foot; no side wall is seen.
    const art = { ...sofa, mount: 'wall' as const, wall: 'back' as const, z: -4.5 };
    expect(movedTo(scene, art, 5, -2).x).toBeCloseTo(3 - sofa.widthM / 2);
    expect(movedTo(scene, art, -9, -2).x).toBeCloseTo(-3 + sofa.widthM / 2);
    // A side wall ends at the back wall 4.5 m away: dragged past it, the piece stops in the corner.
    const withLeft = { ...scene, walls: [...scene.walls, { side: 'left' as const, distanceM: 3 }] };
    const side = { ...art, wall: 'left' as const, x: -3 };
    expect(movedTo(withLeft, side, -3, -7).z).toBeCloseTo(-4.5 + sofa.widthM / 2);
    // A piece wider than its wall hangs in its middle.
    expect(movedTo(scene, { ...art, widthM: 7 }, 2, -2).x).toBeCloseTo(0);
  });

  it('turns within one full turn and keeps wall pieces flat', () => {
    expect(turned(sofa, -Math.PI / 2).rotation).toBeCloseTo((3 * Math.PI) / 2);
    expect(turned(turned(sofa, Math.PI), Math.PI).rotation).toBeCloseTo(0);
    expect(turned({ ...sofa, mount: 'wall' }, 1).rotation).toBe(0);
  });

  it('resizes in every direction, within the scene’s bounds', () => {
    expect(resized(sofa, 1.1).widthM).toBeCloseTo(2.42);
    expect(resized(sofa, 1.1).depthM).toBeCloseTo(0.99);
    expect(resized(sofa, 10)).toMatchObject({ widthM: 8, depthM: 8, heightM: 4 });
    expect(resized(sofa, 0.01).widthM).toBe(0.1);
  });

  it('says how large a piece is drawn against its real size, only when it is not that size', () => {
    const rug = { widthM: 2, depthM: 2.9 };
    expect(drawnPercent({ widthM: 1.4, depthM: 2.03 }, rug)).toBe(70);
    expect(drawnPercent(resized(sofa, 0.9), sofa)).toBe(90);
    expect(drawnPercent(resized(sofa, 1.1), sofa)).toBe(110);
    // Made smaller, then larger again: as good as its size.
    expect(drawnPercent(resized(resized(sofa, 0.9), 1.1), sofa)).toBeNull();
    expect(drawnPercent(rug, rug)).toBeNull();
  });

  it('takes a piece out with its reason, and replaces an edited one in place', () => {
    const without = withoutPiece(scene, 'product:1', 'Retiré');
    expect(without.placements).toEqual([]);
    expect(without.unplaced).toEqual([{ key: 'product:1', reason: 'Retiré', proposal: sofa }]);
    expect(withoutPiece(scene, 'product:9', 'x')).toBe(scene);
    expect(withPlacement(scene, { ...sofa, x: 2 }).placements[0]?.x).toBe(2);
  });

  it('puts a piece left out back where it is proposed, once; one with no proposal stays out', () => {
    const back = withPieceBack(withoutPiece(scene, 'product:1', 'Retiré'), 'product:1');
    expect(back.placements).toEqual([sofa]);
    expect(back.unplaced).toEqual([]);
    expect(withPieceBack(back, 'product:1')).toBe(back);
    const noProposal = { ...scene, placements: [], unplaced: [{ key: 'product:1', reason: 'Pas de mur' }] };
    expect(withPieceBack(noProposal, 'product:1')).toBe(noProposal);
  });

  it('keeps the photo the layout was made for through every edit: the paid render checks it', () => {
    const edited = withPieceBack(
      withoutPiece(withPlacement(scene, turned(movedTo(scene, sofa, 1, -2), 0.5)), 'product:1', 'Retiré'),
      'product:1',
    );
    expect(withPlacement(scene, resized(sofa, 1.1)).imageId).toBe(42);
    expect(withoutPiece(scene, 'product:1', 'Retiré').imageId).toBe(42);
    expect(edited).toMatchObject({ imageId: 42, camera });
  });
});
