import type { RenderStage } from '../../../domain/generation-stages.js';
import type { SceneDescription } from '../../../domain/scene.js';
import type { Placement } from '../../db/schema.js';
import type { FurnitureGeometry, FurnitureKind } from '../catalog/service.js';

/** One thing to put in the room: a catalogue product or one of the visitor's own items. */
export interface RenderItem {
  /** The piece's key in the scene description: `product:<id>` or `own:<id>`. */
  key: string;
  name: string;
  category: string;
  /** What kind of furniture it is, when known: how it takes part in the room's arrangement. */
  kind: FurnitureKind | null;
  /** Its 3D model (GLB): the administrator's upload or the demo model; null draws `image` on a card. */
  model: Buffer | null;
  /** Where it goes and its real size. */
  geometry: FurnitureGeometry;
  /** PNG with transparency (catalogue art) or a photo the renderer cuts out; null: listed, not drawn. */
  image: Buffer | null;
  /** A photo of the visitor's own furniture, to be cut out of its background. */
  ownItem: boolean;
}

export interface RenderRequest {
  /** The room photo (any format sharp reads). */
  room: Buffer;
  items: RenderItem[];
  /** A style id of STYLES ('Scandinavian'…), or null when the products carry none. */
  style: string | null;
  /** The layout the visitor arranged before paying; null lets the renderer lay the pieces out. */
  scene?: SceneDescription | null;
  /**
   * Told as the renderer moves on to what it really does next, so the visitor's progress is the
   * job's own; awaited, so the stages are recorded in order.
   */
  onStage?: (stage: RenderStage) => Promise<void>;
}

export interface RenderResult {
  /** WebP of the furnished room, the photo's aspect ratio, long side at least 1536 px. */
  image: Buffer;
  width: number;
  height: number;
  /** Where each drawn item stands, in fractions of the image. */
  placements: Placement[];
  /** The scene drawn, with the pieces that found no place and why. */
  scene: SceneDescription;
}

/** DESIGN.md §4: every renderer keeps the photo's framing and leaves the room outside the products as it was. */
export interface RoomRenderer {
  readonly name: 'compose' | 'gemini' | 'openai';
  render(request: RenderRequest): Promise<RenderResult>;
  /** Lets go of what the renderer holds (the offline renderer's browser). */
  close?(): Promise<void>;
  /**
   * A render is soon to come (a visitor is paying): the renderer gets ready for it now, so the
   * visitor does not wait for it afterwards. Never fails; does nothing when already ready.
   */
  warm?(): void;
}

/** The spec's special codes (public-flow.md §8), a safety block, and everything else. */
export type RendererErrorCode =
  | 'API_KEY_INVALID'
  | 'API_KEY_ISSUE'
  | 'RATE_LIMIT'
  | 'SAFETY_BLOCKED'
  | 'RENDER_FAILED';

export class RendererError extends Error {
  constructor(
    readonly code: RendererErrorCode,
    /** For logs: the provider's own words. */
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'RendererError';
  }
}

/** Long side of every rendered image: the photo's own when larger, never less (DESIGN.md §4). */
export const MIN_RENDER_LONG_SIDE = 1536;
