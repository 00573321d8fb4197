const CATALOG_DRAWING = /^\/catalog-images\/([a-z0-9-]+)\.png$/;

/**
 * The picture to show on a product card: a demo-catalogue picture comes as its 400 px WebP
 * thumbnail (a few KB instead of a few hundred over mobile data); any other picture as it is.
 */
export function productThumbnailUrl(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  const match = CATALOG_DRAWING.exec(imageUrl);
  return match ? `/catalog-images/thumbs/${match[1]}.webp` : imageUrl;
}
