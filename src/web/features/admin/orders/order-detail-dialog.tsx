import { useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { canMarkProcessed } from '../../../../domain/order-status';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { downloadQuotePdf } from '../images/image-actions';
import type { AdminOrder } from '../lib/admin-types';
import { formatDateTime } from '../lib/format';
import { QuoteLines } from '../quotes/quote-lines';
import { DetailsList } from '../ui/details-list';
import { OrderStatusBadge } from '../ui/status-badges';
import { MarkProcessedDialog } from './mark-processed-dialog';

interface OrderDetailDialogProps {
  order: AdminOrder | null;
  onOpenChange: (open: boolean) => void;
  /** The KPI preview offers processing only for confirmed orders; the orders tab for any not yet processed. */
  canProcess?: (order: AdminOrder) => boolean;
}

export function OrderDetailDialog({
  order,
  onOpenChange,
  canProcess = (o) => canMarkProcessed(o.status),
}: OrderDetailDialogProps) {
  const [processing, setProcessing] = useState<{ id: number; label: string } | null>(null);
  if (!order) return null;
  return (
    <>
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent title={`Commande n° ${order.id}`} className="md:max-w-2xl!">
          <DetailsList
            items={[
              ['Client', order.customerName ?? 'Non renseigné'],
              ['Email', order.customerEmail],
              ['Téléphone', order.customerPhone],
              ['Adresse', order.customerAddress],
              ['Message du client', order.customerNotes],
              ['Statut', <OrderStatusBadge key="s" status={order.status} />],
              ['Date', formatDateTime(order.createdAt)],
              ['Total', formatFcfa(order.totalAmount)],
              ['Devis', `n° ${order.quoteId} (${order.quoteNumber})`],
              ['Notes', order.notes],
              ...(order.processedAt
                ? [['Traitée le', formatDateTime(order.processedAt)] as [string, string]]
                : []),
            ]}
          />
          <h3 className="mt-5 font-bold text-indigo-900">Produits du devis</h3>
          <QuoteLines selected={order.quote.selectedProducts} snapped={order.quote.snappedProducts} />
          <div className="mt-5 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void downloadQuotePdf(order.quoteId, fr.admin.quotePdfFailed)}
            >
              Télécharger le devis (PDF)
            </Button>
            {canProcess(order) ? (
              <Button onClick={() => setProcessing({ id: order.id, label: `Commande n° ${order.id}` })}>
                Marquer comme traitée
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
