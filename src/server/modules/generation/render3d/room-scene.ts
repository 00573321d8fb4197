import type { SceneDescription } from '../../../../domain/scene.js';
import { layOutScene, UNPLACED_REASONS } from '../../../../domain/scene-layout.js';
import { analyseRoomPhoto, type RoomEstimate, type Unreadable } from '../room/analyse-room-photo.js';
import type { RenderItem, RenderRequest } from '../room-renderer.js';
import { roughRoomEstimate } from './interim-room.js';
import { layoutPieceOf } from './layout-pieces.js';

/**
 * The scene every renderer draws: the one the visitor arranged before paying when there is one
 * (its camera stretched to this image's size), else the room estimated from the photo and the
 * pieces laid out in it. The arranged scene is this photo's: the request let through only one
 * naming it (`imageId`, request.ts), so only its size is taken from the photo here.
 */
export async function sceneForRequest(
  request: RenderRequest,
  photo: { png: Buffer; width: number; height: number },
): Promise<SceneDescription> {
  const keys = new Set(request.items.map((i) => i.key));
  if (request.scene) {
    const s = request.scene;
    const k = photo.width / s.camera.imageWidth;
    return {
      ...s,
      camera: {
        ...s.camera,
        imageWidth: photo.width,
        imageHeight: photo.height,
        focalPx: s.camera.focalPx * k,
      },
      placements: s.placements.filter((p) => keys.has(p.key)),
      unplaced: s.unplaced.filter((u) => keys.has(u.key)),
    };
  }
  const { unreadable: _, ...scene } = await estimateScene(photo, request.items);
  return scene;
}

/**
 * The room read from the photo alone, and the pieces laid out in it as a person would. A photo
 * the analysis cannot read (the visitor is told so at step 4) falls back to a camera from its
 * floor line, for the pieces on the walls and the ceiling and for the places the visitor may put
 * the others by hand; no floor piece is placed for them: where the floor is free is not known, and
 * a furnished room read so had the new sofa drawn over the visitor's own.
 */
export async function estimateScene(
  photo: { png: Buffer; width: number; height: number },
  items: ReadonlyArray<Pick<RenderItem, 'key' | 'name' | 'kind' | 'geometry'>>,
): Promise<SceneDescription & { unreadable: Unreadable | null }> {
  const analysis = await analyseRoomPhoto(photo.png);
  // A photo whose camera reads but whose floor does not keeps its camera: floor pieces are then
  // said not placed, wall and ceiling ones still are. Only a photo without a room's lines (or
  // held askew) falls back to its floor line.
  const room: RoomEstimate =
    analysis.unreadable === null || analysis.unreadable === 'no-floor'
      ? {
          ...analysis.room,
          camera: {
            ...analysis.room.camera,
            imageWidth: photo.width,
            imageHeight: photo.height,
            focalPx: (analysis.room.camera.focalPx * photo.width) / analysis.room.camera.imageWidth,
          },
        }
      : unknownFloor(await roughRoomEstimate(photo.png, photo.width, photo.height));
  const { placements, unplaced } = layOut(room, items);
  return {
    version: 1,
    ...room,
    placements,
    // Left out for want of a floor the photo shows, not of free floor: said so.
    unplaced:
      analysis.unreadable === null || analysis.unreadable === 'no-floor'
        ? unplaced
        : unplaced.map((u) =>
            u.cause === 'noFloor'
              ? { ...u, cause: 'unread' as const, reason: UNPLACED_REASONS.unread(nameOf(items, u.key)) }
              : u,
          ),
    unreadable: analysis.unreadable,
  };
}

/** The room with no cell of its floor known free. */
function unknownFloor(room: RoomEstimate): RoomEstimate {
  return { ...room, floor: { ...room.floor, cells: '.'.repeat(room.floor.cells.length) } };
}

const nameOf = (items: ReadonlyArray<Pick<RenderItem, 'key' | 'name'>>, key: string) =>
  items.find((i) => i.key === key)?.name ?? key;

/**
 * The scene of a room known only by its floor line: the landing's drawn room, a flat picture
 * with no perspective for the analysis to read.
 */
export async function floorLineScene(
  photo: { png: Buffer; width: number; height: number },
  items: ReadonlyArray<Pick<RenderItem, 'key' | 'name' | 'kind' | 'geometry'>>,
): Promise<SceneDescription> {
  const room = await roughRoomEstimate(photo.png, photo.width, photo.height);
  return { version: 1, ...room, ...layOut(room, items) };
}

function layOut(
  room: RoomEstimate,
  items: ReadonlyArray<Pick<RenderItem, 'key' | 'name' | 'kind' | 'geometry'>>,
) {
  return layOutScene(
    room,
    items.map((item) => layoutPieceOf(item.key, item.name, item.kind, item.geometry)),
  );
}
