import { fr } from '../../../domain/messages.fr';
import { type CheckoutForm, checkoutFormSchema } from '../../../domain/validation';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';

export type CheckoutErrors = Partial<Record<'name' | 'email' | 'phone' | 'address' | 'consent', string>>;

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  consent: boolean;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
  consent: false,
};

/** The spec's checks (public-flow.md §5): the parsed form, or every message to show. */
export function validateCheckout(
  values: CheckoutValues,
): { form: CheckoutForm } | { errors: CheckoutErrors } {
  const parsed = checkoutFormSchema.safeParse(values);
  if (parsed.success) return { form: parsed.data };
  const errors: CheckoutErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof CheckoutErrors;
    errors[key] ??= issue.message;
  }
  return { errors };
}

interface CheckoutFieldsProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (values: CheckoutValues) => void;
}

export function CheckoutFields({ values, errors, onChange }: CheckoutFieldsProps) {
  const set = (key: keyof CheckoutValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <div className="grid gap-4" id="checkout-form">
      <TextField
        label="Nom complet"
        required
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label="Adresse email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Téléphone"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+221 77 123 45 67"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        label="Adresse de livraison"
        required
        autoComplete="street-address"
        placeholder="Quartier, rue, ville"
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="checkout-notes" className="text-sm font-semibold text-ink">
          Remarques (facultatif)
        </label>
        <textarea
          id="checkout-notes"
          rows={3}
          value={values.notes}
          onChange={set('notes')}
          className="w-full rounded-xl border-2 border-sand-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-indigo-800"
        />
      </div>
      <Checkbox
        checked={values.consent}
        onCheckedChange={(consent) => onChange({ ...values, consent })}
        error={errors.consent}
        label="J’accepte que Kër Déco et ses magasins partenaires traitent mes données pour préparer et livrer ma commande."
      />
      <p className="sr-only">{fr.checkout.requiredFields}</p>
    </div>
  );
}
