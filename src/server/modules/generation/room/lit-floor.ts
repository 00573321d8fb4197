/** CIELAB lightness, a, b. */
export type Lab = readonly [number, number, number];

/** A floor this colourful (CIELAB chroma) keeps its hue in the sun: wood, terracotta, sisal. */
const LIT_CHROMA = 8;
/** Most a lit patch of a colourful floor outshines it (ΔL). */
const LIT_BRIGHTER = 40;

/** Whether a floor is colourful enough for `litColourfulFloor` to judge it. */
export const colourful = (floor: Lab) => Math.hypot(floor[1], floor[2]) >= LIT_CHROMA;

/**
 * Whether a colour is a colourful floor's own, brighter: that floor in a patch of sun through the
 * window, or mirroring the window. Its hue stays the floor's however much brighter it is.
 */
export function litColourfulFloor(colour: Lab, floor: Lab): boolean {
  const brighter = colour[0] - floor[0];
  const hue = Math.hypot(colour[1] - floor[1], colour[2] - floor[2]);
  return (
    colourful(floor) && brighter > 0 && brighter < LIT_BRIGHTER && hue < 0.3 * Math.hypot(floor[1], floor[2])
  );
}

/** Most difference of hue (ΔE over a and b) between a neutral floor and the same floor lit. */
export const LIT_HUE = 3;

/** Whether a colour is a neutral floor's own (grey or white tiles), brighter, its hue kept: that floor in the sun. */
export function litNeutralFloor(colour: Lab, floor: Lab): boolean {
  return (
    !colourful(floor) &&
    colour[0] > floor[0] &&
    Math.hypot(colour[1] - floor[1], colour[2] - floor[2]) < LIT_HUE
  );
}
