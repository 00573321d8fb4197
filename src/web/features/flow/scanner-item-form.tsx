import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CATEGORIES_WITH_ICONS, categoryIcon } from '../../../domain/categories';
import { FURNITURE_PHOTO_LONG_SIDE } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { type CutoutFrameInput, type ScannerItem, scannerItemSchema } from '../../../domain/validation';
import { ApiError, apiRequest } from '../../lib/api';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { toast } from '../../ui/use-toast';
import { useCategories } from './catalog-queries';
import { CutoutFramer } from './cutout-framer';
import type { SnappedProduct } from './flow-state';
import { logImageRightsConsent } from './image-rights-consent';
import { PhotoPicker } from './photo-picker';
import { scannerAddProblem } from './photo-upload-error';
import { type PreparedPhoto, preparePhotoForUpload } from './resize-photo';

interface ScannerItemFormProps {
  imageId: number;
  full: boolean;
  onAdded: () => void;
}

type Errors = Partial<Record<'photo' | 'category' | 'rightsConfirmed', string>>;

/** The server's cut-out of the piece, shown before it is added. */
interface CutoutPreview {
  confident: boolean;
  cutout: { url: string; width: number; height: number };
}

/** Transparency shown as a light checkerboard, as image editors do. */
const CHECKERBOARD = {
  background: 'repeating-conic-gradient(#e9e4da 0% 25%, #ffffff 0% 50%) 50% / 16px 16px',
} as const;

