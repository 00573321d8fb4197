import sharp from 'sharp';
import { MIN_RENDER_LONG_SIDE, RendererError } from '../room-renderer.js';

/** Uploads are stored at most this large; a larger photo handed in directly is brought down to it. */
const MAX_RENDER_LONG_SIDE = 2048;

/** Target size: the photo's own, enlarged so its long side reaches MIN_RENDER_LONG_SIDE, at most 2048 px. */
export function renderSize(width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height);
  const factor = Math.min(Math.max(1, MIN_RENDER_LONG_SIDE / long), MAX_RENDER_LONG_SIDE / long);
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

export interface PreparedRoom {
  /** Upright RGB pixels at the render size. */
  raw: Buffer;
  /** The same as a (fast, uncompressed) PNG for tools that want an encoded image. */
  png: Buffer;
  width: number;
  height: number;
}

/** Every renderer starts here: the photo upright, at its render size. */
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
  return { raw, png, ...size };
}
