import { describe, expect, it } from 'vitest';
import { halfSizeSegments, lineSegments, type Segment } from './line-segments.js';

/** A grey picture: a ceiling above row `at`, a wall below, the step between them shaded off over `soft` pixels. */
function shadedStep(width: number, height: number, at: number, soft: number) {
  const gray = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, (y - at + soft / 2) / soft));
      gray[y * width + x] = 190 - 40 * t;
    }
  return { width, height, gray };
}

const across = (segments: readonly Segment[], row: number) =>
  segments.filter((s) => Math.abs(s.y1 - s.y2) < 3 && Math.abs((s.y1 + s.y2) / 2 - row) < 6);

describe('halfSizeSegments', () => {
  it('finds at half size a ceiling’s line shaded off over 10 pixels, which grows no edge at full size, in the full size’s pixels', () => {
    // 40 grey levels over 10 pixels: 4 a pixel, under the least gradient that is not noise (6).
    const picture = shadedStep(480, 640, 100, 10);
    expect(across(lineSegments(picture), 100)).toEqual([]);
    const found = across(halfSizeSegments(picture), 100);
    expect(found.length).toBeGreaterThan(0);
    const longest = Math.max(...found.map((s) => s.length));
    expect(longest).toBeGreaterThan(0.8 * 480);
  });

  it('finds a sharp edge at full size as well: the half size adds, it does not replace', () => {
    const picture = shadedStep(480, 640, 300, 1);
    expect(across(lineSegments(picture), 300).length).toBeGreaterThan(0);
    expect(across(halfSizeSegments(picture), 300).length).toBeGreaterThan(0);
  });
});
