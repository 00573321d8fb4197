import sharp from 'sharp';
import { cutOut } from '../compose/cutout.js';
import { type LaidOutItem, layOutRoom, placementOf } from '../compose/layout.js';
import { prepareRoom } from '../compose/prepare-room.js';
import { RendererError, type RenderRequest, type RenderResult, type RoomRenderer } from '../room-renderer.js';
import { buildRoomPrompt } from './prompt.js';

export interface ImageEditRequest {
  /** The room as JPEG, at most `uploadLongSide` px. */
  room: Buffer;
  roomWidth: number;
  roomHeight: number;
  /** PNG, same size as `room`: white where the model may paint. */
  mask: Buffer;
  /** Product pictures (PNG), in the order the prompt cites them. */
  references: Buffer[];
  prompt: string;
  /** Called as the request leaves for the provider: from then on the time is the provider's. */
  onSent: () => Promise<void>;
}

/** Sends the edit to the provider and returns its image bytes; throws RendererError with the spec's codes. */
export type ImageEditor = (request: ImageEditRequest) => Promise<Buffer>;

const UPLOAD_LONG_SIDE = 1536;

/** White boxes (a little larger than the pieces, for their shadows) on black, feathered. */
async function regionMask(spots: LaidOutItem[], width: number, height: number): Promise<Buffer> {
  const rects = spots
    .map((s) => {
      const padX = s.width * 0.12;
      const padY = s.height * 0.12;
      return `<rect x="${s.left - padX}" y="${s.top - padY}" width="${s.width + padX * 2}" height="${s.height + padY * 2}" fill="#fff"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${rects}</svg>`;
  return sharp(Buffer.from(svg))
    .blur(Math.max(2, Math.min(width, height) * 0.01))
    .extractChannel('red')
    .png()
    .toBuffer();
}

/**
 * What Gemini and OpenAI have in common: the compose layout says where each piece goes (the mask
 * and the markers), the model paints, and its picture is blended back over the original photo
 * outside those regions, so the room's walls, windows and doors cannot move whatever it did.
 */
export function createAiRenderer(
  name: 'gemini' | 'openai',
  edit: ImageEditor,
  maxReferences: number,
): RoomRenderer {
  return {
    name,
    async render(request: RenderRequest): Promise<RenderResult> {
      const prepared = await prepareRoom(request.room);
      const room = prepared.analysis;
      const original = prepared.png;
      const size = { width: room.width, height: room.height };
      const cuts = await Promise.all(request.items.map((i) => (i.image ? cutOut(i.image) : null)));
      const spots = layOutRoom(
        room,
        request.items.map((item, i) => {
          const cut = cuts[i];
          return { geometry: item.geometry, aspect: cut ? cut.width / cut.height : item.geometry.artAspect };
        }),
      );
      const mask = await regionMask(spots, size.width, size.height);
      await request.onStage?.('sending');

      const upload = Math.min(1, UPLOAD_LONG_SIDE / Math.max(size.width, size.height));
      const uploadWidth = Math.round(size.width * upload);
      const uploadHeight = Math.round(size.height * upload);
      const referenced = request.items
        .map((item, i) => ({ item, cut: cuts[i] }))
        .filter((r) => r.cut)
        .slice(0, maxReferences);
      const ordered = [
        ...referenced.map((r) => r.item),
        ...request.items.filter((i) => !referenced.some((r) => r.item === i)),
      ];
      const painted = await edit({
        room: await sharp(original).resize(uploadWidth, uploadHeight).jpeg({ quality: 90 }).toBuffer(),
        roomWidth: uploadWidth,
        roomHeight: uploadHeight,
        mask: await sharp(mask).resize(uploadWidth, uploadHeight).png().toBuffer(),
        references: referenced.map((r) => r.cut?.png as Buffer),
        prompt: buildRoomPrompt(ordered, request.style, referenced.length),
        onSent: async () => request.onStage?.('waiting'),
      });
      await request.onStage?.('finishing');

      let paintedFull: Buffer;
      try {
        paintedFull = await sharp(painted)
          .resize(size.width, size.height, { fit: 'fill' })
          .removeAlpha()
          .toBuffer();
      } catch (err) {
        throw new RendererError('RENDER_FAILED', `unreadable image from ${name}: ${(err as Error).message}`);
      }
      const inside = await sharp(paintedFull)
        .joinChannel(await sharp(mask).resize(size.width, size.height).extractChannel(0).raw().toBuffer(), {
          raw: { width: size.width, height: size.height, channels: 1 },
        })
        .png()
        .toBuffer();
      const image = await sharp(original)
        .composite([{ input: inside }])
        .webp({ quality: 85 })
        .toBuffer();
      return {
        image,
        width: size.width,
        height: size.height,
        placements: spots.flatMap((s) => {
          const item = request.items[s.index];
          return item ? [placementOf(item.name, item.category, s, size)] : [];
        }),
      };
    },
  };
}
