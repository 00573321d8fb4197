import { useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { canMarkProcessed } from '../../../../domain/order-status';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import type { AdminQuote } from '../lib/admin-types';
import { formatDate, formatDateTime } from '../lib/format';
import { MarkProcessedDialog } from '../orders/mark-processed-dialog';
import { DetailsList } from '../ui/details-list';
import { OrderStatusBadge, QuoteStatusBadge } from '../ui/status-badges';
import { QuoteLines } from './quote-lines';

interface QuoteDetailDialogProps {
  quote: AdminQuote | null;
  onOpenChange: (open: boolean) => void;
  onDownload: (quote: AdminQuote) => void;
}

export function QuoteDetailDialog({ quote, onOpenChange, onDownload }: QuoteDetailDialogProps) {
  const [processing, setProcessing] = useState<{ id: number; label: string } | null>(null);
  if (!quote) return null;
  const { order } = quote;
  return (
    <>
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent
          title={`Devis ${quote.number}`}
          description={`n° ${quote.id}`}
          className="md:max-w-2xl!"
        >
          <DetailsList
            items={[
              ['Date', formatDateTime(quote.createdAt)],
              ['Valable jusqu’au', formatDate(quote.validUntil)],
              ['Total', <strong key="t">{formatFcfa(quote.totalAmount)}</strong>],
              [
                'Statut',
                <span key="s" className="flex items-center gap-2">
                  <QuoteStatusBadge status={quote.status} />
                  <span className="text-muted">{quote.downloadCount} téléchargement(s)</span>
                </span>,
              ],
              ['Email', quote.generatedImage?.contactEmail ?? order?.customerEmail],
              ['Téléphone', quote.generatedImage?.contactPhone ?? order?.customerPhone],
            ]}
          />
          <h3 className="mt-5 font-bold text-indigo-900">Produits</h3>
          <QuoteLines selected={quote.selectedProducts} snapped={quote.snappedProducts} />
          <h3 className="mt-5 font-bold text-indigo-900">Commande</h3>
          {order ? (
            <div className="mt-2">
              <DetailsList
                items={[
                  ['Statut', <OrderStatusBadge key="o" status={order.status} />],
                  ['Client', order.customerName ?? 'Non renseigné'],
                  ['Adresse', order.customerAddress],
                  ['Message du client', order.customerNotes],
                  ['Notes', order.notes],
                  ['Date', formatDateTime(order.createdAt)],
                ]}
              />
            </div>
          ) : (
            <p className="mt-2 text-muted">{fr.admin.noOrder}</p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            <Button onClick={() => onDownload(quote)}>Télécharger le PDF</Button>
            {order && canMarkProcessed(order.status) ? (
              <Button
                variant="secondary"
                onClick={() => setProcessing({ id: order.id, label: `Devis ${quote.number}` })}
              >
                Marquer la commande comme traitée
              </Button>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      <MarkProcessedDialog
        order={processing}
        onOpenChange={(open) => !open && setProcessing(null)}
        onDone={() => onOpenChange(false)}
      />
    </>
  );
}
