/**
 * How much of the room's diffuse light a piece hides from the floor around and under it: its
 * ambient occlusion, read from its own shape. The floor under a sofa's body, 15 cm up, sees the
 * room only through the gap at its sides and goes dark to its edges; beside a tall side the floor
 * is half in its shade; a coffee table's top, 45 cm up, hides less; a floor lamp's base, only the
 * floor at its rim. Runs in the render page (bundled with it) and in the tests.
 */

/**
 * A piece seen from under and from above, on a grid of square cells lying on the floor: for each
 * cell, the height of its lowest and of its highest surface there (NaN where the piece is not).
 * Row 0 is the piece's front (+z of its own frame), column 0 its left (−x).
 */
export interface HeightField {
  cols: number;
  rows: number;
  cellM: number;
  bottom: Float32Array;
  top: Float32Array;
}

/**
 * How far from a point of the floor the piece hides its light, in metres along the ray: wholly
 * as far as the first, less and less up to the second. Farther, the light the room sends back
 * fills in, as beside the photo's own furniture: a sofa's side leaves the floor 15 cm away a
 * third in its shade, 55 cm away as lit as the rest; a coffee table's top, 42 cm up, hides two
 * fifths of the floor's light under its middle, a sofa's body nine tenths. The sun's shadow,
 * drawn apart, reaches farther.
 */
export const OCCLUSION_FULL_M = 0.35;
export const OCCLUSION_REACH_M = 0.9;

/** Directions of the sky sampled: around (azimuths) and up (bands of equal light, cosine-weighted). */
const AZIMUTHS = 16;
const BANDS = 6;

interface Ray {
  dx: number;
  dz: number;
  /** Rise per metre run. */
  slope: number;
}

/** One ray per azimuth and band: each carries the same share of a matt floor's light. */
const RAYS: readonly Ray[] = Array.from({ length: AZIMUTHS * BANDS }, (_, i) => {
  const azimuth = ((i % AZIMUTHS) + 0.5 + (Math.floor(i / AZIMUTHS) % 2) * 0.5) * ((2 * Math.PI) / AZIMUTHS);
  // Cosine-weighted: the horizontal part of a unit ray is √u for u spread evenly over (0, 1).
  const u = (Math.floor(i / AZIMUTHS) + 0.5) / BANDS;
  return { dx: Math.cos(azimuth), dz: Math.sin(azimuth), slope: Math.sqrt(1 - u) / Math.sqrt(u) };
});

/**
 * For each cell of the field, the share of its light (0 to 1) the piece hides from the floor
 * there: each ray from the cell's middle up into the room is followed a cell at a time until it
 * meets the piece (a column of it, between that column's bottom and top), rises above it, or goes
 * past the reach; a ray met counts in full as far as `OCCLUSION_FULL_M`, less farther.
 */
export function floorOcclusion(field: HeightField): Float32Array {
  const { cols, rows, cellM, bottom, top } = field;
  let highest = 0;
  for (const t of top) if (t > highest) highest = t;
  // Each ray's steps, the same from every cell: the offset of the cell it passes (rows run from
  // the front, +z, back: a ray toward −z climbs them), the heights it spans there, and what a
  // meeting there counts.
  const paths = RAYS.map(({ dx, dz, slope }) => {
    const length = Math.sqrt(1 + slope * slope);
    const steps: { dc: number; dr: number; low: number; high: number; weight: number }[] = [];
    for (let k = 0; k * cellM * length < OCCLUSION_REACH_M && k * cellM * slope <= highest; k++) {
      const distance = k * cellM * length;
      steps.push({
        dc: Math.floor(0.5 + (k + 0.5) * dx),
        dr: Math.floor(0.5 - (k + 0.5) * dz),
        low: k * cellM * slope,
        high: (k + 1) * cellM * slope,
        weight: Math.min(1, (OCCLUSION_REACH_M - distance) / (OCCLUSION_REACH_M - OCCLUSION_FULL_M)),
      });
    }
    return steps;
  });
  const clear = clearance(field);
  const out = new Float32Array(cols * rows);
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      let hidden = 0;
      for (const path of paths)
        for (let k = 0; k < path.length; ) {
          const { dc, dr, low, high, weight } = path[k] as (typeof path)[number];
          const c = col + dc;
          const r = row + dr;
          if (c < 0 || r < 0 || c >= cols || r >= rows) break;
          const at = r * cols + c;
          // NaN where the piece is not: both comparisons fail.
          if ((bottom[at] as number) <= high && (top[at] as number) >= low) {
            hidden += weight;
            break;
          }
          // A step moves at most a cell each way, and its rounding one more: no column lies
          // within the next clearance − 2 steps.
          k += Math.max(1, (clear[at] as number) - 1);
        }
      out[row * cols + col] = hidden / RAYS.length;
    }
  return out;
}

