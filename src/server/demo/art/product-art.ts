import sharp from 'sharp';
import {
  type ArtDesign,
  designGeometry,
  designKind,
  type FurnitureKind,
} from '../../modules/catalog/service.js';
import {
  drawDeskLamp,
  drawFloorLamp,
  drawFloorMirror,
  drawFloorVase,
  drawPendantLight,
  drawWallArt,
  drawWallMirror,
} from './draw-decor.js';
import { drawPottedPlant } from './draw-plants.js';
import { drawArmchair, drawBed, drawBench, drawChair, drawPouf, drawSofa } from './draw-seating.js';
import {
  drawBookcase,
  drawDresser,
  drawFridge,
  drawNightstand,
  drawSideboard,
  drawTvStand,
  drawWallShelf,
  drawWardrobe,
} from './draw-storage.js';
import {
  drawCoffeeTable,
  drawConsole,
  drawDesk,
  drawDiningTable,
  drawSideTable,
  drawWorkstation,
} from './draw-tables.js';
import { drawCurtainPair, drawCurtainPanelKind, drawRug, drawWallpaperRoll } from './draw-textiles.js';
import { createKit, type Kit } from './kit.js';
import { SvgCanvas } from './svg-canvas.js';

/** Long side of a catalogue picture: sharp enough for a phone, small enough to render fast. */
export const ART_LONG_SIDE_PX = 640;
/** Transparent margin around the object, in pixels (the object spans the rest exactly). */
export const ART_PADDING_PX = 2;

type Drawer = (k: Kit, width: number, height: number, style: string) => void;

const DRAWERS: Record<FurnitureKind, Drawer> = {
  'sofa-3': drawSofa,
  'sofa-2': drawSofa,
  armchair: drawArmchair,
  chair: drawChair,
  bench: drawBench,
  pouf: drawPouf,
  bed: drawBed,
  'tv-stand': drawTvStand,
  sideboard: drawSideboard,
  dresser: drawDresser,
  nightstand: drawNightstand,
  wardrobe: drawWardrobe,
  bookcase: drawBookcase,
  'wall-shelf': drawWallShelf,
  fridge: drawFridge,
  'side-table': drawSideTable,
  'coffee-table': drawCoffeeTable,
  'dining-table': drawDiningTable,
  console: drawConsole,
  desk: drawDesk,
  workstation: drawWorkstation,
  'wall-mirror': drawWallMirror,
  'floor-mirror': drawFloorMirror,
  'floor-vase': drawFloorVase,
  'potted-plant': drawPottedPlant,
  'wall-art': drawWallArt,
  'pendant-light': drawPendantLight,
  'floor-lamp': drawFloorLamp,
  'desk-lamp': drawDeskLamp,
  rug: drawRug,
  'curtain-pair': drawCurtainPair,
  'curtain-panel': drawCurtainPanelKind,
  'wallpaper-roll': drawWallpaperRoll,
};

/** The design's drawing as SVG, in centimetres of the real object. */
export function productArtSvg(design: ArtDesign): string {
  const kind = designKind(design);
  const g = designGeometry(design);
  const width = g.widthCm;
  const height = g.widthCm / g.artAspect;
  const canvas = new SvgCanvas(width, height, ART_LONG_SIDE_PX, ART_PADDING_PX);
  const kit = createKit(canvas, design);
  DRAWERS[kind](kit, width, height, design.style);
  return canvas.toSvg();
}

/** A transparent PNG of the object alone, its bottom edge where it meets the floor. */
export async function renderProductArt(design: ArtDesign): Promise<Buffer> {
  return sharp(Buffer.from(productArtSvg(design)))
    .png({ compressionLevel: 7 })
    .toBuffer();
}
