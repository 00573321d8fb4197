import { floorPointAt, type SceneCamera } from '../../../../domain/scene.js';
import { colourful, type Lab, LIT_HUE, litColourfulFloor, litNeutralFloor } from './lit-floor.js';
import { clearRaisedPieces, type RaisedPiece, raisedPieces } from './raised-pieces.js';
import { boxSum, byWeight, labDistance, labDistanceTo, type Raster, summedArea } from './raster.js';

/** Which pixels of an analysis raster are floor, and where the seen floor ends in each column. */
export interface FloorRegion {
  width: number;
  height: number;
  /** 1 where the pixel is floor. */
  floor: Uint8Array;
  /** Per column, the highest floor row, or -1 when the column shows no floor. */
  top: Int32Array;
  /** Share of the picture that is floor. */
  share: number;
  /** 1 where the floor is a rug lying on it: a piece stands there, no new rug is laid over it. */
  rug: Uint8Array;
  /** Pieces whose top had the floor's colour, taken out of the floor (for the debug sheet). */
  raised: RaisedPiece[];
}

/** Felzenszwalb–Huttenlocher's scale: larger merges more. In ΔE units. */
const SEGMENT_SCALE = 220;
const MIN_REGION = 24;
/** A region joins the floor when its colour is this close to the floor's (ΔE). */
const FLOOR_COLOUR = 13;
/** Bed linen and white duvets: bright and colourless. Never a seed of the floor. */
const isLinen = (l: number, a: number, b: number) => l > 76 && Math.hypot(a, b) < 11;

interface Region {
  size: number;
  l: number;
  a: number;
  b: number;
  top: number;
  bottomBand: number;
}

/**
 * Graph-based segmentation (Felzenszwalb & Huttenlocher, 2004) on CIELAB: edges between
 * 8-neighbours weighted by colour difference, merged in increasing order while the difference
 * stays under each region's internal variation plus scale / size.
 */
export function segmentRegions(raster: Raster): { labels: Int32Array; count: number } {
  const { width: w, height: h, lab } = raster;
  const n = w * h;
  // Each pixel's edges to its right, lower, lower-right and lower-left neighbours, in typed
  // arrays sized once: pushed one by one onto arrays, the 170 000 edges of a 180 × 240 raster
  // took a fifth of the segmentation.
  const total = (w - 1) * h + w * (h - 1) + 2 * (w - 1) * (h - 1);
  const edges = new Int32Array(2 * total);
  const weights = new Float64Array(total);
  let m = 0;
  const add = (i: number, j: number) => {
    edges[2 * m] = i;
    edges[2 * m + 1] = j;
    weights[m] = labDistance(lab, i, j);
    m++;
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x + 1 < w) add(i, i + 1);
      if (y + 1 < h) add(i, i + w);
      if (x + 1 < w && y + 1 < h) add(i, i + w + 1);
      if (x > 0 && y + 1 < h) add(i, i + w - 1);
    }
  const order = byWeight(weights);
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const size = new Int32Array(n).fill(1);
  const inner = new Float32Array(n);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) {
      const next = parent[i] as number;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  const join = (a: number, b: number, weight: number) => {
    if ((size[a] as number) < (size[b] as number)) [a, b] = [b, a];
    parent[b] = a;
    size[a] = (size[a] as number) + (size[b] as number);
    inner[a] = weight;
  };
  for (const k of order) {
    const a = find(edges[2 * k] as number);
    const b = find(edges[2 * k + 1] as number);
    if (a === b) continue;
    const weight = weights[k] as number;
    const limit = Math.min(
      (inner[a] as number) + SEGMENT_SCALE / (size[a] as number),
      (inner[b] as number) + SEGMENT_SCALE / (size[b] as number),
    );
    if (weight <= limit) join(a, b, weight);
  }
  for (const k of order) {
    const a = find(edges[2 * k] as number);
    const b = find(edges[2 * k + 1] as number);
    if (a !== b && ((size[a] as number) < MIN_REGION || (size[b] as number) < MIN_REGION))
      join(a, b, weights[k] as number);
  }
  const labels = new Int32Array(n);
  const ids = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = find(i);
    let id = ids.get(r);
    if (id === undefined) {
      id = ids.size;
      ids.set(r, id);
    }
    labels[i] = id;
  }
  return { labels, count: ids.size };
}

/** A straight edge as the floor search reads it: its ends in this raster, its length, and the room direction it runs along. */
export interface EdgeMark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  length: number;
  /** 0 vertical, 1 across the room (x), 2 in depth (z), -1 none of them (a fold, a pattern). */
  direction: number;
}

/** A lit patch of floor has at most a few straight edges of its own (its outline); a duvet, more folds. */
const LIT_FOLDS = 6;
/** Share of the main floor's density of boards and joints that a lit patch of it shows. */
const LIT_BOARDS = 0.3;

/** Two straight edges lie on one line when they turn by less than this (sine) and are this close across it (raster pixels). */
const SAME_LINE_SIN = Math.sin((2 * Math.PI) / 180);
const SAME_LINE_PX = 1.2;
/** How many of a lit patch's own lines must continue the floor's for its joints to run on across it. */
const JOINTS_RUN_ON = 3;
/** Folds in every direction (pixels of edge per pixel of region) and hardly a line along the room: bedding, not a floor. */
const FOLDS_PER_PIXEL = 0.04;
/** Most edges, all running one way, that a region may show and still be read as cut along a straight edge rather than folded. */
const STRAIGHT_EDGE_FOLDS = 2;
/** A woven floor's fibres: at least this many short edges, this share of their length running one way, over this share of the picture and of its foot. */
const WOVEN_FOLDS = 80;
const WOVEN_ONE_WAY = 0.8;
const WOVEN_SHARE = 0.2;
const WOVEN_FOOT = 0.75;
/**
 * Upright lines inside a region that show it mirrors what stands above it: their length against the
 * side of a square of the region's area, and against all its lines inside. A wooden floor's joints
 * near the picture's middle run nearly upright: under a tenth of its lines, in the rooms tried.
 */
const MIRRORED_UPRIGHT = 1.5;
const MIRRORED_SHARE = 0.2;
/** Least share of the picture such a region covers: a thin strip along a joint running toward the camera is the joint's own edge. */
const MIRRORED_LEAST = 0.015;
/** How far either side of a line its region is looked at, in raster pixels. */
const LINE_SIDE = 2;

/**
 * The floor: regions below the horizon that reach the bottom of the picture with a floor's
 * colour, then every neighbouring region below the horizon of the same colour (and the lower part
 * of a floor's region that ran on into the walls, in its own shade), less the tops of raised
 * pieces (raised-pieces.ts) when the camera is known. What is left between floor pixels is
 * furniture standing on it. `camera` is the photo's, in this raster's pixels. `patterned`: the
 * edges were found busy with a pattern, the camera told by the room's long ones alone; the short
 * edges every way are then the pattern's motifs, not a duvet's folds. `averaged`: the raster is
 * motif-averaged (motifAveraged), and its blur runs the floor's region on into the walls' foot.
 */
