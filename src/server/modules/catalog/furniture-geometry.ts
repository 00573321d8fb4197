/**
 * Where a piece of furniture goes in a room and how big it is in real life.
 * The compose renderer scales product cut-outs with these figures, and the demo
 * catalogue's art is drawn in the same centimetres, so a drawing's aspect ratio is
 * exactly `widthCm : heightCm` (for rugs, see `artAspect`).
 */
import { ownValue } from '../../../domain/own-value.js';

/**
 * - floor: stands on the floor; the image's bottom edge is where it touches it.
 * - rug: lies flat on the floor; the image is the rug seen in perspective.
 * - wall: hangs on a wall; `bottomCm` is its bottom edge above the floor.
 * - ceiling: hangs from the ceiling; the image's top edge is the ceiling mount.
 * - window: curtains; the image's top edge is the rod, the bottom edge almost reaches the floor.
 */
export type Placement = 'floor' | 'rug' | 'wall' | 'ceiling' | 'window';

/** One drawable kind of object; a category may have several (a 'Luminaires' is a pendant or a floor lamp). */
export type FurnitureKind =
  | 'sofa-3'
  | 'sofa-2'
  | 'armchair'
  | 'chair'
  | 'side-table'
  | 'tv-stand'
  | 'wardrobe'
  | 'dresser'
  | 'desk'
  | 'bookcase'
  | 'bed'
  | 'nightstand'
  | 'wall-mirror'
  | 'floor-mirror'
  | 'wall-shelf'
  | 'sideboard'
  | 'console'
  | 'bench'
  | 'pouf'
  | 'coffee-table'
  | 'dining-table'
  | 'floor-vase'
  | 'potted-plant'
  | 'wall-art'
  | 'pendant-light'
  | 'floor-lamp'
  | 'rug'
  | 'curtain-pair'
  | 'curtain-panel'
  | 'desk-lamp'
  | 'fridge'
  | 'workstation'
  | 'wallpaper-roll';

export interface FurnitureGeometry {
  placement: Placement;
  widthCm: number;
  /** Visible height; for a rug, its length on the floor (front to back). */
  heightCm: number;
  depthCm: number;
  /**
   * Height of the bottom edge above the floor: 0 for floor pieces, curtains and rugs, the
   * hanging height for wall pieces, the surface it stands on for a desk lamp.
   */
  bottomCm: number;
  /** Width / height of the art image. */
  artAspect: number;
}

/** A rug is drawn seen from about 1.6 m high, two metres away: its length shrinks to about 40 %. */
export const RUG_FORESHORTENING = 0.4;

type Dimensions = Omit<FurnitureGeometry, 'artAspect'>;

