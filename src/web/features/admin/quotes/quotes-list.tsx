import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_QUOTES_PAGE_SIZE } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { QUOTE_STATUS_LABELS } from '../../../../domain/order-status';
import { Button } from '../../../ui/button';
import { downloadQuotePdf } from '../images/image-actions';
import type { AdminQuote } from '../lib/admin-types';
import { formatDateTime } from '../lib/format';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { useFilteredList } from '../lib/use-filtered-list';
import type { Column } from '../ui/data-table';
import { ListFilterBar, type ListFilters } from '../ui/list-filter-bar';
import { PagedListPanel } from '../ui/paged-list-panel';
import { OrderStatusBadge, QuoteStatusBadge } from '../ui/status-badges';
import { QuoteDetailDialog } from './quote-detail-dialog';

const STATUS_OPTIONS = Object.entries(QUOTE_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** Quotes, 10 a page, with detail and PDF download; the /quotes page adds date filters (§2, §7). */
export function QuotesList({ withDates }: { withDates?: boolean }) {
  const queryClient = useQueryClient();
  const { list, page, setPage, filters, setFilter } = useFilteredList<'quotes', AdminQuote, ListFilters>(
    '/api/admin/quotes',
    ADMIN_QUOTES_PAGE_SIZE,
    { search: '', status: 'all', dateFrom: '', dateTo: '' },
  );
  const [detail, setDetail] = useState<AdminQuote | null>(null);

  const download = async (quote: AdminQuote) => {
    if (await downloadQuotePdf(quote.id, fr.admin.quotePdfFailed)) {
      setDetail((d) =>
        d?.id === quote.id ? { ...d, downloadCount: d.downloadCount + 1, status: 'downloaded' } : d,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    }
  };

  const columns: Column<AdminQuote>[] = [
    {
      key: 'number',
      header: 'Devis',
      cell: (q) => (
        <div>
          <p className="font-semibold">{q.number}</p>
          <p className="text-xs text-muted">n° {q.id}</p>
        </div>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      cell: (q) => <span className="whitespace-nowrap">{formatDateTime(q.createdAt)}</span>,
    },
    {
      key: 'total',
      header: 'Total',
      cell: (q) => <span className="whitespace-nowrap">{formatFcfa(q.totalAmount)}</span>,
    },
    {
      key: 'products',
      header: 'Produits',
      cell: (q) => q.selectedProducts.length + q.snappedProducts.length,
    },
    {
      key: 'status',
      header: 'Statut',
      cell: (q) => (
        <span className="flex items-center gap-2">
          <QuoteStatusBadge status={q.status} />
          <span className="text-xs text-muted" title="Téléchargements">
            ×{q.downloadCount}
          </span>
        </span>
      ),
    },
    {
      key: 'order',
      header: 'Commande',
      cell: (q) =>
        q.order ? (
          <OrderStatusBadge status={q.order.status} />
        ) : (
          <span className="text-muted">{fr.admin.noOrder}</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (q) => (
        <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start [&_button]:px-2">
          <Button size="sm" variant="ghost" onClick={() => setDetail(q)}>
            Détails<span className="sr-only"> du devis {q.number}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void download(q)}>
            PDF<span className="sr-only"> du devis {q.number}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListFilterBar
        filters={filters}
        setFilter={setFilter}
        searchPlaceholder="N° de devis, client, contact"
        statusOptions={STATUS_OPTIONS}
        withDates={withDates}
        className={withDates ? 'lg:grid-cols-4' : undefined}
      />
      <PagedListPanel
        query={list}
        listKey="quotes"
        title={(n) => `${n} devis`}
        caption="Devis"
        columns={columns}
        rowKey={(q) => q.id}
        empty={<p className="text-muted">Aucun devis ne correspond.</p>}
        page={page}
        pageSize={ADMIN_QUOTES_PAGE_SIZE}
        onPage={setPage}
      />
      <QuoteDetailDialog
        quote={detail}
        onOpenChange={(open) => !open && setDetail(null)}
        onDownload={(q) => void download(q)}
      />
    </div>
  );
}
