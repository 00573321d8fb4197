import { createHash } from 'node:crypto';
import type {
  FloorGrid,
  SceneCamera,
  SceneDoor,
  SceneLight,
  SceneWall,
  SceneWindow,
} from '../../../../domain/scene.js';
import {
  doorPicture,
  floorPointAt,
  freeCell,
  horizonRowAt,
  projectToImage,
  rayThroughPixel,
  type Vec3,
  wallDistance,
  wallPoint,
} from '../../../../domain/scene.js';
import { BUSY_EXPLAINED, type CameraEstimate, estimateCamera } from './camera-estimate.js';
import { findDoors } from './doors.js';
import {
  type EdgeMark,
  type FloorRegion,
  findFloor,
  motifAveraged,
  patternedPart,
  showsMotifs,
  unitedFloors,
} from './floor-region.js';
import { halfSizeSegments, lineSegments, type Segment } from './line-segments.js';
import { labDistance, medianOf, nthSmallest, type Raster, rasterOf } from './raster.js';

/** What the photo says about the room: the camera, the walls, the free floor, the light. */
export interface RoomEstimate {
  camera: SceneCamera;
  walls: SceneWall[];
  /** The doors in them: the floor before each is a passage. */
  doors: SceneDoor[];
  /** The window the daylight comes through, when it shows on a wall seen. */
  windows: SceneWindow[];
  ceilingM: number;
  light: SceneLight;
  floor: FloorGrid;
}

/** Why a photo cannot be read as a room; the French for the visitor is in messages.fr.ts (room). */
export const UNREADABLE = ['no-structure', 'busy-pattern', 'camera-tilted', 'no-floor'] as const;
export type Unreadable = (typeof UNREADABLE)[number];

export interface RoomAnalysis {
  room: RoomEstimate;
  /** null when the photo reads as a room. */
  unreadable: Unreadable | null;
  /** What the estimate rests on, for the debug sheet and the tests. */
  evidence: {
    raster: Raster;
    segments: Segment[];
    camera: CameraEstimate;
    floorRaster: Raster;
    floorRegion: FloorRegion;
    /**
     * The floor raster's CIELAB the light on the floor is read from: a patterned floor's averaged
     * over its motifs (a rug lying on cement tiles takes their light, not their black stars).
     */
    floorShades: Float32Array;
    /** The floor less what stands on it: 1 where a piece could stand. */
    freeFloor: Uint8Array;
  };
}

/** Long side of the raster the straight edges are found on, and of the one the floor is. */
const LINES_SIDE = 640;
const FLOOR_SIDE = 240;
/** Where a phone is held when its owner photographs a room, standing. */
export const CAMERA_HEIGHT_M = 1.4;
const CEILING_M = 2.7;
const CELL_M = 0.1;
const MAX_CELLS = 400;
/** Farthest a back wall is read: farther, no home's room is that deep, and the camera was read wrong. */
const FARTHEST_BACK_M = 12;
/** Less floor than this share of the picture and nothing can be placed on it. */
const MIN_FLOOR_SHARE = 0.03;
/** Least share of the picture, and of the picture's foot across, a cement-tile floor read from its averaged colour fills. */
const PATTERNED_FLOOR_SHARE = 0.1;
const PATTERNED_FLOOR_FOOT = 0.5;
/**
 * Least share of the picture's foot across a floor of motifs read so fills before it is read again
 * from its averaged colour: a cement floor's near motifs, largest, cut its read in pieces (random
 * cement room 47-6 had 9 % of the picture read, a corner of its foot).
 */
const FOOT_READ = 0.9;
/** Less straight edge than this many picture widths and the photo shows no room's structure. */
const MIN_EDGE_WIDTHS = 4;
/**
 * A photo whose edges do not tell the camera, at least this many picture widths of them and this
 * share below the picture's middle, shows a floor's pattern: cement rooms so refused had 62–89 %
 * of theirs there, the blurred living room 31 %.
 */
const PATTERN_EDGE_WIDTHS = 2;
const PATTERN_BELOW_SHARE = 0.6;

/**
 * The last few photos read, by content: step 4's preview and the paid render read the same photo,
 * and the landing's twenty pictures share one room. A handful, as each holds its rasters.
 */
const recent = new Map<string, Promise<RoomAnalysis>>();
const RECENT_MAX = 4;
/** A photo's hash, per buffer: one render asks for the same prepared photo's analysis three times. */
const hashes = new WeakMap<Buffer, string>();

function contentKey(photo: Buffer): string {
  const known = hashes.get(photo);
  if (known) return known;
  const key = createHash('sha256').update(photo).digest('hex');
  hashes.set(photo, key);
  return key;
}

/**
 * Forgets the photos read: the next render of any of them reads it afresh, as a paid render on
 * another machine than step 4's preview does. For the bench, whose renders repeat one photo.
 */
export function forgetRoomAnalyses(): void {
  recent.clear();
}

/** Reads a room photo: camera, floor, free floor and light, in a second or so on one core. */
export function analyseRoomPhoto(photo: Buffer): Promise<RoomAnalysis> {
  const key = contentKey(photo);
  const known = recent.get(key);
  if (known) return known;
  const analysis = readRoom(photo);
  recent.set(key, analysis);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  analysis.catch(() => recent.delete(key));
  return analysis;
}

async function readRoom(photo: Buffer): Promise<RoomAnalysis> {
  const [raster, floorRaster] = await Promise.all([rasterOf(photo, LINES_SIDE), rasterOf(photo, FLOOR_SIDE)]);
  const segments = lineSegments(raster);
  const estimate = estimateCamera(segments, raster.width, raster.height, () => halfSizeSegments(raster));
  const imageWidth = Math.round(raster.width / raster.scale);
  const imageHeight = Math.round(raster.height / raster.scale);
  const camera: SceneCamera = {
    imageWidth,
    imageHeight,
    focalPx: estimate.focalPx / raster.scale,
    heightM: CAMERA_HEIGHT_M,
    yaw: estimate.yaw,
    pitch: estimate.pitch,
    roll: estimate.roll,
  };
  const k = floorRaster.width / raster.width;
  const edges = segments.map((seg, i) => ({
    x1: seg.x1 * k,
    y1: seg.y1 * k,
    x2: seg.x2 * k,
    y2: seg.y2 * k,
    length: seg.length * k,
    direction: estimate.labels[i] as number,
  }));
  // The same camera in the floor raster's pixels, for the faces of raised pieces.
  const floorCamera: SceneCamera = {
    ...camera,
    imageWidth: floorRaster.width,
    imageHeight: floorRaster.height,
    focalPx: estimate.focalPx * k,
  };
  const horizon = estimate.horizonY * k;
  const {
    region: floorRegion,
    shades: floorShades,
    patterned,
  } = patternedIfUnread(
    findFloor(floorRaster, horizon, edges, floorCamera),
    floorRaster,
    { estimate, horizon },
    edges,
    floorCamera,
  );
  const edgeM = footFromLines(
    floorCamera,
    floorRegion,
    edges,
    backWallDistance(camera, floorRegion, floorRaster.scale),
  );
  // A floor of motifs ends where they blur, short of the wall: its foot, where seen, is the wall's.
  const pastMotifs = patterned ? footPastMotifs(floorCamera, edges, edgeM) : null;
  const backM = pastMotifs?.depthM ?? edgeM;
  // Read once: the floor along a side wall is no piece's front, and the walls go into the room.
  // Read along the floor as found, whose far edge, past motifs, is short of the back wall's foot
  // along the side walls too.
  const sides = sideWalls(camera, floorRegion, floorRaster.scale, edgeM);
  const edgeLength = segments.reduce((s, seg) => s + seg.length, 0);
  // Edges busy with a pattern explain little, and a pale room's few: the room's long ones
  // agreeing is its structure either way, when the eye level they tell lies in the picture, the
  // walls seen (a pot shot from above on a studio backdrop had its few long edges agree too).
  const fewEdges = edgeLength < MIN_EDGE_WIDTHS * raster.width;
  const noStructure = estimate.fromLongEdges
    ? fewEdges && estimate.horizonY < 0
    : fewEdges || estimate.explained < 0.35;
  const unreadable: Unreadable | null = noStructure
    ? // Edges crowded below the picture's middle, where the floor is, that tell no camera are a
      // pattern's: the room shows, its floor's motifs are why it cannot be read (cement rooms so
      // refused were told the photo looked like a close-up or a blur).
      !estimate.fromLongEdges && patternBelow(segments, edgeLength, raster)
      ? 'busy-pattern'
      : 'no-structure'
    : // A pattern's edges (cement tiles, a rug) left the camera unsure: the pattern is why, and
      // its tilt and focal length cannot be trusted, even where a floor was found under them (a
      // cement room so read had its sofa drawn a third of its size).
      !cameraSure(estimate)
      ? 'busy-pattern'
      : Math.abs(estimate.roll) > 0.2 || estimate.pitch > 0.35 || estimate.pitch < -1
        ? 'camera-tilted'
        : floorRegion.share < MIN_FLOOR_SHARE
          ? 'no-floor'
          : // A floor running 12 m or more to the back wall is no home's room: the camera read is
            // wrong, the horizon too low, and the pieces would be drawn far off and small. A
            // cement room so read (random 2026-6, focal length 0.40 of the long side for 0.61)
            // had its group drawn a tenth of its size at the back wall's foot.
            backM >= FARTHEST_BACK_M
            ? patterned || estimate.fromLongEdges
              ? 'busy-pattern'
              : 'no-structure'
            : null;
  const walls: SceneWall[] = [
    { side: 'back', distanceM: backM },
    ...sides.walls
      .filter(
        // A run straight to the back wall over 3.5 m is a wall even when its foot shows no colour
        // of its own and its corner no edge (pale paint over pale tiles, seen from low): no piece
        // of furniture is as long, and the floor's edge meets the back wall there.
        (wall) =>
          wall.whole ||
          risesFromFloor(wall.columns, floorRegion, floorRaster.lab) ||
          cornerRises(wall, backM, floorRegion, edges, floorCamera),
      )
      .map(({ side, distanceM }) => ({ side, distanceM })),
  ];
  const reached = patterned
    ? patternedToSideWalls(
        camera,
        patternedToBackWall(camera, floorRegion, floorRaster.scale, backM, sides.columns, pastMotifs?.seen),
        floorRaster.scale,
        walls,
      )
    : floorRegion;
  // The floor along a wall's foot is no piece's front, whether or not that wall was read.
  const faces = wallFaceAbove(floorCamera, reached, floorRaster.lab, horizon);
  const walled = sides.columns.map((side, x) => side | (faces[x] as number));
  const free = underFurnitureRemoved(camera, reached, floorRaster.scale, backM, walled);
  // Too little floor to read is no floor to stand a piece on: the grid then has no free cell, so
  // that the verdict and the layout agree whatever the few floor pixels found were.
  const standing = floorRegion.share < MIN_FLOOR_SHARE ? new Uint8Array(free.length) : free;
  const grid = floorGrid(camera, { ...reached, floor: standing }, floorRaster.scale, walls);
  const linesCamera = {
    ...camera,
    imageWidth: raster.width,
    imageHeight: raster.height,
    focalPx: estimate.focalPx,
  };
  const doors = findDoors(raster, linesCamera, walls, (hearth) =>
    beforeTheFloor(hearth, walls, floorRegion, floorCamera),
  );
  const { light, windows } = lightOf(floorRaster, floorCamera, floorRegion, walls, doors, floorShades);
  return {
    room: {
      camera,
      walls,
      doors,
      windows,
      ceilingM: CEILING_M,
      light,
      floor: grid,
    },
    unreadable,
    evidence: { raster, segments, camera: estimate, floorRaster, floorRegion, floorShades, freeFloor: free },
  };
}

