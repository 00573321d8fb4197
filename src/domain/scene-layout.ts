import {
  boxCorners,
  coveredShare,
  doorPicture,
  type FloorCellKind,
  type FloorGrid,
  type Footprint,
  floorCell,
  floorCellAt,
  floorKindAt,
  floorPointAt,
  footprintCorners,
  freeCell,
  horizonRowAt,
  type ImageBox,
  imageBox,
  type Mount,
  projectToImage,
  type SceneCamera,
  type SceneDoor,
  type ScenePlacement,
  type SceneWall,
  type SceneWindow,
  type Unplaced,
  type UnplacedCause,
  wallDistance,
  wallPoint,
  wallSpan,
  withinSpan,
} from './scene.js';

/**
 * How a person furnishes a room, as rules a machine can follow: big pieces against walls, seats
 * facing the TV unit or the coffee table, the rug under them, bedside tables beside the bed, a
 * pendant over the table. Every floor piece stands on free floor (never on the visitor's own
 * furniture, never inside another piece) and in view of the camera.
 */

export type LayoutRole =
  | 'sofa'
  | 'armchair'
  | 'chair'
  | 'coffee-table'
  | 'tv-unit'
  | 'bed'
  | 'nightstand'
  | 'storage'
  | 'dining-table'
  | 'desk'
  | 'accent'
  | 'floor-lamp'
  | 'table-lamp'
  | 'rug'
  | 'wall-decor'
  | 'curtain'
  | 'pendant';

export interface LayoutPiece {
  key: string;
  /** French name, for the reasons given to the visitor. */
  name: string;
  role: LayoutRole;
  widthM: number;
  depthM: number;
  heightM: number;
  /** Usual height of its bottom above the floor: wall pieces' hanging height. */
  elevationM: number;
}

export interface LayoutRoom {
  camera: SceneCamera;
  walls: readonly SceneWall[];
  /** The doors seen: no piece stands in the passage before one, nor hangs over it. */
  doors?: readonly SceneDoor[];
  /** The windows seen: no piece rises before one above its sill, nor hangs over it. */
  windows?: readonly SceneWindow[];
  floor: FloorGrid;
  ceilingM: number;
}

export interface LayoutResult {
  placements: ScenePlacement[];
  unplaced: Unplaced[];
}

const MOUNT_OF: Record<LayoutRole, Mount> = {
  sofa: 'floor',
  armchair: 'floor',
  chair: 'floor',
  'coffee-table': 'floor',
  'tv-unit': 'floor',
  bed: 'floor',
  nightstand: 'floor',
  storage: 'floor',
  'dining-table': 'floor',
  desk: 'floor',
  accent: 'floor',
  'floor-lamp': 'floor',
  'table-lamp': 'floor',
  rug: 'rug',
  'wall-decor': 'wall',
  curtain: 'wall',
  pendant: 'ceiling',
};

/** Anchors first: what the rest of the room is arranged around. */
const ORDER: LayoutRole[] = [
  'bed',
  'sofa',
  'tv-unit',
  'dining-table',
  'desk',
  'storage',
  'coffee-table',
  'armchair',
  'chair',
  'nightstand',
  'accent',
  'floor-lamp',
  'rug',
  'table-lamp',
  'wall-decor',
  'curtain',
  'pendant',
];

/** A TV unit stands with its back to a wall, no farther from it than this. */
const TV_WALL_GAP_M = 0.3;
/**
 * Pieces that stand only with their back to a wall, as a TV unit does: a cabinet, a bookcase, a
 * wardrobe out in the room, seen from its side, is a plank left in the way (a bookcase stood so
 * in a lit room, 2 m before the camera).
 */
const ONLY_AGAINST_WALL: readonly LayoutRole[] = ['tv-unit', 'storage'];
/** Most of a sofa's, a screen's or a coffee table's picture an armchair before it may hide. */
const HIDDEN_SHARE = 0.25;
/** Most of a rug's picture one piece standing before it may hide. */
const RUG_HIDDEN_SHARE = 0.7;
/** A coffee table's size, for the place it will take between the sofa and the screen. */
const TABLE_TO_COME = { widthM: 1, depthM: 0.6, heightM: 0.45 };
/** Where a coffee table stands before the seats: this far from their front. */
const TABLE_AHEAD_M = 0.45;
/** Most a seat of a layout built around the screen turns from the camera: seen from its side, its back hardly. */
const SIDE_ON = (95 * Math.PI) / 180;
/** Where the camera stands, on the floor plan. */
const CAMERA = { x: 0, z: 0 };
/** Farthest a coffee table's near edge stands before the seats' front. */
const TABLE_REACH_M = 1.2;
/** Nearest a TV unit may stand before a seat: from there on, the screen is watched, not stumbled over. */
const TV_VIEWING_M = 1.8;
/** Nearest a coffee table stands before a TV unit: the width of a passage. */
const TV_TABLE_M = 0.75;
/**
 * Nearest a sofa placed after the screen faces it, front to front: as one watches it in a small
 * living room, with a passage before the screen, a coffee table and the sitters' knees between.
 */
const SOFA_FROM_SCREEN_M = 1.5;
/** Farthest a sofa facing the screen stands from it, front to front, in a living room a person furnishes. */
const SOFA_SCREEN_FAR_M = 3;
/** What each metre farther from the screen than the nearest costs a sofa: less than a metre off its wall (1.5). */
const SOFA_FARTHER = 0.3;
/** A sofa's arm and end seat: what of its width the screen it faces does not stand before. */
const SEAT_END_M = 0.3;
/** Farthest the visitor's own furniture reaches from the wall it stands against (a sofa's or a bed's depth and more). */
const AGAINST_WALL_M = 1.2;
/** Farthest a floor lamp with no seat beside it may stand from a wall. */
const LAMP_WALL_GAP_M = 0.5;
/**
 * Farthest from a wall a floor lamp standing beside the visitor's furniture may be: by their sofa's
 * arm or their desk's end, against the same wall, not out on the floor before them beside
 * whatever the photo shows there (the edge of their rug, the end of their coffee table).
 */
const LAMP_BESIDE_WALL_M = 0.8;

/** Farthest from a wall the visitor's furniture standing against it reaches with its back. */
const AGAINST_WALL_GAP_M = 0.3;
/** Least gap between a coffee table with no new sofa and the visitor's furniture. */
const TABLE_CLEAR_M = 0.4;
/** Farthest a coffee table's near edge stands before the seat it serves. */
const TABLE_BEFORE_SEAT_M = 0.6;
/**
 * Least gap between an armchair and the coffee table, room for the sitter's knees, and between an
 * armchair and the sofa: nearer, the two seats read as one sectional sofa. Wedged into the corner
 * between the sofa's arm and the table's end, armchairs stood 12 cm from both (of 178 photos, 29
 * under 0.2 m from the table and 36 from the sofa; random 555-8, 47-3, 4242-3). With 0.3 m from the
 * table, armchairs went to the foreground across the table's near corner, their backs half to the
 * camera (beige-tiles-green-wall, random 2026-3).
 */
const LEGROOM_M = 0.2;
const SEAT_GAP_M = 0.25;
/** Farthest a floor lamp stands from its place beside the arm of the seat it lights. */
const LAMP_REACH_M = 0.6;
/**
 * Farthest behind a seat's back a floor lamp stands hidden by it to the foot, from a camera at
 * eye level: a sofa 0.9 m off the wall, the lamp against the wall behind it (the lit upright cement room).
 */
const LAMP_HIDDEN_M = 1.5;
/** Most a floor lamp stands nearer the camera than the seat it lights. */
const LAMP_NEARER_M = 0.25;
/** What a floor lamp gains in a layout's score per metre farther from the camera. */
const LAMP_AWAY = 0.3;
/** Most a seat set back beside another's arm turns from it: more, it looks at the other's side. */
const TUCKED_TURN = Math.PI / 4;
/** How much nearer the camera than the table a seat may stand: beside it, not before it. */
const FOREGROUND_M = 0.8;
/** What a sofa seen in profile costs, per radian turned away from the camera. */
const SOFA_IN_PROFILE = 1;
/** What a seat with nothing to face costs, per radian turned away from the camera. */
const LONE_SEAT_TURN = 0.5;
/** What a seat seen from straight behind costs in a layout's score: as much as standing 1.2 m off its place. */
const BACK_TO_CAMERA = 3;
/**
 * A new seat keeps this much floor from the visitor's own furniture if the room has such a place:
 * squeezed against their desk chair or their table, it bars the way to it, and in the picture it
 * stands in front of it.
 */
const SEAT_PASSAGE_M = 0.5;
/** What a first seat with no room before it for the coffee table to come costs: as much as standing 1.2 m off its place. */
const NO_ROOM_FOR_TABLE = 3;
/** What a seat squeezed against the visitor's furniture costs in a layout's score: as much as standing 0.5 m off its place. */
const SEAT_CROWDED = 1.25;
/** Space kept free around a piece, so two pieces never touch and a person could pass. */
const CLEARANCE_M = 0.06;
/**
 * Space kept between a piece and the visitor's own furniture. Small: a floor cell is free only
 * when all of it shows floor, so the free cells already stop short of what stands there.
 */
const FURNITURE_CLEARANCE_M = 0.02;
/** Space kept between a piece and the edge of the floor seen. */
const EDGE_CLEARANCE_M = CLEARANCE_M;
/**
 * What an armchair hiding a whole door in the picture costs in a layout's score: as much as
 * standing 3.2 m off its place. At half that, an armchair hiding a third of a door stayed there
 * rather than stand by the visitor's furniture at the table's other end (random photo
 * beige-tiles-green-wall; of 134 photos, the one layout that changes).
 */
const DOOR_HIDDEN = 8;
/**
 * The share of a door's picture armchairs may hide before the layout is made again to free it:
 * an arm over the frame goes unnoticed, a back across a tenth of the door does not.
 */
const DOOR_NOTICED = 0.1;
/** A piece nearer than this to the camera would fill the picture. */
const NEAREST_M = 1.3;
/**
 * The passage kept free before a door: as deep as a door's leaf swings open, and a hand wider
 * than the door either side, for its frame and the hand on the handle.
 */
const DOORWAY_DEPTH_M = 0.8;
const DOORWAY_SIDE_M = 0.1;
/**
 * How far before a window a piece rising above its sill stands in its way (a bookcase, a
 * wardrobe, a lamp: the daylight and the view go), and a hand wider than the window either side
 * for its frame, which the daylight read leaves out. A sofa under a window, below its sill, is
 * where a person puts one.
 */
const WINDOW_BEFORE_M = 1.5;
const WINDOW_SIDE_M = 0.15;
/** How far a piece may rise above a window's sill before it stands in its way. */
const OVER_SILL_M = 0.1;
/** Farthest behind a sofa's back a door's passage is looked for. */
const DOOR_BEHIND_M = 3;

export const UNPLACED_REASONS = {
  noFloor: (name: string) =>
    `Pas assez de sol libre visible pour placer « ${name} » sans toucher vos meubles.`,
  noWall: (name: string) => `Aucun mur assez dégagé n’est visible pour accrocher « ${name} ».`,
  noSurface: (name: string) => `Aucun meuble de la sélection pour poser « ${name} ».`,
  noCeiling: (name: string) => `Le plafond n’est pas visible pour suspendre « ${name} ».`,
  crowded: (name: string) =>
    `Les autres meubles occupent déjà la place où irait « ${name} » : retirez-en un, ou placez-le vous-même.`,
  alone: (name: string) =>
    `Ni siège à éclairer, ni mur ou meuble libre à côté duquel placer « ${name} » : seul au milieu de la pièce, il aurait l’air oublié.`,
  noSeat: (name: string) =>
    `Aucun des sièges choisis avec « ${name} » n’a trouvé de place dans l’image, et une table basse sans siège devant elle aurait l’air oubliée : placez-la vous-même si vous voulez la voir dans l’image.`,
  outOfPicture: (name: string) =>
    `Le mur face aux sièges, où irait « ${name} », n’est pas dans la photo : placez-le vous-même si vous voulez le voir dans l’image.`,
  unread: (name: string) =>
    `La photo ne se lit pas assez pour placer « ${name} » sans risquer de le poser sur vos meubles : placez-le vous-même si vous voulez le voir dans l’image.`,
  rugThere: (name: string) =>
    `Votre tapis occupe déjà la place où irait « ${name} » : placez-le vous-même par-dessus si vous voulez le voir dans l’image.`,
  doorway: (name: string) =>
    `La seule place visible pour « ${name} » est devant une porte, à laisser libre : placez-le vous-même si vous voulez le voir dans l’image.`,
} as const satisfies Record<UnplacedCause, (name: string) => string>;

interface Occupied {
  placement: ScenePlacement;
  role: LayoutRole;
}

export function layOutScene(room: LayoutRoom, pieces: readonly LayoutPiece[]): LayoutResult {
  // A sofa no wall takes wholly in the picture may run on past its side or its foot, its back to
  // a wall (`sofaPastFrame`): in a room seen across a corner, the side wall runs out of the
  // picture before a 2.2 m sofa's length, and no sofa was placed, the visitor's main piece. That
  // layout is kept when it places the sofa and as many pieces (on 178 photos, 7 sofas gained, an
  // armchair lost for each but one), counting only what furnishes the room (`furnishing`). Facing
  // the camera out in the room, cut by the frame, a sofa stood 1.7 m before the back wall, a thing
  // left in the way (tiles-landscape): not so.
  const plain = layOut(room, pieces, {});
  const pastFrame =
    pieces.some((p) => p.role === 'sofa') && !anchorOf(plain.layout.placed, 'sofa')
      ? layOut(room, pieces, { sofaPastFrame: true })
      : undefined;
  const sofaGained =
    pastFrame &&
    anchorOf(pastFrame.layout.placed, 'sofa') &&
    furnishing(pastFrame.layout) >= furnishing(plain.layout);
  const base: FloorRules = sofaGained ? { sofaPastFrame: true } : {};
  const first = sofaGained ? pastFrame : plain;
  // A sofa pulled off the wall to keep a door's passage free still bars the way, its back across
  // the door: the layout is made again with no sofa before a door, and kept when it places every
  // piece the first placed, or as many losing only the lamp (`placesAllButALamp`), and its sofa is
  // not farther out in the room (`offWallNoMore`). (Measured on 130 photos: 13 layouts change, the
  // sofa along a side wall or beside the door; the lamp's leeway, on 110 more: 2 change.) Made
  // again so, the sofa may run on past the picture's side, against the wall beside the door
  // (`roomFit`): on 166 photos, sofas with a door's passage behind them 29 → 20, armchairs 94 → 103.
  // Or past the side or the foot, its back to a side wall: on 178 photos, 9 more layouts change,
  // sofas with a door's passage behind them 21 → 17.
  const sofa = anchorOf(first.layout.placed, 'sofa');
  const offDoors =
    sofa && doorBehind(room, sofa) ? layOut(room, pieces, { ...base, sofaOffDoors: true }) : undefined;
  const doorFree =
    offDoors &&
    sofa &&
    placesAllButALamp(offDoors.layout, first.layout) &&
    offWallNoMore(room, offDoors.layout, sofa)
      ? offDoors
      : undefined;
  const rules: FloorRules = doorFree ? { ...base, sofaOffDoors: true } : base;
  const chosen = doorFree ?? first;
  // An armchair standing before a door in the picture reads as barring it, even with its doorway
  // clear on the floor. The layout is made again with armchairs kept off the doors' pictures, and
  // kept only when it places every piece the first placed, the lamp still by a seat: no door freed
  // is worth a table left out. Not the sofa's picture: the group stands around it, and a sofa kept
  // off a door's picture went in profile across the room, the armchair before the TV unit (tried
  // on 38 rooms); only a sofa on the floor before a door is moved, above.
  const hidden = doorsHiddenByArmchairs(room, chosen.layout.placed);
  if (hidden < DOOR_NOTICED)
    return explained(room, pieces, pushedBack(room, chosen.layout, rules), chosen.causes);
  const doorsKept = layOut(room, pieces, { ...rules, doorsKept: true });
  // Freed enough: half of what was hidden, or below what is noticed (an arm over the frame; random
  // 2026-5's armchair hid 13 % of the door, moved 20 cm it hides 8 %, and stayed before it).
  const stillHidden = doorsHiddenByArmchairs(room, doorsKept.layout.placed);
  const kept =
    placesAll(doorsKept.layout, chosen.layout) &&
    (lampBySeat(doorsKept.layout) || !lampBySeat(chosen.layout)) &&
    (stillHidden <= hidden / 2 || stillHidden < DOOR_NOTICED);
  const { layout, causes } = kept ? doorsKept : chosen;
  return explained(room, pieces, pushedBack(room, layout, rules), causes);
}

