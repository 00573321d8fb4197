import { prepareRoom } from '../../src/server/modules/generation/compose/prepare-room.js';
import { normaliseImage } from '../../src/server/modules/uploads/service.js';

/**
 * A room photo as the server has it once uploaded: `stored`, the WebP the upload keeps
 * (normaliseImage), and `prepared`, that WebP upright at its render size as the renderer hands it
 * to the room analysis (prepareRoom). The analysis is judged on `prepared`: its readings move with
 * the compression (decision 002), so a tool or a test reading the photo's own file judges another
 * picture than the visitor's.
 */
export async function asUploaded(photo: Buffer): Promise<{ stored: Buffer; prepared: Buffer }> {
  const stored = (await normaliseImage(photo)).main.data;
  return { stored, prepared: (await prepareRoom(stored)).png };
}
