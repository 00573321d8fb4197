import type { FurnitureKind } from '../../modules/catalog/service.js';
import {
  box,
  fabric,
  fourLegs,
  furnitureModel,
  type ModelPalette,
  metal,
  post,
  seatModel,
  wood,
} from './furniture-models.js';
import type { ModelSpec, Part, PbrMaterial } from './glb-builder.js';

/** A piece's real size, in metres: width (x), height (y), depth (z). */
export interface ModelSize {
  w: number;
  h: number;
  d: number;
}

/** The palette of a cabinet: its carcass besides the usual colours. */
export interface KindPalette extends ModelPalette {
  carcass: string;
}

const glass: PbrMaterial = { color: '#dfe8ec', metallic: 0, roughness: 0.05 };
const mirror: PbrMaterial = { color: '#e9eef0', metallic: 1, roughness: 0.04 };
const leaf = (color: string): PbrMaterial => ({ color, metallic: 0, roughness: 0.7 });

/** Scales a model built at its usual size to the piece's own, so one shape serves every size. */
function scaled(spec: ModelSpec, from: ModelSize, to: ModelSize): ModelSpec {
  const k = [to.w / from.w, to.h / from.h, to.d / from.d] as const;
  return {
    ...spec,
    parts: spec.parts.map((part): Part => {
      const at = [part.at[0] * k[0], part.at[1] * k[1], part.at[2] * k[2]] as const;
      if (part.shape === 'box')
        return {
          ...part,
          at,
          size: [part.size[0] * k[0], part.size[1] * k[1], part.size[2] * k[2]],
          ...(part.round !== undefined ? { round: part.round * Math.min(...k) } : {}),
        };
      if (part.shape === 'drape')
        return {
          ...part,
          at,
          width: part.width * k[0],
          widthTop: part.widthTop * k[0],
          lean: part.lean * k[0],
          height: part.height * k[1],
          depth: part.depth * k[2],
        };
      const radial =
        part.axis === 'x'
          ? Math.min(k[1], k[2])
          : part.axis === 'z'
            ? Math.min(k[0], k[1])
            : Math.min(k[0], k[2]);
      const along = part.axis === 'x' ? k[0] : part.axis === 'z' ? k[2] : k[1];
      return {
        ...part,
        at,
        radius: part.radius * radial,
        ...(part.radiusTop !== undefined ? { radiusTop: part.radiusTop * radial } : {}),
        height: part.height * along,
      };
    }),
  };
}

/** A table: a top on four legs, and an apron; a desk adds a drawer. */
function table(p: KindPalette, s: ModelSize, name: string, drawer = false): ModelSpec {
  const top = 0.035;
  const parts: Part[] = [
    box('top', [0, s.h - top / 2, 0], [s.w, top, s.d], { round: 0.008 }),
    box('top', [0, s.h - top - 0.04, 0], [s.w - 0.1, 0.08, s.d - 0.1], { round: 0.004 }),
    ...fourLegs('legs', s.w, s.d, 0.06, Math.min(0.025, s.w * 0.03), s.h - top),
  ];
  if (drawer) {
    parts.push(box('top', [s.w / 4, s.h - top - 0.09, 0], [s.w * 0.4, 0.12, s.d - 0.08]));
    parts.push(box('handle', [s.w / 4, s.h - top - 0.09, s.d / 2 - 0.03], [0.12, 0.015, 0.02]));
  }
  return { name, materials: { top: wood(p.wood), legs: wood(p.wood), handle: metal(p.metal) }, parts };
}

