import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fr } from '../../../../domain/messages.fr';
import { productInputSchema } from '../../../../domain/product-input';
import { userMessage } from '../../../lib/api';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { adminJson } from '../lib/admin-request';
import type { AdminProduct } from '../lib/admin-types';
import { toastDone, toastError } from '../lib/notify';
import { ADMIN_KEY } from '../lib/use-admin-list';
import { ModelFileField } from '../models3d/model-file-field';
import { attachModel, modelFileProblem, uploadModelFile } from '../models3d/model-upload';
import { DialogActions } from '../ui/dialog-actions';
import { SelectField } from '../ui/select-field';
import { COUNTRY_OPTIONS, STYLE_OPTIONS } from './product-options';

type FormInput = z.input<typeof productInputSchema>;
type FormOutput = z.output<typeof productInputSchema>;

interface ProductFormDialogProps {
  /** The product to edit, 'new' to add one, null when closed. */
  product: AdminProduct | 'new' | null;
  onOpenChange: (open: boolean) => void;
  categories: readonly string[];
  stores: readonly string[];
}

const EMPTY: FormInput = {
  name: '',
  category: '',
  price: '',
  imageUrl: '',
  productUrl: '',
  store: '',
  interiorStyle: 'Modern',
  country: '',
  isActive: true,
  widthCm: '',
  depthCm: '',
  heightCm: '',
};

function initialValues(product: AdminProduct | 'new'): FormInput {
  if (product === 'new') return EMPTY;
  return {
    name: product.name,
    category: product.category,
    price: product.price,
    imageUrl: product.imageUrl ?? '',
    productUrl: product.productUrl ?? '',
    store: product.store ?? '',
    interiorStyle: product.interiorStyle,
    country: product.country ?? '',
    isActive: product.isActive,
    widthCm: product.widthCm?.toString() ?? '',
    depthCm: product.depthCm?.toString() ?? '',
    heightCm: product.heightCm?.toString() ?? '',
  };
}

function ProductForm({
  product,
  onDone,
  categories,
  stores,
}: Omit<ProductFormDialogProps, 'onOpenChange' | 'product'> & {
  product: AdminProduct | 'new';
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const isNew = product === 'new';
  const [modelFile, setModelFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: initialValues(product),
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: async (values: FormOutput) => {
      const { product: saved } = isNew
        ? await adminJson<{ product: AdminProduct }>('POST', '/api/admin/products', values)
        : await adminJson<{ product: AdminProduct }>('PUT', `/api/admin/products/${product.id}`, values);
      let modelProblem: string | null = null;
      if (isNew && modelFile) {
        try {
          const uploaded = await uploadModelFile(modelFile, setProgress);
          await attachModel(saved.id, uploaded);
        } catch (err) {
          modelProblem = userMessage(err, fr.admin.uploadFailed);
        }
      }
      return { saved, modelProblem };
    },
    onSuccess: ({ saved, modelProblem }) => {
      // One toast at a time: a failed 3D upload must not be hidden by the success toast.
      if (modelProblem)
        toastError(fr.admin.add3dFailed, fr.backOffice.productCreatedWithoutModel(saved.name, modelProblem));
      else if (saved.photoStatus === 'missing')
        toastError(`${saved.name} : ${fr.backOffice.photoMissing}`, saved.photoError ?? undefined);
      else toastDone(isNew ? fr.backOffice.productCreated : fr.backOffice.productUpdated, saved.name);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      onDone();
    },
    onError: (err) =>
      toastError(
        isNew ? fr.admin.createProductFailed : fr.admin.editProductFailed,
        userMessage(err, fr.errors.generic),
      ),
    onSettled: () => setProgress(null),
  });

  const submit = form.handleSubmit((values) => {
    const problem = modelFile ? modelFileProblem(modelFile) : null;
    if (problem) {
      toastError(problem);
      return;
    }
    save.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Nom" required {...form.register('name')} error={errors.name?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Catégorie"
          required
          list="admin-categories"
          {...form.register('category')}
          error={errors.category?.message}
        />
        <TextField
          label="Prix"
          required
          hint="Texte libre, ex. 125000 FCFA"
          inputMode="text"
          {...form.register('price')}
          error={errors.price?.message}
        />
      </div>
      <datalist id="admin-categories">
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <datalist id="admin-stores">
        {stores.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Magasin"
          list="admin-stores"
          {...form.register('store')}
          error={errors.store?.message}
        />
        <SelectField
          label="Pays"
          options={COUNTRY_OPTIONS}
          placeholder={{ value: '', label: 'Non renseigné' }}
          {...form.register('country')}
        />
      </div>
      <SelectField label="Style" options={STYLE_OPTIONS} {...form.register('interiorStyle')} />
      <TextField
        label="Image (URL)"
        type="url"
        placeholder="https://…"
        {...form.register('imageUrl')}
        error={errors.imageUrl?.message}
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">
          Dimensions réelles (cm) — vides : taille habituelle de la catégorie
        </legend>
        {(
          [
            ['widthCm', 'Largeur'],
            ['depthCm', 'Profondeur (longueur d’un tapis)'],
            ['heightCm', 'Hauteur'],
          ] as const
        ).map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            inputMode="numeric"
            placeholder="ex. 220"
            {...form.register(field)}
            error={errors[field]?.message}
          />
        ))}
      </fieldset>
      <TextField
        label="Page du produit (URL)"
        type="url"
        placeholder="https://…"
        {...form.register('productUrl')}
        error={errors.productUrl?.message}
      />
      <Checkbox
        label="Produit actif (visible dans l'application)"
        checked={form.watch('isActive') !== false}
        onCheckedChange={(v) => form.setValue('isActive', v)}
      />
      {isNew ? <ModelFileField file={modelFile} onFile={setModelFile} progress={progress} /> : null}
      <DialogActions
        label={isNew ? 'Ajouter le produit' : 'Enregistrer'}
        pendingLabel="Enregistrement…"
        pending={save.isPending}
      />
    </form>
  );
}

/** Add or edit a product: the spec's fields, the 20 styles, the 8 countries, a 3D file on creation (§3). */
export function ProductFormDialog({ product, onOpenChange, categories, stores }: ProductFormDialogProps) {
  if (!product) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={product === 'new' ? 'Ajouter un produit' : 'Modifier le produit'}
        description={product === 'new' ? undefined : `${product.name} (n° ${product.id})`}
        className="md:max-w-2xl!"
      >
        <ProductForm
          key={product === 'new' ? 'new' : product.id}
          product={product}
          categories={categories}
          stores={stores}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
