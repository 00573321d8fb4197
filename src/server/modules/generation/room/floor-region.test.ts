import { describe, expect, it } from 'vitest';
import { byWeight } from './floor-region.js';

describe('byWeight', () => {
  it('orders the weights as a stable sort does: increasing, equal weights in index order', () => {
    // Colour distances as the segmentation makes them: many equal (flat areas give 0), spread
    // over several orders of magnitude, with the same value again far apart in the list.
    let seed = 11;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
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
