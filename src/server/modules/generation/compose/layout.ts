import type { Placement } from '../../../db/schema.js';
import type { FurnitureGeometry } from '../../catalog/furniture-geometry.js';
import { CAMERA_HEIGHT_CM, type RoomAnalysis } from './room-analysis.js';

/**
 * Where each item goes, in two steps: a floor plan in centimetres (the big piece against the
 * back wall, low tables and seats in front of it, tall pieces at the ends, a rug under the
 * group, art above it, curtains at a side, a pendant over the middle), then a pinhole camera
 * at eye height that turns the plan into image rows and scales. Pure, so it is tested alone.
 */

export interface LayoutInput {
  geometry: FurnitureGeometry;
  /** Width / height of the picture that will be drawn. */
  aspect: number;
}

export type LayerKind = 'rug' | 'floor' | 'wall' | 'window' | 'ceiling';

export interface LaidOutItem {
  index: number;
  kind: LayerKind;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Depth order: what is drawn later covers what is drawn earlier. */
  order: number;
  /** Shadows on the wall behind (pieces against the wall) and on the floor under. */
  againstWall: boolean;
}

const GAP_CM = 15;
/** A pendant's box stays within these fractions of the picture. */
const MAX_LIGHT_WIDTH = 0.12;
const MAX_LIGHT_HEIGHT = 0.24;

interface Camera {
  room: RoomAnalysis;
  focal: number;
  wallDistance: number;
}

function camera(room: RoomAnalysis): Camera {
  // About a 70° field of view across the long side, a phone's main lens.
  const focal = 0.72 * Math.max(room.width, room.height);
  const wallDistance = (focal * CAMERA_HEIGHT_CM) / Math.max(1, room.floorY - room.horizonY);
  return { room, focal, wallDistance };
}

const rowAt = (c: Camera, distance: number) => c.room.horizonY + (c.focal * CAMERA_HEIGHT_CM) / distance;
const scaleAt = (c: Camera, distance: number) => c.focal / distance;
const halfVisibleCm = (c: Camera, distance: number) => c.room.width / 2 / scaleAt(c, distance);

interface PlanItem {
  index: number;
  geometry: FurnitureGeometry;
  aspect: number;
  /** Lateral centre, cm from the image's centre line. */
  x: number;
  /** Distance from the camera to the item's front edge, cm. */
  distance: number;
}

/** The lowest image row where a foot may stand: just inside the frame. */
const lowestFootRow = (room: RoomAnalysis) => room.height * 0.985;

function isBackPiece(g: FurnitureGeometry): boolean {
  return (g.depthCm <= 65 || g.heightCm >= 100) && g.heightCm >= 50;
}

function project(c: Camera, item: PlanItem, order: number, againstWall: boolean): LaidOutItem {
  const { geometry: g } = item;
  // A piece whose feet would fall below the frame moves back until they show (a close-up keeps
  // little floor in front of the wall): it gets smaller, as it would in the photo.
  const nearest = (c.focal * CAMERA_HEIGHT_CM) / Math.max(1, lowestFootRow(c.room) - c.room.horizonY);
  const distance = Math.max(item.distance, c.wallDistance * 0.5, nearest - g.depthCm / 4);
  // A frontal picture cannot show depth: scale it at its middle, stand it a little behind its front edge.
  const scale = scaleAt(c, distance + g.depthCm / 2);
  // The drawing's proportions win over the category's nominal width (a photo of a chair is not 48 cm of a sofa).
  const height = g.heightCm * scale;
  const width = Math.min(height * item.aspect, g.widthCm * scale * 1.6);
  const half = halfVisibleCm(c, distance) - g.widthCm / 2 - 5;
  const x = Math.max(-Math.max(0, half), Math.min(Math.max(0, half), item.x));
  const bottom = rowAt(c, distance + g.depthCm / 4) - g.bottomCm * scale;
  return {
    index: item.index,
    kind: 'floor',
    left: c.room.width / 2 + x * scale - width / 2,
    top: bottom - height,
    width,
    height,
    order,
    againstWall,
  };
}

