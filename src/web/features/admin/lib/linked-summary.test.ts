import { expect, it } from 'vitest';
import { linkedProductsSummary } from './linked-summary';

it('shows up to two names, then how many more', () => {
  expect(linkedProductsSummary([])).toBe('Aucun produit');
  expect(linkedProductsSummary(['Canapé'])).toBe('Canapé');
  expect(linkedProductsSummary(['Canapé', 'Lampe'])).toBe('Canapé, Lampe');
  expect(linkedProductsSummary(['Canapé', undefined, 'Lampe', 'Tapis', ' '])).toBe('Canapé, Lampe +1');
  expect(linkedProductsSummary(['a', 'b', 'c', 'd', 'e'])).toBe('a, b +3');
});
