import { describe, expect, it } from 'vitest';
import { STYLE_IDS, styleSlug } from '../../domain/styles';
import { styleImageUrl } from './landing-images';

describe('style image addresses', () => {
  it('lowercase the style id and turn everything else into dashes', () => {
    expect(styleSlug('Mid-century Modern')).toBe('mid-century-modern');
    expect(styleSlug('Art Deco')).toBe('art-deco');
    expect(styleSlug('Shabby Chic')).toBe('shabby-chic');
    expect(styleImageUrl('Modern')).toBe('/landing-images/styles/modern.webp');
  });

  it('give each of the 20 styles its own file name', () => {
    const slugs = STYLE_IDS.map(styleSlug);
    expect(new Set(slugs).size).toBe(20);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
