import {
  projectToImage,
  type SceneCamera,
  type SceneDoor,
  type SceneWall,
  type Vec3,
  wallPoint,
} from '../../../../domain/scene.js';
import type { Raster } from './raster.js';

/**
 * Doors in the walls seen: a door is a tall rectangle standing on the floor, its two sides
 * straight edges on the wall from the floor up to about 2 m, a third edge across its top, and
 * nothing going on above it. Looked for on the wall's own plane, with the photo's camera: each
 * edge is followed along the height a door would have there, so that a window (its sill off the
 * floor), a room's corner (up to the ceiling) or a picture (off the floor) are not taken for one.
 * A floor-length opening, a wardrobe or a tall cupboard against the wall read as doors too: the
 * floor before them is a passage, or the room to open them, just the same.
 */

/** Least contrast, in grey levels 0..255, of a door's edge against the wall. */
const EDGE_CONTRAST = 5;
/** Share of a side's heights along which its edge must show, one way (lighter or darker) all along. */
const SIDE_SHARE = 0.8;
const TOP_SHARE = 0.7;
/**
 * An opening in a wall standing on the floor: its width, the height of its top, the heights along
 * which its sides are followed from the floor up (its skirting left below), and whether one the
 * picture cuts, at a side or at its top, is looked for.
 */
interface Opening {
  widthM: readonly [number, number];
  topM: readonly [number, number];
  sidesFromM: number;
  sidesToM: number;
  cut: boolean;
  /** Only an opening darker than the wall around it (a fireplace's firebox). */
  dark: boolean;
}
/** A door, with a phone held 1.2 to 1.6 m up. */
const DOOR: Opening = {
  widthM: [0.6, 1.3],
  topM: [1.7, 2.5],
  sidesFromM: 0.2,
  sidesToM: 1.65,
  cut: true,
  dark: false,
};
/**
 * A fireplace's opening (or its surround, the mantel's underside): as wide as a door or wider, its
 * top 0.5 to 1.1 m up, over the hearth. Nothing stands before it, as before a door.
 */
const HEARTH: Opening = {
  widthM: [0.5, 1.6],
  topM: [0.5, 1.1],
  sidesFromM: 0.15,
  sidesToM: 0.4,
  cut: false,
  dark: true,
};
/** The height given to a door whose top is out of the picture. */
const DOOR_HEIGHT_M = 2.05;
/**
 * A door the picture's side cuts: the least of it seen, for its top to be read across, and the
 * width it is given (the usual door's) when less of it is seen.
 */
const CUT_DOOR_SEEN_M = 0.15;
const CUT_INSET_M = 0.06;
const CUT_DOOR_WIDTH_M = 0.9;
/** Steps along the wall and up it. */
const ALONG_STEP_M = 0.02;
const UP_STEP_M = 0.05;
/** Pixels either side of a point the contrast is read across. */
const ACROSS_PX = 2.5;
/**
 * How far, per metre up, a side may stray from the wall's vertical as the camera read it: a
 * degree or two of error in its tilt moves a door's edge by several centimetres over its height.
 */
const TILTS = [-0.08, -0.06, -0.04, -0.02, 0, 0.02, 0.04, 0.06, 0.08];

interface Side {
  /** Where it stands along the wall 1 m up, and how far it strays along it per metre up. */
  at: number;
  tilt: number;
  /** Mean contrast across the edge, signed: positive when lighter past it, along the wall. */
  contrast: number;
}

/** The doors of the walls seen, each as its span along its wall; `camera` in the raster's pixels. */
export function findDoors(
  raster: Raster,
  camera: SceneCamera,
  walls: readonly SceneWall[],
  standsOnFloor: (hearth: SceneDoor) => boolean = () => true,
): SceneDoor[] {
  return walls.flatMap((wall) => {
    const doors = openingsOf(raster, camera, wall, walls, DOOR);
    // A fireplace under a door's top (a door's lower panel) is that door.
    const hearths = openingsOf(raster, camera, wall, walls, HEARTH).filter(
      (h) => !doors.some((d) => d.fromM < h.toM && h.fromM < d.toM) && standsOnFloor(h),
    );
    return [...doors, ...hearths];
  });
}