export function findFloor(
  raster: Raster,
  horizonY: number,
  edges: readonly EdgeMark[] = [],
  camera?: SceneCamera,
  { patterned = false, averaged = false }: { patterned?: boolean; averaged?: boolean } = {},
): FloorRegion {
  const { width: w, height: h, lab } = raster;
  const segmentation = segmentRegions(raster);
  const { labels } = segmentation;
  const band = Math.max(2, Math.round(h * 0.06));
  // The floor starts a little under the horizon: nothing at eye height is floor.
  const lowest = horizonY + 0.04 * h;
  let regions = regionsOf(raster, labels, segmentation.count, band);
  // A fine pattern (a mosaic of small tiles) leaves the floor's region with so much variation
  // inside that it runs on into the walls: its part under the horizon, followed up from the bottom
  // of the picture while the colour averaged over a few tiles changes gently, is a region of its own.
  // On a motif-averaged raster, the floor's region blurred a little way up the walls' foot is too.
  const rises = averaged ? lowest : horizonY - RISES * h;
  // So is a region showing nearly all the picture's foot that rises a little above the floor's
  // start: the floor run on into a door's leaf or the skirting, left no floor at all otherwise.
  const mostOfTheFoot = FOOT_MOST * w * band;
  const tall = regions.flatMap((r, id) =>
    (r.top < rises || (r.top < lowest && r.bottomBand >= mostOfTheFoot)) &&
    r.bottomBand >= band * 2 &&
    !isLinen(r.l, r.a, r.b)
      ? [id]
      : [],
  );
  if (tall.length > 0) {
    const first = Math.max(0, Math.ceil(lowest));
    const least = OWN_FLOOR * w * band;
    const before = averaged ? null : labels.slice();
    const count = splitLowerParts(raster, labels, new Set(tall), segmentation.count, first, h - band, least);
    if (before) underTheirJoints(labels, before, segmentation.count, count, edges, w, first);
    regions = regionsOf(raster, labels, count, band);
  }
  const count = regions.length;
  // A floor shows nothing, or lines running to the room's vanishing points (joints, boards); a
  // duvet shows folds every way. A region covered in folds is never floor. A line counts for a
  // region only inside it (the same region on both sides): its outline is where something else
  // begins, such as the border of a runner lying on a duvet.
  const folds = new Float32Array(count);
  const foldCount = new Uint16Array(count);
  // The folds' directions, doubled (a fold has no way), summed by length: how much they run one way.
  const foldsCos = new Float32Array(count);
  const foldsSin = new Float32Array(count);
  const lines = new Float32Array(count);
  const upright = new Float32Array(count);
  const insideLines = new Map<number, EdgeMark[]>();
  const foldEdges = new Map<number, EdgeMark[]>();
  const labelAt = labelReader(labels, w, h);
  for (const e of edges) {
    const mx = (e.x1 + e.x2) / 2;
    const my = (e.y1 + e.y2) / 2;
    const id = labelAt(mx, my);
    if (e.direction < 0) {
      foldEdges.get(id)?.push(e) ?? foldEdges.set(id, [e]);
      folds[id] = (folds[id] as number) + e.length;
      foldCount[id] = (foldCount[id] as number) + 1;
      const turn = 2 * Math.atan2(e.y2 - e.y1, e.x2 - e.x1);
      foldsCos[id] = (foldsCos[id] as number) + e.length * Math.cos(turn);
      foldsSin[id] = (foldsSin[id] as number) + e.length * Math.sin(turn);
      continue;
    }
    if (regionsBeside(e, labelAt).every((o) => o === id)) {
      lines[id] = (lines[id] as number) + e.length;
      if (e.direction === 0) upright[id] = (upright[id] as number) + e.length;
      insideLines.get(id)?.push(e) ?? insideLines.set(id, [e]);
    }
  }
  // What each region's edges say it is, worked out once. A woven floor (sisal, a mat) seen close
  // shows its fibres as short edges by the hundred, but all running one way, over most of the
  // picture's foot: a duvet's folds run every way.
  const woven = Uint8Array.from(regions, (r, id) =>
    Number(
      (foldCount[id] as number) >= WOVEN_FOLDS &&
        Math.hypot(foldsCos[id] as number, foldsSin[id] as number) >= WOVEN_ONE_WAY * (folds[id] as number) &&
        r.size >= WOVEN_SHARE * w * h &&
        r.bottomBand >= WOVEN_FOOT * w * band,
    ),
  );
  const folded = (r: Region, id: number) =>
    !woven[id] &&
    !patterned &&
    (folds[id] as number) > FOLDS_PER_PIXEL * r.size &&
    (folds[id] as number) > 2 * (lines[id] as number);
  // A thin band along one or two edges running one way, with the band's own colour lit beyond them,
  // lies along the edge of a patch of light, not folded: the soft edge of a patch of sun, slanting
  // as the sun does and along no room direction (random 91-30: such a band read as bedding, then as
  // furniture across the room).
  const litBeyond = (id: number) =>
    (foldEdges.get(id) ?? []).some((e) =>
      regionsBeside(e, labelAt).some(
        (o) => o !== id && litShade(regions[o] as Region, regions[id] as Region),
      ),
    );
  const alongAnEdge = new Set(
    thinOnes(
      { labels, w, h, regions },
      regions.flatMap((r, id) =>
        folded(r, id) &&
        (foldCount[id] as number) <= STRAIGHT_EDGE_FOLDS &&
        Math.hypot(foldsCos[id] as number, foldsSin[id] as number) >= WOVEN_ONE_WAY * (folds[id] as number) &&
        litBeyond(id)
          ? [id]
          : [],
      ),
    ),
  );
  const bedding = Uint8Array.from(regions, (r, id) => Number(folded(r, id) && !alongAnEdge.has(id)));
  // A floor's lines run to the room's horizontal vanishing points; a region under the horizon whose
  // lines inside stand upright, many and a good share of them, shows what stands above it: the
  // window frames and the chair mirrored in a glass table top, or an upright piece's own edges. A
  // woven floor's fibres running toward the camera are read as upright lines too (13-16 raster
  // pixels long at most, as long as a mirrored frame's short pieces: their length does not tell).
  const mirroring = Uint8Array.from(regions, (r, id) =>
    Number(
      !woven[id] &&
        r.size >= MIRRORED_LEAST * w * h &&
        (upright[id] as number) >= MIRRORED_UPRIGHT * Math.sqrt(r.size) &&
        (upright[id] as number) >= MIRRORED_SHARE * (lines[id] as number),
    ),
  );
  const below = (r: Region) => r.top >= lowest;
  const seeds = regions
    .map((r, id) => ({ r, id }))
    .filter(
      ({ r, id }) =>
        below(r) && r.bottomBand >= band * 2 && !isLinen(r.l, r.a, r.b) && !bedding[id] && !mirroring[id],
    );
  const isFloor = new Uint8Array(count);
  // The regions taken for rugs lying on the floor.
  const rugs = new Set<number>();
  let raised: RaisedPiece[] = [];
  let floorColour: Region | undefined;
  if (seeds.length > 0) {
    const close = (r: Region, to: Region) => colourDistance(r, to) < FLOOR_COLOUR;
    const neighbours = regionNeighbours(labels, w, h, count);
    // Far tiles ringed by joints that merged into one net with the skirting and the walls border no
    // floor but that net, which rises into the walls and is no floor: the floor is followed across
    // it where it is a joint's width. A pattern's motifs below the horizon are not crossed so.
    const across = acrossThinLines(labels, w, h, count, (id) => !below(regions[id] as Region));
    // The floor's colour: the seed showing most of the bottom edge, and those close to it; unless
    // that seed is a rug lying at the picture's foot, the floor of another seed around it.
    seeds.sort((p, q) => q.r.bottomBand - p.r.bottomBand);
    const rugAtFoot = floorAroundFirstSeed(
      { labels, w, h, regions, neighbours, across, below },
      seeds,
      (r, id, colour) => close(r, colour) && !bedding[id] && !mirroring[id],
    );
    // Or that seed is a patch of sun reaching the foot, wider there than the floor in shade beside
    // it: the sun lights a floor, never darkens it, so the floor's own colour is the shade's, and
    // the patch is taken as that floor lit. Read the other way, the floor in shade was no floor.
    const shade = rugAtFoot
      ? seeds.find(({ id }) => id === rugAtFoot.floor)
      : shadeBeside((seeds[0] as { r: Region }).r, seeds);
    if (shade) seeds.unshift(...seeds.splice(seeds.indexOf(shade), 1));
    const main = (seeds[0] as { r: Region }).r;
    floorColour = main;
    // Sunlight through a window, or the window mirrored in a varnished floor: the floor's own
    // colour, brighter. Its outline is a few long straight edges, not a duvet's many folds; on a
    // wood or terracotta floor its hue is the floor's however much brighter it is.
    // How much of the main floor's area its own boards and joints cover (lines per pixel).
    const floorLines = (lines[(seeds[0] as { id: number }).id] as number) / main.size;
    const lit = (r: Region, id: number) => {
      const hue = Math.hypot(r.a - main.a, r.b - main.b);
      const brighter = r.l - main.l;
      const fewFolds = (foldCount[id] as number) < LIT_FOLDS || (lines[id] as number) > (folds[id] as number);
      if (brighter <= 0 || !fewFolds) return false;
      // Much brighter, the boards or joints seen across the floor run on across the patch: a piece
      // of furniture the floor's colour, lighter (a light oak chest on darker boards), shows none.
      const boardsRunOn = (lines[id] as number) / r.size >= LIT_BOARDS * floorLines;
      if (colourful([main.l, main.a, main.b]))
        return (
          (brighter < FLOOR_COLOUR || boardsRunOn) &&
          litColourfulFloor([r.l, r.a, r.b], [main.l, main.a, main.b])
        );
      // A neutral floor (grey or white tiles) in the sun may burn out to white, or dark tiles shine
      // far brighter: then only its joints, running on across the patch, tell it from a piece of
      // furniture of that colour.
      // Lines compared with the floor's only for a patch that is otherwise a lit floor's.
      const jointsRunOn = () =>
        ((folds[id] as number) === 0 && (lines[id] as number) > 0) || jointsContinue(id);
      if (litNeutralFloor([r.l, r.a, r.b], [main.l, main.a, main.b]) && brighter < FLOOR_COLOUR) return true;
      // Burning out, the floor's own tint fades toward white: its hue moves by at most the tint.
      // However bright (dark tiles in the sun), a patch its joints run on across is the floor.
      return hue < Math.max(LIT_HUE, Math.hypot(main.a, main.b)) && jointsRunOn();
    };
    // The joints of the floor seen running on across a region: a few of its own lines lie on the
    // lines of the floor around it, as densely as the floor shows them. A white chest standing in
    // the sun, merged with it, shows one or two edges that happen to line up, not a grid.
    const jointsContinue = (id: number) => {
      const { count, continued } = jointsOn([id]);
      const size = (regions[id] as Region).size;
      return count >= JOINTS_RUN_ON && continued / size >= LIT_BOARDS * floorLines;
    };
    // The lines inside some regions that lie on the floor's lines around them: how many, how long.
    const jointsOn = (ids: readonly number[]) => {
      let continued = 0;
      let count = 0;
      for (const e of ids.flatMap((id) => insideLines.get(id) ?? [])) {
        const onIt = edges.some(
          (g) => isFloor[labelAt((g.x1 + g.x2) / 2, (g.y1 + g.y2) / 2)] && sameLine(e, g),
        );
        if (onIt) {
          continued += e.length;
          count++;
        }
      }
      return { count, continued };
    };
    // A joint of the floor running toward the camera stands upright in the picture below the
    // vanishing point it runs to: an upright edge on the line of one of the floor's joints in depth.
    const jointSeenUpright = (e: EdgeMark) =>
      edges.some(
        (g) => g.direction === 2 && isFloor[labelAt((g.x1 + g.x2) / 2, (g.y1 + g.y2) / 2)] && oneLine(e, g),
      );
    // Whether nothing inside some regions stands upright, but the edges `allowed` lets stand.
    const flatBut = (allowed: (e: EdgeMark) => boolean) => (ids: readonly number[]) =>
      ids.every((id) => (insideLines.get(id) ?? []).every((e) => e.direction !== 0 || allowed(e)));
    // Whether an edge lies in one of some regions or along their outline: up to three times
    // LINE_SIDE either side of it, as a box's side in shade may lie between its corner and its front.
    const touches = (e: EdgeMark, ids: readonly number[]) => {
      const span = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
      const nx = (-(e.y2 - e.y1) / span) * LINE_SIDE;
      const ny = ((e.x2 - e.x1) / span) * LINE_SIDE;
      return [0.25, 0.5, 0.75].some((at) => {
        const x = e.x1 + (e.x2 - e.x1) * at;
        const y = e.y1 + (e.y2 - e.y1) * at;
        return [0, 1, -1, 2, -2, 3, -3].some((off) => ids.includes(labelAt(x + off * nx, y + off * ny)));
      });
    };
    // The wall's lowest rows, a shade darker, may be a region of their own under the floor's
    // start, cut off from the wall's foot by the skirting's thin line. Across that line they are the
    // wall: nearer its colour than the floor's (random 7-13: a strip of the wall read as floor
    // beyond the skirting, and the skirting between them as furniture all along the room).
    const ofTheWall = (r: Region, id: number, colour: Region) =>
      [...(neighbours[id] as Set<number>)].some((o) => {
        const wall = regions[o] as Region;
        return !below(wall) && colourDistance(r, wall) < colourDistance(r, colour);
      });
    const grow = (start: number[], colour: Region) => {
      const queue = start.filter((id) => !isFloor[id]);
      for (const id of queue) isFloor[id] = 1;
      while (queue.length) {
        const id = queue.pop() as number;
        for (const reached of [neighbours[id] as Set<number>, across[id] as Set<number>])
          for (const other of reached) {
            const r = regions[other] as Region;
            if (isFloor[other] || !below(r) || mirroring[other]) continue;
            if (!lit(r, other) && (!close(r, colour) || bedding[other])) continue;
            if (reached === across[id] && !neighbours[id]?.has(other) && ofTheWall(r, other, colour))
              continue;
            isFloor[other] = 1;
            queue.push(other);
          }
      }
    };
    grow(
      seeds.filter(({ r }) => close(r, main)).map(({ id }) => id),
      main,
    );
    // Something standing on the floor shows its legs, or its sides' corners, upright.
    const standsUp = (ids: readonly number[]) =>
      edges.some((e) => e.direction === 0 && e.length >= UPRIGHT_PX && touches(e, ids));
    // The rug at the picture's foot is floor a piece may stand on, when nothing on it stands up.
    if (rugAtFoot && !standsUp(rugAtFoot.rug))
      for (const id of rugAtFoot.rug) {
        isFloor[id] = 1;
        rugs.add(id);
      }
    // A patch of sun whose joints run on across it may be cut off from the floor by its soft edge
    // alone, where the frame of the picture cuts the rest of its outline: a band in a shade between
    // theirs, too thin to show a joint, along the patch and the floor. Band and patch are floor.
    const soFar = { labels, lab, w, h, regions, neighbours, isFloor, main, below, start: Math.ceil(lowest) };
    // Whether a region off the floor is a patch of sun its joints run on across, each asked once.
    const jointed = new Map<number, boolean>();
    const jointedPatch = (o: number) => {
      let known = jointed.get(o);
      if (known === undefined) {
        known = !isFloor[o] && lit(regions[o] as Region, o) && jointsContinue(o);
        jointed.set(o, known);
      }
      return known;
    };
    const beside = new Map<number, number[]>();
    for (const [id, r] of regions.entries()) {
      const around = [...(neighbours[id] as Set<number>)];
      if (!litLike(soFar, r, id) || !around.some((o) => isFloor[o])) continue;
      const patches = around.filter((o) => (regions[o] as Region).l > r.l && jointedPatch(o));
      if (patches.length > 0) beside.set(id, patches);
    }
    grow(
      thinOnes(soFar, [...beside.keys()]).flatMap((id) => [id, ...(beside.get(id) as number[])]),
      main,
    );
    // The lower part of a floor that ran on into the walls is floor whatever its colour: a
    // patterned floor's shade changes across the room with the light more than a plain one's.
    // A plain wall reaching the picture's foot is cut so too: its lower part is floor only when it
    // has the floor's colour or a pattern's grain.
    for (const { r, id } of seeds)
      if (id >= segmentation.count && (close(r, main) || grain(lab, labels, w, h, id) >= PATTERN_GRAIN))
        grow([id], r);
    // A patch of sun whose lines inside stand nearly upright (the floor's joints running toward the
    // camera, a mullion's shadow) was taken for a mirror. Bordering the floor, lit as the floor is
    // and with the floor's own joints running on across it, it is floor: a glass table top mirrors
    // what stands over it, and shows no joint of the floor under it.
    for (const [id, r] of regions.entries())
      if (
        mirroring[id] &&
        !isFloor[id] &&
        below(r) &&
        [...(neighbours[id] as Set<number>)].some((o) => isFloor[o]) &&
        lit(r, id) &&
        jointsContinue(id)
      )
        grow([id], main);
    takePenumbras(soFar);
    // A patch the frame cuts is floor only when the floor's joints are seen running on across it,
    // and nothing in it stands upright; or, in full sun, when it ends at the wall's foot and nothing
    // in it stands upright but a joint of the floor.
    takeLightOnFloor(soFar, {
      flat: flatBut(() => false),
      lyingFlat: flatBut(jointSeenUpright),
      jointed: (ids) => jointsOn(ids).count >= FRAMED_PATCH_JOINTS,
    });
    // A rug lying in the middle of the floor is floor a piece may stand on.
    if (camera) for (const id of takeFlatOnFloor(soFar, camera, standsUp)) rugs.add(id);
    if (camera)
      raised = raisedPieces({
        camera,
        edges,
        lab,
        labels,
        isFloor,
        main: (seeds[0] as { id: number }).id,
        reachesBottom: (id) => (regions[id] as Region).bottomBand > 0,
        neighbours,
      });
  }
  const floor = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) floor[i] = isFloor[labels[i] as number] as number;
  if (floorColour) {
    // The joints found running on into a merged region are floor lines in their turn: the far
    // tiles beyond a patch of sun show their joints running on from those, not from the near floor's.
    for (let pass = 0; pass < JOINT_PASSES; pass++)
      if (!floorUnderJoints(labels, regions, isFloor, floor, w, h, edges, lowest)) break;
    reclaimFringe(raster, labels, regions, floor, floorColour, lowest);
  }
  closeNotches(floor, w, h);
  clearRaisedPieces(floor, w, h, raised);
  fillSmallHoles(floor, w, h, Math.round(w * h * 0.002));
  const rug = floor.map((f, i) => (f && rugs.has(labels[i] as number) ? 1 : 0));
  return { width: w, height: h, floor, ...extentOf(floor, w, h), raised, rug };
}

