import { useState } from 'react';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { canMarkProcessed, ORDER_STATUS_LABELS } from '../../../../domain/order-status';
import { Button } from '../../../ui/button';
import { downloadQuotePdf } from '../images/image-actions';
import type { AdminOrder } from '../lib/admin-types';
import { formatDateTime } from '../lib/format';
import { useFilteredList } from '../lib/use-filtered-list';
import type { Column } from '../ui/data-table';
import { ListFilterBar, type ListFilters } from '../ui/list-filter-bar';
import { PagedListPanel } from '../ui/paged-list-panel';
import { OrderStatusBadge } from '../ui/status-badges';
import { MarkProcessedDialog } from './mark-processed-dialog';
import { OrderDetailDialog } from './order-detail-dialog';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** Orders, 10 a page, newest first: detail, quote PDF and 'mark processed' with notes (§2, §4). */
export default function OrdersTab() {
  const { list, page, setPage, filters, setFilter } = useFilteredList<'orders', AdminOrder, ListFilters>(
    '/api/admin/orders',
    ADMIN_ORDERS_PAGE_SIZE,
    { search: '', status: 'all', dateFrom: '', dateTo: '' },
  );
  const [detail, setDetail] = useState<AdminOrder | null>(null);
  const [processing, setProcessing] = useState<{ id: number; label: string } | null>(null);

  const columns: Column<AdminOrder>[] = [
    { key: 'id', header: 'N°', cell: (o) => <span className="font-semibold">{o.id}</span> },
    {
      key: 'date',
      header: 'Date',
      cell: (o) => <span className="whitespace-nowrap">{formatDateTime(o.createdAt)}</span>,
    },
    {
      key: 'customer',
      header: 'Client',
      cell: (o) => (
        <div className="max-w-56">
          <p className="truncate font-semibold">{o.customerName ?? 'Non renseigné'}</p>
          <p className="truncate text-xs text-muted">{o.customerPhone ?? o.customerEmail ?? '—'}</p>
        </div>
      ),
    },
    {
      key: 'total',
      header: 'Total',
      cell: (o) => <span className="whitespace-nowrap">{formatFcfa(o.totalAmount)}</span>,
    },
    {
      key: 'quote',
      header: 'Devis',
      cell: (o) => <span className="whitespace-nowrap">{o.quoteNumber}</span>,
    },
    { key: 'status', header: 'Statut', cell: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (o) => (
        <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start [&_button]:px-2">
          <Button size="sm" variant="ghost" onClick={() => setDetail(o)}>
            Détails<span className="sr-only"> de la commande n° {o.id}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void downloadQuotePdf(o.quoteId, fr.admin.quotePdfFailed)}
          >
            PDF<span className="sr-only"> du devis de la commande n° {o.id}</span>
          </Button>
          {canMarkProcessed(o.status) ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setProcessing({ id: o.id, label: `Commande n° ${o.id}` })}
            >
              Traiter<span className="sr-only"> la commande n° {o.id}</span>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListFilterBar
        filters={filters}
        setFilter={setFilter}
        searchPlaceholder="Client, contact, n° de devis"
        statusOptions={STATUS_OPTIONS}
        className="lg:grid-cols-4"
      />
      <PagedListPanel
        query={list}
        listKey="orders"
        title={(n) => `${n} commande(s)`}
        caption="Commandes"
        columns={columns}
        rowKey={(o) => o.id}
        empty={<p className="text-muted">Aucune commande ne correspond.</p>}
        page={page}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
        onPage={setPage}
      />
      <OrderDetailDialog order={detail} onOpenChange={(open) => !open && setDetail(null)} />
      <MarkProcessedDialog order={processing} onOpenChange={(open) => !open && setProcessing(null)} />
    </div>
  );
}
