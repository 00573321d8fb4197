import { cameraAxes, type Vec3 } from '../../../../domain/scene.js';
import type { Segment } from './line-segments.js';

/** The camera found from the photo's straight edges, in the raster's pixels. */
export interface CameraEstimate {
  focalPx: number;
  pitch: number;
  roll: number;
  yaw: number;
  /** Image row of the horizon at the picture's centre column. */
  horizonY: number;
  /** Share of the straight edges' length that runs toward one of the room's three directions. */
  explained: number;
  /** Length of edges running toward the vertical vanishing point, in raster pixels. */
  verticalLength: number;
  /** Which room direction each segment runs along: 0 vertical, 1 across (x), 2 depth (z), -1 none. */
  labels: Int8Array;
  /** Whether the edges fixed the focal length (two horizontal vanishing points), or it is the usual one. */
  focalFromLines: boolean;
  /**
   * Whether the camera was found from the long edges alone, the edges being busy with a pattern
   * (under half their length explained) and the long ones agreeing.
   */
  fromLongEdges: boolean;
}

/** A segment runs toward a vanishing point when it points there within this angle. */
const TOLERANCE = (2.5 * Math.PI) / 180;
const SIN_TOLERANCE_2 = Math.sin(TOLERANCE) ** 2;
/** A phone's main camera (26 mm equivalent): focal length about 0.72 × the long side. */
export const USUAL_FOCAL_SHARE = 0.72;
const DEG = Math.PI / 180;
const SEARCHED_SEGMENTS = 220;
const VERTICAL_PEAKS = 4;
/**
 * Rolls (degrees) the vertical vanishing point is searched at, and the most a phone is usually
 * held rolled: the best few peaks within that go on to stage 2, and the best one past it too. A
 * photo rolled 14–15° (refused as tilted past 11.5°) was read 2–9° rolled and let through when
 * only ±10° was searched; with every peak ranked together, a rolled peak of the upright cement
 * room's motifs took the place of its true one.
 */
const ROLL_SEARCHED = 16;
const ROLL_USUAL = 10;
/** Pitches (degrees) a camera read looking up is tried at, looking down, when the floor's lines are the steep ones. */
const LOOKING_DOWN = [-12, -24, -36];

interface Prepared {
  mu: Float64Array;
  mv: Float64Array;
  du: Float64Array;
  dv: Float64Array;
  length: Float64Array;
  total: number;
}

function prepare(segments: readonly Segment[], width: number, height: number): Prepared {
  const n = segments.length;
  const p: Prepared = {
    mu: new Float64Array(n),
    mv: new Float64Array(n),
    du: new Float64Array(n),
    dv: new Float64Array(n),
    length: new Float64Array(n),
    total: 0,
  };
  segments.forEach((s, i) => {
    p.mu[i] = (s.x1 + s.x2) / 2 - width / 2;
    p.mv[i] = (s.y1 + s.y2) / 2 - height / 2;
    const len = Math.hypot(s.x2 - s.x1, s.y2 - s.y1) || 1;
    p.du[i] = (s.x2 - s.x1) / len;
    p.dv[i] = (s.y2 - s.y1) / len;
    p.length[i] = s.length;
    p.total += s.length;
  });
  return p;
}

/** Homogeneous image point (centred pixels) where lines of world direction d meet. */
function vanishingPoint(d: Vec3, axes: ReturnType<typeof cameraAxes>, f: number): Vec3 {
  const xc = d[0] * axes.right[0] + d[1] * axes.right[1] + d[2] * axes.right[2];
  const yc = d[0] * axes.up[0] + d[1] * axes.up[1] + d[2] * axes.up[2];
  const zc = -(d[0] * axes.back[0] + d[1] * axes.back[1] + d[2] * axes.back[2]);
  return [f * xc, -f * yc, zc];
}

/** How well segment i runs toward vp: 1 exactly, 0 at the tolerance or beyond. */
function agreement(p: Prepared, i: number, vp: Vec3): number {
  const vx = vp[0] - (p.mu[i] as number) * vp[2];
  const vy = vp[1] - (p.mv[i] as number) * vp[2];
  // In squares, no root: the search scores every segment against thousands of cameras.
  const norm2 = vx * vx + vy * vy;
  if (norm2 < 1e-18) return 0;
  const cross = (p.du[i] as number) * vy - (p.dv[i] as number) * vx;
  const limit = SIN_TOLERANCE_2 * norm2;
  const cross2 = cross * cross;
  return cross2 >= limit ? 0 : 1 - cross2 / limit;
}

interface Candidate {
  f: number;
  pitch: number;
  roll: number;
  yaw: number;
}

const WORLD: Vec3[] = [
  [0, 1, 0],
  [1, 0, 0],
  [0, 0, 1],
];

