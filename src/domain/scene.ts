import { z } from 'zod';

/**
 * The scene description (DESIGN.md §4): what the photo's camera is, where the floor and the walls
 * are, which floor is free, and where each piece stands. Computed once on the server from the
 * photo, drawn as an outline in the browser before payment, edited there, and rendered by every
 * renderer. One description, one projection: the preview and the paid image cannot disagree.
 *
 * World frame: metres, Y up, the floor is y = 0, the camera stands at (0, heightM, 0). The room's
 * axes are the world's: the back wall is a plane z = -d, the side walls x = ±d. The camera turns
 * by `yaw` about Y, then `pitch` about its X (negative looks down), then `roll` about its view
 * axis (three.js Euler order 'YXZ'); unturned it looks toward -Z.
 */

const finite = z.number().finite();
const vec3 = z.tuple([finite, finite, finite]);

export const sceneCameraSchema = z.object({
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  /** Focal length in pixels of this image; the principal point is the image's centre. */
  focalPx: z.number().positive(),
  heightM: z.number().positive(),
  yaw: finite,
  pitch: finite,
  roll: finite,
});
export type SceneCamera = z.infer<typeof sceneCameraSchema>;

export const wallSchema = z.object({
  side: z.enum(['back', 'left', 'right']),
  /** Distance of the plane from the camera's foot: back z = -d, left x = -d, right x = +d. */
  distanceM: z.number().positive(),
});
export type SceneWall = z.infer<typeof wallSchema>;

/**
 * A door in a wall seen (or a floor-length opening, a tall cupboard): the floor before it is a
 * passage no piece stands in, and no picture hangs over it.
 */
export const doorSchema = z.object({
  side: wallSchema.shape.side,
  /** Its two sides along the wall: x on the back wall, z on a side wall; `fromM` < `toM`. */
  fromM: finite,
  toM: finite,
  heightM: z.number().positive().max(4),
});
export type SceneDoor = z.infer<typeof doorSchema>;

/**
 * A window in a wall seen, as the daylight shows it: no tall piece stands before it, no picture
 * hangs over it.
 */
export const windowSchema = z.object({
  side: wallSchema.shape.side,
  /** Its two sides along the wall: x on the back wall, z on a side wall; `fromM` < `toM`. */
  fromM: finite,
  toM: finite,
  /** Its sill's and its top's height above the floor. */
  sillM: z.number().min(0).max(4),
  topM: z.number().positive().max(5),
});
export type SceneWindow = z.infer<typeof windowSchema>;

/** A point of a wall's plane, `along` it (x on the back wall, z on a side wall) and `up` from the floor. */
export function wallPoint({ side, distanceM }: SceneWall, along: number, up: number): Vec3 {
  if (side === 'back') return [along, up, -distanceM];
  return [side === 'left' ? -distanceM : distanceM, up, along];
}

/**
 * Floor cells seen from above, row by row from the back (`originZ`) toward the camera, each
 * `cellM` square: '.' not floor or not seen, 'f' free floor, 'r' free floor under a rug already in
 * the room (a piece stands on it, no new rug is laid over it), 'x' floor taken by furniture
 * already in the room, 'w' floor at a wall's foot the photo shows short of it (only a piece
 * pushed back against that wall stands on it).
 */
export const floorGridSchema = z.object({
  originX: finite,
  originZ: finite,
  cellM: z.number().positive(),
  cols: z.number().int().positive().max(400),
  rows: z.number().int().positive().max(400),
  cells: z.string().regex(/^[.frxw]*$/),
});
export type FloorGrid = z.infer<typeof floorGridSchema>;

export const sceneLightSchema = z.object({
  /** Unit vector from the room toward the main light (a window, a lamp), world frame. */
  direction: vec3,
  /** Linear RGB 0..1 of the main light and of the light coming from everywhere else. */
  colour: vec3,
  ambient: vec3,
  /** Share of the light that comes from the main direction: 0 flat and overcast, 1 hard sun. */
  directness: z.number().min(0).max(1),
});
export type SceneLight = z.infer<typeof sceneLightSchema>;

/**
 * - floor: stands on the floor (its base at y = 0, or `elevationM` for a desk lamp on a desk);
 * - rug: lies flat on the floor, under the seats;
 * - wall: hangs on the wall `wall`, its bottom `elevationM` above the floor;
 * - ceiling: hangs from the ceiling, its bottom `elevationM` above the floor.
 */
export const mountSchema = z.enum(['floor', 'rug', 'wall', 'ceiling']);
export type Mount = z.infer<typeof mountSchema>;

