import { and, eq } from 'drizzle-orm';
import { fr } from '../../../domain/messages.fr.js';
import type { SceneDescription } from '../../../domain/scene.js';
import type { RealFootprint } from '../../../domain/scene-edit.js';
import type { Db } from '../../db/client.js';
import { type ProductSnapshot, type SnappedSnapshot, uploadedImages } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { categoryGeometry, kindsOfCategory, productGeometry } from '../catalog/service.js';
import { ownedBy } from '../visitor/service.js';
import { prepareRoom } from './compose/prepare-room.js';
import {
  layoutPieceOf,
  ownPieceKey,
  ownPieceName,
  productKind,
  productPieceKey,
} from './render3d/layout-pieces.js';
import { estimateScene } from './render3d/room-scene.js';
import type { Unreadable } from './room/analyse-room-photo.js';
import { resolveProducts, resolveSnapped } from './visitor-products.js';

export interface ScenePiece {
  key: string;
  name: string;
  category: string;
  /** A catalogue product's real footprint, for step 4 to say when it is drawn at another size; null for the visitor's own. */
  real: RealFootprint | null;
}

/**
 * Step 4's preview: where each chosen piece would stand in the visitor's own photo, computed as
 * the paid render computes it, so the outline the visitor edits is the picture they will get.
 */
export async function previewScene(
  deps: { db: Db; storage: FileStorage },
  request: {
    imageId: number;
    visitorHash: string | null;
    selectedProducts: readonly ProductSnapshot[];
    snappedProducts: readonly SnappedSnapshot[];
  },
): Promise<{
  scene: SceneDescription & { imageId: number };
  pieces: ScenePiece[];
  unreadable: { code: Unreadable; message: string } | null;
}> {
  const [room] = await deps.db
    .select()
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.id, request.imageId),
        eq(uploadedImages.purpose, 'room'),
        ownedBy(uploadedImages.visitorHash, request.visitorHash),
      ),
    )
    .limit(1);
  const photo = room ? await deps.storage.get(`uploads/${room.filename}`) : null;
  if (!room || !photo) throw new AppError(404, 'image_not_found', fr.payment.imageMissing);
  const products = await resolveProducts(deps.db, request.selectedProducts);
  const snapped = await resolveSnapped(deps.db, room.id, request.snappedProducts);
  const items = [
    ...products.map((p, i) => ({
      key: productPieceKey(p, i),
      name: p.name,
      category: p.category,
      kind: productKind(p.category, p.imageUrl),
      geometry: productGeometry(p.category, p.imageUrl, p),
      ownItem: false,
    })),
    ...snapped.map((s, i) => ({
      key: ownPieceKey(s, i),
      name: ownPieceName(s.category, i),
      category: s.category,
      kind: kindsOfCategory(s.category)[0] ?? null,
      geometry: categoryGeometry(s.category),
      ownItem: true,
    })),
  ];
  const prepared = await prepareRoom(photo);
  const { unreadable, ...scene } = await estimateScene(prepared, items);
  return {
    // Named for its photo: the paid render draws it on that photo only.
    scene: { ...scene, imageId: room.id },
    pieces: items.map(({ key, name, category, kind, geometry, ownItem }) => {
      const { widthM, depthM } = layoutPieceOf(key, name, kind, geometry);
      return { key, name, category, real: ownItem ? null : { widthM, depthM } };
    }),
    unreadable: unreadable ? { code: unreadable, message: fr.room[unreadable] } : null,
  };
}
