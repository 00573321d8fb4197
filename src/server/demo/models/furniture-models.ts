import type { BoxPart, ModelSpec, Part, PbrMaterial } from './glb-builder.js';

/**
 * Recognisable furniture in real-world metres, built from rounded boxes and cylinders:
 * upholstery is padded (rounded cushions, leaned backs), joinery has eased edges, legs taper.
 * Colours come from the product the model belongs to, so the AR view matches its photo.
 */

export interface ModelPalette {
  /** Upholstery or main colour. */
  fabric: string;
  wood: string;
  metal: string;
  accent: string;
}

export type FurnitureModelKind = 'sofa' | 'coffee-table' | 'chair' | 'floor-lamp' | 'bookcase' | 'bed';

export const fabric = (color: string): PbrMaterial => ({
  color,
  metallic: 0,
  roughness: 0.92,
  surface: 'fabric',
});
export const wood = (color: string): PbrMaterial => ({
  color,
  metallic: 0,
  roughness: 0.55,
  surface: 'wood',
});
export const metal = (color: string): PbrMaterial => ({ color, metallic: 0.9, roughness: 0.35 });

export function box(
  material: string,
  at: [number, number, number],
  size: [number, number, number],
  shape: Pick<BoxPart, 'round' | 'tilt' | 'seam'> = {},
): Part {
  return { shape: 'box', material, at, size, ...shape };
}

/** A leg narrowing to the floor. */
function taperedLeg(material: string, x: number, z: number, radius: number, height: number): Part {
  return {
    shape: 'cylinder',
    material,
    at: [x, 0, z],
    radius: radius * 0.7,
    radiusTop: radius,
    height,
    segments: 16,
  };
}

/** A vertical cylinder standing on `y`. */
export function post(
  material: string,
  x: number,
  y: number,
  z: number,
  radius: number,
  height: number,
): Part {
  return { shape: 'cylinder', material, at: [x, y, z], radius, height, segments: 16 };
}

export function fourLegs(
  material: string,
  w: number,
  d: number,
  inset: number,
  radius: number,
  height: number,
): Part[] {
  return [-1, 1].flatMap((sx) =>
    [-1, 1].map((sz) => taperedLeg(material, sx * (w / 2 - inset), sz * (d / 2 - inset), radius, height)),
  );
}

/**
 * A sofa of `seats` seats (1: an armchair): a padded base and back, rolled arms, loose seat
 * cushions and leaned back cushions, scatter cushions on a sofa, tapered legs.
 */
export function seatModel(
  p: ModelPalette,
  s: { w: number; h: number; d: number },
  seats: number,
  name: string,
): ModelSpec {
  const arm = Math.min(0.18, s.w * 0.2);
  const legH = 0.1;
  const baseH = 0.2;
  const backT = Math.min(0.2, s.d * 0.22);
  const armH = Math.min(0.64, s.h * 0.74);
  const seatT = 0.15;
  const seatTop = legH + baseH + seatT;
  const seatW = (s.w - 2 * arm) / seats;
  const seatD = s.d - backT - 0.02;
  const parts: Part[] = [
    ...fourLegs('legs', s.w, s.d, 0.07, 0.024, legH + 0.01),
    box('fabric', [0, legH + baseH / 2, 0], [s.w - 0.02, baseH, s.d - 0.02], { round: 0.035 }),
    box('fabric', [0, (legH + s.h) / 2, -s.d / 2 + backT / 2], [s.w, s.h - legH, backT], { round: 0.06 }),
  ];
  const armRound = Math.min(0.08, arm * 0.45);
  for (const side of [-1, 1])
    parts.push(
      box(
        'fabric',
        [(side * (s.w - arm)) / 2, legH + (armH - legH) / 2, 0.01],
        [arm, armH - legH, s.d - 0.02],
        {
          round: armRound,
        },
      ),
      ...armWelts(
        (side * (s.w - arm)) / 2,
        arm,
        { legH, armH, back: -s.d / 2 + backT, front: s.d / 2 },
        armRound,
      ),
    );
  const backH = s.h - seatTop - 0.02;
  const seatRound = 0.055;
  for (let i = 0; i < seats; i++) {
    const x = -s.w / 2 + arm + seatW * (i + 0.5);
    const cushion = { y: legH + baseH + seatT / 2, z: -s.d / 2 + backT + seatD / 2 };
    parts.push(
      box('cushion', [x, cushion.y, cushion.z], [seatW - 0.012, seatT, seatD], { round: seatRound }),
      // The welts sewn along the cushion's front edges, where its rounded top and bottom begin.
      ...([-1, 1] as const).map((side) =>
        welt(x, seatW - 0.012, cushion.y, cushion.z, seatT, seatD, seatRound, side),
      ),
    );
    parts.push(
      box('cushion', [x, seatTop + backH / 2 - 0.01, -s.d / 2 + backT + 0.08], [seatW - 0.02, backH, 0.17], {
        round: 0.07,
        tilt: 0.2,
        seam: 0.7,
      }),
    );
  }
  if (seats > 1)
    for (const side of [-1, 1])
      parts.push(
        box(
          'accent',
          [side * (s.w / 2 - arm - 0.24), seatTop + 0.2, -s.d / 2 + backT + 0.24],
          [0.42, 0.4, 0.16],
          {
            round: 0.05,
            tilt: 0.32,
            seam: 0.3,
          },
        ),
      );
  return {
    name,
    materials: {
      fabric: fabric(p.fabric),
      cushion: fabric(p.fabric),
      welt: fabric(darker(p.fabric, 0.9)),
      accent: fabric(p.accent),
      legs: wood(p.wood),
    },
    parts,
  };
}

