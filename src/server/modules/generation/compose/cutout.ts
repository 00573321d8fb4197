import sharp from 'sharp';

/** Long side of a cut-out: sharp enough for a piece that covers half a 2048 px room. */
const CUTOUT_LONG_SIDE = 900;
/** Working size of the mask: the flood fill is linear in pixels, so this bounds the time. */
const MASK_LONG_SIDE = 220;
/** Cut-outs are working images (composited or sent on at once): fast compression, not the smallest file. */
const WORKING_PNG = { compressionLevel: 1 } as const;

export interface Cutout {
  /** PNG with transparency, cropped to the object. */
  png: Buffer;
  width: number;
  height: number;
  /** False when no background could be told apart and the photo is kept whole as a card. */
  separated: boolean;
}

/**
 * Cuts the object out of a product or furniture photo, locally and in bounded time. A picture
 * that already has transparency (the catalogue's art) is only trimmed. Otherwise the background
 * is taken to be what the photo's border shows: pixels close to the border's colour and connected
 * to the border become transparent, the largest remaining blob is the object. When the border
 * is too busy for that (a sofa shot in a furnished room), the photo is kept whole as a rounded
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

  const photo = await source
    .clone()
    .resize({ width: CUTOUT_LONG_SIDE, height: CUTOUT_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = photo.info;
  const small = await sharp(photo.data, { raw: { width, height, channels: 3 } })
    .resize({ width: MASK_LONG_SIDE, height: MASK_LONG_SIDE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = foregroundMask(small.data, small.info.width, small.info.height);

  const alpha = mask
    ? await sharp(mask.data, { raw: { width: small.info.width, height: small.info.height, channels: 1 } })
        .resize(width, height, { kernel: 'cubic' })
        .blur(1.2)
        .extractChannel(0)
        .raw()
        .toBuffer()
    : await roundedCard(width, height);
  const withAlpha = sharp(photo.data, { raw: { width, height, channels: 3 } }).joinChannel(alpha, {
    raw: { width, height, channels: 1 },
  });
  const box = mask
    ? scaleBox(mask.box, width / small.info.width, height / small.info.height, width, height)
    : { left: 0, top: 0, width, height };
  const png = await sharp(await withAlpha.png(WORKING_PNG).toBuffer())
    .extract(box)
    .png(WORKING_PNG)
    .toBuffer();
  return { png, width: box.width, height: box.height, separated: mask !== null };
}

function hasTransparency(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if ((rgba[i] as number) < 250) return true;
  return false;
}

interface Box {
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

/**
 * 255 for the object, 0 for the background, or null when the photo gives no usable separation.
 * Exported for its tests.
 */
export function foregroundMask(
  rgb: Uint8Array,
  width: number,
  height: number,
): { data: Buffer; box: Box } | null {
  const n = width * height;
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const channel = (c: number) => border.map((p) => rgb[p * 3 + c] as number).sort((a, b) => a - b);
  const median = [0, 1, 2].map((c) => channel(c)[border.length >> 1] as number);
  const spread = Math.sqrt(border.reduce((s, p) => s + distance2(rgb, p, median), 0) / border.length);
  // A border this varied is a scene, not a backdrop: no cut.
  if (spread > 60) return null;
  const tolerance = Math.max(28, spread * 2.5);
  const limit = tolerance * tolerance;

  const background = new Uint8Array(n);
  const stack: number[] = [];
  for (const p of border) {
    if (!background[p] && distance2(rgb, p, median) <= limit) {
      background[p] = 1;
      stack.push(p);
    }
  }
  while (stack.length > 0) {
    const p = stack.pop() as number;
    const x = p % width;
    const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
    for (const q of neighbours) {
      if (q < 0 || q >= n || background[q]) continue;
      if (distance2(rgb, q, median) <= limit) {
        background[q] = 1;
        stack.push(q);
      }
    }
  }

  // Keep the largest object blob: specks of texture in the backdrop are not furniture.
  const label = new Int32Array(n).fill(-1);
  let best = { id: -1, size: 0 };
  let id = 0;
  for (let start = 0; start < n; start++) {
    if (background[start] || label[start] !== -1) continue;
    let size = 0;
    stack.push(start);
    label[start] = id;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      size++;
      const x = p % width;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q < 0 || q >= n || background[q] || label[q] !== -1) continue;
        label[q] = id;
        stack.push(q);
      }
    }
    if (size > best.size) best = { id, size };
    id++;
  }
  const share = best.size / n;
  if (share < 0.06 || share > 0.96) return null;

  const data = Buffer.alloc(n);
  let minX = width;
  let minY = height;
  let maxX = 0;
  let maxY = 0;
  for (let p = 0; p < n; p++) {
    if (label[p] !== best.id) continue;
    data[p] = 255;
    const x = p % width;
    const y = (p - x) / width;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { data, box: { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 } };
}

function distance2(rgb: Uint8Array, p: number, colour: number[]): number {
  const dr = (rgb[p * 3] as number) - (colour[0] as number);
  const dg = (rgb[p * 3 + 1] as number) - (colour[1] as number);
  const db = (rgb[p * 3 + 2] as number) - (colour[2] as number);
  return dr * dr + dg * dg + db * db;
}

async function roundedCard(width: number, height: number): Promise<Buffer> {
  const r = Math.round(Math.min(width, height) * 0.08);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${r}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).extractChannel('red').raw().toBuffer();
}
