import sharp from 'sharp';
import type { FloorGrid, SceneCamera, SceneDescription } from '../../../../domain/scene.js';
import { layOutScene } from '../../../../domain/scene-layout.js';
import type { FurnitureGeometry, FurnitureKind } from '../../catalog/service.js';
import type { PieceSource } from './draw-scene.js';
import { layoutPieceOf } from './layout-pieces.js';
import type { PagePiece, RoomShell } from './page-protocol.js';
import type { RenderBrowser } from './render-browser.js';

export interface ShowRoomPiece {
  key: string;
  name: string;
  kind: FurnitureKind | null;
  geometry: FurnitureGeometry;
  source: PieceSource;
}

const WIDTH = 1536;
const HEIGHT = 1024;
const SHELL: RoomShell = { widthM: 5.6, depthM: 5.2, wall: [236, 226, 210], floor: [196, 156, 112] };
const CAMERA: SceneCamera = {
  imageWidth: WIDTH,
  imageHeight: HEIGHT,
  focalPx: 1050,
  heightM: 1.35,
  yaw: 0,
  pitch: -0.13,
  roll: 0,
};

/** Every cell of the room's floor, from its back wall to where the camera stands, is free. */
function emptyFloor(): FloorGrid {
  const cellM = 0.1;
  const cols = Math.round(SHELL.widthM / cellM);
  const rows = Math.round(SHELL.depthM / cellM);
  return {
    originX: -SHELL.widthM / 2,
    originZ: -SHELL.depthM,
    cellM,
    cols,
    rows,
    cells: 'f'.repeat(cols * rows),
  };
}

/**
 * A whole living room drawn in 3D with the project's own models (the landing's before/after and
 * style pictures): a real scene, laid out by the same rules as a visitor's room, not a drawing.
 */
export async function renderShowRoom(
  browser: RenderBrowser,
  pieces: readonly ShowRoomPiece[],
): Promise<Buffer> {
  const room = {
    camera: CAMERA,
    walls: [
      { side: 'back' as const, distanceM: SHELL.depthM },
      { side: 'left' as const, distanceM: SHELL.widthM / 2 },
      { side: 'right' as const, distanceM: SHELL.widthM / 2 },
    ],
    floor: emptyFloor(),
    ceilingM: 2.7,
  };
  const layout = layOutScene(
    room,
    pieces.map((p) => layoutPieceOf(p.key, p.name, p.kind, p.geometry)),
  );
  const scene: SceneDescription = {
    version: 1,
    ...room,
    light: {
      direction: [-0.85, 0.45, 0.25],
      colour: [1, 0.95, 0.86],
      ambient: [0.92, 0.95, 1],
      directness: 0.65,
    },
    ...layout,
  };
  const resources = new Map<string, Buffer>();
  const pagePieces: PagePiece[] = scene.placements.flatMap((placement, i) => {
    const piece = pieces.find((p) => p.key === placement.key);
    if (!piece) return [];
    const url = `/show/${i}.${piece.source.kind === 'glb' ? 'glb' : 'png'}`;
    resources.set(url, piece.source.kind === 'glb' ? piece.source.glb : piece.source.png);
    return [{ placement, source: { kind: piece.source.kind, url } }];
  });
  const layer = await browser.draw(
    {
      width: WIDTH,
      height: HEIGHT,
      camera: CAMERA,
      light: scene.light,
      walls: scene.walls,
      ceilingM: scene.ceilingM,
      pieces: pagePieces,
      exposure: 1,
      keyIntensity: 2.8,
      fillIntensity: 2.4,
      environmentIntensity: 0.6,
      shadowOpacity: 0.4,
      contactOpacity: 0.55,
      shell: SHELL,
    },
    resources,
  );
  if (!layer) throw new Error('the show room drew nothing');
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: layer.png, left: layer.left, top: layer.top }])
    .webp({ quality: 85 })
    .toBuffer();
}
