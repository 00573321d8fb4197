import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from '../../domain/constants';
import { dismissToast, getToasts, toast } from './use-toast';

describe('toast', () => {
  it('keeps one toast on screen: a new one replaces the old', () => {
    toast({ title: 'Paiement annulé' });
    const second = toast({ title: 'Erreur de paiement', variant: 'destructive' });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts()).toEqual([
      { id: second.id, title: 'Erreur de paiement', variant: 'destructive', open: true },
    ]);
  });

  it('closes a toast by id or all of them', () => {
    const shown = toast({ title: 'Photo téléchargée avec succès !' });
    shown.dismiss();
    expect(getToasts().map((t) => t.open)).toEqual([false]);
    toast({ title: 'Erreur lors du téléchargement' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
