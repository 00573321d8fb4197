import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { styleLabel } from '../../../../domain/styles';
import { userMessage } from '../../../lib/api';
import { productThumbnailUrl } from '../../../lib/product-thumbnail';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { adminJson } from '../lib/admin-request';
import type { AdminProduct } from '../lib/admin-types';
import { downloadFile } from '../lib/download-file';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY, useAdminData } from '../lib/use-admin-list';
import { useFilteredList } from '../lib/use-filtered-list';
import { Badge } from '../ui/badge';
import { CollapsibleSection } from '../ui/collapsible-section';
import type { Column } from '../ui/data-table';
import { PagedListPanel } from '../ui/paged-list-panel';
import { Panel } from '../ui/panel';
import { SearchField } from '../ui/search-field';
import { SelectField } from '../ui/select-field';
import { AddModelDialog } from './add-model-dialog';
import { BulkActionsPanel } from './bulk-actions-panel';
import { CsvImportDialog } from './csv-import-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { COUNTRY_LABELS, COUNTRY_OPTIONS, SORT_OPTIONS, toOptions } from './product-options';

type Filters = {
  search: string;
  sortBy: string;
  sortOrder: string;
  category: string;
  store: string;
  country: string;
  status: string;
  minPrice: string;
  maxPrice: string;
};
const NO_FILTERS: Filters = {
  search: '',
  sortBy: 'name',
  sortOrder: 'asc',
  category: 'all',
  store: 'all',
  country: 'all',
  status: 'all',
  minPrice: '',
  maxPrice: '',
};
const ALL = { value: 'all', label: 'Tous' };