/** A cabinet on short legs: carcass, fronts with their gaps (doors or drawers), handles. */
function cabinet(
  p: KindPalette,
  s: ModelSize,
  name: string,
  fronts: { cols: number; rows: number },
): ModelSpec {
  const legH = Math.min(0.12, s.h * 0.12);
  const bodyH = s.h - legH;
  const gap = 0.006;
  const parts: Part[] = [
    ...fourLegs('legs', s.w, s.d, 0.05, 0.02, legH),
    box('carcass', [0, legH + bodyH / 2, -0.01], [s.w, bodyH, s.d - 0.02], { round: 0.008 }),
    box('carcass', [0, s.h - 0.012, 0], [s.w + 0.01, 0.024, s.d + 0.01], { round: 0.008 }),
  ];
  const fw = (s.w - 0.04) / fronts.cols;
  const fh = (bodyH - 0.06) / fronts.rows;
  for (let c = 0; c < fronts.cols; c++)
    for (let r = 0; r < fronts.rows; r++) {
      const x = -s.w / 2 + 0.02 + fw * (c + 0.5);
      const y = legH + 0.03 + fh * (r + 0.5);
      parts.push(box('front', [x, y, s.d / 2 - 0.01], [fw - gap, fh - gap, 0.02], { round: 0.005 }));
      const drawer = fronts.rows > 1;
      parts.push(
        drawer
          ? box('handle', [x, y + fh * 0.25, s.d / 2 + 0.005], [Math.min(0.16, fw * 0.4), 0.014, 0.02])
          : box(
              'handle',
              [x + (c % 2 === 0 ? fw * 0.38 : -fw * 0.38), y, s.d / 2 + 0.005],
              [0.014, Math.min(0.2, fh * 0.3), 0.02],
            ),
      );
    }
  return {
    name,
    materials: {
      carcass: wood(p.carcass),
      front: wood(p.carcass),
      legs: wood(p.wood),
      handle: metal(p.metal),
    },
    parts,
  };
}

function pendant(p: KindPalette, s: ModelSize): ModelSpec {
  const shadeH = Math.min(0.35, s.h * 0.45);
  return {
    name: 'Suspension',
    materials: {
      cord: metal('#2a2a2a'),
      shade: { color: p.accent, metallic: 0, roughness: 0.6 },
      bulb: glass,
    },
    parts: [
      post('cord', 0, shadeH, 0, 0.006, s.h - shadeH),
      post('cord', 0, s.h - 0.03, 0, 0.06, 0.03),
      {
        shape: 'cylinder',
        material: 'shade',
        at: [0, 0, 0],
        radius: s.w / 2,
        radiusTop: s.w / 8,
        height: shadeH,
        segments: 32,
      },
      post('bulb', 0, 0.02, 0, 0.04, 0.08),
    ],
  };
}

function deskLamp(p: KindPalette, s: ModelSize): ModelSpec {
  return {
    name: 'Lampe de bureau',
    materials: { metal: metal(p.metal), shade: { color: p.accent, metallic: 0, roughness: 0.7 } },
    parts: [
      post('metal', 0, 0, 0, s.w * 0.35, 0.02),
      post('metal', 0, 0.02, 0, 0.01, s.h * 0.7),
      {
        shape: 'cylinder',
        material: 'shade',
        at: [0, s.h * 0.62, 0],
        radius: s.w / 2,
        radiusTop: s.w / 4,
        height: s.h * 0.38,
        segments: 24,
      },
    ],
  };
}

function rug(p: KindPalette, s: ModelSize): ModelSpec {
  const t = 0.012;
  const border = Math.min(0.15, s.w * 0.08);
  const parts: Part[] = [
    box('border', [0, t / 2, 0], [s.w, t, s.d], { round: 0.005 }),
    box('field', [0, t / 2 + 0.001, 0], [s.w - 2 * border, t, s.d - 2 * border], { round: 0.005 }),
  ];
  // Bands across the field: the rug's pattern, in its accent.
  const bands = 5;
  for (let i = 1; i < bands; i++)
    parts.push(
      box(
        'band',
        [0, t / 2 + 0.002, -s.d / 2 + border + ((s.d - 2 * border) * i) / bands],
        [s.w - 2 * border, t, 0.05],
      ),
    );
  return {
    name: 'Tapis',
    materials: { border: fabric(p.accent), field: fabric(p.fabric), band: fabric(p.accent) },
    parts,
  };
}

