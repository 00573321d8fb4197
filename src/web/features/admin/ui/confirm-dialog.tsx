import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { DialogActions } from './dialog-actions';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  pending?: boolean;
}

/** The confirmation every irreversible or wide action asks for (admin-back-office.md §5). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive,
  pending,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogActions
          label={confirmLabel}
          pendingLabel="Patientez…"
          pending={Boolean(pending)}
          onClick={onConfirm}
          variant={destructive ? 'destructive' : 'primary'}
        />
      </DialogContent>
    </Dialog>
  );
}