/**
 * The floor seen from above, in 10 cm cells: free where the photo shows floor, taken where it
 * shows something else between floor pixels (furniture standing there, or hiding what is
 * behind it), unknown beyond the seen floor. The seen floor runs on to the walls' foot
 * (`toTheWallsFoot`).
 */
function floorGrid(
  camera: SceneCamera,
  region: FloorRegion,
  scale: number,
  walls: readonly SceneWall[],
): FloorGrid {
  const backM = wallDistance(walls, 'back');
  const { width: w, height: h, floor, top, rug } = region;
  // The floor's extent in the world, from its pixels.
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minZ = Number.POSITIVE_INFINITY;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!floor[y * w + x]) continue;
      const p = floorPointAt(camera, (x + 0.5) / scale, (y + 0.5) / scale);
      if (!p) continue;
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minZ = Math.min(minZ, p.z);
    }
  if (!Number.isFinite(minX)) {
    return { originX: -4, originZ: -backM, cellM: CELL_M, cols: 1, rows: 1, cells: '.' };
  }
  // Reaching a wall's foot read a little short of it, the grid runs on to it, by whole pairs of
  // cells: the layout tries every other cell, and the same ones.
  const leftM = wallDistance(walls, 'left');
  const rightM = wallDistance(walls, 'right');
  const onTo = (from: number, wall: number) =>
    from > wall && from - WALL_FOOT_M - CELL_M <= wall
      ? from - 2 * CELL_M * Math.ceil((from - wall) / (2 * CELL_M))
      : from;
  if (maxX + WALL_FOOT_M >= rightM) maxX = Math.max(maxX, rightM);
  const originX = onTo(Math.max(-MAX_CELLS * CELL_M * 0.5, Math.floor(minX / CELL_M) * CELL_M), -leftM);
  const cols = Math.min(MAX_CELLS, Math.ceil((maxX - originX) / CELL_M) + 1);
  const originZ = onTo(Math.max(-backM - CELL_M, Math.floor(minZ / CELL_M) * CELL_M), -backM);
  const rows = Math.min(MAX_CELLS, Math.max(1, Math.ceil(-originZ / CELL_M)));
  const at = (u: number, v: number) => {
    const x = Math.floor(u * scale);
    const y = Math.floor(v * scale);
    if (x < 0 || y < 0 || x >= w || y >= h) return -1;
    return y * w + x;
  };
  let cells = '';
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const cx = originX + (col + 0.5) * CELL_M;
      const cz = originZ + (row + 0.5) * CELL_M;
      // The cell's four corners and centre: free only when all of them show floor; under the
      // visitor's rug when one of them shows it.
      const points: Array<[number, number]> = [
        [cx, cz],
        [cx - CELL_M / 2, cz - CELL_M / 2],
        [cx + CELL_M / 2, cz - CELL_M / 2],
        [cx - CELL_M / 2, cz + CELL_M / 2],
        [cx + CELL_M / 2, cz + CELL_M / 2],
      ];
      let kind = 'f';
      for (const [px, pz] of points) {
        const image = projectToImage(camera, [px, 0, pz]);
        const i = image ? at(image[0], image[1]) : -1;
        if (i < 0) {
          kind = '.';
          break;
        }
        if (!floor[i]) {
          const column = i % w;
          const y = (i - column) / w;
          kind = (top[column] as number) >= 0 && y > (top[column] as number) ? 'x' : '.';
          if (kind === '.') break;
        } else if (rug[i] && kind === 'f') kind = 'r';
      }
      cells += kind;
    }
  const grid = { originX, originZ, cellM: CELL_M, cols, rows, cells };
  return { ...grid, cells: toTheWallsFoot(grid, walls, camera) };
}

/** How far from a wall's line the floor seen up to there is taken to run on to its foot, in metres. */
const WALL_FOOT_M = 0.2;

/**
 * The grid's cells, the floor seen running on to each wall's foot: a cell left unread within
 * `WALL_FOOT_M` of a wall's line, in the picture, is floor at the wall's foot ('w') where the
 * cell beyond that strip, on its line toward the room, is free, and nothing taken lies between.
 * At 240 px a far wall's foot is a few pixels: the floor's region stopped one or two cells short
 * of it (0.1–0.2 m), and every sofa, TV unit and bookcase stood that far off its wall, a median
 * 0.2 m in 24 random rooms. A piece of the visitor's standing against the wall leaves the strip
 * unread and the cell beyond it taken or unread: it keeps its place. Only a piece pushed back
 * against the wall stands on the strip (`pushedBack`, scene-layout.ts): taken as free
 * floor, it moved the whole layout in 27 of 30 random rooms, rugs pushed off their tables.
 */
function toTheWallsFoot(grid: FloorGrid, walls: readonly SceneWall[], camera: SceneCamera): string {
  const { originX, originZ, cols, rows } = grid;
  const cells = grid.cells.split('');
  const middle = (index: number, origin: number) => origin + (index + 0.5) * CELL_M;
  const inPicture = (col: number, row: number) => {
    const px = projectToImage(camera, [middle(col, originX), 0, middle(row, originZ)]);
    return !!px && px[0] >= 0 && px[0] < camera.imageWidth && px[1] >= 0 && px[1] < camera.imageHeight;
  };
  for (const wall of walls) {
    // Each line of cells running from the wall into the room: its cells, the wall's first.
    const back = wall.side === 'back';
    const lines = back ? cols : rows;
    const length = back ? rows : cols;
    // How far a cell's middle on the line lies out from the wall.
    const fromWall = {
      back: (at: number) => middle(at, originZ) + wall.distanceM,
      left: (at: number) => middle(at, originX) + wall.distanceM,
      right: (at: number) => wall.distanceM - middle(at, originX),
    }[wall.side];
    const order = Array.from({ length }, (_, i) => (wall.side === 'right' ? length - 1 - i : i));
    for (let line = 0; line < lines; line++) {
      const index = (at: number) => (back ? at * cols + line : line * cols + at);
      const strip = order.filter((at) => fromWall(at) > 0 && fromWall(at) <= WALL_FOOT_M);
      const beyond = order.find((at) => fromWall(at) > WALL_FOOT_M);
      if (beyond === undefined || !freeCell(cells[index(beyond)])) continue;
      if (strip.some((at) => cells[index(at)] === 'x')) continue;
      for (const at of strip)
        if (cells[index(at)] === '.' && inPicture(back ? line : at, back ? at : line)) cells[index(at)] = 'w';
    }
  }
  return cells.join('');
}

/** How far the seen floor's far edge may lie from a wall's foot before an opening in it (a hearth juts out), in metres. */
const OPENING_FOOT_M = 0.25;

/**
 * Whether an opening in a wall stands at the seen floor's far edge, as an opening in the wall
 * does: under its middle the floor ends near the wall's foot. Read where the wall is misplaced (a
 * sofa's front, a bed's runner), the floor runs on past it, or none is seen before it.
 */
function beforeTheFloor(
  opening: SceneDoor,
  walls: readonly SceneWall[],
  region: FloorRegion,
  camera: SceneCamera,
): boolean {
  const wall = walls.find((w) => w.side === opening.side);
  const foot = wall && projectToImage(camera, wallPoint(wall, (opening.fromM + opening.toM) / 2, 0));
  if (!wall || !foot) return false;
  const top = region.top[Math.round(foot[0])];
  if (top === undefined || top < 0) return false;
  const edge = floorPointAt(camera, foot[0], top);
  if (!edge) return false;
  const distance = wall.side === 'back' ? -edge.z : Math.abs(edge.x);
  return Math.abs(distance - wall.distanceM) <= OPENING_FOOT_M;
}

