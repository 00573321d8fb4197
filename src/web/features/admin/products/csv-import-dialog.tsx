import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { PRODUCT_CSV_COLUMNS } from '../../../../domain/product-input';
import { ApiError } from '../../../lib/api';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { adminJson } from '../lib/admin-request';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { DialogActions } from '../ui/dialog-actions';

interface ImportSummary {
  success: boolean;
  imported: number;
  created: number;
  updated: number;
  errors: number;
  errorDetails: Array<{ line: number; reason: string }>;
  photoProblems: Array<{ line: number; reason: string }>;
  message: string;
}

/** CSV import: the file, then what went in and, line by line, what did not (§5, §7). */
export function CsvImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const inputId = useId();

  const upload = useMutation({
    mutationFn: (csv: File) => {
      const form = new FormData();
      form.append('csv', csv);
      return adminJson<ImportSummary>('POST', '/api/admin/products/import-csv', form);
    },
    onSuccess: (data) => {
      setSummary(data);
      if (data.success) toastDone('Import terminé', data.message);
      else toastError(fr.admin.importErrorTitle, data.message);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.serverMessage)
        toastError(fr.admin.importErrorTitle, err.serverMessage);
      else toastError(fr.admin.importFailed);
    },
  });

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setSummary(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Importer des produits (CSV)"
        description={`Colonnes : ${PRODUCT_CSV_COLUMNS.join(', ')}. Séparateur virgule ou point-virgule. Les lignes avec une colonne id modifient le produit correspondant.`}
        className="md:max-w-2xl!"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) {
              toastError(fr.admin.csvFileRequired);
              return;
            }
            setSummary(null);
            upload.mutate(file);
          }}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-semibold">
              Fichier CSV
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="min-h-11 rounded-xl border-2 border-dashed border-sand-300 bg-sand-50 p-2 text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-indigo-900 file:px-3 file:font-semibold file:text-white"
            />
          </div>
          {summary ? (
            <div role="status" className="rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm">
              <p className="font-semibold">{summary.message}</p>
              <p className="mt-1 text-muted">
                {summary.created} créé(s), {summary.updated} modifié(s), {summary.errors} ligne(s) en erreur.
              </p>
              <LineList lines={summary.errorDetails} />
              {summary.photoProblems.length > 0 ? (
                <>
                  <p className="mt-3 font-semibold">
                    Enregistrés sans photo ({summary.photoProblems.length}) : corrigez l’adresse de l’image
                  </p>
                  <LineList lines={summary.photoProblems} />
                </>
              ) : null}
            </div>
          ) : null}
          <DialogActions
            label="Importer"
            pendingLabel="Import en cours…"
            pending={upload.isPending}
            closeLabel="Fermer"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function LineList({ lines }: { lines: ReadonlyArray<{ line: number; reason: string }> }) {
  if (lines.length === 0) return null;
  return (
    <ul className="mt-3 max-h-60 space-y-1 overflow-y-auto">
      {lines.map((e) => (
        <li key={e.line}>
          <span className="font-semibold">Ligne {e.line}</span> : {e.reason}
        </li>
      ))}
    </ul>
  );
}