export const scenePlacementSchema = z.object({
  /** Which piece: `product:<id>` for a catalogue product, `own:<id>` for a visitor's own piece. */
  key: z.string().min(1).max(64),
  mount: mountSchema,
  /** Centre of the footprint on the floor (for wall pieces: the point of the wall behind it). */
  x: finite,
  z: finite,
  elevationM: z.number().min(0).max(4),
  /** Turn about Y in radians; 0 faces +Z, toward the camera's side of the room. */
  rotation: finite,
  widthM: z.number().positive().max(8),
  depthM: z.number().positive().max(8),
  heightM: z.number().positive().max(4),
  wall: wallSchema.shape.side.optional(),
});
export type ScenePlacement = z.infer<typeof scenePlacementSchema>;
/** Where a piece stands on the floor plan, and the rectangle of floor it covers. */
export type Footprint = Pick<ScenePlacement, 'x' | 'z' | 'rotation' | 'widthM' | 'depthM'>;

/**
 * Why a piece was left out: no free floor, no clear wall, nothing to stand on, no ceiling, its
 * place taken by the pieces placed before it, a lamp with nothing to stand beside, the wall the
 * seats face out of the picture, its only places before a door, kept free, a rug whose only
 * places lay on the visitor's own rug, a table with no seat to sit at it, or a photo too hard to
 * read to know where its floor is free.
 */
export const UNPLACED_CAUSES = [
  'noFloor',
  'noWall',
  'noSurface',
  'noCeiling',
  'crowded',
  'alone',
  'outOfPicture',
  'doorway',
  'rugThere',
  'noSeat',
  'unread',
] as const;
export type UnplacedCause = (typeof UNPLACED_CAUSES)[number];

export const unplacedSchema = z.object({
  key: z.string().min(1).max(64),
  /** French, for the visitor: why this piece is not in the picture. */
  reason: z.string().max(300),
  /** The reason's cause, for tools and tests (scenes saved before it carry only the text). */
  cause: z.enum(UNPLACED_CAUSES).optional(),
  /**
   * Where the visitor may put it anyway, then move it with a finger: in view on the floor (over
   * their own furniture if they choose), or where it stood before they took it out.
   */
  proposal: scenePlacementSchema.optional(),
});
export type Unplaced = z.infer<typeof unplacedSchema>;

export const sceneDescriptionSchema = z.object({
  version: z.literal(1),
  /**
   * The visitor's photo (its upload id) this scene was read from: its camera and its free floor
   * are that photo's, so POST /api/generate-room draws it on that photo only. Set by POST
   * /api/scene; absent from scenes made before it was (and from the landing's drawn rooms, which
   * are no upload).
   */
  imageId: z.number().int().positive().optional(),
  camera: sceneCameraSchema,
  walls: z.array(wallSchema).max(3),
  /** Absent from scenes saved before doors were read. */
  doors: z.array(doorSchema).max(8).optional(),
  /** Absent from scenes saved before windows were read. */
  windows: z.array(windowSchema).max(4).optional(),
  floor: floorGridSchema,
  /** Height of the ceiling above the floor. */
  ceilingM: z.number().positive().max(8),
  light: sceneLightSchema,
  placements: z.array(scenePlacementSchema).max(40),
  unplaced: z.array(unplacedSchema).max(40),
});
export type SceneDescription = z.infer<typeof sceneDescriptionSchema>;

export type Vec3 = [number, number, number];

interface CameraAxes {
  right: Vec3;
  up: Vec3;
  back: Vec3;
}

/**
 * The axes last worked out for each camera object: the layout and the floor's grid project
 * thousands of points through one camera, and each projection would otherwise take six sines.
 */
const axesOf = new WeakMap<object, { yaw: number; pitch: number; roll: number; axes: CameraAxes }>();

/** Camera axes in world coordinates: right, up, and back (the camera looks along -back). */
export function cameraAxes(camera: Pick<SceneCamera, 'yaw' | 'pitch' | 'roll'>): CameraAxes {
  const known = axesOf.get(camera);
  if (known && known.yaw === camera.yaw && known.pitch === camera.pitch && known.roll === camera.roll)
    return known.axes;
  const axes = axesFor(camera);
  axesOf.set(camera, { yaw: camera.yaw, pitch: camera.pitch, roll: camera.roll, axes });
  return axes;
}