export function layOutRoom(room: RoomAnalysis, inputs: readonly LayoutInput[]): LaidOutItem[] {
  const c = camera(room);
  const out: LaidOutItem[] = [];
  const indexed = inputs.map((input, index) => ({ ...input, index }));
  const floor = indexed.filter((i) => i.geometry.placement === 'floor');

  const anchor =
    [...floor]
      .filter((i) => i.geometry.heightCm < 150)
      .sort((a, b) => b.geometry.widthCm - a.geometry.widthCm)[0] ?? floor[0];
  const anchorWidth = anchor?.geometry.widthCm ?? 0;
  const anchorDepth = anchor?.geometry.depthCm ?? 60;
  const front = c.wallDistance - anchorDepth - 40;

  // Back wall: the anchor in the middle, then short pieces beside it and tall ones at the ends.
  const back = floor
    .filter((i) => i !== anchor && isBackPiece(i.geometry))
    .sort((a, b) => a.geometry.heightCm - b.geometry.heightCm);
  const forward = floor.filter((i) => i !== anchor && !isBackPiece(i.geometry));
  let right = anchorWidth / 2;
  let left = -anchorWidth / 2;
  const wallHalf = halfVisibleCm(c, c.wallDistance);
  const plan: PlanItem[] = [];
  if (anchor) plan.push({ ...anchor, x: 0, distance: c.wallDistance - anchor.geometry.depthCm });
  back.forEach((item, n) => {
    const w = item.geometry.widthCm;
    const fitsRight = right + GAP_CM + w <= wallHalf;
    const fitsLeft = left - GAP_CM - w >= -wallHalf;
    const goRight = n % 2 === 0 ? fitsRight || !fitsLeft : !fitsLeft && fitsRight;
    if (!fitsRight && !fitsLeft) {
      // A tall piece brought forward would tower over the photo: it stands at the wall's edge instead.
      if (item.geometry.heightCm >= 100) {
        const side = n % 2 === 0 ? 1 : -1;
        plan.push({
          ...item,
          x: side * (wallHalf - w / 2),
          distance: c.wallDistance - item.geometry.depthCm,
        });
      } else {
        forward.push(item);
      }
      return;
    }
    const x = goRight ? right + GAP_CM + w / 2 : left - GAP_CM - w / 2;
    if (goRight) right += GAP_CM + w;
    else left -= GAP_CM + w;
    plan.push({ ...item, x, distance: c.wallDistance - item.geometry.depthCm });
  });

  // In front: low wide pieces centred (coffee table, bench), seats and small pieces on the sides.
  const centred = forward.filter((i) => i.geometry.heightCm <= 50 && i.geometry.widthCm >= 90);
  const sides = forward.filter((i) => !centred.includes(i));
  let centreDistance = front;
  for (const item of centred) {
    plan.push({ ...item, x: 0, distance: centreDistance - item.geometry.depthCm });
    centreDistance -= item.geometry.depthCm + 50;
  }
  let sideOffset = anchorWidth / 2;
  sides.forEach((item, n) => {
    const side = n % 2 === 0 ? -1 : 1;
    if (n % 2 === 0 && n > 0) sideOffset += 40;
    const x = side * (sideOffset + item.geometry.widthCm / 2 - 10);
    plan.push({ ...item, x, distance: front - item.geometry.depthCm * 0.3 - (n >> 1) * 70 });
  });

  for (const item of plan) {
    const onWall = Math.abs(item.distance + item.geometry.depthCm - c.wallDistance) < 1;
    out.push(project(c, item, 100 + (c.wallDistance - item.distance), onWall));
  }

  // Rugs lie under the front group, seen in perspective (their art is drawn foreshortened).
  indexed
    .filter((i) => i.geometry.placement === 'rug')
    .forEach((rug, n) => {
      // Its middle stays in the frame: with little floor in view it shows as a strip at the bottom.
      const centreRow = Math.min(rowAt(c, front - 30 - n * 40), room.height * 0.9);
      const scale = Math.max(0.05, (centreRow - room.horizonY) / CAMERA_HEIGHT_CM);
      const width = Math.min(rug.geometry.widthCm * scale, room.width * 0.9);
      const height = width / rug.aspect;
      out.push({
        index: rug.index,
        kind: 'rug',
        left: room.width / 2 - width / 2,
        top: centreRow - height / 2,
        width,
        height,
        order: n,
        againstWall: false,
      });
    });

  // Wall pieces: above the anchor first, then over free wall on either side.
  const wallScale = scaleAt(c, c.wallDistance);
  const anchorTop = anchor ? anchor.geometry.heightCm : 0;
  indexed
    .filter((i) => i.geometry.placement === 'wall')
    .forEach((piece, n) => {
      const g = piece.geometry;
      const height = g.heightCm * wallScale;
      const width = height * piece.aspect;
      const bottomCm = n === 0 ? Math.max(g.bottomCm, anchorTop + 20) : g.bottomCm;
      const x =
        n === 0
          ? 0
          : (n % 2 === 1 ? 1 : -1) * Math.min(wallHalf - g.widthCm / 2 - 10, right + 40 + g.widthCm / 2);
      const top = Math.max(room.height * 0.02, room.floorY - bottomCm * wallScale - height);
      out.push({
        index: piece.index,
        kind: 'wall',
        left: room.width / 2 + x * wallScale - width / 2,
        top,
        width,
        height,
        order: 50 + n,
        againstWall: true,
      });
    });

  // Curtains hang at a side of the back wall, from a rod at 2.5 m down to the floor.
  indexed
    .filter((i) => i.geometry.placement === 'window')
    .forEach((curtain, n) => {
      const g = curtain.geometry;
      const top = Math.max(room.height * 0.01, room.floorY - g.heightCm * wallScale);
      const height = room.floorY - top;
      const width = Math.min(height * curtain.aspect, room.width * 0.45);
      const side = n % 2 === 0 ? -1 : 1;
      const centre = room.width / 2 + side * (room.width / 2 - width / 2 - room.width * 0.03);
      out.push({
        index: curtain.index,
        kind: 'window',
        left: centre - width / 2,
        top,
        width,
        height,
        order: 40 + n,
        againstWall: true,
      });
    });

  // Pendants hang from a 2.6 m ceiling over the group, beside the art rather than in front of it.
  const pendantShift = indexed.some((i) => i.geometry.placement === 'wall') ? -anchorWidth * 0.3 : 0;
  indexed
    .filter((i) => i.geometry.placement === 'ceiling')
    .forEach((lamp, n) => {
      const distance = Math.max(front - 40 - n * 60, c.wallDistance * 0.5);
      // Near the camera a pendant would fill the photo: it stays a modest accent in the top part.
      const scale = Math.min(
        scaleAt(c, distance),
        (room.width * MAX_LIGHT_WIDTH) / lamp.geometry.widthCm,
        (room.height * MAX_LIGHT_HEIGHT) / lamp.geometry.heightCm,
      );
      const height = lamp.geometry.heightCm * scale;
      const width = Math.min(height * lamp.aspect, room.width * MAX_LIGHT_WIDTH);
      // A ceiling above the frame still shows the lamp's lower part, as a photo would; a ceiling
      // estimated low in the frame (a close-up) is taken to be just above it.
      const ceilingRow = Math.min(
        Math.max(room.horizonY - (260 - CAMERA_HEIGHT_CM) * scale, -height * 0.45),
        room.height * 0.02,
      );
      out.push({
        index: lamp.index,
        kind: 'ceiling',
        left: room.width / 2 + (pendantShift + (n % 2 === 0 ? 1 : -1) * n * 80) * scale - width / 2,
        top: ceilingRow,
        width,
        height,
        order: 1000 + n,
        againstWall: false,
      });
    });

  const anchorIndex = anchor?.index;
  spreadOut(out, room, anchorIndex);
  return out.sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || a.order - b.order);
}

