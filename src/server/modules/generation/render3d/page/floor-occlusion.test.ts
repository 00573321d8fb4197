import { describe, expect, it } from 'vitest';
import { floorOcclusion, type HeightField, wallOcclusionOf } from './floor-occlusion.js';

const CELL = 0.03;

/**
 * A field 3 m square around a piece standing in its middle: `shape(x, z)` gives the piece's bottom
 * and top over a point of the floor (metres from the middle), or nothing.
 */
function field(shape: (x: number, z: number) => [number, number] | null): HeightField {
  const n = 100;
  const bottom = new Float32Array(n * n).fill(Number.NaN);
  const top = new Float32Array(n * n).fill(Number.NaN);
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) {
      const column = shape((col + 0.5) * CELL - 1.5, 1.5 - (row + 0.5) * CELL);
      if (!column) continue;
      bottom[row * n + col] = column[0];
      top[row * n + col] = column[1];
    }
  return { cols: n, rows: n, cellM: CELL, bottom, top };
}

/** The occlusion at a point of the floor, metres from the field's middle. */
const at = (occlusion: Float32Array, x: number, z: number) =>
  occlusion[Math.floor((1.5 - z) / CELL) * 100 + Math.floor((x + 1.5) / CELL)] as number;

const inside = (x: number, z: number, w: number, d: number) => Math.abs(x) < w / 2 && Math.abs(z) < d / 2;

describe('the floor’s shade under and around a piece', () => {
  // A sofa's body, 2 m by 0.9 m, from 15 cm up to 85 cm, on four legs 4 cm square.
  const sofa = field((x, z) => {
    if (!inside(x, z, 2, 0.9)) return null;
    const leg = Math.abs(Math.abs(x) - 0.95) < 0.02 && Math.abs(Math.abs(z) - 0.4) < 0.02;
    return [leg ? 0 : 0.15, 0.85];
  });
  const underSofa = floorOcclusion(sofa);

  it('is dark under a sofa’s body, and darkest under its middle', () => {
    expect(at(underSofa, 0, 0)).toBeGreaterThan(0.6);
    expect(at(underSofa, 0, 0)).toBeGreaterThan(at(underSofa, 0, 0.4));
  });

  it('reaches its front edge: the floor just under it is in its shade, not lit as the bare floor', () => {
    expect(at(underSofa, 0, 0.42)).toBeGreaterThan(0.35);
  });

  it('fades away from its side, to almost nothing 80 cm off', () => {
    const off = [0.02, 0.15, 0.35, 0.8].map((d) => at(underSofa, 0, 0.45 + d));
    for (let i = 1; i < off.length; i++) expect(off[i]).toBeLessThan(off[i - 1] as number);
    expect(off[0]).toBeGreaterThan(0.2);
    expect(off[3]).toBeLessThan(0.01);
  });

  it('is lighter under a table’s top, 42 cm up, than under a sofa’s body', () => {
    const table = floorOcclusion(field((x, z) => (inside(x, z, 1.2, 0.6) ? [0.42, 0.45] : null)));
    expect(at(table, 0, 0)).toBeGreaterThan(0.2);
    expect(at(table, 0, 0)).toBeLessThan(at(underSofa, 0, 0) * 0.8);
  });

  it('keeps to the rim of a floor lamp’s small base', () => {
    const lamp = floorOcclusion(
      field((x, z) => (Math.hypot(x, z) < 0.15 ? [0, 0.03] : Math.hypot(x, z) < 0.015 ? [0, 1.6] : null)),
    );
    expect(at(lamp, 0.17, 0)).toBeGreaterThan(0);
    expect(at(lamp, 0.4, 0)).toBeLessThan(0.02);
  });

  it('hides nothing where no piece stands', () => {
    expect(Math.max(...floorOcclusion(field(() => null)))).toBe(0);
  });

  describe('on a wall behind it', () => {
    // The same sofa, its back 2 cm from a wall; points of the wall in the field's frame: metres
    // from its left edge, up, and back from its front edge. The wall faces the room: its normal
    // runs toward the front.
    const hides = wallOcclusionOf(sofa);
    const onWall = (x: number, y: number) => hides(1.5 + x, y, 1.5 + 0.47, [0, -1]);

    it('is dark beside its end and fades along the wall, to almost nothing 45 cm past it', () => {
      const along = [1.05, 1.2, 1.45].map((x) => onWall(x, 0.3));
      expect(along[0]).toBeGreaterThan(0.3);
      expect(along[1]).toBeLessThan(along[0] as number);
      expect(along[2]).toBeLessThan(0.08);
    });

    it('shades the wall just above its back, less and less higher up', () => {
      const above = [0.9, 1.0, 1.2].map((y) => onWall(0, y));
      expect(above[0]).toBeGreaterThan(0.3);
      expect(above[1]).toBeLessThan(above[0] as number);
      expect(above[2]).toBeLessThan(above[1] as number);
    });

    it('hides nothing of a wall where no piece stands', () => {
      expect(wallOcclusionOf(field(() => null))(1.5, 0.3, 2, [0, -1])).toBe(0);
    });
  });
});
