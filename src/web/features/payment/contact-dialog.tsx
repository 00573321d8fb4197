import { type FormEvent, useState } from 'react';
import { GENERATION_PRICE_FCFA, GENERATIONS_PER_PAYMENT } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { formatFcfa } from '../../../domain/money';
import { contactInfoSchema, normalisePhone } from '../../../domain/validation';
import { apiRequest, userMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Dialog, DialogContent } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/use-toast';

export interface PaymentRequest {
  imageId: number;
  selectedProducts: unknown[];
  snappedProducts: unknown[];
  uploadedImageData: unknown;
}

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: PaymentRequest | null;
}

type Errors = Partial<Record<'phone' | 'email' | 'consent', string>>;

/**
 * Before the payment: a WhatsApp number or an e-mail address and consent (public-flow.md §5),
 * then the provider's page. The number gets its +221 as the visitor leaves the field.
 */
export function ContactDialog({ open, onOpenChange, request }: ContactDialogProps) {
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactInfoSchema.safeParse({ phone, email, consent });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (!request) return;
    setSending(true);
    try {
      const contactInfo = {
        ...(parsed.data.phone ? { phone: parsed.data.phone } : {}),
        ...(parsed.data.email ? { email: parsed.data.email } : {}),
      };
      const res = await apiRequest('POST', '/api/payments/initialize', {
        imageId: request.imageId,
        imageGenerationCount: GENERATIONS_PER_PAYMENT,
        customerPhone: contactInfo.phone ?? null,
        customerEmail: contactInfo.email ?? null,
        selectedProducts: request.selectedProducts,
        snappedProducts: request.snappedProducts,
        contactInfo,
        uploadedImageData: request.uploadedImageData,
      });
      const { redirectUrl } = (await res.json()) as { redirectUrl?: string };
      if (!redirectUrl) {
        toast({
          title: fr.payment.errorTitle,
          description: fr.payment.missingRedirect,
          variant: 'destructive',
        });
        setSending(false);
        return;
      }
      window.location.assign(redirectUrl);
    } catch (err) {
      toast({
        title: fr.payment.errorTitle,
        description: userMessage(err, fr.payment.initFailed),
        variant: 'destructive',
      });
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Vos coordonnées"
        description={`Pour recevoir votre image et votre mini-devis. Ensuite, paiement mobile de ${formatFcfa(GENERATION_PRICE_FCFA)} pour une génération.`}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            label="Numéro WhatsApp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+221 77 123 45 67"
            hint="Format +221XXXXXXXXX ; l’indicatif est ajouté pour vous."
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            onBlur={() => setPhone((value) => (value.trim() ? normalisePhone(value) : ''))}
            error={errors.phone}
          />
          <TextField
            label="Adresse email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="awa@exemple.sn"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Checkbox
            checked={consent}
            onCheckedChange={setConsent}
            error={errors.consent}
            label={
              <>
                J’accepte que Kër Déco traite mes coordonnées pour m’envoyer mon image et mon devis (
                <a href="/privacy" target="_blank" rel="noreferrer" className="underline">
                  politique de confidentialité
                </a>
                ).
              </>
            }
          />
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? 'Redirection vers le paiement…' : `Payer ${formatFcfa(GENERATION_PRICE_FCFA)}`}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