/**
 * How many pieces a layout places that furnish the room: a coffee table with no seat placed does
 * not (before nothing, it looks forgotten). In random 7-19 with a bookcase chosen, the sofa fits
 * only running on past the picture's side, beside the bookcase and on the rug; the layout without
 * it placed the TV unit, a coffee table before no seat, the bookcase and the rug, and was kept:
 * four pieces against three, and no seat in the room.
 */
function furnishing(layout: { placed: readonly Occupied[] }): number {
  const seated = anchorOf(layout.placed, 'sofa', 'armchair') !== undefined;
  return layout.placed.filter((o) => seated || o.role !== 'coffee-table').length;
}

/**
 * Whether a layout's sofa stands with its back near a wall: no farther off one than the sofa it
 * replaces, or within `SOFA_BACK_NEAR_M` of one. Moved off a door with no wall to back onto, a
 * sofa went 3 m out into the room, the coffee table at the lens (random room 13-10).
 */
function offWallNoMore(
  room: LayoutRoom,
  layout: { placed: readonly Occupied[] },
  than: ScenePlacement,
): boolean {
  const sofa = anchorOf(layout.placed, 'sofa');
  if (sofa === undefined) return false;
  // Its back to a wall out of the picture (a side wall not seen), it may well stand against it.
  const gap = backGap(room, sofa);
  return !Number.isFinite(gap) || gap <= Math.max(backGap(room, than), SOFA_BACK_NEAR_M);
}

/** How far behind a piece's back, straight back from the middle of it, the first wall seen stands; infinite when none is. */
function backGap(room: LayoutRoom, p: ScenePlacement): number {
  const [dx, dz] = [-Math.sin(p.rotation), -Math.cos(p.rotation)];
  const [bx, bz] = [p.x + (dx * p.depthM) / 2, p.z + (dz * p.depthM) / 2];
  const gaps = room.walls.map((wall) => {
    // How far along the way back the wall's line is crossed: never, for a wall the way back runs
    // away from or meets at a glancing angle (more than 45° off square): the piece's back is not to it.
    const [towards, left] =
      wall.side === 'back'
        ? [-dz, bz + wall.distanceM]
        : wall.side === 'left'
          ? [-dx, bx + wall.distanceM]
          : [dx, wall.distanceM - bx];
    return towards > Math.SQRT1_2 && left >= -0.01 ? left / towards : Number.POSITIVE_INFINITY;
  });
  return Math.max(0, Math.min(...gaps));
}

/** Farthest off a wall a sofa moved off a door may stand, its back still reading as near the wall. */
const SOFA_BACK_NEAR_M = 1.2;

/**
 * Whether a layout places every piece another placed, or as many pieces, none lost but a floor
 * lamp: a sofa barring a door is worse than a lamp left out for the TV unit gained.
 */
function placesAllButALamp(
  layout: { placed: readonly Occupied[] },
  than: { placed: readonly Occupied[] },
): boolean {
  const keys = new Set(layout.placed.map((o) => o.placement.key));
  const lost = than.placed.filter((o) => !keys.has(o.placement.key));
  return (
    lost.length === 0 ||
    (layout.placed.length >= than.placed.length && lost.every((o) => o.role === 'floor-lamp'))
  );
}

/** Whether a layout places every piece another placed. */
function placesAll(layout: { placed: readonly Occupied[] }, than: { placed: readonly Occupied[] }): boolean {
  const keys = new Set(layout.placed.map((o) => o.placement.key));
  return than.placed.every((o) => keys.has(o.placement.key));
}

/**
 * Whether the passage before a door lies behind a seat, however far (`DOOR_BEHIND_M`): the seat
 * pulled off the wall before the door, its back across the way out.
 */
function doorBehind(room: LayoutRoom, seat: ScenePlacement): boolean {
  const back = seat.depthM / 2 + DOOR_BEHIND_M / 2;
  return inDoorway(room, {
    x: seat.x - Math.sin(seat.rotation) * back,
    z: seat.z - Math.cos(seat.rotation) * back,
    rotation: seat.rotation,
    widthM: seat.widthM,
    depthM: DOOR_BEHIND_M,
  });
}

/** The layout of the pieces, and the reason each piece it leaves out was left out, where known. */
function layOut(
  room: LayoutRoom,
  pieces: readonly LayoutPiece[],
  rules: FloorRules,
  order: readonly LayoutRole[] = ORDER,
): { layout: { placed: Occupied[]; left: LayoutPiece[] }; causes: ReadonlyMap<LayoutPiece, UnplacedCause> } {
  const first = placeInOrder(room, pieces, order, rules);
  const causes = new Map(first.left.map((piece) => [piece, causeFor(room, piece, first.placed, pieces)]));
  // The pieces placed first may take the only place another needed (a lamp's, beside the wall):
  // each piece left out for that is tried first, and a layout placing the same anchors and more
  // pieces is kept. Not a seat, the TV unit nor the coffee table: the rules between seats, table
  // and screen are checked on the piece placed last, and a seat placed first turned its back to
  // the camera, the TV unit the sofa's, the sofa its back to the table. Curtains, which have one
  // place, at the window, are hung first also when that costs only the floor lamp, which stood
  // in their folds (dark-tiles-yellow, planks-portrait, cement-landscape: 3 layouts of 116 with
  // sofa, armchair, table, rug, curtains and lamp; curtains at a window 33 → 36).
  let best = first;
  const tried = new Set<LayoutRole>();
  for (const [{ role }, cause] of causes) {
    if (cause !== 'crowded' && cause !== 'alone' && cause !== 'doorway') continue;
    if (isSeat(role) || ['chair', 'tv-unit', 'coffee-table'].includes(role) || tried.has(role)) continue;
    tried.add(role);
    const other = placeInOrder(room, pieces, [role, ...order.filter((r) => r !== role)], rules);
    const gains =
      other.placed.length > best.placed.length ||
      (role === 'curtain' && anchorOf(other.placed, 'curtain') && placesAllButALamp(other, best));
    if (gains && keepsAnchors(other, best) && !lampBehindSeat(other)) best = other;
  }
  // A group with no seat is a TV unit and a table nobody sits at: when the pieces placed before
  // the armchair took its every place, or left it only the passage before a door (random 777-2:
  // a TV unit facing nobody, a lamp and a rug), it is placed before them, alone or right after one
  // piece that stands by the wall (the lamp there, the armchair before it). Of those layouts, the
  // one seating someone with most pieces is kept if it places as many and keeps every anchor but
  // the TV unit (a bed, a desk is not given up for an armchair).
  const armchairDisplaced = [...causes].some(
    ([piece, cause]) => piece.role === 'armchair' && (cause === 'crowded' || cause === 'doorway'),
  );
  if (armchairDisplaced && !best.placed.some((o) => isSeat(o.role))) {
    const unseated = best;
    const leads = [...new Set(pieces.map((p) => p.role).filter((r) => LEADS_BEFORE_SEAT.includes(r)))];
    const seated = [[], ...leads.map((r) => [r])]
      .map((lead) =>
        placeInOrder(
          room,
          pieces,
          [...lead, 'armchair', ...ORDER.filter((r) => r !== 'armchair' && !lead.includes(r))],
          rules,
        ),
      )
      .filter(
        (layout) =>
          layout.placed.some((o) => isSeat(o.role)) &&
          layout.placed.length >= unseated.placed.length &&
          keepsAnchors(layout, unseated, 'tv-unit') &&
          !lampBehindSeat(layout),
      );
    for (const layout of seated)
      if (best === unseated || layout.placed.length > best.placed.length) best = layout;
  }
  // Seats against the back wall face the camera, and the screen they watch would stand behind
  // it: the TV unit is left out in most photos. A layout built around the screen (the TV unit
  // against a side wall, the sofa across the room facing it, seen from its side) is kept when it
  // places the TV unit and as many pieces, every other anchor still placed.
  if (!rules.screenFirst && pieces.some((p) => p.role === 'tv-unit') && !anchorOf(best.placed, 'tv-unit')) {
    const around = layOut(room, pieces, { ...rules, screenFirst: true }, SCREEN_FIRST);
    if (
      anchorOf(around.layout.placed, 'tv-unit') &&
      around.layout.placed.length >= best.placed.length &&
      keepsAnchors(around.layout, best)
    )
      return around;
  }
  return { layout: best, causes: best === first ? causes : new Map() };
}

/** Whether a floor lamp stands beside a seat's arm, where it lights a reader. */
function lampBySeat({ placed }: { placed: readonly Occupied[] }): boolean {
  const lamp = anchorOf(placed, 'floor-lamp');
  return (
    !!lamp &&
    placed.some(
      (o) => isSeat(o.role) && distance(lamp, besideNearest(o.placement, lamp, lamp)) <= LAMP_REACH_M,
    )
  );
}

/**
 * The order of a layout built around the screen: the TV unit first, the seats then facing it, the
 * armchair before the table: placed after it, the table in the middle of the group left the
 * armchair no place that hid neither the sofa nor the screen (random 7-11, cement 47-4).
 */
const SCREEN_FIRST: readonly LayoutRole[] = [
  'tv-unit',
  'sofa',
  'armchair',
  ...ORDER.filter((r) => !['tv-unit', 'sofa', 'armchair'].includes(r)),
];

/** The pieces tried before a lone armchair: one standing by the wall, the armchair then before it. */
const LEADS_BEFORE_SEAT: readonly LayoutRole[] = ['floor-lamp', 'storage', 'accent', 'nightstand'];

/**
 * Whether a floor lamp stands right behind a seat, within its width: placed first, it may take a
 * place by the wall that a seat placed after it then stands before, pulled off the wall, the
 * lamp's pole rising out of the sofa's back. (Behind a seat's end, it stands as one puts a lamp.)
 */
function lampBehindSeat({ placed }: { placed: readonly Occupied[] }): boolean {
  const lamp = anchorOf(placed, 'floor-lamp');
  return !!lamp && !!seatHiding(placed, lamp, LAMP_REACH_M, 'width');
}

/**
 * A floor lamp placed before the seats, to find it a place by a wall, may be left behind one
 * pulled off that wall (kept off a door's passage): the seat hides its foot in the picture, its
 * pole rising out of the seat's back. When the seats have been placed so, the lamp is placed again
 * among the rest, by an arm (`LAMP_REACH_M`); where the room has no such place and it stands
 * behind the seat's middle, it slides along its wall to behind the seat's end, where one puts a
 * lamp; else it stays.
 */
function lampToArm(
  room: LayoutRoom,
  placed: Occupied[],
  selection: readonly LayoutPiece[],
  rules: FloorRules,
): void {
  const at = placed.findIndex((o) => o.role === 'floor-lamp');
  const lamp = placed[at]?.placement;
  const seat = lamp && seatHiding(placed, lamp, LAMP_HIDDEN_M, 'either');
  const piece = selection.find((p) => p.key === lamp?.key);
  if (!lamp || !seat || !piece) return;
  const others = placed.filter((_, i) => i !== at);
  const byArm = placePiece(room, piece, others, selection, rules);
  const moved =
    byArm && !seatHiding(others, byArm, LAMP_HIDDEN_M, 'width')
      ? byArm
      : seatHiding(placed, lamp, LAMP_HIDDEN_M, 'middle') && slidBehindEnd(room, lamp, seat, others);
  if (moved) placed[at] = { placement: moved, role: 'floor-lamp' };
}

/**
 * The seat a floor lamp stands behind, within `reach` of its back: all of the lamp within the
 * seat's width (`width`), its middle within the seat's middle half (`middle`), or `either`.
 */
function seatHiding(
  placed: readonly Occupied[],
  lamp: ScenePlacement,
  reach: number,
  within: 'width' | 'middle' | 'either',
): ScenePlacement | undefined {
  return placed.find((o) => {
    if (!isSeat(o.role) || o.placement === lamp) return false;
    const { across, forward } = localOf(o.placement, lamp);
    const back = -o.placement.depthM / 2;
    const width = (o.placement.widthM - lamp.widthM) / 2;
    const half = o.placement.widthM / 4;
    const inside = within === 'width' ? width : within === 'middle' ? half : Math.max(width, half);
    return forward < back && forward > back - reach && Math.abs(across) < inside;
  })?.placement;
}

/**
 * The lamp slid along the seat's back, the least way either side, until it stands behind the
 * seat's end (its own outer side at the end's), on free floor, in view, clear of the rest and of
 * the doors; or null.
 */
function slidBehindEnd(
  room: LayoutRoom,
  lamp: ScenePlacement,
  seat: ScenePlacement,
  others: readonly Occupied[],
): ScenePlacement | null {
  const side = { x: Math.cos(seat.rotation), z: -Math.sin(seat.rotation) };
  const { across } = localOf(seat, lamp);
  const end = seat.widthM / 2 - lamp.widthM / 2;
  const steps = Array.from({ length: Math.ceil(lamp.widthM / 0.05) + 1 }, (_, i) => end + i * 0.05);
  const wall = wallFit(room, lamp.x, lamp.z, extentOf(lamp, lamp.rotation), lamp.rotation);
  const backToWall = wall.gap <= TV_WALL_GAP_M;
  const tries = steps.flatMap((to) => [to, -to]).sort((a, b) => Math.abs(a - across) - Math.abs(b - across));
  for (const to of tries) {
    const p = { ...lamp, x: lamp.x + side.x * (to - across), z: lamp.z + side.z * (to - across) };
    if (
      fitsAmong(p, others, 'floor-lamp') &&
      !inDoorway(room, p) &&
      !beforeWindow(room, p) &&
      standsOnFreeFloor(room.floor, p) &&
      inView(room.camera, p) === 1 &&
      !hidesDoor(room, p) &&
      clearOfFloorEdge(room, p, backToWall)
    )
      return p;
  }
  return null;
}

/** What the rest is arranged around: a layout that drops one for more pieces is not kept. */
const ANCHORS: readonly LayoutRole[] = ['bed', 'sofa', 'tv-unit', 'dining-table', 'desk'];

/** Whether a layout places every anchor another placed (`but` one role that may make way). */
function keepsAnchors(
  layout: { placed: readonly Occupied[] },
  than: { placed: readonly Occupied[] },
  but?: LayoutRole,
) {
  const keys = new Set(layout.placed.map((o) => o.placement.key));
  return than.placed.every((o) => keys.has(o.placement.key) || !ANCHORS.includes(o.role) || o.role === but);
}

/** Each piece in turn, in the order of its role, placed among those placed before it. */
function placeInOrder(
  room: LayoutRoom,
  pieces: readonly LayoutPiece[],
  order: readonly LayoutRole[],
  rules: FloorRules,
): { placed: Occupied[]; left: LayoutPiece[] } {
  const queue = [...pieces].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
  const placed: Occupied[] = [];
  const left: LayoutPiece[] = [];
  while (queue.length > 0) {
    const piece = queue.shift() as LayoutPiece;
    // With no new sofa standing, a coffee table has no seat of its own to stand before: it waits
    // for the armchair, which turns to the visitor's furniture, and stands before it. Placed first,
    // it stood wherever the floor was free, often beside the visitor's own table, in the armchair's place.
    const seatAfter = queue.findLastIndex((p) => p.role === 'armchair');
    if (piece.role === 'coffee-table' && seatAfter >= 0 && !placed.some((o) => o.role === 'sofa')) {
      queue.splice(seatAfter + 1, 0, piece);
      continue;
    }
    const placement =
      placePiece(room, piece, placed, pieces, rules) ??
      (piece.role === 'armchair' ? besideSlidTable(room, piece, placed, pieces, rules) : null);
    if (placement) placed.push({ placement, role: piece.role });
    else left.push(piece);
    // The seats all placed, a lamp placed before them is looked at again: by then the armchair
    // has taken its place by the sofa, and the lamp moved to the sofa's arm does not take it.
    if (isSeat(piece.role) && !queue.some((p) => isSeat(p.role))) lampToArm(room, placed, pieces, rules);
  }
  return { placed, left };
}

/** How far the coffee table may slide along the sofa's front to make an armchair a place, least first. */
const TABLE_SLIDES = [0.1, -0.1, 0.2, -0.2, 0.3, -0.3];

