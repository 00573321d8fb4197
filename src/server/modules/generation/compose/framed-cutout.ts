import sharp from 'sharp';
import type { CutoutFrame } from '../../../../domain/validation.js';
import {
  automaticMask,
  type Cutout,
  cutoutFromMask,
  mainObject,
  type ObjectMask,
  workingPhoto,
} from './cutout.js';
import { grabCut } from './grabcut.js';

/**
 * The cut-out of a visitor's own furniture item, refined from how they framed it: GrabCut
 * (OpenCV's, compiled to WebAssembly in @techstark/opencv-js, Apache-2.0) learns the colours of
 * the piece inside the box and of the room around it, and cuts along the edges between them.
 * Strokes over what to keep or remove are taken as certain and the cut is learnt again.
 */

/** Long side of the picture GrabCut works on: about 0.5 s on one core, edges within 2 px at 900. */
const GRABCUT_LONG_SIDE = 360;
const ITERATIONS = 5;
/** Radius of a finger stroke, as a share of the picture's long side. */
const BRUSH_SHARE = 0.022;
/** Less of the box than this kept is no piece: a stray patch. */
const MIN_OBJECT_SHARE_OF_BOX = 0.03;

// GrabCut's labels for a pixel.
const SURE_BACKGROUND = 0;
const SURE_OBJECT = 1;
const MAYBE_BACKGROUND = 2;
const MAYBE_OBJECT = 3;

/**
 * The refined cut-out, or null when nothing in the frame stands out as a piece. A box alone
 * first gets the automatic cut-out of what it holds, which is often enough once the room's
 * clutter is left outside it (a chair against a plain wall); then GrabCut, which takes strokes.
 */
