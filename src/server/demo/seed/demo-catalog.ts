import { CATEGORIES_WITH_ICONS, canonicalCategory } from '../../../domain/categories.js';
import { COUNTRIES, type Country } from '../../../domain/constants.js';
import { parsePriceFcfa } from '../../../domain/money.js';
import { STYLE_IDS } from '../../../domain/styles.js';
import {
  type ArtDesign,
  catalogArtUrl,
  DESIGN_CATEGORIES,
  designKind,
  type FurnitureKind,
  slugify,
  VARIANTS_PER_DESIGN,
} from '../../modules/catalog/service.js';
import { pickOne, type Random, seededRandom } from '../seeded-random.js';

/**
 * The demo catalogue, generated rather than typed: partner stores in Dakar (clearly
 * marked as demo) and a few hundred products over every category and style, with
 * Dakar prices written the way partners type them. The same seed gives the same
 * catalogue on every machine, so seed keys and names stay stable between runs.
 */

export interface DemoStore {
  name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  country: Country;
  isDemo: true;
}

export interface DemoProduct {
  seedKey: string;
  name: string;
  category: string;
  price: string;
  priceFcfa: number;
  imageUrl: string;
  productUrl: null;
  store: string;
  country: Country;
  interiorStyle: string;
  isActive: true;
  design: ArtDesign;
}

interface StoreProfile {
  name: string;
  slug: string;
  address: string;
  /** Categories and styles the store is known for: it gets most of those products. */
  categories: readonly string[];
  styles: readonly string[];
}

const STORE_PROFILES: readonly StoreProfile[] = [
  {
    name: 'Démo · Maison Teranga',
    slug: 'maison-teranga',
    address: '14 rue Carnot, Plateau, Dakar',
    categories: ['Canapé', 'Fauteuil', 'Table basse', 'Meuble TV'],
    styles: ['Modern', 'Contemporary', 'Transitional'],
  },
  {
    name: 'Démo · Atelier Baobab',
    slug: 'atelier-baobab',
    address: 'Route des Almadies, Almadies, Dakar',
    categories: ['Table à manger', 'Chaise', 'Buffet', 'Banc'],
    styles: ['Scandinavian', 'Mid-century Modern', 'Minimalist', 'Asian Zen'],
  },
  {
    name: 'Démo · Rotin & Pagne Ouakam',
    slug: 'rotin-pagne-ouakam',
    address: 'Route de Ouakam, Ouakam, Dakar',
    categories: ['Pouf', 'Tapis', 'Accessoires Déco', 'Rideaux', 'Rideau'],
    styles: ['Bohemian', 'Coastal', 'Eclectic', 'Rustic'],
  },
  {
    name: 'Démo · Salon Doré Mermoz',
    slug: 'salon-dore-mermoz',
    address: 'Avenue Cheikh Anta Diop, Mermoz, Dakar',
    categories: ['Miroir', 'Console', 'Lit'],
    styles: ['Glam', 'Hollywood Regency', 'Art Deco', 'Traditional'],
  },
  {
    name: 'Démo · Lumières de Sacré-Cœur',
    slug: 'lumieres-sacre-coeur',
    address: 'VDN, Sacré-Cœur 3, Dakar',
    categories: ['Luminaires', 'Lampe de bureau', 'Papier peint'],
    styles: ['Industrial', 'Vintage'],
  },
  {
    name: 'Démo · Bureau & Rangement Point E',
    slug: 'bureau-rangement-point-e',
    address: 'Rue de Fatick, Point E, Dakar',
    categories: ['Bureau', 'Station de travail', 'Bibliothèque', 'Étagère', 'Armoire', 'Commode'],
    styles: ['Modern Farmhouse', 'French Country', 'Shabby Chic'],
  },
  {
    name: 'Démo · Comptoir de Yoff',
    slug: 'comptoir-de-yoff',
    address: 'Route de l’Aéroport, Yoff, Dakar',
    categories: ['Réfrigérateur', 'Table', 'Table de chevet'],
    styles: [],
  },
];

export function demoStores(): DemoStore[] {
  return STORE_PROFILES.map((s, i) => ({
    name: s.name,
    city: 'Dakar',
    address: s.address,
    // The 000 block of the 77 mobile range is not handed out: no real shop gets called.
    phone: `+221 77 000 00 ${String(i + 11).padStart(2, '0')}`,
    email: `${s.slug}@example.com`,
    country: 'Senegal',
    isDemo: true,
  }));
}

