import { useState } from 'react';
import { Link } from 'wouter';
import { RETENTION } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { optionalBudgetFcfaSchema } from '../../../domain/validation';
import { uploadWithProgress } from '../../lib/api';
import { ROOM_IMAGE_SIZES, roomSrcSet } from '../../lib/sized-image';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/use-toast';
import { cameFrom, goBackTo, goToStep } from './flow-navigation';
import { type UploadedImage, updateFlow, useFlow } from './flow-state';
import { logImageRightsConsent } from './image-rights-consent';
import { PhotoPicker } from './photo-picker';
import { photoUploadProblem } from './photo-upload-error';
import { preparePhotoForUpload } from './resize-photo';
import { StepLayout } from './step-layout';

type Phase = { name: 'idle' } | { name: 'preparing' } | { name: 'uploading'; percent: number };

/** Step 1.5: the room photo, the image-rights consent and, in AI mode, the optional budget. */
export default function UploadStep() {
  const flow = useFlow();
  // Sent back from step 4 to take the photo again: a new photo, then straight back to the
  // selection (the categories, the style and the budget are kept).
  const [retake] = useState(() => cameFrom() === 'products');
  const next = retake ? 'products' : 'method';
  const [file, setFile] = useState<File | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(flow.image !== null && !retake);
  const [consent, setConsent] = useState(false);
  const [budgetText, setBudgetText] = useState(flow.budgetFcfa ? String(flow.budgetFcfa) : '');
  const [budgetError, setBudgetError] = useState<string>();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const pending = phase.name !== 'idle';
  const askBudget = flow.mode === 'ai';
  const current = keepCurrent ? flow.image : null;

  const readBudget = (): { ok: true; value: number | null } | { ok: false } => {
    if (!askBudget) return { ok: true, value: flow.budgetFcfa };
    const parsed = optionalBudgetFcfaSchema.safeParse(budgetText);
    if (!parsed.success) {
      setBudgetError(parsed.error.issues[0]?.message ?? fr.selection.budgetMustBePositive);
      document.getElementById('budget')?.focus();
      return { ok: false };
    }
    setBudgetError(undefined);
    return { ok: true, value: parsed.data ?? null };
  };

  const onConsentChange = (checked: boolean) => {
    setConsent(checked);
    void logImageRightsConsent(checked, current?.id ?? null);
  };

  const continueWithCurrent = () => {
    const budget = readBudget();
    if (!budget.ok) return;
    updateFlow({ budgetFcfa: budget.value });
    goToStep(next);
  };

  const analyse = async () => {
    if (!file || !consent || pending) return;
    const budget = readBudget();
    if (!budget.ok) return;
    setPhase({ name: 'preparing' });
    let image: UploadedImage;
    try {
      const photo = await preparePhotoForUpload(file);
      const form = new FormData();
      form.append('image', photo.blob, photo.filename);
      setPhase({ name: 'uploading', percent: 0 });
      image = await uploadWithProgress<UploadedImage>('/api/upload', form, (percent) =>
        setPhase({ name: 'uploading', percent }),
      );
    } catch (err) {
      toast({ ...photoUploadProblem(err), variant: 'destructive' });
      setPhase({ name: 'idle' });
      return;
    }
    toast({ title: fr.upload.successTitle, description: fr.upload.successBody });
    void logImageRightsConsent(true, image.id);
    // A new room: what was chosen for the previous photo (own items, layout, payment) no longer
    // applies. The same room taken again keeps the products picked for it, within the same budget.
    const keepPicks = retake && budget.value === flow.budgetFcfa;
    updateFlow({
      image,
      budgetFcfa: budget.value,
      selectedProducts: keepPicks ? flow.selectedProducts : [],
      snappedProducts: [],
      scene: null,
      paymentId: null,
      paymentSessionId: null,
    });
    goToStep(next);
  };

  return (
    <StepLayout
      step="upload"
      mode={flow.mode}
      title="Photographiez votre pièce"
      intro="Une photo nette de la pièce entière, prise en mode paysage et à la lumière du jour, donne le meilleur résultat."
      back={
        retake
          ? { label: '← Retour à la sélection', onClick: () => goBackTo('products') }
          : { label: "← Retour à l'accueil", onClick: () => goBackTo('landing') }
      }
      primaryAction={
        current ? (
          <Button size="lg" onClick={continueWithCurrent}>
            Continuer avec cette photo
          </Button>
        ) : (
          <Button size="lg" disabled={!consent || pending || !file} onClick={analyse}>
            {pending ? fr.upload.analysing : fr.upload.analyse}
          </Button>
        )
      }
    >
      <div className="grid grid-cols-1 gap-6">
        {current ? (
          <div className="overflow-hidden rounded-2xl border-2 border-sand-300 bg-white">
            <img
              src={current.url}
              srcSet={roomSrcSet(current.url)}
              sizes={ROOM_IMAGE_SIZES}
              alt="Votre pièce"
              width={current.width}
              height={current.height}
              className="max-h-96 w-full bg-sand-100 object-contain"
            />
            <div className="flex items-center justify-between gap-3 p-3">
              <p className="text-sm text-muted">Photo déjà envoyée</p>
              <Button variant="secondary" size="sm" onClick={() => setKeepCurrent(false)}>
                {fr.upload.change}
              </Button>
            </div>
          </div>
        ) : (
          <PhotoPicker file={file} onChange={setFile} disabled={pending} subject="votre pièce" />
        )}

        {phase.name !== 'idle' ? (
          <div role="status" className="grid grid-cols-1 gap-2">
            <div className="flex justify-between text-sm font-semibold text-indigo-900">
              <span>{phase.name === 'preparing' ? 'Préparation de la photo…' : 'Envoi de la photo…'}</span>
              {phase.name === 'uploading' ? <span>{phase.percent} %</span> : null}
            </div>
            <div
              className="h-2.5 overflow-hidden rounded-full bg-sand-200"
              role="progressbar"
              aria-label="Envoi de la photo"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={phase.name === 'uploading' ? phase.percent : 0}
            >
              <div
                className="h-full rounded-full bg-terracotta-600 transition-[width]"
                style={{ width: `${phase.name === 'uploading' ? phase.percent : 2}%` }}
              />
            </div>
          </div>
        ) : null}

        {askBudget ? (
          <TextField
            id="budget"
            label="Votre budget (optionnel)"
            placeholder={fr.upload.budgetPlaceholder}
            hint="Montant total en FCFA pour l'ensemble des meubles. Laissez vide pour une sélection sans limite."
            inputMode="numeric"
            autoComplete="off"
            value={budgetText}
            error={budgetError}
            disabled={pending}
            onChange={(event) => {
              setBudgetText(event.target.value);
              setBudgetError(undefined);
            }}
          />
        ) : null}

        {current ? null : (
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
            <Checkbox
              checked={consent}
              onCheckedChange={onConsentChange}
              disabled={pending}
              label="Je certifie détenir les droits sur cette photo (sans filigrane ni logo) et j'autorise Kër Déco à la traiter pour créer mon projet."
            />
            <p className="mt-2 ml-9 text-sm text-muted">
              Votre photo est supprimée automatiquement après l'analyse ({RETENTION.uploadedPhotoMaxHours}{' '}
              heures au plus) et n'est jamais partagée.{' '}
              <Link
                href="/privacy"
                className="font-semibold text-terracotta-700 underline underline-offset-2"
              >
                En savoir plus
              </Link>
            </p>
          </div>
        )}
      </div>
    </StepLayout>
  );
}
