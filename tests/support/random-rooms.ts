/**
 * The rooms `npm run lit-rooms` writes, for the tests that keep what was mended on one of them:
 * its eighteen named rooms, and rooms no rule was tuned on, drawn at random from a seed
 * (`-- <folder> --random <seed> <count>`).
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

/**
 * The eighteen rooms `npm run lit-rooms -- <folder>` writes, by name: landscape and portrait, wood,
 * tiles or cement tiles, sun or none, as a visitor holds a phone.
 */
export const LIT_ROOMS: ReadonlyArray<[name: string, view: RoomView, room: Partial<LitRoom>]> = [
  ['planks-landscape', { width: 1600, height: 1200, focal: 0.73, heightM: 1.45, yaw: 15, pitch: -14 }, {}],
  [
    'planks-portrait',
    { width: 1200, height: 1600, focal: 0.78, heightM: 1.5, yaw: -10, pitch: -18 },
    { window: 'right' },
  ],
  [
    'tiles-landscape',
    { width: 1600, height: 1200, focal: 0.76, heightM: 1.35, yaw: -28, pitch: -8, roll: -1 },
    { floor: 'tiles', widthM: 3.6, depthM: 4.6 },
  ],
  [
    'tiles-portrait',
    { width: 1200, height: 1600, focal: 0.75, heightM: 1.45, yaw: 20, pitch: -15 },
    { floor: 'tiles', window: 'right' },
  ],
  [
    'level-view',
    { width: 1600, height: 1200, focal: 0.7, heightM: 1.4, yaw: 8, pitch: -5 },
    { sun: false, widthM: 5, depthM: 6 },
  ],
  [
    'small-tiled-room',
    { width: 1600, height: 1200, focal: 0.72, heightM: 1.5, yaw: -20, pitch: -20 },
    { floor: 'tiles', widthM: 3.2, depthM: 3.6, sun: false },
  ],
  [
    'steep-view',
    { width: 1152, height: 1536, focal: 0.62, heightM: 1.6, yaw: 0, pitch: -30, roll: -1.5 },
    { widthM: 4.2, depthM: 4.4 },
  ],
  [
    'wide-view',
    { width: 1600, height: 1200, focal: 0.56, heightM: 1.45, yaw: 5, pitch: -16 },
    { widthM: 5, depthM: 6, window: 'right' },
  ],
  // Eight more, other paints and tiles, drawn to look at the layout on rooms its rules were not tuned on.
  [
    'beige-tiles-green-wall',
    { width: 1600, height: 1200, focal: 0.7, heightM: 1.45, yaw: 12, pitch: -12 },
    { floor: 'tiles', tile: [0.72, 0.6, 0.45], paint: [0.62, 0.75, 0.6] },
  ],
  [
    'dark-tiles-yellow',
    { width: 1200, height: 1600, focal: 0.8, heightM: 1.5, yaw: -15, pitch: -20 },
    { floor: 'tiles', tile: [0.25, 0.25, 0.26], paint: [0.85, 0.78, 0.5], window: 'right' },
  ],
  [
    'blue-wall-planks',
    { width: 1600, height: 1200, focal: 0.65, heightM: 1.3, yaw: 25, pitch: -10 },
    { paint: [0.55, 0.68, 0.82], sun: false },
  ],
  [
    'terracotta-tiles',
    { width: 1200, height: 1600, focal: 0.7, heightM: 1.5, yaw: 5, pitch: -25 },
    { floor: 'tiles', tile: [0.62, 0.32, 0.2] },
  ],
  [
    'cream-on-cream',
    { width: 1600, height: 1200, focal: 0.75, heightM: 1.4, yaw: -10, pitch: -15 },
    { floor: 'tiles', tile: [0.78, 0.72, 0.6], paint: [0.82, 0.76, 0.62] },
  ],
  [
    'large-room-wide',
    { width: 1600, height: 1200, focal: 0.55, heightM: 1.5, yaw: 0, pitch: -12 },
    { floor: 'tiles', widthM: 6, depthM: 7, window: 'right' },
  ],
  [
    'narrow-portrait',
    { width: 1200, height: 1600, focal: 0.72, heightM: 1.45, yaw: 0, pitch: -18 },
    { widthM: 2.8, depthM: 5 },
  ],
  [
    'low-angle',
    { width: 1600, height: 1200, focal: 0.8, heightM: 1.1, yaw: 18, pitch: -4 },
    { floor: 'tiles', tile: [0.7, 0.62, 0.5], sun: false },
  ],
  [
    'cement-landscape',
    { width: 1600, height: 1200, focal: 0.7, heightM: 1.45, yaw: 12, pitch: -14 },
    { floor: 'cement' },
  ],
  [
    'cement-portrait',
    { width: 1200, height: 1600, focal: 0.75, heightM: 1.5, yaw: 0, pitch: -18 },
    { floor: 'cement' },
  ],
];

/** The photo of the room of `LIT_ROOMS` so named, as `lit-rooms` writes it. */
export async function litRoomPhoto(name: string): Promise<Buffer> {
  const found = LIT_ROOMS.find(([n]) => n === name);
  if (!found) throw new Error(`no lit room ${name}`);
  return renderLitRoom(viewCamera(found[1]), found[2]);
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

/** The photo of the `nth` room `lit-rooms --random <seed>` draws, as it writes it. */
export function nthRandomRoomPhoto(seed: number, nth: number): Promise<Buffer> {
  const { view, room } = nthRandomRoom(seed, nth);
  return randomRoomPhoto(view, room);
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
