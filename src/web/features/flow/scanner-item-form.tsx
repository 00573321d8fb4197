import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { CATEGORIES_WITH_ICONS, categoryIcon } from '../../../domain/categories';
import { fr } from '../../../domain/messages.fr';
import { type ScannerItem, scannerItemSchema } from '../../../domain/validation';
import { apiRequest } from '../../lib/api';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { toast } from '../../ui/use-toast';
import { useCategories } from './catalog-queries';
import type { SnappedProduct } from './flow-state';
import { logImageRightsConsent } from './image-rights-consent';
import { PhotoPicker } from './photo-picker';
import { scannerAddProblem } from './photo-upload-error';
import { preparePhotoForUpload } from './resize-photo';

interface ScannerItemFormProps {
  imageId: number;
  full: boolean;
  onAdded: () => void;
}

type Errors = Partial<Record<'photo' | 'category' | 'rightsConfirmed', string>>;

/** Adds one own furniture item: its photo (camera on phones), its category, the image-rights confirmation. */
export function ScannerItemForm({ imageId, full, onAdded }: ScannerItemFormProps) {
  const id = useId();
  const categories = useCategories();
  const options = categories.data ?? CATEGORIES_WITH_ICONS.map((c) => c.name);
  const [photo, setPhoto] = useState<File | null>(null);
  const [category, setCategory] = useState('');
  const [rights, setRights] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const add = useMutation({
    mutationFn: async (item: ScannerItem) => {
      const prepared = await preparePhotoForUpload(item.photo);
      const form = new FormData();
      form.append('imageId', String(imageId));
      form.append('category', item.category);
      form.append('image', prepared.blob, prepared.filename);
      const res = await apiRequest('POST', '/api/snapped-products', form);
      return ((await res.json()) as { product: SnappedProduct }).product;
    },
    onSuccess: (product) => {
      toast({
        title: 'Meuble ajouté',
        description: `${product.category} fait maintenant partie de votre projet.`,
      });
      void logImageRightsConsent(true, imageId, { snappedProductId: product.id });
      setPhoto(null);
      setCategory('');
      setRights(false);
      onAdded();
    },
    onError: (err) => toast({ ...scannerAddProblem(err), variant: 'destructive' }),
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
    add.mutate(parsed.data);
  };

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
          onChange={(file) => {
            setPhoto(file);
            setErrors((e) => ({ ...e, photo: undefined }));
          }}
          disabled={add.isPending}
          subject="votre meuble"
          compact
        />
        {errors.photo ? <p className="text-sm font-medium text-danger">{errors.photo}</p> : null}
      </div>
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
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Ajout en cours…' : 'Ajouter ce meuble'}
      </Button>
    </form>
  );
}