/**
 * Two readings of one floor taken together: a pixel either read as floor is floor. Their raised
 * pieces and their rugs, both.
 */
export function unitedFloors(a: FloorRegion, b: FloorRegion): FloorRegion {
  const { width: w, height: h } = a;
  const floor = a.floor.map((f, i) => f | (b.floor[i] as number));
  return {
    ...a,
    floor,
    ...extentOf(floor, w, h),
    raised: [...a.raised, ...b.raised],
    rug: a.rug.map((r, i) => r | (b.rug[i] as number)),
  };
}

/** Where a floor mask starts in each column (-1 where it has none), and its share of the picture. */
function extentOf(floor: Uint8Array, w: number, h: number): { top: Int32Array; share: number } {
  const top = new Int32Array(w).fill(-1);
  let share = 0;
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      if (floor[y * w + x]) {
        if ((top[x] as number) < 0) top[x] = y;
        share++;
      }
  return { top, share: share / (w * h) };
}

function regionsOf(raster: Raster, labels: Int32Array, count: number, band: number): Region[] {
  const { width: w, height: h, lab } = raster;
  const regions: Region[] = Array.from({ length: count }, () => ({
    size: 0,
    l: 0,
    a: 0,
    b: 0,
    top: h,
    bottomBand: 0,
  }));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const r = regions[labels[i] as number] as Region;
      r.size++;
      r.l += lab[i * 3] as number;
      r.a += lab[i * 3 + 1] as number;
      r.b += lab[i * 3 + 2] as number;
      r.top = Math.min(r.top, y);
      if (y >= h - band) r.bottomBand++;
    }
  for (const r of regions) {
    r.l /= r.size;
    r.a /= r.size;
    r.b /= r.size;
  }
  return regions;
}

/** The floor found so far, its regions and the floor's main colour, for the passes that take more of it. */
interface FloorSoFar {
  labels: Int32Array;
  /** The raster's colours, CIELAB, three values a pixel. */
  lab: Float32Array;
  w: number;
  h: number;
  regions: readonly Region[];
  neighbours: readonly Set<number>[];
  isFloor: Uint8Array;
  main: Region;
  below: (r: Region) => boolean;
  /** The raster row the floor starts at, a little under the horizon: nothing above it is floor. */
  start: number;
}

/** Widest a patch of sun's soft edge is, in raster pixels (its area over its longest extent). */
const PENUMBRA_PX = 3;

/**
 * The soft edge of a patch of sun, a thin band between the patch and the floor around it, in a
 * shade between theirs: the segmentation makes it a region of its own, too thin to show the
 * floor's joints, and it would cut the floor in two with a strip of "furniture". A thin region
 * below the horizon, the floor's hue, brighter than the floor, darker than the floor beside it and
 * with only floor (or a wall's foot) around it, is floor. A piece of furniture is no such sliver;
 * a cable or a rug's fringe lying there is on the floor.
 */
function takePenumbras(floor: FloorSoFar): void {
  const { regions, neighbours, isFloor, below } = floor;
  const lit = regions.flatMap((r, id) => (litLike(floor, r, id) ? [id] : []));
  const atFarEnd = touchedAtFarEndOnly(floor, lit);
  const candidates = lit.flatMap((id) => {
    const r = regions[id] as Region;
    const around = neighbours[id] as Set<number>;
    // Floor around it, or a wall where the patch reaches the wall's foot (above the horizon, or
    // its skirting, which touches the edge at its far end only); and the patch beside it, brighter
    // than it: a skirting's thin strip along the wall has no patch of sun beside it.
    const onFloor = [...around].every(
      (other) => isFloor[other] || !below(regions[other] as Region) || atFarEnd(id, other),
    );
    const patch = [...around].some((other) => isFloor[other] && (regions[other] as Region).l > r.l);
    return patch && onFloor ? [id] : [];
  });
  for (const id of thinOnes(floor, candidates)) isFloor[id] = 1;
}

