import { LINKED_PRODUCTS_SUMMARY_NAMES } from '../../../../domain/constants';

/** 'Canapé Teranga, Lampe Sahel +3': up to 2 names, then a count (admin-back-office.md §9). */
export function linkedProductsSummary(names: readonly (string | undefined)[]): string {
  const known = names.map((n) => n?.trim()).filter((n): n is string => Boolean(n));
  if (known.length === 0) return 'Aucun produit';
  const shown = known.slice(0, LINKED_PRODUCTS_SUMMARY_NAMES).join(', ');
  const more = known.length - LINKED_PRODUCTS_SUMMARY_NAMES;
  return more > 0 ? `${shown} +${more}` : shown;
}
