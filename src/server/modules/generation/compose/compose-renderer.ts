import sharp, { type OverlayOptions } from 'sharp';
import type { Placement } from '../../../db/schema.js';
import type { RenderRequest, RenderResult, RoomRenderer } from '../room-renderer.js';
import { cutOut } from './cutout.js';
import { type LaidOutItem, layOutRoom, placementOf } from './layout.js';
import { prepareRoom } from './prepare-room.js';
import type { RoomAnalysis } from './room-analysis.js';
import { type StyleMood, styleMood } from './style-mood.js';

const LIGHT_CATEGORIES = new Set(['Luminaires', 'Lampe de bureau']);
/** Layers live only until the final composite: storing them uncompressed saves most of the render time. */
const LAYER_PNG = { compressionLevel: 0, adaptiveFiltering: false } as const;

/**
 * The offline renderer: the room photo stays as it is and the pieces are laid over it where a
 * person would put them, scaled by perspective, tinted by the room's own light and the style's
 * mood, with contact shadows on the floor and soft shadows on the wall behind.
 */
export function createComposeRenderer(): RoomRenderer {
  return { name: 'compose', render: composeRoom };
}

export async function composeRoom(request: RenderRequest): Promise<RenderResult> {
  const prepared = await prepareRoom(request.room);
  const room = prepared.analysis;
  const size = { width: room.width, height: room.height };
  const raw = { raw: { width: size.width, height: size.height, channels: 3 as const } };

  const drawable = await Promise.all(
    request.items.map(async (item) => (item.image ? { item, cut: await cutOut(item.image) } : null)),
  );
  const present = drawable.flatMap((d, index) => (d ? [{ ...d, index }] : []));
  await request.onStage?.('placing');
  const laidOut = layOutRoom(
    room,
    present.map((d) => ({ geometry: d.item.geometry, aspect: d.cut.width / d.cut.height })),
  );
  const mood = styleMood(request.style);
  // Each piece's layers are made side by side; they are stacked in the layout's back-to-front order.
  const pieces = await Promise.all(
    laidOut.map(async (spot) => {
      const entry = present[spot.index];
      if (!entry) return null;
      const piece = await shapePiece(entry.cut.png, spot, room, mood);
      if (!piece) return null;
      const [shadows, body, glow] = await Promise.all([
        shadowsOf(piece, spot, room),
        clip(piece, spot.left, spot.top, room),
        LIGHT_CATEGORIES.has(entry.item.category) ? glowOf(spot, room, mood) : [],
      ]);
      return {
        layers: [...shadows, ...body, ...glow],
        placement: placementOf(entry.item.name, entry.item.category, spot, room),
      };
    }),
  );
  const layers = pieces.flatMap((p) => p?.layers ?? []);
  const placements: Placement[] = pieces.flatMap((p) => (p ? [p.placement] : []));
  const image = await sharp(prepared.raw, raw).composite(layers).webp({ quality: 85, effort: 2 }).toBuffer();
  return { image, width: size.width, height: size.height, placements };
}

async function shapePiece(png: Buffer, spot: LaidOutItem, room: RoomAnalysis, mood: StyleMood) {
  const width = Math.round(spot.width);
  const height = Math.round(spot.height);
  if (width < 4 || height < 4) return null;
  // The room's colour cast, a third of the way, and its brightness, so a piece shot in a studio sits in a dim room.
  const grey = (room.light[0] + room.light[1] + room.light[2]) / 3 || 1;
  const exposure = Math.min(1.08, Math.max(0.78, 0.6 + 0.55 * room.brightness));
  const gains = room.light.map((c, i) => (c / grey) ** 0.3 * (mood.tint[i] as number) * exposure) as [
    number,
    number,
    number,
  ];
  return sharp(png)
    .resize(width, height, { fit: 'fill' })
    .ensureAlpha()
    .modulate({ saturation: mood.saturation })
    .linear([...gains, 1], [0, 0, 0, 0])
    .png(LAYER_PNG)
    .toBuffer();
}

async function shadowsOf(piece: Buffer, spot: LaidOutItem, room: RoomAnalysis): Promise<OverlayOptions[]> {
  const layers: OverlayOptions[] = [];
  const w = Math.round(spot.width);
  const h = Math.round(spot.height);
  if (spot.kind === 'floor') {
    // Contact shadow: a soft dark ellipse where the piece meets the floor.
    const rx = w * 0.5;
    const ry = Math.max(4, Math.min(w * 0.06, h * 0.12));
    const blur = Math.max(2, ry * 0.6);
    const pad = Math.ceil(blur * 3);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w + pad * 2}" height="${Math.ceil(ry * 2 + pad * 2)}"><ellipse cx="${w / 2 + pad}" cy="${ry + pad}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.5"/></svg>`;
    const shadow = await sharp(Buffer.from(svg)).blur(blur).png(LAYER_PNG).toBuffer();
    layers.push(...(await clip(shadow, spot.left - pad, spot.top + h - ry - pad, room)));
  }
  if (spot.againstWall || spot.kind === 'wall' || spot.kind === 'ceiling') {
    // Light from the room's upper left: the piece's silhouette falls softly on the wall behind, down and right.
    const blur = Math.max(2, Math.min(40, w * 0.025));
    const pad = Math.ceil(blur * 3);
    const silhouette = await sharp(piece)
      .ensureAlpha()
      .linear([0, 0, 0, spot.kind === 'floor' ? 0.24 : 0.3], [0, 0, 0, 0])
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .blur(blur)
      .png(LAYER_PNG)
      .toBuffer();
    const dx = w * 0.025;
    const dy = spot.kind === 'floor' ? -h * 0.015 : h * 0.03;
    layers.push(...(await clip(silhouette, spot.left - pad + dx, spot.top - pad + dy, room)));
  }
  return layers;
}

function glowOf(spot: LaidOutItem, room: RoomAnalysis, mood: StyleMood): Promise<OverlayOptions[]> {
  const r = Math.max(spot.width, spot.height * 0.5) * 1.3;
  const cx = spot.left + spot.width / 2;
  const cy = spot.kind === 'ceiling' ? spot.top + spot.height * 0.85 : spot.top + spot.height * 0.15;
  const size = Math.ceil(r * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="g"><stop offset="0" stop-color="${mood.glow}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${mood.glow}" stop-opacity="0.18"/><stop offset="1" stop-color="${mood.glow}" stop-opacity="0"/></radialGradient></defs><circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/></svg>`;
  return clip(Buffer.from(svg), cx - r, cy - r, room, 'screen');
}

/**
 * sharp wants overlays inside the image: a layer standing partly out of frame is cut to the part
 * that shows.
 */
async function clip(
  input: Buffer,
  left: number,
  top: number,
  room: RoomAnalysis,
  blend?: OverlayOptions['blend'],
): Promise<OverlayOptions[]> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const x = Math.round(left);
  const y = Math.round(top);
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  const x1 = Math.min(room.width, x + width);
  const y1 = Math.min(room.height, y + height);
  if (x1 - x0 < 1 || y1 - y0 < 1) return [];
  if (x0 === x && y0 === y && x1 === x + width && y1 === y + height)
    return [{ input, left: x, top: y, blend }];
  const part = await sharp(input)
    .extract({ left: x0 - x, top: y0 - y, width: x1 - x0, height: y1 - y0 })
    .png(LAYER_PNG)
    .toBuffer();
  return [{ input: part, left: x0, top: y0, blend }];
}
