import sharp from 'sharp';
import { fr } from '../../../domain/messages.fr.js';
import { type CutoutFrame, cutoutFrameSchema } from '../../../domain/validation.js';
import { AppError, badRequest } from '../../errors.js';
import { type Cutout, cutOut } from '../generation/compose/cutout.js';
import { framedCutOut } from '../generation/compose/framed-cutout.js';
import { normaliseImage } from '../uploads/service.js';

/** Long side of the cut-out shown to the visitor before they add the piece. */
const PREVIEW_LONG_SIDE = 480;

export interface FurnitureCutout {
  cutout: Cutout;
  /** False when the automatic cut-out could not tell the piece from the room: the visitor frames it. */
  confident: boolean;
}

/** The frame sent as JSON text in a multipart field, or null when none was sent. */
export function parseFrame(text: unknown): CutoutFrame | null {
  if (text === undefined || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch {
    throw badRequest('invalid_frame', fr.scanner.frameInvalid);
  }
  const parsed = cutoutFrameSchema.safeParse(value);
  if (!parsed.success) throw badRequest('invalid_frame', fr.scanner.frameInvalid);
  return parsed.data;
}

/**
 * The visitor's own piece cut out of its photo, after the checks every uploaded photo gets: by
 * itself, or from the visitor's frame. Never the photo whole: an automatic cut-out that is not
 * confident says so, and a frame that holds no piece is refused with what to do.
 */
export async function cutOutFurniture(photo: Buffer, frame: CutoutFrame | null): Promise<FurnitureCutout> {
  const image = await normaliseImage(photo);
  if (frame) {
    const cutout = await framedCutOut(image.main.data, frame);
    if (!cutout) throw new AppError(422, 'cutout_empty', fr.scanner.frameEmpty);
    return { cutout, confident: true };
  }
  const cutout = await cutOut(image.main.data);
  return { cutout, confident: cutout.separated };
}

/** The cut-out as the scanner shows it: a small WebP with transparency, as a data URL. */
export async function previewOf(cutout: Cutout): Promise<{ url: string; width: number; height: number }> {
  const { data, info } = await sharp(cutout.png)
    .resize({ width: PREVIEW_LONG_SIDE, height: PREVIEW_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, alphaQuality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { url: `data:image/webp;base64,${data.toString('base64')}`, width: info.width, height: info.height };
}