/** Where the floor meets the back wall: the seen floor's far edge in the middle columns. */
function backWallDistance(camera: SceneCamera, region: FloorRegion, scale: number): number {
  const { width: w, top } = region;
  const backs: number[] = [];
  for (let x = Math.round(w * 0.2); x < w * 0.8; x++) {
    const y = top[x] as number;
    if (y <= 0) continue;
    const p = floorPointAt(camera, (x + 0.5) / scale, y / scale);
    if (p && p.z < 0) backs.push(-p.z);
  }
  backs.sort((a, b) => a - b);
  // The farthest seen floor is the wall's foot; nearer edges are furniture standing in front of it.
  // Unless few columns end there: then floor ran on up the wall, ragged, and the wall's foot is
  // the farthest depth that columns agree on.
  const far = backs.length ? (backs[Math.floor(backs.length * 0.8)] as number) : 4;
  const wallFoot = agreedBy(backs, far) ? far : (agreedFarthest(backs) ?? far);
  return Math.min(FARTHEST_BACK_M, Math.max(1.5, wallFoot));
}

/**
 * The back wall's foot where the room's lines put it nearer than the floor's far edge (`farM`):
 * a pale skirting, or a wall's foot in the sun, reads as floor, and the floor then runs on up the
 * wall (beige tiles under a green wall were read ending 6.00 m away, the wall standing at 5.21 m,
 * and the strip between taken for furniture). The foot is a line across the room: the farthest
 * run of across lines lying at one depth over a share of the picture's width, floor just under
 * them, no nearer than `FOOT_NEAREST` of the far edge. A line alone may be a tile joint short of
 * the wall, and the joints in depth alone stop short where the far tiles blur: the run is taken
 * only where the joints end too, the third-farthest end of those lying on the floor.
 * (On the 42 drawn rooms whose walls are known, the back wall's mean error falls from 0.25 m to
 * 0.21 m, the worst from 1.05 m to 0.83 m; 5 walls move, all nearer the truth.)
 */
function footFromLines(
  camera: SceneCamera,
  region: FloorRegion,
  edges: readonly EdgeMark[],
  farM: number,
): number {
  const { width, height, floor } = region;
  const onFloor = (x: number, y: number) => {
    const [i, j] = [Math.round(x), Math.round(y)];
    return i >= 0 && i < width && j >= 0 && j < height && floor[j * width + i] === 1;
  };
  const across: Array<{ depth: number; span: number }> = [];
  const jointEnds: number[] = [];
  for (const e of edges) {
    const [mx, my] = [(e.x1 + e.x2) / 2, (e.y1 + e.y2) / 2];
    if (e.direction === 2) {
      const [a, b] = [depthAt(camera, e.x1, e.y1), depthAt(camera, e.x2, e.y2)];
      if (a !== null && b !== null && onFloor(mx, my)) jointEnds.push(Math.max(a, b));
      continue;
    }
    const depth = levelAcross(camera, e);
    if (depth === null || !onFloor(mx, my + FOOT_FLOOR_UNDER)) continue;
    if (depth >= FOOT_NEAREST * farM && depth <= FOOT_FARTHEST * farM)
      across.push({ depth, span: Math.abs(e.x2 - e.x1) });
  }
  const joints = jointEnds.sort((p, q) => q - p)[FOOT_JOINT_RANK];
  if (joints === undefined) return farM;
  across.sort((p, q) => q.depth - p.depth);
  const run = across.find(
    ({ depth }) =>
      Math.abs(joints - depth) <= FOOT_JOINTS_AGREE * depth &&
      across.reduce((s, q) => (Math.abs(q.depth - depth) <= FOOT_LEVEL * depth ? s + q.span : s), 0) >=
        FOOT_SPAN * width,
  )?.depth;
  return run !== undefined && run < FOOT_NEARER * farM ? run : farM;
}

/** How far before the camera a picture point lies on the floor; null above the horizon or behind. */
function depthAt(camera: SceneCamera, x: number, y: number): number | null {
  const p = floorPointAt(camera, x, y);
  return p && p.z < 0 ? -p.z : null;
}

/**
 * The depth of a line running across the room (direction 1) that lies level on the floor, as a
 * wall's foot or a skirting's top does: its two ends within `FOOT_LEVEL` of each other; else null.
 */
function levelAcross(camera: SceneCamera, e: EdgeMark): number | null {
  if (e.direction !== 1) return null;
  const [a, b] = [depthAt(camera, e.x1, e.y1), depthAt(camera, e.x2, e.y2)];
  if (a === null || b === null) return null;
  const depth = (a + b) / 2;
  return Math.abs(a - b) > FOOT_LEVEL * depth ? null : depth;
}

/** How level (depth spread, as a share of depth) the lines of one run across the foot lie. */
const FOOT_LEVEL = 0.02;
/** Least width of the picture (share) the lines of the run cover in all. */
const FOOT_SPAN = 0.08;
/** Rows (floor raster) under a line of the run that must be floor. */
const FOOT_FLOOR_UNDER = 2;
/** Nearest and farthest, as shares of the floor's far edge, the run is looked for. */
const FOOT_NEAREST = 0.8;
const FOOT_FARTHEST = 1.02;
/** The run is taken only this much nearer than the far edge: nearer by less is the far edge's own noise. */
const FOOT_NEARER = 0.98;
/** Which of the joints' far ends (0 the farthest) tells where they end: two stray ones are passed over. */
const FOOT_JOINT_RANK = 2;
/** How near (share of depth) the joints' end and the run must agree. */
const FOOT_JOINTS_AGREE = 0.04;

/** How near in depth, as a share of it, the columns reaching the back wall's foot lie. */
const WALL_FOOT_AGREE = 0.05;
/** Least share of the columns looked at that must reach it. */
const WALL_FOOT_SUPPORT = 0.15;

/**
 * The farthest depth that a share of the columns agree on (`sorted` ascending): the back wall's
 * foot is one straight line, so every column reaching it ends at one depth. Floor that ran on up a
 * pale wall (cream paint over cream tiles) ends ragged, each column at its own depth, and is
 * passed over; null when no depth has the support.
 */
function agreedFarthest(sorted: readonly number[]): number | null {
  for (let far = sorted.length - 1; far >= 0; far--)
    if (agreedBy(sorted, sorted[far] as number)) return sorted[far] as number;
  return null;
}

/** Whether a share of the columns end at about this depth (WALL_FOOT_AGREE either side). */
function agreedBy(depths: readonly number[], depth: number): boolean {
  const near = depths.filter((d) => Math.abs(d - depth) <= depth * WALL_FOOT_AGREE).length;
  return near >= WALL_FOOT_SUPPORT * depths.length;
}

/**
 * Too little floor read, or a floor of motifs read only in part: it may be a floor of cement
 * tiles, whose motifs read as so many small pieces. Their colour averaged over a few tiles is
 * even; a floor found on it that fills the picture's foot and shows the motifs' spread is the
 * floor. Read in part (its pieces across the foot merged, the rest cut off by a motif's edge), the
 * floor is that one and the part read, together. Only with a camera the edges are sure of (few
 * busy edges, or the long ones agreeing): with a wrong one, the pieces would stand there at the
 * wrong size, and a refusal before payment is better. With the floor, the colours its light is
 * read from: the averaged ones when it is patterned.
 */
function patternedIfUnread(
  found: FloorRegion,
  raster: Raster,
  { estimate, horizon }: { estimate: CameraEstimate; horizon: number },
  edges: readonly EdgeMark[],
  camera: SceneCamera,
): { region: FloorRegion; shades: Float32Array; patterned: boolean } {
  const plain = { region: found, shades: raster.lab, patterned: false };
  if (!cameraSure(estimate)) return plain;
  // Not a floor of motifs read in part: one filling the foot, or one with no motifs of its own (a
  // room's boards beside a patterned rug and the clutter on it, which the averaging ran together).
  const inPart = found.share >= MIN_FLOOR_SHARE;
  if (inPart && (acrossTheFoot(found) >= FOOT_READ || !showsMotifs(raster, found, horizon, CAMERA_HEIGHT_M)))
    return plain;
  const averaged = motifAveraged(raster, horizon, CAMERA_HEIGHT_M);
  const floor = findFloor(averaged, horizon, edges, camera, {
    patterned: estimate.fromLongEdges,
    averaged: true,
  });
  const patterned = patternedPart(raster, floor, horizon, CAMERA_HEIGHT_M, edges);
  if (patterned.share < PATTERNED_FLOOR_SHARE || acrossTheFoot(patterned) < PATTERNED_FLOOR_FOOT)
    return plain;
  return {
    region: inPart ? unitedFloors(found, patterned) : patterned,
    shades: averaged.lab,
    patterned: true,
  };
}

/** Farthest past the seen floor's far edge, as a share of its depth, a floor of motifs' wall foot is looked for. */
const MOTIFS_BLUR_FARTHEST = 1.3;
/** Least share of the picture's width the wall's foot must be seen along, past a floor of motifs. */
const PAST_MOTIFS_SPAN = 0.25;
/**
 * A skirting board's height: past a floor of motifs the line seen is its top, the blur merging
 * with its foot (drawn rooms with a 9 cm skirting: read at its top, the wall stood 0.3 to 0.5 m
 * past its foot). Where a wall has none, the line is its foot and the wall is read 6 % short.
 */
const SKIRTING_M = 0.08;
/** Columns either side of a stretch of wall foot seen that are taken as seeing it too: the line's ends fray. */
const FOOT_SEEN_SIDE_PX = 2;

/**
 * The back wall's foot past a floor of cement tiles' far edge: the floor is read where its
 * motifs show, and some way before the wall they blur to a grain no longer read as floor (over
 * the 32 cement rooms drawn at random, 12 had their back wall read 0.2 to 0.7 m short of its
 * foot, and a sofa set against it stood that far out in the room). The skirting's top shows as a
 * level line across the room there: the nearest run of such lines, between the far edge and
 * `MOTIFS_BLUR_FARTHEST` of its depth, seen along at least `PAST_MOTIFS_SPAN` of the picture's
 * width, `SKIRTING_M` above the wall's foot. With its depth, the columns the line is seen in:
 * nothing stands before the wall there, a piece against the wall would hide it.
 */
