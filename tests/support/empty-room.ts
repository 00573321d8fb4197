import sharp from 'sharp';
import { renderSyntheticRoom } from '../../src/server/modules/generation/room/synthetic-room.js';

const DEG = Math.PI / 180;

/**
 * An empty room 5.2 × 5.6 m, drawn with a known phone camera (2048 × 1536, turned 20°, looking down 12°)
 * and saved as a phone would, for tests that need the floor free: the fixture photos are of
 * rooms already furnished, where the layout rightly places few new pieces.
 */
export async function emptyRoomPhoto(): Promise<Buffer> {
  const png = await renderSyntheticRoom(
    {
      imageWidth: 2048,
      imageHeight: 1536,
      focalPx: 1480,
      heightM: 1.4,
      yaw: 20 * DEG,
      pitch: -12 * DEG,
      roll: 0,
    },
    { widthM: 5.2, depthM: 5.6, cabinet: false },
  );
  return sharp(png).jpeg({ quality: 88 }).toBuffer();
}