/** How far below a thin region's top a region it touches there only is said to touch its far end, in raster rows. */
const FAR_END_PX = 2;

/**
 * Whether a region touches one of these thin regions only at its far end, its top rows: a patch
 * of sun's edge running up to the back wall meets the skirting there, where a piece of furniture
 * beside it would border it along its length (random 13-7: the skirting kept a 2-pixel edge
 * running from the wall's foot to the picture's foot out of the floor, a strip of "furniture"
 * across the room, and no sofa was placed).
 */
function touchedAtFarEndOnly(
  { labels, w, h, regions }: FloorSoFar,
  ids: readonly number[],
): (id: number, other: number) => boolean {
  const wanted = new Set(ids);
  // For each thin region, the lowest row at which each other region touches it.
  const lowestTouch = new Map<number, Map<number, number>>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const id = labels[y * w + x] as number;
      if (!wanted.has(id)) continue;
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const other = labels[ny * w + nx] as number;
        if (other === id) continue;
        const touches = lowestTouch.get(id) ?? new Map<number, number>();
        touches.set(other, Math.max(touches.get(other) ?? -1, y));
        lowestTouch.set(id, touches);
      }
    }
  return (id, other) => {
    const lowest = lowestTouch.get(id)?.get(other);
    return lowest !== undefined && lowest <= (regions[id] as Region).top + FAR_END_PX;
  };
}

/** Of these regions, those no wider than a patch of sun's soft edge (their area over their longest extent). */
function thinOnes(
  { labels, w, h, regions }: Pick<FloorSoFar, 'labels' | 'w' | 'h' | 'regions'>,
  ids: readonly number[],
): number[] {
  if (ids.length === 0) return [];
  const box = new Map(ids.map((id) => [id, { x0: w, x1: -1, y0: h, y1: -1 }]));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const b = box.get(labels[y * w + x] as number);
      if (!b) continue;
      b.x0 = Math.min(b.x0, x);
      b.x1 = Math.max(b.x1, x);
      b.y0 = Math.min(b.y0, y);
      b.y1 = Math.max(b.y1, y);
    }
  return [...box].flatMap(([id, b]) =>
    (regions[id] as Region).size / Math.hypot(b.x1 - b.x0 + 1, b.y1 - b.y0 + 1) <= PENUMBRA_PX ? [id] : [],
  );
}

/** A region below the horizon, not floor, brighter than the floor and of its hue, or fading from it toward white. */
function litLike({ isFloor, main, below }: FloorSoFar, r: Region, id: number): boolean {
  return !isFloor[id] && below(r) && litShade(r, main);
}

/** Brighter than a floor's colour and of its hue, or fading from it toward white. */
function litShade(r: Region, main: Region): boolean {
  return (
    r.l > main.l && Math.hypot(r.a - main.a, r.b - main.b) <= Math.max(LIT_HUE, Math.hypot(main.a, main.b))
  );
}

/** Least joints of the floor seen running on across a patch of sun the frame of the picture cuts. */
const FRAMED_PATCH_JOINTS = 1;

/** Least share of a patch's outline that the floor must border, the frame of the picture counting as not floor. */
const ENCLOSED = 0.95;

/**
 * Least share of its outline the floor borders for a patch reaching the walls' foot, the walls
 * bordering the rest. A piece of furniture standing against a wall borders it along its whole
 * back: a fifth of its outline and more.
 */
const AT_WALL_FOOT = 0.85;

/**
 * A patch of sun begins this share of the picture's height below the floor's start at least: 9 %
 * of it below the horizon, as far as 12 m away seen from 1.5 m with a phone's lens, past any room's
 * back wall. A region rising nearer the floor's start is a wall's lower part.
 */
const FARTHEST_PATCH = 0.05;

/**
 * A patch of sun with no joint seen across it (burnt out, or the joints too faint at its shade)
 * and the pieces the segmentation cut it into: brighter than the floor, of its hue, and bordered
 * all round by floor (or, where it reaches a wall's foot, by that wall along a little of its outline)
 * is floor. A piece of furniture standing there shows sides in another shade
 * and casts a shadow, which are not floor; one cut by the frame of the picture is not bordered
 * all round, and is floor only when the rest of its outline is and `jointedFlat` says the floor's
 * joints run on across it with no upright edge in it (a burnt-out patch at the back wall's corner,
 * the mullion's shadow across it). One bordering a wall along more of its outline is floor when it
 * meets the wall no higher than the floor beside it does (`endsAtWallFoot`): a piece of furniture
 * against the wall rises above the wall's foot. So is one the frame cuts there too, burnt out to
 * white in full sun (`inFullSun`) with nothing upright in it but the floor's joints running toward
 * the camera (`lyingFlat`): random 2026-20 and 7-19, where it was read as a white piece of
 * furniture and the sofa was left out. Anything lying flat there (a pale rug) may be stood on.
 */
function takeLightOnFloor(
  floor: FloorSoFar,
  { flat, jointed, lyingFlat }: Record<'flat' | 'jointed' | 'lyingFlat', (ids: readonly number[]) => boolean>,
): void {
  const jointedFlat = (ids: readonly number[]) => flat(ids) && jointed(ids);
  const enclosed = (byFloor: number, wall: number, all: number) =>
    byFloor >= ENCLOSED * all || (byFloor >= AT_WALL_FOOT * all && byFloor + wall >= ENCLOSED * all);
  // Judged as found, then again without the regions rising near the floor's start
  // (`FARTHEST_PATCH`): a side wall of the floor's hue, paler, is lit-like below the horizon, and
  // its lower part joined the patch of sun it touches to the wall above (random 555-6: lilac walls
  // over lilac tiles, the patch at the back wall read as furniture, the sofa in the foreground).
  const passes = [
    (r: Region, id: number) => litLike(floor, r, id),
    (r: Region, id: number) => litLike(floor, r, id) && r.top > floor.start + FARTHEST_PATCH * floor.h,
  ];
  for (const member of passes) {
    const { members, outline } = patchesOf(floor, member);
    for (const [g, { all, floor: byFloor, wall, frame }] of outline) {
      const ids = members.get(g) ?? [];
      // Cut by the frame, the rest of its outline may close it, if the floor's joints run on across it.
      // Or the pixels around it are floor and its soft edge, however the segmentation cut them.
      const taken =
        enclosed(byFloor, wall, all) ||
        (frame > 0 && enclosed(byFloor, wall, all - frame) && jointedFlat(ids)) ||
        ringOfFloor(floor, ids, frame > 0 ? jointedFlat : null) ||
        (byFloor + wall >= ENCLOSED * (all - frame) &&
          (frame === 0 || (lyingFlat(ids) && inFullSun(floor, ids))) &&
          endsAtWallFoot(floor, ids));
      if (taken) for (const id of ids) floor.isFloor[id] = 1;
    }
  }
}

/**
 * Whether a patch is brighter than the floor by more than a shade of the floor's own colour
 * (`FLOOR_COLOUR`): in full sun, not the floor's shade a little lighter.
 */
function inFullSun({ regions, main }: FloorSoFar, ids: readonly number[]): boolean {
  return lightnessOf(regions, ids) >= main.l + FLOOR_COLOUR;
}

/** The mean lightness of some regions' pixels together. */
function lightnessOf(regions: readonly Region[], ids: readonly number[]): number {
  let l = 0;
  let n = 0;
  for (const id of ids) {
    const r = regions[id] as Region;
    l += r.l * r.size;
    n += r.size;
  }
  return n > 0 ? l / n : 0;
}

/** Farthest a patch of sun's top may rise above the wall's foot the floor beside it reaches, in raster pixels. */
const WALL_FOOT_PX = 2;
/** How far on each side of a patch the floor's meeting with the wall is read, in raster pixels. */
const WALL_FOOT_BESIDE = 12;
/** Least columns of floor meeting the wall beside a patch that draw the wall's foot. */
const WALL_FOOT_COLUMNS = 4;

/**
 * Whether a patch bordering a wall meets it where the floor beside it does: a patch of sun lying
 * on the floor ends at the wall's foot, a piece of furniture standing against the wall rises
 * above it by its height. The wall's foot is the straight line fitted through the floor's top
 * in the columns on either side of the patch where the floor meets a wall. No floor meeting a wall
 * beside it (a corner, a piece of furniture beside it): nothing says where the foot runs.
 */
function endsAtWallFoot(
  { labels, w, h, regions, isFloor, below }: FloorSoFar,
  ids: readonly number[],
): boolean {
  const inPatch = new Set(ids);
  const wallAt = (i: number) => {
    const id = labels[i] as number;
    return !isFloor[id] && !inPatch.has(id) && !below(regions[id] as Region);
  };
  // Each column's top of the patch, and of the floor, where a wall's pixel lies just above it.
  const patchTop: Array<[number, number]> = [];
  const floorTop: Array<[number, number]> = [];
  let x0 = w;
  let x1 = -1;
  for (let x = 0; x < w; x++) {
    let patchY = -1;
    let floorY = -1;
    for (let y = 0; y < h && (patchY < 0 || floorY < 0); y++) {
      const id = labels[y * w + x] as number;
      if (patchY < 0 && inPatch.has(id)) patchY = y;
      if (floorY < 0 && isFloor[id]) floorY = y;
    }
    if (patchY >= 0) {
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
    }
    if (patchY > 0 && (floorY < 0 || patchY < floorY) && wallAt((patchY - 1) * w + x))
      patchTop.push([x, patchY]);
    else if (floorY > 0 && (patchY < 0 || floorY < patchY) && wallAt((floorY - 1) * w + x))
      floorTop.push([x, floorY]);
  }
  const beside = floorTop.filter(
    ([x]) => (x < x0 && x >= x0 - WALL_FOOT_BESIDE) || (x > x1 && x <= x1 + WALL_FOOT_BESIDE),
  );
  if (patchTop.length === 0 || beside.length < WALL_FOOT_COLUMNS) return false;
  const foot = fitLine(beside);
  return patchTop.every(([x, y]) => y >= foot(x) - WALL_FOOT_PX);
}