/** The openings of one shape in a wall. */
function openingsOf(
  raster: Raster,
  camera: SceneCamera,
  wall: SceneWall,
  walls: readonly SceneWall[],
  opening: Opening,
): SceneDoor[] {
  {
    const onWall = wallPoints(wall, walls);
    const found: Array<SceneDoor & { strength: number }> = [];
    for (const { left, right, cut } of doorSides(raster, camera, onWall, opening)) {
      const top = topOf(raster, camera, onWall, opening, left, right, cut);
      if (top === null) continue;
      // With one side only, its leaf must be plain too: a window over a chest of drawers, cut by
      // the picture, has a side and a top of its own.
      if (cut && !plainLeaf(raster, camera, onWall, opening, left, right, top)) continue;
      const door = {
        side: wall.side,
        // Cut by the picture, it is given a whole door's width beyond it.
        fromM: cut === left ? Math.min(left.at, right.at - CUT_DOOR_WIDTH_M) : left.at,
        toM: cut === right ? Math.max(right.at, left.at + CUT_DOOR_WIDTH_M) : right.at,
        heightM: top,
        strength: [left, right].reduce((sum, side) => sum + (side === cut ? 0 : Math.abs(side.contrast)), 0),
      };
      // Of two readings of one door (its frame's outer and inner edges, the room's corner beside
      // it), the one whose sides step the most.
      const same = found.findIndex((d) => d.fromM < door.toM && door.fromM < d.toM);
      if (same < 0) found.push(door);
      else if (door.strength > (found[same] as typeof door).strength) found[same] = door;
    }
    return found.map(({ strength: _, ...door }) => door);
  }
}

/**
 * The pairs of edges a door could stand between: two sides seen a door's width apart, stepping
 * opposite ways (the door lighter or darker than the wall on both), or one side seen and the
 * picture's edge (`cut`), where the wall runs on out of the picture, not into a corner.
 */
function* doorSides(
  raster: Raster,
  camera: SceneCamera,
  onWall: ReturnType<typeof wallPoints>,
  opening: Opening,
): Generator<{ left: Side; right: Side; cut?: Side }> {
  const { sides, seenFrom, seenTo } = edgesUp(raster, camera, onWall, opening);
  const [least, most] = opening.widthM;
  for (const left of sides)
    for (const right of sides) {
      const width = right.at - left.at;
      if (width < least || width > most || Math.sign(left.contrast) === Math.sign(right.contrast)) continue;
      // Darker past the left side, lighter past the right: darker inside.
      if (!opening.dark || left.contrast < 0) yield { left, right };
    }
  if (!opening.cut) return;
  // The picture's edge a little inward: up at a door's top, the wall's verticals lean out of it.
  const [edgeFrom, edgeTo] = [seenFrom + CUT_INSET_M, seenTo - CUT_INSET_M];
  for (const side of sides) {
    if (seenTo < onWall.to - 0.1 && edgeTo - side.at >= CUT_DOOR_SEEN_M && edgeTo - side.at <= most) {
      const cut = { at: edgeTo, tilt: 0, contrast: -side.contrast };
      yield { left: side, right: cut, cut };
    }
    if (seenFrom > onWall.from + 0.1 && side.at - edgeFrom >= CUT_DOOR_SEEN_M && side.at - edgeFrom <= most) {
      const cut = { at: edgeFrom, tilt: 0, contrast: -side.contrast };
      yield { left: cut, right: side, cut };
    }
  }
}

/** Most share of a door's leaf where an edge runs across it: a handle, a panel's moulding. */
const LEAF_EDGES = 0.2;

/** Whether the part of the wall between two sides, up to a door's top, is as plain as a door's leaf. */
function plainLeaf(
  raster: Raster,
  camera: SceneCamera,
  onWall: WallPoint,
  opening: Opening,
  left: Side,
  right: Side,
  top: number,
): boolean {
  let edges = 0;
  let count = 0;
  for (const up of heights(opening.sidesFromM, top - 0.15)) {
    const from = sideAt(left, up);
    const width = sideAt(right, up) - from;
    for (let i = 1; i <= 4; i++) {
      const contrast = contrastAt(raster, camera, onWall, from + (width * i) / 5, up, 'up');
      if (contrast === null) continue;
      count++;
      if (Math.abs(contrast) >= EDGE_CONTRAST) edges++;
    }
  }
  return count > 0 && edges <= LEAF_EDGES * count;
}

