import sharp from 'sharp';
import { STYLES, styleSlug } from '../../../domain/styles.js';
import { loadCatalogArt } from '../../demo/art/catalog-art.js';
import { designModel } from '../../demo/models/demo-product-models.js';
import type { FileStorage } from '../../storage/storage.js';
import { type ArtDesign, catalogArtUrl, designGeometry, designKind } from '../catalog/service.js';
import { createComposeRenderer } from './compose/compose-renderer.js';
import { prepareRoom } from './compose/prepare-room.js';
import { floorLineScene } from './render3d/room-scene.js';
import type { RenderItem } from './room-renderer.js';

/** Phones show these at most about 400 CSS px wide: 960 px covers a 2.4× screen. */
export const LANDING_IMAGE_WIDTH = 960;
const ROOM_WIDTH = 1536;
const ROOM_HEIGHT = 1024;

const styleBySlug = new Map(STYLES.map((s) => [styleSlug(s.id), s.id]));

export type LandingImage = { kind: 'before' } | { kind: 'after' } | { kind: 'style'; style: string };

export function parseLandingImage(path: string): LandingImage | null {
  if (path === 'before.webp') return { kind: 'before' };
  if (path === 'after.webp') return { kind: 'after' };
  const match = /^styles\/([a-z0-9-]+)\.webp$/.exec(path);
  const style = match?.[1] ? styleBySlug.get(match[1]) : undefined;
  return style ? { kind: 'style', style } : null;
}

function storageName(image: LandingImage): string {
  return image.kind === 'style'
    ? `landing-style-${styleSlug(image.style)}.webp`
    : `landing-${image.kind}.webp`;
}

/**
 * An empty living room drawn by code (no photo from anywhere): a warm plastered back wall with
 * a window of Dakar light, a tiled floor in perspective, skirting and a ceiling line.
 */
export function emptyRoomSvg(): string {
  const w = ROOM_WIDTH;
  const h = ROOM_HEIGHT;
  const floor = Math.round(h * 0.64);
  const tiles: string[] = [];
  for (let i = -12; i <= 12; i++) {
    const x = w / 2 + i * 150;
    tiles.push(
      `<line x1="${w / 2 + i * 95}" y1="${floor}" x2="${x + i * 260}" y2="${h}" stroke="#b89b78" stroke-opacity=".35" stroke-width="2"/>`,
    );
  }
  for (const t of [0.06, 0.15, 0.28, 0.46, 0.7]) {
    const y = floor + (h - floor) * t;
    tiles.push(
      `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#b89b78" stroke-opacity=".3" stroke-width="2"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9dcc6"/><stop offset=".55" stop-color="#f3e8d6"/><stop offset="1" stop-color="#e4d3b8"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9bf9a"/><stop offset="1" stop-color="#c7a77e"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f5"/><stop offset="1" stop-color="#f6efe0"/></linearGradient>
<radialGradient id="sun" cx=".3" cy=".75" r=".7"><stop offset="0" stop-color="#fff6e0" stop-opacity=".7"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".10"/><stop offset=".2" stop-color="#000" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${floor}" fill="url(#wall)"/>
<rect width="${w}" height="${floor}" fill="url(#shade)"/>
<rect y="0" width="${w}" height="26" fill="#f7efe2"/><rect y="26" width="${w}" height="6" fill="#d8c6a8"/>
<rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#floor)"/>
${tiles.join('')}
<rect y="${floor - 18}" width="${w}" height="18" fill="#f4ece0"/><rect y="${floor - 2}" width="${w}" height="4" fill="#bfa583"/>
<g transform="translate(${w * 0.08} ${h * 0.14})">
<rect width="300" height="380" rx="6" fill="#fbf6ee"/><rect x="18" y="18" width="264" height="344" fill="url(#sky)"/>
<path d="M18 300 q60 -40 120 -10 t144 -20 v92 h-264z" fill="#9cc08a" opacity=".7"/>
<path d="M150 18v344M18 190h264" stroke="#fbf6ee" stroke-width="10"/>
<rect x="-14" y="372" width="328" height="16" rx="4" fill="#efe4d2"/>
</g>
<polygon points="${w * 0.08 + 40},${floor} ${w * 0.08 + 270},${floor} ${w * 0.5},${h} ${w * 0.02},${h}" fill="url(#sun)"/>
</svg>`;
}

/** A living room set per style: sofa, rug, coffee table, armchair, art, pendant, plant. */
const SET: ReadonlyArray<[category: string, variant: number]> = [
  ['Canapé', 1],
  ['Tapis', 1],
  ['Table basse', 1],
  ['Fauteuil', 1],
  ['Accessoires Déco', 3],
  ['Luminaires', 1],
  ['Accessoires Déco', 2],
];

/** Demo-catalogue pieces of one style, ready for a renderer. */
export function catalogueItems(
  storage: FileStorage,
  designs: ReadonlyArray<readonly [category: string, variant: number]>,
  style: string,
): Promise<RenderItem[]> {
  return Promise.all(
    designs.map(async ([category, variant]) => {
      const design: ArtDesign = { category, style, variant };
      return {
        key: `landing:${category}:${variant}`,
        name: category,
        category,
        kind: designKind(design),
        model: designModel(design),
        geometry: designGeometry(design),
        // Drawn from its model; only a design without one (wall art) is drawn from its picture.
        image: designModel(design) ? null : await loadCatalogArt(storage, catalogArtUrl(design)),
        ownItem: false,
      };
    }),
  );
}

async function renderLanding(storage: FileStorage, image: LandingImage): Promise<Buffer> {
  // Drawn at the width it is shown: a quarter of the pixels of a visitor's photo to render.
  const room = await sharp(Buffer.from(emptyRoomSvg()))
    .resize({ width: LANDING_IMAGE_WIDTH })
    .png()
    .toBuffer();
  if (image.kind === 'before') return sharp(room).webp({ quality: 85 }).toBuffer();
  const style = image.kind === 'style' ? image.style : 'Modern';
  const items = await catalogueItems(storage, SET, style);
  // A drawn room has no perspective to read: its floor line places the pieces.
  const scene = await floorLineScene(await prepareRoom(room), items);
  const furnished = await landingRenderer.render({ room, items, style, scene });
  return sharp(furnished.image).resize({ width: LANDING_IMAGE_WIDTH }).webp({ quality: 85 }).toBuffer();
}

const rendering = new Map<string, Promise<void>>();
/** The landing's pictures are drawn once each; its browser closes by itself when idle. */
const landingRenderer = createComposeRenderer();

/** Draws the landing image on first request and keeps it in storage; returns its stored name. */
export async function ensureLandingImage(storage: FileStorage, image: LandingImage): Promise<string> {
  const name = storageName(image);
  const key = `generated/${name}`;
  if (await storage.exists(key)) return name;
  let job = rendering.get(key);
  if (!job) {
    job = renderLanding(storage, image)
      .then((webp) => storage.put(key, webp))
      .finally(() => rendering.delete(key));
    rendering.set(key, job);
  }
  await job;
  return name;
}
