import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_IMAGES_PAGE_SIZE, ADMIN_PRODUCTS_FOR_IMAGES_LIMIT } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { IMAGE_STATUS_LABELS } from '../../../../domain/order-status';
import { userMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { adminJson } from '../lib/admin-request';
import type { AdminImage, AdminProduct, Paged } from '../lib/admin-types';
import { downloadFile } from '../lib/download-file';
import { formatDateTime } from '../lib/format';
import { linkedProductsSummary } from '../lib/linked-summary';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY, useAdminData } from '../lib/use-admin-list';
import { useFilteredList } from '../lib/use-filtered-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { Column } from '../ui/data-table';
import { ListFilterBar, type ListFilters } from '../ui/list-filter-bar';
import { PagedListPanel } from '../ui/paged-list-panel';
import { SelectField } from '../ui/select-field';
import { ImageStatusBadge } from '../ui/status-badges';
import { downloadGeneratedImage } from './image-actions';
import { ImagePreviewDialog } from './image-preview-dialog';
import { OriginalImageDialog } from './original-image-dialog';

type Filters = ListFilters & { linkedProduct: string };

const STATUS_OPTIONS = Object.entries(IMAGE_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** Generated images: filters, 20 a page, preview, download, delete one or many, payments export (§2). */
export default function ImagesTab() {
  const queryClient = useQueryClient();
  const { list, page, setPage, filters, setFilter } = useFilteredList<'images', AdminImage, Filters>(
    '/api/admin/generated-images',
    ADMIN_IMAGES_PAGE_SIZE,
    { search: '', status: 'all', dateFrom: '', dateTo: '', linkedProduct: 'all' },
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<AdminImage | null>(null);
  const [original, setOriginal] = useState<AdminImage['originalImage']>(null);
  // A selection is confirmed with its count even when it holds one image (admin-back-office.md §5).
  const [deleting, setDeleting] = useState<{ ids: number[]; bulk: boolean } | null>(null);

  const products = useAdminData<Paged<'products', AdminProduct>>(
    `/api/admin/products?limit=${ADMIN_PRODUCTS_FOR_IMAGES_LIMIT}`,
  );
  const productNames = [...new Set(products.data?.products.map((p) => p.name) ?? [])].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );

  const remove = useMutation({
    mutationFn: async (ids: number[]) =>
      ids.length === 1
        ? adminJson<{ message: string }>('DELETE', `/api/admin/generated-images/${ids[0]}`)
        : adminJson<{ message: string }>('POST', '/api/admin/generated-images/bulk-delete', {
            imageIds: ids,
          }),
    onSuccess: (data, ids) => {
      toastDone(data.message);
      setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err, ids) => {
      setDeleting(null);
      toastError(
        ids.length === 1 ? fr.backOffice.deleteImageFailed : fr.admin.bulkDeleteFailed,
        userMessage(err, fr.errors.generic),
      );
    },
  });

  const exportPayments = useMutation({
    mutationFn: () => downloadFile('/api/admin/payments/export-csv', 'paiements.csv'),
    onError: () => toastError(fr.admin.paymentsExportFailed),
  });

  const images = list.data?.images ?? [];
  const allSelected = images.length > 0 && images.every((i) => selected.has(i.id));
  const toggleOne = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const openPreview = (image: AdminImage) =>
    image.id ? setPreview(image) : toastError(fr.admin.invalidImageData);

  const columns: Column<AdminImage>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          label={<span className="sr-only">Tout sélectionner</span>}
          checked={allSelected}
          onCheckedChange={(on) =>
            setSelected((s) => {
              const next = new Set(s);
              for (const i of images) {
                if (on) next.add(i.id);
                else next.delete(i.id);
              }
              return next;
            })
          }
        />
      ),
      label: 'Sélection',
      cell: (i) => (
        <Checkbox
          label={<span className="sr-only">Sélectionner l'image n° {i.id}</span>}
          checked={selected.has(i.id)}
          onCheckedChange={(on) => toggleOne(i.id, on)}
        />
      ),
    },
    {
      key: 'thumb',
      header: 'Aperçu',
      cell: (i) =>
        i.url ? (
          <button type="button" onClick={() => openPreview(i)} className="block rounded-lg">
            <img
              src={i.url}
              alt={`Aperçu n° ${i.id}`}
              loading="lazy"
              className="h-14 w-20 rounded-lg bg-sand-100 object-cover"
            />
          </button>
        ) : (
          <span
            className="flex h-14 w-20 items-center justify-center rounded-lg bg-sand-100 text-center text-xs text-muted"
            title={i.fileDeletedAt ? fr.backOffice.generatedFileDeleted : undefined}
          >
            {i.fileDeletedAt ? fr.admin.fileUnavailable : '—'}
          </span>
        ),
    },
    {
      key: 'file',
      header: 'Fichier',
      cell: (i) => (
        <div className="max-w-64">
          <p className="truncate font-semibold">{i.filename ?? `Image n° ${i.id}`}</p>
          <p className="truncate text-xs text-muted">
            {linkedProductsSummary(i.linkedProducts.map((p) => p.name))}
          </p>
        </div>
      ),
    },
    { key: 'status', header: 'Statut', cell: (i) => <ImageStatusBadge status={i.status} /> },
    {
      key: 'date',
      header: 'Date',
      cell: (i) => <span className="whitespace-nowrap">{formatDateTime(i.createdAt)}</span>,
    },
    {
      key: 'original',
      header: 'Original',
      cell: (i) =>
        i.originalImage ? (
          <Button size="sm" variant="ghost" onClick={() => setOriginal(i.originalImage)}>
            Photo<span className="sr-only"> d'origine de l'image n° {i.id}</span>
          </Button>
        ) : (
          // Every generation starts from a photo: without one, the retention sweep deleted it.
          <span className="text-xs text-muted">{fr.admin.fileUnavailable}</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (i) => (
        <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start [&_button]:px-2">
          <Button size="sm" variant="ghost" onClick={() => openPreview(i)}>
            Voir<span className="sr-only"> l'image n° {i.id}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void downloadGeneratedImage(i)}>
            Télécharger<span className="sr-only"> l'image n° {i.id}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            onClick={() => setDeleting({ ids: [i.id], bulk: false })}
          >
            Supprimer<span className="sr-only"> l'image n° {i.id}</span>
          </Button>
        </div>
      ),
    },
  ];

  const deleteCount = deleting?.ids.length ?? 0;
  const bulkDelete = deleting?.bulk === true;
  const countedImages = `${deleteCount} image${deleteCount > 1 ? 's' : ''}`;
  return (
    <div className="flex flex-col gap-4">
      <ListFilterBar
        filters={filters}
        setFilter={setFilter}
        searchPlaceholder="Fichier, contact, produit"
        statusOptions={STATUS_OPTIONS}
        className="lg:grid-cols-5"
        actions={
          <>
            {selected.size > 0 ? (
              <Button
                size="sm"
                variant="destructive"
                onClick={() => setDeleting({ ids: [...selected], bulk: true })}
              >
                Supprimer la sélection ({selected.size})
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => exportPayments.mutate()}
              disabled={exportPayments.isPending}
            >
              {exportPayments.isPending ? 'Export…' : 'Exporter les paiements (CSV)'}
            </Button>
          </>
        }
      >
        <SelectField
          label="Produit lié"
          options={productNames.map((n) => ({ value: n, label: n }))}
          placeholder={{ value: 'all', label: 'Tous' }}
          value={filters.linkedProduct}
          onChange={(e) => setFilter('linkedProduct')(e.target.value)}
        />
      </ListFilterBar>

      <PagedListPanel
        query={list}
        listKey="images"
        title={(n) => `${n} image(s)`}
        caption="Images générées"
        columns={columns}
        rowKey={(i) => i.id}
        empty={<p className="text-muted">Aucune image générée ne correspond.</p>}
        page={page}
        pageSize={ADMIN_IMAGES_PAGE_SIZE}
        onPage={setPage}
      />

      <ImagePreviewDialog image={preview} onOpenChange={(open) => !open && setPreview(null)} />
      <OriginalImageDialog original={original} onOpenChange={(open) => !open && setOriginal(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={bulkDelete ? `Supprimer ${countedImages} ?` : "Supprimer l'image ?"}
        description={
          bulkDelete ? fr.backOffice.bulkDeleteImagesConfirm(deleteCount) : fr.backOffice.deleteImageConfirm
        }
        confirmLabel={bulkDelete ? `Supprimer ${countedImages}` : 'Supprimer'}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.ids)}
      />
    </div>
  );
}
