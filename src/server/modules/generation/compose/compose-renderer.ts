import type { SceneDescription } from '../../../../domain/scene.js';
import { type DrawnPiece, drawScene, type PieceSource, warmUp } from '../render3d/draw-scene.js';
import { floorLightMap } from '../render3d/floor-light.js';
import { drawnPercentOf } from '../render3d/layout-pieces.js';
import { furnitureMask, type Occluder, occludersOf, uprightOnly } from '../render3d/occluders.js';
import { createRenderBrowser, type RenderBrowser } from '../render3d/render-browser.js';
import { sceneForRequest } from '../render3d/room-scene.js';
import { analyseRoomPhoto, DIFFUSE } from '../room/analyse-room-photo.js';
import { EXPOSED_WHITE, whitePoint } from '../room/raster.js';
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
  // The last render's pieces: the next visitor's are most likely made of the same materials.
  let lastItems: readonly RenderItem[] = [];
  return {
    name: 'compose',
    render: (request) => {
      lastItems = request.items;
      return composeRoom(browser, request);
    },
    close: () => browser.close(),
    warm: () => void warmFor(browser, lastItems, PAYMENT_HOLD_MS).catch(() => undefined),
  };
}

/**
 * Readies a cold browser for these pieces (`warmUp`): their models, and a television when one of
 * them carries one, whose glass and body are shaders of their own.
 */
export const warmFor = (browser: RenderBrowser, items: readonly RenderItem[], holdMs = 0) =>
  warmUp(browser, modelsOf(items), holdMs, {
    screen: items.some((item) => carriesScreen(item, item.geometry.heightCm / 100)),
  });

/**
 * Whether a piece gets a television on it: a catalogue TV unit drawn from its model, else it
 * reads as a sideboard and the seats around it face a cupboard. Not a tall one (a wall unit with
 * its shelves): its top is no place for a set. A visitor's own piece is a photo card, which shows
 * what stands on it already.
 */
const carriesScreen = (item: RenderItem, heightM: number) =>
  item.kind === 'tv-stand' && !item.ownItem && item.model !== null && heightM <= SCREEN_STAND_MAX_M;

/** The tallest TV unit a television is stood on, in metres. */
const SCREEN_STAND_MAX_M = 1;

/** How long a browser warmed for a payment stays open: a visitor confirms on the phone within minutes. */
const PAYMENT_HOLD_MS = 3 * 60_000;

/** The 3D models of the pieces to draw, which a warm-up draws once. */
const modelsOf = (items: readonly RenderItem[]): PieceSource[] =>
  items.flatMap((i): PieceSource[] => (i.model ? [{ kind: 'glb', glb: i.model }] : []));

async function sourceOf(item: RenderItem): Promise<PieceSource | null> {
  if (item.model) return { kind: 'glb', glb: item.model };
  if (!item.image) return null;
  const cut = await cutOut(item.image);
  return { kind: 'card', png: cut.png };
}

async function composeRoom(browser: RenderBrowser, request: RenderRequest): Promise<RenderResult> {
  // A cold browser compiles its shaders while the photo is read.
  void warmFor(browser, request.items).catch(() => undefined);
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
        if (!item || !source) return null;
        const screen = carriesScreen(item, placement.heightM);
        const drawnPercent = drawnPercentOf(item, placement);
        return { placement, source, screen, productName: item.name, category: item.category, drawnPercent };
      }),
    )
  ).flatMap((p) => p ?? []);
  const room = pieces.length ? await readFromPhoto(prepared.png, scene) : null;
  // Only for pieces to draw: with none, the photo comes back as it is. The analysis was made for
  // their occluders, and keeps its last photos.
  const white = pieces.length
    ? whitePoint((await analyseRoomPhoto(prepared.png)).evidence.raster.gray)
    : EXPOSED_WHITE;
  const drawn = await drawScene(
    browser,
    { raw: prepared.raw, width, height, brightness: meanLuminance(prepared.raw), white },
    scene,
    pieces,
    room?.occluders,
    room?.floorLight,
  );
  return { image: drawn.image, width, height, placements: drawn.placements, scene };
}

/**
 * What the photo itself says about drawing in it: its own furniture standing on its floor, as
 * depth cards (a new piece behind the visitor's coffee table is hidden by it), and the light on
 * its floor (a rug takes the patch of sun it lies in; the sun's shadows fall only on the patch).
 * Only when the scene's camera is the one read from this photo: a photo the analysis could not
 * read, or the landing's drawn room, gets none.
 */
async function readFromPhoto(
  photo: Buffer,
  scene: SceneDescription,
): Promise<{ occluders: Occluder[]; floorLight?: Buffer } | null> {
  const analysis = await analyseRoomPhoto(photo);
  const read = analysis.room.camera;
  const same =
    Math.abs(read.pitch - scene.camera.pitch) < 1e-6 &&
    Math.abs(read.yaw - scene.camera.yaw) < 1e-6 &&
    Math.abs(read.roll - scene.camera.roll) < 1e-6;
  if (!same) return null;
  // A rug takes the floor's light, and the sun's shadows fall only on its patches: with no rug and
  // no sun, the map is not made.
  const needsLight = scene.placements.some((p) => p.mount === 'rug') || scene.light.directness > DIFFUSE;
  const { floorRegion, floorShades, raster, segments, camera } = analysis.evidence;
  const k = floorRegion.width / raster.width;
  const verticals = segments.flatMap((seg, i) =>
    camera.labels[i] === 0
      ? [{ x: ((seg.x1 + seg.x2) / 2) * k, y: ((seg.y1 + seg.y2) / 2) * k, length: seg.length * k }]
      : [],
  );
  return {
    occluders: await occludersOf(scene.camera, uprightOnly(furnitureMask(floorRegion), verticals)),
    floorLight: needsLight ? await floorLightMap(floorRegion, floorShades) : undefined,
  };
}

/**
 * The photo's mean luminance, 0..1: Rec. 709's weights on its channels' means. Summed here in one
 * pass: sharp's statistics would also work out each channel's spread, extremes and sharpness.
 */
function meanLuminance(rgb: Buffer): number {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    r += rgb[i] as number;
    g += rgb[i + 1] as number;
    b += rgb[i + 2] as number;
  }
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / ((rgb.length / 3) * 255);
}