/**
 * An armchair with no place by the group: the coffee table slid along the sofa's front
 * (`TABLE_SLIDES`), the least way that makes the armchair a place, its knees clear of the table
 * (`LEGROOM_M`). The table stays before the sofa, within its length, where the room takes it. The
 * table slid is put in `placed`; null when no slide makes a place. Centred before a sofa that
 * stood near a wall, the table left the armchair no place between its end and the wall (random
 * 555-8, 47-3).
 */
function besideSlidTable(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: Occupied[],
  selection: readonly LayoutPiece[],
  rules: FloorRules,
): ScenePlacement | null {
  const at = placed.findIndex((o) => o.role === 'coffee-table');
  const table = placed[at]?.placement;
  const sofa = anchorOf(placed, 'sofa');
  if (!table || !sofa) return null;
  const others = placed.filter((_, i) => i !== at);
  const along = { x: Math.cos(sofa.rotation), z: -Math.sin(sofa.rotation) };
  for (const by of TABLE_SLIDES) {
    const slid = { ...table, x: table.x + along.x * by, z: table.z + along.z * by };
    const reach = Math.abs(localOf(sofa, slid).across) + extentOf(slid, slid.rotation - sofa.rotation).x / 2;
    if (reach > sofa.widthM / 2 || !fitsAmong(slid, others, 'coffee-table') || !roomFit(room, slid)) continue;
    const withSlid = [...others, { placement: slid, role: 'coffee-table' as const }];
    const chair = placePiece(room, piece, withSlid, selection, rules);
    if (chair) {
      placed[at] = { placement: slid, role: 'coffee-table' };
      return chair;
    }
  }
  return null;
}

/**
 * The layout kept, with the reason each piece was left out (`known`: those already found) and a
 * place of its own for each, to be put in by hand.
 */
function explained(
  room: LayoutRoom,
  pieces: readonly LayoutPiece[],
  { placed, left }: { placed: readonly Occupied[]; left: readonly LayoutPiece[] },
  known: ReadonlyMap<LayoutPiece, UnplacedCause>,
): LayoutResult {
  const taken = [...placed];
  const unplaced: Unplaced[] = left.map((piece) => {
    const cause = known.get(piece) ?? causeFor(room, piece, placed, pieces);
    // A rug left out for the visitor's own is proposed where it would have lain, over that one.
    const proposal =
      (cause === 'rugThere' ? rugUnder(withoutRugs(room), piece, taken) : null) ??
      proposalFor(room, piece, taken);
    if (proposal) taken.push({ placement: proposal, role: piece.role });
    return {
      key: piece.key,
      reason: UNPLACED_REASONS[cause](piece.name),
      cause,
      ...(proposal ? { proposal } : {}),
    };
  });
  const byKey = new Map(placed.map((o) => [o.placement.key, o.placement]));
  return {
    placements: pieces.flatMap((p) => byKey.get(p.key) ?? []),
    unplaced,
  };
}

function causeFor(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
  selection: readonly LayoutPiece[],
): UnplacedCause {
  switch (MOUNT_OF[piece.role]) {
    case 'wall':
      // Its place was taken by the pieces placed before it: curtains at a window a sofa stands at
      // (not a wall's end, where they go only for want of a window).
      return (piece.role === 'curtain' ? atWindow : onWall)(room, piece, []) ? 'crowded' : 'noWall';
    case 'ceiling':
      return 'noCeiling';
    default:
      if (piece.role === 'table-lamp') return 'noSurface';
      // A table whose seats found no place, where the floor had room for it.
      if (piece.role === 'coffee-table' && !seatFor(room, placed, selection))
        return onFloor(room, piece, placed, NONE_CHOSEN) ? 'noSeat' : 'noFloor';
      // Its only places were on the visitor's own rug: the room with that rug's floor free has one.
      if (
        piece.role === 'rug' &&
        room.floor.cells.includes('r') &&
        rugUnder(withoutRugs(room), piece, placed)
      )
        return 'rugThere';
      // Its only places were before a door, kept free: the room without its doors has one.
      if (room.doors?.length && onFloor(withoutDoors(room), piece, placed, NONE_CHOSEN)) return 'doorway';
      // A floor lamp may have had floor enough, only nothing to stand beside.
      if (piece.role === 'floor-lamp' && onFloor(room, piece, placed, NONE_CHOSEN, { lampAlone: true }))
        return 'alone';
      // The room had a place for it, which the pieces placed before it took (a TV unit's wall).
      // With no piece placed before it, the search that failed was already the room's alone.
      if (MOUNT_OF[piece.role] === 'floor' && placed.length && onFloor(room, piece, [], NONE_CHOSEN))
        // Unless the seats face the camera, or a side the photo does not show: the wall where the
        // screen they watch would stand is out of the picture, not taken.
        return piece.role === 'tv-unit' && screenWallUnseen(room, placed) ? 'outOfPicture' : 'crowded';
      return 'noFloor';
  }
}

const rugless = new WeakMap<LayoutRoom, LayoutRoom>();

/** The room as if the visitor's rugs were bare floor. */
function withoutRugs(room: LayoutRoom): LayoutRoom {
  return kept(rugless, room, () => ({
    ...room,
    floor: { ...room.floor, cells: room.floor.cells.replaceAll('r', 'f') },
  }));
}

const doorless = new WeakMap<LayoutRoom, LayoutRoom>();

/** The room as if it had no doors: one for all the pieces asked about, which share its spots' fits. */
function withoutDoors(room: LayoutRoom): LayoutRoom {
  return kept(doorless, room, () => ({ ...room, doors: [] }));
}

/**
 * What `map` keeps for `key`, made the first time it is asked: the layout's derived data, one per
 * room or per grid (`WeakMap`s, gone with the room), and what it finds in them.
 */
function kept<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * Whether the wall the seats face, where their screen would stand, is out of the picture: the
 * line of their gaze meets none of the walls seen before the camera.
 */
function screenWallUnseen(room: LayoutRoom, placed: readonly Occupied[]): boolean {
  const seats = anchorOf(placed, 'sofa', 'armchair');
  if (!seats) return false;
  const gaze = { x: Math.sin(seats.rotation), z: Math.cos(seats.rotation) };
  const reach = Math.min(...room.walls.map((wall) => gazeReach(wall, seats, gaze)).filter((t) => t > 0));
  if (!Number.isFinite(reach)) return true;
  // Met behind the camera (z ≥ 0), or beyond the picture's side: the plane of a wall seen, not
  // the part of it the photo shows.
  const foot = projectToImage(room.camera, [seats.x + gaze.x * reach, 0, seats.z + gaze.z * reach]);
  return !foot || foot[0] < 0 || foot[0] > room.camera.imageWidth;
}

/** How far from `from`, along `gaze`, the line meets a wall's plane; infinite when it runs away from it. */
function gazeReach(
  { side, distanceM }: SceneWall,
  from: { x: number; z: number },
  gaze: { x: number; z: number },
): number {
  switch (side) {
    case 'back':
      return gaze.z < 0 ? (-distanceM - from.z) / gaze.z : Number.POSITIVE_INFINITY;
    case 'left':
      return gaze.x < 0 ? (-distanceM - from.x) / gaze.x : Number.POSITIVE_INFINITY;
    default:
      return gaze.x > 0 ? (distanceM - from.x) / gaze.x : Number.POSITIVE_INFINITY;
  }
}

/** Below the horizon, how far down the picture a proposal is tried first: the middle of the seen floor, then around it. */
const PROPOSAL_DEPTHS = [0.55, 0.45, 0.65, 0.35, 0.75];
const PROPOSAL_ACROSS = [0.5, 0.3, 0.7];

/**
 * A floor piece the room has no free floor for, where the visitor may put it anyway: on the floor
 * plane in the middle of the picture, turned to the camera, clear of the new pieces when it can be.
 * It may stand over the visitor's own furniture: that is theirs to choose (to picture a new sofa in
 * place of the old one), not the layout's.
 */
function proposalFor(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
): ScenePlacement | undefined {
  const mount = MOUNT_OF[piece.role];
  if ((mount !== 'floor' && mount !== 'rug') || piece.role === 'table-lamp') return undefined;
  const atWall = WALL_PROPOSED.includes(piece.role) ? againstBackWall(room, piece, placed) : undefined;
  if (atWall) return atWall;
  const { camera } = room;
  let fallback: ScenePlacement | undefined;
  for (const across of PROPOSAL_ACROSS)
    for (const down of PROPOSAL_DEPTHS) {
      const u = camera.imageWidth * across;
      const horizon = horizonRowAt(camera, u);
      const v = horizon + (camera.imageHeight - horizon) * down;
      const spot = floorPointAt(camera, u, v);
      if (!spot || Math.hypot(spot.x, spot.z) < NEAREST_M) continue;
      const placement: ScenePlacement = {
        ...base(piece, mount),
        x: spot.x,
        z: spot.z,
        rotation: mount === 'rug' ? 0 : facing(spot, CAMERA),
      };
      if (inView(camera, placement) < 0.75) continue;
      if (clearToPropose(room, placement, placed, piece.role)) return placement;
      fallback ??= placement;
    }
  return fallback;
}

/** The pieces proposed against the back wall, where they stand whatever the seats: a screen, a sideboard, a desk. */
const WALL_PROPOSED: readonly LayoutRole[] = ['tv-unit', 'storage', 'desk'];

/**
 * A place against the back wall, in view, clear of the new pieces and of the doors, as near the
 * middle of the seen floor as it goes: a TV unit proposed in the middle of the floor, turned to
 * the camera, had to be dragged to a wall before it looked right.
 */
function againstBackWall(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
): ScenePlacement | undefined {
  const back = room.walls.find((w) => w.side === 'back');
  if (!back) return undefined;
  const middle = floorCentre(room).x;
  const z = -back.distanceM + piece.depthM / 2 + AGAINST_WALL_GAP_M / 3;
  // Between the side walls seen, else as far as the picture shows.
  const reach = (side: SceneWall['side']) => wallDistance(room.walls, side) - piece.widthM / 2;
  const xs = Array.from({ length: 81 }, (_, i) => middle + (i % 2 ? 1 : -1) * Math.ceil(i / 2) * 0.1);
  for (const x of xs) {
    if (x < -reach('left') || x > reach('right')) continue;
    const p: ScenePlacement = { ...base(piece, 'floor'), x, z, rotation: 0 };
    if (inView(room.camera, p) >= 0.75 && clearToPropose(room, p, placed, piece.role)) return p;
  }
  return undefined;
}

/** Whether a place proposed is clear of the new pieces and of the passage before a door. */
function clearToPropose(room: LayoutRoom, p: ScenePlacement, placed: readonly Occupied[], role: LayoutRole) {
  return fitsAmong(p, placed, role) && !inDoorway(room, p);
}

function placePiece(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
  selection: readonly LayoutPiece[],
  rules: FloorRules,
): ScenePlacement | null {
  const mount = MOUNT_OF[piece.role];
  if (piece.role === 'table-lamp') return lampOnSurface(room, piece, placed);
  if (mount === 'wall') return onWall(room, piece, placed);
  if (mount === 'ceiling') return fromCeiling(room, piece, placed);
  if (mount === 'rug') return rugUnder(room, piece, placed);
  if (piece.role === 'coffee-table' && !seatFor(room, placed, selection)) return null;
  const chosen = {
    tv: selection.some((p) => p.role === 'tv-unit'),
    table: selection.some((p) => p.role === 'coffee-table'),
  };
  return onFloor(room, piece, placed, chosen, rules);
}

function base(piece: LayoutPiece, mount: Mount): Omit<ScenePlacement, 'x' | 'z' | 'rotation'> {
  return {
    key: piece.key,
    mount,
    elevationM: mount === 'floor' || mount === 'rug' ? 0 : piece.elevationM,
    widthM: piece.widthM,
    depthM: piece.depthM,
    heightM: piece.heightM,
  };
}

/**
 * Candidate spots on free floor: every other cell's centre, or, `fine`, four to a cell (5 cm
 * apart), for a piece that fits its gap between the visitor's furniture only to a few centimetres.
 */
function freeSpots(grid: FloorGrid, fine = false): readonly Spot[] {
  return kept(
    kept(spotLists, grid, () => new Map()),
    fine,
    () => spotsOf(grid, fine),
  );
}

function spotsOf(grid: FloorGrid, fine: boolean): Spot[] {
  const clear = freeClearance(grid);
  const spots: Spot[] = [];
  const step = fine ? 1 : Math.max(1, Math.round(0.15 / grid.cellM));
  const offsets = fine ? [0.25, 0.75] : [0.5];
  for (let row = 0; row < grid.rows; row += step)
    for (let col = 0; col < grid.cols; col += step)
      if (freeCell(floorCell(grid, col, row)))
        for (const dz of offsets)
          for (const dx of offsets) {
            const x = grid.originX + (col + dx) * grid.cellM;
            const z = grid.originZ + (row + dz) * grid.cellM;
            const cell = floorCellAt(grid, x, z);
            const around = cell ? (clear[cell.row * grid.cols + cell.col] as number) : 0;
            spots.push({ x, z, fromCamera: Math.hypot(x, z), around });
          }
  return spots;
}

/** A spot a piece is tried at: how far it is from the camera, and the free floor round it (`freeClearance`). */
interface Spot {
  x: number;
  z: number;
  fromCamera: number;
  around: number;
}

/** Each grid's spots, coarse and fine: every piece of every layout made in the room tries them. */
const spotLists = new WeakMap<FloorGrid, Map<boolean, readonly Spot[]>>();

const clearances = new WeakMap<FloorGrid, Float32Array>();

/**
 * For each cell, a distance within which a spot on it surely meets floor that is not free, in
 * metres: from its middle to the nearest such cell's middle (chamfer, which never measures
 * short), plus the most a spot is off its cell's middle and half a cell, for the footprint's
 * samples that may straddle it. A piece whose smaller side needs more room than that is passed
 * over before its footprint is looked at.
 */
function freeClearance(grid: FloorGrid): Float32Array {
  const known = clearances.get(grid);
  if (known) return known;
  // Beyond the grid nothing is free.
  const d = cellsToNearest(grid, (kind) => !freeCell(kind), 0);
  for (let i = 0; i < d.length; i++) d[i] = ((d[i] as number) + 0.5 + Math.SQRT2 / 4) * grid.cellM;
  clearances.set(grid, d);
  return d;
}

/**
 * For each cell, how many cells from its middle to the middle of the nearest cell `blocks`
 * takes (chamfer: never short of the true distance); `beyond`, the same for the cells past the
 * grid's edges (0: they block; infinity: they do not).
 */
function cellsToNearest(
  grid: FloorGrid,
  blocks: (kind: FloorCellKind) => boolean,
  beyond: number,
): Float32Array {
  const { cols, rows } = grid;
  const d = new Float32Array(cols * rows);
  for (let i = 0; i < d.length; i++)
    d[i] = blocks((grid.cells[i] ?? '.') as FloorCellKind) ? 0 : Number.POSITIVE_INFINITY;
  const at = (col: number, row: number) =>
    col < 0 || row < 0 || col >= cols || row >= rows ? beyond : (d[row * cols + col] as number);
  const pass = (col: number, row: number, steps: ReadonlyArray<readonly [number, number, number]>) => {
    let best = at(col, row);
    for (const [dc, dr, cost] of steps) best = Math.min(best, at(col + dc, row + dr) + cost);
    d[row * cols + col] = best;
  };
  const forward = [
    [-1, 0, 1],
    [-1, -1, Math.SQRT2],
    [0, -1, 1],
    [1, -1, Math.SQRT2],
  ] as const;
  const backward = [
    [1, 0, 1],
    [1, 1, Math.SQRT2],
    [0, 1, 1],
    [-1, 1, Math.SQRT2],
  ] as const;
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) pass(col, row, forward);
  for (let row = rows - 1; row >= 0; row--)
    for (let col = cols - 1; col >= 0; col--) pass(col, row, backward);
  return d;
}

/** A footprint grown by `by` on every side. */
function grown<T extends Footprint>(p: T, by: number): T {
  return { ...p, widthM: p.widthM + 2 * by, depthM: p.depthM + 2 * by };
}

