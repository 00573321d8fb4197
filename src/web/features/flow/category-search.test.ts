import { describe, expect, it } from 'vitest';
import { searchCategories } from './category-search';

const ALL = ['Canapé', 'Table basse', 'Table à manger', 'Tapis', 'Étagère'];

describe('searchCategories', () => {
  it('lists every category not chosen yet for an empty search', () => {
    expect(searchCategories(ALL, ['Tapis'], '')).toEqual([
      'Canapé',
      'Table basse',
      'Table à manger',
      'Étagère',
    ]);
  });

  it('matches a substring of the name whatever the case and accents', () => {
    expect(searchCategories(ALL, [], 'TABLE')).toEqual(['Table basse', 'Table à manger']);
    expect(searchCategories(ALL, [], 'canape')).toEqual(['Canapé']);
    expect(searchCategories(ALL, [], 'etag')).toEqual(['Étagère']);
    expect(searchCategories(ALL, [], ' à man ')).toEqual(['Table à manger']);
  });

  it('hides chosen categories and finds nothing for an unknown name', () => {
    expect(searchCategories(ALL, ['Table basse'], 'table')).toEqual(['Table à manger']);
    expect(searchCategories(ALL, [], 'frigo')).toEqual([]);
  });
});
