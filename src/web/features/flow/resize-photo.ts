import { NORMALISED_LONG_SIDE } from '../../../domain/constants';

/** ≈ the server's WebP quality 85; canvas encoders take 0..1. */
const QUALITY = 0.85;
/** A photo already within the size the server keeps, and this light, is sent as it is. */
const SMALL_FILE_BYTES = 600 * 1024;

export interface PreparedPhoto {
  blob: Blob;
  filename: string;
  resized: boolean;
}

function baseName(name: string): string {
  return name.replace(/\.[^.]*$/, '') || 'photo';
}

function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: OffscreenCanvas | HTMLCanvasElement, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * Shrinks a phone photo before it crosses mobile data: long side at most 2048 px (what the server
 * keeps of a room photo; less for a furniture photo, whose cut-out is 900 px), WebP at ≈ 0.85,
 * or JPEG where the browser cannot write WebP. The orientation a phone writes in EXIF is applied while decoding, since the re-encoded file carries no EXIF.
 * A photo this browser cannot decode is sent untouched: the server then says precisely what is
 * wrong with it (a text file named .jpg gets 'Format non supporté').
 */
export async function preparePhotoForUpload(
  file: Blob,
  maxLongSide: number = NORMALISED_LONG_SIDE,
): Promise<PreparedPhoto> {
  const name = (file instanceof File && file.name) || 'photo.jpg';
  const untouched = { blob: file, filename: name, resized: false };
  if (typeof createImageBitmap === 'undefined') return untouched;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return untouched;
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    const scale = Math.min(1, maxLongSide / longSide);
    if (scale === 1 && file.size <= SMALL_FILE_BYTES) return untouched;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as
      | OffscreenCanvasRenderingContext2D
      | CanvasRenderingContext2D
      | null;
    if (!context) return untouched;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    // A browser without a WebP encoder silently answers PNG: ask for JPEG then.
    let blob = await encode(canvas, 'image/webp');
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob || (scale === 1 && blob.size >= file.size)) return untouched;
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return { blob, filename: `${baseName(name)}.${extension}`, resized: true };
  } finally {
    bitmap.close();
  }
}