/**
 * A welt (piping) along a rounded cushion's front edge, on top (`side` 1) or underneath (-1):
 * a thin cord where the edge's rounding is steepest, the length of its straight part.
 */
function welt(
  x: number,
  width: number,
  y: number,
  z: number,
  height: number,
  depth: number,
  round: number,
  side: 1 | -1,
): Part {
  const inset = steepestInset(round);
  return cord(
    [x - width / 2 + round, y + side * (height / 2 - inset), z + depth / 2 - inset],
    width - 2 * round,
    'x',
  );
}

/**
 * The welts sewn along an arm's edges, where its rounding is steepest: along its top from the back
 * cushion to the front, and down its front face, either side. They break the arm's broad side into
 * a tailored panel, as on an upholstered armchair; without them it reads as one flat block of cloth.
 */
function armWelts(
  x: number,
  width: number,
  at: { legH: number; armH: number; back: number; front: number },
  round: number,
): Part[] {
  const inset = steepestInset(round);
  return [-1, 1].flatMap((edge) => {
    const ex = x + edge * (width / 2 - inset);
    return [
      cord([ex, at.armH - inset, at.back], at.front - round - at.back, 'z'),
      cord([ex, at.legH + round, at.front - inset], at.armH - at.legH - 2 * round, 'y'),
    ];
  });
}

/** How far in from both faces a rounded edge of radius `round` is steepest: at 45° round it. */
const steepestInset = (round: number) => round * (1 - Math.SQRT1_2);

/** A welt's cord, 5 mm thick, from `at` along `axis` for `length`. */
function cord(at: [number, number, number], length: number, axis: 'x' | 'y' | 'z'): Part {
  return { shape: 'cylinder', material: 'welt', at, radius: 0.005, height: length, axis, segments: 8 };
}

/** A colour darkened to `k` of its brightness, as a seam's shadow darkens a fabric. */
function darker(hex: string, k: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * k));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function sofa(p: ModelPalette): ModelSpec {
  return seatModel(p, { w: 2.2, h: 0.85, d: 0.92 }, 3, 'Canapé 3 places');
}

function coffeeTable(p: ModelPalette): ModelSpec {
  const W = 1.1;
  const D = 0.6;
  return {
    name: 'Table basse',
    materials: { top: wood(p.wood), legs: metal(p.metal) },
    parts: [
      box('top', [0, 0.4, 0], [W, 0.04, D], { round: 0.01 }),
      box('top', [0, 0.1, 0], [W - 0.12, 0.025, D - 0.1], { round: 0.006 }),
      ...fourLegs('legs', W, D, 0.05, 0.018, 0.38),
    ],
  };
}

function chair(p: ModelPalette): ModelSpec {
  const W = 0.48;
  const D = 0.52;
  return {
    name: 'Chaise',
    materials: { seat: fabric(p.fabric), frame: wood(p.wood) },
    parts: [
      ...fourLegs('frame', W, D, 0.035, 0.016, 0.44),
      box('seat', [0, 0.47, 0], [W, 0.06, D], { round: 0.025 }),
      post('frame', -W / 2 + 0.035, 0.5, -D / 2 + 0.035, 0.016, 0.38),
      post('frame', W / 2 - 0.035, 0.5, -D / 2 + 0.035, 0.016, 0.38),
      box('seat', [0, 0.74, -D / 2 + 0.04], [W - 0.04, 0.24, 0.035], { round: 0.012, tilt: 0.1 }),
    ],
  };
}

