import type { SceneCamera } from '../../../../domain/scene.js';
import { floorPointAt, projectToImage } from '../../../../domain/scene.js';
import { analyseRoom } from '../compose/room-analysis.js';
import type { RoomEstimate } from '../room/analyse-room-photo.js';

/** Provisional: a camera and floor from the floor line alone, until the room analysis lands. */
export async function roughRoomEstimate(png: Buffer, width: number, height: number): Promise<RoomEstimate> {
  const a = await analyseRoom(png, width, height);
  const focalPx = 0.75 * Math.max(width, height);
  const pitch = Math.atan((a.horizonY - height / 2) / focalPx);
  const camera: SceneCamera = {
    imageWidth: width,
    imageHeight: height,
    focalPx,
    heightM: 1.4,
    yaw: 0,
    pitch,
    roll: 0,
  };
  const wallFoot = floorPointAt(camera, width / 2, Math.max(a.floorY, a.horizonY + 2));
  const back = Math.min(9, Math.max(2.5, -(wallFoot?.z ?? -5)));
  const cellM = 0.1;
  const cols = 80;
  const rows = Math.ceil(back / cellM);
  const originX = -4;
  const originZ = -back;
  let cells = '';
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x = originX + (col + 0.5) * cellM;
      const z = originZ + (row + 0.5) * cellM;
      const px = projectToImage(camera, [x, 0, z]);
      const inside = px && px[0] >= 0 && px[0] < width && px[1] >= a.floorY && px[1] < height;
      cells += inside ? 'f' : '.';
    }
  const [r, g, b] = a.light.map((c) => c / 255) as [number, number, number];
  const grey = (r + g + b) / 3 || 1;
  return {
    camera,
    walls: [{ side: 'back', distanceM: back }],
    // A picture with no perspective shows no door to read.
    doors: [],
    windows: [],
    ceilingM: 2.7,
    light: {
      direction: [-0.45, 0.8, 0.4],
      colour: [r / grey, g / grey, b / grey],
      ambient: [r / grey, g / grey, b / grey],
      directness: 0.4,
    },
    floor: { originX, originZ, cellM, cols, rows, cells },
  };
}