/** Dakar retail prices in FCFA (low, high) for each kind of piece. */
const PRICE_RANGES: Readonly<Record<FurnitureKind, readonly [number, number]>> = {
  'sofa-3': [350_000, 1_500_000],
  'sofa-2': [180_000, 900_000],
  armchair: [90_000, 600_000],
  chair: [15_000, 120_000],
  'side-table': [45_000, 250_000],
  'tv-stand': [60_000, 450_000],
  wardrobe: [150_000, 900_000],
  dresser: [90_000, 500_000],
  desk: [60_000, 400_000],
  bookcase: [50_000, 350_000],
  bed: [150_000, 1_200_000],
  nightstand: [20_000, 150_000],
  'wall-mirror': [15_000, 180_000],
  'floor-mirror': [35_000, 250_000],
  'wall-shelf': [10_000, 80_000],
  sideboard: [150_000, 850_000],
  console: [45_000, 300_000],
  bench: [35_000, 220_000],
  pouf: [12_000, 90_000],
  'coffee-table': [35_000, 350_000],
  'dining-table': [120_000, 1_100_000],
  'floor-vase': [5_000, 60_000],
  'potted-plant': [8_000, 60_000],
  'wall-art': [10_000, 60_000],
  'pendant-light': [15_000, 200_000],
  'floor-lamp': [25_000, 250_000],
  rug: [25_000, 450_000],
  'curtain-pair': [20_000, 180_000],
  'curtain-panel': [10_000, 90_000],
  'desk-lamp': [8_000, 75_000],
  fridge: [250_000, 1_200_000],
  workstation: [150_000, 700_000],
  'wallpaper-roll': [8_000, 45_000],
};

const KIND_NAMES: Readonly<Record<FurnitureKind, string>> = {
  'sofa-3': 'Canapé 3 places',
  'sofa-2': 'Canapé 2 places',
  armchair: 'Fauteuil',
  chair: 'Chaise',
  'side-table': 'Table',
  'tv-stand': 'Meuble TV',
  wardrobe: 'Armoire',
  dresser: 'Commode',
  desk: 'Bureau',
  bookcase: 'Bibliothèque',
  bed: 'Lit double 160',
  nightstand: 'Table de chevet',
  'wall-mirror': 'Miroir mural',
  'floor-mirror': 'Miroir sur pied',
  'wall-shelf': 'Étagère murale',
  sideboard: 'Buffet',
  console: 'Console',
  bench: 'Banc',
  pouf: 'Pouf',
  'coffee-table': 'Table basse',
  'dining-table': 'Table à manger 6 places',
  'floor-vase': 'Vase',
  'potted-plant': 'Plante en pot',
  'wall-art': 'Tableau',
  'pendant-light': 'Suspension',
  'floor-lamp': 'Lampadaire',
  rug: 'Tapis 200 × 290',
  'curtain-pair': 'Paire de rideaux',
  'curtain-panel': 'Rideau',
  'desk-lamp': 'Lampe de bureau',
  fridge: 'Réfrigérateur combiné',
  workstation: 'Station de travail',
  'wallpaper-roll': 'Papier peint',
};

/** Words a partner would put after the piece's name for each style. */
const STYLE_WORDS: Readonly<Record<string, readonly string[]>> = {
  Modern: ['Moderne', 'Urbain', 'Ligne'],
  Minimalist: ['Épuré', 'Essentiel', 'Blanc'],
  Scandinavian: ['Scandinave', 'Chêne clair', 'Nordique'],
  Industrial: ['Industriel', 'Métal noir', 'Atelier'],
  Bohemian: ['Bohème', 'Rotin', 'Tissé main'],
  Contemporary: ['Contemporain', 'Bouclette', 'Courbe'],
  Eclectic: ['Éclectique', 'Couleurs', 'Mix'],
  'Shabby Chic': ['Shabby', 'Patiné', 'Romance'],
  'Mid-century Modern': ['Mid-Century', 'Teck', 'Années 50'],
  'Art Deco': ['Art Déco', 'Laiton', 'Gatsby'],
  Traditional: ['Classique', 'Acajou', 'Héritage'],
  Transitional: ['Intemporel', 'Lin', 'Équilibre'],
  Coastal: ['Côtier', 'Bord de mer', 'Océan'],
  Rustic: ['Rustique', 'Bois massif', 'Campagne'],
  'French Country': ['Provençal', 'Campagne chic', 'Lavande'],
  'Modern Farmhouse': ['Farmhouse', 'Ferme', 'Grange'],
  'Hollywood Regency': ['Regency', 'Hollywood', 'Prestige'],
  Glam: ['Velours', 'Glam', 'Doré'],
  'Asian Zen': ['Zen', 'Bambou', 'Wabi'],
  Vintage: ['Vintage', 'Rétro', 'Chiné'],
};

const PLACES = [
  'Dakar',
  'Teranga',
  'Saloum',
  'Casamance',
  'Gorée',
  'Ngor',
  'Almadies',
  'Sine',
  'Lompoul',
  'Joal',
  'Saly',
  'Yoff',
  'Fadiouth',
  'Kédougou',
  'Podor',
  'Baobab',
  'Sahel',
  'Lac Rose',
  'Popenguine',
  'Toubab Dialaw',
] as const;

