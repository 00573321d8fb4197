import { styleSlug } from '../../domain/styles';

/**
 * Pictures made by the project (a demo room drawn by code, then furnished in each style by the
 * local renderer), served under /landing-images. Their size is given to <img> so the layout does
 * not jump while they load.
 */
export const LANDING_IMAGE_SIZE = { width: 960, height: 640 } as const;
export const BEFORE_IMAGE_URL = '/landing-images/before.webp';
export const AFTER_IMAGE_URL = '/landing-images/after.webp';

export function styleImageUrl(styleId: string): string {
  return `/landing-images/styles/${styleSlug(styleId)}.webp`;
}
