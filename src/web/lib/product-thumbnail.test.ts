import { describe, expect, it } from 'vitest';
import { productThumbnailUrl } from './product-thumbnail';

describe('productThumbnailUrl', () => {
  it('points a catalogue drawing at its WebP thumbnail', () => {
    expect(productThumbnailUrl('/catalog-images/table-basse--art-deco--3.png')).toBe(
      '/catalog-images/thumbs/table-basse--art-deco--3.webp',
    );
  });

  it('leaves any other picture alone', () => {
    expect(productThumbnailUrl('https://magasin.sn/canape.jpg')).toBe('https://magasin.sn/canape.jpg');
    expect(productThumbnailUrl('/uploads/abc.webp')).toBe('/uploads/abc.webp');
    expect(productThumbnailUrl(null)).toBeNull();
    expect(productThumbnailUrl('')).toBeNull();
  });
});