/** Styles whose pieces sell at the top of the range, and those at the bottom. */
const UPSCALE = new Set(['Glam', 'Hollywood Regency', 'Art Deco', 'Traditional', 'Contemporary']);
const BUDGET = new Set(['Minimalist', 'Rustic', 'Bohemian', 'Modern Farmhouse', 'Vintage']);

/** Where imported pieces come from, by kind; most of the catalogue is made or sold in Senegal. */
const IMPORT_ORIGINS: Partial<Record<FurnitureKind, readonly Country[]>> = {
  rug: ['Maroc', 'Turquie'],
  'pendant-light': ['Italie', 'Espagne', 'Chine'],
  'floor-lamp': ['Italie', 'Espagne', 'Chine'],
  'desk-lamp': ['Chine', 'Allemagne'],
  fridge: ['Chine', 'Turquie', 'Allemagne'],
  'sofa-3': ['Italie', 'Turquie'],
  'sofa-2': ['Italie', 'Turquie'],
  'wallpaper-roll': ['France', 'Espagne'],
};

/**
 * How many products each category gets per style: the categories visitors pick most
 * get two, so a budget can usually be met; the less common names appear in some styles.
 */
const PER_STYLE: Readonly<Record<string, number>> = {
  Canapé: 2,
  Fauteuil: 2,
  Chaise: 2,
  'Table basse': 2,
  Tapis: 2,
  Luminaires: 2,
  'Accessoires Déco': 2,
  Lit: 2,
};
const OCCASIONAL_EVERY = 3;

/** Rounds like a shop would: to 500 FCFA under 100 000, to 5 000 above. */
function shopRound(amount: number): number {
  const step = amount < 100_000 ? 500 : 5_000;
  return Math.max(step, Math.round(amount / step) * step);
}

/** The three ways partners type a price: '125000 FCFA', '125 000 FCFA', '125.000 F CFA'. */
function priceText(amount: number, form: number): string {
  const grouped = (sep: string) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (form === 0) return `${amount} FCFA`;
  if (form === 1) return `${grouped(' ')} FCFA`;
  return `${grouped('.')} F CFA`;
}

function pickPrice(random: Random, kind: FurnitureKind, style: string): number {
  const [low, high] = PRICE_RANGES[kind];
  const skew = UPSCALE.has(style) ? 0.6 : BUDGET.has(style) ? 1.8 : 1.15;
  return shopRound(low + (high - low) * random() ** skew);
}

function pickStore(random: Random, category: string, style: string): string {
  const specialists = STORE_PROFILES.filter(
    (s) => s.categories.includes(category) || s.styles.includes(style),
  );
  const pool = specialists.length > 0 && random() < 0.75 ? specialists : STORE_PROFILES;
  return pickOne(random, pool).name;
}

function pickCountry(random: Random, kind: FurnitureKind): Country {
  const origins = IMPORT_ORIGINS[kind];
  if (origins && random() < 0.45) return pickOne(random, origins);
  if (random() < 0.12) return pickOne(random, COUNTRIES.slice(1));
  return 'Senegal';
}

export function demoProducts(): DemoProduct[] {
  const random = seededRandom('ker-deco demo catalogue v1');
  const categories = DESIGN_CATEGORIES;
  const usedNames = new Set<string>();
  const products: DemoProduct[] = [];
  let priceForm = 0;
  STYLE_IDS.forEach((style, styleIndex) => {
    categories.forEach((category, categoryIndex) => {
      const common = CATEGORIES_WITH_ICONS.some((c) => c.name === category);
      const count = common
        ? (PER_STYLE[category] ?? 1)
        : (styleIndex + categoryIndex) % OCCASIONAL_EVERY === 0
          ? 1
          : 0;
      for (let slot = 0; slot < count; slot++) {
        // Neighbouring slots take neighbouring variants: a category with several kinds
        // (pendant and floor lamp, vase and plant) shows both within one style.
        const variant = ((styleIndex + categoryIndex + slot) % VARIANTS_PER_DESIGN) + 1;
        const design: ArtDesign = { category, style, variant };
        const kind = designKind(design);
        const words = STYLE_WORDS[style] ?? [style];
        let name = '';
        for (let attempt = 0; attempt < 50 && (!name || usedNames.has(name)); attempt++) {
          name = `${KIND_NAMES[kind]} ${pickOne(random, words)} ${pickOne(random, PLACES)}`;
        }
        usedNames.add(name);
        const amount = pickPrice(random, kind, style);
        const price = priceText(amount, priceForm++ % 3);
        products.push({
          seedKey: `demo-${slugify(category)}-${slugify(style)}-${slot + 1}`,
          name,
          // A design of an alias ('Rideau': a single curtain) is a product of the category itself.
          category: canonicalCategory(category),
          price,
          priceFcfa: parsePriceFcfa(price),
          imageUrl: catalogArtUrl(design),
          productUrl: null,
          store: pickStore(random, category, style),
          country: pickCountry(random, kind),
          interiorStyle: style,
          isActive: true,
          design,
        });
      }
    });
  });
  return products;
}
