import { describe, expect, it } from 'vitest';
import { byWeight, medianOf, nthSmallest } from './raster.js';

/** Numbers in (0, 1) from a seed, the same every run. */
function seeded(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

describe('byWeight', () => {
  it('orders the weights as a stable sort does: increasing, equal weights in index order', () => {
    // Colour distances as the segmentation makes them: many equal (flat areas give 0), spread
    // over several orders of magnitude, with the same value again far apart in the list.
    const next = seeded(11);
    const pool = [0, 0.5, 1, 2.25, 1e-9, 37.5, 1e6];
    const weights = Float64Array.from({ length: 5000 }, () =>
      next() < 0.4 ? (pool[Math.floor(next() * pool.length)] as number) : next() ** 3 * 80,
    );
    const stable = Array.from({ length: weights.length }, (_, i) => i).sort(
      (p, q) => (weights[p] as number) - (weights[q] as number),
    );
    expect([...byWeight(weights)]).toEqual(stable);
  });

  it('reads the weights of a view into a larger buffer, not the buffer from its start', () => {
    const buffer = new Float64Array([9, 3, 1, 2]);
    expect([...byWeight(buffer.subarray(1))]).toEqual([1, 2, 0]);
  });
});

describe('nthSmallest', () => {
  it('picks the value a sort would put at each index, duplicates and runs included', () => {
    const random = seeded(7);
    const arrays = [
      Float32Array.from({ length: 101 }, () => Math.round(random() * 20)),
      Float32Array.from({ length: 64 }, () => random() * 100 - 50),
      Float32Array.from({ length: 50 }, (_, i) => i),
      Float32Array.from({ length: 50 }, (_, i) => 50 - i),
      Float32Array.from({ length: 9 }, () => 3),
      Float32Array.of(2),
    ];
    for (const values of arrays) {
      const sorted = values.slice().sort();
      for (let n = 0; n < values.length; n++) expect(nthSmallest(values.slice(), n)).toBe(sorted[n]);
    }
  });
});

describe('medianOf', () => {
  it('gives the median of a value over some pixels, the upper middle one of an even count, and not a number over none', () => {
    const lightness = [50, 10, 40, 30, 20, 60];
    expect(medianOf([0, 1, 2], (i) => lightness[i] as number)).toBe(40);
    expect(medianOf([1, 3, 4, 5], (i) => lightness[i] as number)).toBe(30);
    expect(medianOf([], (i) => lightness[i] as number)).toBeNaN();
  });
});
