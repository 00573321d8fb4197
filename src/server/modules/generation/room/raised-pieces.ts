import { cameraAxes, projectToImage, type SceneCamera } from '../../../../domain/scene.js';
import type { EdgeMark } from './floor-region.js';
import { litColourfulFloor, litNeutralFloor } from './lit-floor.js';
import { medianOf } from './raster.js';

/** A segment in the floor raster's pixels. */
export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The front of a raised piece (a bed's base, a sofa's front): its top edge, the line where it meets the floor, its height. */
export interface RaisedFace {
  top: Line;
  foot: Line;
  heightM: number;
}

type Lab = [number, number, number];

/** A piece whose top was read as floor: its face, and its outline in the floor raster (a convex polygon). */
export interface RaisedPiece {
  face: RaisedFace;
  outline: Array<[number, number]>;
}

/** How high a bed's or a sofa's front stands, in metres. */
const FACE_HEIGHTS: [number, number] = [0.2, 0.8];
/** Shortest edge read as the top or the foot of a face, and shortest stretch over which they face each other, in raster pixels. */
const FACE_EDGE = 6;
/** A bed's mattress and pillows, a sofa's cushions: how far the piece rises above its face's top edge, in metres. */
const PIECE_TOP_M = 0.25;
/** Deepest a raised piece is taken to be behind its face (a double bed seen across), in metres. */
const MAX_PIECE_DEPTH_M = 2.2;
/**
 * A face does not look like the floor in front of it (ΔE between medians): a bed's base, a sofa's
 * front in its own shade. Between two tile joints lies more floor, and no face.
 */
const FACE_CONTRAST = 10;
/** Share of a face's pixels read as floor for a face of a neutral floor's colour, brighter, to be that floor in the sun. */
const LIT_FACE_ON_FLOOR = 0.95;

/**
 * Faces of raised pieces: two straight edges along the same horizontal room direction, the lower
 * one taken on the floor and the upper one where the lower would show lifted by 0.2 to 0.8 m, at
 * one height over a stretch of both. A single photo cannot tell such a pair from two lines on the
 * floor (tile joints): the caller decides from what lies around them, and may say which edges
 * can be a foot at all.
 */
export function raisedFaces(
  camera: SceneCamera,
  edges: readonly EdgeMark[],
  canBeFoot: (e: EdgeMark) => boolean = () => true,
): RaisedFace[] {
  const { right, up, back } = cameraAxes(camera);
  const f = camera.focalPx;
  const cx = camera.imageWidth / 2;
  const cy = camera.imageHeight / 2;
  // A floor point lifted by H shows at q0 + H·q1 in homogeneous pixels: q0 where it shows on the
  // floor (scaled by its depth), q1 the image of the world's up direction.
  const q1 = [cx * -back[1] + f * right[1], cy * -back[1] - f * up[1], -back[1]] as const;
  const along = edges.filter((e) => (e.direction === 1 || e.direction === 2) && e.length >= FACE_EDGE);
  const faces: RaisedFace[] = [];
  for (const b of along) {
    if (!canBeFoot(b)) continue;
    // The lower edge's points on the floor, every pixel, as homogeneous image points.
    const n = Math.max(2, Math.ceil(b.length));
    const q0: number[] = [];
    for (let k = 0; k <= n; k++) {
      const u = b.x1 + ((b.x2 - b.x1) * k) / n;
      const v = b.y1 + ((b.y2 - b.y1) * k) / n;
      const rx = (u - cx) / f;
      const ry = -(v - cy) / f;
      const down = -(rx * right[1] + ry * up[1] - back[1]);
      if (down <= 1e-9) break;
      const t = camera.heightM / down;
      q0.push(u * t, v * t, t);
    }
    if (q0.length < 3 * (n + 1)) continue;
    for (const a of along) {
      if (a === b || a.direction !== b.direction) continue;
      // The upper edge's line: l·(u, v, 1) = 0.
      const l0 = a.y1 - a.y2;
      const l1 = a.x2 - a.x1;
      const l2 = a.x1 * a.y2 - a.x2 * a.y1;
      const lq1 = l0 * q1[0] + l1 * q1[1] + l2 * q1[2];
      if (Math.abs(lq1) < 1e-9) continue;
      const length2 = l0 * l0 + l1 * l1;
      const heights: number[] = [];
      for (let k = 0; k < q0.length; k += 3) {
        const x0 = q0[k] as number;
        const y0 = q0[k + 1] as number;
        const w0 = q0[k + 2] as number;
        // The height at which the lifted point meets the upper edge's line, and where on it.
        const hM = -(l0 * x0 + l1 * y0 + l2 * w0) / lq1;
        if (hM < FACE_HEIGHTS[0] - 0.1 || hM > FACE_HEIGHTS[1] + 0.1) continue;
        const w1 = w0 + hM * q1[2];
        if (w1 <= 1e-9) continue;
        const u = (x0 + hM * q1[0]) / w1;
        const v = (y0 + hM * q1[1]) / w1;
        const t = ((u - a.x1) * l1 - (v - a.y1) * l0) / length2;
        if (t >= 0 && t <= 1) heights.push(hM);
      }
      if (heights.length < FACE_EDGE) continue;
      heights.sort((p, q) => p - q);
      const low = heights[Math.floor(heights.length * 0.1)] as number;
      const high = heights[Math.floor(heights.length * 0.9)] as number;
      if (low < FACE_HEIGHTS[0] || high > FACE_HEIGHTS[1] || high - low > 0.1) continue;
      faces.push({
        top: { x1: a.x1, y1: a.y1, x2: a.x2, y2: a.y2 },
        foot: { x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2 },
        heightM: heights[Math.floor(heights.length / 2)] as number,
      });
    }
  }
  return faces;
}

