import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { fr } from '../../../domain/messages.fr';
import { photoFileProblem } from '../../../domain/validation';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { LineIcon } from '../../ui/line-icon';
import { toast } from '../../ui/use-toast';
import { useTouchScreen } from './use-touch-screen';

interface PhotoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** What the preview shows, for its alt text. */
  subject: string;
  /** Smaller zone, for the scanner's furniture photos. */
  compact?: boolean;
}

/**
 * Drag and drop, a click (or Enter) to pick a file, and on phones the camera directly. A file is
 * checked (image type, 10 MB) before it is kept; the preview has a 'Changer' button that clears it.
 */
export function PhotoPicker({ file, onChange, disabled, subject, compact }: PhotoPickerProps) {
  const galleryRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const touchScreen = useTouchScreen();

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    setPreviewFailed(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const accept = (picked: File | undefined) => {
    if (!picked) return;
    const problem = photoFileProblem(picked);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    onChange(picked);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files[0]);
  };

  // Two hidden inputs: the gallery (any device) and the camera (phones), which only 'capture' tells apart.
  const inputs = [galleryRef, cameraRef].map((ref) => (
    <input
      key={ref === cameraRef ? 'camera' : 'gallery'}
      ref={ref}
      type="file"
      accept="image/*"
      capture={ref === cameraRef ? 'environment' : undefined}
      hidden
      onChange={(event) => {
        accept(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  ));

  if (file) {
    return (
      <div className="overflow-hidden rounded-2xl border-2 border-sand-300 bg-white">
        {inputs}
        <div className={cx('flex items-center justify-center bg-sand-100', compact ? 'h-40' : 'max-h-96')}>
          {previewUrl && !previewFailed ? (
            <img
              src={previewUrl}
              alt={`Aperçu : ${subject}`}
              onError={() => setPreviewFailed(true)}
              className={cx('object-contain', compact ? 'max-h-40' : 'max-h-96 w-full')}
            />
          ) : (
            <p className="p-6 text-center text-sm text-muted">{fr.media.imageUnavailable}</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 p-3">
          <p className="min-w-0 truncate text-sm text-muted" title={file.name}>
            {file.name}
          </p>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            {fr.upload.change}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      {inputs}
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => galleryRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 text-center transition-colors',
          compact ? 'py-6' : 'py-10 md:py-14',
          dragging
            ? 'border-terracotta-600 bg-terracotta-600/10'
            : 'border-sand-300 bg-white hover:border-terracotta-600 hover:bg-sand-100',
        )}
      >
        <LineIcon
          d="M12 16V4m0 0-4 4m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
          className="size-10 text-terracotta-600"
        />
        <span className="text-lg font-bold text-indigo-900">{fr.upload.dropHere}</span>
        <span className="text-sm text-muted">ou touchez ici pour choisir un fichier</span>
      </button>
      <p id={hintId} className="text-sm text-muted">
        JPG, PNG ou WEBP, 10 Mo au plus.
      </p>
      {touchScreen ? (
        <Button variant="secondary" disabled={disabled} onClick={() => cameraRef.current?.click()}>
          <LineIcon d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" className="size-5" />
          Prendre une photo
        </Button>
      ) : null}
    </div>
  );
}
