import type { SceneDescription } from '../../src/domain/scene.js';

/** A scene of a few pieces and nothing else known of the room (no walls, no floor grid), for drawing tests. */
export function piecesOnlyScene(
  camera: SceneDescription['camera'],
  placements: SceneDescription['placements'],
  light: SceneDescription['light'],
): SceneDescription {
  return {
    version: 1,
    camera,
    walls: [],
    floor: { originX: 0, originZ: 0, cellM: 1, cols: 1, rows: 1, cells: '.' },
    ceilingM: 2.7,
    light,
    placements,
    unplaced: [],
  };
}

/**
 * Step 4's layout as POST /api/scene gives it for photo `imageId` (it names its photo): a back wall
 * 4.5 m away, free floor in front of it, a camera held at 1.4 m, and the pieces given.
 */
export function stepFourLayout(
  imageId: number,
  placements: SceneDescription['placements'],
  camera: Partial<SceneDescription['camera']> = {},
): SceneDescription {
  return {
    version: 1,
    imageId,
    camera: {
      imageWidth: 1600,
      imageHeight: 1200,
      focalPx: 1150,
      heightM: 1.4,
      yaw: 0,
      pitch: -0.2,
      roll: 0,
      ...camera,
    },
    walls: [{ side: 'back', distanceM: 4.5 }],
    floor: { originX: -3, originZ: -4.5, cellM: 0.5, cols: 12, rows: 9, cells: 'f'.repeat(108) },
    ceilingM: 2.7,
    light: { direction: [0, 1, 0], colour: [1, 1, 1], ambient: [1, 1, 1], directness: 0.4 },
    placements,
    unplaced: [],
  };
}

/** A piece standing square to the camera at (x, z), of the size given in metres. */
export function squarePlacement(
  mount: 'floor' | 'rug',
  x: number,
  z: number,
  [widthM, depthM, heightM]: [number, number, number],
): SceneDescription['placements'][number] {
  return { key: mount, mount, x, z, elevationM: 0, rotation: 0, widthM, depthM, heightM };
}

/**
 * One piece shown by a card of a flat colour, soft white light from above, over a flat grey photo
 * of the camera's size (`level`, 0–255): the piece's own colour and place are what a test reads.
 */
export async function oneCardScene(
  camera: SceneDescription['camera'],
  placement: SceneDescription['placements'][number],
  colour: string,
  level: number,
) {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return {
    scene: piecesOnlyScene(camera, [placement], whiteLight([0, 1, 0.2], 0.2)),
    pieces: [{ placement, source: { kind: 'card' as const, png }, productName: 'pièce', category: 'Test' }],
    photo: flatPhoto(camera, level),
  };
}

/** White light coming from `direction`, with a white fill. */
export function whiteLight(
  direction: [number, number, number],
  directness: number,
): SceneDescription['light'] {
  return { direction, colour: [1, 1, 1], ambient: [1, 1, 1], directness };
}

/**
 * A photo of one grey `level` (0–255), of the camera's size, exposed as usual (its lights at
 * `white`, white by default): the pieces are drawn at the exposure of a well exposed photo.
 */
export function flatPhoto(camera: SceneDescription['camera'], level: number, white = 255) {
  const { imageWidth: width, imageHeight: height } = camera;
  return { raw: Buffer.alloc(width * height * 3, level), width, height, brightness: level / 255, white };
}

/** A matte grey block the size of its placement, as a 3D model: a piece whose light and shadow a test reads. */
export async function greyBlock(placement: SceneDescription['placements'][number]) {
  const { box } = await import('../../src/server/demo/models/furniture-models.js');
  const { buildGlb } = await import('../../src/server/demo/models/glb-builder.js');
  const { widthM: w, depthM: d, heightM: h } = placement;
  const glb = buildGlb({
    name: 'bloc',
    materials: { body: { color: '#a0a0a0', metallic: 0, roughness: 0.8 } },
    parts: [box('body', [0, h / 2, 0], [w, h, d])],
  });
  return { placement, source: { kind: 'glb' as const, glb }, productName: 'bloc', category: 'Test' };
}

/** The red channel of the pixels within `r` of (u, v) in a raw RGB picture `width` wide, inside it. */
export function redAround(
  data: Uint8Array,
  [width, height]: [number, number],
  [u, v]: [number, number],
  r: number,
): number[] {
  const values: number[] = [];
  for (let y = Math.round(v) - r; y <= Math.round(v) + r; y++)
    for (let x = Math.round(u) - r; x <= Math.round(u) + r; x++)
      if (x >= 0 && x < width && y >= 0 && y < height) values.push(data[(y * width + x) * 3] as number);
  return values;
}

export const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** A phone camera held 1.4 m above the floor, turned neither left nor right, looking down `pitch` radians. */
export function levelCamera(
  width: number,
  height: number,
  focalPx: number,
  pitch: number,
): SceneDescription['camera'] {
  return { imageWidth: width, imageHeight: height, focalPx, heightM: 1.4, yaw: 0, pitch, roll: 0 };
}

/**
 * A floor of cement tiles photographed upright from low down: too few of the room's lines show,
 * at full size or half, to tell the camera among the motifs' edges, and the photo is refused
 * before payment with the `busy-pattern` message (decision 002). Seen so, with `floor: 'cement'`.
 */
export const CEMENT_UNREAD_VIEW = {
  width: 1200,
  height: 1600,
  focalPx: 1200,
  heightM: 1.25,
  yaw: -12,
  pitch: -14,
};

/** A phone camera from its picture's size, its focal length in pixels, its height and its angles in degrees. */
export function phoneCamera(view: {
  width: number;
  height: number;
  focalPx: number;
  heightM: number;
  yaw: number;
  pitch: number;
  roll?: number;
}): SceneDescription['camera'] {
  const deg = Math.PI / 180;
  return {
    imageWidth: view.width,
    imageHeight: view.height,
    focalPx: view.focalPx,
    heightM: view.heightM,
    yaw: view.yaw * deg,
    pitch: view.pitch * deg,
    roll: (view.roll ?? 0) * deg,
  };
}

/** The demo catalogue's colours, for a model of one kind built as the catalogue builds it. */
export const DEMO_PALETTE = {
  fabric: '#8aa0b0',
  wood: '#c8a878',
  metal: '#b0b0b0',
  accent: '#c4552b',
  carcass: '#d9c7a5',
};

/** A demo-catalogue model of a kind of furniture, `size` in metres, as a GLB. */
export async function demoModel(
  kind: import('../../src/server/modules/catalog/service.js').FurnitureKind,
  size: { w: number; h: number; d: number },
): Promise<Buffer> {
  const { kindModel } = await import('../../src/server/demo/models/kind-models.js');
  const { buildGlb } = await import('../../src/server/demo/models/glb-builder.js');
  return buildGlb(kindModel(kind, DEMO_PALETTE, size) as Parameters<typeof buildGlb>[0]);
}

/** A render browser that records what it is asked to draw and draws nothing; `warm`: whether it reports itself open. */
export function recordingBrowser(warm: boolean) {
  const draws: Array<{
    input: import('../../src/server/modules/generation/render3d/page-protocol.js').PageRenderInput;
    files: ReadonlyMap<string, Buffer>;
    holdMs?: number;
  }> = [];
  const browser: import('../../src/server/modules/generation/render3d/render-browser.js').RenderBrowser = {
    draw: async (input, files, options) => {
      draws.push({ input, files, holdMs: options?.holdMs });
      return null;
    },
    close: async () => undefined,
    timings: () => null,
    status: () => ({ open: warm, launches: warm ? 1 : 0 }),
  };
  return { browser, draws };
}
