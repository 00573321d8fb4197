import type { Placement } from './generation-api';

export interface MarkerPosition {
  /** Fractions of the image, where the marker's centre goes. */
  x: number;
  y: number;
}

/**
 * One marker per placed piece, on the piece (a rug's lower part, where the furniture does not
 * hide it), moved sideways when it would cover an earlier marker: on a phone the image is about
 * 300 px wide and pieces lined up in the middle would stack their markers. `size` is the
 * marker's width and height in fractions of the image's width and height.
 */
export function markerPositions(
  placements: readonly Placement[],
  size: { x: number; y: number },
): MarkerPosition[] {
  const placed: MarkerPosition[] = [];
  const clampX = (v: number) => Math.min(1 - size.x / 2, Math.max(size.x / 2, v));
  const clampY = (v: number) => Math.min(1 - size.y / 2, Math.max(size.y / 2, v));
  for (const p of placements) {
    const y = clampY(p.y + p.height * (p.category === 'Tapis' ? 0.8 : 0.45));
    const centre = clampX(p.x + p.width / 2);
    const free = (x: number) =>
      placed.every((q) => Math.abs(q.x - x) >= size.x * 1.05 || Math.abs(q.y - y) >= size.y * 1.05);
    let x = centre;
    for (let step = 1; !free(x) && step <= 8; step++) {
      const offset = Math.ceil(step / 2) * size.x * 1.1 * (step % 2 === 1 ? 1 : -1);
      x = clampX(centre + offset);
    }
    placed.push({ x, y });
  }
  return placed;
}
