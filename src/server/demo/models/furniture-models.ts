import type { ModelSpec, Part, PbrMaterial } from './glb-builder.js';

/**
 * Simple, recognisable furniture in real-world metres, built from boxes and cylinders.
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

export const fabric = (color: string): PbrMaterial => ({ color, metallic: 0, roughness: 0.9 });
export const wood = (color: string): PbrMaterial => ({ color, metallic: 0, roughness: 0.6 });
export const metal = (color: string): PbrMaterial => ({ color, metallic: 0.9, roughness: 0.35 });

export function box(material: string, at: [number, number, number], size: [number, number, number]): Part {
  return { shape: 'box', material, at, size };
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
    [-1, 1].map((sz) => post(material, sx * (w / 2 - inset), 0, sz * (d / 2 - inset), radius, height)),
  );
}

/** A sofa of `seats` seats (1: an armchair): frame, arms, seat and back cushions, legs. */
export function seatModel(
  p: ModelPalette,
  s: { w: number; h: number; d: number },
  seats: number,
  name: string,
): ModelSpec {
  const arm = Math.min(0.18, s.w * 0.2);
  const legH = 0.12;
  const seatW = (s.w - 2 * arm) / seats;
  const parts: Part[] = [
    ...fourLegs('legs', s.w, s.d, 0.08, 0.022, legH),
    box('fabric', [0, legH + 0.1, 0], [s.w, 0.2, s.d]),
    box('fabric', [0, (legH + s.h) / 2 + 0.05, -s.d / 2 + 0.11], [s.w - 2 * arm, s.h - legH - 0.1, 0.22]),
    box('fabric', [-(s.w - arm) / 2, legH + 0.3, 0], [arm, 0.6, s.d]),
    box('fabric', [(s.w - arm) / 2, legH + 0.3, 0], [arm, 0.6, s.d]),
  ];
  for (let i = 0; i < seats; i++) {
    const x = -s.w / 2 + arm + seatW * (i + 0.5);
    parts.push(box('cushion', [x, legH + 0.27, 0.08], [seatW - 0.015, 0.14, s.d - 0.24]));
    parts.push(
      box('cushion', [x, legH + 0.5, -s.d / 2 + 0.3], [seatW - 0.03, Math.max(0.3, s.h - 0.5), 0.16]),
    );
  }
  if (seats > 1) {
    parts.push(box('accent', [-s.w / 2 + arm + 0.25, legH + 0.5, -s.d / 2 + 0.42], [0.4, 0.4, 0.1]));
    parts.push(box('accent', [s.w / 2 - arm - 0.25, legH + 0.5, -s.d / 2 + 0.42], [0.4, 0.4, 0.1]));
  }
  return {
    name,
    materials: {
      fabric: fabric(p.fabric),
      cushion: fabric(p.fabric),
      accent: fabric(p.accent),
      legs: wood(p.wood),
    },
    parts,
  };
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
      box('top', [0, 0.4, 0], [W, 0.04, D]),
      box('top', [0, 0.1, 0], [W - 0.12, 0.025, D - 0.1]),
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
      box('seat', [0, 0.47, 0], [W, 0.06, D]),
      post('frame', -W / 2 + 0.035, 0.5, -D / 2 + 0.035, 0.016, 0.38),
      post('frame', W / 2 - 0.035, 0.5, -D / 2 + 0.035, 0.016, 0.38),
      box('seat', [0, 0.74, -D / 2 + 0.04], [W - 0.04, 0.24, 0.035]),
    ],
  };
}

function floorLamp(p: ModelPalette): ModelSpec {
  return {
    name: 'Lampadaire',
    materials: { metal: metal(p.metal), shade: { color: p.accent, metallic: 0, roughness: 0.8 } },
    parts: [
      post('metal', 0, 0, 0, 0.15, 0.025),
      post('metal', 0, 0.025, 0, 0.012, 1.22),
      {
        shape: 'cylinder',
        material: 'shade',
        at: [0, 1.24, 0],
        radius: 0.225,
        radiusTop: 0.16,
        height: 0.36,
        segments: 32,
      },
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
      box('frame', [0, 0.2, 0], [W, 0.2, L]),
      box('frame', [0, 0.65, -L / 2 + 0.05], [W, 1.0, 0.1]),
      box('linen', [0, 0.42, 0.05], [W - 0.1, 0.24, L - 0.1]),
      box('linen', [-0.4, 0.6, -L / 2 + 0.3], [0.7, 0.14, 0.4]),
      box('linen', [0.4, 0.6, -L / 2 + 0.3], [0.7, 0.14, 0.4]),
      box('accent', [0, 0.55, L / 2 - 0.35], [W - 0.06, 0.03, 0.6]),
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
