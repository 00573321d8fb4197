import { SERVED_IMAGE_WIDTHS } from '../../domain/constants';

/** Pictures the server can serve narrower (`?w=`): a visitor's room photo and generated rooms. */
const RESIZABLE = /^\/(uploads|generated)\/[^?#]+\.webp$/;

/**
 * `srcSet` for a room photo or a generated room, so the browser fetches the width its screen
 * needs (720 px on a 360 px phone at 2×) instead of the 2048 px original. Undefined for any other
 * picture (a file being chosen, a catalogue picture), which is used as it is.
 */
export function roomSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !RESIZABLE.test(url)) return undefined;
  return SERVED_IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/** The width a room picture takes: the whole screen on a phone, the page's column (992 px at most) beyond. */
export const ROOM_IMAGE_SIZES = '(min-width: 1024px) 992px, 100vw';

/** A room photo, generated room or own furniture cut-out at a fixed served width; any other picture as it is. */
export function roomImageAt<T extends string | null | undefined>(url: T, width: number): T | string {
  return url && RESIZABLE.test(url) ? `${url}?w=${width}` : url;
}