function scoreOf(
  p: Prepared,
  c: Candidate,
  which: 'vertical' | 'horizontal' | 'all',
  only?: Uint8Array,
): number {
  const axes = cameraAxes(c);
  const vps = WORLD.map((d) => vanishingPoint(d, axes, c.f));
  let score = 0;
  for (let i = 0; i < p.length.length; i++) {
    if (only && !only[i]) continue;
    let best = 0;
    for (let k = which === 'horizontal' ? 1 : 0; k < (which === 'vertical' ? 1 : 3); k++)
      best = Math.max(best, agreement(p, i, vps[k] as Vec3));
    score += best * (p.length[i] as number);
  }
  return score;
}

/**
 * The camera of a room photo under the Manhattan-world assumption (walls, floors and furniture
 * edges run along three perpendicular directions): the vertical vanishing point fixes pitch and
 * roll, the horizontal ones fix the turn and, when two of them are seen, the focal length.
 * Searched by brute force over a grid and refined, because a room has few, long, reliable
 * edges and the whole search takes tens of milliseconds. `halfSize` gives the picture's edges
 * at half its size (halfSizeSegments), asked for only when a pattern makes the edges busy.
 */
export function estimateCamera(
  segments: readonly Segment[],
  width: number,
  height: number,
  halfSize: () => readonly Segment[] = () => [],
): CameraEstimate {
  const all = prepare(segments, width, height);
  const first = cameraOf(all, width, height);
  if (first.explained >= BUSY_EXPLAINED) return first;
  // A busy pattern (a floor of cement tiles, its motifs' edges by the hundred) outvotes the room's
  // few long edges: those alone, when enough of them agree, tell the camera. The room's lines
  // shaded off over a few pixels (the ceiling's, a corner's) are long only at half size, where
  // the motifs' arcs are too short to count: with enough of them, they are the lines the camera
  // must explain (near the lens the tiles are large, and at full size their arcs count as long).
  // Where those arcs still pull the search off (a room seen straight on, upright), the half-size
  // lines alone are searched, under the same check: a weaker one, the camera fit to the lines it
  // is checked on, but over 130 photos it let no wrong camera through (decision 002).
  const isLong = (s: Segment) => s.length >= LONG_EDGE * Math.max(width, height);
  const structure = halfSize().filter(isLong);
  const fullSize = segments.filter(isLong);
  const structureShows = structure.length >= STRUCTURE_LEAST;
  const long = structureShows ? [...fullSize, ...structure] : fullSize;
  if (long.length < LONG_EDGES_LEAST) return first;
  for (const edges of structureShows ? [long, structure] : [long]) {
    const retried = cameraOf(prepare(edges, width, height), width, height);
    const camera = { f: retried.focalPx, pitch: retried.pitch, roll: retried.roll, yaw: retried.yaw };
    const agreed = structureShows
      ? labelled(prepare(structure, width, height), camera).explained
      : retried.explained;
    if (agreed >= LONG_EXPLAINED) return { ...retried, ...labelled(all, camera), fromLongEdges: true };
  }
  return first;
}

/**
 * Below this share of the edges' length explained, the edges are busy with something else than
 * the room. The photos read here explain 61–87 % (furnished fixtures, photo-like and random rooms
 * with planks or tiles); cement-tile floors 25–86 %. At 0.5, a cement room explained 52 % by a
 * camera 19° off in pitch was kept, its sofa a third of its size; searched again on the long
 * edges, it reads within 0.5°.
 */
export const BUSY_EXPLAINED = 0.55;
/** A long edge, as a share of the raster's long side: a wall's corner, a skirting board, a tile joint across the room. */
const LONG_EDGE = 0.045;
/**
 * The least long edges, and the least share of their length, the camera they tell must explain.
 * At 0.85, the upright cement room stored as WebP (quality 85) had its long edges 87 % explained
 * by a camera 31 % long in focal length and 6° steep; right cameras explain 90–97 % of them.
 */
const LONG_EDGES_LEAST = 12;
const LONG_EXPLAINED = 0.88;
/**
 * The least long edges at half size for them to join the long ones and be the lines the camera
 * must explain: with fewer, a wrong camera can run them all to its vanishing points (of 20 cement
 * rooms drawn at random, the three with 5 to 7 found so were read 22–47° off in pitch).
 */
const STRUCTURE_LEAST = 8;

/**
 * The cameras searched: looking down at most 60° and up at most 35° (a reading past 57° down or
 * 20° up is refused as tilted, so these leave a truly tilted photo read as one), with a focal
 * length from an ultra-wide lens's (0.32 of the long side) to a zoomed or cropped one's (1.8).
 */
const STEEPEST_PITCH = -60 * DEG;
const HIGHEST_PITCH = 35 * DEG;
const FOCAL_RANGE = [0.45, 2.5] as const;

