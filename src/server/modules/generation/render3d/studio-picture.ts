import sharp, { type Sharp } from 'sharp';
import { boxCorners, projectToImage, type SceneDescription } from '../../../../domain/scene.js';
import type { FurnitureGeometry } from '../../catalog/service.js';
import type { RenderBrowser } from './render-browser.js';

/** The catalogue's light backdrop, warm like the app's cards. */
const BACKDROP = { r: 246, g: 243, b: 238 };
const SIZE = 1024;
/**
 * The studio camera frames the piece as the picture would, on a canvas half as wide again: the
 * floor's shade around the piece reaches past the piece's own frame, and cut at its edge it
 * showed inside the picture as a straight step across the shade. The drawn piece and its shade
 * are then fitted into the picture.
 */
const CANVAS = Math.round(SIZE * 1.5);
/** Half the vertical field of view: a long lens, as product photographers use. */
const HALF_FOV = (16 * Math.PI) / 180;
/** The share of the picture's side the piece takes at most. */
const FRAMED = 0.8;
const ELEVATION = (22 * Math.PI) / 180;
/** Turned a little more than a third of a right angle: the front and one side show. */
const THREE_QUARTER = 0.62;

export interface StudioDimensions {
  widthM: number;
  depthM: number;
  heightM: number;
  /** Wall pieces and rugs are seen more from the front / from above. */
  mount: 'floor' | 'rug' | 'wall' | 'ceiling';
}

/** The studio's view of a product of this size and placement (a rug's `heightCm` is its length). */
export function studioDimensionsOf(geometry: FurnitureGeometry): StudioDimensions {
  const { widthCm, depthCm, heightCm, placement } = geometry;
  if (placement === 'rug')
    return { widthM: widthCm / 100, depthM: heightCm / 100, heightM: 0.012, mount: 'rug' };
  return {
    widthM: widthCm / 100,
    depthM: Math.max(0.02, depthCm / 100),
    heightM: heightCm / 100,
    mount:
      placement === 'wall' || placement === 'window' ? 'wall' : placement === 'ceiling' ? 'ceiling' : 'floor',
  };
}

/**
 * A catalogue picture made from the product's 3D model, so the card, the room image and the AR
 * viewer show the same object: three-quarter view, studio light, a soft shadow on a light
 * backdrop, 1024 px square WebP.
 */
export async function renderStudioPicture(
  browser: RenderBrowser,
  glb: Buffer,
  dims: StudioDimensions,
  format: 'webp' | 'png' = 'webp',
): Promise<Buffer> {
  const radius = 0.5 * Math.hypot(dims.widthM, dims.depthM, dims.heightM);
  const distance = (radius / Math.sin(HALF_FOV)) * 1.02;
  const elevation = dims.mount === 'rug' ? (55 * Math.PI) / 180 : dims.mount === 'wall' ? 0.12 : ELEVATION;
  const centreY = dims.mount === 'rug' ? 0 : dims.heightM / 2;
  // The piece's bounding sphere as wide as four fifths of the picture.
  const focalPx = (FRAMED * SIZE) / 2 / Math.tan(HALF_FOV);
  const scene: SceneDescription = {
    version: 1,
    camera: {
      imageWidth: CANVAS,
      imageHeight: CANVAS,
      focalPx,
      heightM: centreY + distance * Math.sin(elevation),
      yaw: 0,
      pitch: -elevation,
      roll: 0,
    },
    walls: [],
    floor: { originX: 0, originZ: 0, cellM: 1, cols: 1, rows: 1, cells: '.' },
    ceilingM: 3,
    light: {
      direction: [-0.55, 0.75, 0.45],
      colour: [1, 0.98, 0.95],
      ambient: [0.95, 0.97, 1],
      directness: 0.55,
    },
    placements: [
      {
        key: 'studio',
        mount: dims.mount === 'rug' ? 'rug' : 'floor',
        x: 0,
        z: -distance * Math.cos(elevation),
        elevationM: 0,
        rotation: dims.mount === 'wall' ? 0.25 : THREE_QUARTER,
        widthM: dims.widthM,
        depthM: dims.depthM,
        heightM: dims.heightM,
      },
    ],
    unplaced: [],
  };
  const placement = scene.placements[0] as SceneDescription['placements'][number];
  const layer = await browser.draw(
    {
      width: CANVAS,
      height: CANVAS,
      // The product's own picture, looked at close: drawn at its full size.
      drawScale: 1,
      camera: scene.camera,
      light: scene.light,
      walls: [],
      ceilingM: scene.ceilingM,
      pieces: [
        {
          placement,
          source: { kind: 'glb', url: '/studio.glb' },
        },
      ],
      exposure: 1,
      keyIntensity: 3.3,
      fillIntensity: 1.3,
      environmentIntensity: 0.8,
      shadowOpacity: 0.28,
      shadeShadowOpacity: 0.28,
      contactOpacity: 0.45,
    },
    new Map([['/studio.glb', glb]]),
  );
  const canvas = sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: BACKDROP } });
  const encode = (image: Sharp) =>
    format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.webp({ quality: 85 }).toBuffer();
  if (!layer) return encode(canvas);
  // The piece centred with a margin, whatever the model's own origin: its box as the camera sees
  // it. Its shadows lie around it; one running past the picture's edge is cut there, as in a photo.
  const seen = boxCorners(placement)
    .map((corner) => projectToImage(scene.camera, corner))
    .filter((point) => point !== null);
  const [xs, ys] = [seen.map(([x]) => x), seen.map(([, y]) => y)];
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(1, (SIZE * FRAMED) / Math.max(x1 - x0, y1 - y0));
  const drawn = await layer.image.png().toBuffer();
  const meta = await sharp(drawn).metadata();
  const [width, height] = [meta.width ?? 1, meta.height ?? 1].map((n) =>
    Math.max(1, Math.round(n * scale)),
  ) as [number, number];
  const left = Math.round(SIZE / 2 + (layer.left - (x0 + x1) / 2) * scale);
  const top = Math.round(SIZE / 2 + (layer.top - (y0 + y1) / 2) * scale);
  const [cutLeft, cutTop] = [Math.max(0, -left), Math.max(0, -top)];
  const cut = {
    left: cutLeft,
    top: cutTop,
    width: Math.min(width, SIZE - left) - cutLeft,
    height: Math.min(height, SIZE - top) - cutTop,
  };
  if (cut.width <= 0 || cut.height <= 0) return encode(canvas);
  const fitted = await sharp(drawn).resize(width, height).extract(cut).png().toBuffer();
  return encode(canvas.composite([{ input: fitted, left: left + cutLeft, top: top + cutTop }]));
}
