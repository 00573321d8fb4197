import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fr } from '../../../../domain/messages.fr.js';
import type { Db } from '../../../db/client.js';
import { models3d, products } from '../../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../../errors.js';
import { type FileStorage, isSafeFileName } from '../../../storage/storage.js';
import { modelFileUrl, type PublicModel, toPublicModel } from '../../models3d/service.js';
import { checkGltfContent, modelFormatOf } from './gltf-content.js';

export interface UploadedModelFile {
  filePath: string;
  filename: string;
  originalName: string;
  size: number;
}

/** 'Canapé Velours (v2).GLB' → 'canape-velours-v2-<random>.glb': safe on any disk and unique. */
function storedName(originalName: string, extension: string): string {
  const base = originalName
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'modele'}-${randomBytes(6).toString('hex')}.${extension}`;
}

export async function storeModelFile(
  storage: FileStorage,
  data: Buffer,
  originalName: string,
): Promise<UploadedModelFile> {
  const format = modelFormatOf(originalName);
  if (!format) throw new AppError(415, 'invalid_model_format', fr.admin.invalid3dFormat);
  checkGltfContent(data, format);
  const filename = storedName(originalName, format);
  await storage.put(`models/${filename}`, data);
  return {
    filePath: modelFileUrl(filename),
    filename,
    originalName: originalName.slice(0, 200),
    size: data.length,
  };
}

/**
 * Attaches an uploaded file to a product. The file must be one the upload stored (checked on
 * disk, its size read there); the model supports the product's style and is live at once.
 */
export async function attachModelToProduct(
  db: Db,
  storage: FileStorage,
  productId: number,
  modelData: { filename: string; originalName?: string },
): Promise<PublicModel> {
  const [product] = await db
    .select({ id: products.id, name: products.name, interiorStyle: products.interiorStyle })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound('product_not_found', fr.backOffice.productNotFound);
  const { filename } = modelData;
  if (!isSafeFileName(filename) || !modelFormatOf(filename)) throw badRequest('invalid_model_file');
  const file = await storage.open(`models/${filename}`);
  if (!file) throw notFound('model_file_missing', fr.backOffice.modelFileMissing);
  file.stream.destroy();
  const [row] = await db
    .insert(models3d)
    .values({
      productId: product.id,
      productName: product.name,
      filename,
      originalName: modelData.originalName?.slice(0, 200) || filename,
      sizeBytes: file.size,
      supportedStyles: [product.interiorStyle],
      isActive: true,
    })
    .onConflictDoNothing({ target: models3d.filename })
    .returning();
  if (!row) throw conflict('model_already_attached', fr.backOffice.modelAlreadyAttached);
  return toPublicModel(row);
}

/** Deletes the model and its file (filenames are unique, so no other model uses it). */
export async function deleteModel(db: Db, storage: FileStorage, id: number): Promise<void> {
  const [row] = await db.delete(models3d).where(eq(models3d.id, id)).returning();
  if (!row) throw notFound('model_not_found', fr.backOffice.modelNotFound);
  await storage.delete(`models/${row.filename}`);
}