/**
 * Curtains drawn open, as rooms are furnished and photographed: each panel gathered toward its end
 * of the rod in deep folds, falling a little wider to the floor, the window between them in view.
 * Spread flat, a pair's panels (0.42 of the rod each) covered most of a 1–1.7 m window
 * (blue-wall-planks showed a slit of it).
 */
function curtains(p: KindPalette, s: ModelSize, panels: number): ModelSpec {
  const top = s.w * (panels === 2 ? 0.27 : 0.45);
  const hem = top * 1.2;
  const height = s.h - 0.05;
  const parts: Part[] = [
    {
      shape: 'cylinder',
      material: 'rod',
      at: [-s.w / 2, s.h - 0.03, 0],
      radius: 0.012,
      height: s.w,
      axis: 'x',
      segments: 12,
    },
  ];
  for (let side = 0; side < panels; side++) {
    // Each panel's outer edge hangs straight down from its end of the rod; its inner edge falls wider.
    const outer = side === 0 ? -s.w / 2 + 0.03 : s.w / 2 - 0.03;
    const inward = side === 0 ? 1 : -1;
    parts.push({
      shape: 'drape',
      material: 'cloth',
      at: [outer + (inward * hem) / 2, 0.01, 0],
      width: hem,
      widthTop: top,
      lean: (inward * (top - hem)) / 2,
      height,
      folds: Math.max(3, Math.round(top / 0.1)),
      depth: Math.max(0.02, s.d - 0.01),
    });
  }
  return { name: 'Rideaux', materials: { rod: metal(p.metal), cloth: fabric(p.fabric) }, parts };
}

/**
 * A potted plant: a tapered pot and a sheaf of long leaves (a snake plant's), each leaning out
 * from the soil at its own angle and height, in two greens.
 */
function plant(p: KindPalette, s: ModelSize): ModelSpec {
  const potH = s.h * 0.28;
  const r = s.w / 2;
  const soil = potH - 0.02;
  const parts: Part[] = [
    {
      shape: 'cylinder',
      material: 'pot',
      at: [0, 0, 0],
      radius: r * 0.55,
      radiusTop: r * 0.7,
      height: potH,
      segments: 28,
    },
    post('soil', 0, soil, 0, r * 0.64, 0.01),
  ];
  const leaves = 11;
  // Eleven leaves turned by the golden angle (no two line up), and four short ones spreading to
  // the plant's width, front, back and sides.
  const sheaf = [
    ...Array.from({ length: leaves }, (_, i) => ({
      turn: (i * 2.4) % (2 * Math.PI),
      rank: ((i * 7) % leaves) / (leaves - 1),
    })),
    ...[0.3, 1.87, 3.44, 5.01].map((turn) => ({ turn, rank: 0 })),
  ];
  for (const [i, { turn, rank }] of sheaf.entries()) {
    // The tallest leaves stand straightest; the lowest spread to the plant's width.
    const rise = (s.h - soil) * (0.62 + 0.38 * rank);
    const root = r * 0.25 * (((i * 3) % 5) / 4);
    const tilt = Math.min(0.1 + 0.6 * (1 - rank), Math.atan((r - 0.02 - root) / rise));
    const length = rise / Math.cos(tilt);
    // Leaned about its middle: the centre is placed so the leaf's foot stays in the soil.
    const out = Math.sin(tilt) * (length / 2);
    const dir = [-Math.sin(turn), -Math.cos(turn)] as const;
    parts.push({
      shape: 'box',
      material: i % 3 === 0 ? 'leaf2' : 'leaf',
      at: [dir[0] * (root + out), soil + Math.cos(tilt) * (length / 2), dir[1] * (root + out)],
      size: [0.07, length, 0.012],
      tilt,
      turn,
    });
  }
  return {
    name: 'Plante',
    materials: {
      pot: { color: p.accent, metallic: 0, roughness: 0.5 },
      soil: { color: '#3b2a1e', metallic: 0, roughness: 1 },
      leaf: leaf('#3f6b3a'),
      leaf2: leaf('#6f9a4c'),
    },
    parts,
  };
}

