import {
  boxCorners,
  projectToImage,
  type SceneCamera,
  type SceneDescription,
  type ScenePlacement,
  wallSpan,
  withinSpan,
} from './scene.js';

/**
 * What the visitor does to the layout at step 4, before paying: move a piece with a finger, turn
 * it, make it smaller or larger, take it out of the picture. Pure functions on the one scene
 * description, so the outline they edit is what the paid render draws.
 */

/** A piece's outline in the picture: the edges of its box, and the point its label goes. */
export interface Outline {
  /** Closed polygon of the box's footprint, in image pixels. */
  base: Array<[number, number]>;
  /** Each edge of the box as two image points. */
  edges: Array<[[number, number], [number, number]]>;
  /** Above the piece's top centre, for its number. */
  label: [number, number];
}

const BOX_EDGES: Array<[number, number]> = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 4],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
];

/** Where a piece shows in the picture; null when part of it is behind the camera. */
export function outlineOf(camera: SceneCamera, p: ScenePlacement): Outline | null {
  const flat = p.mount === 'rug';
  const corners = boxCorners(flat ? { ...p, heightM: 0.01 } : p).map((c) => projectToImage(camera, c));
  if (corners.some((c) => c === null)) return null;
  const points = corners as Array<[number, number]>;
  const top = points.slice(4);
  const label: [number, number] = [top.reduce((s, c) => s + c[0], 0) / 4, Math.min(...top.map((c) => c[1]))];
  return {
    base: points.slice(0, 4),
    edges: (flat ? BOX_EDGES.slice(0, 4) : BOX_EDGES).map(([a, b]) => [
      points[a] as [number, number],
      points[b] as [number, number],
    ]),
    label,
  };
}

/**
 * The piece slid so that its centre is at (x, z) on the floor; a wall piece slides along its wall,
 * no farther than the wall reaches (`wallSpan`): past its end, it would hang in mid-air.
 */
export function movedTo(
  room: Pick<SceneDescription, 'floor' | 'walls'>,
  p: ScenePlacement,
  x: number,
  z: number,
): ScenePlacement {
  if (p.mount !== 'wall') return { ...p, x, z };
  const side = p.wall ?? 'back';
  const wall = room.walls.find((w) => w.side === side);
  const wanted = side === 'back' ? x : z;
  const along = wall ? withinSpan(wallSpan(room, wall), wanted, p.widthM / 2) : wanted;
  return side === 'back' ? { ...p, x: along } : { ...p, z: along };
}

/** The piece turned by `radians` about its centre (a wall piece stays flat on its wall). */
export function turned(p: ScenePlacement, radians: number): ScenePlacement {
  if (p.mount === 'wall') return p;
  const full = 2 * Math.PI;
  return { ...p, rotation: (((p.rotation + radians) % full) + full) % full };
}

/** Sizes a piece may take: the scene's own bounds. */
const MAX = { widthM: 8, depthM: 8, heightM: 4 };
const MIN_M = 0.1;

/** The piece scaled by `factor` in every direction, within the scene's bounds. */
export function resized(p: ScenePlacement, factor: number): ScenePlacement {
  const scale = (value: number, max: number) => Math.min(max, Math.max(MIN_M, value * factor));
  return {
    ...p,
    widthM: scale(p.widthM, MAX.widthM),
    depthM: scale(p.depthM, MAX.depthM),
    heightM: scale(p.heightM, MAX.heightM),
  };
}

/** A piece's real footprint on the floor, in metres (a rug's depth is its length). */
export type RealFootprint = Pick<ScenePlacement, 'widthM' | 'depthM'>;

/** Off its real size by no more than this, a piece is said to be drawn at its size (a visitor's 90 % then 110 % is 99 %). */
const AT_SIZE_PERCENT = 3;

/**
 * How large a piece is drawn against its real size, in whole percent, when that is not its real
 * size: a rug the layout made smaller to fit the free floor, a piece the visitor resized. The
 * picture must not pass a 1.4 m rug for the 2 m one the quote sells. Null at its size.
 */
export function drawnPercent(p: RealFootprint, real: RealFootprint): number | null {
  const percent = Math.round(100 * Math.sqrt((p.widthM * p.depthM) / (real.widthM * real.depthM)));
  return Math.abs(percent - 100) <= AT_SIZE_PERCENT ? null : percent;
}

/** The scene with the piece `key` taken out of the picture, saying why; where it stood is kept to put it back. */
export function withoutPiece(scene: SceneDescription, key: string, reason: string): SceneDescription {
  const proposal = scene.placements.find((p) => p.key === key);
  if (!proposal) return scene;
  return {
    ...scene,
    placements: scene.placements.filter((p) => p.key !== key),
    unplaced: [...scene.unplaced.filter((u) => u.key !== key), { key, reason, proposal }],
  };
}

/** The scene with a piece left out put in the picture where it is proposed, for the visitor to move. */
export function withPieceBack(scene: SceneDescription, key: string): SceneDescription {
  const proposal = scene.unplaced.find((u) => u.key === key)?.proposal;
  if (!proposal || scene.placements.some((p) => p.key === key)) return scene;
  return {
    ...scene,
    placements: [...scene.placements, proposal],
    unplaced: scene.unplaced.filter((u) => u.key !== key),
  };
}

/** The scene with one placement replaced by its edited self. */
export function withPlacement(scene: SceneDescription, placement: ScenePlacement): SceneDescription {
  return { ...scene, placements: scene.placements.map((p) => (p.key === placement.key ? placement : p)) };
}
