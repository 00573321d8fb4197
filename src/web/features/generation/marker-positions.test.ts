import { describe, expect, it } from 'vitest';
import { markerPositions } from './marker-positions';

const piece = (category: string, x: number, y: number, width: number, height: number) => ({
  productName: category,
  category,
  x,
  y,
  width,
  height,
});

describe('markerPositions', () => {
  it('puts each marker on its piece', () => {
    const [sofa] = markerPositions([piece('Canapé', 0.2, 0.4, 0.6, 0.3)], { x: 0.1, y: 0.1 });
    expect(sofa?.x).toBeCloseTo(0.5);
    expect(sofa?.y).toBeCloseTo(0.4 + 0.3 * 0.45);
  });

  it('moves a marker aside rather than over another one', () => {
    const size = { x: 0.14, y: 0.2 };
    const positions = markerPositions(
      [
        piece('Canapé', 0.3, 0.4, 0.4, 0.3),
        piece('Table basse', 0.35, 0.45, 0.3, 0.2),
        piece('Pouf', 0.4, 0.44, 0.2, 0.2),
      ],
      size,
    );
    for (let i = 0; i < positions.length; i++) {
      for (let j = 0; j < i; j++) {
        const a = positions[i] as { x: number; y: number };
        const b = positions[j] as { x: number; y: number };
        expect(Math.abs(a.x - b.x) >= size.x || Math.abs(a.y - b.y) >= size.y).toBe(true);
      }
    }
  });

  it('keeps markers inside the image', () => {
    const [edge] = markerPositions([piece('Rideaux', 0, 0, 0.05, 0.05)], { x: 0.1, y: 0.1 });
    expect(edge?.x).toBeGreaterThanOrEqual(0.05);
    expect(edge?.y).toBeGreaterThanOrEqual(0.05);
  });
});

describe('markerPositions with many pieces on a phone', () => {
  it('gives ten pieces crowded in the middle ten markers that never touch', () => {
    // A 328 × 246 px image with 30 px markers, ten pieces standing in its centre.
    const size = { x: 30 / 328, y: 30 / 246 };
    const pieces = Array.from({ length: 10 }, (_, i) =>
      piece(`Meuble ${i}`, 0.35 + (i % 3) * 0.02, 0.45, 0.3, 0.25),
    );
    const positions = markerPositions(pieces, size);
    expect(positions).toHaveLength(10);
    for (let i = 0; i < positions.length; i++) {
      const a = positions[i] as { x: number; y: number };
      expect(a.x).toBeGreaterThanOrEqual(size.x / 2);
      expect(a.x).toBeLessThanOrEqual(1 - size.x / 2);
      for (let j = 0; j < i; j++) {
        const b = positions[j] as { x: number; y: number };
        expect(Math.abs(a.x - b.x) >= size.x || Math.abs(a.y - b.y) >= size.y, `${i} touches ${j}`).toBe(
          true,
        );
      }
    }
  });
});
