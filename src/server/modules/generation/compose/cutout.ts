import sharp, { type Sharp } from 'sharp';

/** Long side of a cut-out: sharp enough for a piece that covers half a 2048 px room. */
const CUTOUT_LONG_SIDE = 900;
/** Working size of the mask: the flood fill is linear in pixels, so this bounds the time. */
const MASK_LONG_SIDE = 320;
/** Cut-outs are working images (composited or sent on at once): fast compression, not the smallest file. */
const WORKING_PNG = { compressionLevel: 1 } as const;

export interface Cutout {
  /** PNG with transparency, cropped to the object. */
  png: Buffer;
  width: number;
  height: number;
  /** False when no background could be told apart and the photo is kept whole as a card. */
  separated: boolean;
  /** Where the cut-out was cropped from, in the photo scaled to 900 px: unknown for a trimmed picture. */
  origin?: { left: number; top: number; photoWidth: number; photoHeight: number };
}

/**
 * Cuts the object out of a product or furniture photo, locally and in bounded time. A picture
 * that already has transparency (the catalogue's art) is only trimmed. Otherwise the backdrop is
 * learnt from the photo's border and taken away (see foregroundMask). When that gives no
 * convincing separation (a sofa shot in a furnished room), the photo is kept whole as a rounded
 * card rather than cut wrongly.
 */
export async function cutOut(input: Buffer): Promise<Cutout> {
  const source = sharp(input, { limitInputPixels: 100_000_000 }).autoOrient();
  const meta = await source.metadata();
  if (meta.hasAlpha) {
    // Decoded once: the alpha channel says whether there is transparency, and the trim works on the pixels.
    const rgba = await source.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    if (hasTransparency(rgba.data)) {
      const { width, height } = rgba.info;
      const trimmed = await sharp(rgba.data, { raw: { width, height, channels: 4 } })
        .trim({ threshold: 1 })
        .png(WORKING_PNG)
        .toBuffer({ resolveWithObject: true });
      return { png: trimmed.data, width: trimmed.info.width, height: trimmed.info.height, separated: true };
    }
  }

  const photo = await workingPhoto(source);
  return cutoutFromMask(photo, await automaticMask(photo));
}

/** The object told apart from the backdrop learnt from the photo's border, or null (see foregroundMask). */
export async function automaticMask(photo: WorkingPhoto): Promise<ObjectMask | null> {
  const small = await sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize({ width: MASK_LONG_SIDE, height: MASK_LONG_SIDE, fit: 'inside' })
    // Takes out JPEG noise and the finest texture, but keeps edges, even those of a thin leg.
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = foregroundMask(small.data, small.info.width, small.info.height);
  return mask && { ...mask, width: small.info.width, height: small.info.height };
}

/** A photo as cut-outs are made from: upright, 900 px at most on its long side, RGB. */
export interface WorkingPhoto {
  rgb: Buffer;
  width: number;
  height: number;
}

