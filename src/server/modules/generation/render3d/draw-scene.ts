import sharp from 'sharp';
import type { SceneDescription, ScenePlacement } from '../../../../domain/scene.js';
import { boxCorners, projectToImage } from '../../../../domain/scene.js';
import type { Placement } from '../../../db/schema.js';
import { DIFFUSE } from '../room/analyse-room-photo.js';
import { EXPOSED_WHITE } from '../room/raster.js';
import type { Occluder } from './occluders.js';
import type { PagePiece, PageRenderInput } from './page-protocol.js';
import { photoNoise, photoSoftness, withPhotoGrain } from './photo-grain.js';
import type { RenderBrowser } from './render-browser.js';

/** What stands for a piece: its 3D model, or a cut-out photo shown on a card. */
export type PieceSource = { kind: 'glb'; glb: Buffer } | { kind: 'card'; png: Buffer };

export interface DrawnPiece {
  placement: ScenePlacement;
  source: PieceSource;
  /** A television drawn on it (a catalogue TV unit): see `PagePiece.screen`. */
  screen?: boolean;
  /** For the result page's markers. */
  productName: string;
  category: string;
  /** Drawn at this share of its real size (`Placement.drawnPercent`), for the result to say so. */
  drawnPercent?: number;
}

/**
 * Draws the pieces with the photo's camera and lays them, with their shadows, over the photo.
 * The photo's pixels outside the pieces and their shadows are left exactly as they were.
 */
export async function drawScene(
  browser: RenderBrowser,
  photo: PhotoLight & { raw: Buffer },
  scene: SceneDescription,
  pieces: readonly DrawnPiece[],
  occluders: readonly Occluder[] = [],
  floorLight?: Buffer,
): Promise<{ image: Buffer; placements: Placement[] }> {
  const { input, resources } = pageInput(photo, scene, pieces, occluders, floorLight);
  const raw = { raw: { width: photo.width, height: photo.height, channels: 3 as const } };
  if (input.pieces.length === 0) {
    return { image: await sharp(photo.raw, raw).webp({ quality: 85, effort: 2 }).toBuffer(), placements: [] };
  }
  const layer = await browser.draw(input, resources);
  const grained =
    layer &&
    (await withPhotoGrain(
      layer.image,
      photoNoise(photo.raw, photo.width, photo.height),
      softnessLacking(photo, input.drawScale),
    ));
  const image = await sharp(photo.raw, raw)
    .composite(
      layer && grained
        ? [
            {
              input: grained.data,
              raw: { width: grained.width, height: grained.height, channels: 4 },
              left: layer.left,
              top: layer.top,
            },
          ]
        : [],
    )
    .webp({ quality: 85, effort: 2 })
    .toBuffer();
  return {
    image,
    placements: pieces.flatMap(
      (piece) => marker(input.camera, piece.placement, { ...piece, television: piece.screen }) ?? [],
    ),
  };
}

/**
 * Longest side, in pixels, the pieces are drawn at. Software WebGL's time goes mostly as the
 * pixels the pieces cover: a 2048 px photo's are drawn at 1280 px (0.39 of the pixels) and
 * enlarged, then softened and grained as the photo's own pixels are (photo-grain.ts). At 1536 px
 * (0.56), the bench's empty room with six pieces, read afresh each time, took 2.9–3.3 s on two
 * cores, its page drawing 1.17–1.35 s; at 1280 px 2.4–2.6 s and 0.85–0.96 s. Seen on a phone, or
 * on a computer's screen at the picture's full width, the difference does not show. Looked at
 * 1:1 on the 2048 px picture: on a real photo (living room 2's armchair) the two are alike, the
 * weave showing in both; on the drawn room, sharper than any photo, the sofa's seams and the
 * weave are a little softer.
 */
const DRAWN_LONG_SIDE = 1280;

/** The softness (σ, px) of the drawn layer's own edges at the size drawn: software WebGL's antialiasing. */
const DRAWN_SOFTNESS = 0.22;
/** Softest the pieces are made, whatever the photo: beyond, a blurred photo blurs them past recognition. */
const MAX_SOFTNESS = 2.5;

