/**
 * The 20 interior styles. `id` is the value stored on products (admin-back-office.md §3);
 * `label` is the French name the landing page shows (public-flow.md §2).
 */

export interface StyleInfo {
  id: string;
  label: string;
  description: string;
  icon: string;
  keywords: readonly [string, string, string];
  /** Other spellings met in data and in the public spec. */
  aliases?: readonly string[];
}

export const STYLES: readonly StyleInfo[] = [
  {
    id: 'Modern',
    label: 'Moderne',
    description: 'Lignes nettes, couleurs neutres et matériaux actuels.',
    icon: '◻️',
    keywords: ['Épuré', 'Neutre', 'Fonctionnel'],
  },
  {
    id: 'Minimalist',
    label: 'Minimaliste',
    description: 'Le strict nécessaire, beaucoup d’espace et de lumière.',
    icon: '⚪',
    keywords: ['Sobre', 'Aéré', 'Essentiel'],
  },
  {
    id: 'Scandinavian',
    label: 'Scandinave',
    description: 'Bois clair, textiles doux et ambiance chaleureuse.',
    icon: '🌲',
    keywords: ['Bois clair', 'Cosy', 'Lumineux'],
  },
  {
    id: 'Industrial',
    label: 'Industriel',
    description: 'Métal noir, bois brut et esprit atelier.',
    icon: '🏭',
    keywords: ['Métal', 'Brut', 'Urbain'],
  },
  {
    id: 'Bohemian',
    label: 'Bohème',
    description: 'Motifs, fibres naturelles et plantes en abondance.',
    icon: '🌿',
    keywords: ['Coloré', 'Naturel', 'Libre'],
  },
  {
    id: 'Contemporary',
    label: 'Contemporain',
    description: 'Formes douces et tendances du moment.',
    icon: '🔷',
    keywords: ['Actuel', 'Élégant', 'Courbes'],
  },
  {
    id: 'Eclectic',
    label: 'Éclectique',
    description: 'Un mélange assumé d’époques et de couleurs.',
    icon: '🎨',
    keywords: ['Audacieux', 'Mélange', 'Personnel'],
  },
  {
    id: 'Shabby Chic',
    label: 'Shabby Chic',
    description: 'Meubles patinés, tons pastel et romantisme.',
    icon: '🌸',
    keywords: ['Patiné', 'Pastel', 'Romantique'],
  },
  {
    id: 'Mid-century Modern',
    label: 'Mid-Century',
    description: 'Pieds compas, bois de teck et formes des années 50.',
    icon: '🪑',
    keywords: ['Rétro', 'Teck', 'Graphique'],
    aliases: ['Mid-Century', 'Mid-century', 'Mid-Century Modern'],
  },
  {
    id: 'Art Deco',
    label: 'Art Déco',
    description: 'Géométrie, laiton et velours des années folles.',
    icon: '💎',
    keywords: ['Géométrique', 'Doré', 'Luxueux'],
    aliases: ['Art Déco'],
  },
  {
    id: 'Traditional',
    label: 'Traditionnel',
    description: 'Bois sombres, moulures et confort classique.',
    icon: '🏛️',
    keywords: ['Classique', 'Chaleureux', 'Symétrique'],
  },
  {
    id: 'Transitional',
    label: 'Transitionnel',
    description: 'Le pont entre classique et contemporain.',
    icon: '⚖️',
    keywords: ['Équilibré', 'Intemporel', 'Doux'],
  },
  {
    id: 'Coastal',
    label: 'Côtier',
    description: 'Blanc, bleu océan et matières naturelles.',
    icon: '🌊',
    keywords: ['Marin', 'Frais', 'Lumineux'],
  },
  {
    id: 'Rustic',
    label: 'Rustique',
    description: 'Bois massif, pierre et charme campagnard.',
    icon: '🪵',
    keywords: ['Authentique', 'Massif', 'Chaleureux'],
  },
  {
    id: 'French Country',
    label: 'French Country',
    description: 'L’élégance de la campagne française.',
    icon: '🌾',
    keywords: ['Provençal', 'Lin', 'Charme'],
  },
  {
    id: 'Modern Farmhouse',
    label: 'Modern Farmhouse',
    description: 'La ferme revisitée : blanc, bois et noir.',
    icon: '🏡',
    keywords: ['Ferme', 'Contraste', 'Convivial'],
  },
  {
    id: 'Hollywood Regency',
    label: 'Hollywood Regency',
    description: 'Glamour, couleurs franches et dorures.',
    icon: '🎬',
    keywords: ['Glamour', 'Audacieux', 'Brillant'],
  },
  {
    id: 'Glam',
    label: 'Glam',
    description: 'Velours, miroirs et touches métalliques.',
    icon: '✨',
    keywords: ['Velours', 'Miroir', 'Éclat'],
  },
  {
    id: 'Asian Zen',
    label: 'Asian Zen',
    description: 'Calme, bois naturel et lignes basses.',
    icon: '🎋',
    keywords: ['Serein', 'Naturel', 'Bas'],
  },
  {
    id: 'Vintage',
    label: 'Vintage',
    description: 'Objets chinés et pièces d’un autre temps.',
    icon: '📻',
    keywords: ['Chiné', 'Nostalgique', 'Unique'],
  },
];

export const STYLE_IDS = STYLES.map((s) => s.id);

/** Order of the landing page's carousels (public-flow.md §2). */
export const LANDING_STYLE_LABELS = [
  'Moderne',
  'Contemporain',
  'Scandinave',
  'Minimaliste',
  'Mid-Century',
  'Bohème',
  'Industriel',
  'Rustique',
  'Côtier',
  'Glam',
  'Éclectique',
  'Shabby Chic',
  'French Country',
  'Vintage',
  'Hollywood Regency',
  'Traditionnel',
  'Transitionnel',
  'Modern Farmhouse',
  'Art Déco',
  'Asian Zen',
] as const;

/** Fallback when GET /api/styles fails (public-flow.md §7). */
export const FALLBACK_STYLES = ['Modern', 'Minimalist', 'Contemporary', 'Scandinavian', 'Bohemian'].map(
  (style) => ({ style, count: 0 }),
);

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const index = new Map<string, StyleInfo>();
for (const s of STYLES) {
  for (const name of [s.id, s.label, ...(s.aliases ?? [])]) index.set(normalise(name), s);
}

export function findStyle(name: string | null | undefined): StyleInfo | undefined {
  return name ? index.get(normalise(name)) : undefined;
}

/** The generic label of a style the app has no French name for (public-flow.md §3). */
export const UNKNOWN_STYLE_LABEL = 'Style personnalisé';

export function styleLabel(name: string): string {
  return findStyle(name)?.label ?? UNKNOWN_STYLE_LABEL;
}

/** The spec's style match: case-insensitive equality (aliases of one style match each other). */
export function sameStyle(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  if (a.toLowerCase() === b.toLowerCase()) return true;
  const sa = findStyle(a);
  return sa !== undefined && sa === findStyle(b);
}

/** A style id as a file name: 'Mid-century Modern' → 'mid-century-modern', 'Art Deco' → 'art-deco'. */
export function styleSlug(styleId: string): string {
  return styleId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