function vase(p: KindPalette, s: ModelSize): ModelSpec {
  const r = s.w / 2;
  return {
    name: 'Vase',
    materials: { vase: { color: p.accent, metallic: 0, roughness: 0.3 } },
    parts: [
      {
        shape: 'cylinder',
        material: 'vase',
        at: [0, 0, 0],
        radius: r * 0.7,
        radiusTop: r,
        height: s.h * 0.55,
        segments: 28,
      },
      {
        shape: 'cylinder',
        material: 'vase',
        at: [0, s.h * 0.55, 0],
        radius: r,
        radiusTop: r * 0.4,
        height: s.h * 0.35,
        segments: 28,
      },
      {
        shape: 'cylinder',
        material: 'vase',
        at: [0, s.h * 0.9, 0],
        radius: r * 0.4,
        radiusTop: r * 0.5,
        height: s.h * 0.1,
        segments: 28,
      },
    ],
  };
}

function mirrorModel(p: KindPalette, s: ModelSize, standing: boolean): ModelSpec {
  const f = Math.min(0.05, s.w * 0.08);
  const t = Math.min(0.03, s.d);
  // A standing mirror's frame is at the front of its footprint, its stand reaching back.
  const z = standing ? s.d / 2 - t / 2 : 0;
  const parts: Part[] = [
    box('frame', [0, s.h / 2, z], [s.w, s.h, t]),
    box('glass', [0, s.h / 2, z + t / 2 + 0.001], [s.w - 2 * f, s.h - 2 * f, 0.004]),
  ];
  if (standing) parts.push(box('frame', [0, s.h * 0.25, 0], [0.04, s.h * 0.5, s.d]));
  return { name: 'Miroir', materials: { frame: wood(p.wood), glass: mirror }, parts };
}

function shelf(p: KindPalette, s: ModelSize): ModelSpec {
  const t = 0.025;
  const parts: Part[] = [];
  for (let i = 0; i < 3; i++) parts.push(box('board', [0, t / 2 + (i * (s.h - t)) / 2, 0], [s.w, t, s.d]));
  parts.push(
    box('board', [-s.w / 2 + t / 2, s.h / 2, 0], [t, s.h, s.d]),
    box('board', [s.w / 2 - t / 2, s.h / 2, 0], [t, s.h, s.d]),
  );
  return { name: 'Étagère', materials: { board: wood(p.wood) }, parts };
}

function bench(p: KindPalette, s: ModelSize): ModelSpec {
  return {
    name: 'Banc',
    materials: { seat: fabric(p.fabric), legs: wood(p.wood) },
    parts: [
      ...fourLegs('legs', s.w, s.d, 0.05, 0.02, s.h - 0.1),
      box('seat', [0, s.h - 0.06, 0], [s.w, 0.12, s.d], { round: 0.045 }),
    ],
  };
}

function pouf(p: KindPalette, s: ModelSize): ModelSpec {
  return {
    name: 'Pouf',
    materials: { fabric: fabric(p.fabric), band: fabric(p.accent) },
    parts: [post('fabric', 0, 0, 0, s.w / 2, s.h), post('band', 0, s.h * 0.45, 0, s.w / 2 + 0.004, 0.04)],
  };
}