/**
 * The blur (σ, px) the drawn layer lacks to be as soft as the photo: what the photo's edges have
 * less what the enlargement from the drawn size already gave them.
 */
function softnessLacking(photo: { raw: Buffer; width: number; height: number }, scale: number): number {
  const drawn = DRAWN_SOFTNESS / scale;
  const photoSigma = photoSoftness(photo.raw, photo.width, photo.height);
  return Math.min(MAX_SOFTNESS, Math.sqrt(Math.max(0, photoSigma ** 2 - drawn ** 2)));
}

/** What the pieces' exposure follows: the photo's size, mean luminance (0..1) and white point (0..255, `whitePoint`). */
export interface PhotoLight {
  width: number;
  height: number;
  brightness: number;
  white: number;
}

/**
 * The pieces' exposure. A dim photo gets dim pieces: pieces shot in a bright studio would glow in
 * it. A dark room well exposed (dark boards, its white ceiling white) dims them a little, by its mean
 * brightness; an underexposed photo (a dim room whose window set the exposure) shows its white
 * walls at the grey of its lights, and a white piece in it must come out as that grey: the exposure
 * falls as its lights do, in linear light (sRGB's gamma is 2.2), its mean brightness taken as
 * it would be well exposed.
 */
function exposureFor({ brightness, white }: PhotoLight): number {
  const under = Math.min(1, Math.max(0.2, white / EXPOSED_WHITE));
  const exposed = Math.min(1.15, Math.max(0.55, 0.45 + 0.95 * (brightness / under)));
  return exposed * under ** 2.2;
}

/** How dark the pieces' shadows on the floor and the walls are under a light so direct. */
const shadowOpacityOf = (directness: number) => 0.2 + 0.4 * directness;

const drawScale = (width: number, height: number) => Math.min(1, DRAWN_LONG_SIDE / Math.max(width, height));

/** The page's input for a scene, and the files it fetches (models, cut-outs, occluders' masks, the floor's light) by address. */
function pageInput(
  photo: PhotoLight,
  scene: Pick<SceneDescription, 'camera' | 'light' | 'walls' | 'ceilingM'>,
  pieces: ReadonlyArray<Pick<DrawnPiece, 'placement' | 'source' | 'screen'>>,
  occluders: readonly Occluder[],
  floorLight?: Buffer,
): { input: PageRenderInput; resources: Map<string, Buffer> } {
  const resources = new Map<string, Buffer>();
  const pagePieces: PagePiece[] = pieces.map((piece, i) => {
    const url = `/piece/${i}.${piece.source.kind === 'glb' ? 'glb' : 'png'}`;
    resources.set(url, piece.source.kind === 'glb' ? piece.source.glb : piece.source.png);
    return {
      placement: piece.placement,
      source: { kind: piece.source.kind, url },
      ...(piece.screen ? { screen: true } : {}),
    };
  });
  const pageOccluders = occluders.map((o, i) => {
    const url = `/occluder/${i}.png`;
    resources.set(url, o.mask);
    return { url, corners: o.corners };
  });
  if (floorLight) resources.set('/floor-light.png', floorLight);
  const input: PageRenderInput = {
    occluders: pageOccluders,
    ...(floorLight ? { floorLight: '/floor-light.png' } : {}),
    width: photo.width,
    height: photo.height,
    drawScale: drawScale(photo.width, photo.height),
    camera: { ...scene.camera, imageWidth: photo.width, imageHeight: photo.height },
    light: scene.light,
    walls: scene.walls,
    ceilingM: scene.ceilingM,
    pieces: pagePieces,
    exposure: exposureFor(photo),
    keyIntensity: 3.1,
    fillIntensity: 0.85,
    environmentIntensity: 0.55,
    shadowOpacity: shadowOpacityOf(scene.light.directness),
    // Where the floor's light shows no sun, the shadows are a room's lit evenly: known only with its map.
    shadeShadowOpacity: shadowOpacityOf(
      floorLight ? Math.min(scene.light.directness, DIFFUSE) : scene.light.directness,
    ),
    contactOpacity: 0.7,
  };
  return { input, resources };
}