function axesFor(camera: Pick<SceneCamera, 'yaw' | 'pitch' | 'roll'>): CameraAxes {
  const [cy, sy] = [Math.cos(camera.yaw), Math.sin(camera.yaw)];
  const [cp, sp] = [Math.cos(camera.pitch), Math.sin(camera.pitch)];
  const [cr, sr] = [Math.cos(camera.roll), Math.sin(camera.roll)];
  // R = Ry(yaw) · Rx(pitch) · Rz(roll); its columns are the camera's axes in the world.
  const ry = (v: Vec3): Vec3 => [cy * v[0] + sy * v[2], v[1], -sy * v[0] + cy * v[2]];
  const rx = (v: Vec3): Vec3 => [v[0], cp * v[1] - sp * v[2], sp * v[1] + cp * v[2]];
  const rz = (v: Vec3): Vec3 => [cr * v[0] - sr * v[1], sr * v[0] + cr * v[1], v[2]];
  const turn = (v: Vec3) => ry(rx(rz(v)));
  return { right: turn([1, 0, 0]), up: turn([0, 1, 0]), back: turn([0, 0, 1]) };
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Where a world point shows in the image, in pixels; null when it is behind the camera. */
export function projectToImage(camera: SceneCamera, point: Vec3): [number, number] | null {
  const { right, up, back } = cameraAxes(camera);
  const rel: Vec3 = [point[0], point[1] - camera.heightM, point[2]];
  const depth = -dot(rel, back);
  if (depth <= 1e-6) return null;
  return [
    camera.imageWidth / 2 + (camera.focalPx * dot(rel, right)) / depth,
    camera.imageHeight / 2 - (camera.focalPx * dot(rel, up)) / depth,
  ];
}

/** A box in the picture, in pixels. */
export type ImageBox = { left: number; right: number; top: number; bottom: number };

/** The box a set of points covers in the picture, or null when one is behind the camera. */
export function imageBox(camera: SceneCamera, points: readonly Vec3[]): ImageBox | null {
  const seen = points.map((point) => projectToImage(camera, point));
  if (!seen.every((px) => px !== null)) return null;
  const us = seen.map(([u]) => u);
  const vs = seen.map(([, v]) => v);
  return { left: Math.min(...us), right: Math.max(...us), top: Math.min(...vs), bottom: Math.max(...vs) };
}

/** The share of the box `behind` that the box `front` covers in the picture. */
export function coveredShare(front: ImageBox, behind: ImageBox): number {
  const across = Math.min(front.right, behind.right) - Math.max(front.left, behind.left);
  const up = Math.min(front.bottom, behind.bottom) - Math.max(front.top, behind.top);
  return across > 0 && up > 0
    ? (across * up) / ((behind.right - behind.left) * (behind.bottom - behind.top))
    : 0;
}

/** A door's picture on its wall, `sideM` of frame either side; null when part of it is behind the camera. */
export function doorPicture(
  camera: SceneCamera,
  wall: SceneWall,
  door: SceneDoor,
  sideM = 0,
): ImageBox | null {
  const corners = [door.fromM - sideM, door.toM + sideM].flatMap((along) =>
    [0, door.heightM].map((up) => wallPoint(wall, along, up)),
  );
  return imageBox(camera, corners);
}

/** The world direction of the ray through an image pixel. */
export function rayThroughPixel(camera: SceneCamera, u: number, v: number): Vec3 {
  const { right, up, back } = cameraAxes(camera);
  const x = (u - camera.imageWidth / 2) / camera.focalPx;
  const y = -(v - camera.imageHeight / 2) / camera.focalPx;
  return [
    x * right[0] + y * up[0] - back[0],
    x * right[1] + y * up[1] - back[1],
    x * right[2] + y * up[2] - back[2],
  ];
}

/** The floor point seen at an image pixel, or null when the pixel is at or above the horizon. */
export function floorPointAt(camera: SceneCamera, u: number, v: number): { x: number; z: number } | null {
  const ray = rayThroughPixel(camera, u, v);
  if (ray[1] >= -1e-9) return null;
  const t = camera.heightM / -ray[1];
  return { x: ray[0] * t, z: ray[2] * t };
}

/** Image row of the horizon at column u (a level camera puts it at the centre row). */
export function horizonRowAt(camera: SceneCamera, u: number): number {
  const { right, up, back } = cameraAxes(camera);
  // Pixels whose ray is level: right.y·x + up.y·y − back.y = 0, y = −(v − cy)/f.
  const x = (u - camera.imageWidth / 2) / camera.focalPx;
  const y = (back[1] - right[1] * x) / (up[1] || 1e-9);
  return camera.imageHeight / 2 - y * camera.focalPx;
}

/** Pixels per metre of the focal length, for a camera with a given field of view across the long side. */
export function focalFromFov(longSidePx: number, fovRad: number): number {
  return longSidePx / 2 / Math.tan(fovRad / 2);
}

/** The four floor corners of a placement's footprint, turned by its rotation. */
export function footprintCorners(p: Footprint): Array<{
  x: number;
  z: number;
}> {
  const c = Math.cos(p.rotation);
  const s = Math.sin(p.rotation);
  const hw = p.widthM / 2;
  const hd = p.depthM / 2;
  return [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([lx = 0, lz = 0]) => ({ x: p.x + c * lx + s * lz, z: p.z - s * lx + c * lz }));
}

/** How far the wall on that side stands from the camera's foot: infinite when it was not read. */
export function wallDistance(walls: readonly SceneWall[], side: SceneWall['side']): number {
  return walls.find((wall) => wall.side === side)?.distanceM ?? Number.POSITIVE_INFINITY;
}

/** The eight corners of a placement's box in the world, bottom four first. */
export function boxCorners(p: ScenePlacement): Vec3[] {
  const base = footprintCorners(p);
  const bottom = p.elevationM;
  const top = p.elevationM + p.heightM;
  return [...base.map((c): Vec3 => [c.x, bottom, c.z]), ...base.map((c): Vec3 => [c.x, top, c.z])];
}

/** The floor cell a world point falls in, or null outside the grid. */
export function floorCellAt(grid: FloorGrid, x: number, z: number): { col: number; row: number } | null {
  const col = Math.floor((x - grid.originX) / grid.cellM);
  const row = Math.floor((z - grid.originZ) / grid.cellM);
  if (col < 0 || row < 0 || col >= grid.cols || row >= grid.rows) return null;
  return { col, row };
}

export type FloorCellKind = '.' | 'f' | 'r' | 'x' | 'w';

export function floorCell(grid: FloorGrid, col: number, row: number): FloorCellKind {
  if (col < 0 || row < 0 || col >= grid.cols || row >= grid.rows) return '.';
  return (grid.cells[row * grid.cols + col] ?? '.') as FloorCellKind;
}

/** The kind of the floor cell a world point falls in: '.' outside the grid. */
export function floorKindAt(grid: FloorGrid, x: number, z: number): FloorCellKind {
  const cell = floorCellAt(grid, x, z);
  return cell ? floorCell(grid, cell.col, cell.row) : '.';
}

/** How far before a wall the floor read is looked at to find where the wall ends. */
const WALL_FOOT_M = 1;

/**
 * Where along a wall seen a piece may hang (x on the back wall, z on a side one): between the
 * walls seen at its ends or, where one is not seen, as far as the floor read at its foot reaches.
 * Past that the picture shows a wall the analysis did not read: beige-tiles-green-wall's curtains
 * hung on the back wall's plane 1.7 m past its end, before the side wall, in mid-air.
 */
export function wallSpan(
  room: { floor: FloorGrid; walls: readonly SceneWall[] },
  wall: SceneWall,
): [number, number] {
  const { floor } = room;
  let [lo, hi] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let row = 0; row < floor.rows; row++) {
    for (let col = 0; col < floor.cols; col++) {
      if (floorCell(floor, col, row) === '.') continue;
      const [x, z] = [floor.originX + col * floor.cellM, floor.originZ + row * floor.cellM];
      const off =
        wall.side === 'back'
          ? z + wall.distanceM
          : wall.side === 'left'
            ? x + wall.distanceM
            : wall.distanceM - x;
      if (off > WALL_FOOT_M) continue;
      const along = wall.side === 'back' ? x : z;
      lo = Math.min(lo, along);
      hi = Math.max(hi, along + floor.cellM);
    }
  }
  if (lo > hi) [lo, hi] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const end = (side: SceneWall['side']) => room.walls.find((w) => w.side === side)?.distanceM;
  if (wall.side !== 'back') return [-(end('back') ?? -lo), Number.POSITIVE_INFINITY];
  return [-(end('left') ?? -lo), end('right') ?? hi];
}

/**
 * `along` moved so that a piece `half` wide each way lies within a wall's span, or the span's
 * middle when the piece is wider than it.
 */
export function withinSpan([from, to]: [number, number], along: number, half: number): number {
  if (to - from < 2 * half) return (from + to) / 2;
  return Math.min(Math.max(along, from + half), to - half);
}

/** Floor a piece may stand on: free, or under the visitor's rug. */
export const freeCell = (kind: string | undefined) => kind === 'f' || kind === 'r';