/** What the floor search knows when it looks for raised pieces. */
export interface FloorRegions {
  camera: SceneCamera;
  edges: readonly EdgeMark[];
  /** CIELAB, three values a pixel, row-major, in the camera's pixels. */
  lab: Float32Array;
  labels: Int32Array;
  /** 1 for the regions taken as floor so far; raised ones are cleared. */
  isFloor: Uint8Array;
  /** The floor region showing most of the bottom edge. */
  main: number;
  /** Whether a region shows in the band along the bottom edge. */
  reachesBottom: (id: number) => boolean;
  neighbours: ReadonlyArray<Set<number>>;
}

/**
 * Pieces whose top was taken for floor: a face standing on the main floor (its foot with that
 * floor in front of it) below a second floor-coloured surface that reaches the bottom of the
 * picture — a bed's cover the colour of the carpet, seen above the bed's base. That surface is no
 * floor, nor the floor-coloured regions reached from it short of the main floor. Regions farther
 * up beyond a face are the room's own (a hearth, a wall) and are left alone.
 */
export function raisedPieces(regions: FloorRegions): RaisedPiece[] {
  const { camera, lab, labels, isFloor, main, reachesBottom, neighbours } = regions;
  const { imageWidth: w, imageHeight: h } = camera;
  // The floor's colour where it meets the bottom edge, in front of any piece.
  const band = Math.max(2, Math.round(h * 0.06));
  const bottom: number[] = [];
  for (let i = (h - band) * w; i < w * h; i++) if (labels[i] === main) bottom.push(i);
  const floorColour = medianColour(lab, bottom);
  const differ = (a: Lab, b: Lab) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) >= FACE_CONTRAST;
  const labelAt = ([x, y]: [number, number]) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    return xi < 0 || yi < 0 || xi >= w || yi >= h ? -1 : (labels[yi * w + xi] as number);
  };
  const raised = new Uint8Array(isFloor.length);
  const queue: number[] = [];
  const found: Array<{ face: RaisedFace; tops: Set<number> }> = [];
  // A face stands on the main floor: its foot has that floor in front of it.
  const onMainFloor = (e: Line, side: 1 | -1) =>
    beside(e, side, [2]).filter((p) => labelAt(p) === main).length >= 5;
  const canBeFoot = (e: Line) => onMainFloor(e, 1) || onMainFloor(e, -1);
  // A face rises from its foot: a joint of the floor, with the floor's colour on both sides, is none.
  const floorBehind = (foot: Line, front: 1 | -1) => {
    const behind = beside(foot, front === 1 ? -1 : 1, [2, 3]).flatMap(([x, y]) => {
      const xi = Math.floor(x);
      const yi = Math.floor(y);
      return xi < 0 || yi < 0 || xi >= w || yi >= h ? [] : [yi * w + xi];
    });
    return !differ(medianColour(lab, behind), floorColour);
  };
  const faceLikeTheFloor = (face: RaisedFace) => {
    const facePixels = pixelsInside(faceOutline(face), w, h);
    const faceColour = medianColour(lab, facePixels);
    // A patch of sun on a wooden floor has straight edges too, and is brighter: no face. On grey
    // tiles, a strip of it between two joints is brighter and of their hue, and was read as floor.
    const readAsFloor = () => facePixels.filter((i) => isFloor[labels[i] as number]).length;
    return (
      !differ(faceColour, floorColour) ||
      litColourfulFloor(faceColour, floorColour) ||
      (litNeutralFloor(faceColour, floorColour) && readAsFloor() >= LIT_FACE_ON_FLOOR * facePixels.length)
    );
  };
  const endingAt = linesEndingAt(regions.edges);
  for (const face of raisedFaces(camera, regions.edges, canBeFoot)) {
    const front = awayFrom(face.foot, face.top);
    if (!onMainFloor(face.foot, front) || floorRunsOn(face, endingAt)) continue;
    // A box standing on the floor shows its corners upright at both ends of its face, whatever its
    // colour: a chest of the boards' own wood.
    const standing = cornersStand(face, regions.edges);
    // The face's own colour is read only when the floor does not show behind its foot: a tiled
    // floor's joints pair into thousands of faces, most with the floor on both sides.
    if (floorBehind(face.foot, front) || faceLikeTheFloor(face)) {
      // Of the floor's colour, only its corners tell the box: the face alone is no floor.
      if (standing) found.push({ face, tops: new Set() });
      continue;
    }
    const tops = new Set<number>();
    for (const p of beside(face.top, awayFrom(face.top, face.foot), [2, 3])) {
      const id = labelAt(p);
      if (id < 0 || id === main || !isFloor[id] || !reachesBottom(id)) continue;
      tops.add(id);
      if (!raised[id]) {
        raised[id] = 1;
        queue.push(id);
      }
    }
    if (tops.size || standing) found.push({ face, tops });
  }
  while (queue.length) {
    const id = queue.pop() as number;
    for (const other of neighbours[id] as Set<number>)
      if (isFloor[other] && other !== main && !raised[other]) {
        raised[other] = 1;
        queue.push(other);
      }
  }
  for (let id = 0; id < raised.length; id++) if (raised[id]) isFloor[id] = 0;
  return found.map(({ face, tops }) => ({ face, outline: pieceOutline(camera, face, labels, tops) }));
}