/** The least-squares line y(x) through the points (flat when they share one column). */
function fitLine(points: ReadonlyArray<readonly [number, number]>): (x: number) => number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const slope = sxx > 0 ? sxy / sxx : 0;
  return (x) => my + slope * (x - mx);
}

/** A patch's outline, in pixel sides: all of them, and those the floor, a wall (a region above the floor's start) and the picture's frame border. */
interface Outline {
  all: number;
  floor: number;
  wall: number;
  frame: number;
}

/**
 * The patches of regions that `member` takes: each group of them touching one another, numbered by
 * its first region, with its regions and its outline.
 */
function patchesOf(
  floor: FloorSoFar,
  member: (r: Region, id: number) => boolean,
): { members: Map<number, number[]>; outline: Map<number, Outline> } {
  const { labels, w, h, regions, neighbours, isFloor, below } = floor;
  const group = new Int32Array(regions.length).fill(-1);
  const members = new Map<number, number[]>();
  regions.forEach((r, id) => {
    if (group[id] !== -1 || !member(r, id)) return;
    const stack = [id];
    group[id] = id;
    members.set(id, [id]);
    while (stack.length) {
      for (const other of neighbours[stack.pop() as number] as Set<number>) {
        if (group[other] !== -1 || !member(regions[other] as Region, other)) continue;
        group[other] = id;
        members.get(id)?.push(other);
        stack.push(other);
      }
    }
  });
  const outline = new Map<number, Outline>();
  if (members.size === 0) return { members, outline };
  outlineSides(
    labels,
    w,
    h,
    (id) => group[id] as number,
    (g, other) => {
      const count = outline.get(g) ?? { all: 0, floor: 0, wall: 0, frame: 0 };
      outline.set(g, count);
      count.all++;
      if (other === -1) count.frame++;
      else if (isFloor[other]) count.floor++;
      else if (!below(regions[other] as Region)) count.wall++;
    },
  );
  return { members, outline };
}

/**
 * Each pixel side on the outline of the groups of regions `groupOf` numbers (-1: in none), with
 * the group and the region across it (-1: the frame of the picture).
 */
function outlineSides(
  labels: Int32Array,
  w: number,
  h: number,
  groupOf: (id: number) => number,
  visit: (group: number, other: number) => void,
): void {
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const g = groupOf(labels[y * w + x] as number);
      if (g === -1) continue;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        const inside = nx >= 0 && ny >= 0 && nx < w && ny < h;
        const other = inside ? (labels[ny * w + nx] as number) : -1;
        if (!inside || groupOf(other) !== g) visit(g, other);
      }
    }
}

/** Least upright edge that says a patch stands up from the floor (a leg, a side's corner), in raster pixels. */
const UPRIGHT_PX = 4;
/** Least size of a thing lying flat that a piece may stand on (a rug, not a mat), in metres on the floor each way. */
const FLAT_LEAST_M = 0.8;
/** Least share of the picture such a thing covers, looked at no closer below it. */
const FLAT_LEAST_SHARE = 0.005;
/** Most of its outline that the frame of the picture may cut. */
const FLAT_FRAMED = 0.4;

/**
 * A thing lying flat on the floor (a rug of its own colour): bordered by floor all round where the
 * frame of the picture does not cut it (the frame cutting less than FLAT_FRAMED of its outline),
 * with no upright edge in it or along its outline, and at least FLAT_LEAST_M across and deep on the
 * floor, is floor a piece may stand on. A piece of furniture standing out in the room shows its
 * legs, or its sides' corners, upright; a pouf seen from above reaches far back on the floor but
 * stays narrow. What reaches a wall is left as it is: a piece standing against a wall is no rug.
 * The regions it takes.
 */
function takeFlatOnFloor(
  floor: FloorSoFar,
  camera: SceneCamera,
  standsUp: (ids: readonly number[]) => boolean,
): number[] {
  const { labels, w, h, regions, isFloor, below } = floor;
  const taken: number[] = [];
  const { members, outline } = patchesOf(floor, (r, id) => !isFloor[id] && below(r));
  for (const [g, { all, floor: byFloor, frame }] of outline) {
    const ids = members.get(g) ?? [];
    const size = ids.reduce((sum, id) => sum + (regions[id] as Region).size, 0);
    if (size < FLAT_LEAST_SHARE * w * h || frame > FLAT_FRAMED * all || byFloor < ENCLOSED * (all - frame))
      continue;
    const inside = new Set(ids);
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minZ = Number.POSITIVE_INFINITY;
    let maxZ = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < w * h; i++) {
      if (!inside.has(labels[i] as number)) continue;
      const p = floorPointAt(camera, (i % w) + 0.5, Math.floor(i / w) + 0.5);
      if (!p) continue;
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minZ = Math.min(minZ, p.z);
      maxZ = Math.max(maxZ, p.z);
    }
    if (maxX - minX < FLAT_LEAST_M || maxZ - minZ < FLAT_LEAST_M || standsUp(ids)) continue;
    for (const id of ids) isFloor[id] = 1;
    taken.push(...ids);
  }
  return taken;
}

/** Least share of a rug's outline, where the frame of the picture does not cut it, that the floor around it borders. */
const RUG_ENCLOSED = 0.8;
/**
 * Least size of the floor around a rug at the picture's foot, as a share of the rug's: floor seen
 * in its own right. A grey tiled floor half in the sun had its shaded half read as a rug on the
 * floor of a bright strip along the wall's foot, a seventh of its size, and the tiles beyond the
 * patch as no floor (random room 777-2).
 */
const RUG_FLOOR_LEAST = 0.25;

/**
 * A rug lying at the picture's foot shows more of the bottom edge than the floor around it, and
 * would be taken for the floor: its far edge for the walls' foot. The floor grown from another seed
 * (the regions of its colour it reaches) borders the first seed's all round where the frame does not
 * cut it, and reaches further back. That seed's id, and the rug's regions; null when the first
 * seed's floor is no rug (a floor's far edge borders the walls and what stands on it).
 * `joins(r, id, colour)`: whether a region joins the floor of that colour.
 */
function floorAroundFirstSeed(
  graph: {
    labels: Int32Array;
    w: number;
    h: number;
    regions: readonly Region[];
    neighbours: readonly Set<number>[];
    across: readonly Set<number>[];
    below: (r: Region) => boolean;
  },
  seeds: ReadonlyArray<{ r: Region; id: number }>,
  joins: (r: Region, id: number, colour: Region) => boolean,
): { floor: number; rug: number[] } | null {
  const { labels, w, h, regions, neighbours, across, below } = graph;
  const reach = (start: number, colour: Region) => {
    const found = new Set([start]);
    const queue = [start];
    while (queue.length) {
      const id = queue.pop() as number;
      for (const reached of [neighbours[id] as Set<number>, across[id] as Set<number>])
        for (const other of reached) {
          const r = regions[other] as Region;
          if (found.has(other) || !below(r) || !joins(r, other, colour)) continue;
          found.add(other);
          queue.push(other);
        }
    }
    return found;
  };
  const topOf = (ids: Set<number>) => Math.min(...[...ids].map((id) => (regions[id] as Region).top));
  const sizeOf = (ids: Set<number>) => [...ids].reduce((sum, id) => sum + (regions[id] as Region).size, 0);
  const [first, ...others] = seeds;
  if (!first) return null;
  const rug = reach(first.id, first.r);
  // The first seed's floor cut off by a patch of sun, or a patch of sun reaching the foot, is the
  // same floor: no rug.
  const floors = others.filter(
    (other) => !rug.has(other.id) && !joins(other.r, other.id, first.r) && !inTheSun(first.r, other.r),
  );
  if (floors.length === 0) return null;
  // The rug's outline: the frame of the picture, and the regions around it, how many pixel sides each.
  let all = 0;
  let frame = 0;
  const besides = new Map<number, number>();
  outlineSides(
    labels,
    w,
    h,
    (id) => (rug.has(id) ? 0 : -1),
    (_, other) => {
      all++;
      if (other === -1) frame++;
      else besides.set(other, (besides.get(other) ?? 0) + 1);
    },
  );
  for (const other of floors) {
    const floor = reach(other.id, other.r);
    // Floor: the regions of its colour, whether or not the rug cuts them off from the seed, and its
    // patches of sun; and the thin band between the rug and any of those, in a colour between theirs.
    const floorLike = (id: number) => {
      const r = regions[id] as Region;
      return floor.has(id) || (below(r) && (joins(r, id, other.r) || litShade(r, other.r)));
    };
    let byFloor = 0;
    for (const [id, n] of besides)
      if (
        floorLike(id) ||
        ((regions[id] as Region).size <= PENUMBRA_PX * n &&
          [...(neighbours[id] as Set<number>)].some(floorLike))
      )
        byFloor += n;
    if (
      topOf(floor) < topOf(rug) &&
      byFloor >= RUG_ENCLOSED * (all - frame) &&
      sizeOf(floor) >= RUG_FLOOR_LEAST * sizeOf(rug)
    )
      return { floor: other.id, rug: [...rug] };
  }
  return null;
}

/**
 * Least share of the picture's foot a floor in shade shows, as a share of what the patch of sun
 * beside it shows, for the patch to be read as that floor lit.
 */
const SHADE_FOOT = 0.5;