/** How much of a piece another one may cover before it moves aside. */
const MAX_OVERLAP = 0.15;

/** The share of `a`'s box that `b`'s box covers. */
function overlapShare(a: LaidOutItem, b: LaidOutItem): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? (w * h) / Math.max(1, a.width * a.height) : 0;
}

/** Two floor pieces whose feet are on nearly the same row stand side by side and must not hide each other. */
function clashes(a: LaidOutItem, b: LaidOutItem): boolean {
  if (a.kind !== 'floor' || b.kind !== 'floor') return true;
  const bottomA = a.top + a.height;
  const bottomB = b.top + b.height;
  return Math.abs(bottomA - bottomB) < 0.5 * Math.min(a.height, b.height);
}

/** The piece shrunk around the middle of its bottom edge. */
function resized(item: LaidOutItem, factor: number): LaidOutItem {
  const width = item.width * factor;
  const height = item.height * factor;
  return {
    ...item,
    left: item.left + (item.width - width) / 2,
    top: item.top + item.height - height,
    width,
    height,
  };
}

/** The nearest sideways position (outwards first) where the others cover little of the piece, or the least. */
function slideClear(item: LaidOutItem, others: LaidOutItem[], room: RoomAnalysis, step: number) {
  const covered = (left: number) =>
    others.reduce((sum, other) => sum + overlapShare({ ...item, left }, other), 0);
  const outwards = item.left + item.width / 2 < room.width / 2 ? -1 : 1;
  const minLeft = Math.min(0, item.left);
  const maxLeft = Math.max(room.width - item.width, item.left);
  let best = { left: item.left, share: covered(item.left) };
  for (let k = 1; best.share > MAX_OVERLAP && k * step < room.width; k++) {
    for (const left of [item.left + outwards * k * step, item.left - outwards * k * step]) {
      if (left < minLeft || left > maxLeft) continue;
      const share = covered(left);
      if (share < best.share - 0.01) best = { left, share };
      if (best.share <= MAX_OVERLAP) break;
    }
  }
  return { item: { ...item, left: best.left }, share: best.share };
}