/** How near a face's foot or top edge a line of the floor must end to be seen stopping there, in raster pixels. */
const RUNS_ON_NEAR_PX = 3;
/** How far off one line the floor's two pieces may lie, in raster pixels, and per pixel of the gap between them. */
const RUNS_ON_PX = 2;
const RUNS_ON_SLOPE = 0.03;
/** Least lines of the floor seen running on across a face for it to be a thing lying flat. */
const RUNS_ON_LINES = 2;

/**
 * Whether the floor's own lines (joints, boards) running into a face's foot start again at its top
 * edge, on the same lines: the floor runs on under a thing lying flat there (a rug, its near and
 * far edges taken for a face's foot and top), not under a piece standing there, whose top hides the
 * floor behind its face for as deep as the piece is. `endingAt` gives the floor's lines that end at
 * a segment from one side (`linesEndingAt`).
 */
function floorRunsOn(face: RaisedFace, endingAt: (at: Line, side: 1 | -1) => readonly EdgeMark[]): boolean {
  const { foot, top } = face;
  const ending = endingAt(foot, awayFrom(foot, top));
  if (ending.length === 0) return false;
  let continued = 0;
  for (const g of endingAt(top, awayFrom(top, foot)))
    if (ending.some((e) => e.direction === g.direction && onLineOf(e, g)) && ++continued >= RUNS_ON_LINES)
      return true;
  return false;
}

/**
 * The floor's lines (along the room's two horizontal directions) that end at a segment from one
 * side, each segment and side looked at once: a tiled floor's joints pair into thousands of faces
 * (2 210 in the bench's sunlit room) from a few hundred lines, each line a foot or a top of many,
 * and looking at every line for each face took half the room's analysis.
 */
