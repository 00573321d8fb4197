import { describe, expect, it } from 'vitest';
import { STYLE_IDS } from '../../../domain/styles.js';
import {
  allDesigns,
  catalogArtUrl,
  DESIGN_CATEGORIES,
  designFileName,
  designGeometry,
  designKey,
  designKind,
  parseCatalogArtUrl,
  parseDesignFileName,
  parseDesignKey,
  productGeometry,
  VARIANTS_PER_DESIGN,
} from './design-key.js';
import {
  CATEGORY_KINDS,
  categoryGeometry,
  geometryOfKind,
  RUG_FORESHORTENING,
} from './furniture-geometry.js';

const CATEGORIES = DESIGN_CATEGORIES;

describe('design keys', () => {
  it('name every design with [a-z0-9-] only and read it back', () => {
    const designs = allDesigns();
    expect(designs).toHaveLength(CATEGORIES.length * STYLE_IDS.length * VARIANTS_PER_DESIGN);
    const keys = new Set<string>();
    for (const design of designs) {
      const key = designKey(design);
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*--[a-z0-9]+(-[a-z0-9]+)*--[1-9]$/);
      expect(parseDesignKey(key)).toEqual(design);
      keys.add(key);
    }
    expect(keys.size).toBe(designs.length);
  });

  it('spell accented categories and multi-word styles safely', () => {
    expect(designKey({ category: 'Table à manger', style: 'Mid-century Modern', variant: 2 })).toBe(
      'table-a-manger--mid-century-modern--2',
    );
    expect(designFileName({ category: 'Réfrigérateur', style: 'Art Deco', variant: 6 })).toBe(
      'refrigerateur--art-deco--6.png',
    );
  });

  it.each([
    '../etc/passwd',
    'canape--scandinavian--0',
    'canape--scandinavian--7',
    'canape--scandinavian--03',
    'canape--nordic--1',
    'sofa--scandinavian--1',
    'Canape--scandinavian--1',
    'canape---scandinavian--1',
    'canape--scandinavian--1--1',
    '',
  ])('reject %j', (key) => {
    expect(parseDesignKey(key)).toBeNull();
  });

  it('only accept .png file names and /catalog-images/ URLs', () => {
    const design = { category: 'Canapé', style: 'Scandinavian', variant: 3 };
    expect(parseDesignFileName('canape--scandinavian--3.png')).toEqual(design);
    expect(parseDesignFileName('canape--scandinavian--3.jpg')).toBeNull();
    expect(catalogArtUrl(design)).toBe('/catalog-images/canape--scandinavian--3.png');
    expect(parseCatalogArtUrl('/catalog-images/canape--scandinavian--3.png')).toEqual(design);
    expect(parseCatalogArtUrl('https://kerdeco.sn/catalog-images/canape--scandinavian--3.png?v=1')).toEqual(
      design,
    );
    expect(parseCatalogArtUrl('/uploads/canape--scandinavian--3.png')).toBeNull();
    expect(parseCatalogArtUrl('/catalog-images/../uploads/x.png')).toBeNull();
  });
});

describe('furniture geometry', () => {
  it('places and sizes every category, with art proportions that match the sizes', () => {
    expect(Object.keys(CATEGORY_KINDS).sort()).toEqual([...CATEGORIES].sort());
    for (const category of CATEGORIES) {
      const g = categoryGeometry(category);
      expect(g.widthCm).toBeGreaterThan(0);
      expect(g.heightCm).toBeGreaterThan(0);
      const expected =
        g.placement === 'rug' ? g.widthCm / (g.heightCm * RUG_FORESHORTENING) : g.widthCm / g.heightCm;
      expect(g.artAspect).toBeCloseTo(expected, 6);
    }
  });

  it('lets a variant choose between a pendant and a floor lamp', () => {
    const kinds = [1, 2].map((variant) => designKind({ category: 'Luminaires', style: 'Modern', variant }));
    expect(kinds).toEqual(['pendant-light', 'floor-lamp']);
    expect(geometryOfKind('pendant-light').placement).toBe('ceiling');
    expect(designGeometry({ category: 'Luminaires', style: 'Modern', variant: 2 }).placement).toBe('floor');
    expect(categoryGeometry('Rideaux').placement).toBe('window');
    expect(categoryGeometry('Tapis').placement).toBe('rug');
    expect(categoryGeometry('Papier peint').placement).toBe('wall');
    expect(categoryGeometry('Catégorie inconnue').placement).toBe('floor');
    expect(productGeometry('Luminaires', '/catalog-images/luminaires--glam--2.png').placement).toBe('floor');
    expect(productGeometry('Luminaires', '/catalog-images/luminaires--glam--1.png').placement).toBe(
      'ceiling',
    );
    expect(productGeometry('Luminaires', 'https://shop.example.com/lamp.jpg').placement).toBe('ceiling');
  });
});