/** One ray per azimuth and band about a wall's normal: its share into the room, up, and along the wall. */
const WALL_RAYS = RAYS.map(({ dx, dz, slope }) => {
  const out = slope / Math.sqrt(1 + slope * slope);
  const side = 1 / Math.sqrt(1 + slope * slope);
  return { out, up: side * dx, along: side * dz };
});

/**
 * The share of its light (0 to 1) the piece hides from points of a wall beside it: rays from the
 * point into the room, cosine-weighted about the wall's normal, followed as the floor's are (a
 * cell at a time, skipping the floor where no column lies near, counting in full within
 * `OCCLUSION_FULL_M`); a ray that meets the floor first is not the piece's to hide. The point and
 * the normal are in the field's frame: metres from its left edge (−x), up, and back from its
 * front edge (+z).
 */
export function wallOcclusionOf(
  field: HeightField,
): (x: number, y: number, z: number, normal: [number, number]) => number {
  const { cols, rows, cellM, bottom, top } = field;
  let highest = 0;
  for (const t of top) if (t > highest) highest = t;
  const clear = clearance(field);
  return (x, y, z, [nx, nz]) => {
    let hidden = 0;
    for (const { out, up, along } of WALL_RAYS) {
      // Along the wall: the normal turned a quarter.
      const dx = out * nx - along * nz;
      const dz = out * nz + along * nx;
      for (let k = 0; (k + 0.5) * cellM < OCCLUSION_REACH_M; ) {
        const t = (k + 0.5) * cellM;
        const height = y + t * up;
        // Into the floor, or above the piece and rising: nothing of it to meet.
        if (height < 0 || (height > highest && up >= 0)) break;
        const c = Math.floor((x + t * dx) / cellM);
        const r = Math.floor((z + t * dz) / cellM);
        if (c < 0 || r < 0 || c >= cols || r >= rows) break;
        const at = r * cols + c;
        const span = (cellM * Math.abs(up)) / 2;
        if ((bottom[at] as number) <= height + span && (top[at] as number) >= height - span) {
          hidden += Math.min(1, (OCCLUSION_REACH_M - t) / (OCCLUSION_REACH_M - OCCLUSION_FULL_M));
          break;
        }
        k += Math.max(1, (clear[at] as number) - 1);
      }
    }
    return hidden / WALL_RAYS.length;
  };
}

/**
 * For each cell, how many cells away the nearest column of the piece lies, counting diagonal
 * steps as one (0 on the piece): two passes over the grid.
 */
function clearance({ cols, rows, top }: HeightField): Uint16Array {
  const far = cols + rows;
  const d = new Uint16Array(cols * rows);
  for (let i = 0; i < d.length; i++) d[i] = Number.isNaN(top[i] as number) ? far : 0;
  const relax = (at: number, c: number, r: number) => {
    if (c >= 0 && r >= 0 && c < cols && r < rows)
      d[at] = Math.min(d[at] as number, (d[r * cols + c] as number) + 1);
  };
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const at = r * cols + c;
      relax(at, c - 1, r);
      relax(at, c - 1, r - 1);
      relax(at, c, r - 1);
      relax(at, c + 1, r - 1);
    }
  for (let r = rows - 1; r >= 0; r--)
    for (let c = cols - 1; c >= 0; c--) {
      const at = r * cols + c;
      relax(at, c + 1, r);
      relax(at, c + 1, r + 1);
      relax(at, c, r + 1);
      relax(at, c - 1, r + 1);
    }
  return d;
}