function footPastMotifs(
  camera: SceneCamera,
  edges: readonly EdgeMark[],
  edgeM: number,
): { depthM: number; seen: Uint8Array } | null {
  const width = camera.imageWidth;
  const runs: Array<{ depth: number; from: number; to: number }> = [];
  for (const e of edges) {
    const depth = levelAcross(camera, e);
    if (depth === null || depth <= FOOT_FARTHEST * edgeM || depth > MOTIFS_BLUR_FARTHEST * edgeM) continue;
    runs.push({ depth, from: Math.min(e.x1, e.x2), to: Math.max(e.x1, e.x2) });
  }
  runs.sort((p, q) => p.depth - q.depth);
  for (const run of runs) {
    const level = runs.filter((q) => Math.abs(q.depth - run.depth) <= FOOT_LEVEL * run.depth);
    const span = level.reduce((sum, q) => sum + q.to - q.from, 0);
    if (span < PAST_MOTIFS_SPAN * width) continue;
    const seen = new Uint8Array(width);
    for (const q of level)
      for (
        let x = Math.max(0, Math.floor(q.from) - FOOT_SEEN_SIDE_PX);
        x <= Math.min(width - 1, Math.ceil(q.to) + FOOT_SEEN_SIDE_PX);
        x++
      )
        seen[x] = 1;
    const lineM = level.reduce((sum, q) => sum + q.depth * (q.to - q.from), 0) / span;
    return { depthM: (lineM * (CAMERA_HEIGHT_M - SKIRTING_M)) / CAMERA_HEIGHT_M, seen };
  }
  return null;
}

/**
 * How far short of the back wall a floor of cement tiles read from its averaged colour may end
 * and still run on to it: there the motifs shrink to a blur that merges with the skirting, and a
 * strip about 0.4 m deep is not read. Shallower than any piece of furniture standing against the
 * wall (a sofa, a bed, a cabinet 45 cm deep), whose foot ends the floor farther out.
 */
const PATTERNED_WALL_STRIP_M = 0.5;

/**
 * The patterned floor run on to the back wall's foot in each column (not along a side wall) whose
 * floor ends within `PATTERNED_WALL_STRIP_M` of it, or in which the wall's foot is seen past the
 * blurred motifs (`footSeen`, `footPastMotifs`). Left unread, that strip was taken for floor
 * under furniture, and a sofa stood about 1 m off the wall (random cement room 47-8).
 */
function patternedToBackWall(
  camera: SceneCamera,
  region: FloorRegion,
  scale: number,
  backM: number,
  sideWall: Uint8Array,
  footSeen?: Uint8Array,
): FloorRegion {
  const { width: w, height: h } = region;
  const floor = region.floor.slice();
  const top = region.top.slice();
  let added = 0;
  for (let x = 0; x < w; x++) {
    const y0 = top[x] as number;
    if (y0 <= 0 || sideWall[x]) continue;
    const far = floorPointAt(camera, (x + 0.5) / scale, y0 / scale);
    if (!far || (!footSeen?.[x] && -far.z < backM - PATTERNED_WALL_STRIP_M)) continue;
    let y = y0 - 1;
    for (; y >= 0; y--) {
      const p = floorPointAt(camera, (x + 0.5) / scale, (y + 0.5) / scale);
      if (!p || -p.z > backM) break;
      if (!floor[y * w + x]) added++;
      floor[y * w + x] = 1;
    }
    top[x] = y + 1;
  }
  return { ...region, floor, top, share: region.share + added / (w * h) };
}

/**
 * The patterned floor run on to each side wall's foot in each row whose floor ends within
 * `PATTERNED_WALL_STRIP_M` of it, short of the back wall: along a side wall too the motifs blur
 * into the skirting. Left unread, that strip (0.15 to 0.55 m along the cement rooms' side walls)
 * kept a sofa off the wall, or out of a narrow room: cement room 47-7 had its floor 2.4 m wide
 * between the picture's side and the strip, and no sofa.
 */
function patternedToSideWalls(
  camera: SceneCamera,
  region: FloorRegion,
  scale: number,
  walls: readonly SceneWall[],
): FloorRegion {
  const back = wallDistance(walls, 'back');
  const sides = walls.filter((wall) => wall.side !== 'back');
  if (sides.length === 0) return region;
  const { width: w, height: h } = region;
  const floor = region.floor.slice();
  const top = region.top.slice();
  let added = 0;
  const pointAt = (x: number, y: number) => floorPointAt(camera, (x + 0.5) / scale, (y + 0.5) / scale);
  for (const wall of sides) {
    const step = wall.side === 'left' ? -1 : 1;
    const out = (p: { x: number }) => (wall.side === 'left' ? -p.x : p.x);
    for (let y = 0; y < h; y++) {
      // The row's floor pixel nearest the wall's side of the picture.
      let edge = -1;
      for (let x = step === 1 ? w - 1 : 0; x >= 0 && x < w; x -= step)
        if (floor[y * w + x]) {
          edge = x;
          break;
        }
      if (edge < 0) continue;
      const p = pointAt(edge, y);
      if (!p || -p.z > back || wall.distanceM - out(p) > PATTERNED_WALL_STRIP_M) continue;
      for (let x = edge + step; x >= 0 && x < w; x += step) {
        const q = pointAt(x, y);
        if (!q || out(q) > wall.distanceM || -q.z > back) break;
        if (!floor[y * w + x]) added++;
        floor[y * w + x] = 1;
        if ((top[x] as number) < 0 || (top[x] as number) > y) top[x] = y;
      }
    }
  }
  return { ...region, floor, top, share: region.share + added / (w * h) };
}

/**
 * Whether the picture's edges lie mostly below its middle, enough of them to be a floor's pattern
 * (cement tiles' motifs, a rug's) rather than a blurred or bare picture's few.
 */
function patternBelow(segments: readonly Segment[], edgeLength: number, raster: Raster): boolean {
  let below = 0;
  for (const s of segments) if (s.y1 + s.y2 > raster.height) below += s.length;
  return edgeLength >= PATTERN_EDGE_WIDTHS * raster.width && below >= PATTERN_BELOW_SHARE * edgeLength;
}

/** Whether the edges tell the camera: few of them busy with a pattern, or the long ones agreeing. */
const cameraSure = (estimate: CameraEstimate) =>
  estimate.explained >= BUSY_EXPLAINED || estimate.fromLongEdges;

/** Share of the columns whose lowest row is floor. */
function acrossTheFoot(region: FloorRegion): number {
  const { width: w, height: h, floor } = region;
  let columns = 0;
  for (let x = 0; x < w; x++) if (floor[(h - 1) * w + x]) columns++;
  return columns / w;
}

/** How far a side wall's foot may stray from a straight line along the room's depth, and its least length. */
const SIDE_WALL_STRAY_M = 0.15;
/** Most columns in a row whose floor's edge strays so that the run goes on past them. */
const SIDE_WALL_ASTRAY_COLUMNS = 2;
/** How far across a side wall's foot may drift from its nearest point, per metre back along it. */
const SIDE_WALL_DRIFT = 0.2;
const SIDE_WALL_MIN_M = 1;
/** A run this long (metres of depth) may end this far short of the back wall, its corner in shadow. */
const SIDE_WALL_LONG_M = 2;
const SIDE_WALL_SHADOW_M = 1;
/** A straight run this long is a wall however far short of the back wall it ends: no piece of furniture is as long. */
const SIDE_WALL_ALONE_M = 3.5;

/**
 * A side wall read from its floor's edge: the columns of its run, and whether the run reached the
 * back wall straight over `SIDE_WALL_ALONE_M` or more (`whole`).
 */
type SideWallRun = SceneWall & { columns: number[]; whole: boolean };

/**
 * The side walls seen, and the columns, from either side of the picture inward, where the seen
 * floor ends at one: its far edge runs straight along the room's depth, at one distance across,
 * until it meets the back wall. A piece along that wall ends before the corner, or stands out of
 * that line.
 */
export function sideWalls(
  camera: SceneCamera,
  region: FloorRegion,
  scale: number,
  backM: number,
): { columns: Uint8Array; walls: SideWallRun[] } {
  const { width: w, top } = region;
  const marks = new Uint8Array(w);
  const walls: SideWallRun[] = [];
  for (const step of [1, -1]) {
    const columns: number[] = [];
    const acrosses: number[] = [];
    let startZ: number | undefined;
    let nearest = Number.NEGATIVE_INFINITY;
    let farthest = Number.POSITIVE_INFINITY;
    let corner = false;
    let astray = 0;
    // The columns passed over, the wall's foot still: marked with the run when it is a wall's.
    const passed: number[] = [];
    for (let x = step === 1 ? 0 : w - 1; x >= 0 && x < w; x += step) {
      const y0 = top[x] as number;
      if (y0 < 0) {
        if (columns.length) break;
        continue;
      }
      const far = floorPointAt(camera, (x + 0.5) / scale, y0 / scale);
      if (!far) break;
      if (-far.z > backM - 0.3) {
        corner = true;
        break;
      }
      // A column or two off the line (a phone's JPEG blots the wall's foot) is passed over; more end
      // the run. The line may drift a little into the room as it goes back, where the floor's edge
      // stops short of the wall's foot, the floor shaded toward the corner and merged with the
      // skirting; a piece before the wall steps away from it at once.
      const [first, last, start] = [acrosses[0], acrosses.at(-1), startZ];
      if (
        first !== undefined &&
        last !== undefined &&
        start !== undefined &&
        (Math.abs(far.x - last) > SIDE_WALL_STRAY_M ||
          (far.x - first) * step < -SIDE_WALL_STRAY_M ||
          (far.x - first) * step > SIDE_WALL_STRAY_M + SIDE_WALL_DRIFT * Math.abs(far.z - start))
      ) {
        if (++astray > SIDE_WALL_ASTRAY_COLUMNS) break;
        passed.push(x);
        continue;
      }
      astray = 0;
      acrosses.push(far.x);
      startZ ??= far.z;
      columns.push(x);
      nearest = Math.max(nearest, far.z);
      farthest = Math.min(farthest, far.z);
    }
    // A long run that stops short of the back wall still meets it when the room's corner lies
    // in shadow, where the floor is not read.
    const run = nearest - farthest;
    const reachesBack =
      corner ||
      run >= SIDE_WALL_ALONE_M ||
      (run >= SIDE_WALL_LONG_M && backM + farthest < SIDE_WALL_SHADOW_M);
    if (!reachesBack || run < SIDE_WALL_MIN_M) continue;
    const last = columns[columns.length - 1] ?? 0;
    for (const x of [...columns, ...passed.filter((x) => (x - last) * step < 0)]) marks[x] = 1;
    // The wall stands at the floor's edge: the farthest out of the edge's points across.
    const across = step === 1 ? Math.min(...acrosses) : Math.max(...acrosses);
    const side = step === 1 ? 'left' : 'right';
    const whole = corner && run >= SIDE_WALL_ALONE_M;
    if ((side === 'left') === across < 0) walls.push({ side, distanceM: Math.abs(across), columns, whole });
  }
  return { columns: marks, walls };
}

