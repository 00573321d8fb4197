import type { ScenePlacement } from '../../../../domain/scene.js';
import { drawnPercent } from '../../../../domain/scene-edit.js';
import type { LayoutPiece, LayoutRole } from '../../../../domain/scene-layout.js';
import {
  designKind,
  type FurnitureGeometry,
  type FurnitureKind,
  kindsOfCategory,
  parseCatalogArtUrl,
} from '../../catalog/service.js';

/** How a kind of furniture takes part in a room's arrangement. */
const ROLE_OF_KIND: Record<FurnitureKind, LayoutRole> = {
  'sofa-3': 'sofa',
  'sofa-2': 'sofa',
  armchair: 'armchair',
  chair: 'chair',
  'side-table': 'accent',
  'tv-stand': 'tv-unit',
  wardrobe: 'storage',
  dresser: 'storage',
  desk: 'desk',
  bookcase: 'storage',
  bed: 'bed',
  nightstand: 'nightstand',
  'wall-mirror': 'wall-decor',
  'floor-mirror': 'storage',
  'wall-shelf': 'wall-decor',
  sideboard: 'storage',
  console: 'storage',
  bench: 'chair',
  pouf: 'chair',
  'coffee-table': 'coffee-table',
  'dining-table': 'dining-table',
  'floor-vase': 'accent',
  'potted-plant': 'accent',
  'wall-art': 'wall-decor',
  'pendant-light': 'pendant',
  'floor-lamp': 'floor-lamp',
  rug: 'rug',
  'curtain-pair': 'curtain',
  'curtain-panel': 'curtain',
  'desk-lamp': 'table-lamp',
  fridge: 'storage',
  workstation: 'desk',
  'wallpaper-roll': 'wall-decor',
};

export function layoutPieceOf(
  key: string,
  name: string,
  kind: FurnitureKind | null,
  geometry: FurnitureGeometry,
): LayoutPiece {
  const role: LayoutRole = kind
    ? ROLE_OF_KIND[kind]
    : geometry.placement === 'rug'
      ? 'rug'
      : geometry.placement === 'wall'
        ? 'wall-decor'
        : geometry.placement === 'ceiling'
          ? 'pendant'
          : geometry.placement === 'window'
            ? 'curtain'
            : 'accent';
  // A rug's geometry gives its length on the floor as its height.
  const flat = role === 'rug';
  return {
    key,
    name,
    role,
    widthM: geometry.widthCm / 100,
    depthM: (flat ? geometry.heightCm : geometry.depthCm) / 100,
    heightM: flat ? 0.012 : geometry.heightCm / 100,
    elevationM: geometry.bottomCm / 100,
  };
}

/**
 * How large a catalogue product is drawn against its real size (`drawnPercent`), for the visitor
 * to be told; undefined at its size, and for the visitor's own furniture, whose size is only its
 * category's usual one.
 */
export function drawnPercentOf(
  item: {
    key: string;
    name: string;
    kind: FurnitureKind | null;
    geometry: FurnitureGeometry;
    ownItem: boolean;
  },
  placement: Pick<ScenePlacement, 'widthM' | 'depthM'>,
): number | undefined {
  if (item.ownItem) return undefined;
  return drawnPercent(placement, layoutPieceOf(item.key, item.name, item.kind, item.geometry)) ?? undefined;
}

/** The kind a product is drawn as: its demo design's, else its category's usual one. */
export function productKind(category: string, imageUrl: string | null | undefined): FurnitureKind | null {
  const design = imageUrl ? parseCatalogArtUrl(imageUrl) : null;
  if (design) return designKind(design);
  return kindsOfCategory(category)[0] ?? null;
}

/** A piece's key in the scene: the catalogue product's id, the visitor's own item's id, else its place in the list. */
export function productPieceKey(product: { id?: number | null }, index: number): string {
  return product.id ? `product:${product.id}` : `product-${index}`;
}

export function ownPieceKey(item: { id?: number | null }, index: number): string {
  return item.id ? `own:${item.id}` : `own-${index}`;
}

export function ownPieceName(category: string, index: number): string {
  return `Mon meuble ${index + 1} (${category})`;
}
