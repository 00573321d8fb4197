import { useId } from 'react';
import { MAX_MODEL_MB, MODEL_ACCEPT } from './model-upload';

/** A .glb / .gltf picker that says the accepted formats and the size limit. */
export function ModelFileField({
  file,
  onFile,
  progress,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  progress?: number | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        Fichier 3D (.glb ou .gltf)
      </label>
      <input
        id={id}
        type="file"
        accept={MODEL_ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className="min-h-11 rounded-xl border-2 border-dashed border-sand-300 bg-sand-50 p-2 text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-indigo-900 file:px-3 file:font-semibold file:text-white"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {MAX_MODEL_MB} Mo au plus ; un .glb regroupe le modèle et ses textures.
        {file
          ? ` Sélectionné : ${file.name} (${(file.size / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} Mo).`
          : ''}
      </p>
      {progress !== null && progress !== undefined ? (
        <progress value={progress} max={100} className="h-2 w-full" aria-label="Envoi du modèle 3D">
          {progress} %
        </progress>
      ) : null}
    </div>
  );
}
