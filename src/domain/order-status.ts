import { fr } from './messages.fr.js';

export const ORDER_STATUS_LABELS: Record<string, string> = {
  confirmed: 'Confirmée',
  deferred: fr.admin.orderDeferred,
  processed: fr.admin.orderProcessed,
};

/** admin-back-office.md §4: deferred reads 'En attente', processed 'Traitée'; an unknown status is shown raw. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

/** Any order not yet processed can be marked processed (§4). */
export function canMarkProcessed(status: string): boolean {
  return status !== 'processed';
}

export type QuoteStatus = 'generated' | 'downloaded';

/** A quote is 'generated' until its PDF has been downloaded once (§4). */
export function quoteStatus(downloadCount: number): QuoteStatus {
  return downloadCount > 0 ? 'downloaded' : 'generated';
}

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  generated: 'Généré',
  downloaded: 'Téléchargé',
};

export const IMAGE_STATUS_LABELS: Record<string, string> = {
  success: 'Réussie',
  error: 'Erreur',
  failed: 'Échec',
  processing: 'En cours',
};

export function imageStatusLabel(status: string): string {
  return IMAGE_STATUS_LABELS[status] ?? status;
}
