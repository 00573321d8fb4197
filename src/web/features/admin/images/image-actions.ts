import { fr } from '../../../../domain/messages.fr';
import type { AdminImage, LinkedProduct } from '../lib/admin-types';
import { downloadFile } from '../lib/download-file';
import { toastError } from '../lib/notify';

export async function downloadGeneratedImage(
  image: Pick<AdminImage, 'url' | 'filename' | 'fileDeletedAt'>,
): Promise<void> {
  if (image.fileDeletedAt) {
    toastError(fr.backOffice.generatedFileDeleted);
    return;
  }
  if (!image.url || !image.filename) {
    toastError(fr.admin.invalidImageData);
    return;
  }
  try {
    await downloadFile(image.url, image.filename);
  } catch {
    toastError(fr.admin.downloadFailed);
  }
}

export async function downloadQuotePdf(
  quoteId: number,
  failure: string = fr.admin.quoteDownloadFailed,
): Promise<boolean> {
  try {
    await downloadFile(`/api/admin/quotes/${quoteId}/download-pdf`, `devis-${quoteId}.pdf`);
    return true;
  } catch {
    toastError(failure);
    return false;
  }
}

export function openProductPage(product: LinkedProduct): void {
  if (!product.productUrl) {
    toastError(fr.admin.missingProductUrl);
    return;
  }
  window.open(product.productUrl, '_blank', 'noopener,noreferrer');
}
