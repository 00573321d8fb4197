import { apiRequest } from '../../lib/api';

export interface QuoteRequest {
  selectedProducts: unknown[];
  snappedProducts: unknown[];
  imageId: number | null;
  generatedImageId?: number;
}

export interface CreatedQuote {
  quoteId: number;
  pdf: Blob;
  fileName: string;
}

export async function createQuote(request: QuoteRequest): Promise<CreatedQuote> {
  const res = await apiRequest('POST', '/api/generate-quote', request);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `devis-${Date.now()}.pdf`;
  return { quoteId: Number(res.headers.get('X-Quote-Id')), pdf: await res.blob(), fileName };
}

/** Saves the PDF the way a phone's browser expects a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