const DIMENSIONS: Record<FurnitureKind, Dimensions> = {
  'sofa-3': { placement: 'floor', widthCm: 220, heightCm: 85, depthCm: 92, bottomCm: 0 },
  'sofa-2': { placement: 'floor', widthCm: 170, heightCm: 85, depthCm: 90, bottomCm: 0 },
  armchair: { placement: 'floor', widthCm: 82, heightCm: 88, depthCm: 85, bottomCm: 0 },
  chair: { placement: 'floor', widthCm: 48, heightCm: 88, depthCm: 52, bottomCm: 0 },
  'side-table': { placement: 'floor', widthCm: 100, heightCm: 75, depthCm: 100, bottomCm: 0 },
  'tv-stand': { placement: 'floor', widthCm: 160, heightCm: 52, depthCm: 42, bottomCm: 0 },
  wardrobe: { placement: 'floor', widthCm: 120, heightCm: 200, depthCm: 60, bottomCm: 0 },
  dresser: { placement: 'floor', widthCm: 100, heightCm: 85, depthCm: 48, bottomCm: 0 },
  desk: { placement: 'floor', widthCm: 120, heightCm: 76, depthCm: 60, bottomCm: 0 },
  bookcase: { placement: 'floor', widthCm: 90, heightCm: 190, depthCm: 35, bottomCm: 0 },
  bed: { placement: 'floor', widthCm: 176, heightCm: 115, depthCm: 210, bottomCm: 0 },
  nightstand: { placement: 'floor', widthCm: 50, heightCm: 56, depthCm: 40, bottomCm: 0 },
  'wall-mirror': { placement: 'wall', widthCm: 70, heightCm: 100, depthCm: 3, bottomCm: 100 },
  'floor-mirror': { placement: 'floor', widthCm: 60, heightCm: 170, depthCm: 30, bottomCm: 0 },
  'wall-shelf': { placement: 'wall', widthCm: 90, heightCm: 60, depthCm: 22, bottomCm: 120 },
  sideboard: { placement: 'floor', widthCm: 180, heightCm: 80, depthCm: 45, bottomCm: 0 },
  console: { placement: 'floor', widthCm: 110, heightCm: 80, depthCm: 35, bottomCm: 0 },
  bench: { placement: 'floor', widthCm: 120, heightCm: 46, depthCm: 40, bottomCm: 0 },
  pouf: { placement: 'floor', widthCm: 50, heightCm: 42, depthCm: 50, bottomCm: 0 },
  'coffee-table': { placement: 'floor', widthCm: 110, heightCm: 42, depthCm: 60, bottomCm: 0 },
  'dining-table': { placement: 'floor', widthCm: 180, heightCm: 76, depthCm: 90, bottomCm: 0 },
  'floor-vase': { placement: 'floor', widthCm: 32, heightCm: 60, depthCm: 32, bottomCm: 0 },
  'potted-plant': { placement: 'floor', widthCm: 60, heightCm: 120, depthCm: 60, bottomCm: 0 },
  'wall-art': { placement: 'wall', widthCm: 60, heightCm: 80, depthCm: 3, bottomCm: 120 },
  'pendant-light': { placement: 'ceiling', widthCm: 45, heightCm: 80, depthCm: 45, bottomCm: 180 },
  'floor-lamp': { placement: 'floor', widthCm: 45, heightCm: 160, depthCm: 45, bottomCm: 0 },
  rug: { placement: 'rug', widthCm: 200, heightCm: 290, depthCm: 1, bottomCm: 0 },
  'curtain-pair': { placement: 'window', widthCm: 260, heightCm: 250, depthCm: 12, bottomCm: 0 },
  'curtain-panel': { placement: 'window', widthCm: 140, heightCm: 250, depthCm: 12, bottomCm: 0 },
  'desk-lamp': { placement: 'floor', widthCm: 30, heightCm: 50, depthCm: 20, bottomCm: 75 },
  fridge: { placement: 'floor', widthCm: 70, heightCm: 180, depthCm: 65, bottomCm: 0 },
  workstation: { placement: 'floor', widthCm: 140, heightCm: 150, depthCm: 65, bottomCm: 0 },
  'wallpaper-roll': { placement: 'wall', widthCm: 53, heightCm: 100, depthCm: 1, bottomCm: 60 },
};

/** The drawable kinds of each category; the first is the category's usual look. */
export const CATEGORY_KINDS: Readonly<Record<string, readonly FurnitureKind[]>> = {
  Canapé: ['sofa-3', 'sofa-2'],
  Fauteuil: ['armchair'],
  Chaise: ['chair'],
  Table: ['side-table'],
  'Meuble TV': ['tv-stand'],
  Armoire: ['wardrobe'],
  Commode: ['dresser'],
  Bureau: ['desk'],
  Bibliothèque: ['bookcase'],
  Lit: ['bed'],
  'Table de chevet': ['nightstand'],
  Miroir: ['wall-mirror', 'floor-mirror'],
  Étagère: ['wall-shelf'],
  Buffet: ['sideboard'],
  Console: ['console'],
  Banc: ['bench'],
  Pouf: ['pouf'],
  'Table basse': ['coffee-table'],
  'Table à manger': ['dining-table'],
  'Accessoires Déco': ['floor-vase', 'potted-plant', 'wall-art'],
  Luminaires: ['pendant-light', 'floor-lamp'],
  Tapis: ['rug'],
  Rideaux: ['curtain-pair'],
  'Lampe de bureau': ['desk-lamp'],
  Rideau: ['curtain-panel'],
  Réfrigérateur: ['fridge'],
  'Station de travail': ['workstation'],
  'Papier peint': ['wallpaper-roll'],
};

export function geometryOfKind(kind: FurnitureKind): FurnitureGeometry {
  const d = DIMENSIONS[kind];
  const artHeight = d.placement === 'rug' ? d.heightCm * RUG_FORESHORTENING : d.heightCm;
  return { ...d, artAspect: d.widthCm / artHeight };
}

/** The kinds a category is drawn as; an unknown category (a partner's own) gets none. */
export function kindsOfCategory(category: string): readonly FurnitureKind[] {
  return ownValue(CATEGORY_KINDS, category) ?? [];
}

/**
 * The usual geometry of a category, for product photos that carry no design key.
 * An unknown category is treated as a mid-sized floor piece.
 */
export function categoryGeometry(category: string): FurnitureGeometry {
  const [kind] = kindsOfCategory(category);
  if (kind) return geometryOfKind(kind);
  return { placement: 'floor', widthCm: 80, heightCm: 80, depthCm: 50, bottomCm: 0, artAspect: 1 };
}
