import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { userMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { adminJson } from '../lib/admin-request';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SelectField, type SelectOption } from '../ui/select-field';
import { COUNTRY_LABELS, toOptions } from './product-options';

type FilterType = 'store' | 'category' | 'country';
type Action = 'disable' | 'enable' | 'delete';

const FILTER_TYPES: SelectOption[] = [
  { value: 'store', label: 'Magasin' },
  { value: 'category', label: 'Catégorie' },
  { value: 'country', label: 'Pays' },
];
const ACTIONS: SelectOption[] = [
  { value: 'disable', label: 'Désactiver' },
  { value: 'enable', label: 'Activer' },
  { value: 'delete', label: 'Supprimer' },
];
const CONFIRMATIONS: Record<Action, { title: string; text: string; button: string }> = {
  delete: {
    title: 'Supprimer ces produits ?',
    text: fr.backOffice.bulkDeleteConfirm,
    button: 'Supprimer définitivement',
  },
  disable: {
    title: 'Désactiver ces produits ?',
    text: fr.backOffice.bulkDisableConfirm,
    button: 'Désactiver',
  },
  enable: { title: 'Activer ces produits ?', text: fr.backOffice.bulkEnableConfirm, button: 'Activer' },
};

/** Enable, disable or delete every product of a store, a category or a country, after confirmation (§5). */
export function BulkActionsPanel({ values }: { values: Record<FilterType, readonly string[]> }) {
  const queryClient = useQueryClient();
  const [filterType, setFilterType] = useState<FilterType>('store');
  const [filterValue, setFilterValue] = useState('');
  const [action, setAction] = useState<Action>('disable');
  const [confirming, setConfirming] = useState(false);

  const run = useMutation({
    mutationFn: () =>
      adminJson<{ affectedCount: number; message: string }>('POST', '/api/admin/products/bulk-action', {
        filterType,
        filterValue,
        action,
      }),
    onSuccess: (data) => {
      setConfirming(false);
      toastDone('Action groupée effectuée', data.message);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err) => {
      setConfirming(false);
      toastError(userMessage(err, fr.admin.bulkActionFailed));
    },
  });

  const valueOptions = values[filterType].map((v) =>
    filterType === 'country'
      ? { value: v, label: COUNTRY_LABELS[v] ?? v }
      : (toOptions([v])[0] as SelectOption),
  );
  const confirmation = CONFIRMATIONS[action];
  const label = FILTER_TYPES.find((f) => f.value === filterType)?.label.toLowerCase();

  return (
    <div className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Filtrer par"
          options={FILTER_TYPES}
          value={filterType}
          onChange={(e) => {
            setFilterType(e.target.value as FilterType);
            setFilterValue('');
          }}
        />
        <SelectField
          label="Valeur"
          options={valueOptions}
          placeholder={{ value: '', label: 'Choisir…' }}
          value={filterValue}
          onChange={(e) => setFilterValue(e.target.value)}
        />
        <SelectField
          label="Action"
          options={ACTIONS}
          value={action}
          onChange={(e) => setAction(e.target.value as Action)}
        />
      </div>
      <Button
        className="mt-3"
        variant={action === 'delete' ? 'destructive' : 'primary'}
        onClick={() => (filterValue ? setConfirming(true) : toastError(fr.admin.filterRequired))}
      >
        Appliquer
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmation.title}
        description={
          <>
            {confirmation.text} ({label} : « {filterValue} »)
          </>
        }
        confirmLabel={confirmation.button}
        destructive={action === 'delete'}
        pending={run.isPending}
        onConfirm={() => run.mutate()}
      />
    </div>
  );
}
