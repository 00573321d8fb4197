import sharp from 'sharp';
import { type DrawnPiece, drawScene, type PieceSource } from '../render3d/draw-scene.js';
import { createRenderBrowser, type RenderBrowser } from '../render3d/render-browser.js';
import { sceneForRequest } from '../render3d/room-scene.js';
import type { RenderItem, RenderRequest, RenderResult, RoomRenderer } from '../room-renderer.js';
import { cutOut } from './cutout.js';
import { prepareRoom } from './prepare-room.js';

/**
 * The offline renderer: the room photo stays as it is, and each piece is drawn as a 3D object
 * through the photo's own camera, standing on the floor at its real size, lit like the photo,
 * with the shadows it casts. A piece with no 3D model shows its cut-out photo on an upright card.
 */
export function createComposeRenderer(browser: RenderBrowser = createRenderBrowser()): RoomRenderer & {
  close(): Promise<void>;
} {
  return {
    name: 'compose',
    render: (request) => composeRoom(browser, request),
    close: () => browser.close(),
  };
}

async function sourceOf(item: RenderItem): Promise<PieceSource | null> {
  if (item.model) return { kind: 'glb', glb: item.model };
  if (!item.image) return null;
  const cut = await cutOut(item.image);
  return { kind: 'card', png: cut.png };
}

async function composeRoom(browser: RenderBrowser, request: RenderRequest): Promise<RenderResult> {
  const prepared = await prepareRoom(request.room);
  const { width, height } = prepared;
  const scene = await sceneForRequest(request, prepared);
  await request.onStage?.('placing');
  const byKey = new Map(request.items.map((item) => [item.key, item]));
  const pieces = (
    await Promise.all(
      scene.placements.map(async (placement): Promise<DrawnPiece | null> => {
        const item = byKey.get(placement.key);
        const source = item ? await sourceOf(item) : null;
        return item && source ? { placement, source, productName: item.name, category: item.category } : null;
      }),
    )
  ).flatMap((p) => p ?? []);
  const stats = await sharp(prepared.raw, { raw: { width, height, channels: 3 } }).stats();
  const [r, g, b] = stats.channels.map((c) => c.mean / 255) as [number, number, number];
  const drawn = await drawScene(
    browser,
    { raw: prepared.raw, width, height, brightness: 0.2126 * r + 0.7152 * g + 0.0722 * b },
    scene,
    pieces,
  );
  return { image: drawn.image, width, height, placements: drawn.placements, scene };
}
