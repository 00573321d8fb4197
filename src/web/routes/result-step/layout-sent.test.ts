import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepFourLayout } from '../../../../tests/support/scenes';
import type { SceneDescription } from '../../../domain/scene';
import { movedTo, withPlacement } from '../../../domain/scene-edit';
import {
  arrangedScene,
  type CatalogProduct,
  type FlowState,
  layoutKey,
} from '../../features/flow/flow-state';
import { generateRoom } from '../../features/generation/generation-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sofa: SceneDescription['placements'][number] = {
  key: 'product:3',
  mount: 'floor',
  x: 0.2,
  z: -3,
  elevationM: 0,
  rotation: 0,
  widthM: 2,
  depthM: 0.9,
  heightM: 0.85,
};

/** Step 4's layout as POST /api/scene gives it for photo 7: it names its photo. */
const layout = stepFourLayout(7, [sofa]);

const image = {
  id: 7,
  filename: 'p.webp',
  url: '/uploads/p.webp',
  thumbnailUrl: '',
  width: 1600,
  height: 1200,
};
const selectedProducts = [{ id: 3 } as CatalogProduct];

/** The flow with step 4's layout of `description`, kept for the photo and the products. */
function flowWith(description: SceneDescription): Pick<FlowState, 'image' | 'selectedProducts' | 'scene'> {
  const flow = { image, selectedProducts };
  return { ...flow, scene: { forPieces: layoutKey(flow), description, pieces: [], unreadable: null } };
}

/** What the result step sends to POST /api/generate-room of step 4's layout (result-actions.tsx). */
describe('the layout sent with the paid generation', () => {
  it('keeps the photo it names through the visitor’s edits, and is sent with it', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const edited = withPlacement(layout, movedTo(layout, sofa, 1, -2.5));
    const scene = arrangedScene(flowWith(edited));
    expect(scene).toBe(edited);
    await generateRoom({
      selectedProducts,
      uploadedImage: { id: image.id },
      snappedProducts: [],
      contactInfo: {},
      paymentId: 'pay-1',
      sessionId: 'browser-session',
      scene,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/generate-room');
    const body = JSON.parse(String(init?.body));
    expect(body.uploadedImage).toEqual({ id: 7 });
    expect(body.scene.imageId).toBe(7);
    expect(body.scene.placements[0]).toMatchObject({ key: 'product:3', x: 1, z: -2.5 });
  });

  it('is not sent when it names another photo, or none (kept since before layouts named theirs)', () => {
    expect(arrangedScene(flowWith({ ...layout, imageId: 8 }))).toBeNull();
    const { imageId: _, ...unnamed } = layout;
    expect(arrangedScene(flowWith(unnamed))).toBeNull();
    // Nor when the photo or the products changed since.
    expect(arrangedScene({ ...flowWith(layout), image: { ...image, id: 8 } })).toBeNull();
    expect(arrangedScene({ ...flowWith(layout), selectedProducts: [] })).toBeNull();
  });
});
