import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fr } from '../../../../domain/messages.fr';
import { ApiError, userMessage } from '../../../lib/api';
import { Dialog, DialogContent } from '../../../ui/dialog';
import type { AdminProduct } from '../lib/admin-types';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { ModelFileField } from '../models3d/model-file-field';
import { attachModel, MODELS_KEY, modelFileProblem, uploadModelFile } from '../models3d/model-upload';
import { DialogActions } from '../ui/dialog-actions';

/** Adds a 3D model to a product that has none: upload, then attach (§2, §7). */
export function AddModelDialog({
  product,
  onOpenChange,
}: {
  product: AdminProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const add = useMutation({
    mutationFn: async ({ target, model }: { target: AdminProduct; model: File }) => {
      const uploaded = await uploadModelFile(model, setProgress).catch((err: unknown) => {
        throw Object.assign(new Error('upload'), { cause: err, stage: 'upload' });
      });
      return attachModel(target.id, uploaded);
    },
    onSuccess: (model) => {
      toastDone('Modèle 3D ajouté', model.productName);
      setFile(null);
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      void queryClient.invalidateQueries({ queryKey: MODELS_KEY });
    },
    onError: (err: Error & { stage?: string; cause?: unknown }) => {
      if (err.stage === 'upload') {
        const cause = err.cause;
        toastError(
          fr.admin.uploadFailed,
          cause instanceof ApiError
            ? userMessage(cause, 'Erreur lors du téléchargement')
            : 'Erreur lors du téléchargement',
        );
      } else {
        toastError(fr.admin.add3dFailed, userMessage(err, fr.errors.generic));
      }
    },
    onSettled: () => setProgress(null),
  });

  if (!product) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title="Ajouter un modèle 3D" description={product.name}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const problem = file ? modelFileProblem(file) : fr.admin.invalid3dFormat;
            if (problem || !file) {
              toastError(problem ?? fr.admin.invalid3dFormat);
              return;
            }
            add.mutate({ target: product, model: file });
          }}
          className="flex flex-col gap-4"
        >
          <ModelFileField file={file} onFile={setFile} progress={progress} />
          <DialogActions label="Ajouter le modèle" pendingLabel="Envoi…" pending={add.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
