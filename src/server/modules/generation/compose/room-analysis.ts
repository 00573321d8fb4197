import sharp from 'sharp';

export interface RoomAnalysis {
  width: number;
  height: number;
  /** Image row where the back wall meets the floor. */
  floorY: number;
  /** Image row of the horizon (camera height): floor rows below it grow nearer. */
  horizonY: number;
  /** Mean colour of the photo, 0..255, for matching products to the room's light. */
  light: [number, number, number];
  /** Mean luminance, 0..1. */
  brightness: number;
}

/** Eye height of someone taking a photo of a room with a phone. */
export const CAMERA_HEIGHT_CM = 140;

/**
 * How much of the back wall a phone photo usually shows: about 5.6 m across a landscape
 * photo, 4 m across a portrait one. Together with the floor line this fixes the scale.
 */
const VISIBLE_WALL_CM = { landscape: 560, portrait: 400 };

/**
 * Where the floor starts: the strongest change of row colour (skirting board, the floor's
 * different material) in the band where phone photos put it, higher edges preferred a little.
 * An edge with mostly bright, colourless pixels below it is bed linen (or a white bed) in the
 * foreground, not a floor: when only such edges stand out, the floor is hidden below the
 * picture and its bottom row stands for it. A photo without any clear edge gets the usual 63 %
 * of the height.
 */
async function findFloorLine(room: Buffer, height: number): Promise<number> {
  const probeWidth = 96;
  const { data, info } = await sharp(room)
    .resize({ width: probeWidth, height: 128, fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rows: number[][] = [];
  const linenRows: number[] = [];
  for (let y = 0; y < info.height; y++) {
    const sum = [0, 0, 0];
    let linen = 0;
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      sum[0] = (sum[0] as number) + r;
      sum[1] = (sum[1] as number) + g;
      sum[2] = (sum[2] as number) + b;
      const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      if (luminance > 150 && Math.max(r, g, b) - Math.min(r, g, b) < 30) linen++;
    }
    rows.push(sum.map((s) => s / info.width));
    linenRows.push(linen / info.width);
  }
  const linenBelow = (y: number) =>
    linenRows.slice(y).reduce((s, v) => s + v, 0) / Math.max(1, info.height - y);
  const k = 3;
  const mean = (list: number[][], c: number) => list.reduce((s, r) => s + (r[c] as number), 0) / list.length;
  let floor = { y: -1, score: MIN_EDGE };
  let bedding = { y: -1, score: MIN_EDGE };
  for (let y = Math.round(info.height * 0.5); y <= Math.round(info.height * 0.9); y++) {
    const above = rows.slice(y - k, y);
    const below = rows.slice(y, y + k);
    let score = 0;
    for (let c = 0; c < 3; c++) score += Math.abs(mean(below, c) - mean(above, c));
    score *= 1 - 0.5 * (y / info.height - 0.5);
    if (linenBelow(y) > BEDDING_SHARE) {
      if (score > bedding.score) bedding = { y, score };
    } else if (score > floor.score) floor = { y, score };
  }
  if (floor.y >= 0) return Math.round((floor.y / info.height) * height);
  // Only bedding stands out: the floor is below the frame.
  if (bedding.y >= 0) return Math.round(height * 0.985);
  // A weak edge is noise more often than a floor: keep the usual line then.
  return Math.round(height * 0.63);
}

/** Below this summed colour change a row edge is noise. */
const MIN_EDGE = 24;
/** Share of bright, colourless pixels under an edge beyond which it is bed linen, not a floor. */
const BEDDING_SHARE = 0.37;

export async function analyseRoom(room: Buffer, width: number, height: number): Promise<RoomAnalysis> {
  const [floorY, stats] = await Promise.all([findFloorLine(room, height), sharp(room).removeAlpha().stats()]);
  const light = stats.channels.slice(0, 3).map((c) => c.mean) as [number, number, number];
  const brightness = (0.2126 * light[0] + 0.7152 * light[1] + 0.0722 * light[2]) / 255;
  const visible = width >= height ? VISIBLE_WALL_CM.landscape : VISIBLE_WALL_CM.portrait;
  let wallScale = width / visible;
  let horizonY = floorY - CAMERA_HEIGHT_CM * wallScale;
  // A horizon above the top tenth would mean a camera aimed at the floor: trust the floor line, shrink the scale.
  if (horizonY < height * 0.1) {
    horizonY = height * 0.1;
    wallScale = (floorY - horizonY) / CAMERA_HEIGHT_CM;
  }
  return { width, height, floorY, horizonY, light, brightness };
}

/** Pixels per centimetre for something whose foot is on the floor at image row `y`. */
export function scaleAtRow(room: RoomAnalysis, y: number): number {
  return Math.max(0.05, (y - room.horizonY) / CAMERA_HEIGHT_CM);
}
