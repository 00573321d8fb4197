import { ACCEPTED_3D_EXTENSIONS, MAX_3D_MODEL_BYTES } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { ApiError, uploadWithProgress } from '../../../lib/api';
import { adminJson, leaveForLogin } from '../lib/admin-request';
import type { Model3d, UploadedModelFile } from '../lib/admin-types';

/** The public list of models the 3D manager shows; refreshed after every upload or delete. */
export const MODELS_KEY = ['/api/3d-models'] as const;

export const MODEL_ACCEPT = ACCEPTED_3D_EXTENSIONS.join(',');
export const MAX_MODEL_MB = MAX_3D_MODEL_BYTES / (1024 * 1024);

/** The spec's check before sending (admin-back-office.md §5); the server checks the content too. */
export function modelFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_3D_EXTENSIONS.some((ext) => name.endsWith(ext))) return fr.admin.invalid3dFormat;
  if (file.size > MAX_3D_MODEL_BYTES) return fr.backOffice.modelTooLarge(MAX_MODEL_MB);
  return null;
}

export async function uploadModelFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedModelFile> {
  const form = new FormData();
  form.append('model', file);
  try {
    return await uploadWithProgress<UploadedModelFile>('/api/admin/3d-models/upload', form, onProgress);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) leaveForLogin();
    throw err;
  }
}

export async function attachModel(productId: number, modelData: UploadedModelFile): Promise<Model3d> {
  const { model } = await adminJson<{ model: Model3d }>(
    'POST',
    `/api/admin/products/${productId}/add-3d-model`,
    {
      modelData,
    },
  );
  return model;
}
