/**
 * Rooms no rule was tuned on, drawn at random from a seed: the set `npm run lit-rooms -- <folder>
 * --random <seed> <count>` writes, and the tests that keep what was mended on one of them.
 */
import sharp from 'sharp';
import type { SceneCamera } from '../../src/domain/scene.js';
import { type LitRoom, renderLitRoom } from './lit-room.js';
import { phoneCamera } from './scenes.js';

/** The JPEG quality the random rooms are sent at, as a phone sends them. */
const RANDOM_ROOM_JPEG_QUALITY = 78;

/** A phone camera held in a room, its angles in degrees. */
export interface RoomView {
  /** The picture's size; the focal length is a share of its long side. */
  width: number;
  height: number;
  focal: number;
  heightM: number;
  yaw: number;
  pitch: number;
  roll?: number;
}

/** The camera of a view, its focal length in pixels. */
export function viewCamera({ focal, ...view }: RoomView): SceneCamera {
  return phoneCamera({ ...view, focalPx: focal * Math.max(view.width, view.height) });
}

/** The photo of a random room, as `lit-rooms --random` writes it: a phone's JPEG. */
export async function randomRoomPhoto(view: RoomView, room: Partial<LitRoom>): Promise<Buffer> {
  const png = await renderLitRoom(viewCamera(view), room);
  return sharp(png).jpeg({ quality: RANDOM_ROOM_JPEG_QUALITY }).toBuffer();
}

/** The `nth` room (from 1) `lit-rooms --random <seed>` draws: its view and its room. */
export function nthRandomRoom(seed: number, nth: number): { view: RoomView; room: Partial<LitRoom> } {
  const [, view, room] = randomRooms(seed, nth).at(-1) as ReturnType<typeof randomRooms>[number];
  return { view, room };
}

/** That room with its floor made cement tiles: its view and its phone's JPEG. */
export async function cementRoomPhoto(seed: number, nth: number): Promise<{ view: RoomView; photo: Buffer }> {
  const { view, room } = nthRandomRoom(seed, nth);
  return { view, photo: await randomRoomPhoto(view, { ...room, floor: 'cement', tile: undefined }) };
}

/** A repeatable pseudo-random sequence in 0..1 (mulberry32). */
function sequence(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` rooms no rule was tuned on, drawn from `seed`: camera held anyhow (focal 0.55–0.82 of
 * the long side, 1.2–1.65 m high, turned ±28°, looking down 6–26°, rolled ±2°), room 3–5.5 ×
 * 3.5–6.5 m, planks or tiles of any colour, any paint, window either side, sun or none,
 * landscape or portrait; to be sent as a phone sends them (`randomRoomPhoto`).
 */
export function randomRooms(
  seed: number,
  count: number,
): Array<[name: string, view: RoomView, room: Partial<LitRoom>]> {
  const next = sequence(seed);
  const between = (low: number, high: number) => low + (high - low) * next();
  const colour = (low: number, high: number): [number, number, number] => {
    const base = between(low, high);
    return [0, 1, 2].map(() => Math.min(0.95, base * between(0.8, 1.2))) as [number, number, number];
  };
  return Array.from({ length: count }, (_, i) => {
    const portrait = next() < 0.5;
    const floor = next() < 0.5 ? 'planks' : 'tiles';
    const view: RoomView = {
      width: portrait ? 960 : 1280,
      height: portrait ? 1280 : 960,
      focal: between(0.55, 0.82),
      heightM: between(1.2, 1.65),
      yaw: between(-28, 28),
      pitch: between(-26, -6),
      roll: between(-2, 2),
    };
    const room: Partial<LitRoom> = {
      widthM: between(3, 5.5),
      depthM: between(3.5, 6.5),
      floor,
      window: next() < 0.5 ? 'left' : 'right',
      sun: next() < 0.6,
      paint: colour(0.35, 0.85),
      ...(floor === 'tiles' ? { tile: colour(0.2, 0.8) } : {}),
    };
    return [`random-${seed}-${i + 1}`, view, room];
  });
}