/**
 * The floor in shade a patch of sun at the picture's foot lies on: a seed showing at least
 * `SHADE_FOOT` as much of the foot, of which the patch is the colour lit. Only on a coloured floor
 * (wood, terracotta), whose hue the sun keeps: on a grey one, any paler grey would be its lit
 * colour, and a white rug on grey tiles, or a grey rug beside a black pouf, would swap the floor
 * for the shade.
 */
function shadeBeside(patch: Region, seeds: ReadonlyArray<{ r: Region; id: number }>) {
  return seeds.find(
    ({ r }) =>
      r !== patch &&
      r.bottomBand >= SHADE_FOOT * patch.bottomBand &&
      litColourfulFloor([patch.l, patch.a, patch.b], [r.l, r.a, r.b]),
  );
}

/** Whether a region is a floor's colour lit: brighter, its hue kept (litColourfulFloor, litNeutralFloor). */
function inTheSun(patch: Region, floor: Region): boolean {
  const lit: Lab = [patch.l, patch.a, patch.b];
  const around: Lab = [floor.l, floor.a, floor.b];
  return litColourfulFloor(lit, around) || litNeutralFloor(lit, around);
}

/** How far around a patch of sun its ring of floor is looked at, in raster pixels: past its soft edge. */
const RING_PX = PENUMBRA_PX + 1;
/**
 * Least share of that ring the floor found takes: a bright spot on a pale wall is ringed by the
 * wall, in a shade between the floor's and the spot's (none of it floor); a patch of sun on the
 * floor, by 49–89 % floor in the rooms tried, the rest its soft edge.
 */
const RING_ON_FLOOR = 0.3;

/**
 * Whether a patch of sun (the regions `ids`) is ringed by floor, read on the pixels around it
 * rather than on the regions the segmentation cut them into: the patch's soft edge, in a shade
 * between the floor's and the patch's, is cut into thin regions, or merged with the wall beside
 * white tiles, one way or another as the photo was compressed. Each pixel within RING_PX of the
 * patch is floor, or of that soft edge's shade and the floor's hue, and a good share of them floor.
 * A piece of furniture standing in the sun shows its sides and its shadow there, darker or of its
 * own colour. Cut by the frame, the floor's joints must run on across it too (`jointedFlat`).
 */
function ringOfFloor(
  { labels, lab, w, h, regions, isFloor, main }: FloorSoFar,
  ids: readonly number[],
  jointedFlat: ((ids: readonly number[]) => boolean) | null,
): boolean {
  const inPatch = new Set(ids);
  const patchL = lightnessOf(regions, ids);
  const hue = Math.max(LIT_HUE, Math.hypot(main.a, main.b));
  const seen = new Uint8Array(w * h);
  let ring = 0;
  let onFloor = 0;
  let softEdge = 0;
  for (let i = 0; i < w * h; i++) {
    if (!inPatch.has(labels[i] as number)) continue;
    const x = i % w;
    const y = (i - x) / w;
    for (let dy = -RING_PX; dy <= RING_PX; dy++)
      for (let dx = -RING_PX; dx <= RING_PX; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (seen[j] || inPatch.has(labels[j] as number)) continue;
        seen[j] = 1;
        ring++;
        const l = lab[j * 3] as number;
        const a = lab[j * 3 + 1] as number;
        const b = lab[j * 3 + 2] as number;
        if (isFloor[labels[j] as number]) onFloor++;
        else if (l > main.l && l < patchL && Math.hypot(a - main.a, b - main.b) <= hue) softEdge++;
      }
  }
  return (
    ring > 0 &&
    onFloor >= RING_ON_FLOOR * ring &&
    onFloor + softEdge >= ENCLOSED * ring &&
    (jointedFlat === null || jointedFlat(ids))
  );
}

/** Least grain of a patterned floor (mosaic, cement tiles): a plain wall shows under 1. */
const PATTERN_GRAIN = 2;

/** How much the lightness changes from a pixel to the next inside a region, on average (ΔL per pixel). */
function grain(lab: Float32Array, labels: Int32Array, w: number, h: number, id: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < h - 1; y++)
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      if (labels[i] !== id || labels[i + 1] !== id || labels[i + w] !== id) continue;
      const l = lab[i * 3] as number;
      sum += Math.abs(l - (lab[(i + 1) * 3] as number)) + Math.abs(l - (lab[(i + w) * 3] as number));
      n++;
    }
  return n ? sum / n : 0;
}

/** The region label under a point of the raster, clamped to its edges. */
function labelReader(labels: ArrayLike<number>, w: number, h: number): (x: number, y: number) => number {
  return (x, y) =>
    labels[
      Math.min(h - 1, Math.max(0, Math.floor(y))) * w + Math.min(w - 1, Math.max(0, Math.floor(x)))
    ] as number;
}

/** The distance between two regions' mean colours (ΔE). */
const colourDistance = (r: Region, to: Region) => Math.hypot(r.l - to.l, r.a - to.a, r.b - to.b);

/** The regions on either side of a straight edge's middle, LINE_SIDE pixels off it. */
function regionsBeside(e: EdgeMark, labelAt: (x: number, y: number) => number): [number, number] {
  const span = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
  const [mx, my] = [(e.x1 + e.x2) / 2, (e.y1 + e.y2) / 2];
  const [nx, ny] = [(-(e.y2 - e.y1) / span) * LINE_SIDE, ((e.x2 - e.x1) / span) * LINE_SIDE];
  return [labelAt(mx + nx, my + ny), labelAt(mx - nx, my - ny)];
}

/** Whether two straight edges run along one room direction on one line (a joint seen in two pieces). */
function sameLine(e: EdgeMark, g: EdgeMark): boolean {
  return g.direction === e.direction && oneLine(e, g);
}

/** Whether two straight edges lie on one line in the picture, whatever room direction each was read along. */
function oneLine(e: EdgeMark, g: EdgeMark): boolean {
  const span = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
  const ux = (e.x2 - e.x1) / span;
  const uy = (e.y2 - e.y1) / span;
  const gx = (g.x1 + g.x2) / 2;
  const gy = (g.y1 + g.y2) / 2;
  const gSpan = Math.hypot(g.x2 - g.x1, g.y2 - g.y1) || 1;
  const turn = Math.abs(ux * (g.y2 - g.y1) - uy * (g.x2 - g.x1)) / gSpan;
  return turn < SAME_LINE_SIN && Math.abs((gx - e.x1) * uy - (gy - e.y1) * ux) < SAME_LINE_PX;
}

/** Widest break between a floor's joint and its run into a region merged with the walls, as a share of the raster's width. */
const JOINT_GAP = 0.05;
/** How many times the floor is followed on along its joints into the regions merged with the walls. */
const JOINT_PASSES = 3;

/**
 * The floor under the walls it merged with. White tiles in the shade under a white wall are one
 * region with the wall: its colour is the wall's, and the floor's growth stops at it. Such a region,
 * running from under the floor's band up into the walls, is floor inside the outline of the
 * floor's own joints running on into it: its part on the wall shows no joint of the floor. A joint
 * continues one of the floor's lines, in one of the room's two floor directions. The floor of a
 * room seen from inside is convex in the picture (the feet of the walls bend round it), so the
 * outline's upper side is the joints' convex hull, and the region is floor below it. Whether it
 * found any more floor.
 */
function floorUnderJoints(
  labels: Int32Array,
  regions: readonly Region[],
  isFloor: Uint8Array,
  floor: Uint8Array,
  w: number,
  h: number,
  edges: readonly EdgeMark[],
  lowest: number,
): boolean {
  const labelAt = labelReader(labels, w, h);
  let added = false;
  // Regions beside the floor, over the floor's band and up into the walls, and the floor's own
  // edge along each under the band: the joints seen may stop short of a wall's foot.
  const beside = new Set<number>();
  const edgeAlong = new Map<number, Array<{ x: number; y: number }>>();
  for (let i = 0; i < w * h; i++) {
    if (!floor[i]) continue;
    const x = i % w;
    const y = (i - x) / w;
    for (const j of [i + 1, i - 1, i + w, i - w]) {
      if (j < 0 || j >= w * h || floor[j]) continue;
      const id = labels[j] as number;
      beside.add(id);
      if (y < lowest) continue;
      const along = edgeAlong.get(id) ?? [];
      edgeAlong.set(id, along);
      along.push({ x, y });
    }
  }
  const merged = (id: number) => beside.has(id) && !isFloor[id] && (regions[id] as Region).top < lowest;
  const floorAt = labelReader(floor, w, h);
  const inFloor = edges.filter(
    (g) => (g.direction === 1 || g.direction === 2) && floorAt((g.x1 + g.x2) / 2, (g.y1 + g.y2) / 2),
  );
  // A joint runs on from the floor's line into the region, across no more than a few pixels: two
  // lines far apart that happen to line up (a shutter's slat and a joint) are not one.
  const runsOn = (e: EdgeMark, g: EdgeMark) =>
    sameLine(e, g) &&
    Math.min(
      ...[
        [e.x1, e.y1, g.x1, g.y1],
        [e.x1, e.y1, g.x2, g.y2],
        [e.x2, e.y2, g.x1, g.y1],
        [e.x2, e.y2, g.x2, g.y2],
      ].map(([ax, ay, bx, by]) =>
        Math.hypot((ax as number) - (bx as number), (ay as number) - (by as number)),
      ),
    ) <=
      JOINT_GAP * w;
  const joints = new Map<number, Array<{ x: number; y: number }>>();
  const lines = new Map<number, number>();
  for (const e of edges) {
    if (e.direction !== 1 && e.direction !== 2) continue;
    const id = labelAt((e.x1 + e.x2) / 2, (e.y1 + e.y2) / 2);
    if (!merged(id) || Math.max(e.y1, e.y2) < lowest || !inFloor.some((g) => runsOn(e, g))) continue;
    const points = joints.get(id) ?? [];
    joints.set(id, points);
    lines.set(id, (lines.get(id) ?? 0) + 1);
    for (const p of pointsAlong(e)) if (p.y >= lowest && labelAt(p.x, p.y) === id) points.push(p);
  }
  for (const [id, points] of joints) {
    // The floor's grid running on, not one or two lines that happen to line up.
    if ((lines.get(id) as number) < JOINTS_RUN_ON) continue;
    const hull = upperHull([...points, ...(edgeAlong.get(id) ?? [])]);
    if (hull.length < 2) continue;
    for (let k = 1; k < hull.length; k++) {
      const a = hull[k - 1] as { x: number; y: number };
      const b = hull[k] as { x: number; y: number };
      for (let x = Math.ceil(a.x); x <= Math.floor(b.x) && x < w; x++) {
        if (x < 0) continue;
        const from = b.x > a.x ? a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) : Math.min(a.y, b.y);
        for (let y = Math.max(0, Math.ceil(from)); y < h; y++)
          if (labels[y * w + x] === id && !floor[y * w + x]) {
            floor[y * w + x] = 1;
            added = true;
          }
      }
    }
  }
  return added;
}

