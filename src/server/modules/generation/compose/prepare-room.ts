import sharp from 'sharp';
import { MIN_RENDER_LONG_SIDE, RendererError } from '../room-renderer.js';
import { analyseRoom, type RoomAnalysis } from './room-analysis.js';

/** Target size: the photo's own, or enlarged so its long side reaches MIN_RENDER_LONG_SIDE. */
export function renderSize(width: number, height: number): { width: number; height: number } {
  const factor = Math.max(1, MIN_RENDER_LONG_SIDE / Math.max(width, height));
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

export interface PreparedRoom {
  /** Upright RGB pixels at the render size. */
  raw: Buffer;
  /** The same as a (fast, uncompressed) PNG for tools that want an encoded image. */
  png: Buffer;
  analysis: RoomAnalysis;
}

/** Every renderer starts here: the photo upright, at its render size, and where its floor and light are. */
export async function prepareRoom(room: Buffer): Promise<PreparedRoom> {
  const meta = await sharp(room)
    .metadata()
    .catch((err: Error) => {
      throw new RendererError('RENDER_FAILED', `room photo unreadable: ${err.message}`);
    });
  const turned = (meta.orientation ?? 1) >= 5;
  const size = renderSize((turned ? meta.height : meta.width) ?? 1, (turned ? meta.width : meta.height) ?? 1);
  const raw = await sharp(room)
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const png = await sharp(raw, { raw: { width: size.width, height: size.height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { raw, png, analysis: await analyseRoom(png, size.width, size.height) };
}
