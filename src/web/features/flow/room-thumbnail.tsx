import { useState } from 'react';
import { fr } from '../../../domain/messages.fr';
import { useFlow } from './flow-state';

/** The uploaded room in small, so the visitor keeps in mind what they are furnishing. */
export function RoomThumbnail({ children }: { children?: React.ReactNode }) {
  const { image } = useFlow();
  const [failed, setFailed] = useState(false);
  if (!image) return null;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-2 pr-4 shadow-sm ring-1 ring-sand-200">
      {failed ? (
        <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-xl bg-sand-100 p-1 text-center text-xs text-muted">
          {fr.media.imageUnavailable}
        </span>
      ) : (
        <img
          src={image.thumbnailUrl}
          alt="Votre pièce"
          width={96}
          height={Math.round((96 * image.height) / image.width)}
          onError={() => setFailed(true)}
          className="h-16 w-24 shrink-0 rounded-xl bg-sand-100 object-cover"
        />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-indigo-900">Votre pièce</p>
        {children}
      </div>
    </div>
  );
}