function linesEndingAt(edges: readonly EdgeMark[]): (at: Line, side: 1 | -1) => readonly EdgeMark[] {
  const lines = edges.filter((e) => e.direction === 1 || e.direction === 2);
  const known = new Map<string, EdgeMark[]>();
  return (at, side) => {
    const key = `${at.x1} ${at.y1} ${at.x2} ${at.y2} ${side}`;
    let found = known.get(key);
    if (!found) {
      found = lines.filter((e) => endsAt(e, at, side));
      known.set(key, found);
    }
    return found;
  };
}

/** Whether a line lies on one side of a segment and one of its ends is at it, within its length. */
function endsAt(e: Line, at: Line, side: 1 | -1): boolean {
  if (sideOf(at, (e.x1 + e.x2) / 2, (e.y1 + e.y2) / 2) !== side) return false;
  return nearSegment(at, e.x1, e.y1) || nearSegment(at, e.x2, e.y2);
}

/** Whether a point lies within RUNS_ON_NEAR_PX of a segment, along it or off its line. */
function nearSegment(at: Line, x: number, y: number): boolean {
  const { along, off, length } = onSegment(at, x, y);
  return off <= RUNS_ON_NEAR_PX && along >= -RUNS_ON_NEAR_PX && along <= length + RUNS_ON_NEAR_PX;
}

/** Where a point lies against a segment: how far along it from its start, how far off its line, and its length. */
function onSegment(at: Line, x: number, y: number): { along: number; off: number; length: number } {
  const length = Math.hypot(at.x2 - at.x1, at.y2 - at.y1) || 1;
  const ux = (at.x2 - at.x1) / length;
  const uy = (at.y2 - at.y1) / length;
  return {
    along: (x - at.x1) * ux + (y - at.y1) * uy,
    off: Math.abs((x - at.x1) * uy - (y - at.y1) * ux),
    length,
  };
}

/** Shortest upright edge taken for a box's corner, and how near the face's foot and top lines its ends lie, in raster pixels. */
const CORNER_PX = 5;
const CORNER_NEAR_PX = 4;
/** Least sine of the angle between a corner and the face's foot. */
const CORNER_CROSS_SIN = Math.sin((30 * Math.PI) / 180);
/** Least share of the face's foot that two corners standing on it lie apart. */
const CORNERS_APART = 0.6;

/**
 * Whether upright edges rise from the face's foot to its top edge at both ends of it: a box's
 * corners, each read whole or in pieces one above the other. A rug's sides lie along the floor,
 * and a joint of the floor read upright in the picture's middle has no twin.
 */
function cornersStand(face: RaisedFace, edges: readonly EdgeMark[]): boolean {
  const { foot, top } = face;
  const front = awayFrom(foot, top);
  const beyond = awayFrom(top, foot);
  // The uprights between the two lines, by where they stand along the foot.
  const corners: Array<{ along: number; onFoot: boolean; onTop: boolean }> = [];
  const footLength = Math.hypot(foot.x2 - foot.x1, foot.y2 - foot.y1) || 1;
  for (const e of edges) {
    if (e.direction !== 0 || e.length < CORNER_PX) continue;
    // A corner crosses the face from foot to top; an upright lying along the foot (a face along
    // the room's depth seen straight down it) is the floor's own line.
    const cross = Math.abs((e.x2 - e.x1) * (foot.y2 - foot.y1) - (e.y2 - e.y1) * (foot.x2 - foot.x1));
    if (cross < CORNER_CROSS_SIN * footLength * (Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1)) continue;
    const mx = (e.x1 + e.x2) / 2;
    const my = (e.y1 + e.y2) / 2;
    if (sideOf(foot, mx, my) === front || sideOf(top, mx, my) === beyond) continue;
    const [low, high] =
      e.y1 > e.y2
        ? [
            [e.x1, e.y1],
            [e.x2, e.y2],
          ]
        : [
            [e.x2, e.y2],
            [e.x1, e.y1],
          ];
    // Within the foot's reach; the top edge is often read in pieces, and only its line counts.
    const { along, length } = onSegment(foot, mx, my);
    if (along < -0.5 * length || along > 1.5 * length) continue;
    const near = (line: Line, [x, y]: number[]) =>
      onSegment(line, x as number, y as number).off <= CORNER_NEAR_PX;
    const corner = corners.find((c) => Math.abs(c.along - along) <= CORNER_NEAR_PX);
    const onFoot = near(foot, low);
    const onTop = near(top, high);
    if (corner) {
      corner.onFoot ||= onFoot;
      corner.onTop ||= onTop;
    } else corners.push({ along, onFoot, onTop });
  }
  const whole = corners.filter((c) => c.onFoot && c.onTop).map((c) => c.along);
  return whole.length >= 2 && Math.max(...whole) - Math.min(...whole) >= CORNERS_APART * footLength;
}