function cameraOf(p: Prepared, width: number, height: number): CameraEstimate {
  const longSide = Math.max(width, height);
  const usual = USUAL_FOCAL_SHARE * longSide;
  // Near-vertical segments only for the first stage: the vertical point is far below or above.
  // The longest edges carry the room's structure; the search reads only those.
  const n = p.length.length;
  const kept = new Uint8Array(n);
  const byLength = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (p.length[b] as number) - (p.length[a] as number),
  );
  for (const i of byLength.slice(0, SEARCHED_SEGMENTS)) kept[i] = 1;
  const steep = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const isSteep = Math.abs(p.dv[i] as number) > Math.cos(30 * DEG);
    steep[i] = kept[i] && isSteep ? 1 : 0;
  }
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, k) => (from + k * step) * DEG);
  const focals = Array.from({ length: 12 }, (_, k) => usual * 0.55 * 1.12 ** k);
  // The prior: a small cost for straying from the usual focal length, so that a photo whose
  // edges cannot tell focal lengths apart gets the usual one.
  const prior = (f: number) => 0.015 * p.total * Math.abs(Math.log(f / usual));

  // Stage 1, the vertical vanishing point, searched with the usual focal length: it is a point
  // of the image whatever the focal length, which then only says which pitch and roll reach it.
  // Steep floor lines can outvote a few true verticals, so the best few peaks go on to stage 2.
  const pitches = range(-50, 30, 0.6);
  const rolls = range(-ROLL_SEARCHED, ROLL_SEARCHED, 0.6);
  const grid = pitches.map((pitch) =>
    rolls.map((roll) => scoreOf(p, { f: usual, pitch, roll, yaw: 0 }, 'vertical', steep)),
  );
  const peaks: { pitch: number; roll: number; score: number }[] = [];
  const isPeak = (i: number, j: number, score: number) => {
    for (let di = -4; di <= 4; di++)
      for (let dj = -4; dj <= 4; dj++) if ((grid[i + di]?.[j + dj] ?? -1) > score) return false;
    return score > 0;
  };
  grid.forEach((row, i) => {
    row.forEach((score, j) => {
      if (isPeak(i, j, score)) peaks.push({ pitch: pitches[i] as number, roll: rolls[j] as number, score });
    });
  });
  peaks.sort((x, y) => y.score - x.score);
  // Only cameras a visitor's phone can be: a candidate past them scores nothing, so that neither
  // the stage-2 grid nor the refinement walks off to one. A quilt's diagonal stitching taken for
  // upright edges led the refinement to a camera tilted 94° down, past straight down, which outscored
  // the true one (bedroom 1 without its top fifth); others ran to focal lengths of 35 and 76 long
  // sides, a camera seeing the room from afar with a telescope.
  const total = (c: Candidate) =>
    c.pitch < STEEPEST_PITCH ||
    c.pitch > HIGHEST_PITCH ||
    c.f < FOCAL_RANGE[0] * usual ||
    c.f > FOCAL_RANGE[1] * usual
      ? Number.NEGATIVE_INFINITY
      : scoreOf(p, c, 'all', kept) - prior(c.f);
  // Stage 2: for each vertical point and focal length, the turn that best explains every edge.
  // Each vertical point's best is refined before they are compared: the focal lengths are 12 %
  // apart, and many parallel floor boards meet within a few tenths of a degree, so a grid point
  // near the true camera can miss them all while a wrong vertical point happens to catch some
  // (a wooden floor read 8° rolled).
  let current: Candidate = { f: usual, pitch: 0, roll: 0, yaw: 0 };
  let currentScore = Number.NEGATIVE_INFINITY;
  const tryTilts = (tilts: ReadonlyArray<{ pitch: number; roll: number }>) => {
    for (const tilt of tilts) {
      const verticalPoint = vanishingPoint(WORLD[0] as Vec3, cameraAxes({ ...tilt, yaw: 0 }), usual);
      let best: Candidate & { score: number } = { ...current, score: Number.NEGATIVE_INFINITY };
      for (const f of focals) {
        const turn = tiltReaching(verticalPoint, f);
        for (let yaw = -45 * DEG; yaw < 45 * DEG; yaw += 0.75 * DEG) {
          const c = { f, ...turn, yaw };
          const score = total(c);
          if (score > best.score) best = { ...c, score };
        }
      }
      const refined = refine(best, ['pitch', 'roll', 'yaw', 'f'], total);
      const score = total(refined);
      if (score > currentScore) {
        current = refined;
        currentScore = score;
      }
    }
  };
  const heldLevel = (q: { roll: number }) => Math.abs(q.roll) <= (ROLL_USUAL + 0.01) * DEG;
  const tried = [
    ...peaks.filter(heldLevel).slice(0, VERTICAL_PEAKS),
    ...peaks.filter((q) => !heldLevel(q)).slice(0, 1),
  ];
  tryTilts(tried.length ? tried : [{ pitch: 0, roll: 0 }]);
  // Looking down at a floor with no upright edge in sight (no corner, no door's side), the floor's
  // lines along the room's depth are the steep ones: they meet above the picture, where no
  // vertical point is searched, and the best of the peaks found was a camera looking up, those
  // lines left unexplained (a bare tiled room read 19° up, its sofa drawn 11 m away, a toy). Cameras
  // looking down are tried too, and the one explaining most is kept.
  if (current.pitch > 0) tryTilts(LOOKING_DOWN.map((pitch) => ({ pitch: pitch * DEG, roll: 0 })));
  // Two room directions whose vanishing points lie inside a few widths of the picture, each with
  // edges enough, fix the focal length: two horizontal ones, or the vertical one (a camera
  // looking down) and one horizontal (the floor's boards). Otherwise the edges cannot tell focal
  // lengths apart: the usual one, with the tilt and turn that fit it.
  const axes0 = cameraAxes(current);
  const seen = WORLD.map((d, k) => {
    const vp = vanishingPoint(d, axes0, current.f);
    const near = Math.abs(vp[2]) > 1e-9 && Math.hypot(vp[0] / vp[2], vp[1] / vp[2]) < 3 * longSide;
    return near && supportOf(p, current, k) > 0.05 * p.total;
  });
  const focalFromLines = seen.filter(Boolean).length >= 2;
  if (!focalFromLines) current = refine({ ...current, f: usual }, ['pitch', 'roll', 'yaw'], total);
  return {
    focalPx: current.f,
    pitch: current.pitch,
    roll: current.roll,
    yaw: current.yaw,
    horizonY: height / 2 + current.f * Math.tan(current.pitch),
    ...labelled(p, current),
    focalFromLines,
    fromLongEdges: false,
  };
}

