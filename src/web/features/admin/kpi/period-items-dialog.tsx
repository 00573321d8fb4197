import { useState } from 'react';
import { KPI_PERIOD_LIST_SIZE } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { ImagePreviewDialog } from '../images/image-preview-dialog';
import type { AdminImage, AdminOrder, Paged } from '../lib/admin-types';
import { formatDateTime } from '../lib/format';
import { linkedProductsSummary } from '../lib/linked-summary';
import { toastError } from '../lib/notify';
import { useAdminData } from '../lib/use-admin-list';
import { OrderDetailDialog } from '../orders/order-detail-dialog';
import { LoadError, LoadingRows } from '../ui/panel';
import { ImageStatusBadge, OrderStatusBadge } from '../ui/status-badges';
import { type KpiPeriod, PERIOD_LABELS } from './kpi-types';

export type PeriodList = { kind: 'images' | 'orders'; period: KpiPeriod };

const rowClass =
  'flex w-full min-h-11 items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-sand-100 focus-visible:bg-sand-100';

function ImageRows({ period, onOpen }: { period: KpiPeriod; onOpen: (image: AdminImage) => void }) {
  const data = useAdminData<Paged<'images', AdminImage>>(`/api/admin/kpi/images?period=${period}`);
  if (data.isPending) return <LoadingRows />;
  if (data.isError) return <LoadError message={fr.errors.generic} onRetry={() => void data.refetch()} />;
  if (data.data.images.length === 0)
    return <p className="py-6 text-center text-muted">Aucune image sur cette période.</p>;
  return (
    <ul className="divide-y divide-sand-200">
      {data.data.images.map((image) => (
        <li key={image.id}>
          <button type="button" className={rowClass} onClick={() => onOpen(image)}>
            {image.url ? (
              <img
                src={image.url}
                alt=""
                loading="lazy"
                className="size-14 shrink-0 rounded-lg bg-sand-100 object-cover"
              />
            ) : (
              <span className="size-14 shrink-0 rounded-lg bg-sand-100" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{image.filename ?? `Image n° ${image.id}`}</span>
              <span className="block truncate text-sm text-muted">
                {formatDateTime(image.createdAt)} ·{' '}
                {linkedProductsSummary(image.linkedProducts.map((p) => p.name))}
              </span>
            </span>
            <ImageStatusBadge status={image.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function OrderRows({ period, onOpen }: { period: KpiPeriod; onOpen: (order: AdminOrder) => void }) {
  const data = useAdminData<Paged<'orders', AdminOrder>>(`/api/admin/kpi/orders?period=${period}`);
  if (data.isPending) return <LoadingRows />;
  if (data.isError) return <LoadError message={fr.errors.generic} onRetry={() => void data.refetch()} />;
  if (data.data.orders.length === 0)
    return <p className="py-6 text-center text-muted">Aucune commande sur cette période.</p>;
  return (
    <ul className="divide-y divide-sand-200">
      {data.data.orders.map((order) => (
        <li key={order.id}>
          <button type="button" className={rowClass} onClick={() => onOpen(order)}>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">
                {order.customerName ?? 'Client non renseigné'} · {formatFcfa(order.totalAmount)}
              </span>
              <span className="block truncate text-sm text-muted">
                {formatDateTime(order.createdAt)} · devis n° {order.quoteId}
              </span>
            </span>
            <OrderStatusBadge status={order.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The first 50 images or orders of a KPI period, newest first, each opening its preview (§2). */
export function PeriodItemsDialog({ list, onClose }: { list: PeriodList | null; onClose: () => void }) {
  const [image, setImage] = useState<AdminImage | null>(null);
  const [order, setOrder] = useState<AdminOrder | null>(null);
  if (!list) return null;
  const what = list.kind === 'images' ? 'Images générées' : 'Commandes';
  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          title={`${what} · ${PERIOD_LABELS[list.period]}`}
          description={`Les ${KPI_PERIOD_LIST_SIZE} plus récentes au plus.`}
          className="md:max-w-2xl!"
        >
          {list.kind === 'images' ? (
            <ImageRows
              period={list.period}
              onOpen={(i) => (i.id ? setImage(i) : toastError(fr.admin.invalidImageData))}
            />
          ) : (
            <OrderRows period={list.period} onOpen={setOrder} />
          )}
        </DialogContent>
      </Dialog>
      <ImagePreviewDialog image={image} onOpenChange={(open) => !open && setImage(null)} />
      <OrderDetailDialog
        order={order}
        onOpenChange={(open) => !open && setOrder(null)}
        canProcess={(o) => o.status === 'confirmed'}
      />
    </>
  );
}