/** A point of the wall's plane: `along` it (x on the back wall, z on a side wall) and `up` from the floor. */
type WallPoint = (along: number, up: number) => Vec3;

/** The wall's points, and the part of it between the other walls seen (or 5 m either way). */
function wallPoints(wall: SceneWall, walls: readonly SceneWall[]): WallPoint & { from: number; to: number } {
  const distanceOf = (side: SceneWall['side'], fallback: number) =>
    walls.find((w) => w.side === side)?.distanceM ?? fallback;
  const span =
    wall.side === 'back'
      ? { from: -distanceOf('left', 5), to: distanceOf('right', 5) }
      : { from: -distanceOf('back', 8), to: -0.3 };
  return Object.assign((along: number, up: number) => wallPoint(wall, along, up), span);
}

/** Grey level at a point of the raster, between its pixels. */
function greyAt(raster: Raster, u: number, v: number): number | null {
  const x = u - 0.5;
  const y = v - 0.5;
  if (x < 0 || y < 0 || x >= raster.width - 1 || y >= raster.height - 1) return null;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * raster.width + x0;
  const g = raster.gray;
  return (
    (g[i] as number) * (1 - fx) * (1 - fy) +
    (g[i + 1] as number) * fx * (1 - fy) +
    (g[i + raster.width] as number) * (1 - fx) * fy +
    (g[i + raster.width + 1] as number) * fx * fy
  );
}

/**
 * Contrast across the wall at a point, along the wall (`across` 'along': a side's edge) or up it
 * (a top's edge): the grey level a pixel and a half past the point less the one before it.
 */
function contrastAt(
  raster: Raster,
  camera: SceneCamera,
  onWall: WallPoint,
  along: number,
  up: number,
  across: 'along' | 'up',
): number | null {
  const p = projectToImage(camera, onWall(along, up));
  const q =
    across === 'along'
      ? projectToImage(camera, onWall(along + 0.01, up))
      : projectToImage(camera, onWall(along, up + 0.01));
  if (!p || !q) return null;
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
  const du = ((q[0] - p[0]) / len) * ACROSS_PX;
  const dv = ((q[1] - p[1]) / len) * ACROSS_PX;
  const past = greyAt(raster, p[0] + du, p[1] + dv);
  const before = greyAt(raster, p[0] - du, p[1] - dv);
  return past === null || before === null ? null : past - before;
}

/** Whether `values` step one way, by `least` grey levels or more, on `share` of them; their mean. */
function steady(values: readonly (number | null)[], share: number, least = EDGE_CONTRAST): number | null {
  if (values.some((v) => v === null)) return null;
  const mean = (values as number[]).reduce((s, v) => s + v, 0) / values.length;
  const along = (values as number[]).filter((v) => Math.sign(v) === Math.sign(mean) && Math.abs(v) >= least);
  return along.length >= share * values.length ? mean : null;
}

/** Where a side stands along the wall at a height. */
const sideAt = (side: Pick<Side, 'at' | 'tilt'>, up: number) => side.at + side.tilt * (up - 1);

const heights = (from: number, to: number) =>
  Array.from(
    { length: Math.max(0, Math.floor((to - from) / UP_STEP_M) + 1) },
    (_, i) => from + i * UP_STEP_M,
  );

