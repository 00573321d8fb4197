import { CATEGORIES_WITH_ICONS, OTHER_CATEGORIES } from '../../../domain/categories.js';
import { STYLE_IDS } from '../../../domain/styles.js';
import {
  categoryGeometry,
  type FurnitureGeometry,
  type FurnitureKind,
  geometryOfKind,
  kindsOfCategory,
} from './furniture-geometry.js';

/**
 * A demo-catalogue picture is fully described by its category, style and variant, so
 * the picture never needs to be stored before someone asks for it. The key is
 * `<category-slug>--<style-slug>--<variant>` (e.g. `canape--scandinavian--3`): slugs use
 * [a-z0-9] and single hyphens, so the double hyphen separates the parts unambiguously.
 */
export interface ArtDesign {
  category: string;
  /** A style id of STYLE_IDS. */
  style: string;
  /** 1..VARIANTS_PER_DESIGN */
  variant: number;
}

export const VARIANTS_PER_DESIGN = 6;

export const CATALOG_IMAGES_PATH = '/catalog-images/';

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Categories with demo designs, in the order the demo catalogue was first seeded in (it fixes every
 * demo product's name and price). 'Rideau', now an alias of 'Rideaux', keeps its single-curtain
 * designs: their products are 'Rideaux' products.
 */
export const DESIGN_CATEGORIES: readonly string[] = [
  ...CATEGORIES_WITH_ICONS.map((c) => c.name),
  'Lampe de bureau',
  'Rideau',
  ...OTHER_CATEGORIES.filter((c) => c !== 'Lampe de bureau'),
];
const ART_CATEGORIES = DESIGN_CATEGORIES;
const categoryBySlug = new Map(ART_CATEGORIES.map((name) => [slugify(name), name]));
const styleBySlug = new Map(STYLE_IDS.map((id) => [slugify(id), id]));

export function designKey({ category, style, variant }: ArtDesign): string {
  return `${slugify(category)}--${slugify(style)}--${variant}`;
}

const KEY_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)--([a-z0-9]+(?:-[a-z0-9]+)*)--([1-9][0-9]?)$/;

/** The design a key names, or null when any part is unknown: only real designs are ever rendered. */
export function parseDesignKey(key: string): ArtDesign | null {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const category = categoryBySlug.get(m[1] as string);
  const style = styleBySlug.get(m[2] as string);
  const variant = Number(m[3]);
  if (!category || !style || variant > VARIANTS_PER_DESIGN) return null;
  return { category, style, variant };
}

export function designFileName(design: ArtDesign): string {
  return `${designKey(design)}.png`;
}

export function parseDesignFileName(file: string): ArtDesign | null {
  return file.endsWith('.png') ? parseDesignKey(file.slice(0, -'.png'.length)) : null;
}

export function catalogArtUrl(design: ArtDesign): string {
  return `${CATALOG_IMAGES_PATH}${designFileName(design)}`;
}

/** The design behind a product's imageUrl (relative or absolute URL), or null for any other picture. */
export function parseCatalogArtUrl(imageUrl: string): ArtDesign | null {
  let pathname: string;
  try {
    pathname = new URL(imageUrl, 'http://localhost').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(CATALOG_IMAGES_PATH)) return null;
  return parseDesignFileName(pathname.slice(CATALOG_IMAGES_PATH.length));
}

/** Variants cycle through the category's kinds, so a 'Luminaires' alternates pendant and floor lamp. */
export function designKind(design: ArtDesign): FurnitureKind {
  const kinds = kindsOfCategory(design.category);
  const kind = kinds[(design.variant - 1) % kinds.length];
  if (!kind) throw new Error(`No art for category ${design.category}`);
  return kind;
}

export function designGeometry(design: ArtDesign): FurnitureGeometry {
  return geometryOfKind(designKind(design));
}

/** Every design there is (categories × styles × variants). */
export function allDesigns(): ArtDesign[] {
  return ART_CATEGORIES.flatMap((category) =>
    STYLE_IDS.flatMap((style) =>
      Array.from({ length: VARIANTS_PER_DESIGN }, (_, i) => ({ category, style, variant: i + 1 })),
    ),
  );
}

/** A product's own size in cm, where its administrator gave it. */
export interface ProductSize {
  widthCm?: number | null;
  depthCm?: number | null;
  heightCm?: number | null;
}

/**
 * Where a product goes in a room and its real size: the size its administrator gave, else its
 * demo-catalogue design's (a 'Luminaires' may be a pendant or a floor lamp), else the category's
 * usual one. A rug's depth is its length, which its geometry keeps as `heightCm`.
 */
export function productGeometry(
  category: string,
  imageUrl: string | null | undefined,
  size: ProductSize = {},
): FurnitureGeometry {
  const design = imageUrl ? parseCatalogArtUrl(imageUrl) : null;
  const usual = design ? designGeometry(design) : categoryGeometry(category);
  const widthCm = size.widthCm ?? usual.widthCm;
  if (usual.placement === 'rug') return { ...usual, widthCm, heightCm: size.depthCm ?? usual.heightCm };
  return {
    ...usual,
    widthCm,
    depthCm: size.depthCm ?? usual.depthCm,
    heightCm: size.heightCm ?? usual.heightCm,
  };
}