/** Columns either side of a column over which the floor's edge is read running back into the room. */
const EDGE_RUN_PX = 3;
/**
 * The band of a wall's face read above its foot, in metres: above the skirting (and at least 3
 * rows above the floor's edge, where the skirting is a pixel or two), up to a sofa's back, below a
 * window's sill (random 555-4: the window on the right wall stood below the horizon).
 */
const FACE_FROM_M = 0.12;
const FACE_TO_M = 0.8;
const FACE_FROM_PX = 3;
/** Most colour change (ΔE) from one row to the next up a wall's face, and across the band. */
const WALL_FACE_STEP = 6;
const WALL_FACE_DRIFT = 12;

/**
 * The columns whose floor ends at a wall's foot along the room's depth: the floor's edge runs
 * back into the room there, and the face above it, from above the skirting to 0.8 m up, is one
 * surface, no edge across it (a side wall; a piece seen from its side ends at its arm or its
 * back, below that, or shows its seat's edge). The floor there is no piece's front: a side wall
 * not read (its foot astray from a straight line, the run short of the back wall) had the strip
 * along its foot taken as floor under furniture, and no sofa stood along it.
 */
function wallFaceAbove(
  camera: SceneCamera,
  region: FloorRegion,
  lab: Float32Array,
  horizon: number,
): Uint8Array {
  const { width: w, top } = region;
  const marks = new Uint8Array(w);
  const horizonRow = Math.max(0, Math.ceil(horizon));
  const rowAt = (p: { x: number; z: number }, heightM: number) =>
    projectToImage(camera, [p.x, heightM, p.z])?.[1];
  for (let x = EDGE_RUN_PX; x < w - EDGE_RUN_PX; x++) {
    const y0 = top[x] as number;
    const [ya, yb] = [top[x - EDGE_RUN_PX] as number, top[x + EDGE_RUN_PX] as number];
    if (y0 < 0 || ya < 0 || yb < 0) continue;
    // Back into the room: the edge's points either side twice as far apart in depth as across.
    const a = floorPointAt(camera, x - EDGE_RUN_PX + 0.5, ya);
    const b = floorPointAt(camera, x + EDGE_RUN_PX + 0.5, yb);
    const foot = floorPointAt(camera, x + 0.5, y0);
    if (!a || !b || !foot || Math.abs(b.z - a.z) < 2 * Math.abs(b.x - a.x)) continue;
    const from = rowAt(foot, FACE_FROM_M);
    const to = rowAt(foot, FACE_TO_M);
    const low = Math.min(y0 - FACE_FROM_PX - 1, from === undefined ? y0 : Math.floor(from) - 1);
    const high = Math.max(horizonRow, to === undefined ? horizonRow : Math.ceil(to));
    if (low <= high) continue;
    let face = true;
    for (let y = low; y > high && face; y--)
      face = labDistance(lab, y * w + x, (y - 1) * w + x) <= WALL_FACE_STEP;
    if (face && labDistance(lab, low * w + x, high * w + x) <= WALL_FACE_DRIFT) marks[x] = 1;
  }
  return marks;
}

/** How far either side of the floor's edge a wall's foot (its skirting) and the floor are looked at, in analysis pixels. */
const WALL_FOOT_PX = 3;
/** Colour difference (ΔE) between a wall's foot and the floor just before it. */
const WALL_FOOT_DELTA = 8;

/**
 * Whether a side wall's run of columns has a wall rising from it: just above the floor's edge, in
 * most columns, a colour other than the floor's just below it. A tile joint running along the
 * room's depth, where the floor region happens to end, has the same floor on its other side.
 */
function risesFromFloor(columns: readonly number[], region: FloorRegion, lab: Float32Array): boolean {
  const { width: w, height: h, top } = region;
  const apart = (p: number, q: number) => labDistance(lab, p, q) > WALL_FOOT_DELTA;
  const rising = columns.filter((x) => {
    const edge = top[x] as number;
    const above = edge - WALL_FOOT_PX;
    const below = edge + WALL_FOOT_PX;
    if (above < 0 || below >= h) return true;
    const a = above * w + x;
    // A wall's shaded foot (or its skirting) of a grey near the floor's may be taken with the
    // floor: the floor proper lies a little lower.
    const deeper = Math.min(h - 1, edge + 3 * WALL_FOOT_PX);
    return apart(a, below * w + x) || apart(a, deeper * w + x);
  });
  return rising.length >= 0.7 * columns.length;
}

/**
 * How near the room's corner (where a side wall's line meets the back wall's) an upright edge
 * stands, and how far above the floor's edge it may end (a skirting board breaks it), in analysis
 * pixels.
 */
const CORNER_ACROSS_PX = 12;
const CORNER_FOOT_PX = 12;
/** Shortest such edge, as a share of the picture's height. */
const CORNER_EDGE = 0.08;

/**
 * Whether the room's corner rises where a side wall meets the back wall: an upright edge ending at
 * the floor's edge there. White walls over white tiles show no colour at a wall's foot, nor a
 * skirting of the floor's grey, but their corner still shows; a tile joint meets the back wall at
 * no corner (a window's frame above it ends at the sill, far above the floor). The corner is
 * where the wall's line meets the back wall, not where the run read ends: seen at a glancing
 * angle, the last 0.3 m before the back wall (never read, a piece may stand there) spans many
 * columns.
 */
function cornerRises(
  wall: SceneWall,
  backM: number,
  region: FloorRegion,
  edges: readonly EdgeMark[],
  camera: SceneCamera,
): boolean {
  const corner = projectToImage(camera, [wall.side === 'left' ? -wall.distanceM : wall.distanceM, 0, -backM]);
  if (!corner) return false;
  const upright = edges.filter((e) => e.direction === 0);
  const middle = (e: EdgeMark) => (e.x1 + e.x2) / 2;
  return upright.some((e) => {
    const x = Math.round(middle(e));
    const floorEdge = region.top[x] ?? -1;
    const foot = Math.max(e.y1, e.y2);
    // A faint corner is read in pieces, one above the other: their lengths add up.
    const length = () =>
      upright.reduce((sum, o) => (Math.abs(middle(o) - middle(e)) <= 2 ? sum + o.length : sum), 0);
    return (
      Math.abs(x - corner[0]) <= CORNER_ACROSS_PX &&
      floorEdge >= 0 &&
      foot >= floorEdge - CORNER_FOOT_PX &&
      foot <= floorEdge + CORNER_FOOT_PX / 3 &&
      length() >= CORNER_EDGE * region.height
    );
  });
}

/** Floor seen under a piece standing on legs is still that piece's: this much of it, behind its front. */
const UNDER_FURNITURE_M = 0.35;

/**
 * The floor that shows under furniture on legs is not free. Two cases: where the seen floor
 * ends at a piece standing in front of the wall (a sofa), the strip of floor under its front is
 * taken; where a piece stands inside the floor (a coffee table), the floor between its legs,
 * up to the line joining their feet, is taken. `sideWall` marks the columns whose floor ends at a
 * side wall (`sideWalls`): no piece's front there.
 */
function underFurnitureRemoved(
  camera: SceneCamera,
  region: FloorRegion,
  scale: number,
  backM: number,
  sideWall: Uint8Array,
): Uint8Array {
  const { width: w, height: h, top } = region;
  const floor = region.floor.slice();
  for (let x = 0; x < w; x++) {
    const y0 = top[x] as number;
    if (y0 < 0 || sideWall[x]) continue;
    const far = floorPointAt(camera, (x + 0.5) / scale, y0 / scale);
    if (!far || -far.z > backM - 0.3) continue;
    for (let y = y0; y < h; y++) {
      const p = floorPointAt(camera, (x + 0.5) / scale, (y + 0.5) / scale);
      if (!p || p.z - far.z > UNDER_FURNITURE_M) break;
      floor[y * w + x] = 0;
    }
  }
  // Pieces inside the floor: non-floor pixels below the seen floor's far edge, by blob. The
  // edge is taken as the farthest floor seen nearby, since a wide table hides the floor behind it.
  const reach = Math.round(w * 0.12);
  const inside = new Uint8Array(w * h);
  for (let x = 0; x < w; x++) {
    let edge = h;
    for (let k = Math.max(0, x - reach); k <= Math.min(w - 1, x + reach); k++)
      if ((top[k] as number) >= 0) edge = Math.min(edge, top[k] as number);
    for (let y = edge + 1; y < h; y++) if (!region.floor[y * w + x]) inside[y * w + x] = 1;
  }
  const seen = new Uint8Array(w * h);
  for (let start = 0; start < w * h; start++) {
    if (!inside[start] || seen[start]) continue;
    const pixels: number[] = [start];
    seen[start] = 1;
    for (let k = 0; k < pixels.length; k++) {
      const i = pixels[k] as number;
      const x = i % w;
      for (const j of [i - w, i + w, x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1])
        if (j >= 0 && j < w * h && inside[j] && !seen[j]) {
          seen[j] = 1;
          pixels.push(j);
        }
    }
    let x0 = w;
    let x1 = -1;
    const lowest = new Int32Array(w).fill(-1);
    const highest = new Int32Array(w).fill(h);
    for (const i of pixels) {
      const x = i % w;
      const y = (i - x) / w;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      lowest[x] = Math.max(lowest[x] as number, y);
      highest[x] = Math.min(highest[x] as number, y);
    }
    // The line through its feet: in each column, the lower of the lowest points on either side.
    const left = new Int32Array(w);
    const right = new Int32Array(w);
    for (let x = x0, m = -1; x <= x1; x++) left[x] = m = Math.max(m, lowest[x] as number);
    for (let x = x1, m = -1; x >= x0; x--) right[x] = m = Math.max(m, lowest[x] as number);
    let topRow = h;
    for (let x = x0; x <= x1; x++) topRow = Math.min(topRow, highest[x] as number);
    for (let x = x0; x <= x1; x++) {
      const feet = Math.min(left[x] as number, right[x] as number);
      const from = (highest[x] as number) < h ? (highest[x] as number) : topRow;
      for (let y = from; y <= feet; y++) floor[y * w + x] = 0;
    }
  }
  underLegsRemoved(camera, region, scale, floor);
  return floor;
}