/** The straight edges rising from the floor along the wall: the strongest of each few centimetres. */
function edgesUp(
  raster: Raster,
  camera: SceneCamera,
  onWall: ReturnType<typeof wallPoints>,
  opening: Opening,
): { sides: Side[]; seenFrom: number; seenTo: number } {
  const ups = heights(opening.sidesFromM, opening.sidesToM);
  const found: Array<Side | null> = [];
  // The part of the wall in the picture, a door's height up.
  let seenFrom = Number.POSITIVE_INFINITY;
  let seenTo = Number.NEGATIVE_INFINITY;
  // On a grid fixed on the wall, not from its ends: a side wall read a centimetre farther would
  // move every sample and could lose a door whose edge the old ones caught.
  const [first, last] = [
    Math.ceil((onWall.from + 0.05) / ALONG_STEP_M),
    Math.floor((onWall.to - 0.05) / ALONG_STEP_M),
  ];
  for (let k = first; k <= last; k++) {
    const at = k * ALONG_STEP_M;
    let best: Side | null = null;
    for (const tilt of TILTS) {
      const contrasts = ups.map((up) =>
        contrastAt(raster, camera, onWall, sideAt({ at, tilt }, up), up, 'along'),
      );
      // Upright, the line read tells whether this part of the wall is in the picture.
      if (tilt === 0 && contrasts.every((c) => c !== null)) {
        seenFrom = Math.min(seenFrom, at);
        seenTo = Math.max(seenTo, at);
      }
      const contrast = steady(contrasts, SIDE_SHARE);
      if (contrast !== null && (!best || Math.abs(contrast) > Math.abs(best.contrast)))
        best = { at, tilt, contrast };
    }
    found.push(best);
  }
  // The strongest within 6 cm either way: one edge read at several neighbouring steps is one side.
  const reach = Math.round(0.06 / ALONG_STEP_M);
  const sides = found.filter((side, i): side is Side => {
    if (!side) return false;
    for (let j = Math.max(0, i - reach); j <= Math.min(found.length - 1, i + reach); j++) {
      const other = found[j];
      if (j !== i && other && Math.abs(other.contrast) > Math.abs(side.contrast)) return false;
    }
    return true;
  });
  return { sides, seenFrom, seenTo };
}

/**
 * The height of a door's top between its two sides, or null: an edge across its whole width, the
 * wall past it as the right side's edge says (lighter or darker than the door), the sides rising
 * to it and stopping there. A door whose top the picture cuts off (a phone held low, a room seen
 * close) is one when its sides rise to the picture's edge.
 */
function topOf(
  raster: Raster,
  camera: SceneCamera,
  onWall: WallPoint,
  opening: Opening,
  left: Side,
  right: Side,
  cut?: Side,
): number | null {
  const sign = Math.sign(right.contrast);
  let best: { up: number; contrast: number } | null = null;
  const [lowest, highest] = opening.topM;
  let seenTo = highest;
  for (let up = lowest; up <= highest; up += ALONG_STEP_M) {
    const from = sideAt(left, up);
    const width = sideAt(right, up) - from;
    const across = Array.from({ length: 9 }, (_, i) => from + width * (0.1 + (0.8 * i) / 8));
    const contrasts = across.map((at) => contrastAt(raster, camera, onWall, at, up, 'up'));
    if (contrasts.some((c) => c === null)) {
      seenTo = up - ALONG_STEP_M;
      break;
    }
    const contrast = steady(contrasts, TOP_SHARE);
    if (contrast === null || Math.sign(contrast) !== sign) continue;
    if (!best || Math.abs(contrast) > Math.abs(best.contrast)) best = { up, contrast };
  }
  // A door cut at its top and at its side would be but one edge: a room's corner, a curtain.
  const cutOff = opening.cut && !best && !cut && seenTo < highest;
  if (!best && !cutOff) return null;
  const top = best?.up ?? seenTo;
  for (const side of [left, right]) {
    if (side === cut) continue;
    const along = (ups: number[]) =>
      ups.map((up) => contrastAt(raster, camera, onWall, sideAt(side, up), up, 'along'));
    // The side rises to the top (or to the picture's edge), where it may have strayed a step or
    // two from the line its lower part drew (a phone's JPEG blurs a pale door's edge up there)…
    const rising = heights(opening.sidesToM, top - 0.08).map((up) => {
      const near = [-2, -1, 0, 1, 2].map((k) =>
        contrastAt(raster, camera, onWall, sideAt(side, up) + k * ALONG_STEP_M, up, 'along'),
      );
      return near.some((v) => v === null)
        ? null
        : (near as number[]).reduce(
            (a, b) => (Math.sign(b) === Math.sign(side.contrast) && Math.abs(b) > Math.abs(a) ? b : a),
            0,
          );
    });
    if (steady(rising, 0.6, EDGE_CONTRAST * 0.6) === null) return null;
    // …and stops there: past it, the wall goes on (a corner, a tall piece would go on up).
    const above = along(heights(top + 0.1, top + 0.35));
    if (!cutOff && above.every((v) => v !== null) && steady(above, 0.5) !== null) return null;
  }
  return cutOff ? DOOR_HEIGHT_M : top;
}