/** The points of a straight edge, a raster pixel apart. */
function pointsAlong(e: EdgeMark): Array<{ x: number; y: number }> {
  const steps = Math.max(1, Math.ceil(Math.max(Math.abs(e.x2 - e.x1), Math.abs(e.y2 - e.y1))));
  return Array.from({ length: steps + 1 }, (_, k) => ({
    x: e.x1 + ((e.x2 - e.x1) * k) / steps,
    y: e.y1 + ((e.y2 - e.y1) * k) / steps,
  }));
}

/** The side of the points' convex hull facing the top of the picture, left to right. */
function upperHull(points: ReadonlyArray<{ x: number; y: number }>): Array<{ x: number; y: number }> {
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  const hull: Array<{ x: number; y: number }> = [];
  for (const p of sorted) {
    while (hull.length >= 2) {
      const o = hull[hull.length - 2] as { x: number; y: number };
      const a = hull[hull.length - 1] as { x: number; y: number };
      if ((a.x - o.x) * (p.y - o.y) - (a.y - o.y) * (p.x - o.x) > 0) break;
      hull.pop();
    }
    hull.push(p);
  }
  return hull;
}

/** Deepest a fringe of floor taken into another region reaches from the floor, in raster pixels. */
const FRINGE_PX = 6;

/**
 * A thin strip of floor that the segmentation merged into the region beside it (the unlit
 * boards between a patch of sun and the skirting, merged with the skirting) is floor again: the
 * pixels next to the floor, a few deep, whose own colour is the floor's and not their region's. A
 * white wall over white tiles is its region's colour and stays wall; a piece of furniture keeps
 * its own colour, so at most its few pixels of the floor's shade go.
 */
function reclaimFringe(
  raster: Raster,
  labels: Int32Array,
  regions: readonly Region[],
  floor: Uint8Array,
  main: Region,
  lowest: number,
): void {
  const { width: w, height: h, lab } = raster;
  const away = (i: number, c: Region) => labDistanceTo(lab, i, c);
  const fits = (i: number) => {
    const d = away(i, main);
    return d < FLOOR_COLOUR && away(i, regions[labels[i] as number] as Region) > FLOOR_COLOUR;
  };
  let front: number[] = [];
  for (let i = 0; i < w * h; i++) if (floor[i]) front.push(i);
  for (let depth = 0; depth < FRINGE_PX && front.length; depth++) {
    const next: number[] = [];
    for (const i of front) {
      const x = i % w;
      for (const j of [i - w, i + w, x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1]) {
        if (j < 0 || j >= w * h || floor[j] || j / w < lowest || !fits(j)) continue;
        floor[j] = 1;
        next.push(j);
      }
    }
    front = next;
  }
}

/** How far above the horizon a region reaching the bottom of the picture rises when it runs on into the walls, as a share of the picture's height. */
const RISES = 0.15;
/** Share of the bottom band of the picture a region shows that is the floor, however little it rises. */
const FOOT_MOST = 0.75;
/** Share of the bottom band of the picture such a lower part shows to be floor of its own shade. */
const OWN_FLOOR = 0.15;
/** Half the side of the window a pattern's colour is averaged over, in raster pixels (a few tiles). */
const PATTERN_RADIUS = 3;
/** Most change of that averaged colour from one pixel to the next inside one floor (ΔE). */
const PATTERN_STEP = 1.2;

/**
 * Relabels, in each of the `split` regions, the pixels from row `first` down reached from its
 * pixels at or below row `from` through neighbours of the same region whose colour averaged over
 * the window changes by less than PATTERN_STEP: one new region for each region so split, when at
 * least `least` of its pixels lie at or below row `from`. Returns the new count of regions.
 */
function splitLowerParts(
  raster: Raster,
  labels: Int32Array,
  split: Set<number>,
  count: number,
  first: number,
  from: number,
  least: number,
): number {
  const { width: w, height: h } = raster;
  const mean = windowMean(raster, PATTERN_RADIUS);
  const step = (i: number, j: number) => labDistance(mean, i, j);
  const old = labels.slice();
  const parts = new Map<number, number[]>();
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let start = from * w; start < w * h; start++) {
    const id = old[start] as number;
    if (seen[start] || !split.has(id)) continue;
    let part = parts.get(id);
    if (part === undefined) {
      part = [];
      parts.set(id, part);
    }
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop() as number;
      part.push(i);
      const x = i % w;
      for (const j of [i - w, i + w, x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1])
        if (j >= first * w && j < w * h && !seen[j] && old[j] === id && step(i, j) < PATTERN_STEP) {
          seen[j] = 1;
          stack.push(j);
        }
    }
  }
  for (const part of parts.values()) {
    if (part.filter((i) => i >= from * w).length < least) continue;
    for (const i of part) labels[i] = count;
    count++;
  }
  return count;
}

/**
 * The lower parts split off (labels `from` to `to` − 1) of a plain floor's region that ran on into
 * a plain wall: where they meet, the colour averaged over a few pixels may change as gently up the
 * wall's foot as across the floor (pale tiles under a pale wall, their skirting softened by the
 * photo's compression), and the part then runs on up the wall. The floor of a room seen from inside
 * is convex in the picture: a part showing the floor's joints is floor under their upper hull, and
 * its pixels above it go back to the region they were split from. Beyond the joints' ends the hull
 * runs on level. A part showing fewer joints is left whole. Not for a motif-averaged raster: a
 * pattern's motifs are no joints.
 */
function underTheirJoints(
  labels: Int32Array,
  before: Int32Array,
  from: number,
  to: number,
  edges: readonly EdgeMark[],
  w: number,
  first: number,
): void {
  const labelAt = labelReader(labels, w, labels.length / w);
  for (let id = from; id < to; id++) {
    // A joint crossing several regions counts for this part where it runs through it.
    const runs = edges.flatMap((e) => {
      if (e.direction !== 1 && e.direction !== 2) return [];
      const on = pointsAlong(e).filter(({ x, y }) => y >= first && labelAt(x, y) === id);
      return on.length > 0 ? [on] : [];
    });
    if (runs.length < JOINTS_RUN_ON) continue;
    const points = runs.flat();
    const hull = upperHull(points);
    if (hull.length < 2) continue;
    for (let x = 0; x < w; x++) {
      const k = hull.findIndex((p) => p.x >= x);
      const b = hull[k < 0 ? hull.length - 1 : k] as { x: number; y: number };
      const a = hull[Math.max(0, k - 1)] as { x: number; y: number };
      const top = k <= 0 || b.x === a.x ? b.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
      for (let y = first; y < top; y++) {
        const i = y * w + x;
        if (labels[i] === id) labels[i] = before[i] as number;
      }
    }
  }
}

/** Half the width, in metres, of the floor a patterned floor's colour is averaged over: three 20 cm cement tiles across. */
const MOTIF_HALF_M = 0.3;

/**
 * The raster with each pixel's colour averaged over the floor around it, MOTIF_HALF_M each way
 * had it lain on the floor: below the horizon the window grows with nearness, as the floor's
 * tiles do. A cement-tile floor's motifs, read as so many small pieces, become one even colour;
 * above the horizon the picture is left as it was.
 */
export function motifAveraged(raster: Raster, horizonY: number, cameraHeightM: number): Raster {
  return { ...raster, lab: windowMean(raster, (y) => motifRadius(y, horizonY, cameraHeightM)) };
}

/** A floor point at row y lies H·f/(y − horizon) away: MOTIF_HALF_M of it spans this many pixels (0 above the horizon). */
const motifRadius = (y: number, horizonY: number, cameraHeightM: number) =>
  Math.max(0, Math.round(((y - horizonY) * MOTIF_HALF_M) / cameraHeightM));

/** Least median spread of lightness (standard deviation, L units) over the averaging windows of a patterned floor's nearest rows. */
const MOTIF_SPREAD = 12;
/** Least range of lightness over a pixel's 3 × 3 neighbourhood on a motif's edge. */
const MOTIF_EDGE = 25;
/** Rows down a column over which a patterned floor's motifs show edges in most. */
const MOTIF_RUN = 8;
/** The nearest rows of the picture, where a floor's motifs show largest, as a share of its height. */
const NEAR_ROWS = 0.15;

/**
 * Whether a floor shows a pattern's motifs: over its nearest rows, where they show largest, the
 * lightness spreads widely within the averaging window (median σ ≥ MOTIF_SPREAD), as black and
 * white motifs do and a duvet's folds or a plain floor do not.
 */