/** The widest piece on legs whose underside is looked for between its feet, and its highest underside. */
const LEGS_SPAN_M = 1.3;
const UNDERSIDE_M = 0.8;
/** A leg's width in floor raster pixels, beyond the first column it shows in. */
const LEG_PX = 3;
/** Least drop of the floor's edge from one column to the next that a leg's side makes, in floor raster pixels. */
const LEG_DROP_PX = 3;
/** How far in front of the line of its feet a piece's legs may stand (splayed, or too thin to see). */
const SPLAY_M = 0.15;

/**
 * A piece on legs at the far edge of the seen floor (a bedside table against the wall): the floor
 * seen under its body rises, between its legs, above the floor's edge on either side of it. A
 * floor pixel with non-floor above it and, within the piece's span, floor ending lower in the
 * picture on both sides of it (the feet) is under the piece, up to the line of the lower of the
 * two feet — when what ends it above is at most a piece's underside above those feet.
 */
function underLegsRemoved(camera: SceneCamera, region: FloorRegion, scale: number, floor: Uint8Array): void {
  const { width: w, height: h, top } = region;
  // A column without floor is a piece standing down to the bottom of the picture.
  const end = (x: number) => ((top[x] as number) < 0 ? h : (top[x] as number));
  for (let x = 1; x < w - 1; x++) {
    const y0 = top[x] as number;
    if (y0 < 0) continue;
    const p = floorPointAt(camera, (x + 0.5) / scale, (y0 + 0.5) / scale);
    const q = floorPointAt(camera, (x + 1.5) / scale, (y0 + 0.5) / scale);
    if (!p || !q) continue;
    const reach = Math.max(2, Math.round(LEGS_SPAN_M / Math.max(1e-6, Math.hypot(q.x - p.x, q.z - p.z))));
    // Out of the picture there is no foot to lean on.
    if (x - reach < 0 || x + reach >= w) continue;
    // The nearest column on either side where the floor ends lower is a leg; its foot is the
    // lowest end over the leg's width. A leg's edge drops at once: an edge sloping down a column
    // at a time is the floor's own edge along a wall, running away from a corner of the room.
    const foot = (step: number) => {
      for (let k = x + step; Math.abs(k - x) <= reach; k += step)
        if (end(k) > y0 + 1) {
          let lowest = end(k);
          let drop = end(k) - end(k - step);
          for (let j = 1; j <= LEG_PX; j++) {
            const m = k + step * j;
            if (m < 0 || m >= w) break;
            lowest = Math.max(lowest, end(m));
            drop = Math.max(drop, end(m) - end(m - step));
          }
          return drop >= LEG_DROP_PX ? lowest : -1;
        }
      return -1;
    };
    const left = foot(-1);
    const right = foot(1);
    const feet = Math.min(left, right, h);
    if (feet - y0 < 2) continue;
    const base = floorPointAt(camera, (x + 0.5) / scale, (feet - 0.5) / scale);
    if (!base) continue;
    const underside = camera.heightM * (1 - Math.hypot(base.x, base.z) / Math.hypot(p.x, p.z));
    if (underside > UNDERSIDE_M || underside < 0.03) continue;
    // Legs too thin for this raster and splayed ones stand a little in front of the body's edge.
    let y = y0;
    for (; y < h; y++) {
      const at = floorPointAt(camera, (x + 0.5) / scale, (y + 0.5) / scale);
      if (y >= feet && (!at || Math.hypot(at.x, at.z) < Math.hypot(base.x, base.z) - SPLAY_M)) break;
      floor[y * w + x] = 0;
    }
  }
}

/** The brightest share of the picture above the horizon that may be the window the daylight comes through. */
const WINDOW_SHARE = 0.01;
/** How much brighter than the picture's middle grey a window is, at least, on 0–255. */
const WINDOW_OVER_MEDIAN = 50;
/**
 * How much brighter than the walls (the picture's middle grey above the horizon) a window is, on
 * average, at least: a wall's brighter part, where the light falls on it, is not one. Over the 18
 * photo-like rooms and the 8 fixtures, the windows seen and the reading room's open door stood
 * 46–172 above; steep-view's back wall, lit by a window out of the picture, 11.
 */
const WINDOW_OVER_WALLS = 25;

/**
 * Where the daylight comes in: the brightest hundredth of the picture above the horizon (a
 * window, blown out or nearly; below the horizon it would be a patch of sun or a white sofa),
 * as a point on the room's walls seen, and the window it shows on the wall its middle lies on
 * (`windowOf`). Null when nothing up there stands out.
 */
function windowSeen(
  raster: Raster,
  median: number,
  camera: SceneCamera,
  walls: readonly SceneWall[],
  doors: readonly SceneDoor[],
): { point: Vec3; window: SceneWindow | null } | null {
  const { width: w, height: h, gray } = raster;
  // Above the horizon: each column's rows over its horizon row.
  const above: number[] = [];
  for (let x = 0; x < w; x++) {
    const horizon = horizonRowAt(camera, x + 0.5);
    for (let y = 0; y < Math.min(h, horizon - 0.5); y++) above.push(y * w + x);
  }
  if (above.length < w * h * WINDOW_SHARE) return null;
  const values = above.map((i) => gray[i] as number).sort((a, b) => b - a);
  const threshold = Math.max(median + WINDOW_OVER_MEDIAN, values[Math.floor(w * h * WINDOW_SHARE)] as number);
  // A white door is as bright, and lets no sun in: with the window out of the picture, the sun
  // was taken to come through the door (random photos 13-2, 47-1, 7-1), or, the two seen, through
  // the wall between them (7-3).
  // Nor is the ceiling, nor the walls' top under it, where no window reaches (random photo 555-1:
  // the window's point was put over the ceiling). And the window is one bright patch, its panes
  // together: the largest. The ceiling's strip, read a little lower than it is, drew its point
  // away (random photo 7-3: onto the back wall, between the window and the door); with the walls'
  // top left out but no patch taken, a lamp's glow did (bedroom-nightstand-lamp.jpg).
  const inDoor = doorPictures(camera, walls, doors);
  // Each bright pixel's point on the walls, kept for the window's extent (`windowOf`).
  const hits = new Map<number, WallHit>();
  const lit = largestPatch(
    w,
    above.filter((i) => {
      if ((gray[i] as number) < threshold) return false;
      const [x, y] = [(i % w) + 0.5, Math.floor(i / w) + 0.5];
      if (inDoor(x, y)) return false;
      const hit = wallHit(camera, walls, x, y);
      hits.set(i, hit);
      return (hit.point[1] as number) < CEILING_M - UNDER_CEILING_M;
    }),
  );
  const bright = middleOf(w, lit);
  if (!bright || bright.n < w * h * WINDOW_SHARE * 0.2) return null;
  const wallGrey = values[values.length >> 1] as number;
  if (lit.reduce((sum, i) => sum + (gray[i] as number), 0) / lit.length < wallGrey + WINDOW_OVER_WALLS)
    return null;
  const middle = wallHit(camera, walls, bright.x, bright.y);
  return {
    point: middle.point,
    window: windowOf(
      lit.map((i) => hits.get(i) as WallHit),
      middle.side,
    ),
  };
}

/** The least size of a window read, across and up. */
const WINDOW_LEAST_M = 0.3;
/** The share of a window's pixels left out at each end of its span and height: stray glints. */
const WINDOW_STRAY = 0.02;

/**
 * The window a bright patch of the picture shows on a wall seen (its pixels' points on the
 * walls): the span along the wall and the heights of its pixels on that wall, the stray ones at
 * each end left out. Null when its middle lies on no wall seen, or the patch is too small to be a
 * window.
 */
function windowOf(patch: readonly WallHit[], side: SceneWall['side'] | null): SceneWindow | null {
  if (!side) return null;
  const along: number[] = [];
  const up: number[] = [];
  for (const hit of patch) {
    if (hit.side !== side) continue;
    along.push((side === 'back' ? hit.point[0] : hit.point[2]) as number);
    up.push(hit.point[1] as number);
  }
  if (along.length === 0) return null;
  const rank = (values: number[], share: number) =>
    nthSmallest(Float32Array.from(values), Math.min(values.length - 1, Math.floor(values.length * share)));
  const window = {
    side,
    fromM: rank(along, WINDOW_STRAY),
    toM: rank(along, 1 - WINDOW_STRAY),
    sillM: Math.max(0, rank(up, WINDOW_STRAY)),
    topM: rank(up, 1 - WINDOW_STRAY),
  };
  return window.toM - window.fromM >= WINDOW_LEAST_M && window.topM - window.sillM >= WINDOW_LEAST_M
    ? window
    : null;
}

