import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_WITH_ICONS,
  categoryInfo,
  DEFAULT_CATEGORY_ICON,
  OTHER_CATEGORIES,
} from './categories.js';

describe('categories', () => {
  it('gives every known category its own description', () => {
    const known = [...CATEGORIES_WITH_ICONS.map((c) => c.name), ...OTHER_CATEGORIES];
    const descriptions = known.map((name) => categoryInfo(name).description);
    expect(new Set(descriptions).size).toBe(known.length);
    expect(descriptions).not.toContain('Autres meubles et équipements');
  });

  it('finds a category whatever its case or spaces, and gives an unknown one the default', () => {
    expect(categoryInfo('  table basse ').name).toBe('Table basse');
    expect(categoryInfo('Réfrigérateur').icon).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryInfo('Hamac')).toEqual({
      name: 'Hamac',
      icon: DEFAULT_CATEGORY_ICON,
      description: 'Autres meubles et équipements',
    });
  });
});
