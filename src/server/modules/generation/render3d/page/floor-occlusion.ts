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
 * there: the rays from the cell's middle up into the room, each followed by `march`.
 */
export function floorOcclusion(field: HeightField): Float32Array {
  const { cols, rows, cellM } = field;
  const follow = marcher(field);
  // Rows run from the front, +z, back: the rays' azimuths are even about the axis, either way.
  const out = new Float32Array(cols * rows);
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      let hidden = 0;
      for (const { dx, dz, slope } of RAYS)
        hidden += follow((col + 0.5) * cellM, 0, (row + 0.5) * cellM, dx, dz, slope);
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
 * point into the room, cosine-weighted about the wall's normal, each followed by `march`; a ray
 * that meets the floor first is not the piece's to hide. The point and the normal are in the
 * field's frame: metres from its left edge (−x), up, and back from its front edge (+z).
 */
export function wallOcclusionOf(
  field: HeightField,
): (x: number, y: number, z: number, normal: [number, number]) => number {
  const follow = marcher(field);
  return (x, y, z, [nx, nz]) => {
    let hidden = 0;
    for (const { out, up, along } of WALL_RAYS) {
      // Along the wall: the normal turned a quarter.
      const dx = out * nx - along * nz;
      const dz = out * nz + along * nx;
      const run = Math.hypot(dx, dz);
      if (run < 1e-6) continue;
      hidden += follow(x, y, z, dx / run, dz / run, up / run);
    }
    return hidden / WALL_RAYS.length;
  };
}

/**
 * How a ray meets the piece: from a point (metres in the field's frame: from its left edge, up,
 * back from its front edge), along a level direction (`dx`, `dz`, of length 1) rising `slope`
 * metres per metre run, it is followed a cell's run at a time, the column of the cell it passes
 * through tested between the heights the ray spans there, until it meets the piece (a column,
 * between its bottom and top), goes into the floor or above the piece, or past the reach. A ray
 * met counts in full as far as `OCCLUSION_FULL_M` along it, less and less up to
 * `OCCLUSION_REACH_M`; one that meets nothing, nought.
 */
function marcher(
  field: HeightField,
): (x: number, y: number, z: number, dx: number, dz: number, slope: number) => number {
  const { cols, rows, cellM, bottom, top } = field;
  let highest = 0;
  for (const t of top) if (t > highest) highest = t;
  const clear = clearance(field);
  return (x, y, z, dx, dz, slope) => {
    const x0 = x / cellM + 0.5 * dx;
    const z0 = z / cellM + 0.5 * dz;
    const rise = cellM * slope;
    const length = cellM * Math.sqrt(1 + slope * slope);
    for (let k = 0; k * length < OCCLUSION_REACH_M; ) {
      const low = y + (rise < 0 ? k + 1 : k) * rise;
      const high = y + (rise < 0 ? k : k + 1) * rise;
      // Into the floor, or above the piece and rising: nothing of it to meet.
      if (high < 0 || (low > highest && rise >= 0)) return 0;
      const c = Math.floor(x0 + k * dx);
      const r = Math.floor(z0 + k * dz);
      if (c < 0 || r < 0 || c >= cols || r >= rows) return 0;
      const at = r * cols + c;
      // NaN where the piece is not: both comparisons fail.
      if ((bottom[at] as number) <= high && (top[at] as number) >= low)
        return Math.min(1, (OCCLUSION_REACH_M - k * length) / (OCCLUSION_REACH_M - OCCLUSION_FULL_M));
      // A step moves at most a cell each way, and its rounding one more: no column lies within
      // the next clearance − 2 steps.
      k += Math.max(1, (clear[at] as number) - 1);
    }
    return 0;
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
