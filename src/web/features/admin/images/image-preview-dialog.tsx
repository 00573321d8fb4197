import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa, parsePriceFcfa } from '../../../../domain/money';
import { userMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { adminJson } from '../lib/admin-request';
import type { AdminImage } from '../lib/admin-types';
import { formatDateTime } from '../lib/format';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DetailsList } from '../ui/details-list';
import { ImageStatusBadge } from '../ui/status-badges';
import { downloadGeneratedImage, downloadQuotePdf, openProductPage } from './image-actions';

const priceText = (price: string | number | undefined) => {
  const amount = parsePriceFcfa(price ?? '');
  return Number.isNaN(amount) ? '—' : formatFcfa(amount);
};

interface ImagePreviewDialogProps {
  image: AdminImage | null;
  onOpenChange: (open: boolean) => void;
}

/** Details, linked products, contact and quote of a generated image, with download and regenerate (§2). */
export function ImagePreviewDialog({ image, onOpenChange }: ImagePreviewDialogProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<AdminImage | null>(null);
  const current = shown?.id === image?.id ? shown : image;

  const regenerate = useMutation({
    mutationFn: (id: number) =>
      adminJson<{ image: AdminImage; message: string }>(
        'POST',
        `/api/admin/generated-images/${id}/regenerate`,
      ),
    onSuccess: (data) => {
      setShown(data.image);
      setConfirming(false);
      toastDone(data.message);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (err) => {
      setConfirming(false);
      toastError(fr.backOffice.regenerateFailed, userMessage(err, fr.generation.failed));
    },
  });

  if (!current) return null;
  return (
    <>
      <Dialog open={image !== null} onOpenChange={onOpenChange}>
        <DialogContent title={`Image générée n° ${current.id}`} className="md:max-w-3xl!">
          <div className="grid gap-5 md:grid-cols-2">
            <div>
              {current.url ? (
                <img
                  src={current.url}
                  alt={`Pièce meublée générée n° ${current.id}`}
                  className="w-full rounded-xl border border-sand-200 bg-sand-100"
                />
              ) : (
                <p className="rounded-xl bg-sand-100 p-8 text-center text-muted">
                  {current.fileDeletedAt ? fr.backOffice.generatedFileDeleted : fr.media.imageUnavailable}
                </p>
              )}
              {regenerate.isPending ? (
                <p role="status" className="mt-2 text-sm text-muted">
                  Régénération en cours… cela peut prendre jusqu'à deux minutes.
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-4">
              <DetailsList
                items={[
                  ['Fichier', current.filename],
                  ['Statut', <ImageStatusBadge key="s" status={current.status} />],
                  ['Date', formatDateTime(current.createdAt)],
                  ['Téléphone', current.contactPhone],
                  ['Email', current.contactEmail],
                  ['Devis', current.quoteId ? `n° ${current.quoteId}` : 'Aucun devis'],
                  ...(current.errorMessage ? [['Erreur', current.errorMessage] as [string, string]] : []),
                ]}
              />
              <div>
                <h3 className="font-bold text-indigo-900">Produits liés ({current.linkedProducts.length})</h3>
                <ul className="mt-2 divide-y divide-sand-200 text-sm">
                  {current.linkedProducts.map((p, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot list without ids, never reordered
                    <li key={`${p.name}-${i}`} className="flex items-center justify-between gap-3 py-2">
                      <div className="min-w-0">
                        <p className="line-clamp-2 font-semibold">{p.name ?? fr.admin.invalidQuoteProduct}</p>
                        <p className="text-muted">
                          {p.category ?? '—'} · {priceText(p.price)}
                        </p>
                      </div>
                      <Button variant="ghost" size="sm" onClick={() => openProductPage(p)}>
                        Page produit
                        <span className="sr-only"> de {p.name}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button onClick={() => void downloadGeneratedImage(current)}>Télécharger l'image</Button>
            {current.quoteId ? (
              <Button variant="secondary" onClick={() => void downloadQuotePdf(current.quoteId as number)}>
                Télécharger le devis (PDF)
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={regenerate.isPending}>
              {regenerate.isPending ? 'Régénération…' : 'Régénérer'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Régénérer l'image ?"
        description={fr.backOffice.regenerateConfirm}
        confirmLabel="Régénérer"
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutate(current.id)}
      />
    </>
  );
}