/** Where a pixel's ray meets the walls, and which wall (null for none seen that way). */
interface WallHit {
  point: Vec3;
  side: SceneWall['side'] | null;
}

/**
 * Where the ray through a pixel meets the first wall seen, and which wall; with none seen that
 * way, 3 m off, on no wall.
 */
function wallHit(camera: SceneCamera, walls: readonly SceneWall[], u: number, v: number): WallHit {
  const ray = rayThroughPixel(camera, u, v);
  let t = Number.POSITIVE_INFINITY;
  let side: SceneWall['side'] | null = null;
  for (const wall of walls) {
    const along = wall.side === 'back' ? -ray[2] : wall.side === 'left' ? -ray[0] : ray[0];
    if (along > 1e-6 && wall.distanceM / along < t) {
      t = wall.distanceM / along;
      side = wall.side;
    }
  }
  if (!Number.isFinite(t)) t = 3 / Math.max(1e-6, Math.hypot(ray[0], ray[2]));
  return { point: [ray[0] * t, camera.heightM + ray[1] * t, ray[2] * t], side };
}

/** How far under the ceiling a window's top stands, at least. */
const UNDER_CEILING_M = 0.3;

/** How far apart two pixels may lie and be of one patch: a window's panes, across its mullion. */
const PATCH_GAP_PX = 3;

/**
 * The largest patch of pixels among the given indices of a raster `width` wide, two pixels of a
 * patch no farther apart, across or down, than `PATCH_GAP_PX`.
 */
function largestPatch(width: number, pixels: readonly number[]): number[] {
  const left = new Set(pixels);
  let largest: number[] = [];
  for (const start of pixels) {
    if (!left.delete(start)) continue;
    const patch = [start];
    for (let k = 0; k < patch.length; k++) {
      const i = patch[k] as number;
      const [x, y] = [i % width, Math.floor(i / width)];
      for (let dy = -PATCH_GAP_PX; dy <= PATCH_GAP_PX; dy++)
        for (let dx = -PATCH_GAP_PX; dx <= PATCH_GAP_PX; dx++) {
          const j = (y + dy) * width + x + dx;
          if (x + dx >= 0 && x + dx < width && left.delete(j)) patch.push(j);
        }
    }
    if (patch.length > largest.length) largest = patch;
  }
  return largest;
}

/** Whether a point of the picture (in pixels) lies in the picture of one of the doors seen. */
function doorPictures(
  camera: SceneCamera,
  walls: readonly SceneWall[],
  doors: readonly SceneDoor[],
): (u: number, v: number) => boolean {
  const boxes = doors.flatMap((door) => {
    const wall = walls.find((w) => w.side === door.side);
    return (wall && doorPicture(camera, wall, door)) ?? [];
  });
  return (u, v) => boxes.some((b) => u >= b.left && u <= b.right && v >= b.top && v <= b.bottom);
}

/** The mean pixel, at pixel centres, of the given indices of a raster `width` wide, and how many there were. */
function middleOf(width: number, pixels: readonly number[]): { x: number; y: number; n: number } | null {
  if (pixels.length === 0) return null;
  let sx = 0;
  let sy = 0;
  for (const i of pixels) {
    sx += (i % width) + 0.5;
    sy += Math.floor(i / width) + 0.5;
  }
  return { x: sx / pixels.length, y: sy / pixels.length, n: pixels.length };
}

/** Where the middle of pixel `i` of the floor raster lies on the floor. */
const pixelOnFloor = (camera: SceneCamera, region: FloorRegion, i: number) =>
  floorPointAt(camera, (i % region.width) + 0.5, Math.floor(i / region.width) + 0.5);

/** The middle of the floor seen, on the floor. */
function floorMiddle(region: FloorRegion, camera: SceneCamera): { x: number; z: number } | null {
  const floor: number[] = [];
  for (let i = 0; i < region.floor.length; i++) if (region.floor[i]) floor.push(i);
  const middle = middleOf(region.width, floor);
  return middle ? floorPointAt(camera, middle.x, middle.y) : null;
}

/**
 * The room's light: its colour from the brightest tenth of the picture (a white wall in the
 * light shows it). It comes from the window seen, toward the middle of the floor (pieces before
 * a window are lit from behind, as the visitor's own furniture is); with no window seen, the sun
 * from its patch on the floor (`sunFromItsPatch`), else the daylight from the side whose floor is
 * lit more (`windowSide`), else from the side whose half of the upper picture is brighter and
 * from the camera's side. How direct it is: from the patch of sun on the floor (`directnessOf`).
 */
function lightOf(
  raster: Raster,
  camera: SceneCamera,
  region: FloorRegion,
  walls: readonly SceneWall[],
  doors: readonly SceneDoor[],
  shades: Float32Array,
): { light: SceneLight; windows: SceneWindow[] } {
  const { width: w, height: h, gray, rgb } = raster;
  // The picture's greys, picked out at a rank in place rather than sorted (307 200 of them).
  const greys = gray.slice();
  const threshold = greys.length ? nthSmallest(greys, Math.floor(greys.length * 0.9)) : 200;
  const sum = [0, 0, 0];
  const bounce = [0, 0, 0];
  let count = 0;
  let left = 0;
  let right = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const g = gray[i] as number;
      for (let c = 0; c < 3; c++) bounce[c] = (bounce[c] as number) + (rgb[i * 3 + c] as number);
      if (y < h / 2) {
        if (x < w / 2) left += g;
        else right += g;
      }
      if (g >= threshold && g < 250) {
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (rgb[i * 3 + c] as number);
        count++;
      }
    }
  const mean = sum.map((s) => s / Math.max(1, count));
  const grey = ((mean[0] as number) + (mean[1] as number) + (mean[2] as number)) / 3 || 1;
  const colour = mean.map((m) => Math.min(1.3, Math.max(0.7, m / grey))) as [number, number, number];
  // The light that fills the shadows has bounced off the room's walls and floor: their colour.
  const bounceGrey = ((bounce[0] as number) + (bounce[1] as number) + (bounce[2] as number)) / 3 || 1;
  const ambient = bounce.map((b) => Math.min(1.25, Math.max(0.75, b / bounceGrey))) as [
    number,
    number,
    number,
  ];
  const side = (right - left) / Math.max(1, right + left);
  const x = Math.max(-0.8, Math.min(0.8, side * 6));
  const median = nthSmallest(greys, Math.floor(greys.length / 2));
  const seen = windowSeen(raster, median, camera, walls, doors);
  const daylight = seen?.point ?? null;
  // The sun comes through the window to its patch on the floor: from the patch toward the window.
  // With no patch, the daylight lights the room from the window toward the floor's middle.
  const sun = sunlitFloor(region, shades);
  const patch = daylight && sunPatchMiddle(region, sun, camera);
  const middle = patch || floorMiddle(region, camera);
  const dx = daylight && middle ? daylight[0] - middle.x : 0;
  const dz = daylight && middle ? daylight[2] - middle.z : 0;
  const across = Math.hypot(dx, dz);
  const rays = daylight
    ? patch && sunThroughWindow(region, sun, camera, daylight, walls)
    : sunFromItsPatch(region, sun, camera, walls, middle);
  // No window seen and no sun: the daylight from a window out of the picture lights the floor
  // nearer it more.
  const lit = daylight || rays ? null : windowSide(region, shades, camera);
  const light: SceneLight = {
    // The sun's own direction where its patch tells it; else a window farther than 30 cm across
    // the floor from its middle: toward it, from a little above; else the side of the room whose
    // floor is lit more, from a little above and the camera's side.
    direction:
      rays ||
      (across > 0.3
        ? [(dx / across) * 0.6, 0.8, (dz / across) * 0.6]
        : lit
          ? [lit * 0.8, 0.55, 0.2]
          : [x, 0.8, 0.45]),
    colour,
    ambient,
    directness: directnessOf(sun.share),
  };
  return { light, windows: seen?.window ? [seen.window] : [] };
}

/** How much lighter than the floor's median (CIELAB L) a patch of sun on it shows. */
const SUNLIT_STEP_L = 15;
/** The share of the floor seen so lit from which the light reads as the sun's, sharp shadows and all. */
const SUNLIT_SHARE = 0.08;
/** The directness of a light that lights no patch of the floor (a window's soft daylight, a ceiling lamp), and of the sun's. */
export const DIFFUSE = 0.25;
const DIRECT = 0.7;

/**
 * How direct the room's light is, from the patch of sun it lays on the floor: a floor lit evenly
 * (a window's daylight, an overcast sky) casts soft, light shadows; sun through a window lights a
 * patch far lighter than the rest, and the pieces' shadows are as sharp and dark. `share`: the
 * share of the floor in the sun (`sunlitFloor`).
 */
function directnessOf(share: number): number {
  return DIFFUSE + (DIRECT - DIFFUSE) * Math.min(1, share / SUNLIT_SHARE);
}

/** The floor's pixels in the sun (indices in the floor raster), and their share of the floor. */
interface SunlitFloor {
  pixels: number[];
  share: number;
}

/**
 * The floor's pixels lit by the sun (CIELAB L `SUNLIT_STEP_L` over its median), and their share
 * of it. `shades`: the floor's colours, averaged over its motifs when it is patterned. Read once
 * per photo, for the light's directness and for where the sun comes from.
 */
function sunlitFloor(region: FloorRegion, shades: Float32Array): SunlitFloor {
  const floor: number[] = [];
  for (let i = 0; i < region.floor.length; i++) if (region.floor[i]) floor.push(i);
  if (floor.length === 0) return { pixels: [], share: 0 };
  const lit = medianOf(floor, (i) => shades[i * 3] as number) + SUNLIT_STEP_L;
  const pixels = floor.filter((i) => (shades[i * 3] as number) > lit);
  return { pixels, share: pixels.length / floor.length };
}

