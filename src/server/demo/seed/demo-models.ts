import type { FurnitureKind } from '../../modules/catalog/service.js';
import type { FurnitureModelKind } from '../models/furniture-models.js';

/** A 3D model of the demo catalogue and the demo product (category, style, kind) it belongs to. */
export interface DemoModel {
  model: FurnitureModelKind;
  category: string;
  style: string;
  kind: FurnitureKind;
  supportedStyles: readonly string[];
  description: string;
}

const NOTE =
  'Modèle 3D de démonstration aux dimensions réelles, à placer dans votre pièce en réalité augmentée.';

export const DEMO_MODELS: readonly DemoModel[] = [
  {
    model: 'sofa',
    category: 'Canapé',
    style: 'Scandinavian',
    kind: 'sofa-3',
    supportedStyles: ['Scandinavian', 'Minimalist', 'Modern'],
    description: `Canapé 3 places, 220 × 92 × 85 cm. ${NOTE}`,
  },
  {
    model: 'coffee-table',
    category: 'Table basse',
    style: 'Mid-century Modern',
    kind: 'coffee-table',
    supportedStyles: ['Mid-century Modern', 'Scandinavian', 'Modern'],
    description: `Table basse avec tablette, 110 × 60 × 42 cm. ${NOTE}`,
  },
  {
    model: 'chair',
    category: 'Chaise',
    style: 'Industrial',
    kind: 'chair',
    supportedStyles: ['Industrial', 'Modern Farmhouse', 'Rustic'],
    description: `Chaise de salle à manger, 48 × 52 × 88 cm. ${NOTE}`,
  },
  {
    model: 'floor-lamp',
    category: 'Luminaires',
    style: 'Modern',
    kind: 'floor-lamp',
    supportedStyles: ['Modern', 'Contemporary', 'Minimalist'],
    description: `Lampadaire à abat-jour, 45 × 160 cm. ${NOTE}`,
  },
  {
    model: 'bookcase',
    category: 'Bibliothèque',
    style: 'Scandinavian',
    kind: 'bookcase',
    supportedStyles: ['Scandinavian', 'Transitional', 'Modern'],
    description: `Bibliothèque 5 niveaux, 90 × 35 × 190 cm. ${NOTE}`,
  },
  {
    model: 'bed',
    category: 'Lit',
    style: 'Contemporary',
    kind: 'bed',
    supportedStyles: ['Contemporary', 'Modern', 'Glam'],
    description: `Lit double 160 × 200 avec tête de lit, 176 × 210 × 115 cm. ${NOTE}`,
  },
];