export async function framedCutOut(input: Buffer, frame: CutoutFrame): Promise<Cutout | null> {
  const photo = await workingPhoto(input);
  // Both learn the room from around the box, not from the far side of the photo.
  const crop = cropAround(frame, photo.width, photo.height);
  const cropped = await sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .extract(crop)
    .raw()
    .toBuffer();
  const strokes = frame.keep.length + frame.remove.length;
  const local = inCrop(frame, crop, photo.width, photo.height);
  const automatic = strokes ? null : fillsBox(await automaticMask({ rgb: cropped, ...crop }), local);
  const mask = automatic ?? (await grabCutMask(cropped, crop, local));
  if (!mask) return null;
  // Back to the whole photo: the crop's mask, scaled to the crop, in a mask of the photo's size.
  const scaled = await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .resize(crop.width, crop.height, { kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const whole = Buffer.alloc(photo.width * photo.height);
  for (let y = 0; y < crop.height; y++) {
    scaled.copy(whole, (crop.top + y) * photo.width + crop.left, y * crop.width, (y + 1) * crop.width);
  }
  const sx = crop.width / mask.width;
  const sy = crop.height / mask.height;
  const box = {
    left: crop.left + Math.floor(mask.box.left * sx),
    top: crop.top + Math.floor(mask.box.top * sy),
    width: Math.ceil(mask.box.width * sx),
    height: Math.ceil(mask.box.height * sy),
  };
  return cutoutFromMask(photo, { data: whole, width: photo.width, height: photo.height, box });
}

async function grabCutMask(
  cropped: Buffer,
  crop: { width: number; height: number },
  frame: CutoutFrame,
): Promise<ObjectMask | null> {
  const small = await sharp(cropped, { raw: { width: crop.width, height: crop.height, channels: 3 } })
    .resize({ width: GRABCUT_LONG_SIDE, height: GRABCUT_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const result = await grabCut(small.data, frameLabels(frame, width, height), width, height, ITERATIONS);
  const kept = mainObject((p) => result[p] === SURE_OBJECT || result[p] === MAYBE_OBJECT, width, height);
  const boxArea = frame.box.width * frame.box.height * width * height;
  if (!kept || kept.area < boxArea * MIN_OBJECT_SHARE_OF_BOX) return null;
  return { data: kept.data, width, height, box: kept.box };
}

/** Share of the box's width and height the automatic cut-out must span to be the framed piece. */
const MIN_SPAN_OF_BOX = 0.6;

/** The automatic mask if it spans the box the visitor drew, as the piece does; else null. */
function fillsBox(mask: ObjectMask | null, frame: CutoutFrame): ObjectMask | null {
  if (!mask) return null;
  const wide = mask.box.width / mask.width >= frame.box.width * MIN_SPAN_OF_BOX;
  const tall = mask.box.height / mask.height >= frame.box.height * MIN_SPAN_OF_BOX;
  return wide && tall ? mask : null;
}

/** Share of the box's size added around it for GrabCut to learn the room from. */
const ROOM_MARGIN = 0.2;

function cropAround(frame: CutoutFrame, width: number, height: number) {
  const { x, y, width: w, height: h } = frame.box;
  const left = Math.max(0, Math.floor((x - w * ROOM_MARGIN) * width));
  const top = Math.max(0, Math.floor((y - h * ROOM_MARGIN) * height));
  const right = Math.min(width, Math.ceil((x + w * (1 + ROOM_MARGIN)) * width));
  const bottom = Math.min(height, Math.ceil((y + h * (1 + ROOM_MARGIN)) * height));
  return { left, top, width: right - left, height: bottom - top };
}

/** The frame in the crop's own fractions. */
function inCrop(
  frame: CutoutFrame,
  crop: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
): CutoutFrame {
  const fx = (x: number) => (x * width - crop.left) / crop.width;
  const fy = (y: number) => (y * height - crop.top) / crop.height;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const stroke = (points: ReadonlyArray<readonly [number, number]>) =>
    points.map(([x, y]) => [clamp(fx(x)), clamp(fy(y))] as [number, number]);
  return {
    box: {
      x: clamp(fx(frame.box.x)),
      y: clamp(fy(frame.box.y)),
      width: (frame.box.width * width) / crop.width,
      height: (frame.box.height * height) / crop.height,
    },
    keep: frame.keep.map(stroke),
    remove: frame.remove.map(stroke),
  };
}

/**
 * GrabCut's starting labels: outside the box is the room for sure, inside may be the piece; a
 * "keep" stroke is the piece for sure, a "remove" stroke the room for sure. The picture's outer
 * ring is room unless a stroke says otherwise, so there is always some room to learn from.
 */
export function frameLabels(frame: CutoutFrame, width: number, height: number): Uint8Array {
  const labels = new Uint8Array(width * height).fill(SURE_BACKGROUND);
  const left = Math.max(1, Math.floor(frame.box.x * width));
  const top = Math.max(1, Math.floor(frame.box.y * height));
  const right = Math.min(width - 1, Math.ceil((frame.box.x + frame.box.width) * width));
  const bottom = Math.min(height - 1, Math.ceil((frame.box.y + frame.box.height) * height));
  for (let y = top; y < bottom; y++) labels.fill(MAYBE_OBJECT, y * width + left, y * width + right);
  // A box drawn to the picture's edges leaves only that ring: let it be learnt, not imposed.
  if (right - left >= width - 2 && bottom - top >= height - 2) {
    for (let p = 0; p < labels.length; p++) if (labels[p] === SURE_BACKGROUND) labels[p] = MAYBE_BACKGROUND;
  }
  const radius = Math.max(2, Math.round(Math.max(width, height) * BRUSH_SHARE));
  for (const stroke of frame.remove) paintStroke(labels, width, height, stroke, radius, SURE_BACKGROUND);
  for (const stroke of frame.keep) paintStroke(labels, width, height, stroke, radius, SURE_OBJECT);
  return labels;
}

function paintStroke(
  labels: Uint8Array,
  width: number,
  height: number,
  stroke: ReadonlyArray<readonly [number, number]>,
  radius: number,
  label: number,
): void {
  const points = stroke.map(([x, y]) => [x * (width - 1), y * (height - 1)] as const);
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i] as readonly [number, number];
    const [x1, y1] = (points[i + 1] ?? points[i]) as readonly [number, number];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / (radius / 2)));
    for (let s = 0; s <= steps; s++) {
      disc(labels, width, height, x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, radius, label);
    }
  }
}

function disc(
  labels: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
  label: number,
): void {
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(height - 1, Math.ceil(cy + radius)); y++) {
    for (
      let x = Math.max(0, Math.floor(cx - radius));
      x <= Math.min(width - 1, Math.ceil(cx + radius));
      x++
    ) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) labels[y * width + x] = label;
    }
  }
}
