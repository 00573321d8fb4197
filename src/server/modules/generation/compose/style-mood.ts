import { findStyle } from '../../../../domain/styles.js';

/**
 * The light a style calls for, applied to the placed pieces and to lamp glows (never to the
 * room's own pixels): warm for wood-and-textile styles, golden for the glamorous ones, cool
 * daylight for Nordic and seaside ones.
 */
export interface StyleMood {
  /** Per-channel multipliers on the placed pieces. */
  tint: [number, number, number];
  saturation: number;
  /** Colour of lamp glows. */
  glow: string;
}

const WARM: StyleMood = { tint: [1.04, 1.0, 0.94], saturation: 1.03, glow: '#ffd39a' };
const GOLDEN: StyleMood = { tint: [1.05, 1.01, 0.91], saturation: 1.06, glow: '#ffcf7a' };
const COOL: StyleMood = { tint: [0.98, 1.0, 1.04], saturation: 0.97, glow: '#fff1d8' };
const NEUTRAL: StyleMood = { tint: [1, 1, 1], saturation: 1, glow: '#ffe2b8' };
const RAW: StyleMood = { tint: [1.01, 1.0, 0.98], saturation: 0.9, glow: '#ffc98a' };

const MOODS: Record<string, StyleMood> = {
  Bohemian: WARM,
  Rustic: WARM,
  Traditional: WARM,
  'French Country': WARM,
  'Modern Farmhouse': WARM,
  Vintage: WARM,
  'Mid-century Modern': WARM,
  Eclectic: WARM,
  'Shabby Chic': WARM,
  'Asian Zen': WARM,
  Glam: GOLDEN,
  'Art Deco': GOLDEN,
  'Hollywood Regency': GOLDEN,
  Scandinavian: COOL,
  Coastal: COOL,
  Minimalist: COOL,
  Industrial: RAW,
};

export function styleMood(style: string | null): StyleMood {
  const id = findStyle(style)?.id;
  return (id && MOODS[id]) || NEUTRAL;
}
