import { useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import type { AdminImage } from '../lib/admin-types';
import { downloadFile } from '../lib/download-file';
import { formatDateTime } from '../lib/format';
import { toastError } from '../lib/notify';

type Original = NonNullable<AdminImage['originalImage']>;

/** The visitor's photo behind a generation; photos are deleted after a while, so it may be gone (§8). */
export function OriginalImageDialog({
  original,
  onOpenChange,
}: {
  original: Original | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [missing, setMissing] = useState<string | null>(null);
  if (!original) return null;
  const gone = missing === original.path;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Photo d'origine"
        description={original.originalName ?? original.filename}
        className="md:max-w-2xl!"
      >
        {gone ? (
          <p role="alert" className="rounded-xl bg-sand-100 p-8 text-center text-muted">
            {fr.admin.fileUnavailable} : la photo a été supprimée (les photos ne sont conservées que peu de
            temps).
          </p>
        ) : (
          <img
            src={original.path}
            alt={`Pièce envoyée par le visiteur : ${original.originalName ?? original.filename}`}
            className="w-full rounded-xl border border-sand-200 bg-sand-100"
            onError={() => setMissing(original.path)}
          />
        )}
        <p className="mt-3 text-sm text-muted">Envoyée le {formatDateTime(original.uploadedAt)}</p>
        <Button
          className="mt-4"
          disabled={gone}
          onClick={() =>
            void downloadFile(original.path, original.originalName ?? original.filename).catch(() =>
              toastError(fr.admin.fileUnavailable),
            )
          }
        >
          Télécharger la photo
        </Button>
      </DialogContent>
    </Dialog>
  );
}
