import { toast } from '../../../ui/use-toast';

/**
 * A destructive toast from one of the spec's messages. 'Format invalide: Seuls les fichiers…'
 * reads as title and text; a message without a heading gets the spec's default title 'Erreur'.
 */
export function toastError(message: string, detail?: string): void {
  const split = /^([^:]{3,40}): (.+)$/.exec(message);
  if (split && !detail) {
    toast({ title: split[1] as string, description: split[2], variant: 'destructive' });
    return;
  }
  toast({ title: detail ? message : 'Erreur', description: detail ?? message, variant: 'destructive' });
}

export function toastDone(title: string, description?: string): void {
  toast({ title, description });
}
