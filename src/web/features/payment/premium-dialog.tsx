import { GENERATION_PRICE_FCFA } from '../../../domain/constants';
import { formatFcfa } from '../../../domain/money';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';

interface PremiumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPay: () => void;
}

/** The AR viewer is for visitors who paid a generation (public-flow.md §4, §6). */
export function PremiumDialog({ open, onOpenChange, onPay }: PremiumDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Accès premium"
        description="Voir les meubles en 3D et chez vous en réalité augmentée est inclus avec la génération de votre pièce meublée."
      >
        <div className="grid gap-3">
          <p className="text-ink">
            Une génération coûte {formatFcfa(GENERATION_PRICE_FCFA)}, payés par mobile money (Wave, Orange
            Money, Free Money).
          </p>
          <Button size="lg" onClick={onPay}>
            Continuer vers le paiement
          </Button>
          <DialogClose asChild>
            <Button variant="ghost">Plus tard</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
