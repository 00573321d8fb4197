const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');

/**
 * The categories the dropdown lists: those not chosen yet whose name contains the search,
 * case-insensitively (public-flow.md §5) and, since phone keyboards make accents slow to type,
 * ignoring accents ('canape' finds 'Canapé').
 */
export function searchCategories(
  all: readonly string[],
  chosen: readonly string[],
  search: string,
): string[] {
  const wanted = fold(search.trim());
  const taken = new Set(chosen);
  return all.filter((name) => !taken.has(name) && fold(name).includes(wanted));
}
