import type { GenerationStage } from '../../../domain/generation-stages.js';
import type { SceneDescription } from '../../../domain/scene.js';
import type { Db } from '../../db/client.js';
import type { ProductSnapshot, SnappedSnapshot, UnplacedPiece } from '../../db/schema.js';
import { demoProductModel } from '../../demo/models/demo-product-models.js';
import type { FileStorage } from '../../storage/storage.js';
import { categoryGeometry, kindsOfCategory, productGeometry } from '../catalog/service.js';
import type { PaymentLog, PaymentProvider } from '../payments/service.js';
import { PhotoExpired } from './errors.js';
import { loadProductImage } from './product-images.js';
import { ownPieceKey, ownPieceName, productKind, productPieceKey } from './render3d/layout-pieces.js';
import { loadProductModel } from './render3d/product-models.js';
import type { RenderItem, RenderResult, RoomRenderer } from './room-renderer.js';

export interface GenerationLog extends PaymentLog {
  error(details: object, message: string): void;
}

export interface GenerationDeps {
  db: Db;
  storage: FileStorage;
  renderer: RoomRenderer;
  payments: PaymentProvider;
  log: GenerationLog;
}

/** Everything needed to render again: the admin's regeneration and a restart's resumption use it. */
export interface GenerationInputs {
  roomImageId: number;
  roomFilename: string;
  products: ProductSnapshot[];
  snapped: SnappedSnapshot[];
  style: string | null;
  /** The layout the visitor arranged before paying, when they did. */
  scene?: SceneDescription | null;
}

const generatedUrl = (filename: string) => `/generated/${filename}`;

/** A finished image's columns, the same for a visitor's generation and the back office's regeneration. */
export function successFields(filename: string, result: RenderedRoom) {
  const now = new Date();
  return {
    status: 'success' as const,
    filename,
    url: generatedUrl(filename),
    placements: result.placements,
    unplaced: result.unplaced,
    errorCode: null,
    errorMessage: null,
    leaseUntil: null,
    processedAt: now,
    completedAt: now,
    updatedAt: now,
    fileDeletedAt: null,
  };
}

export type RenderedRoom = RenderResult & { unplaced: UnplacedPiece[] };

export async function renderInputs(
  deps: GenerationDeps,
  inputs: GenerationInputs,
  onStage?: (stage: GenerationStage) => Promise<void>,
) {
  const room = await deps.storage.get(`uploads/${inputs.roomFilename}`);
  if (!room) throw new PhotoExpired('room photo missing from storage');
  const items: RenderItem[] = await Promise.all([
    ...inputs.products.map(async (p, i) => {
      // The administrator's model first; a demo product's own one otherwise.
      const model =
        (p.id ? await loadProductModel(deps.db, deps.storage, p.id) : null) ?? demoProductModel(p.imageUrl);
      // The offline renderer draws a model when there is one; an AI renderer shows the picture as a reference.
      const picture = !model || deps.renderer.name !== 'compose';
      return {
        key: productPieceKey(p, i),
        name: p.name,
        category: p.category,
        kind: productKind(p.category, p.imageUrl),
        model,
        geometry: productGeometry(p.category, p.imageUrl, p),
        image: picture ? await loadProductImage(deps.storage, p.imageUrl).catch(() => null) : null,
        ownItem: false,
      };
    }),
    ...inputs.snapped.map(async (s, i) => {
      const image = await loadProductImage(deps.storage, s.imageUrl);
      if (!image) throw new PhotoExpired('furniture photo missing from storage');
      return {
        key: ownPieceKey(s, i),
        name: ownPieceName(s.category, i),
        category: s.category,
        kind: kindsOfCategory(s.category)[0] ?? null,
        model: null,
        geometry: categoryGeometry(s.category),
        image,
        ownItem: true,
      };
    }),
  ]);
  const result = await deps.renderer.render({
    room,
    items,
    style: inputs.style,
    scene: inputs.scene ?? null,
    onStage,
  });
  const byKey = new Map(items.map((item) => [item.key, item]));
  return {
    ...result,
    unplaced: result.scene.unplaced.flatMap((u) => {
      const item = byKey.get(u.key);
      return item ? [{ productName: item.name, category: item.category, reason: u.reason }] : [];
    }),
  };
}