/** Whether a line runs on along another's, however far apart they are seen: both its ends on the other's line. */
function onLineOf(e: Line, g: Line): boolean {
  const span = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
  const ux = (e.x2 - e.x1) / span;
  const uy = (e.y2 - e.y1) / span;
  const onIt = (x: number, y: number) => {
    const along = (x - e.x1) * ux + (y - e.y1) * uy;
    const gap = along < 0 ? -along : Math.max(0, along - span);
    return Math.abs((x - e.x1) * uy - (y - e.y1) * ux) <= RUNS_ON_PX + RUNS_ON_SLOPE * gap;
  };
  return onIt(g.x1, g.y1) && onIt(g.x2, g.y2);
}

/** Which side of a segment's line a point lies on: 1 along its left-hand normal (-dy, dx), -1 the other. */
function sideOf(e: Line, x: number, y: number): 1 | -1 {
  return -(e.y2 - e.y1) * (x - e.x1) + (e.x2 - e.x1) * (y - e.y1) > 0 ? 1 : -1;
}

/** Clears the floor inside each piece's outline. */
export function clearRaisedPieces(
  floor: Uint8Array,
  w: number,
  h: number,
  pieces: readonly RaisedPiece[],
): void {
  for (const { outline } of pieces) for (const i of pixelsInside(outline, w, h)) floor[i] = 0;
}

/** The pixels whose centre lies inside a convex polygon. */
function pixelsInside(polygon: ReadonlyArray<[number, number]>, w: number, h: number): number[] {
  let x0 = w;
  let x1 = 0;
  let y0 = h;
  let y1 = 0;
  for (const [x, y] of polygon) {
    x0 = Math.min(x0, Math.max(0, Math.floor(x)));
    x1 = Math.max(x1, Math.min(w - 1, Math.ceil(x)));
    y0 = Math.min(y0, Math.max(0, Math.floor(y)));
    y1 = Math.max(y1, Math.min(h - 1, Math.ceil(y)));
  }
  const out: number[] = [];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (insideConvex(polygon, x + 0.5, y + 0.5)) out.push(y * w + x);
  return out;
}

/**
 * Per channel, the median colour of some pixels (not a number when there are none), picked out in
 * place (`medianOf`). A face has thousands of pixels; a comparator's sort took a quarter of the
 * room's analysis, a typed array's sort a tenth.
 */
function medianColour(lab: Float32Array, pixels: readonly number[]): Lab {
  return [0, 1, 2].map((c) => medianOf(pixels, (i) => lab[i * 3 + c] as number)) as Lab;
}

/** The face alone: between its top edge and its foot. */
function faceOutline({ top, foot }: RaisedFace): Array<[number, number]> {
  return convexHull([
    [top.x1, top.y1],
    [top.x2, top.y2],
    [foot.x1, foot.y1],
    [foot.x2, foot.y2],
  ]);
}

/**
 * The piece as a box standing on the floor, in the picture: along its face as far as its top is
 * seen, as deep behind the face as its top goes (the top's pixels lifted to the face's height),
 * and a little higher than the face (mattress, cushions). No floor shows inside it: floor read
 * there is the piece's base in shadow, or a throw hanging down its side. Without enough of its
 * top to measure, the face alone.
 */
