import type { CutoutFrameInput } from '../../src/domain/validation.js';

/**
 * How a visitor frames the fixture furniture photos the automatic cut-out is not sure of: a box
 * around the piece, then strokes over what to keep and what to remove, in shares of the photo.
 */
export const FURNITURE_FRAMES: Record<string, CutoutFrameInput> = {
  // Along the back, the seat and both arms; across the coffee table's top and legs.
  'products/sofa-grey-fabric.jpg': {
    box: { x: 0.12, y: 0.38, width: 0.73, height: 0.56 },
    keep: [
      [
        [0.2, 0.5],
        [0.8, 0.5],
      ],
      [
        [0.2, 0.66],
        [0.8, 0.66],
      ],
      [
        [0.2, 0.71],
        [0.78, 0.71],
      ],
      [
        [0.155, 0.6],
        [0.155, 0.84],
      ],
      [
        [0.805, 0.6],
        [0.805, 0.84],
      ],
    ],
    remove: [
      [
        [0.25, 0.77],
        [0.7, 0.77],
      ],
      [
        [0.3, 0.86],
        [0.65, 0.86],
      ],
    ],
  },
  'products/armchair-blue-padded.jpg': { box: { x: 0.1, y: 0.21, width: 0.82, height: 0.73 } },
  // The table top and two legs kept; the wall between the legs removed.
  'products/bedside-table-white.jpg': {
    box: { x: 0.33, y: 0.47, width: 0.55, height: 0.45 },
    keep: [
      [
        [0.37, 0.51],
        [0.85, 0.51],
      ],
      [
        [0.44, 0.56],
        [0.41, 0.87],
      ],
      [
        [0.6, 0.56],
        [0.61, 0.89],
      ],
    ],
    remove: [
      [
        [0.5, 0.62],
        [0.55, 0.78],
      ],
    ],
  },
  // The lamp's dark foot kept; the marble counter on either side removed.
  'products/lamp-table-stained-glass-1.jpg': {
    box: { x: 0.05, y: 0.01, width: 0.92, height: 0.98 },
    keep: [
      [
        [0.5, 0.6],
        [0.5, 0.97],
      ],
    ],
    remove: [
      [
        [0.1, 0.8],
        [0.35, 0.8],
      ],
      [
        [0.65, 0.8],
        [0.95, 0.8],
      ],
    ],
  },
};
