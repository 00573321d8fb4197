import { ownValue } from '../../../../domain/own-value.js';
import { findStyle } from '../../../../domain/styles.js';
import type { RenderItem } from '../room-renderer.js';

/** The French category names in the words an English-speaking image model knows. */
const CATEGORY_EN: Record<string, string> = {
  Canapé: 'sofa',
  Fauteuil: 'armchair',
  Chaise: 'chair',
  Table: 'side table',
  'Meuble TV': 'TV stand',
  Armoire: 'wardrobe',
  Commode: 'chest of drawers',
  Bureau: 'desk',
  Bibliothèque: 'bookcase',
  Lit: 'bed',
  'Table de chevet': 'nightstand',
  Miroir: 'mirror',
  Étagère: 'wall shelf',
  Buffet: 'sideboard',
  Console: 'console table',
  Banc: 'bench',
  Pouf: 'pouf',
  'Table basse': 'coffee table',
  'Table à manger': 'dining table',
  'Accessoires Déco': 'decorative accessory',
  Luminaires: 'light fixture',
  Tapis: 'rug',
  Rideaux: 'curtains',
  'Lampe de bureau': 'desk lamp',
  Rideau: 'curtain',
  Réfrigérateur: 'refrigerator',
  'Station de travail': 'workstation',
  'Papier peint': 'wallpaper',
};

export function categoryInEnglish(category: string): string {
  return ownValue(CATEGORY_EN, category) ?? 'piece of furniture';
}

/**
 * The instruction sent with the photos. It names every piece, says which reference image shows
 * which, and insists on what users of such apps complain about most: the room itself must not move.
 */
export function buildRoomPrompt(
  items: readonly RenderItem[],
  style: string | null,
  referenceCount: number,
): string {
  const styleName = findStyle(style)?.id ?? 'contemporary';
  const lines = items.map((item, i) => {
    const reference = i < referenceCount ? ` (shown in reference image ${i + 2})` : '';
    const own = item.ownItem ? ", the owner's own piece" : '';
    return `- a ${categoryInEnglish(item.category)}${own}${reference}, about ${item.geometry.widthCm} cm wide`;
  });
  return [
    `Image 1 is a photo of a room. Furnish it in a ${styleName} interior style by adding exactly these items:`,
    ...lines,
    'Copy each referenced item faithfully (shape, colour, material). Place floor pieces standing on the floor,',
    'rugs flat under them, wall pieces at eye level, lights hanging high, at a realistic scale for the room,',
    "with soft contact shadows and the room's own lighting.",
    'Keep everything else exactly as it is: same walls, windows, doors, floor, ceiling, camera angle,',
    'perspective, framing and resolution. Do not add text, people or other objects.',
  ].join('\n');
}