/** The photo made light for mobile data, once per photo: the preview and the add send the same bytes. */
function usePreparedPhoto(photo: File | null) {
  const cache = useRef<{ file: File; prepared: Promise<PreparedPhoto> } | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const prepared = (file: File) => {
    if (cache.current?.file !== file) {
      cache.current = { file, prepared: preparePhotoForUpload(file, FURNITURE_PHOTO_LONG_SIDE) };
    }
    return cache.current.prepared;
  };
  useEffect(() => {
    if (!photo) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    void (cache.current?.file === photo ? cache.current.prepared : Promise.resolve(null))
      .then((p) => p ?? preparePhotoForUpload(photo, FURNITURE_PHOTO_LONG_SIDE))
      .then((p) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(p.blob);
        setUrl(objectUrl);
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photo]);
  return { prepared, url };
}

function photoForm(prepared: PreparedPhoto, frame: CutoutFrameInput | null): FormData {
  const form = new FormData();
  if (frame) form.append('frame', JSON.stringify(frame));
  form.append('image', prepared.blob, prepared.filename);
  return form;
}

/** Adds one own furniture item: its photo (camera on phones), its category, the image-rights confirmation. */
export function ScannerItemForm({ imageId, full, onAdded }: ScannerItemFormProps) {
  const id = useId();
  const categories = useCategories();
  const options = categories.data ?? CATEGORIES_WITH_ICONS.map((c) => c.name);
  const [photo, setPhoto] = useState<File | null>(null);
  const [category, setCategory] = useState('');
  const [rights, setRights] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { prepared, url: photoUrl } = usePreparedPhoto(photo);
  const [cut, setCut] = useState<CutoutPreview | null>(null);
  const [frame, setFrame] = useState<CutoutFrameInput | null>(null);
  const [framing, setFraming] = useState(false);

  const preview = useMutation({
    mutationFn: async ({ file, frame }: { file: File; frame: CutoutFrameInput | null }) => {
      const res = await apiRequest(
        'POST',
        '/api/snapped-products/cutout',
        photoForm(await prepared(file), frame),
      );
      return { file, frame, result: (await res.json()) as CutoutPreview };
    },
    onSuccess: ({ file, frame: sent, result }) => {
      if (file !== photo) return;
      setCut(result);
      setFrame(sent);
      setFraming(!result.confident);
    },
    onError: (err) =>
      toast({
        title: fr.scanner.cutoutFailed,
        description: (err instanceof ApiError && err.serverMessage) || fr.upload.failedBody,
        variant: 'destructive',
      }),
  });

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setCut(null);
    setFrame(null);
    setFraming(false);
    setErrors((e) => ({ ...e, photo: undefined }));
    if (file) preview.mutate({ file, frame: null });
  };

  const add = useMutation({
    mutationFn: async (item: ScannerItem) => {
      const form = photoForm(await prepared(item.photo as File), frame);
      form.append('imageId', String(imageId));
      form.append('category', item.category);
      const res = await apiRequest('POST', '/api/snapped-products', form);
      return ((await res.json()) as { product: SnappedProduct }).product;
    },
    onSuccess: (product) => {
      toast({
        title: 'Meuble ajouté',
        description: `${product.category} fait maintenant partie de votre projet.`,
      });
      void logImageRightsConsent(true, imageId, { snappedProductId: product.id });
      choosePhoto(null);
      setCategory('');
      setRights(false);
      onAdded();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'cutout_needs_frame') setFraming(true);
      toast({ ...scannerAddProblem(err), variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (full) {
      toast({ title: fr.scanner.limitReached, variant: 'destructive' });
      return;
    }
    const parsed = scannerItemSchema.safeParse({ photo, category, rightsConfirmed: rights });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = parsed.error.issues[0]?.message ?? fr.scanner.photoAndCategoryRequired;
      toast({ title: first, variant: 'destructive' });
      return;
    }
    setErrors({});
    if (!cut?.confident) {
      // Never a piece with its room around it: framed first, and seen cut out.
      setFraming(true);
      toast({
        title: preview.isPending ? 'Détourage en cours…' : fr.scanner.frameNeeded,
        variant: 'destructive',
      });
      return;
    }
    add.mutate(parsed.data);
  };

  const busy = add.isPending || preview.isPending;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-indigo-900">
        Ajouter un meuble
      </h2>
      <div className="grid grid-cols-1 gap-1.5">
        <PhotoPicker
          file={photo}
          onChange={choosePhoto}
          disabled={add.isPending}
          subject="votre meuble"
          compact
        />
        {errors.photo ? <p className="text-sm font-medium text-danger">{errors.photo}</p> : null}
      </div>
      {photo ? (
        <section aria-labelledby={`${id}-cutout`} className="grid gap-2" aria-busy={preview.isPending}>
          <h3 id={`${id}-cutout`} className="text-sm font-semibold text-ink">
            Détourage
          </h3>
          {framing && photoUrl ? (
            <>
              <p className="text-sm text-ink">{fr.scanner.frameNeeded}</p>
              <CutoutFramer
                photoUrl={photoUrl}
                initial={frame}
                busy={preview.isPending}
                onApply={(f) => preview.mutate({ file: photo, frame: f })}
                onCancel={() => setFraming(false)}
              />
            </>
          ) : (
            <div className="grid gap-2">
              <div
                style={CHECKERBOARD}
                className="grid min-h-40 place-items-center rounded-xl p-2 ring-1 ring-sand-200"
              >
                {cut?.confident ? (
                  <img
                    src={cut.cutout.url}
                    width={cut.cutout.width}
                    height={cut.cutout.height}
                    alt="Votre meuble détouré"
                    className="max-h-56 w-auto object-contain"
                  />
                ) : (
                  <p className="text-sm text-ink">
                    {preview.isPending ? 'Détourage en cours…' : fr.scanner.frameNeeded}
                  </p>
                )}
              </div>
              <Button variant="ghost" size="sm" onClick={() => setFraming(true)} disabled={busy || !photoUrl}>
                {cut?.confident ? 'Corriger le détourage' : 'Encadrer le meuble'}
              </Button>
            </div>
          )}
        </section>
      ) : null}
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-semibold text-ink">
          Catégorie du meuble
        </label>
        <select
          id={`${id}-category`}
          value={category}
          disabled={add.isPending}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          onChange={(event) => {
            setCategory(event.target.value);
            setErrors((e) => ({ ...e, category: undefined }));
          }}
          className="min-h-11 rounded-xl border-2 border-sand-300 bg-white px-3 text-base text-ink"
        >
          <option value="">Choisir une catégorie</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {categoryIcon(name)} {name}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={`${id}-category-error`} className="text-sm font-medium text-danger">
            {errors.category}
          </p>
        ) : null}
      </div>
      <Checkbox
        checked={rights}
        onCheckedChange={(checked) => {
          setRights(checked);
          setErrors((e) => ({ ...e, rightsConfirmed: undefined }));
        }}
        disabled={add.isPending}
        error={errors.rightsConfirmed}
        label="Je confirme détenir les droits d'utilisation de cette photo."
      />
      <Button type="submit" disabled={busy}>
        {add.isPending ? 'Ajout en cours…' : 'Ajouter ce meuble'}
      </Button>
    </form>
  );
}