/** Every floor cell under the footprint, grown by `clearance`, is free floor. */
export function standsOnFreeFloor(grid: FloorGrid, p: Footprint, clearance = FURNITURE_CLEARANCE_M): boolean {
  const wide = grown(p, clearance);
  const free = (x: number, z: number) => freeAt(grid, x, z);
  const corners = footprintCorners(wide);
  // The corners first: most spots that do not fit fail there, before hundreds of samples.
  if (!corners.every((q) => free(q.x, q.z))) return false;
  // Every cell the footprint's bounding box touches free: it stands on free floor. With its
  // sides along the grid, the box is the footprint, and any cell taken in it is under it.
  const box = takenInBox(grid, corners);
  if (box === 0) return true;
  const alongGrid = Math.abs(Math.sin(2 * p.rotation)) < 1e-9;
  return !alongGrid && !someSample(wide, grid.cellM * 0.7, (x, z) => !free(x, z));
}

/** Free floor at this point of the floor. */
function freeAt(grid: FloorGrid, x: number, z: number): boolean {
  return freeCell(floorKindAt(grid, x, z));
}

const takenTables = new WeakMap<FloorGrid, Int32Array>();

/**
 * How many cells that are not free floor the box round these points touches, by a summed-area
 * table of the grid (one per grid, kept): a spot is tried in a few sums, not hundreds of samples.
 */
function takenInBox(grid: FloorGrid, points: ReadonlyArray<{ x: number; z: number }>): number {
  const { cols, rows } = grid;
  let table = takenTables.get(grid);
  if (!table) {
    table = new Int32Array((cols + 1) * (rows + 1));
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++)
        table[(row + 1) * (cols + 1) + col + 1] =
          (freeCell(grid.cells[row * cols + col]) ? 0 : 1) +
          (table[row * (cols + 1) + col + 1] as number) +
          (table[(row + 1) * (cols + 1) + col] as number) -
          (table[row * (cols + 1) + col] as number);
    takenTables.set(grid, table);
  }
  const xs = points.map((q) => Math.floor((q.x - grid.originX) / grid.cellM));
  const zs = points.map((q) => Math.floor((q.z - grid.originZ) / grid.cellM));
  const c0 = Math.min(...xs);
  const c1 = Math.max(...xs);
  const r0 = Math.min(...zs);
  const r1 = Math.max(...zs);
  // Off the grid is not free floor.
  if (c0 < 0 || r0 < 0 || c1 >= cols || r1 >= rows) return Number.POSITIVE_INFINITY;
  const at = (row: number, col: number) => table[row * (cols + 1) + col] as number;
  return at(r1 + 1, c1 + 1) - at(r0, c1 + 1) - at(r1 + 1, c0) + at(r0, c0);
}

/**
 * The footprint, grown by `EDGE_CLEARANCE_M`, stays on the floor the photo shows (free, or under
 * the visitor's furniture) or leaves the picture: it keeps clear of where the seen floor ends, at
 * a wall's foot or at the frame of a glass door with a balcony's floor beyond. A piece standing
 * with its back to a wall (`backToWall`) is not held off that wall's foot: its back is meant to be
 * there, and the floor along a skirting board is often read a little short of it.
 */
function clearOfFloorEdge(room: LayoutRoom, p: ScenePlacement, backToWall: boolean): boolean {
  const { floor: grid, camera } = room;
  const wide = grown(p, EDGE_CLEARANCE_M);
  const behind = (s: { x: number; z: number }) =>
    (s.x - p.x) * Math.sin(p.rotation) + (s.z - p.z) * Math.cos(p.rotation) < -p.depthM / 2;
  // Inside the free footprint all is floor already: only its rim is looked at.
  return footprintRim(wide, grid.cellM * 0.7).every((s) => {
    if (backToWall && behind(s)) return true;
    if (!unread(floorKindAt(grid, s.x, s.z))) return true;
    // A cell is left unread when any of it leaves the picture: a cell's width from the frame counts as out.
    const d = grid.cellM;
    return [
      [s.x - d, s.z],
      [s.x + d, s.z],
      [s.x, s.z - d],
      [s.x, s.z + d],
    ].some(([x, z]) => {
      const px = projectToImage(camera, [x as number, 0, z as number]);
      return !px || px[0] < 0 || px[0] > camera.imageWidth || px[1] < 0 || px[1] > camera.imageHeight;
    });
  });
}

/** Points over a footprint, `spacing` apart, edges included. */
export function footprintSamples(p: Footprint, spacing: number): Array<{ x: number; z: number }> {
  const points: Array<{ x: number; z: number }> = [];
  someSample(p, spacing, (x, z) => {
    points.push({ x, z });
    return false;
  });
  return points;
}

/**
 * Whether any of the footprint's points, `spacing` apart (as `footprintSamples` gives them), passes
 * `test`: stops at the first that does, with no list of points made. A layout tries thousands of
 * spots and most fail at their first points.
 */
function someSample(p: Footprint, spacing: number, test: (x: number, z: number) => boolean): boolean {
  return sampleShare(p, spacing, test, true) > 0;
}

/**
 * The share of a footprint's samples, `spacing` apart, that pass `test`; with `stopAtFirst`, 1 at
 * the first that does (and 0 when none does).
 */
function sampleShare(
  p: Footprint,
  spacing: number,
  test: (x: number, z: number) => boolean,
  stopAtFirst = false,
): number {
  const nw = Math.max(2, Math.ceil(p.widthM / spacing) + 1);
  const nd = Math.max(2, Math.ceil(p.depthM / spacing) + 1);
  const c = Math.cos(p.rotation);
  const s = Math.sin(p.rotation);
  let passed = 0;
  for (let i = 0; i < nw; i++)
    for (let j = 0; j < nd; j++) {
      const lx = (i / (nw - 1) - 0.5) * p.widthM;
      const lz = (j / (nd - 1) - 0.5) * p.depthM;
      if (!test(p.x + c * lx + s * lz, p.z - s * lx + c * lz)) continue;
      if (stopAtFirst) return 1;
      passed++;
    }
  return passed / (nw * nd);
}

/** Points round a footprint's edge, `spacing` apart. */
function footprintRim(p: Footprint, spacing: number): Array<{ x: number; z: number }> {
  const corners = footprintCorners(p);
  const points: Array<{ x: number; z: number }> = [];
  for (let k = 0; k < 4; k++) {
    const a = corners[k] as { x: number; z: number };
    const b = corners[(k + 1) % 4] as { x: number; z: number };
    const n = Math.max(1, Math.ceil(distance(a, b) / spacing));
    for (let i = 0; i < n; i++)
      points.push({ x: a.x + ((b.x - a.x) * i) / n, z: a.z + ((b.z - a.z) * i) / n });
  }
  return points;
}

/**
 * Two footprints, each grown by `clearance`, overlap: no side of either separates them (the
 * separating-axis test on two rectangles, each side's half-extents projected on the other's
 * axes). Touching is not overlapping. A layout tries thousands of spots against each piece
 * placed: this is arithmetic only, no corner lists.
 */
export function footprintsOverlap(a: Footprint, b: Footprint, clearance = 0): boolean {
  const aw = (a.widthM + clearance) / 2;
  const ad = (a.depthM + clearance) / 2;
  const bw = (b.widthM + clearance) / 2;
  const bd = (b.depthM + clearance) / 2;
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  // Farther apart than their half-diagonals: most pairs a layout tries, told in a subtraction.
  if (Math.hypot(dx, dz) >= Math.hypot(aw, ad) + Math.hypot(bw, bd)) return false;
  // A width axis is (cos r, -sin r), a depth axis (sin r, cos r).
  const ca = Math.cos(a.rotation);
  const sa = Math.sin(a.rotation);
  const cb = Math.cos(b.rotation);
  const sb = Math.sin(b.rotation);
  const cos = Math.abs(ca * cb + sa * sb);
  const sin = Math.abs(sa * cb - ca * sb);
  return (
    Math.abs(dx * ca - dz * sa) < aw + bw * cos + bd * sin &&
    Math.abs(dx * sa + dz * ca) < ad + bw * sin + bd * cos &&
    Math.abs(dx * cb - dz * sb) < bw + aw * cos + ad * sin &&
    Math.abs(dx * sb + dz * cb) < bd + aw * sin + ad * cos
  );
}

/** Share of the piece's box corners that the camera sees inside the picture. */
function inView(camera: SceneCamera, p: ScenePlacement): number {
  const corners = footprintCorners(p);
  const points = [
    ...corners.map((c) => [c.x, p.elevationM, c.z] as [number, number, number]),
    ...corners.map((c) => [c.x, p.elevationM + p.heightM, c.z] as [number, number, number]),
  ];
  let seen = 0;
  for (const point of points) {
    if (inPicture(camera, projectToImage(camera, point))) seen++;
  }
  return seen / points.length;
}

/** Whether a point projected into the picture (null: behind the camera) lies within its frame. */
function inPicture(camera: SceneCamera, px: [number, number] | null): boolean {
  return !!px && px[0] >= 0 && px[0] <= camera.imageWidth && px[1] >= 0 && px[1] <= camera.imageHeight;
}

/**
 * The share of a footprint's area on the floor the picture shows: for a rug or a sofa running on
 * past the frame, its corners there are out of view with most of it in.
 */
function areaInView(camera: SceneCamera, p: Footprint): number {
  return sampleShare(p, 0.2, (x, z) => inPicture(camera, projectToImage(camera, [x, 0, z])));
}

/** Pieces that stand close beside another, not in a way: a lamp at a sofa's arm, a bedside table at a bed. */
const BESIDE_ROLES: readonly LayoutRole[] = ['floor-lamp', 'nightstand'];
const BESIDE_GAP_M = 0.03;

function fitsAmong(p: Footprint, placed: readonly Occupied[], role: LayoutRole): boolean {
  return placed.every((o) => {
    if (o.role === 'rug' || role === 'rug') return true;
    // Curtains hang down to the floor: a sofa stands before them, not in their folds.
    if (o.placement.mount !== 'floor' && o.role !== 'curtain') return true;
    const gap = BESIDE_ROLES.includes(role) || BESIDE_ROLES.includes(o.role) ? BESIDE_GAP_M : CLEARANCE_M * 2;
    return !footprintsOverlap(p, o.placement, gap);
  });
}

/**
 * Whether an armchair has room to sit in: its front clear of the coffee table by `LEGROOM_M`, its
 * side clear of the sofa by `SEAT_GAP_M`. Checked on whichever of the two is placed last (the
 * sofa after the armchair only where a layout puts the armchair first); not on a table before a
 * lone armchair, no sofa placed: it stands within reach before it, and kept so far off, it found
 * no place in a cramped room (tiles-landscape).
 */
function roomToSit(p: Footprint, role: LayoutRole, placed: readonly Occupied[]): boolean {
  const clearOf = (other: LayoutRole, gap: number) =>
    placed.every((o) => o.role !== other || !footprintsOverlap(p, o.placement, gap));
  if (role === 'armchair') return clearOf('coffee-table', LEGROOM_M) && clearOf('sofa', SEAT_GAP_M);
  if (role === 'sofa') return clearOf('armchair', SEAT_GAP_M);
  if (role === 'coffee-table' && placed.some((o) => o.role === 'sofa')) return clearOf('armchair', LEGROOM_M);
  return true;
}

/**
 * Whether a footprint reaches into the passage before one of the doors seen, below its top: a
 * picture may hang over a fireplace's opening, not over a door.
 */
function inDoorway(room: LayoutRoom, p: Footprint & { elevationM?: number }): boolean {
  return (room.doors ?? []).some((door) => {
    const wall = room.walls.find((w) => w.side === door.side);
    return (
      wall !== undefined && (p.elevationM ?? 0) < door.heightM && footprintsOverlap(p, doorwayOf(door, wall))
    );
  });
}

/** Whether a piece shows in the picture over one of the doors seen, or its frame, however little. */
function hidesDoor(room: LayoutRoom, p: ScenePlacement): boolean {
  const piece = imageBox(room.camera, boxCorners(p));
  return !!piece && doorBoxes(room).some((door) => piece.left < door.right && door.left < piece.right);
}

/**
 * The most of one door's picture, frame included, that a piece hides: 0 when it hides none, 1
 * when it stands before all of it. A sofa before a door hides its lower part, and reads as barring it.
 */
function doorHidden(room: LayoutRoom, p: ScenePlacement): number {
  const piece = imageBox(room.camera, boxCorners(p));
  if (!piece) return 0;
  return Math.max(0, ...doorBoxes(room).map((door) => coveredShare(piece, door)));
}

/** Whether a piece stands nearer the camera than another and before `share` of its picture or more (a quarter unless said). */
function hides(room: LayoutRoom, p: ScenePlacement, other: ScenePlacement, share = HIDDEN_SHARE): boolean {
  if (Math.hypot(p.x, p.z) >= Math.hypot(other.x, other.z)) return false;
  const front = imageBox(room.camera, boxCorners(p));
  const behind = imageBox(room.camera, boxCorners(other));
  return !!front && !!behind && coveredShare(front, behind) >= share;
}

/** What a layout's armchairs hide of the doors seen, summed over them. */
function doorsHiddenByArmchairs(room: LayoutRoom, placed: readonly Occupied[]): number {
  return placed.reduce((sum, o) => sum + (o.role === 'armchair' ? doorHidden(room, o.placement) : 0), 0);
}

const doorPictures = new WeakMap<LayoutRoom, ImageBox[]>();

/**
 * The pictures of the doors seen, each with a hand of frame either side, worked out once per room:
 * every spot tried for a lamp or an armchair asks.
 */
function doorBoxes(room: LayoutRoom): ImageBox[] {
  const known = doorPictures.get(room);
  if (known) return known;
  const boxes = (room.doors ?? []).flatMap((door) => {
    const wall = room.walls.find((w) => w.side === door.side);
    if (!wall) return [];
    return doorPicture(room.camera, wall, door, DOORWAY_SIDE_M) ?? [];
  });
  doorPictures.set(room, boxes);
  return boxes;
}

/** The floor before a door, as a footprint square to its wall. */
export function doorwayOf(door: SceneDoor, wall: SceneWall) {
  return floorBefore(door, wall, DOORWAY_DEPTH_M, DOORWAY_SIDE_M);
}

/** The floor before a window, as a footprint square to its wall. */
export function windowFloorOf(window: SceneWindow, wall: SceneWall) {
  return floorBefore(window, wall, WINDOW_BEFORE_M, WINDOW_SIDE_M);
}

/** The floor `depthM` deep before an opening in a wall, `sideM` wider either side. */
function floorBefore(
  opening: { fromM: number; toM: number },
  wall: SceneWall,
  depthM: number,
  sideM: number,
): Footprint {
  const along = (opening.fromM + opening.toM) / 2;
  const span = opening.toM - opening.fromM + 2 * sideM;
  const out = wall.distanceM - depthM / 2;
  return wall.side === 'back'
    ? { x: along, z: -out, rotation: 0, widthM: span, depthM }
    : { x: wall.side === 'left' ? -out : out, z: along, rotation: 0, widthM: depthM, depthM: span };
}

/**
 * Whether a piece rises above a window's sill before it (within `WINDOW_BEFORE_M` of its wall),
 * or hangs over it, below its top.
 */
function beforeWindow(room: LayoutRoom, p: Footprint & { elevationM: number; heightM: number }): boolean {
  return (room.windows ?? []).some((window) => {
    const wall = room.walls.find((w) => w.side === window.side);
    return (
      wall !== undefined &&
      p.elevationM + p.heightM > window.sillM + OVER_SILL_M &&
      p.elevationM < window.topM &&
      footprintsOverlap(p, windowFloorOf(window, wall))
    );
  });
}

const distance = (a: { x: number; z: number }, b: { x: number; z: number }) =>
  Math.hypot(a.x - b.x, a.z - b.z);

/**
 * How far the footprint's back edge is from the nearest wall it could stand against, and that
 * wall's turn. A piece turned as one of the walls is measured from that wall: its back is there.
 * Turned a little off every wall, it is measured from the walls its back is turned to (within
 * 45°): a sofa turned 12° to the camera out in the room was measured from the side wall at its
 * end, 0.35 m away, and scored as standing against a wall 1.6 m before its own (random 7-13).
 */
