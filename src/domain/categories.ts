/** Furniture categories (public-flow.md §3): the 23 with icons, then other names that occur. */

export interface CategoryInfo {
  name: string;
  icon: string;
  description: string;
}

export const CATEGORIES_WITH_ICONS: readonly CategoryInfo[] = [
  { name: 'Canapé', icon: '🛋️', description: 'Sofas droits ou d’angle pour le salon' },
  { name: 'Fauteuil', icon: '🪑', description: 'Fauteuils d’appoint et de lecture' },
  { name: 'Chaise', icon: '🪑', description: 'Chaises de salle à manger et d’appoint' },
  { name: 'Table', icon: '🪵', description: 'Tables polyvalentes' },
  { name: 'Meuble TV', icon: '📺', description: 'Meubles bas pour télévision et rangement' },
  { name: 'Armoire', icon: '🚪', description: 'Armoires et penderies' },
  { name: 'Commode', icon: '🗄️', description: 'Commodes à tiroirs' },
  { name: 'Bureau', icon: '💼', description: 'Bureaux pour travailler à la maison' },
  { name: 'Bibliothèque', icon: '📚', description: 'Bibliothèques et rangements à livres' },
  { name: 'Lit', icon: '🛏️', description: 'Lits et têtes de lit' },
  { name: 'Table de chevet', icon: '🛏️', description: 'Chevets et petites tables de nuit' },
  { name: 'Miroir', icon: '🪞', description: 'Miroirs muraux et sur pied' },
  { name: 'Étagère', icon: '📐', description: 'Étagères murales et sur pied' },
  { name: 'Buffet', icon: '🍽️', description: 'Buffets et enfilades' },
  { name: 'Console', icon: '🪵', description: 'Consoles d’entrée et de couloir' },
  { name: 'Banc', icon: '🪑', description: 'Bancs d’entrée, de table ou de bout de lit' },
  { name: 'Pouf', icon: '🟤', description: 'Poufs et repose-pieds' },
  { name: 'Table basse', icon: '☕', description: 'Tables basses de salon' },
  { name: 'Table à manger', icon: '🍴', description: 'Tables de salle à manger' },
  { name: 'Accessoires Déco', icon: '🏺', description: 'Vases, cadres, plantes et objets décoratifs' },
  { name: 'Luminaires', icon: '💡', description: 'Suspensions, lampadaires et lampes' },
  { name: 'Tapis', icon: '🟫', description: 'Tapis de salon et de chambre' },
  { name: 'Rideaux', icon: '🪟', description: 'Rideaux et voilages' },
];

/** Other category names that occur in partners' catalogues; they get the default icon. */
export const OTHER_CATEGORIES: readonly string[] = [
  'Lampe de bureau',
  'Réfrigérateur',
  'Station de travail',
  'Papier peint',
];

export const DEFAULT_CATEGORY_ICON = '📦';

/**
 * Names partners use for a category the catalogue already has: one category, listed once. A
 * product saved or imported under an alias is stored under the category's name, and a visitor's
 * choice of the alias (a flow saved before) finds that category's products.
 */
const CATEGORY_ALIASES: ReadonlyMap<string, string> = new Map([['rideau', 'Rideaux']]);

/** The category's own name for a name that may be an alias; any other name as it is, trimmed. */
export function canonicalCategory(name: string): string {
  const trimmed = name.trim();
  // A Map, not an object: a visitor's « __proto__ » must read as a name, not as Object.prototype.
  return CATEGORY_ALIASES.get(trimmed.toLocaleLowerCase('fr')) ?? trimmed;
}

/** What each of the other known categories holds: every category the catalogue lists says so. */
const OTHER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Lampe de bureau': 'Lampes de bureau et de lecture',
  Réfrigérateur: 'Réfrigérateurs et combinés',
  'Station de travail': 'Bureaux avec rangements et étagères',
  'Papier peint': 'Papiers peints et revêtements muraux',
};

const byName = new Map(
  [
    ...CATEGORIES_WITH_ICONS,
    ...OTHER_CATEGORIES.map((name) => ({
      name,
      icon: DEFAULT_CATEGORY_ICON,
      description: OTHER_DESCRIPTIONS[name] ?? 'Autres meubles et équipements',
    })),
  ].map((c) => [c.name.toLocaleLowerCase('fr'), c]),
);

export function categoryInfo(name: string): CategoryInfo {
  return (
    byName.get(name.trim().toLocaleLowerCase('fr')) ?? {
      name,
      icon: DEFAULT_CATEGORY_ICON,
      description: 'Autres meubles et équipements',
    }
  );
}

export function categoryIcon(name: string): string {
  return categoryInfo(name).icon;
}

/** Known categories first in the spec's order, then the others alphabetically. */
export function sortCategories(names: Iterable<string>): string[] {
  const order = new Map(CATEGORIES_WITH_ICONS.map((c, i) => [c.name, i]));
  return [...new Set(names)].sort((a, b) => {
    const ia = order.get(a) ?? Number.MAX_SAFE_INTEGER;
    const ib = order.get(b) ?? Number.MAX_SAFE_INTEGER;
    return ia - ib || a.localeCompare(b, 'fr');
  });
}
