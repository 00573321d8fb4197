import sharp from 'sharp';
import { boxCorners, projectToImage, type SceneDescription } from '../../../../domain/scene.js';
import { cutOut } from '../compose/cutout.js';
import { prepareRoom } from '../compose/prepare-room.js';
import { marker } from '../render3d/draw-scene.js';
import { drawnPercentOf } from '../render3d/layout-pieces.js';
import { sceneForRequest } from '../render3d/room-scene.js';
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

/**
 * White where the pieces stand (each box as the camera sees it, grown a little for its shadow)
 * on black, feathered: the same scene the visitor arranged and the offline renderer draws.
 */
async function regionMask(scene: SceneDescription, width: number, height: number): Promise<Buffer> {
  const camera = { ...scene.camera, imageWidth: width, imageHeight: height };
  const shapes = scene.placements
    .map((p) => {
      const points = boxCorners({ ...p, widthM: p.widthM * 1.15, depthM: p.depthM * 1.15 }).flatMap((c) => {
        const q = projectToImage(camera, c);
        return q ? [q] : [];
      });
      return points.length
        ? `<polygon points="${convexHull(points)
            .map((q) => q.join(','))
            .join(' ')}" fill="#fff"/>`
        : '';
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg))
    .blur(Math.max(2, Math.min(width, height) * 0.01))
    .extractChannel('red')
    .png()
    .toBuffer();
}

/** Andrew's monotone chain: the outline of a box's projected corners. */
function convexHull(points: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Array<[number, number]>) => {
    const out: Array<[number, number]> = [];
    for (const p of list) {
      while (
        out.length >= 2 &&
        cross(out[out.length - 2] as [number, number], out[out.length - 1] as [number, number], p) <= 0
      )
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
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
      const original = prepared.png;
      const size = { width: prepared.width, height: prepared.height };
      const cuts = await Promise.all(request.items.map((i) => (i.image ? cutOut(i.image) : null)));
      const scene = await sceneForRequest(request, prepared);
      const mask = await regionMask(scene, size.width, size.height);
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
        placements: scene.placements.flatMap((p) => {
          const item = request.items.find((i) => i.key === p.key);
          if (!item) return [];
          const what = {
            productName: item.name,
            category: item.category,
            drawnPercent: drawnPercentOf(item, p),
          };
          return marker(scene.camera, p, what) ?? [];
        }),
        scene,
      };
    },
  };
}