export async function workingPhoto(input: Buffer | Sharp): Promise<WorkingPhoto> {
  const source = Buffer.isBuffer(input)
    ? sharp(input, { limitInputPixels: 100_000_000 }).autoOrient()
    : input;
  const { data, info } = await source
    .clone()
    .resize({ width: CUTOUT_LONG_SIDE, height: CUTOUT_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

/** An object's mask, 255 inside, at a working size smaller than the photo, with its bounding box. */
export interface ObjectMask {
  data: Buffer;
  width: number;
  height: number;
  box: Box;
}

/**
 * The photo's object as a PNG with transparency, cropped to it: the mask is scaled up to the
 * photo and softened by a pixel. Without a mask the photo is kept whole as a rounded card.
 */
export async function cutoutFromMask(photo: WorkingPhoto, mask: ObjectMask | null): Promise<Cutout> {
  const { width, height } = photo;
  const alpha = mask
    ? await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
        .resize(width, height, { kernel: 'cubic' })
        .blur(1.2)
        .extractChannel(0)
        .raw()
        .toBuffer()
    : await roundedCard(width, height);
  const box = mask
    ? scaleBox(mask.box, width / mask.width, height / mask.height, width, height)
    : { left: 0, top: 0, width, height };
  // Cropped while still raw: one PNG encoding of the cut-out instead of two of the whole photo.
  const rgba = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const from = (box.top + y) * width + box.left + x;
      const to = (y * box.width + x) * 4;
      rgba[to] = photo.rgb[from * 3] as number;
      rgba[to + 1] = photo.rgb[from * 3 + 1] as number;
      rgba[to + 2] = photo.rgb[from * 3 + 2] as number;
      rgba[to + 3] = alpha[from] as number;
    }
  }
  const png = await sharp(rgba, { raw: { width: box.width, height: box.height, channels: 4 } })
    .png(WORKING_PNG)
    .toBuffer();
  return {
    png,
    width: box.width,
    height: box.height,
    separated: mask !== null,
    origin: { left: box.left, top: box.top, photoWidth: width, photoHeight: height },
  };
}

function hasTransparency(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if ((rgba[i] as number) < 250) return true;
  return false;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function scaleBox(box: Box, sx: number, sy: number, maxW: number, maxH: number): Box {
  const left = Math.max(0, Math.floor(box.left * sx) - 2);
  const top = Math.max(0, Math.floor(box.top * sy) - 2);
  return {
    left,
    top,
    width: Math.min(maxW - left, Math.ceil(box.width * sx) + 4),
    height: Math.min(maxH - top, Math.ceil(box.height * sy) + 4),
  };
}

/** Largest ΔE to a neighbour for a pixel the fill may take: above it, the pixel is on an edge. */
const CALM = 9;
/** Border colours the k-means looks for: wall, floor, a gradient's ends, and room for what is not backdrop. */
const BORDER_CLUSTERS = 8;
/** Border colours seen on less of the ring than this are the object touching the frame, or clutter. */
const MIN_BACKDROP_SHARE = 0.04;
/** The backdrop's colours must account for most of the border, or it is not a backdrop. */
const MIN_BACKDROP_COVER = 0.75;
/** ΔE within which a pixel is a backdrop colour, widened by the colour's own spread up to a limit. */
const BASE_TOLERANCE = 6;
const MAX_SPREAD_WIDENING = 4;
/**
 * Light falling off across a wall or into a shadow changes lightness far more than hue, while an
 * object differs from its backdrop in hue as often as not: lightness counts half in the match.
 */
const LIGHTNESS_WEIGHT = 0.5;
/** ΔE from the running average of the fill's recent colours within which a gradient or a shadow goes on. */
const TRAIL_TOLERANCE = 5;
/** Weight of each new pixel in that running average. */
const TRAIL_WEIGHT = 0.25;
/** How far (ΔE beyond the tolerance) a gradient may drift from the backdrop's colours. */
const DRIFT_LIMIT = 6;
/** How far inside the tolerance a patch out of the border fill's reach must be to count as backdrop. */
const ENCLOSED_MARGIN = 6;
/** Smaller enclosed backdrop-coloured patches stay part of the object: a highlight, a spot of that colour. */
const MIN_HOLE_SHARE = 0.002;
/** ΔE from the blend of the background on either side within which a pixel is the blurred seam between them. */
const SEAM_TOLERANCE = 4;
/** A backdrop pixel with a neighbour further than this ΔE is texture: grain, clutter, a pattern. */
const TEXTURE_STEP = 4;
/** Share of textured pixels above which the "backdrop" is a furnished room (plain ones stay under 0.08). */
const MAX_TEXTURED_BACKDROP = 0.12;
/** A blob this small (share of the photo) is a speck unless it is close to the object. */
const MIN_PIECE_SHARE = 0.0005;
/** How far (share of the long side) a blob may be from the largest one and still belong to the object. */
const NEAR_SHARE = 0.03;
/** Share of the photo the object covers: less is specks, more is a photo the backdrop barely showed in. */
const MIN_OBJECT_SHARE = 0.02;
const MAX_OBJECT_SHARE = 0.9;
/** Share of the border the object may cover: a cut-off leg or cord, not a photo filled edge to edge. */
const MAX_FRAME_CONTACT = 0.3;
/** Longest side over shortest side of the object's box: a longer band is a shelf edge, not furniture. */
const MAX_ELONGATION = 5;

/** The photo as the segmentation sees it, per pixel. */
interface Picture {
  width: number;
  height: number;
  /** CIE Lab, three values a pixel. */
  lab: Float32Array;
  /** Largest ΔE to a 4-neighbour: high on edges and texture. */
  contrast: Float32Array;
  /** How far past the nearest backdrop colour's tolerance: zero or less is a backdrop colour. */
  excess: Float32Array;
}

/**
 * 255 for the object, 0 for the background, or null when the photo gives no usable separation.
 *
 * The backdrop is modelled by the colours of the photo's border, clustered so a wall above a floor
 * or the two ends of a studio gradient each count. It is flood-filled from the border, stopping at
 * edges; what is left, once the backdrop seen through the object and the seams along its edges
 * are taken too, is the object: its largest blob and the blobs close to it. The photo is refused
 * when the border is not mostly backdrop, when what passed for backdrop is textured like a room,
 * or when the object is implausible: too small, too big, filling the frame or a thin band.
 */
function foregroundMask(rgb: Uint8Array, width: number, height: number): { data: Buffer; box: Box } | null {
  const n = width * height;
  const lab = toLab(rgb, n);
  const ring = borderRing(width, height);
  const backdrop = backdropColours(lab, ring);
  const excess = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    let e = Number.POSITIVE_INFINITY;
    for (const b of backdrop) e = Math.min(e, backdropDistance(lab, p, b.lab) - b.tolerance);
    excess[p] = e;
  }
  const picture: Picture = { width, height, lab, contrast: localContrast(lab, width, height), excess };
  // Where a thin leg or a cord crosses the frame its colour may pass for a shadowed backdrop, but
  // its edges give it away: only calm backdrop-coloured border pixels seed the fill.
  const seeds = ring.filter((p) => (excess[p] as number) <= 0 && (picture.contrast[p] as number) <= CALM);
  if (seeds.length < ring.length * MIN_BACKDROP_COVER) return null;

  const background = new Uint8Array(n);
  floodBackground(picture, seeds, background, true);
  // The backdrop seen between a chair's legs or under a table is out of the border fill's reach.
  floodBackground(picture, enclosedBackdrop(picture, background), background, false);
  takeFringe(picture, background);
  if (texturedBackdrop(picture, background)) return null;
  return keepObject(background, width, height);
}

const SRGB_TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function labCurve(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

/** CIE Lab (D65), where distances follow what the eye sees as different. */
function toLab(rgb: Uint8Array, n: number): Float32Array {
  const lab = new Float32Array(n * 3);
  for (let p = 0; p < n; p++) {
    const r = SRGB_TO_LINEAR[rgb[p * 3] as number] as number;
    const g = SRGB_TO_LINEAR[rgb[p * 3 + 1] as number] as number;
    const b = SRGB_TO_LINEAR[rgb[p * 3 + 2] as number] as number;
    const fx = labCurve((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const fy = labCurve(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const fz = labCurve((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[p * 3] = 116 * fy - 16;
    lab[p * 3 + 1] = 500 * (fx - fy);
    lab[p * 3 + 2] = 200 * (fy - fz);
  }
  return lab;
}

function deltaE(lab: Float32Array, p: number, q: number): number {
  const dl = (lab[p * 3] as number) - (lab[q * 3] as number);
  const da = (lab[p * 3 + 1] as number) - (lab[q * 3 + 1] as number);
  const db = (lab[p * 3 + 2] as number) - (lab[q * 3 + 2] as number);
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** ΔE to a backdrop colour, with lightness weighed down. */
function backdropDistance(lab: Float32Array, p: number, colour: readonly number[]): number {
  const dl = ((lab[p * 3] as number) - (colour[0] as number)) * LIGHTNESS_WEIGHT;
  const da = (lab[p * 3 + 1] as number) - (colour[1] as number);
  const db = (lab[p * 3 + 2] as number) - (colour[2] as number);
  return Math.sqrt(dl * dl + da * da + db * db);
}

function localContrast(lab: Float32Array, width: number, height: number): Float32Array {
  const contrast = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      // Each pair once: with the right and the lower neighbour.
      if (x + 1 < width) raise(contrast, p, p + 1, deltaE(lab, p, p + 1));
      if (y + 1 < height) raise(contrast, p, p + width, deltaE(lab, p, p + width));
    }
  }
  return contrast;
}

function raise(contrast: Float32Array, p: number, q: number, d: number): void {
  if (d > (contrast[p] as number)) contrast[p] = d;
  if (d > (contrast[q] as number)) contrast[q] = d;
}

/** The outermost pixels, each once. */
function borderRing(width: number, height: number): number[] {
  const ring: number[] = [];
  for (let x = 0; x < width; x++) ring.push(x);
  for (let y = 1; y < height; y++) ring.push(y * width + width - 1);
  for (let x = width - 2; x >= 0; x--) ring.push((height - 1) * width + x);
  for (let y = height - 2; y > 0; y--) ring.push(y * width);
  return ring;
}

/**
 * The backdrop's colours: k-means on the border, each cluster with a tolerance widened by its
 * spread (a gradient's band, a floor's grain). Clusters seen on little of the border are left out.
 */
function backdropColours(lab: Float32Array, ring: number[]): { lab: number[]; tolerance: number }[] {
  const colourOf = (p: number) => [lab[p * 3] as number, lab[p * 3 + 1] as number, lab[p * 3 + 2] as number];
  // Farthest-point seeding from the mean is deterministic and does not miss a small second tone.
  const centres = [
    [0, 1, 2].map((c) => ring.reduce((s, p) => s + (lab[p * 3 + c] as number), 0) / ring.length),
  ];
  const nearest = ring.map((p) => backdropDistance(lab, p, centres[0] as number[]));
  while (centres.length < BORDER_CLUSTERS) {
    let far = 0;
    for (let i = 1; i < ring.length; i++) if ((nearest[i] as number) > (nearest[far] as number)) far = i;
    const centre = colourOf(ring[far] as number);
    centres.push(centre);
    ring.forEach((p, i) => {
      nearest[i] = Math.min(nearest[i] as number, backdropDistance(lab, p, centre));
    });
  }
  const owner = new Int32Array(ring.length);
  const counts = centres.map(() => 0);
  for (let iteration = 0; iteration < 8; iteration++) {
    const sums = centres.map(() => [0, 0, 0]);
    counts.fill(0);
    ring.forEach((p, i) => {
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      centres.forEach((c, j) => {
        const d = backdropDistance(lab, p, c);
        if (d < bestDistance) {
          bestDistance = d;
          best = j;
        }
      });
      owner[i] = best;
      counts[best] = (counts[best] as number) + 1;
      const sum = sums[best] as number[];
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (lab[p * 3 + c] as number);
    });
    sums.forEach((sum, j) => {
      const count = counts[j] as number;
      if (count > 0) centres[j] = sum.map((s) => s / count);
    });
  }
  const squares = centres.map(() => 0);
  ring.forEach((p, i) => {
    const j = owner[i] as number;
    squares[j] = (squares[j] as number) + backdropDistance(lab, p, centres[j] as number[]) ** 2;
  });
  return centres.flatMap((colour, j) => {
    const count = counts[j] as number;
    if (count < ring.length * MIN_BACKDROP_SHARE) return [];
    const spread = Math.sqrt((squares[j] as number) / count);
    return [{ lab: colour, tolerance: BASE_TOLERANCE + Math.min(MAX_SPREAD_WIDENING, spread) }];
  });
}

/** Writes p's neighbours (4 or, with `diagonal`, 8) into `out`, without allocating, and returns how many. */
function neighbours(p: number, width: number, height: number, diagonal: boolean, out: Int32Array): number {
  const x = p % width;
  const y = (p - x) / width;
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      if (nx < 0 || nx >= width || (dx === 0 && dy === 0) || (!diagonal && dx !== 0 && dy !== 0)) continue;
      out[count++] = ny * width + nx;
    }
  }
  return count;
}

/**
 * Grows the background from the seeds over calm pixels (not on an edge), 4-connected so it cannot
 * slip between diagonal pixels of a thin leg. A pixel joins when it is a backdrop colour or, when
 * `followGradients`, when it is close to a running average of the colours on the way there: that
 * average follows a studio gradient or a soft shadow, which change slowly, but lags behind the
 * quicker ramp of even a soft edge, so the fill does not creep into an object of a nearby colour.
 */
function floodBackground(
  { width, height, lab, contrast, excess }: Picture,
  seeds: number[],
  background: Uint8Array,
  followGradients: boolean,
): void {
  const n = background.length;
  const queue = new Int32Array(n);
  const trail = new Float32Array(n * 3);
  let tail = 0;
  for (const p of seeds) {
    if (background[p]) continue;
    background[p] = 1;
    trail.set(lab.subarray(p * 3, p * 3 + 3), p * 3);
    queue[tail++] = p;
  }
  const around = new Int32Array(8);
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const count = neighbours(p, width, height, false, around);
    for (let i = 0; i < count; i++) {
      const q = around[i] as number;
      if (background[q] || (contrast[q] as number) > CALM) continue;
      const e = excess[q] as number;
      let joins = e <= 0;
      if (!joins && followGradients && e <= DRIFT_LIMIT) {
        let d2 = 0;
        for (let c = 0; c < 3; c++) d2 += ((lab[q * 3 + c] as number) - (trail[p * 3 + c] as number)) ** 2;
        joins = d2 <= TRAIL_TOLERANCE * TRAIL_TOLERANCE;
      }
      if (!joins) continue;
      background[q] = 1;
      for (let c = 0; c < 3; c++) {
        const t = trail[p * 3 + c] as number;
        trail[q * 3 + c] = t + TRAIL_WEIGHT * ((lab[q * 3 + c] as number) - t);
      }
      queue[tail++] = q;
    }
  }
}

/**
 * Backdrop-coloured patches the border fill could not reach: big enough not to be a spot on the
 * object, and seeded only where they are thick, as a leg of the backdrop's grey is not.
 */
function enclosedBackdrop({ width, height, excess }: Picture, background: Uint8Array): number[] {
  const { label, sizes } = regions(
    (p) => !background[p] && (excess[p] as number) <= -ENCLOSED_MARGIN,
    width,
    height,
    false,
  );
  const minimum = background.length * MIN_HOLE_SHARE;
  const seeds: number[] = [];
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const p = y * width + x;
      const id = label[p] as number;
      if (id < 0 || (sizes[id] as number) < minimum) continue;
      if ([-2, -1, 1, 2].every((d) => label[p + d] === id && label[p + d * width] === id)) seeds.push(p);
    }
  }
  return seeds;
}

/**
 * The fill stops at edges, so it leaves a line of pixels along every edge it meets: around the
 * object, and along the seams of the backdrop itself (where the wall meets the floor). Those of a
 * backdrop colour and close to the background beside them join it; then the blurred seams, whose
 * pixels lie between background pixels with a colour between theirs. One pass each, so that this
 * cannot run on down a thin leg.
 */
function takeFringe({ width, lab, excess }: Picture, background: Uint8Array): void {
  const n = background.length;
  const isBackground = (p: number, x: number, dx: number) =>
    x + dx >= 0 && x + dx < width && p >= 0 && p < n && background[p] === 1;
  const take = (joins: (p: number, x: number, dx: number, step: number) => boolean) => {
    const fringe: number[] = [];
    for (let p = 0; p < n; p++) {
      if (background[p]) continue;
      const x = p % width;
      if (joins(p, x, 1, 1) || joins(p, x, 0, width)) fringe.push(p);
    }
    for (const p of fringe) background[p] = 1;
  };
  take(
    (p, x, dx, step) =>
      (excess[p] as number) <= 0 &&
      ((isBackground(p - step, x, -dx) && deltaE(lab, p, p - step) <= TEXTURE_STEP) ||
        (isBackground(p + step, x, dx) && deltaE(lab, p, p + step) <= TEXTURE_STEP)),
  );
  take((p, x, dx, step) => {
    for (let before = 1; before <= 3; before++) {
      for (let after = 1; before + after <= 4; after++) {
        const a = p - before * step;
        const b = p + after * step;
        if (isBackground(a, x, -before * dx) && isBackground(b, x, after * dx) && onSeam(lab, p, a, b))
          return true;
      }
    }
    return false;
  });
}

/** Whether p's colour lies on the way from a's to b's, as a blurred edge between them does. */
function onSeam(lab: Float32Array, p: number, a: number, b: number): boolean {
  let dot = 0;
  let length2 = 0;
  for (let c = 0; c < 3; c++) {
    const ab = (lab[b * 3 + c] as number) - (lab[a * 3 + c] as number);
    dot += ((lab[p * 3 + c] as number) - (lab[a * 3 + c] as number)) * ab;
    length2 += ab * ab;
  }
  const t = length2 > 0 ? Math.min(1, Math.max(0, dot / length2)) : 0;
  let d2 = 0;
  for (let c = 0; c < 3; c++) {
    const from = lab[a * 3 + c] as number;
    d2 += ((lab[p * 3 + c] as number) - (from + t * ((lab[b * 3 + c] as number) - from))) ** 2;
  }
  return d2 <= SEAM_TOLERANCE * SEAM_TOLERANCE;
}

/**
 * What passed for backdrop must look like one: smooth. A furnished room's shelves, bedding and
 * parquet match a backdrop colour here and there, but are not smooth.
 */
function texturedBackdrop({ contrast }: Picture, background: Uint8Array): boolean {
  let backdrop = 0;
  let textured = 0;
  for (let p = 0; p < background.length; p++) {
    if (!background[p]) continue;
    backdrop++;
    if ((contrast[p] as number) > TEXTURE_STEP) textured++;
  }
  return textured > backdrop * MAX_TEXTURED_BACKDROP;
}

/** Connected regions of the pixels `inside` says yes to: a label per pixel (-1 outside) and each region's size. */
function regions(inside: (p: number) => boolean, width: number, height: number, diagonal: boolean) {
  const n = width * height;
  const label = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const queue = new Int32Array(n);
  const around = new Int32Array(8);
  for (let start = 0; start < n; start++) {
    if (label[start] !== -1 || !inside(start)) continue;
    const id = sizes.length;
    let tail = 0;
    label[start] = id;
    queue[tail++] = start;
    for (let head = 0; head < tail; head++) {
      const p = queue[head] as number;
      const count = neighbours(p, width, height, diagonal, around);
      for (let i = 0; i < count; i++) {
        const q = around[i] as number;
        if (label[q] !== -1 || !inside(q)) continue;
        label[q] = id;
        queue[tail++] = q;
      }
    }
    sizes.push(tail);
  }
  return { label, sizes };
}

/**
 * The object: the largest blob plus the blobs near it (a chair's legs, a lamp's cord), without
 * the specks; null when that does not look like one object in front of a backdrop.
 */
function keepObject(
  background: Uint8Array,
  width: number,
  height: number,
): { data: Buffer; box: Box } | null {
  const object = mainObject((p) => !background[p], width, height);
  if (!object) return null;
  const { data, box, area } = object;
  const ring = borderRing(width, height);
  const onFrame = ring.filter((p) => data[p]).length / ring.length;
  const share = area / (width * height);
  if (share < MIN_OBJECT_SHARE || share > MAX_OBJECT_SHARE || onFrame > MAX_FRAME_CONTACT) return null;
  if (Math.max(box.width, box.height) > MAX_ELONGATION * Math.min(box.width, box.height)) return null;
  return { data, box };
}

/**
 * The object among foreground pixels: the largest blob, and the blobs of some size within a
 * short gap of it (a leg cut off by a shadow, a lamp's shade above its foot); 255 for the object.
 */
export function mainObject(
  foreground: (p: number) => boolean,
  width: number,
  height: number,
): { data: Buffer; box: Box; area: number } | null {
  const n = width * height;
  const { label, sizes } = regions(foreground, width, height, true);
  if (sizes.length === 0) return null;
  const largest = sizes.indexOf(Math.max(...sizes));
  const kept = new Set([largest]);
  // Breadth first from the largest blob, as far as the gap a piece of the object may leave.
  const reach = Math.round(Math.max(width, height) * NEAR_SHARE);
  const distance = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let p = 0; p < n; p++) {
    if (label[p] !== largest) continue;
    distance[p] = 0;
    queue[tail++] = p;
  }
  const minimum = n * MIN_PIECE_SHARE;
  const around = new Int32Array(8);
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const id = label[p] as number;
    if (id >= 0 && (sizes[id] as number) >= minimum) kept.add(id);
    if ((distance[p] as number) >= reach) continue;
    const count = neighbours(p, width, height, true, around);
    for (let i = 0; i < count; i++) {
      const q = around[i] as number;
      if (distance[q] !== -1) continue;
      distance[q] = (distance[p] as number) + 1;
      queue[tail++] = q;
    }
  }

  const data = Buffer.alloc(n);
  let area = 0;
  let minX = width;
  let minY = height;
  let maxX = 0;
  let maxY = 0;
  for (let p = 0; p < n; p++) {
    if (!kept.has(label[p] as number)) continue;
    data[p] = 255;
    area++;
    const x = p % width;
    const y = (p - x) / width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const box = { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
  return { data, box, area };
}

async function roundedCard(width: number, height: number): Promise<Buffer> {
  const r = Math.round(Math.min(width, height) * 0.08);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${r}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).extractChannel('red').raw().toBuffer();
}