export function showsMotifs(
  raster: Raster,
  region: FloorRegion,
  horizonY: number,
  cameraHeightM: number,
): boolean {
  const { width: w, height: h, lab } = raster;
  const sum = summedArea(w, h, (i) => lab[i * 3] as number);
  const squares = summedArea(w, h, (i) => (lab[i * 3] as number) ** 2);
  const count = summedArea(w, h, () => 1);
  const spreads: number[] = [];
  for (let y = Math.floor(h * (1 - NEAR_ROWS)); y < h; y++) {
    const r = Math.max(1, motifRadius(y, horizonY, cameraHeightM));
    for (let x = 0; x < w; x++) {
      if (!region.floor[y * w + x]) continue;
      const n = boxSum(count, w, x, y, r);
      const mean = boxSum(sum, w, x, y, r) / n;
      spreads.push(Math.sqrt(Math.max(0, boxSum(squares, w, x, y, r) / n - mean * mean)));
    }
  }
  spreads.sort((p, q) => p - q);
  return spreads.length > 0 && (spreads[spreads.length >> 1] as number) >= MOTIF_SPREAD;
}

/**
 * A floor found on the motif-averaged raster (`averaged`), when it shows motifs (`showsMotifs`;
 * else: no floor). In each column it reaches no higher than the highest edge of a motif, so that
 * the averaging, which mixes the wall's foot with the floor, does not carry it up the wall. The upright edges found
 * (`edges`, direction 0: a window's or a door's frame) are no motif: a frame's side, an edge in
 * every row, carried the floor up the wall under a window (random cement room 47-6).
 */
export function patternedPart(
  raster: Raster,
  averaged: FloorRegion,
  horizonY: number,
  cameraHeightM: number,
  edges: readonly EdgeMark[] = [],
): FloorRegion {
  const { width: w, height: h, lab } = raster;
  if (!showsMotifs(raster, averaged, horizonY, cameraHeightM))
    return {
      ...averaged,
      floor: new Uint8Array(w * h),
      top: new Int32Array(w).fill(-1),
      share: 0,
      raised: [],
    };
  const floor = new Uint8Array(w * h);
  const top = new Int32Array(w).fill(-1);
  let share = 0;
  // Pixels on a motif's edge: the lightness ranges widely over their 3 × 3 neighbourhood. Only
  // below the horizon, where the floor is looked for.
  const edge = new Uint8Array(w * h);
  for (let y = Math.max(1, Math.ceil(horizonY)); y < h - 1; y++)
    for (let x = 0; x < w; x++) {
      let lo = 100;
      let hi = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const l = lab[((y + dy) * w + Math.min(w - 1, Math.max(0, x + dx))) * 3] as number;
          lo = Math.min(lo, l);
          hi = Math.max(hi, l);
        }
      edge[y * w + x] = hi - lo >= MOTIF_EDGE ? 1 : 0;
    }
  for (const e of edges) if (e.direction === 0) clearAlong(edge, w, h, e);
  // Whether motifs run on down the column from row y: edges in most of the rows below it, where a
  // window's frame or a skirting board shows one or two.
  const patternFrom = (x: number, y: number) => {
    let rows = 0;
    for (let k = 0; k < MOTIF_RUN && y + k < h; k++)
      if (
        edge[(y + k) * w + x] ||
        edge[(y + k) * w + Math.max(0, x - 1)] ||
        edge[(y + k) * w + Math.min(w - 1, x + 1)]
      )
        rows++;
    return rows * 2 > MOTIF_RUN;
  };
  const highest = new Int32Array(w).fill(h);
  for (let x = 0; x < w; x++)
    for (let y = Math.max(1, Math.ceil(horizonY)); y < h - 1; y++)
      if (averaged.floor[y * w + x] && patternFrom(x, y)) {
        highest[x] = y;
        break;
      }
  for (let x = 0; x < w; x++) {
    // Far off the motifs blur, and a column may show none where its neighbours do.
    let from = h;
    for (let k = Math.max(0, x - MOTIF_RUN / 2); k <= Math.min(w - 1, x + MOTIF_RUN / 2); k++)
      from = Math.min(from, highest[k] as number);
    for (let y = from; y < h; y++) {
      if (!averaged.floor[y * w + x]) continue;
      floor[y * w + x] = 1;
      if ((top[x] as number) < 0) top[x] = y;
      share++;
    }
  }
  return { ...averaged, floor, top, share: share / (w * h), raised: [] };
}

/** Clears a mask along a straight edge, a pixel either side of it. */
function clearAlong(mask: Uint8Array, w: number, h: number, e: EdgeMark): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(e.x2 - e.x1, e.y2 - e.y1)));
  for (let i = 0; i <= steps; i++) {
    const x = Math.round(e.x1 + ((e.x2 - e.x1) * i) / steps);
    const y = Math.round(e.y1 + ((e.y2 - e.y1) * i) / steps);
    if (y < 0 || y >= h) continue;
    for (let dx = -1; dx <= 1; dx++) if (x + dx >= 0 && x + dx < w) mask[y * w + x + dx] = 0;
  }
}

/**
 * Each pixel's CIELAB averaged over the (2r+1)² window around it (clipped at the borders), r
 * given or given for each row; a pixel whose window is 0 keeps its own.
 */
function windowMean(raster: Raster, radius: number | ((y: number) => number)): Float32Array {
  const { width: w, height: h, lab } = raster;
  const tables = [0, 1, 2].map((c) => summedArea(w, h, (i) => lab[i * 3 + c] as number));
  const count = summedArea(w, h, () => 1);
  const mean = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const r = typeof radius === 'number' ? radius : radius(y);
    for (let x = 0; x < w; x++) {
      const n = boxSum(count, w, x, y, r);
      tables.forEach((table, c) => {
        mean[(y * w + x) * 3 + c] = boxSum(table, w, x, y, r) / n;
      });
    }
  }
  return mean;
}

function regionNeighbours(labels: Int32Array, w: number, h: number, count: number): Set<number>[] {
  const sets = Array.from({ length: count }, () => new Set<number>());
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const a = labels[y * w + x] as number;
      if (x + 1 < w) {
        const b = labels[y * w + x + 1] as number;
        if (a !== b) {
          (sets[a] as Set<number>).add(b);
          (sets[b] as Set<number>).add(a);
        }
      }
      if (y + 1 < h) {
        const b = labels[(y + 1) * w + x] as number;
        if (a !== b) {
          (sets[a] as Set<number>).add(b);
          (sets[b] as Set<number>).add(a);
        }
      }
    }
  return sets;
}

/** Widest line between two regions (a joint between tiles, a seam between boards) the floor is followed across, in analysis pixels. */
const JOINT_PX = 2;
/**
 * Least length of such a line, in analysis pixels, for the regions either side to be joined: the
 * side of a far tile. A few pixels of a door's frame between the floor and a landing beyond it do
 * not join them.
 */
const JOINT_RUN = 15;
const ROW_AND_COLUMN = [
  [1, 0],
  [0, 1],
] as const;

/**
 * For each region, the regions on the other side of a line at most JOINT_PX wide of a third
 * region that `through` allows, crossed along a row or a column.
 */
function acrossThinLines(
  labels: Int32Array,
  w: number,
  h: number,
  count: number,
  through: (id: number) => boolean,
): Set<number>[] {
  // How many times each pair of regions is crossed so, the smaller label first.
  const crossings = new Map<number, number>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const a = labels[y * w + x] as number;
      for (const [dx, dy] of ROW_AND_COLUMN) {
        if (x + dx >= w || y + dy >= h) continue;
        const line = labels[(y + dy) * w + x + dx] as number;
        if (line === a || !through(line)) continue;
        for (let k = 2; k <= JOINT_PX + 1; k++) {
          const [bx, by] = [x + k * dx, y + k * dy];
          if (bx >= w || by >= h) break;
          const b = labels[by * w + bx] as number;
          if (b === line) continue;
          if (b !== a) {
            const pair = Math.min(a, b) * count + Math.max(a, b);
            crossings.set(pair, (crossings.get(pair) ?? 0) + 1);
          }
          break;
        }
      }
    }
  const sets = Array.from({ length: count }, () => new Set<number>());
  for (const [pair, times] of crossings) {
    if (times < JOINT_RUN) continue;
    const [a, b] = [Math.floor(pair / count), pair % count];
    (sets[a] as Set<number>).add(b);
    (sets[b] as Set<number>).add(a);
  }
  return sets;
}

/**
 * A notch in the floor's far edge at most a joint wide (`JOINT_PX`), floor either side of it on
 * every row, is floor: a line running up to the wall's foot (a sun patch's edge, a tile joint)
 * stands on nothing, and the floor above its end was read as ending there, its columns' strip to
 * the wall lost (the sofa of the lit upright dark-tiles room stood 1.4 m off the wall, a 1-pixel
 * line beside its place). A gap with floor above it in its column (a joint, a table's leg) is
 * not a notch, and is left to `fillSmallHoles`.
 */
function closeNotches(mask: Uint8Array, w: number, h: number): void {
  const top = new Int32Array(w).fill(h);
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      if (mask[y * w + x]) {
        top[x] = y;
        break;
      }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 1; x < w - 1; x++) {
      if (mask[row + x] || !mask[row + x - 1]) continue;
      let end = x;
      while (end < w && !mask[row + end] && end - x < JOINT_PX) end++;
      let notch = end < w && !!mask[row + end];
      for (let k = x; k < end && notch; k++) notch = y < (top[k] as number);
      if (notch) mask.fill(1, row + x, row + end);
      x = end;
    }
  }
}

/** Holes in the floor smaller than `maxSize` pixels and not touching the border are floor: tile joints, specks. */
function fillSmallHoles(mask: Uint8Array, w: number, h: number, maxSize: number): void {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const hole: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (mask[start] || seen[start]) continue;
    hole.length = 0;
    let border = false;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop() as number;
      hole.push(i);
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) border = true;
      for (const j of [i - 1, i + 1, i - w, i + w]) {
        if (j < 0 || j >= w * h || seen[j] || mask[j]) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === w - 1)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (!border && hole.length <= maxSize) for (const i of hole) mask[i] = 1;
  }
}