/** How high a window's middle stands, typically (a sill at 0.9 m, a lintel at 2.1 m). */
const WINDOW_MIDDLE_M = 1.5;
/** Width of the strips the patch of sun is read in, across the floor from the window's wall. */
const PATCH_STRIP_M = 0.1;
/** The least depth of patch, from its wall outward, its slant is read over. */
const PATCH_DEPTH_M = 0.4;
/** The sun's least and most height over the horizon, in radians. */
const SUN_LOWEST = (15 * Math.PI) / 180;
const SUN_HIGHEST = (75 * Math.PI) / 180;
/** Most the sun's rays turn from square to the window's wall, in radians: the patch's slant read beyond is noise. */
const SUN_MOST_SLANT = (75 * Math.PI) / 180;

/**
 * The sun's direction, from the shape of its patch on the floor: the window's outline cast along
 * its rays. The window's sides are cast as the patch's sides along the rays, its sill and lintel
 * along the wall: strip by strip out from the wall, the patch shifts along the wall as the rays
 * slant, and the strips' middles line up along them. How high the sun stands: a window's middle
 * (`WINDOW_MIDDLE_M`) over the patch's middle, along the rays. Null when the window is on no wall
 * seen or the patch is too shallow to read. (From the window's point and the patch's middle alone,
 * the window's point read on the wall 1 m off along it turned the light by 50°; and the sun's
 * height was taken as 53° whatever the patch.)
 */
function sunThroughWindow(
  region: FloorRegion,
  { pixels }: SunlitFloor,
  camera: SceneCamera,
  daylight: Vec3,
  walls: readonly SceneWall[],
): Vec3 | null {
  // The wall the window is on: the one its point lies on.
  const offWall = (wall: SceneWall) =>
    wall.side === 'back'
      ? Math.abs(daylight[2] + wall.distanceM)
      : Math.abs(daylight[0] + (wall.side === 'left' ? wall.distanceM : -wall.distanceM));
  const wall = [...walls].sort((a, b) => offWall(a) - offWall(b))[0];
  if (!wall || offWall(wall) > 0.05) return null;
  // A window on the back wall beyond the floor seen stands on a side wall the analysis did not
  // read, the back wall's plane run on past it (random photo beige-tiles-green-wall): not read.
  if (wall.side === 'back' && !withinFloorAcross(region, camera, daylight[0])) return null;
  return raysAcrossPatch(region, pixels, camera, wall.side, wall.distanceM);
}

/**
 * The sun's rays through a window on the wall `side`, from its patch's pixels (see
 * `sunThroughWindow`). `distanceM`: the wall's distance, for how high the sun stands; null when
 * the wall is not read, the sun then taken at `SUN_UNREAD` over the horizon.
 */
function raysAcrossPatch(
  region: FloorRegion,
  pixels: readonly number[],
  camera: SceneCamera,
  side: SceneWall['side'],
  distanceM: number | null,
): Vec3 | null {
  // Out from the wall (`out`) and along it (`along`), in metres, for each point of the patch.
  const [ox, oz]: [number, number] = side === 'back' ? [0, 1] : side === 'left' ? [1, 0] : [-1, 0];
  const strips = new Map<number, { along: number; n: number }>();
  for (const i of pixels) {
    const p = pixelOnFloor(camera, region, i);
    if (!p) continue;
    const out = (distanceM ?? 0) + p.x * ox + p.z * oz;
    const along = side === 'back' ? p.x : p.z;
    const key = Math.floor(out / PATCH_STRIP_M);
    const strip = strips.get(key) ?? { along: 0, n: 0 };
    strip.along += along;
    strip.n++;
    strips.set(key, strip);
  }
  // The strips' middles, weighed by their points: the line through them, along against out.
  let [sw, so, sa, soo, soa] = [0, 0, 0, 0, 0];
  for (const [key, { along, n }] of strips) {
    const o = (key + 0.5) * PATCH_STRIP_M;
    const a = along / n;
    sw += n;
    so += n * o;
    sa += n * a;
    soo += n * o * o;
    soa += n * o * a;
  }
  if (sw === 0) return null;
  const [meanOut, meanAlong] = [so / sw, sa / sw];
  const spread = soo / sw - meanOut * meanOut;
  if (spread < (PATCH_DEPTH_M / 2) ** 2 / 3) return null;
  const slope = (soa / sw - meanOut * meanAlong) / spread;
  if (Math.abs(Math.atan(slope)) > SUN_MOST_SLANT || (distanceM !== null && meanOut <= 0)) return null;
  // Toward the window: back out to the wall, along it by as much as the rays slant.
  const [ax, az] = side === 'back' ? [1, 0] : [0, 1];
  const [hx, hz] = [-ox - ax * slope, -oz - az * slope];
  const length = Math.hypot(hx, hz);
  const height =
    distanceM === null
      ? SUN_UNREAD
      : Math.min(SUN_HIGHEST, Math.max(SUN_LOWEST, Math.atan2(WINDOW_MIDDLE_M, meanOut * length)));
  return [(hx / length) * Math.cos(height), Math.sin(height), (hz / length) * Math.cos(height)];
}

/**
 * Least and most change of the floor's lightness across the room, in CIELAB L per metre, that
 * tells the side of a window out of the picture. Over the 120 random rooms, the 38 in a window's
 * daylight with no window seen fell off by 0.8–4.6 L a metre away from it (35 toward the window's
 * side); a patch of sun over half a floor, too small or too central to read, 17.
 */
const SIDE_LIT_LEAST = 1;
const SIDE_LIT_MOST = 6;

/**
 * The side (−1 left, 1 right) of a window out of the picture, from its daylight on the floor:
 * the floor's lightness (CIELAB L, over the motifs' averages on a patterned floor), rugs left
 * out, rising toward it across the room (the least-squares slope of L against the floor point's
 * x). Null when the floor is lit evenly, or too unevenly for a window's daylight.
 */
function windowSide(region: FloorRegion, shades: Float32Array, camera: SceneCamera): -1 | 1 | null {
  let [n, sx, sl, sxx, sxl] = [0, 0, 0, 0, 0];
  for (let i = 0; i < region.floor.length; i++) {
    if (!region.floor[i] || region.rug[i]) continue;
    const p = pixelOnFloor(camera, region, i);
    if (!p) continue;
    const l = shades[i * 3] as number;
    n++;
    sx += p.x;
    sl += l;
    sxx += p.x * p.x;
    sxl += p.x * l;
  }
  if (n === 0) return null;
  const spread = sxx / n - (sx / n) ** 2;
  const slope = spread > 0 ? (sxl / n - (sx / n) * (sl / n)) / spread : 0;
  return Math.abs(slope) < SIDE_LIT_LEAST || Math.abs(slope) > SIDE_LIT_MOST ? null : slope < 0 ? -1 : 1;
}

/** How far across the room, at least, a patch of sun's middle lies off the floor's to tell the window's side. */
const PATCH_OFF_MIDDLE_M = 0.15;
/** The sun's height over the horizon taken when its window's wall is not read: a morning or afternoon sun. */
const SUN_UNREAD = (40 * Math.PI) / 180;

/**
 * The sun's direction from its patch on the floor alone, the window out of the picture: the
 * window is on the side wall the patch lies toward, its middle off the middle of the floor seen
 * (on 37 random rooms in the sun, their window unseen, that side was the window's in 35; the two
 * others' patches lay within 10 cm of the middle). The rays' slant is read from the patch's shape
 * as through a window seen; how high the sun stands, from the wall's distance where that wall is
 * read. `middle`: the floor seen's middle (`floorMiddle`), as the light reads it. Null when no
 * patch of sun shows, or it lies in the middle.
 */
function sunFromItsPatch(
  region: FloorRegion,
  sun: SunlitFloor,
  camera: SceneCamera,
  walls: readonly SceneWall[],
  middle: { x: number; z: number } | null,
): Vec3 | null {
  const patch = sunPatchMiddle(region, sun, camera);
  if (!patch || !middle || Math.abs(patch.x - middle.x) < PATCH_OFF_MIDDLE_M) return null;
  const side = patch.x < middle.x ? 'left' : 'right';
  const wall = walls.find((w) => w.side === side);
  return raysAcrossPatch(region, sun.pixels, camera, side, wall?.distanceM ?? null);
}

/** How far past the floor seen, across the room, a point may lie and still be in the room seen. */
const PAST_FLOOR_M = 0.3;

/** Whether a point `x` across the room lies within the floor seen, across the room, or little past it. */
function withinFloorAcross(region: FloorRegion, camera: SceneCamera, x: number): boolean {
  let [least, most] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let i = 0; i < region.floor.length; i++) {
    if (!region.floor[i]) continue;
    const p = pixelOnFloor(camera, region, i);
    if (!p) continue;
    least = Math.min(least, p.x);
    most = Math.max(most, p.x);
  }
  return x >= least - PAST_FLOOR_M && x <= most + PAST_FLOOR_M;
}

/**
 * The middle of the patch of sun on the floor, on the floor: the sun shines from it through the
 * window. Null when under half `SUNLIT_SHARE` of the floor is in the sun: a bright board or two.
 */
function sunPatchMiddle(
  region: FloorRegion,
  { pixels, share }: SunlitFloor,
  camera: SceneCamera,
): { x: number; z: number } | null {
  if (share < SUNLIT_SHARE / 2) return null;
  let [x, z, n] = [0, 0, 0];
  for (const i of pixels) {
    const p = pixelOnFloor(camera, region, i);
    if (!p) continue;
    x += p.x;
    z += p.z;
    n++;
  }
  return n ? { x: x / n, z: z / n } : null;
}
