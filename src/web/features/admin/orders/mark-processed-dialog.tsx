import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { userMessage } from '../../../lib/api';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { adminJson } from '../lib/admin-request';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { DialogActions } from '../ui/dialog-actions';

interface MarkProcessedDialogProps {
  /** The order to process, or null when closed. */
  order: { id: number; label: string } | null;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}

/** Marks an order processed, with the administrator's optional notes (admin-back-office.md §2, §4). */
export function MarkProcessedDialog({ order, onOpenChange, onDone }: MarkProcessedDialogProps) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const mark = useMutation({
    mutationFn: (id: number) =>
      adminJson<{ message: string }>('POST', `/api/admin/orders/${id}/mark-processed`, {
        notes: notes.trim() || undefined,
      }),
    onSuccess: (data) => {
      toastDone(data.message);
      setNotes('');
      onOpenChange(false);
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err) => toastError(fr.admin.markProcessedFailed, userMessage(err, fr.admin.processingFailed)),
  });
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      <DialogContent title="Marquer comme traitée" description={order?.label}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (order) mark.mutate(order.id);
          }}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={notesId} className="text-sm font-semibold">
              Notes (facultatives)
            </label>
            <textarea
              id={notesId}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              maxLength={2000}
              rows={4}
              placeholder="Ex. : livrée le 14/03, paiement à la livraison"
              className="w-full rounded-xl border-2 border-sand-300 px-3 py-2 text-base focus-visible:border-indigo-800"
            />
          </div>
          <DialogActions
            label="Marquer comme traitée"
            pendingLabel="Enregistrement…"
            pending={mark.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
