import type { Placement } from './generation-api';

export interface MarkerPosition {
  /** Fractions of the image, where the marker's centre goes. */
  x: number;
  y: number;
}

/**
 * One marker per placed piece, on the piece (a rug's lower part, where the furniture does not
 * hide it), moved to the nearest free spot when it would touch an earlier marker: on a phone the
 * image is about 300 px wide and pieces lined up in the middle would stack their markers, and a
 * tap meant for one would open another. `size` is the marker's width and height in fractions of
 * the image's width and height.
 */
export function markerPositions(
  placements: readonly Placement[],
  size: { x: number; y: number },
): MarkerPosition[] {
  const placed: MarkerPosition[] = [];
  const clampX = (v: number) => Math.min(1 - size.x / 2, Math.max(size.x / 2, v));
  const clampY = (v: number) => Math.min(1 - size.y / 2, Math.max(size.y / 2, v));
  const free = (c: MarkerPosition) =>
    placed.every((q) => Math.abs(q.x - c.x) >= size.x * 1.05 || Math.abs(q.y - c.y) >= size.y * 1.05);
  for (const p of placements) {
    const wanted = {
      x: clampX(p.x + p.width / 2),
      y: clampY(p.y + p.height * (p.category === 'Tapis' ? 0.8 : 0.45)),
    };
    placed.push(nearestFreeSpot(wanted, size, free, clampX, clampY));
  }
  return placed;
}

/** The free spot closest to `wanted` on a grid of marker-sized steps around it, sideways first. */
function nearestFreeSpot(
  wanted: MarkerPosition,
  size: { x: number; y: number },
  free: (c: MarkerPosition) => boolean,
  clampX: (v: number) => number,
  clampY: (v: number) => number,
): MarkerPosition {
  if (free(wanted)) return wanted;
  const candidates: Array<MarkerPosition & { distance: number }> = [];
  const reach = Math.ceil(1 / Math.min(size.x, size.y));
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const x = clampX(wanted.x + dx * size.x * 1.1);
      const y = clampY(wanted.y + dy * size.y * 1.1);
      // Vertical moves cost a little more: a marker beside its piece reads better than above it.
      candidates.push({
        x,
        y,
        distance: Math.hypot((x - wanted.x) / size.x, (1.2 * (y - wanted.y)) / size.y),
      });
    }
  candidates.sort((a, b) => a.distance - b.distance);
  const spot = candidates.find(free);
  return spot ? { x: spot.x, y: spot.y } : wanted;
}