const WARM_SIZE = { width: 96, height: 72 };

/**
 * Readies a browser that is not drawing yet for the pieces about to be drawn: software WebGL
 * compiles each shader the first time it draws with it, which costs a cold browser some ten
 * seconds. Drawing the same models, lights, shadows and occluder once on a thumbnail compiles
 * them while the server still reads the photo (with no model, the browser, its page and its
 * lighting are made ready); a browser already warm is left alone. `holdMs`: how long to keep it
 * open for the render expected; `screen`: a TV unit about to be drawn carries a television, drawn
 * on the first model.
 */
export async function warmUp(
  browser: RenderBrowser,
  sources: readonly PieceSource[],
  holdMs = 0,
  { screen = false }: { screen?: boolean } = {},
): Promise<void> {
  if (browser.status().open) return;
  const scene = {
    camera: {
      imageWidth: WARM_SIZE.width,
      imageHeight: WARM_SIZE.height,
      focalPx: 80,
      heightM: 1.4,
      yaw: 0,
      pitch: -0.3,
      roll: 0,
    },
    light: {
      direction: [0.5, 0.8, 0.3] as [number, number, number],
      colour: [1, 1, 1] as [number, number, number],
      ambient: [0.6, 0.6, 0.6] as [number, number, number],
      directness: 0.5,
    },
    walls: [{ side: 'back' as const, distanceM: 4 }],
    ceilingM: 2.7,
  };
  const pieces = sources.map((source, i) => ({
    source,
    screen: screen && i === 0,
    placement: {
      key: `warm-${i}`,
      mount: 'floor' as const,
      elevationM: 0,
      widthM: 0.8,
      depthM: 0.6,
      heightM: 0.8,
      x: (i % 3) - 1,
      z: -3,
      rotation: 0,
    },
  }));
  const mask = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const occluder: Occluder = {
    mask,
    corners: [
      [-2, 1, -3.5],
      [2, 1, -3.5],
      [2, 0, -3.5],
      [-2, 0, -3.5],
    ],
  };
  const { input, resources } = pageInput(
    { ...WARM_SIZE, brightness: 0.5, white: EXPOSED_WHITE },
    scene,
    pieces,
    [occluder],
  );
  await browser.draw(input, resources, { holdMs });
}

/**
 * The result page's marker of a piece drawn: its box on the picture, its name and category, and
 * what the visitor is told of it (a staged television, a size other than its real one); null when
 * it shows nowhere in the frame. Every renderer marks its pieces so.
 */
export function marker(
  camera: SceneDescription['camera'],
  placement: ScenePlacement,
  piece: Pick<Placement, 'productName' | 'category' | 'television' | 'drawnPercent'>,
): Placement | null {
  const box = markerBox(camera, placement);
  if (!box) return null;
  return {
    productName: piece.productName,
    category: piece.category,
    ...box,
    ...(piece.television ? { television: true } : {}),
    ...(piece.drawnPercent ? { drawnPercent: piece.drawnPercent } : {}),
  };
}

/** The piece's box on the picture, in fractions of the image, cut to the frame. */
function markerBox(
  camera: SceneDescription['camera'],
  placement: ScenePlacement,
): { x: number; y: number; width: number; height: number } | null {
  const points = boxCorners(placement).flatMap((c) => {
    const q = projectToImage(camera, c);
    return q ? [q] : [];
  });
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.max(0, Math.min(...xs));
  const y0 = Math.max(0, Math.min(...ys));
  const x1 = Math.min(camera.imageWidth, Math.max(...xs));
  const y1 = Math.min(camera.imageHeight, Math.max(...ys));
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return {
    x: round(x0 / camera.imageWidth),
    y: round(y0 / camera.imageHeight),
    width: round((x1 - x0) / camera.imageWidth),
    height: round((y1 - y0) / camera.imageHeight),
  };
}
