import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ORDER_REDIRECT_DELAY_MS } from '../../domain/constants';
import { fr } from '../../domain/messages.fr';
import { clearCheckoutData, readCheckoutData } from '../features/checkout/checkout-data';
import {
  type CheckoutErrors,
  CheckoutFields,
  type CheckoutValues,
  EMPTY_CHECKOUT,
  validateCheckout,
} from '../features/checkout/checkout-form';
import { CheckoutQuote, type QuoteForCheckout } from '../features/checkout/checkout-quote';
import { PageLoading } from '../layout/page-loading';
import { ApiError, apiRequest } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';

function quoteIdFrom(search: string): number | null {
  const fromUrl = Number(new URLSearchParams(search).get('quoteId'));
  if (Number.isInteger(fromUrl) && fromUrl > 0) return fromUrl;
  return readCheckoutData()?.quoteId ?? null;
}

/** /checkout (public-flow.md §2, §4, §5): confirm or defer the order of a quote. */
export default function CheckoutPage() {
  useDocumentTitle('Finalisation de la commande');
  const [, navigate] = useLocation();
  const search = useSearch();
  // Read once: the page keeps its quote when the address changes on the way out.
  const [quoteId] = useState(() => quoteIdFrom(search));
  const query = useQuery<QuoteForCheckout>({
    queryKey: ['/api/quotes/by-id', quoteId],
    enabled: quoteId !== null,
  });

  useEffect(() => {
    if (quoteId === null || query.isError) navigate('/', { replace: true });
  }, [quoteId, query.isError, navigate]);

  if (quoteId === null || query.isError || !query.data) return <PageLoading />;
  const { order } = query.data;
  if (order && (order.status === 'confirmed' || order.status === 'processed')) {
    return <OrderReceived data={query.data} />;
  }
  return <CheckoutForm data={query.data} />;
}

function OrderReceived({ data }: { data: QuoteForCheckout }) {
  useDocumentTitle(fr.checkout.orderReceived);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-indigo-900 text-3xl text-white"
      >
        ✓
      </span>
      <h1 className="text-3xl font-extrabold text-indigo-900">{fr.checkout.orderReceived}</h1>
      <p className="text-lg text-ink">
        Merci{data.order?.customerName ? ` ${data.order.customerName}` : ''} ! Nos magasins partenaires vous
        contactent pour la livraison.
      </p>
      <dl className="grid w-full grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-sand-200">
        <dt className="text-muted">Devis</dt>
        <dd className="text-right font-bold text-indigo-900">n° {data.quote.number}</dd>
        <dt className="text-muted">Montant total</dt>
        <dd className="text-right text-xl font-extrabold">{data.quote.totalAmount}</dd>
      </dl>
    </section>
  );
}

function CheckoutForm({ data }: { data: QuoteForCheckout }) {
  const [, navigate] = useLocation();
  const [formShown, setFormShown] = useState(false);
  const [values, setValues] = useState(() => ({
    ...EMPTY_CHECKOUT,
    phone: data.contact.phone ?? '',
    email: data.contact.email ?? '',
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [saving, setSaving] = useState<'confirmed' | 'deferred' | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (status: 'confirmed' | 'deferred') => {
    let body: Record<string, unknown> = { quoteId: data.quote.id, status };
    if (status === 'confirmed') {
      const checked = validateCheckout(values);
      if ('errors' in checked) {
        setErrors(checked.errors);
        const first = Object.values(checked.errors)[0];
        toast({ title: 'Erreur', description: first, variant: 'destructive' });
        return;
      }
      setErrors({});
      const { form } = checked;
      body = {
        ...body,
        customerName: form.name,
        customerEmail: form.email,
        customerPhone: form.phone,
        customerAddress: form.address,
        customerNotes: form.notes ?? null,
      };
    }
    setSaving(status);
    try {
      await apiRequest('POST', '/api/orders', body);
      clearCheckoutData();
      setSaved(true);
      toast(
        status === 'confirmed'
          ? {
              title: 'Commande confirmée',
              description: 'Nos magasins partenaires vous contactent très vite.',
            }
          : {
              title: 'Commande reportée',
              description: 'Votre devis reste disponible : commandez quand vous êtes prêt.',
            },
      );
      setTimeout(() => navigate('/'), ORDER_REDIRECT_DELAY_MS);
    } catch (err) {
      const missing = err instanceof ApiError && err.status === 404;
      toast({
        title: 'Erreur',
        description: missing ? fr.checkout.missingData : fr.checkout.saveFailed,
        variant: 'destructive',
      });
      setSaving(null);
    }
  };

  const finalize = () => {
    if (!formShown) {
      setFormShown(true);
      return;
    }
    void save('confirmed');
  };

  return (
    <section className="mx-auto grid max-w-2xl gap-5 px-4 py-6 md:py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-indigo-900">Finaliser votre commande</h1>
        <p className="mt-1 text-muted">
          Confirmez maintenant ou reportez : votre devis est enregistré dans tous les cas.
        </p>
      </div>
      <CheckoutQuote data={data} />
      {data.quote.selectedProducts.length === 0 ? (
        <div
          role="status"
          className="grid gap-3 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
        >
          <p className="font-semibold">{fr.checkout.noCatalogueProduct}</p>
          <Button variant="secondary" size="lg" onClick={() => navigate('/')}>
            Retour à l’accueil
          </Button>
        </div>
      ) : (
        <OrderActions
          formShown={formShown}
          values={values}
          errors={errors}
          onChange={setValues}
          onFinalize={finalize}
          onDefer={() => void save('deferred')}
          busy={saving}
          saved={saved}
        />
      )}
    </section>
  );
}

function OrderActions({
  formShown,
  values,
  errors,
  onChange,
  onFinalize,
  onDefer,
  busy,
  saved,
}: {
  formShown: boolean;
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (values: CheckoutValues) => void;
  onFinalize: () => void;
  onDefer: () => void;
  busy: 'confirmed' | 'deferred' | null;
  saved: boolean;
}) {
  return (
    <>
      {formShown ? (
        <section
          aria-labelledby="checkout-details-title"
          className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200"
        >
          <h2 id="checkout-details-title" className="text-lg font-bold text-indigo-900">
            Vos coordonnées
          </h2>
          <CheckoutFields values={values} errors={errors} onChange={onChange} />
        </section>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          onClick={onFinalize}
          disabled={busy !== null || saved}
          aria-controls={formShown ? 'checkout-form' : undefined}
        >
          {busy === 'confirmed' ? 'Enregistrement…' : fr.checkout.finalize}
        </Button>
        <Button variant="secondary" size="lg" onClick={onDefer} disabled={busy !== null || saved}>
          {busy === 'deferred' ? 'Enregistrement…' : fr.checkout.defer}
        </Button>
      </div>
    </>
  );
}