/** The catalogue as the administrator manages it (admin-back-office.md §2): 20 a page, sorted by name. */
export default function ProductsTab() {
  const queryClient = useQueryClient();
  const { list, page, setPage, filters, settled, setFilter, resetFilters } = useFilteredList<
    'products',
    AdminProduct,
    Filters
  >('/api/admin/products', ADMIN_PRODUCTS_PAGE_SIZE, NO_FILTERS);
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [addingModel, setAddingModel] = useState<AdminProduct | null>(null);
  const [importing, setImporting] = useState(false);

  const stores = useAdminData<{ stores: Array<{ name: string }> }>('/api/admin/stores');
  const facets = useAdminData<{ categories: string[]; countries: string[] }>('/api/admin/product-facets');
  const storeNames = stores.data?.stores.map((s) => s.name) ?? [];
  const categories = facets.data?.categories ?? [];

  const toggle = useMutation({
    mutationFn: (id: number) =>
      adminJson<{ product: AdminProduct; message: string }>(
        'POST',
        `/api/admin/products/${id}/toggle-status`,
      ),
    onSuccess: (data) => {
      toastDone(data.message, data.product.name);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err) => toastError(fr.admin.toggleStatusFailed, userMessage(err, fr.errors.generic)),
  });

  const exportCsv = useMutation({
    mutationFn: () => downloadFile('/api/admin/products/export-csv', 'produits.csv'),
    onError: () => toastError(fr.admin.exportFailed),
  });

  const columns: Column<AdminProduct>[] = [
    {
      key: 'image',
      header: 'Image',
      cell: (p) =>
        p.photoStatus === 'missing' || p.photoStatus === 'pending' ? (
          <span
            title={p.photoError ?? undefined}
            className="flex size-14 items-center justify-center rounded-lg bg-amber-50 p-1 text-center text-[10px] font-semibold leading-tight text-amber-900"
          >
            {p.photoStatus === 'missing' ? fr.backOffice.photoMissing : fr.backOffice.photoPending}
          </span>
        ) : p.imageUrl ? (
          <img
            src={p.photoUrl ?? productThumbnailUrl(p.imageUrl) ?? p.imageUrl}
            alt=""
            loading="lazy"
            className="size-14 rounded-lg bg-sand-100 object-contain"
          />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-lg bg-sand-100 text-xs text-muted">
            —
          </span>
        ),
    },
    {
      key: 'name',
      header: 'Nom',
      cell: (p) => (
        <div>
          <p className="font-semibold">{p.name}</p>
          <p className="text-xs text-muted">
            n° {p.id} · {styleLabel(p.interiorStyle)}
          </p>
        </div>
      ),
    },
    { key: 'category', header: 'Catégorie', cell: (p) => p.category },
    {
      key: 'price',
      header: 'Prix',
      cell: (p) => <span className="whitespace-nowrap">{formatFcfa(p.priceFcfa)}</span>,
    },
    {
      key: 'store',
      header: 'Magasin',
      cell: (p) => <span className="block max-w-40 text-xs">{p.store ?? '—'}</span>,
    },
    {
      key: 'country',
      header: 'Pays',
      cell: (p) => (p.country ? (COUNTRY_LABELS[p.country] ?? p.country) : '—'),
    },
    {
      key: 'status',
      header: 'Statut',
      cell: (p) => (
        <Badge tone={p.isActive ? 'success' : 'neutral'}>{p.isActive ? 'Actif' : 'Inactif'}</Badge>
      ),
    },
    {
      key: 'kind',
      header: '2D/3D',
      cell: (p) => <Badge tone={p.has_3d_model ? 'info' : 'neutral'}>{p.has_3d_model ? '3D' : '2D'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start [&_button]:px-2">
          <Button size="sm" variant="ghost" onClick={() => setEditing(p)}>
            Modifier<span className="sr-only"> {p.name}</span>
          </Button>
          {p.has_3d_model ? null : (
            <Button size="sm" variant="ghost" onClick={() => setAddingModel(p)}>
              + 3D<span className="sr-only"> pour {p.name}</span>
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => toggle.mutate(p.id)} disabled={toggle.isPending}>
            {p.isActive ? 'Désactiver' : 'Activer'}
            <span className="sr-only"> {p.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  const filtered = (
    ['search', 'category', 'store', 'country', 'status', 'minPrice', 'maxPrice'] as const
  ).some((key) => settled[key] !== NO_FILTERS[key]);

  return (
    <div className="flex flex-col gap-4">
      <Panel
        actions={
          <>
            <Button size="sm" onClick={() => setEditing('new')}>
              + Ajouter un produit
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setImporting(true)}>
              Importer CSV
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => exportCsv.mutate()}
              disabled={exportCsv.isPending}
            >
              {exportCsv.isPending ? 'Export…' : 'Exporter CSV'}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <SearchField
            label="Rechercher"
            value={filters.search}
            placeholder="Nom, catégorie, magasin ou n°"
            onChange={setFilter('search')}
          />
          <SelectField
            label="Trier par"
            options={SORT_OPTIONS}
            value={`${filters.sortBy}:${filters.sortOrder}`}
            onChange={(e) => {
              const [by = 'name', order = 'asc'] = e.target.value.split(':');
              setFilter('sortBy')(by);
              setFilter('sortOrder')(order);
            }}
            className="md:w-56"
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <CollapsibleSection label="Filtres">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <SelectField
                label="Catégorie"
                options={toOptions(categories)}
                placeholder={{ value: 'all', label: 'Toutes' }}
                value={filters.category}
                onChange={(e) => setFilter('category')(e.target.value)}
              />
              <SelectField
                label="Magasin"
                options={toOptions(storeNames)}
                placeholder={ALL}
                value={filters.store}
                onChange={(e) => setFilter('store')(e.target.value)}
              />
              <SelectField
                label="Pays"
                options={COUNTRY_OPTIONS}
                placeholder={ALL}
                value={filters.country}
                onChange={(e) => setFilter('country')(e.target.value)}
              />
              <SelectField
                label="Statut"
                options={[
                  { value: 'active', label: 'Actifs' },
                  { value: 'inactive', label: 'Inactifs' },
                ]}
                placeholder={ALL}
                value={filters.status}
                onChange={(e) => setFilter('status')(e.target.value)}
              />
              <TextField
                label="Prix minimum (FCFA)"
                inputMode="numeric"
                value={filters.minPrice}
                onChange={(e) => setFilter('minPrice')(e.target.value)}
              />
              <TextField
                label="Prix maximum (FCFA)"
                inputMode="numeric"
                value={filters.maxPrice}
                onChange={(e) => setFilter('maxPrice')(e.target.value)}
              />
            </div>
            <Button size="sm" variant="ghost" className="mt-2" onClick={resetFilters}>
              Effacer les filtres
            </Button>
          </CollapsibleSection>
          <CollapsibleSection label="Actions groupées">
            <BulkActionsPanel
              values={{ store: storeNames, category: categories, country: facets.data?.countries ?? [] }}
            />
          </CollapsibleSection>
        </div>
      </Panel>

      <PagedListPanel
        query={list}
        listKey="products"
        title={(n) => `${n} produit(s)`}
        caption="Produits du catalogue"
        columns={columns}
        rowKey={(p) => p.id}
        empty={
          filtered ? (
            <p className="text-muted">Aucun produit ne correspond à ces critères.</p>
          ) : (
            <div className="flex flex-col items-center gap-3">
              <p className="text-muted">Le catalogue est vide.</p>
              <Button onClick={() => setEditing('new')}>Ajouter votre premier produit</Button>
            </div>
          )
        }
        page={page}
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        onPage={setPage}
      />

      <ProductFormDialog
        product={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        categories={categories}
        stores={storeNames}
      />
      <AddModelDialog product={addingModel} onOpenChange={(open) => !open && setAddingModel(null)} />
      <CsvImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