function pieceOutline(
  camera: SceneCamera,
  face: RaisedFace,
  labels: Int32Array,
  tops: ReadonlySet<number>,
): Array<[number, number]> {
  const { foot } = face;
  const faceOnly = faceOutline(face);
  const { imageWidth: w, imageHeight: h } = camera;
  const { right, up, back } = cameraAxes(camera);
  // Where the ray through a pixel meets the level plane at height hM, as (x, z).
  const meet = (u: number, v: number, hM: number): [number, number] | null => {
    const rx = (u - w / 2) / camera.focalPx;
    const ry = -(v - h / 2) / camera.focalPx;
    const down = -(rx * right[1] + ry * up[1] - back[1]);
    if (down <= 1e-9) return null;
    const t = (camera.heightM - hM) / down;
    return [(rx * right[0] + ry * up[0] - back[0]) * t, (rx * right[2] + ry * up[2] - back[2]) * t];
  };
  const p1 = meet(foot.x1, foot.y1, 0);
  const p2 = meet(foot.x2, foot.y2, 0);
  if (!p1 || !p2) return faceOnly;
  const footLength = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
  if (footLength < 1e-6) return faceOnly;
  const dx = (p2[0] - p1[0]) / footLength;
  const dz = (p2[1] - p1[1]) / footLength;
  // The top's pixels on the plane of the face's top edge: along the face (s) and away from it (r).
  const along: number[] = [];
  const across: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!tops.has(labels[y * w + x] as number)) continue;
      const p = meet(x + 0.5, y + 0.5, face.heightM);
      if (!p) continue;
      along.push((p[0] - p1[0]) * dx + (p[1] - p1[1]) * dz);
      across.push(-(p[0] - p1[0]) * dz + (p[1] - p1[1]) * dx);
    }
  if (along.length < 10) return faceOnly;
  across.sort((a, b) => a - b);
  const side = (across[Math.floor(across.length / 2)] as number) >= 0 ? 1 : -1;
  const depths = across.map((r) => r * side).filter((r) => r > 0);
  if (depths.length < 10) return faceOnly;
  depths.sort((a, b) => a - b);
  const depth = Math.min(MAX_PIECE_DEPTH_M, depths[Math.floor(depths.length * 0.95)] as number);
  along.sort((a, b) => a - b);
  const from = Math.min(0, along[Math.floor(along.length * 0.02)] as number);
  const to = Math.max(footLength, along[Math.floor(along.length * 0.98)] as number);
  const corners: Array<[number, number]> = [];
  for (const s of [from, to])
    for (const r of [0, depth * side])
      for (const hM of [0, face.heightM + PIECE_TOP_M]) {
        const q = projectToImage(camera, [p1[0] + dx * s - dz * r, hM, p1[1] + dz * s + dx * r]);
        if (!q) return faceOnly;
        corners.push(q);
      }
  return convexHull(corners);
}

/** Which side of a segment (1 along its left-hand normal (-dy, dx), -1 the other) lies away from another. */
function awayFrom(e: Line, from: Line): 1 | -1 {
  return sideOf(e, (from.x1 + from.x2) / 2, (from.y1 + from.y2) / 2) === 1 ? -1 : 1;
}

/** Points a little way from a segment on one side, along its middle 80 %. */
function beside(e: Line, side: 1 | -1, offsets: readonly number[]): Array<[number, number]> {
  const length = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
  const nx = (-(e.y2 - e.y1) / length) * side;
  const ny = ((e.x2 - e.x1) / length) * side;
  const out: Array<[number, number]> = [];
  for (let k = 1; k <= 9; k++)
    for (const o of offsets)
      out.push([e.x1 + ((e.x2 - e.x1) * k) / 10 + nx * o, e.y1 + ((e.y2 - e.y1) * k) / 10 + ny * o]);
  return out;
}

/** Convex hull (monotone chain), its vertices in order. */
function convexHull(points: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const chain = (list: ReadonlyArray<[number, number]>) => {
    const out: Array<[number, number]> = [];
    for (const p of list) {
      while (
        out.length >= 2 &&
        cross(out[out.length - 2] as [number, number], out[out.length - 1] as [number, number], p) <= 0
      )
        out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return chain(sorted).concat(chain([...sorted].reverse()));
}

function insideConvex(polygon: ReadonlyArray<[number, number]>, x: number, y: number): boolean {
  if (polygon.length < 3) return false;
  for (let k = 0; k < polygon.length; k++) {
    const a = polygon[k] as [number, number];
    const b = polygon[(k + 1) % polygon.length] as [number, number];
    if ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) < 0) return false;
  }
  return true;
}