function floorLamp(p: ModelPalette): ModelSpec {
  const shade = { at: 1.24, height: 0.36, bottom: 0.221, top: 0.16 };
  const ring = (y: number, radius: number): Part => ({
    shape: 'cylinder',
    material: 'shade-frame',
    at: [0, y, 0],
    radius,
    height: 0.008,
    segments: 32,
  });
  return {
    name: 'Lampadaire',
    // A woven shade in the product's colour, its weave catching the light.
    // The shade's frame (its rims and socket) is metal of its own: like the shade, it throws no
    // shadow in a room (a ring of blur detached from the lamp's would stain the floor).
    materials: { metal: metal(p.metal), 'shade-frame': metal(p.metal), shade: fabric(p.accent) },
    parts: [
      // A weighted base: a low dome on a thin plate.
      post('metal', 0, 0, 0, 0.15, 0.012),
      {
        shape: 'cylinder',
        material: 'metal',
        at: [0, 0.012, 0],
        radius: 0.145,
        radiusTop: 0.05,
        height: 0.035,
        segments: 32,
      },
      post('metal', 0, 0.047, 0, 0.012, shade.at - 0.047),
      // The socket the shade sits on, and the metal rims its fabric is stretched between.
      post('shade-frame', 0, shade.at - 0.04, 0, 0.022, 0.09),
      {
        shape: 'cylinder',
        material: 'shade',
        at: [0, shade.at, 0],
        radius: shade.bottom,
        radiusTop: shade.top,
        height: shade.height,
        segments: 48,
      },
      ring(shade.at - 0.002, shade.bottom + 0.004),
      ring(shade.at + shade.height - 0.006, shade.top + 0.004),
    ],
  };
}

function bookcase(p: ModelPalette): ModelSpec {
  const W = 0.9;
  const H = 1.9;
  const D = 0.35;
  const t = 0.022;
  const parts: Part[] = [
    box('frame', [-W / 2 + t / 2, H / 2, 0], [t, H, D]),
    box('frame', [W / 2 - t / 2, H / 2, 0], [t, H, D]),
    box('frame', [0, H / 2, -D / 2 + 0.005], [W, H, 0.01]),
  ];
  const shelves = 5;
  const step = (H - t) / shelves;
  for (let i = 0; i <= shelves; i++) parts.push(box('frame', [0, t / 2 + i * step, 0], [W - 2 * t, t, D]));
  const bookMaterials = ['book-a', 'book-b', 'book-c'];
  for (let i = 0; i < shelves; i++) {
    let x = -W / 2 + t + 0.03;
    let n = 0;
    while (x < W / 2 - t - 0.08) {
      const bw = 0.025 + ((i * 7 + n * 3) % 4) * 0.008;
      const bh = step * (0.6 + ((i + n * 5) % 5) * 0.06);
      parts.push(
        box(bookMaterials[(i + n) % 3] as string, [x + bw / 2, t + i * step + bh / 2, 0], [bw, bh, D * 0.75]),
      );
      x += bw + 0.004;
      n++;
      if (n % 9 === 0) x += 0.12;
    }
  }
  return {
    name: 'Bibliothèque',
    materials: {
      frame: wood(p.wood),
      'book-a': fabric(p.accent),
      'book-b': fabric('#2f4a6b'),
      'book-c': fabric('#d8c9a8'),
    },
    parts,
  };
}

function bed(p: ModelPalette): ModelSpec {
  const W = 1.76;
  const L = 2.1;
  return {
    name: 'Lit double 160',
    materials: {
      frame: fabric(p.fabric),
      linen: fabric('#f3f1ea'),
      accent: fabric(p.accent),
      legs: wood(p.wood),
    },
    parts: [
      ...fourLegs('legs', W, L, 0.08, 0.025, 0.1),
      box('frame', [0, 0.2, 0], [W, 0.2, L], { round: 0.03 }),
      box('frame', [0, 0.65, -L / 2 + 0.05], [W, 1.0, 0.1], { round: 0.045 }),
      box('linen', [0, 0.42, 0.05], [W - 0.1, 0.24, L - 0.1], { round: 0.07 }),
      box('linen', [-0.4, 0.6, -L / 2 + 0.3], [0.7, 0.14, 0.4], { round: 0.065, tilt: 0.25 }),
      box('linen', [0.4, 0.6, -L / 2 + 0.3], [0.7, 0.14, 0.4], { round: 0.065, tilt: 0.25 }),
      box('accent', [0, 0.55, L / 2 - 0.35], [W - 0.06, 0.03, 0.6], { round: 0.014 }),
    ],
  };
}

const BUILDERS: Record<FurnitureModelKind, (p: ModelPalette) => ModelSpec> = {
  sofa,
  'coffee-table': coffeeTable,
  chair,
  'floor-lamp': floorLamp,
  bookcase,
  bed,
};

export function furnitureModel(kind: FurnitureModelKind, palette: ModelPalette): ModelSpec {
  return BUILDERS[kind](palette);
}