function wallFit(
  room: LayoutRoom,
  x: number,
  z: number,
  extent: { x: number; z: number },
  turned?: number,
): { gap: number; rotation: number } {
  let best = { gap: Number.POSITIVE_INFINITY, rotation: 0 };
  const within = (turn: number) =>
    room.walls.filter((w) => turned !== undefined && turnBetween(turned, wallTurn(w)) < turn);
  const behind = within(0.1);
  const backedOnto = behind.length ? behind : within(Math.PI / 4);
  for (const wall of backedOnto.length ? backedOnto : room.walls) {
    const gap =
      wall.side === 'back'
        ? z - extent.z / 2 + wall.distanceM
        : wall.side === 'left'
          ? x - extent.x / 2 + wall.distanceM
          : wall.distanceM - (x + extent.x / 2);
    const rotation = wallTurn(wall);
    if (gap >= -0.01 && gap < best.gap) best = { gap, rotation };
  }
  return best;
}

/** Whether a piece so turned has its back to one of the walls seen, within 45°. */
const backedOntoWall = (room: LayoutRoom, turned: number) =>
  room.walls.some((w) => turnBetween(turned, wallTurn(w)) < Math.PI / 4);

/** The turn of a piece standing with its back to a wall. */
const wallTurn = (wall: SceneWall) =>
  wall.side === 'back' ? 0 : wall.side === 'left' ? Math.PI / 2 : -Math.PI / 2;