function fridge(s: ModelSize): ModelSpec {
  const split = s.h * 0.62;
  return {
    name: 'Réfrigérateur',
    materials: { body: { color: '#e8e8e6', metallic: 0.6, roughness: 0.3 }, handle: metal('#9a9a9a') },
    parts: [
      box('body', [0, s.h / 2, 0], [s.w, s.h, s.d], { round: 0.02 }),
      box('handle', [s.w / 2 - 0.06, split + 0.25, s.d / 2 + 0.02], [0.02, 0.35, 0.03]),
      box('handle', [s.w / 2 - 0.06, split - 0.25, s.d / 2 + 0.02], [0.02, 0.3, 0.03]),
      box('handle', [0, split, s.d / 2 + 0.002], [s.w - 0.01, 0.008, 0.004]),
    ],
  };
}

const USUAL: Partial<Record<FurnitureKind, ModelSize>> = {
  chair: { w: 0.48, h: 0.88, d: 0.52 },
  'coffee-table': { w: 1.1, h: 0.42, d: 0.6 },
  'floor-lamp': { w: 0.45, h: 1.6, d: 0.45 },
  bookcase: { w: 0.9, h: 1.9, d: 0.35 },
  bed: { w: 1.76, h: 1.15, d: 2.1 },
};

/**
 * A 3D model for every kind of furniture the demo catalogue sells, at the piece's real size and
 * in its colours: rounded boxes and cylinders with PBR materials (fabric and wood with their
 * weave and grain, metal, glass, mirror).
 * Null for what is a picture more than a shape (wall art, wallpaper): those stay photos.
 */
export function kindModel(kind: FurnitureKind, p: KindPalette, s: ModelSize): ModelSpec | null {
  const usual = USUAL[kind];
  switch (kind) {
    case 'sofa-3':
      return seatModel(p, s, 3, 'Canapé 3 places');
    case 'sofa-2':
      return seatModel(p, s, 2, 'Canapé 2 places');
    case 'armchair':
      return seatModel(p, s, 1, 'Fauteuil');
    case 'chair':
    case 'coffee-table':
    case 'floor-lamp':
    case 'bookcase':
    case 'bed':
      return scaled(furnitureModel(kind, p), usual as ModelSize, s);
    case 'side-table':
    case 'dining-table':
    case 'console':
      return table(p, s, kind === 'console' ? 'Console' : 'Table');
    case 'desk':
      return table(p, s, 'Bureau', true);
    case 'workstation': {
      const desk = table(p, { ...s, h: 0.76 }, 'Station de travail', true);
      return {
        ...desk,
        parts: [
          ...desk.parts,
          ...shelf(p, { w: s.w, h: s.h - 0.8, d: 0.3 }).parts.map((part) => ({
            ...part,
            material: 'top',
            at: [part.at[0], part.at[1] + 0.8, part.at[2] - s.d / 2 + 0.15] as const,
          })),
        ],
      };
    }
    case 'tv-stand':
      return cabinet(p, s, 'Meuble TV', { cols: 3, rows: 1 });
    case 'sideboard':
      return cabinet(p, s, 'Buffet', { cols: 4, rows: 1 });
    case 'dresser':
      return cabinet(p, s, 'Commode', { cols: 2, rows: 3 });
    case 'nightstand':
      return cabinet(p, s, 'Table de chevet', { cols: 1, rows: 2 });
    case 'wardrobe':
      return cabinet(p, s, 'Armoire', { cols: 2, rows: 1 });
    case 'fridge':
      return fridge(s);
    case 'wall-shelf':
      return shelf(p, s);
    case 'wall-mirror':
      return mirrorModel(p, s, false);
    case 'floor-mirror':
      return mirrorModel(p, s, true);
    case 'bench':
      return bench(p, s);
    case 'pouf':
      return pouf(p, s);
    case 'floor-vase':
      return vase(p, s);
    case 'potted-plant':
      return plant(p, s);
    case 'pendant-light':
      return pendant(p, s);
    case 'desk-lamp':
      return deskLamp(p, s);
    case 'rug':
      return rug(p, s);
    case 'curtain-pair':
      return curtains(p, s, 2);
    case 'curtain-panel':
      return curtains(p, s, 1);
    case 'wall-art':
    case 'wallpaper-roll':
      return null;
  }
}