/**
 * Pieces must not hide each other: the anchor stays, then from the biggest down each piece slides
 * sideways (outwards first) to the nearest place where what is already placed covers little of
 * it, shrinking a little when it must, or goes where it is covered least. Floor pieces at clearly different depths may overlap, the nearer one
 * in front, as in a photo; wall pieces and lights keep clear of everything.
 */
function spreadOut(items: LaidOutItem[], room: RoomAnalysis, anchorIndex: number | undefined): void {
  const rank = (i: LaidOutItem) =>
    i.index === anchorIndex ? 0 : ({ floor: 1, wall: 2, ceiling: 3 }[i.kind as string] ?? 9);
  const movable = items
    .filter((i) => i.kind === 'floor' || i.kind === 'wall' || i.kind === 'ceiling')
    .sort((a, b) => rank(a) - rank(b) || b.width * b.height - a.width * a.height);
  const placed: LaidOutItem[] = [];
  const step = room.width * 0.02;
  for (const item of movable) {
    const others = placed.filter((other) => clashes(item, other));
    // Where it fits with the least covered, at full size first, then a little smaller (feet kept on their row).
    let best = { item, share: Number.POSITIVE_INFINITY };
    for (const factor of item.kind === 'floor' ? [1, 0.85, 0.7] : [1]) {
      const sized = resized(item, factor);
      const found = slideClear(sized, others, room, step);
      if (found.share < best.share - 0.01) best = found;
      if (best.share <= MAX_OVERLAP) break;
    }
    Object.assign(item, best.item);
    placed.push(item);
  }
}

function kindRank(kind: LayerKind): number {
  return { rug: 0, window: 1, wall: 2, floor: 3, ceiling: 4 }[kind];
}

/** Where a laid-out piece shows, in fractions of the image (what the result page's markers use). */
export function placementOf(
  productName: string,
  category: string,
  spot: LaidOutItem,
  room: { width: number; height: number },
): Placement {
  const x0 = Math.max(0, spot.left);
  const y0 = Math.max(0, spot.top);
  const x1 = Math.min(room.width, spot.left + spot.width);
  const y1 = Math.min(room.height, spot.top + spot.height);
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return {
    productName,
    category,
    x: round(x0 / room.width),
    y: round(y0 / room.height),
    width: round(Math.max(0, x1 - x0) / room.width),
    height: round(Math.max(0, y1 - y0) / room.height),
  };
}