/** The smaller angle between two headings, 0..π. */
function turnBetween(a: number, b: number): number {
  const d = Math.abs(((((a - b) % (2 * Math.PI)) + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
  return d;
}

/** The heading opposite `turn`, in -π..π: the way a piece faces when it faces one turned so. */
const turnedAbout = (turn: number) => Math.atan2(-Math.sin(turn), -Math.cos(turn));

const facing = (from: { x: number; z: number }, to: { x: number; z: number }) =>
  Math.atan2(to.x - from.x, to.z - from.z);

function anchorOf(placed: readonly Occupied[], ...roles: LayoutRole[]): ScenePlacement | undefined {
  for (const role of roles) {
    const found = placed.find((o) => o.role === role);
    if (found) return found.placement;
  }
  return undefined;
}

/**
 * Where a piece of depth `depthM` centred at `spot` stands before `p`: how far its front is from
 * p's (along p's facing), and how far its middle is off p's axis.
 */
function frontToFront(
  p: ScenePlacement,
  spot: { x: number; z: number },
  depthM: number,
): { along: number; across: number } {
  const [fx, fz] = [Math.sin(p.rotation), Math.cos(p.rotation)];
  const [dx, dz] = [spot.x - p.x, spot.z - p.z];
  return {
    along: dx * fx + dz * fz - p.depthM / 2 - depthM / 2,
    across: Math.abs(dx * fz - dz * fx),
  };
}

/** The point in front of a piece, `ahead` metres from its front edge. */
function inFront(p: ScenePlacement, ahead: number): { x: number; z: number } {
  const reach = p.depthM / 2 + ahead;
  return { x: p.x + Math.sin(p.rotation) * reach, z: p.z + Math.cos(p.rotation) * reach };
}

type FloorRules = {
  /** Lets a floor lamp stand alone mid-floor: only to tell why it was left out. */
  lampAlone?: boolean;
  /** Costs an armchair what it hides of a door in the picture. */
  doorsKept?: boolean;
  /**
   * The layout is built around the screen: the TV unit stands against a side wall (on the back
   * wall, the sofa facing it would turn its back to the camera), and no seat turns its back to
   * the camera.
   */
  screenFirst?: boolean;
  /** No sofa stands with a door's passage behind it (`doorBehind`); it may run past the frame, facing the room. */
  sofaOffDoors?: boolean;
  /** The sofa may run on past the picture's sides or foot, its back to a wall (`PastFrame`). */
  sofaPastFrame?: boolean;
};

/**
 * How a sofa may run on past the picture's sides or foot (`runsPastFrame`): its back to a wall
 * seen, or also, moved off a door, square to the back wall facing the room however far from it
 * (the layout kept only if the sofa stands no farther out than before, `offWallNoMore`).
 */
type PastFrame = 'against-wall' | 'facing-room';

/** Which pieces that shape a group are in the selection, placed or to come: a TV unit, a coffee table. */
interface Chosen {
  tv: boolean;
  table: boolean;
}
/** Asking where a piece alone could stand, to tell why it was left out. */
const NONE_CHOSEN: Chosen = { tv: false, table: false };

/** The best spot on free floor: every other cell first, then, when none fits, 5 cm apart. */
function onFloor(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
  chosen: Chosen,
  rules: FloorRules = {},
): ScenePlacement | null {
  // The layout's retries place the same piece among the same pieces again (its cause asked with
  // none placed, a layout's first pieces placed as before): found once per room.
  return kept(
    kept(floorPlaces, room, () => new Map()),
    JSON.stringify([piece, placed, chosen, rules]),
    () => {
      const at = (on: LayoutRoom) =>
        bestOnFloor(on, piece, placed, chosen, rules, false) ??
        bestOnFloor(on, piece, placed, chosen, rules, true);
      return at(room) ?? (ON_WALL_FOOT.includes(piece.role) ? at(wallFootFree(room)) : null);
    },
  );
}

/**
 * Pieces that, with no other place, may stand on the floor at a wall's foot the photo shows short
 * of it ('w'): the armchair's place between a sofa and the TV unit facing it, by the back wall, is
 * often there (left out in 13 of 25 such layouts of 90 random rooms, 9 now). Free for the
 * armchair wherever it goes, it took the lamp's corner in four rooms.
 */
const ON_WALL_FOOT: readonly LayoutRole[] = ['armchair', 'floor-lamp'];

/** Pieces that stand with their back touching a wall, as one pushes them there. */
const PUSHED_TO_WALL: readonly LayoutRole[] = ['sofa', 'tv-unit', 'bed', 'storage', 'desk'];
/** The gap left behind a piece pushed against its wall: the skirting's. */
const WALL_TOUCH_M = 0.03;
/** How much less a piece is slid back at each try, from against the wall forward. */
const PUSH_STEP_M = 0.02;

/**
 * The layout with each piece set with its back to a wall pushed back against it, as far as the
 * floor seen (up to the wall's foot, 'w') and the other pieces allow, a sofa's coffee table and
 * the rug under it following when they fit. The spots a layout tries are 20 cm apart and the
 * floor's region stops short of a far wall's foot: the sofas, TV units and bookcases of 24 random
 * rooms stood a median 0.2 m off their wall (0.47 m at most), a gap the picture shows as a piece
 * left out in the room. Pushed back once the layout is made, not as each piece is placed: so
 * placed, the pieces after it found other places, and in a cement room the lamp took the wall
 * first and the sofa stood 0.5 m off it.
 */
function pushedBack(
  room: LayoutRoom,
  layout: { placed: readonly Occupied[]; left: LayoutPiece[] },
  rules: FloorRules,
): { placed: Occupied[]; left: LayoutPiece[] } {
  const placed = [...layout.placed];
  const toTheWall = wallFootFree(room);
  const others = (...not: number[]) => placed.filter((_, i) => !not.includes(i));
  placed.forEach(({ placement: p, role }, i) => {
    if (!PUSHED_TO_WALL.includes(role) || p.mount !== 'floor') return;
    const wall = wallFit(room, p.x, p.z, extentOf(p, p.rotation), p.rotation);
    if (turnBetween(wall.rotation, p.rotation) >= 0.1 || wall.gap > AGAINST_WALL_M) return;
    const back = { x: -Math.sin(p.rotation), z: -Math.cos(p.rotation) };
    const moved = (q: ScenePlacement, by: number) => ({ ...q, x: q.x + back.x * by, z: q.z + back.z * by });
    const past = pastFrameOf(role, rules);
    const rest = others(i);
    // Slid along the picture (its back to a side wall), it comes before no piece it did not hide.
    const unhidden = rest.filter((o) => o.placement.mount === 'floor' && !hides(room, p, o.placement));
    for (let by = wall.gap - WALL_TOUCH_M; by >= PUSH_STEP_M; by -= PUSH_STEP_M) {
      const slid = moved(p, by);
      if (!fitsAmong(slid, rest, role) || !roomToSit(slid, role, rest) || !roomFit(toTheWall, slid, past))
        continue;
      if (unhidden.some((o) => hides(room, slid, o.placement))) continue;
      placed[i] = { placement: slid, role };
      if (role === 'sofa') followSofa(room, placed, p, (q) => moved(q, by));
      return;
    }
  });
  return { placed, left: layout.left };
}

/**
 * The coffee table standing before a sofa pushed back, and the rugs under it, moved in `placed`
 * as the sofa was (`move`) when the table still fits there: the group keeps its spacing. An
 * armchair gathered round the table moves with it where it still fits: left behind, it stood
 * 0.06–0.26 m before the table it had been placed level with (random 91-19, 2026-10).
 */
function followSofa(
  room: LayoutRoom,
  placed: Occupied[],
  sofa: ScenePlacement,
  move: (p: ScenePlacement) => ScenePlacement,
): void {
  const others = (...not: number[]) => placed.filter((_, i) => !not.includes(i));
  const at = placed.findIndex(
    (o) => o.role === 'coffee-table' && isBefore(sofa, o.placement, TABLE_REACH_M + o.placement.depthM),
  );
  const table = placed[at];
  if (!table) return;
  const rugs = placed.flatMap((o, i) =>
    o.role === 'rug' && footprintsOverlap(o.placement, table.placement) ? [i] : [],
  );
  const slid = move(table.placement);
  const rest = others(at, ...rugs);
  if (
    !fitsAmong(slid, rest, 'coffee-table') ||
    !roomToSit(slid, 'coffee-table', rest) ||
    !roomFit(room, slid)
  )
    return;
  placed[at] = { placement: slid, role: 'coffee-table' };
  for (const i of rugs)
    placed[i] = { ...(placed[i] as Occupied), placement: move((placed[i] as Occupied).placement) };
  for (const [i, o] of placed.entries()) {
    if (o.role !== 'armchair' || distance(o.placement, table.placement) > TABLE_GATHER_M) continue;
    const chair = move(o.placement);
    const around = others(i);
    // Moved, it may stand at the wall's foot, as it may with no other place (`ON_WALL_FOOT`): so
    // standing, it stayed behind (random 2026-25). It hides no more of a door than where it was
    // placed, or too little to be noticed (random 2026-5: moved with its sofa, it hid 13 % of the
    // door it had been placed off).
    if (
      fitsAmong(chair, around, 'armchair') &&
      roomToSit(chair, 'armchair', around) &&
      roomFit(wallFootFree(room), chair) &&
      doorHidden(room, chair) <= Math.max(doorHidden(room, o.placement), DOOR_NOTICED)
    )
      placed[i] = { placement: chair, role: 'armchair' };
  }
}

/** How far an armchair's middle stands from the coffee table's at most, gathered round it, in metres. */
const TABLE_GATHER_M = 2;

/** Whether a piece may run on past the picture's frame (`roomFit`): a sofa moved off a door, or with no place wholly in the picture. */
function pastFrameOf(role: LayoutRole, rules: FloorRules): PastFrame | undefined {
  if (role !== 'sofa') return undefined;
  return rules.sofaOffDoors ? 'facing-room' : rules.sofaPastFrame ? 'against-wall' : undefined;
}

/** Whether the analysis read no floor in a cell: not seen ('.'), or at a wall's foot the photo shows short of it ('w'). */
const unread = (kind: FloorCellKind) => kind === '.' || kind === 'w';

const wallFootRooms = new WeakMap<LayoutRoom, LayoutRoom>();

/** The room with the floor at the walls' foot ('w') free: where a piece pushed back against its wall may stand. */
function wallFootFree(room: LayoutRoom): LayoutRoom {
  return kept(wallFootRooms, room, () => ({
    ...room,
    floor: { ...room.floor, cells: room.floor.cells.replaceAll('w', 'f') },
  }));
}

const floorPlaces = new WeakMap<LayoutRoom, Map<string, ScenePlacement | null>>();

function bestOnFloor(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
  chosen: Chosen,
  rules: FloorRules,
  fine: boolean,
): ScenePlacement | null {
  const againstWall = ['sofa', 'tv-unit', 'bed', 'storage', 'desk', 'accent', 'floor-lamp'].includes(
    piece.role,
  );
  const seats = anchorOf(placed, 'sofa', 'armchair');
  const tv = anchorOf(placed, 'tv-unit');
  const table = anchorOf(placed, 'coffee-table', 'dining-table');
  const bed = anchorOf(placed, 'bed');
  // A seat turns to the new group, else to the visitor's own furniture out in the room. With the
  // sofa facing the screen and no table yet, the group's middle is between them, where the table goes.
  const groupMiddle = seats && tv ? { x: (seats.x + tv.x) / 2, z: (seats.z + tv.z) / 2 } : undefined;
  // The table to come there, for an armchair not to stand before it.
  const tableToCome: ScenePlacement | undefined =
    groupMiddle && seats && !table
      ? {
          key: 'table',
          mount: 'floor',
          elevationM: 0,
          rotation: seats.rotation,
          ...groupMiddle,
          ...TABLE_TO_COME,
        }
      : undefined;
  const seatFocus =
    piece.role === 'armchair' || piece.role === 'chair'
      ? (table ??
        (piece.role === 'armchair' ? (groupMiddle ?? seats ?? tv) : seats) ??
        takenCentre(room.floor))
      : undefined;
  const centreOfView = floorCentre(room);
  const bothSideWalls =
    room.walls.some((w) => w.side === 'left') && room.walls.some((w) => w.side === 'right');
  let best: { placement: ScenePlacement; score: number } | null = null;

  const sofa = anchorOf(placed, 'sofa');
  const chair = anchorOf(placed, 'armchair');
  const coffee = anchorOf(placed, 'coffee-table');
  const seated = placed.filter((o) => isSeat(o.role)).map((o) => o.placement);
  const tucked = 0.5 + Math.max(piece.widthM, piece.depthM) / 2;
  /**
   * The rules on the spot alone, whatever the piece's turn: looked at once per spot, before its
   * turns are tried (a layout tries thousands of spots, and most fail here).
   */
  const refusedAt = (spot: { x: number; z: number }, fromCamera: number): boolean => {
    if (isSeat(piece.role))
      return (
        // A sofa placed after the screen stands far enough from it for a coffee table between.
        (piece.role === 'sofa' && !!tv && isBefore(tv, spot, SOFA_FROM_SCREEN_M + piece.depthM / 2)) ||
        // Nor behind another seat, facing its back, the group hidden from it.
        seated.some((s) => isBehind(s, spot)) ||
        // Nor beside it but wholly behind its back, its front behind the other's: a second row
        // (random 555-2, an armchair beyond a sofa's end, 1 m behind its middle).
        seated.some(
          (s) => isBehind(s, spot, 2.5, tucked) && localOf(s, spot).forward < -(s.depthM + piece.depthM) / 2,
        ) ||
        // A seat stands beside the table or beyond it, not between it and the camera: there it
        // fills the foreground and hides the group.
        (!!table && fromCamera < Math.hypot(table.x, table.z) - FOREGROUND_M) ||
        // Nor just before the screen, in the way of the sitters' view.
        (!!tv && isBefore(tv, spot, TV_VIEWING_M))
      );
    switch (piece.role) {
      case 'floor-lamp':
        return (
          // Never before a seat.
          seated.some((s) => isBefore(s, spot)) ||
          // With a seat to light, it stands by it, not off across the room, and no nearer the
          // camera: by a side-on armchair's near arm it towers in the foreground, its pole across
          // the seat.
          (!!seats &&
            (distance(spot, besideNearest(seats, piece, spot)) > LAMP_REACH_M ||
              fromCamera < Math.hypot(seats.x, seats.z) - LAMP_NEARER_M))
        );
      case 'tv-unit':
        return (
          // Not before a seat, where the sitters' legs go, nor behind one.
          seated.some((s) => isBefore(s, spot, TV_VIEWING_M + piece.depthM / 2) || isBehind(s, spot)) ||
          // The screen is watched from the sofa: before it, not at its side (there it would be
          // watched with the head turned, and a TV unit by a sofa's arm reads as a sideboard).
          (!!seats && !inSight(seats, spot))
        );
      case 'coffee-table':
        return (
          // With no new sofa, a coffee table stands before the new armchair, if any.
          (!sofa && !!chair && !isBefore(chair, spot, TABLE_BEFORE_SEAT_M + piece.depthM)) ||
          // Nor is it pushed against the screen: it stands by the seats, the room to watch from.
          (!!tv && isBefore(tv, spot, TV_TABLE_M + piece.depthM / 2)) ||
          // And it stands before the seats, within reach: behind the sofa it is hidden, and out of reach.
          (!!seats && !isBefore(seats, spot, TABLE_REACH_M + piece.depthM / 2))
        );
      default:
        return false;
    }
  };
  const shape = base(piece, 'floor');
  // Whatever its turn, the footprint covers the circle of its smaller side round its middle.
  const inscribed = Math.min(piece.widthM, piece.depthM) / 2 + FURNITURE_CLEARANCE_M;
  const spots = freeSpots(room.floor, fine);
  // A sofa moved off a door, or with no place wholly in the picture, may run on past its frame.
  const past = pastFrameOf(piece.role, rules);
  const fits = roomFitsOf(room, shape, fine, past);
  // The footprint tried against the pieces placed, moved from turn to turn: most fail there, and
  // only those that do not are made placements.
  const trial: Footprint = { x: 0, z: 0, rotation: 0, widthM: piece.widthM, depthM: piece.depthM };
  for (let index = 0; index < spots.length; index++) {
    const spot = spots[index] as Spot;
    const { fromCamera, around } = spot;
    if (fromCamera < NEAREST_M) continue;
    // The fine pass looks only where the piece's depth fits to a few centimetres, between the
    // visitor's furniture: on open floor 5 cm more or less changes nothing the coarse pass did not
    // try. (A piece whose length alone fits to a few centimetres is left to the coarse pass.)
    if (around < inscribed || (fine && around > inscribed + 2 * room.floor.cellM)) continue;
    if (refusedAt(spot, fromCamera)) continue;
    const rotations: number[] = [];
    const wall = wallFit(room, spot.x, spot.z, { x: piece.depthM, z: piece.depthM });
    addTurn(rotations, wall.rotation);
    if (piece.role === 'sofa' && tv) {
      addTurn(rotations, turnedAbout(tv.rotation));
      addTurn(rotations, facing(spot, tv));
    }
    if ((piece.role === 'armchair' || piece.role === 'chair') && seatFocus) {
      const toFocus = facing(spot, seatFocus);
      addTurn(rotations, toFocus);
      // Turned to the group only as far as its side shows: in front of the group, its back would.
      const toCamera = facing(spot, CAMERA);
      const turn = Math.atan2(Math.sin(toFocus - toCamera), Math.cos(toFocus - toCamera));
      const sideOn = toCamera + Math.max(-Math.PI / 2, Math.min(Math.PI / 2, turn));
      addTurn(rotations, sideOn);
      // Or square to the room, as a chair is set down: between the visitor's furniture a gap often
      // takes it only so, its sides along the walls.
      addTurn(rotations, Math.round(sideOn / (Math.PI / 2)) * (Math.PI / 2));
    }
    if (piece.role === 'coffee-table' && seats) addTurn(rotations, seats.rotation);
    // A piece out in the room may be set square to it either way: a table between the visitor's
    // furniture often fits only lengthwise into the room.
    if (!againstWall) addTurn(rotations, wall.rotation + Math.PI / 2);
    // A TV unit's or a cabinet's back is against its wall: turned any other way it stands in the room.
    if (!ONLY_AGAINST_WALL.includes(piece.role)) addTurn(rotations, facing(spot, CAMERA));
    for (const rotation of rotations) {
      trial.x = spot.x;
      trial.z = spot.z;
      trial.rotation = rotation;
      if (!fitsAmong(trial, placed, piece.role)) continue;
      if (!roomToSit(trial, piece.role, placed)) continue;
      const placement: ScenePlacement = { ...shape, x: spot.x, z: spot.z, rotation };
      const atSpot = fits[index] ?? new Map<number, RoomFit | null>();
      fits[index] = atSpot;
      let fit = atSpot.get(rotation);
      if (fit === undefined) {
        fit = roomFit(room, placement, past);
        atSpot.set(rotation, fit);
      }
      if (!fit) continue;
      const { seen, gap } = fit;
      if (rules.screenFirst && piece.role === 'tv-unit' && Math.abs(Math.sin(rotation)) < 0.7) continue;
      if (rules.screenFirst && isSeat(piece.role) && turnBetween(rotation, facing(spot, CAMERA)) > SIDE_ON)
        continue;
      // A sofa placed after the screen faces it, and the screen faces the sofa, far enough for a
      // coffee table between them, a passage before the screen.
      if (piece.role === 'sofa' && tv && (!inSight(placement, tv) || !inSight(tv, placement, SCREEN_SIGHT)))
        continue;
      // And the screen stands before its seats, not before its arm: set square to the walls
      // beside the screen, a sofa stood out in the foreground, the screen watched over its arm
      // (planks-portrait).
      if (
        piece.role === 'sofa' &&
        tv &&
        Math.abs(localOf(placement, tv).across) > piece.widthM / 2 - SEAT_END_M
      )
        continue;
      if (rules.sofaOffDoors && piece.role === 'sofa' && doorBehind(room, placement)) continue;
      // An armchair nearer the camera than the sofa or the screen does not stand before them in
      // the picture: a quarter of the sofa hidden behind it, the group reads as a row of seats.
      if (piece.role === 'armchair' && [seats, tv, tableToCome].some((o) => o && hides(room, placement, o)))
        continue;
      // Nor does a coffee table placed after the armchair stand hidden behind it.
      if (
        piece.role === 'coffee-table' &&
        placed.some((o) => o.role === 'armchair' && hides(room, o.placement, placement))
      )
        continue;
      // A cabinet or a bookcase hides no piece of the new group, placed before or after it: a
      // bookcase before the camera hid the TV unit in two of three lit rooms, a quarter of the
      // picture. (Standing behind a sofa, it shows above it.)
      if (
        placed.some(
          (o) =>
            o.placement.mount === 'floor' &&
            ((piece.role === 'storage' && hides(room, placement, o.placement)) ||
              (o.role === 'storage' && hides(room, o.placement, placement))),
        )
      )
        continue;
      // A floor lamp is all in the picture: cut by the frame, its shade reads as a thing hanging
      // before the lens, and it stands so near the camera that it towers over the room.
      if (piece.role === 'floor-lamp' && seen < 1) continue;
      // Nor does it stand before a door in the picture, however far from it: tall and thin, its
      // pole across the door reads as barring the way.
      if (piece.role === 'floor-lamp' && hidesDoor(room, placement)) continue;
      // With no new sofa, a coffee table stands before the new armchair, if any, and keeps clear of
      // the visitor's furniture: beside it, it reads as a second table next to their own.
      if (piece.role === 'coffee-table' && !sofa && nearFurnitureOutInRoom(room, placement, TABLE_CLEAR_M))
        continue;
      if (piece.role === 'tv-unit' && coffee && isBefore(placement, coffee, TV_TABLE_M + coffee.depthM / 2))
        continue;
      let score = seen * 2 - distance(spot, centreOfView) * 0.25;
      // With no new seat to light, a floor lamp stands against a wall or beside the visitor's own
      // furniture (their sofa, their desk), not alone mid-floor.
      if (
        piece.role === 'floor-lamp' &&
        !rules.lampAlone &&
        !seats &&
        gap > LAMP_WALL_GAP_M &&
        (gap > LAMP_BESIDE_WALL_M || !besideTaken(room, placement))
      )
        continue;
      if (ONLY_AGAINST_WALL.includes(piece.role) && gap > TV_WALL_GAP_M) continue;
      // And the screen faces them: on a side wall beside the camera, turned across the room, it
      // would be watched edge-on, a sideboard more than a TV unit.
      if (piece.role === 'tv-unit' && seats && !inSight(placement, seats, SCREEN_SIGHT)) continue;
      // Each within the other's sight at its edge, a screen on a side wall and a sofa facing the
      // camera stand square to each other: watched with the head turned (random 7-1, 7-11, 91-10,
      // 91-16). The sofa placed after the screen, the same.
      if (piece.role === 'tv-unit' && seats && !faceToFace(placement, seats)) continue;
      if (piece.role === 'sofa' && tv && !faceToFace(placement, tv)) continue;
      // Nobody sits with their back to the television, however far it is, nor puts it behind a seat.
      if (isSeat(piece.role) && tv && alongOf(tv).some((end) => isBehind(placement, end, Infinity))) continue;
      // Nor beside another seat's arm but set back beyond its back and turned to it, tucked
      // behind it (random 7-10: an armchair by the sofa's far arm, looking at its side). Set back
      // facing the same way, it is a seat beside the sofa.
      if (
        isSeat(piece.role) &&
        placed.some(
          (o) =>
            isSeat(o.role) &&
            isBehind(o.placement, spot, 2.5, tucked) &&
            turnBetween(rotation, o.placement.rotation) > TUCKED_TURN,
        )
      )
        continue;
      // A sofa seen in profile stands along a side wall, its back to it; out in the room it shows
      // the camera its side and back, a piece of furniture left in the way.
      // (Facing a screen across the room, it stands where one watches it from.)
      if (piece.role === 'sofa' && !tv && Math.abs(Math.sin(rotation)) > 0.7 && gap > TV_WALL_GAP_M) continue;
      // A sofa facing the screen with no wall of the picture behind it has its back to one out of
      // it: measured from the back wall, at its end, it was drawn to it, 0.7 m off the screen's
      // axis, and left the armchair the foreground (blue-wall-planks).
      const unwalled = piece.role === 'sofa' && !!tv && !backedOntoWall(room, rotation);
      if (againstWall)
        score -=
          Math.min(unwalled ? Number.POSITIVE_INFINITY : gap, 3) * 1.5 +
          (Math.abs(rotation - wall.rotation) < 1e-6 ? 0 : 0.8);
      switch (piece.role) {
        case 'coffee-table':
          if (seats) {
            score -= distance(spot, inFront(seats, TABLE_AHEAD_M + piece.depthM / 2)) * 3;
            score -= turnBetween(rotation, seats.rotation) * 0.8;
          }
          break;
        case 'armchair':
        case 'chair': {
          const focus = seatFocus;
          if (table) score -= Math.abs(distance(spot, table) - (table.widthM / 2 + 0.75)) * 2.5;
          else if (seats) score -= Math.abs(distance(spot, seats) - 1.6) * 1.5;
          else if (tv && piece.role === 'armchair')
            score -= Math.abs(distance(spot, tv) - TV_VIEWING_M) * 1.5;
          // A seat faces what the group gathers around, not the camera; but one standing with its
          // back to the camera hides the group behind it, as the photographer's own chair would.
          if (focus) score -= turnBetween(rotation, facing(spot, focus)) * 1.5;
          // Alone in the room, nothing to gather round, it is shown as a shop shows it: its front
          // to the camera, not its side turned to a bare wall.
          else score -= turnBetween(rotation, facing(spot, CAMERA)) * LONE_SEAT_TURN;
          // The first seat, a coffee table chosen with it: room before it for the table to come.
          if (piece.role === 'armchair' && !seats && !table && chosen.table && !roomForTable(room, placement))
            score -= NO_ROOM_FOR_TABLE;
          score -= Math.max(0, -Math.cos(turnBetween(rotation, facing(spot, CAMERA)))) * BACK_TO_CAMERA;
          if (nearFurniture(room, placement, SEAT_PASSAGE_M)) score -= SEAT_CROWDED;
          break;
        }
        case 'tv-unit':
          if (seats) {
            score -= distance(spot, inFront(seats, 2.2)) * 1.2;
            score -= turnBetween(rotation, facing(spot, seats)) * 1.5;
          }
          break;
        case 'sofa':
          if (tv) {
            // Across from the screen and square to it, as the walls are: turned to face its middle
            // from one side, a sofa stood askew in the room, 10° to 20° off the walls (low-angle,
            // cream-on-cream, random 7-11).
            // From its nearest to its farthest, the wall behind it (the gap's cost) says where it
            // stands: drawn to the nearest, a sofa stood 0.7–1.3 m off the side wall across from
            // the screen, a thing left mid-room (random 7-5, 7-20, 91-16, 2026-21).
            const front = frontToFront(tv, spot, piece.depthM);
            const outside = Math.max(0, SOFA_FROM_SCREEN_M - front.along, front.along - SOFA_SCREEN_FAR_M);
            score -= Math.hypot(front.across, outside) * 1.2;
            score -=
              Math.max(0, Math.min(front.along, SOFA_SCREEN_FAR_M) - SOFA_FROM_SCREEN_M) * SOFA_FARTHER;
            score -= turnBetween(rotation, turnedAbout(tv.rotation)) * 1.5;
          } else if (bothSideWalls && chosen.tv) {
            // Both side walls seen: the sofa along one, the TV unit to come along the other.
            score -= Math.abs(Math.cos(rotation)) * SOFA_IN_PROFILE;
          } else {
            // The sofa faces the room as seen: against the back wall, the group in front of it, as
            // one would show a living room, not in profile along a side wall with nothing across
            // from it.
            score -= turnBetween(rotation, facing(spot, CAMERA)) * SOFA_IN_PROFILE;
          }
          break;
        case 'nightstand':
          if (bed) {
            const side = { x: Math.cos(bed.rotation), z: -Math.sin(bed.rotation) };
            const head = {
              x: bed.x - Math.sin(bed.rotation) * (bed.depthM / 2 - 0.3),
              z: bed.z - Math.cos(bed.rotation) * (bed.depthM / 2 - 0.3),
            };
            const reach = bed.widthM / 2 + piece.widthM / 2 + 0.08;
            const left = { x: head.x - side.x * reach, z: head.z - side.z * reach };
            const right = { x: head.x + side.x * reach, z: head.z + side.z * reach };
            score -= Math.min(distance(spot, left), distance(spot, right)) * 4;
            score -= Math.abs(rotation - bed.rotation) < 1e-6 ? 0 : 1;
          }
          break;
        case 'floor-lamp':
          // Beside a seat's arm and a little back, where it lights a reader; never before a seat.
          if (seats) score -= distance(spot, besideNearest(seats, piece, spot)) * 3;
          // At the arm farther from the camera: tall, at the near one it towers in the foreground.
          score += fromCamera * LAMP_AWAY;
          break;
        case 'accent':
          score -= Math.min(gap, 3) * 0.5;
          break;
        case 'dining-table':
          score -= gap < 0.6 ? 1 : 0;
          break;
      }
      if (rules.doorsKept && piece.role === 'armchair') score -= doorHidden(room, placement) * DOOR_HIDDEN;
      if (!best || score > best.score) best = { placement, score };
    }
  }
  return best?.placement ?? null;
}

/** What the room alone says of a footprint: the share of it in view, and how far its back is from the wall behind it. */
interface RoomFit {
  seen: number;
  gap: number;
}

const roomFits = new WeakMap<LayoutRoom, Map<string, Array<Map<number, RoomFit | null>>>>();

/**
 * What the room alone says of a floor piece at each spot of a pass (`freeSpots`), by its turn,
 * whatever else is placed (`roomFit`): kept per room, a layout is made several times over (each
 * piece tried first, the doors kept, the screen first), and each time tries the same spots and
 * turns for the same piece.
 */
function roomFitsOf(
  room: LayoutRoom,
  shape: Omit<ScenePlacement, 'x' | 'z' | 'rotation'>,
  fine: boolean,
  past: PastFrame | undefined,
) {
  return kept(
    kept(roomFits, room, () => new Map()),
    `${shape.widthM} ${shape.depthM} ${shape.heightM} ${shape.elevationM} ${fine} ${past}`,
    () => [],
  );
}

/**
 * What the room alone says of a floor piece's footprint: null where it reaches into a door's
 * passage, is less than three quarters in view, stands on floor not free or runs off the floor
 * seen; else the share of it in view and how far its back is from the wall behind it. With
 * `past`, it may instead run on past the picture's sides or foot (`runsPastFrame`).
 */
function roomFit(room: LayoutRoom, p: ScenePlacement, past?: PastFrame): RoomFit | null {
  if (inDoorway(room, p) || beforeWindow(room, p)) return null;
  const seen = inView(room.camera, p);
  const backWall = wallFit(room, p.x, p.z, extentOf(p, p.rotation), p.rotation);
  const backToWall = backWall.gap <= TV_WALL_GAP_M && turnBetween(backWall.rotation, p.rotation) < 0.1;
  const stands =
    (seen >= 0.75 && standsOnFreeFloor(room.floor, p)) ||
    (past !== undefined && runsPastFrame(room, p, past, backToWall));
  if (!stands) return null;
  return clearOfFloorEdge(room, p, backToWall) ? { seen, gap: backWall.gap } : null;
}

/**
 * Least share of a sofa's footprint in the picture when it runs on past its frame: moved off a
 * door in the back wall of a narrow portrait room, the wall beside the door is too short in the
 * picture for a 2.2 m sofa, which stood before the door (random 4242-8, 4242-12, 2026-1); in a
 * room seen across a corner, the side wall leaves the picture before a sofa's length (random
 * 4242-2, 2026-9). At half, sofas showed a third of themselves at the picture's edge (random 7-1, 91-1).
 */
const SOFA_IN_VIEW = 0.7;
/** Most sine of a piece's turn for it to stand square to the back wall, facing the room. */
const FACING_ROOM = 0.3;

/**
 * Whether a piece may run on past the picture's sides or foot, as `past` says: its back to a
 * wall seen, or also square to the back wall facing the room; its footprint on free floor or
 * over floor cells the frame cuts, in front of the walls seen, `SOFA_IN_VIEW` of it in the picture.
 */
function runsPastFrame(room: LayoutRoom, p: ScenePlacement, past: PastFrame, backToWall: boolean): boolean {
  const { camera } = room;
  const facingRoom = past === 'facing-room' && Math.abs(Math.sin(p.rotation)) < FACING_ROOM;
  return (
    (backToWall || facingRoom) &&
    areaInView(camera, p) >= SOFA_IN_VIEW &&
    onFloorOrPastFrame(room, grown(p, FURNITURE_CLEARANCE_M), freeCell)
  );
}

/** Adds a turn to those a spot tries, once. */
function addTurn(turns: number[], turn: number): void {
  if (!turns.includes(turn)) turns.push(turn);
}

/** The nearer to `spot` of the two places beside a seat's arms, set back toward its back. */
function besideNearest(
  seat: ScenePlacement,
  piece: Pick<LayoutPiece, 'widthM' | 'depthM'>,
  spot: { x: number; z: number },
) {
  const side = { x: Math.cos(seat.rotation), z: -Math.sin(seat.rotation) };
  const back = Math.max(0, seat.depthM / 2 - piece.depthM / 2);
  const reach = seat.widthM / 2 + piece.widthM / 2 + 0.05;
  const [left, right] = [-1, 1].map((k) => ({
    x: seat.x + side.x * reach * k - Math.sin(seat.rotation) * back,
    z: seat.z + side.z * reach * k - Math.cos(seat.rotation) * back,
  })) as [{ x: number; z: number }, { x: number; z: number }];
  return distance(spot, left) < distance(spot, right) ? left : right;
}

const isSeat = (role: LayoutRole) => role === 'sofa' || role === 'armchair';

/**
 * Whether the visitor's own furniture standing against a wall (their sofa, their desk, their bed,
 * not a coffee table out in the room) is within a hand's reach of a piece's footprint, at its
 * side along that wall: a lamp stands at a sofa's arm, not before its seat.
 */
function besideTaken(room: LayoutRoom, p: ScenePlacement): boolean {
  const grid = room.floor;
  const reach = 0.3;
  const wide = grown(p, reach);
  return someSample(wide, grid.cellM, (x, z) => {
    if (floorKindAt(grid, x, z) !== 'x') return false;
    const wall = wallFit(room, x, z, { x: 0, z: 0 });
    if (wall.gap > AGAINST_WALL_M) return false;
    const alongBack = wall.rotation === 0;
    return alongBack ? Math.abs(x - p.x) >= Math.abs(z - p.z) : Math.abs(z - p.z) >= Math.abs(x - p.x);
  });
}

/**
 * Whether a piece of the visitor's furniture standing out in the room (a table, a pouf: taken floor
 * touching no wall seen, unlike a sofa or a bed against one) is within `reach` of a footprint.
 */
function nearFurnitureOutInRoom(room: LayoutRoom, p: ScenePlacement, reach: number): boolean {
  const out = furnitureOutInRoom(room);
  return nearCells(room.floor, p, reach, (i) => out[i] === 1);
}

/** Whether any of the visitor's furniture (taken floor, against a wall or not) is within `reach` of a footprint. */
function nearFurniture(room: LayoutRoom, p: ScenePlacement, reach: number): boolean {
  return nearCells(room.floor, p, reach, (i) => room.floor.cells[i] === 'x');
}

/** Whether a cell `marked` (by its index) lies within `reach` of a footprint. */
function nearCells(
  grid: FloorGrid,
  p: ScenePlacement,
  reach: number,
  marked: (i: number) => boolean,
): boolean {
  const wide = grown(p, reach);
  return someSample(wide, grid.cellM, (x, z) => {
    const cell = floorCellAt(grid, x, z);
    return cell !== null && marked(cell.row * grid.cols + cell.col);
  });
}

/** The visitor's furniture out in the room, by cell, worked out once per room. */
const outInRoom = new WeakMap<LayoutRoom, Uint8Array>();

/** Marks the taken cells of each 4-connected group of them that comes within AGAINST_WALL_GAP_M of no wall. */
function furnitureOutInRoom(room: LayoutRoom): Uint8Array {
  const known = outInRoom.get(room);
  if (known) return known;
  const grid = room.floor;
  const out = new Uint8Array(grid.cols * grid.rows);
  for (const group of furnitureGroups(grid)) {
    const againstWall = group.some((i) => {
      const { x, z } = cellMiddle(grid, i);
      return wallFit(room, x, z, { x: 0, z: 0 }).gap <= AGAINST_WALL_GAP_M;
    });
    if (!againstWall) for (const i of group) out[i] = 1;
  }
  outInRoom.set(room, out);
  return out;
}

const groupsOf = new WeakMap<FloorGrid, number[][]>();

/** The 4-connected groups of taken cells, each a list of cell indices, worked out once per grid. */
export function furnitureGroups(grid: FloorGrid): number[][] {
  const known = groupsOf.get(grid);
  if (known) return known;
  const { cols, rows } = grid;
  const taken = (i: number) => grid.cells[i] === 'x';
  const seen = new Uint8Array(cols * rows);
  const groups: number[][] = [];
  for (let start = 0; start < cols * rows; start++) {
    if (!taken(start) || seen[start]) continue;
    const group = [start];
    seen[start] = 1;
    for (let k = 0; k < group.length; k++) {
      const i = group[k] as number;
      const col = i % cols;
      const row = Math.floor(i / cols);
      for (const [c, r] of [
        [col + 1, row],
        [col - 1, row],
        [col, row + 1],
        [col, row - 1],
      ] as const) {
        const j = r * cols + c;
        if (c < 0 || r < 0 || c >= cols || r >= rows || seen[j] || !taken(j)) continue;
        seen[j] = 1;
        group.push(j);
      }
    }
    groups.push(group);
  }
  groupsOf.set(grid, groups);
  return groups;
}

const cellMiddle = (grid: FloorGrid, i: number) => ({
  x: grid.originX + ((i % grid.cols) + 0.5) * grid.cellM,
  z: grid.originZ + (Math.floor(i / grid.cols) + 0.5) * grid.cellM,
});

/** Farthest off a seat's facing a screen is watched from it without turning the head. */
const SIGHT = (50 * Math.PI) / 180;

/** Most a screen is turned away from the seats watching it. */
const SCREEN_SIGHT = (45 * Math.PI) / 180;

/** Least turn between the ways a seat and the screen it watches face: across the room, not square to each other. */
const FACE_TO_FACE = (120 * Math.PI) / 180;

/** Whether a seat and a screen face each other, more or less (`FACE_TO_FACE`). */
const faceToFace = (a: ScenePlacement, b: ScenePlacement) =>
  turnBetween(a.rotation, b.rotation) >= FACE_TO_FACE;

/** Whether a spot lies before a seat (or a screen), within `sight` of where it faces. */
function inSight(seat: ScenePlacement, spot: { x: number; z: number }, sight = SIGHT): boolean {
  return turnBetween(facing(seat, spot), seat.rotation) <= sight;
}

/** A piece's middle and the two ends of its length: a long TV unit may be behind a seat by one end only. */
function alongOf(p: ScenePlacement): Array<{ x: number; z: number }> {
  const half = p.widthM / 2;
  const side = { x: Math.cos(p.rotation) * half, z: -Math.sin(p.rotation) * half };
  return [p, { x: p.x - side.x, z: p.z - side.z }, { x: p.x + side.x, z: p.z + side.z }];
}

/** Where a spot lies from a piece: `across` its width (toward its right as it faces) and `forward` of its middle. */
export function localOf(
  p: ScenePlacement,
  spot: { x: number; z: number },
): { across: number; forward: number } {
  const dx = spot.x - p.x;
  const dz = spot.z - p.z;
  return {
    across: dx * Math.cos(p.rotation) - dz * Math.sin(p.rotation),
    forward: dx * Math.sin(p.rotation) + dz * Math.cos(p.rotation),
  };
}

/** Whether a spot is behind a piece, within `reach` of its back and within `side` past its ends. */
function isBehind(p: ScenePlacement, spot: { x: number; z: number }, reach = 2.5, side = 0.5): boolean {
  const { across, forward } = localOf(p, spot);
  return forward < -p.depthM / 2 && forward > -p.depthM / 2 - reach && Math.abs(across) < p.widthM / 2 + side;
}

/**
 * Whether a spot is before a piece, within `reach` of its front: where a sitter's legs and view
 * go, or the screen's view from a TV unit.
 */
function isBefore(
  seat: ScenePlacement,
  spot: { x: number; z: number },
  reach = Number.POSITIVE_INFINITY,
): boolean {
  const { across, forward } = localOf(seat, spot);
  return (
    forward > seat.depthM / 2 && forward < seat.depthM / 2 + reach && Math.abs(across) < seat.widthM / 2 + 0.3
  );
}

/**
 * Whether the free floor seen has room before a seat for a coffee table, where it would stand
 * (`inFront`): an armchair placed first, facing the camera out in the room, left the table no
 * floor in view before it (random 23-4 without its sofa).
 */
function roomForTable(room: LayoutRoom, seat: ScenePlacement): boolean {
  const table: ScenePlacement = {
    ...seat,
    ...inFront(seat, TABLE_AHEAD_M + TABLE_TO_COME.depthM / 2),
    ...TABLE_TO_COME,
  };
  return inView(room.camera, table) >= 0.75 && standsOnFreeFloor(room.floor, table);
}

/** A turned footprint's extent across the room (x) and in depth (z). */
function extentOf(piece: Pick<LayoutPiece, 'widthM' | 'depthM'>, rotation: number): { x: number; z: number } {
  const c = Math.abs(Math.cos(rotation));
  const s = Math.abs(Math.sin(rotation));
  return { x: c * piece.widthM + s * piece.depthM, z: c * piece.depthM + s * piece.widthM };
}

/** The middle of the free floor the camera sees, where a person's eye goes first. */
function floorCentre(room: LayoutRoom): { x: number; z: number } {
  return freeCentreOf(room.floor) ?? { x: 0, z: -3 };
}

/**
 * Whether a coffee table has seats to serve: a new sofa or armchair placed, the visitor's own
 * furniture seen, or no seat chosen with it (then it serves the visitor's own, maybe behind the
 * camera). Chosen with seats none of which found a place, it would stand before nobody.
 */
function seatFor(room: LayoutRoom, placed: readonly Occupied[], selection: readonly LayoutPiece[]): boolean {
  return (
    anchorOf(placed, 'sofa', 'armchair') !== undefined ||
    takenCentre(room.floor) !== undefined ||
    !selection.some((p) => isSeat(p.role))
  );
}

/**
 * The middle of the floor the visitor's own furniture hides, if any is seen: its groups of taken
 * cells as large as a chair's, at least. Fewer are the analysis's specks (a patch of sun's edge, a
 * wall's foot not read as a wall): a lone armchair turned to them stood side-on in an empty room,
 * facing nothing.
 */
function takenCentre(grid: FloorGrid): { x: number; z: number } | undefined {
  const least = FURNITURE_LEAST_M2 / (grid.cellM * grid.cellM);
  const middles = furnitureGroups(grid)
    .filter((group) => group.length >= least)
    .flatMap((group) => group.map((i) => cellMiddle(grid, i)));
  if (middles.length === 0) return undefined;
  return {
    x: middles.reduce((sum, m) => sum + m.x, 0) / middles.length,
    z: middles.reduce((sum, m) => sum + m.z, 0) / middles.length,
  };
}

/** The least floor a piece of the visitor's furniture hides in the picture: a chair's, 50 × 50 cm. */
const FURNITURE_LEAST_M2 = 0.25;

const freeCentres = new WeakMap<FloorGrid, { x: number; z: number } | undefined>();

/** The middle of a grid's free cells, worked out once per grid: each piece's search asks. */
function freeCentreOf(grid: FloorGrid): { x: number; z: number } | undefined {
  if (freeCentres.has(grid)) return freeCentres.get(grid);
  let sx = 0;
  let sz = 0;
  let n = 0;
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++)
      if (freeCell(floorCell(grid, col, row))) {
        sx += grid.originX + (col + 0.5) * grid.cellM;
        sz += grid.originZ + (row + 0.5) * grid.cellM;
        n++;
      }
  const centre = n ? { x: sx / n, z: sz / n } : undefined;
  freeCentres.set(grid, centre);
  return centre;
}

/**
 * The rug lies centred under the coffee or dining table (else under the seating group, or the
 * bed's foot), shrunk to the floor it finds.
 */
function rugUnder(room: LayoutRoom, piece: LayoutPiece, placed: readonly Occupied[]): ScenePlacement | null {
  const centre = anchorOf(placed, 'coffee-table', 'dining-table', 'sofa', 'armchair', 'bed');
  const group = placed.filter((o) => ['sofa', 'armchair', 'coffee-table', 'chair'].includes(o.role));
  const table = anchorOf(placed, 'coffee-table', 'dining-table');
  // Centred on the table the seats gather round, as a person lays it; else on the group's middle.
  const target = table
    ? { x: table.x, z: table.z }
    : group.length
      ? {
          x: group.reduce((s, o) => s + o.placement.x, 0) / group.length,
          z: group.reduce((s, o) => s + o.placement.z, 0) / group.length,
        }
      : (centre ?? floorCentre(room));
  // Its long side along the sofa and the table, as rugs are laid; turned the other way only when
  // that fits a larger rug. Square to the sofa, however it is turned (out in the room, to the
  // camera): a rug square to the walls under a sofa turned 18° reads as laid askew. With no sofa,
  // square to the walls whatever the turn of the seat it lies under: an armchair may be turned to
  // the screen, a rug is not.
  // The visitor's own rug already lies where the new one would: laid elsewhere, it would lie
  // under nothing; partly over it, the two would read as stacked.
  const at = floorCellAt(room.floor, target.x, target.z);
  if (at && floorCell(room.floor, at.col, at.row) === 'r') return null;
  const sofa = anchorOf(placed, 'sofa');
  const along = sofa?.rotation ?? Math.round((centre?.rotation ?? 0) / (Math.PI / 2)) * (Math.PI / 2);
  const rotations = piece.depthM > piece.widthM ? [along + Math.PI / 2, along] : [along];
  // Nearest the target first: once a rug fits, a spot farther than its score cannot do better.
  const spots = [...freeSpots(room.floor)].sort((a, b) => distance(a, target) - distance(b, target));
  // The table on the rug with a border of it all round, a smaller rug if need be: a full rug pushed
  // aside by the floor's edge had the table 20 cm from its border (narrow-portrait).
  const holdsTable = (border: number) => (rug: ScenePlacement) =>
    !table ||
    footprintCorners(table).every((corner) => {
      const { across, forward } = localOf(rug, corner);
      return Math.abs(across) <= rug.widthM / 2 - border && Math.abs(forward) <= rug.depthM / 2 - border;
    });
  // Else the whole table on it, else at least its middle: a larger rug beside the table, its edge
  // under the table's middle, lay under the sofa and showed only a strip (random 91-7).
  const bordered = holdsTable(RUG_BORDER_M);
  const underTable = (rug: ScenePlacement) => {
    if (!table) return true;
    const { across, forward } = localOf(rug, table);
    return Math.abs(across) <= rug.widthM / 2 && Math.abs(forward) <= rug.depthM / 2;
  };
  // Before a sofa, its long side along the sofa while it stays about as long as the sofa is wide:
  // turned, a full rug narrower than the sofa ran off toward the camera (random 777-8, 91-7).
  const wide = sofa
    ? RUG_SHRINKS.filter((k) => k * Math.max(piece.widthM, piece.depthM) >= sofa.widthM * 0.9)
    : [];
  // Centred under the table first, smaller if need be: the largest rug that fits, pushed 0.5 m
  // off by a wall, ran on past the sofa's near end to the picture's foot, the table at its far
  // third (random 7-1). Not under a lone armchair: a rug centred under it is hidden by it.
  const centred: RugTry[] = table
    ? [
        {
          turns: sofa ? rotations.slice(0, 1) : rotations,
          shrinks: wide.length ? wide : RUG_SHRINKS,
          keeps: bordered,
          reach: RUG_CENTRED_M,
        },
      ]
    : [];
  const tries = [bordered, holdsTable(0), underTable].flatMap((keeps): RugTry[] => [
    ...(rotations.length > 1 && wide.length ? [{ turns: rotations.slice(0, 1), shrinks: wide, keeps }] : []),
    { turns: rotations, shrinks: RUG_SHRINKS, keeps },
  ]);
  // A rug whose middle lies so near the visitor's furniture, or their rug, that a whole cell of it
  // lies under the rug fails on that cell, whatever its turn: passed over before it is looked at.
  const blocked = rugBlocked(room.floor);
  const roomFor = (spot: Spot) => {
    const cell = floorCellAt(room.floor, spot.x, spot.z);
    return cell ? (blocked[cell.row * room.floor.cols + cell.col] as number) : Number.POSITIVE_INFINITY;
  };
  for (const { turns, shrinks, keeps, reach } of [...centred, ...tries]) {
    const rug = rugNear(
      piece,
      spots,
      target,
      turns,
      along,
      shrinks,
      (p) => keeps(p) && rugLiesWell(room, p, placed),
      roomFor,
      reach,
    );
    if (rug) return rug;
  }
  return null;
}

const rugBlocks = new WeakMap<FloorGrid, Float32Array>();

/**
 * For each cell, a distance from its middle within which a rug's middle lying there surely has a
 * whole cell of the visitor's furniture or rug under it, in metres: a rug whose smaller side is
 * longer than twice that is not on free floor. The chamfer distance to that cell's middle (never
 * short), and the half diagonal of a cell either end (a spot off its cell's middle, the cell's
 * far corner). A whole cell under the rug holds one of its samples, 0.7 of a cell apart.
 */
function rugBlocked(grid: FloorGrid): Float32Array {
  const known = rugBlocks.get(grid);
  if (known) return known;
  const d = cellsToNearest(grid, (kind) => kind === 'x' || kind === 'r', Number.POSITIVE_INFINITY);
  for (let i = 0; i < d.length; i++) d[i] = ((d[i] as number) + Math.SQRT2) * grid.cellM;
  rugBlocks.set(grid, d);
  return d;
}

/**
 * Whether a rug lies on free floor (`rugOnFloor`), half of it in view at least, and not all
 * behind a piece standing before it: a rug nobody sees is marked for nothing.
 */
function rugLiesWell(room: LayoutRoom, rug: ScenePlacement, placed: readonly Occupied[]): boolean {
  return (
    rugOnFloor(room, rug, placed) &&
    areaInView(room.camera, rug) >= 0.5 &&
    !placed.some((o) => o.placement.mount === 'floor' && hides(room, o.placement, rug, RUG_HIDDEN_SHARE))
  );
}

/** The turns and sizes a rug is tried at, what it must keep to, and how far from its target it may lie. */
interface RugTry {
  turns: readonly number[];
  shrinks: readonly number[];
  keeps: (rug: ScenePlacement) => boolean;
  reach?: number;
}

/** How far off the table's middle a rug's middle may lie before a smaller rug centred under it is tried, in metres. */
const RUG_CENTRED_M = 0.25;

/** The sizes a rug is tried at, its own first, then smaller. */
const RUG_SHRINKS: readonly number[] = [1, 0.85, 0.7, 0.55];

/** The least rug showing all round a table standing on it, in metres. */
const RUG_BORDER_M = 0.25;

/**
 * The rug nearest `target`, within `reach` of it, that `keeps` accepts (where it lies well, and
 * the table on it as the try asks): at the first of `shrinks` that fits; null when none does.
 * `roomFor(spot)`: the most half its smaller side may be there (`rugBlocked`).
 */
function rugNear(
  piece: LayoutPiece,
  spots: readonly Spot[],
  target: { x: number; z: number },
  rotations: readonly number[],
  along: number,
  shrinks: readonly number[],
  keeps: (rug: ScenePlacement) => boolean,
  roomFor: (spot: Spot) => number,
  reach = Number.POSITIVE_INFINITY,
): ScenePlacement | null {
  for (const shrink of shrinks) {
    let best: { placement: ScenePlacement; score: number } | null = null;
    const half = (Math.min(piece.widthM, piece.depthM) * shrink) / 2;
    for (const spot of spots) {
      if (distance(spot, target) > reach || (best && distance(spot, target) > -best.score)) break;
      if (roomFor(spot) < half) continue;
      for (const rotation of rotations) {
        if (Math.hypot(spot.x, spot.z) < NEAREST_M) continue;
        const placement: ScenePlacement = {
          ...base(piece, 'rug'),
          widthM: piece.widthM * shrink,
          depthM: piece.depthM * shrink,
          x: spot.x,
          z: spot.z,
          rotation,
        };
        if (!keeps(placement)) continue;
        const score = -distance(spot, target) - (rotation === along ? 0.3 : 0);
        if (!best || score > best.score) best = { placement, score };
      }
    }
    if (best) return best.placement;
  }
  return null;
}

/**
 * A rug's floor is free floor or the floor under the new pieces standing on it, never the
 * visitor's furniture, nor the visitor's own rug: laid partly over it, the two read as stacked.
 * It may run on past the sides and the foot of the picture, as rugs do in photos of rooms, within
 * the walls seen: kept to the floor seen, a rug in a portrait photo was turned with its long side
 * toward the camera, narrower than the sofa it lay before.
 */
function rugOnFloor(room: LayoutRoom, rug: ScenePlacement, placed: readonly Occupied[]): boolean {
  return (
    onFloorOrPastFrame(room, rug, (kind) => kind === 'f') &&
    placed.every((o) => o.role !== 'rug' || !footprintsOverlap(rug, o.placement))
  );
}

/** Whether every point of a footprint lies on floor cells `takes` takes, or past the picture's frame (`pastFrame`). */
function onFloorOrPastFrame(
  room: LayoutRoom,
  p: Footprint,
  takes: (kind: FloorCellKind) => boolean,
): boolean {
  const grid = room.floor;
  return !someSample(p, grid.cellM * 0.7, (x, z) => {
    const kind = floorKindAt(grid, x, z);
    return !takes(kind) && (!unread(kind) || !pastFrame(room, x, z));
  });
}

/**
 * Whether a point of the floor lies past the sides or the foot of the picture, or in a floor cell
 * the frame cuts (never read free: not all of it shows floor), below the picture's top, in front
 * of every wall seen. Near the camera a cell is 60 to 80 px across in a phone photo: a fixed band
 * of 3 % of the width along the frame stopped short of those cells, and a rug before a sofa near
 * the picture's side was pushed off the sofa's middle, the sofa's end off it (random 4242-11).
 */
export function pastFrame(room: LayoutRoom, x: number, z: number): boolean {
  const { camera, floor } = room;
  const px = projectToImage(camera, [x, 0, z]);
  if (!px || px[1] < 0) return false;
  if (!inPicture(camera, px)) return inFrontOfWalls(room, x, z);
  const cell = floorCellAt(floor, x, z);
  if (!cell) return false;
  const [x0, z0] = [floor.originX + cell.col * floor.cellM, floor.originZ + cell.row * floor.cellM];
  const cut = [
    [x0, z0],
    [x0 + floor.cellM, z0],
    [x0, z0 + floor.cellM],
    [x0 + floor.cellM, z0 + floor.cellM],
  ].some(([cx, cz]) => {
    const corner = projectToImage(camera, [cx as number, 0, cz as number]);
    // Cut by the sides or the foot: past the top, the picture shows walls, not floor.
    return !inPicture(camera, corner && [corner[0], Math.max(0, corner[1])]);
  });
  return cut && inFrontOfWalls(room, x, z);
}

/** Whether a point of the floor lies in front of every wall seen. */
function inFrontOfWalls(room: LayoutRoom, x: number, z: number): boolean {
  return room.walls.every((wall) =>
    wall.side === 'back'
      ? z > -wall.distanceM
      : wall.side === 'left'
        ? x > -wall.distanceM
        : x < wall.distanceM,
  );
}

/**
 * Art, mirrors and shelves on the back wall (or a side one), above what stands in front of it;
 * curtains at the window seen (`atWindow`), else toward a wall's end.
 */
function onWall(room: LayoutRoom, piece: LayoutPiece, placed: readonly Occupied[]): ScenePlacement | null {
  const curtain = piece.role === 'curtain';
  if (curtain) {
    const hung = atWindow(room, piece, placed);
    if (hung) return hung;
  }
  let best: { placement: ScenePlacement; score: number } | null = null;
  const walls = [...room.walls].sort((a, b) => (a.side === 'back' ? -1 : b.side === 'back' ? 1 : 0));
  for (const wall of walls) {
    const [from, to] = keptWallSpan(room, wall);
    if (curtain && footUnread([from, to])) continue;
    for (let t = -4; t <= 4; t += 0.1) {
      const along = wall.side === 'back' ? t : -Math.abs(t) - NEAREST_M;
      if (along - piece.widthM / 2 < from || along + piece.widthM / 2 > to) continue;
      const spot = hungAt(wall, along, piece.depthM);
      const below = placed.filter(
        (o) =>
          o.placement.mount === 'floor' &&
          footprintsOverlap({ ...spot, widthM: piece.widthM, depthM: 1.2 }, o.placement),
      );
      const over = below.reduce((h, o) => Math.max(h, o.placement.elevationM + o.placement.heightM), 0);
      const elevationM = curtain ? 0.02 : Math.max(piece.elevationM, over > 0 ? over + 0.25 : 0);
      if (elevationM + piece.heightM > room.ceilingM - 0.05) continue;
      if (curtain && below.length) continue;
      const placement: ScenePlacement = { ...base(piece, 'wall'), elevationM, ...spot };
      if (curtain && nearFurniture(room, placement, FURNITURE_CLEARANCE_M)) continue;
      if (placed.some((o) => o.placement.mount === 'wall' && footprintsOverlap(placement, o.placement, 0.1)))
        continue;
      if (inDoorway(room, placement) || (!curtain && beforeWindow(room, placement))) continue;
      const seen = inView(room.camera, placement);
      if (seen < 1) continue;
      // Art goes over the sofa or the bed when there is one; curtains toward a side.
      const anchor = anchorOf(placed, 'sofa', 'bed', 'storage', 'tv-unit');
      let score = wall.side === 'back' ? 1 : 0;
      if (!curtain && anchor && below.some((o) => o.placement === anchor))
        score += 2 - Math.abs(spot.x - anchor.x);
      if (curtain) score += Math.abs(t) * 0.3;
      else score -= Math.abs(t) * 0.2;
      if (!best || score > best.score) best = { placement, score };
    }
  }
  return best?.placement ?? null;
}

/** Where a piece `depthM` deep hangs on a wall, its middle `along` it (x on the back wall, z on a side one). */
function hungAt(
  wall: SceneWall,
  along: number,
  depthM: number,
): Pick<ScenePlacement, 'x' | 'z' | 'rotation' | 'wall'> {
  const [x, , z] = wallPoint({ ...wall, distanceM: wall.distanceM - depthM / 2 }, along, 0);
  return { x, z, rotation: wallTurn(wall), wall: wall.side };
}

/** Where along a wall a piece may hang (`wallSpan`), worked out once per room and wall. */
function keptWallSpan(room: LayoutRoom, wall: SceneWall): [number, number] {
  return kept(
    kept(spans, room, () => new Map()),
    wall.side,
    () => wallSpan(room, wall),
  );
}

/** Each room's walls' spans: the whole floor grid is read for each. */
const spans = new WeakMap<LayoutRoom, Map<SceneWall['side'], [number, number]>>();

/**
 * Whether a wall's span is bounded at neither end: no floor read at its foot, no wall seen at its
 * ends. Its place is then the analysis' guess, and curtains, which reach the floor, would hang
 * above or below the floor the picture shows there (random 91-20: in mid-air, 1 m up, before the
 * left wall). Art and mirrors, off the floor, still hang on it (a bedroom's wall over the bed).
 */
const footUnread = ([from, to]: [number, number]) => !Number.isFinite(from) && !Number.isFinite(to);

/**
 * How much of curtains at a window the picture must show: half, as of the window itself when the
 * frame cuts it (dark-tiles-yellow, wide-view: their near panel leaves the picture).
 */
const CURTAIN_SEEN = 0.5;

/**
 * Curtains at the window seen: the rod centred over it, or slid along the wall as far as the wall
 * ends while still over the window's middle, the cloth down to the floor (over a rug's edge), where
 * no piece nor the visitor's own furniture stands at the window's foot, no door opens and no other
 * piece hangs. Null with no window read, or none where they can hang.
 */
function atWindow(room: LayoutRoom, piece: LayoutPiece, placed: readonly Occupied[]): ScenePlacement | null {
  const half = piece.widthM / 2;
  for (const window of room.windows ?? []) {
    const wall = room.walls.find((w) => w.side === window.side);
    if (!wall) continue;
    const [from, to] = keptWallSpan(room, wall);
    if (footUnread([from, to])) continue;
    const middle = (window.fromM + window.toM) / 2;
    const along = withinSpan([from, to], middle, half);
    if (along - half < from || along + half > to || Math.abs(along - middle) > half) continue;
    const placement: ScenePlacement = {
      ...base(piece, 'wall'),
      elevationM: 0.02,
      ...hungAt(wall, along, piece.depthM),
    };
    if (placement.elevationM + piece.heightM > room.ceilingM - 0.05) continue;
    if (
      placed.some(
        (o) =>
          o.placement.mount !== 'rug' &&
          footprintsOverlap(placement, o.placement, o.placement.mount === 'wall' ? 0.1 : 0.02),
      ) ||
      nearFurniture(room, placement, FURNITURE_CLEARANCE_M) ||
      inDoorway(room, placement) ||
      inView(room.camera, placement) < CURTAIN_SEEN
    )
      continue;
    return placement;
  }
  return null;
}

/** A pendant over the table (or the middle of the free floor), its top at the ceiling, in view. */
function fromCeiling(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
): ScenePlacement | null {
  const over = anchorOf(placed, 'dining-table', 'coffee-table', 'bed', 'desk') ?? floorCentre(room);
  const elevationM = Math.max(1.9, room.ceilingM - piece.heightM);
  const candidates = [
    over,
    ...[...freeSpots(room.floor)].sort((a, b) => distance(a, over) - distance(b, over)),
  ];
  for (const spot of candidates) {
    const placement: ScenePlacement = {
      ...base(piece, 'ceiling'),
      elevationM,
      x: spot.x,
      z: spot.z,
      rotation: 0,
    };
    if (Math.hypot(spot.x, spot.z) < NEAREST_M + 0.5) continue;
    // Its cord may leave the frame at the top; the shade must be seen.
    if (inView(room.camera, placement) >= 0.75) return placement;
  }
  return null;
}

/** A lamp stands on a desk, a bedside table, a console or a chest of drawers of the selection. */
function lampOnSurface(
  room: LayoutRoom,
  piece: LayoutPiece,
  placed: readonly Occupied[],
): ScenePlacement | null {
  const surfaces = placed.filter((o) =>
    ['desk', 'nightstand', 'storage', 'tv-unit', 'accent'].includes(o.role),
  );
  for (const surface of surfaces) {
    const s = surface.placement;
    if (s.heightM > 1.2 || s.widthM < piece.widthM) continue;
    const offset = (s.widthM - piece.widthM) / 2 - 0.05;
    const placement: ScenePlacement = {
      ...base(piece, 'floor'),
      elevationM: s.elevationM + s.heightM,
      x: s.x + Math.cos(s.rotation) * offset,
      z: s.z - Math.sin(s.rotation) * offset,
      rotation: s.rotation,
    };
    if (inView(room.camera, placement) >= 0.75) return placement;
  }
  return null;
}