/** Which room direction each segment runs along with this camera, and how much of their length does. */
function labelled(
  p: Prepared,
  current: Candidate,
): Pick<CameraEstimate, 'labels' | 'explained' | 'verticalLength'> {
  const labels = new Int8Array(p.length.length).fill(-1);
  const axes = cameraAxes(current);
  const vps = WORLD.map((d) => vanishingPoint(d, axes, current.f));
  let explained = 0;
  let verticalLength = 0;
  for (let i = 0; i < p.length.length; i++) {
    let k = -1;
    let a = 0;
    vps.forEach((vp, j) => {
      const v = agreement(p, i, vp);
      if (v > a) {
        a = v;
        k = j;
      }
    });
    labels[i] = k;
    if (k >= 0) explained += p.length[i] as number;
    if (k === 0) verticalLength += p.length[i] as number;
  }
  return { labels, explained: p.total > 0 ? explained / p.total : 0, verticalLength };
}

/**
 * The pitch and roll that put the vertical vanishing point `vp` (homogeneous, centred pixels)
 * where it is with focal length f. The world's up seen from the camera is
 * (cos p · sin r, cos p · cos r, sin p), which projects to (f·x/z, −f·y/z).
 */
function tiltReaching(vp: Vec3, f: number): { pitch: number; roll: number } {
  const [a, b, c] = vp;
  let k = 1 / Math.sqrt((a * a + b * b) / (f * f) + c * c);
  if (-k * b < 0) k = -k;
  const sinPitch = Math.max(-1, Math.min(1, k * c));
  return { pitch: Math.asin(sinPitch), roll: Math.atan2((k * a) / f, (-k * b) / f) };
}

/** Coordinate ascent on every key in turn, with shrinking steps. */
function refine(
  start: Candidate,
  keys: ReadonlyArray<keyof Candidate>,
  score: (c: Candidate) => number,
): Candidate {
  let current = start;
  let currentScore = score(current);
  for (const step of [0.5, 0.25, 0.1])
    for (let round = 0; round < 2; round++)
      for (const key of keys)
        for (const dir of [-1, 1])
          for (;;) {
            const delta = key === 'f' ? current.f * 0.08 * step : step * DEG;
            const next = { ...current, [key]: current[key] + dir * delta };
            const s = score(next);
            if (s <= currentScore) break;
            current = next;
            currentScore = s;
          }
  return current;
}

/** Length of the edges that run toward the vanishing point of world axis k. */
function supportOf(p: Prepared, c: Candidate, k: number): number {
  const vp = vanishingPoint(WORLD[k] as Vec3, cameraAxes(c), c.f);
  let sum = 0;
  for (let i = 0; i < p.length.length; i++) if (agreement(p, i, vp) > 0) sum += p.length[i] as number;
  return sum;
}
