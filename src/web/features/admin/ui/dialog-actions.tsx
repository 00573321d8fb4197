import { Button, type ButtonVariant } from '../../../ui/button';
import { DialogClose } from '../../../ui/dialog';

interface DialogActionsProps {
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** Without it, the button submits the dialog's form. */
  onClick?: () => void;
  variant?: ButtonVariant;
  closeLabel?: string;
}

/** A dialog's two buttons: close on the left (below on a phone), the action on the right. */
export function DialogActions({
  label,
  pendingLabel,
  pending,
  onClick,
  variant = 'primary',
  closeLabel = 'Annuler',
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{closeLabel}</Button>
      </DialogClose>
      <Button type={onClick ? 'button' : 'submit'} variant={variant} onClick={onClick} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
