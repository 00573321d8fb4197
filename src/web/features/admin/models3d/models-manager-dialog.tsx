import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MODEL_DELETE_REFETCH_DELAY_MS } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { ApiError, userMessage } from '../../../lib/api';
import { Button, buttonClasses } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { adminJson, withQuery } from '../lib/admin-request';
import type { AdminProduct, Model3d, Paged } from '../lib/admin-types';
import { formatDateTime, formatMb } from '../lib/format';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY, useAdminData } from '../lib/use-admin-list';
import { useDebounced } from '../lib/use-debounced';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SearchField } from '../ui/search-field';
import { SelectField } from '../ui/select-field';
import { ModelFileField } from './model-file-field';
import { attachModel, MODELS_KEY, modelFileProblem, uploadModelFile } from './model-upload';

/** The public list, asked with no-cache headers so a model just added or deleted shows at once (§7). */
async function fetchModels(): Promise<Model3d[]> {
  const res = await fetch('/api/3d-models', {
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return ((await res.json()) as { models: Model3d[] }).models;
}

function UploadForm() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const debounced = useDebounced(search);
  const candidates = useAdminData<Paged<'products', AdminProduct>>(
    withQuery('/api/admin/products', { search: debounced, limit: 50, sortBy: 'name' }),
  );
  const options = (candidates.data?.products ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} (n° ${p.id})${p.has_3d_model ? ' · 3D' : ''}`,
  }));
  // A new search may drop the chosen product from the list: forget it rather than attach it unseen.
  const chosen = options.some((o) => o.value === productId) ? productId : '';

  const add = useMutation({
    mutationFn: async ({ model, id }: { model: File; id: number }) => {
      let uploaded: Awaited<ReturnType<typeof uploadModelFile>>;
      try {
        uploaded = await uploadModelFile(model, setProgress);
      } catch (err) {
        toastError(
          fr.admin.uploadFailed,
          err instanceof ApiError
            ? userMessage(err, 'Erreur lors du téléchargement')
            : 'Erreur lors du téléchargement',
        );
        return null;
      }
      return attachModel(id, uploaded);
    },
    onSuccess: (model) => {
      if (!model) return;
      toastDone('Modèle 3D ajouté', model.productName);
      setFile(null);
      setProductId('');
      void queryClient.invalidateQueries({ queryKey: MODELS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err) => toastError(fr.admin.add3dFailed, userMessage(err, fr.errors.generic)),
    onSettled: () => setProgress(null),
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const problem = file ? modelFileProblem(file) : fr.admin.invalid3dFormat;
        if (problem || !file) return toastError(problem ?? fr.admin.invalid3dFormat);
        if (!chosen) return toastError('Choisissez le produit auquel associer le modèle.');
        add.mutate({ model: file, id: Number(chosen) });
      }}
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4"
    >
      <h3 className="font-bold text-indigo-900">Ajouter un modèle</h3>
      <ModelFileField file={file} onFile={setFile} progress={progress} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SearchField
          label="Chercher le produit"
          value={search}
          onChange={setSearch}
          placeholder="Nom ou n°"
        />
        <SelectField
          label="Produit"
          options={options}
          placeholder={{ value: '', label: 'Choisir…' }}
          value={chosen}
          onChange={(e) => setProductId(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={add.isPending} className="self-start">
        {add.isPending ? 'Envoi…' : 'Téléverser et associer'}
      </Button>
    </form>
  );
}

/** The 3D manager (admin-back-office.md §2): add, list, view in AR, delete. */
export default function ModelsManagerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const models = useQuery({
    queryKey: MODELS_KEY,
    queryFn: fetchModels,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const [deleting, setDeleting] = useState<Model3d | null>(null);

  const remove = useMutation({
    mutationFn: (id: number) => adminJson<{ message: string }>('DELETE', `/api/admin/3d-models/${id}`),
    onSuccess: (data) => {
      setDeleting(null);
      toastDone(data.message);
      // The spec's pause before the list is asked again.
      window.setTimeout(() => {
        void models.refetch();
        void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      }, MODEL_DELETE_REFETCH_DELAY_MS);
    },
    onError: (err) => {
      setDeleting(null);
      toastError(userMessage(err, fr.admin.model3dDeleteFailed));
    },
  });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title="Modèles 3D"
          description="Les modèles associés aux produits, visibles en réalité augmentée."
          className="md:max-w-3xl!"
        >
          <UploadForm />
          <div className="mt-5 flex items-center justify-between gap-3">
            <h3 className="font-bold text-indigo-900">
              {models.data ? `${models.data.length} modèle(s)` : 'Modèles'}
            </h3>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void models.refetch()}
              disabled={models.isFetching}
            >
              {models.isFetching ? 'Actualisation…' : 'Actualiser'}
            </Button>
          </div>
          {models.isError ? (
            <div
              role="alert"
              className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-red-900"
            >
              <p className="flex-1">{fr.admin.models3dLoadFailed}</p>
              <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
                Réessayer
              </Button>
            </div>
          ) : (
            <ul className="mt-3 divide-y divide-sand-200">
              {(models.data ?? []).map((m) => (
                <li key={m.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold">{m.productName}</p>
                    <p className="truncate text-muted">
                      {m.originalName ?? m.filename} · {formatMb(m.size)} · {formatDateTime(m.createdAt)}
                    </p>
                    {m.supportedStyles.length ? (
                      <p className="text-muted">Styles : {m.supportedStyles.join(', ')}</p>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    <a
                      href={m.arViewerUrl}
                      target="_blank"
                      rel="noopener"
                      className={buttonClasses('secondary', 'sm')}
                    >
                      Voir en AR<span className="sr-only"> : {m.productName}</span>
                    </a>
                    <Button size="sm" variant="destructive" onClick={() => setDeleting(m)}>
                      Supprimer<span className="sr-only"> le modèle de {m.productName}</span>
                    </Button>
                  </div>
                </li>
              ))}
              {models.data?.length === 0 ? (
                <li className="py-6 text-center text-muted">Aucun modèle 3D.</li>
              ) : null}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Supprimer ce modèle 3D ?"
        description={`${deleting?.productName ?? ''} — ${fr.backOffice.deleteModelConfirm}`}
        confirmLabel="Supprimer"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
