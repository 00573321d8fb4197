import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { GENERATION_PRICE_FCFA } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { saveCheckoutData } from '../../features/checkout/checkout-data';
import { arrangedScene, type FlowState, getFlow, updateFlow } from '../../features/flow/flow-state';
import {
  handlePaymentReturn,
  type PaymentReturnOutcome,
  readPaymentReturn,
  removePaymentReturnParams,
} from '../../features/flow/payment-return';
import { readStoredGeneration } from '../../features/generation/generation-api';
import { GenerationProgress } from '../../features/generation/generation-progress';
import { useRoomGeneration } from '../../features/generation/use-room-generation';
import { ArButton } from '../../features/payment/ar-button';
import { ArProductList } from '../../features/payment/ar-product-list';
import { ContactDialog } from '../../features/payment/contact-dialog';
import { usePaymentStatus } from '../../features/payment/payment-status';
import { PremiumDialog } from '../../features/payment/premium-dialog';
import { createQuote, downloadBlob } from '../../features/quote/quote-api';
import { userMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';

type Contact = { phone?: string; email?: string };

/** The quote made for one exact content (products, own items, image), reused by the PDF and the order. */
interface MadeQuote {
  key: string;
  quoteId: number;
  pdf: Blob;
  fileName: string;
}

function hasItems(flow: FlowState): boolean {
  return flow.selectedProducts.length + flow.snappedProducts.length > 0;
}

/**
 * Everything after the selection (public-flow.md §4, §7, §8): the payment return, the contact and
 * premium dialogs, the generation, the mini-quote and the way to the order. The result page shows
 * what it returns; the generated room replaces the photo once it is there.
 */
export function useResultActions(flow: FlowState) {
  const [, navigate] = useLocation();
  const [contactOpen, setContactOpen] = useState(false);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const [quoteBusy, setQuoteBusy] = useState<'pdf' | 'order' | null>(null);
  const madeQuote = useRef<MadeQuote | null>(null);
  const contact = useRef<Contact>({});
  const payment = usePaymentStatus(flow.paymentId);
  const [paymentReturn, setPaymentReturn] = useState<PaymentReturnOutcome | null>(null);

  const generation = useRoomGeneration(flow.image?.id ?? null, (failure) => {
    if (failure.kind === 'payment-required') {
      updateFlow({ paymentId: null, paymentSessionId: null });
      toast({ title: fr.payment.required });
      setContactOpen(true);
    } else if (failure.kind === 'payment-used') {
      updateFlow({ paymentId: null, paymentSessionId: null });
    } else if (failure.kind === 'layout-for-other-photo') {
      // The payment is still good: Retry sends no layout, and the server places the pieces itself.
      updateFlow({ scene: null });
    }
  });
  const { start } = generation;

  const startGeneration = useCallback(
    (current: FlowState, paymentId: string) => {
      void start({
        selectedProducts: current.selectedProducts,
        snappedProducts: current.snappedProducts,
        uploadedImage: current.image ? { id: current.image.id } : null,
        contactInfo: contact.current,
        paymentId,
        scene: arrangedScene(current),
      });
    },
    [start],
  );

  // Back from the provider: restore the session, then wait for the server's word on the payment.
  useEffect(() => {
    const returned = readPaymentReturn(window.location.search);
    if (!returned) return;
    removePaymentReturnParams();
    void handlePaymentReturn(returned).then((outcome) => {
      if (!outcome) return;
      contact.current = outcome.contactInfo;
      setPaymentReturn(outcome);
    });
  }, []);

  // Paid: generate at once (the visitor paid for exactly that). Pending: the status keeps being read.
  useEffect(() => {
    if (!paymentReturn || payment.paymentId !== paymentReturn.paymentId) return;
    const ours = readStoredGeneration()?.paymentId === paymentReturn.paymentId;
    switch (payment.status) {
      case null:
      case 'pending':
        return;
      case 'paid': {
        const current = getFlow();
        if (!paymentReturn.restoreFailed && current.image && hasItems(current) && !ours) {
          startGeneration(current, paymentReturn.paymentId);
        }
        break;
      }
      case 'consumed':
        if (!ours) toast({ title: fr.generation.alreadyUsed, variant: 'destructive' });
        break;
      case 'cancelled':
        updateFlow({ paymentId: null, paymentSessionId: null });
        toast({ title: fr.payment.cancelled });
        break;
      case 'failed':
      case 'refunded':
        updateFlow({ paymentId: null, paymentSessionId: null });
        toast({ title: fr.payment.errorTitle, description: fr.payment.returnError, variant: 'destructive' });
        break;
      case 'unknown':
        // A failed restore has said so already.
        if (!paymentReturn.restoreFailed) {
          toast({
            title: fr.payment.errorTitle,
            description: fr.payment.returnError,
            variant: 'destructive',
          });
        }
        break;
    }
    setPaymentReturn(null);
  }, [paymentReturn, payment.paymentId, payment.status, startGeneration]);

  const generate = () => {
    if (!flow.image) {
      toast({ title: fr.payment.imageMissing, variant: 'destructive' });
      return;
    }
    if (!hasItems(flow)) {
      toast({ title: fr.payment.noProducts, variant: 'destructive' });
      return;
    }
    // A paymentId already spent on the image shown pays for nothing more: a new image is a new payment.
    if (!flow.paymentId || generation.state.status === 'done') {
      setContactOpen(true);
      return;
    }
    // Not confirmed yet: a generation would be refused (402) and the visitor asked to pay again.
    if (payment.status === 'pending') {
      if (!payment.waiting) payment.recheck();
      return;
    }
    startGeneration(flow, flow.paymentId);
  };

  const quoteKey = JSON.stringify([
    flow.image?.id ?? null,
    flow.selectedProducts.map((p) => p.id),
    flow.snappedProducts.map((s) => s.id),
    generation.state.status === 'done' ? generation.state.view.imageId : null,
  ]);

  const quote = async (): Promise<MadeQuote | null> => {
    if (madeQuote.current?.key === quoteKey) return madeQuote.current;
    if (!hasItems(flow)) {
      toast({ title: fr.quote.noProduct, variant: 'destructive' });
      return null;
    }
    try {
      const made = await createQuote({
        selectedProducts: flow.selectedProducts,
        snappedProducts: flow.snappedProducts,
        imageId: flow.image?.id ?? null,
        ...(generation.state.status === 'done' && generation.state.view.imageId
          ? { generatedImageId: generation.state.view.imageId }
          : {}),
      });
      madeQuote.current = { key: quoteKey, ...made };
      return madeQuote.current;
    } catch (err) {
      toast({ title: userMessage(err, fr.quote.failed), variant: 'destructive' });
      return null;
    }
  };

  const downloadQuote = async () => {
    setQuoteBusy('pdf');
    const made = await quote();
    setQuoteBusy(null);
    if (made) downloadBlob(made.pdf, made.fileName);
  };

  const order = async () => {
    setQuoteBusy('order');
    const made = await quote();
    setQuoteBusy(null);
    if (!made) return;
    saveCheckoutData({ quoteId: made.quoteId });
    navigate(`/checkout?quoteId=${made.quoteId}`);
  };

  const openPremium = () => setPremiumOpen(true);
  // The server's word on the payment, not a paymentId from the address bar.
  const paid =
    payment.status === 'paid' || payment.status === 'consumed' || generation.state.status === 'done';
  const renderArButton = (productName: string) => (
    <ArButton productName={productName} paid={paid} onPremiumRequired={openPremium} />
  );

  return {
    flow,
    generation,
    payment,
    paid,
    contactOpen,
    setContactOpen,
    premiumOpen,
    setPremiumOpen,
    quoteBusy,
    generate,
    downloadQuote,
    order,
    openPremium,
    renderArButton,
  };
}

export type ResultActionsModel = ReturnType<typeof useResultActions>;

/** The result page's actions: payment, image generation, mini-quote, AR and order. */
export function ResultActions({ model }: { model: ResultActionsModel }) {
  const { flow, generation, payment, paid, quoteBusy } = model;
  const state = generation.state;
  const generating = state.status === 'generating';
  const confirming = payment.status === 'pending' && payment.waiting;
  const retry = () => {
    generation.reset();
    model.generate();
  };
  return (
    <section
      aria-labelledby="result-actions-title"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-indigo-900 p-5 text-white"
    >
      <h2 id="result-actions-title" className="text-xl font-bold">
        {state.status === 'done' ? 'Votre pièce est prête' : 'Voir votre pièce meublée'}
      </h2>
      {state.status === 'done' ? (
        <p className="text-indigo-100">
          Touchez un numéro sur l'image pour voir le meuble, son magasin et son prix.
        </p>
      ) : (
        <p className="text-indigo-100">
          L'IA place ces meubles dans votre photo en 2 minutes environ. Une génération coûte{' '}
          {GENERATION_PRICE_FCFA} FCFA, payés par mobile money.
        </p>
      )}
      {payment.status === 'paid' && state.status === 'idle' ? (
        <p className="font-semibold text-ochre-300">{fr.payment.confirmed}</p>
      ) : null}
      {payment.status === 'pending' && state.status === 'idle' ? (
        <div role="status" className="grid gap-2 rounded-xl bg-indigo-800 p-4">
          <p className="font-semibold text-ochre-300">
            {confirming ? fr.payment.confirming : fr.payment.confirmationLate}
          </p>
          {confirming ? (
            <p className="text-sm text-indigo-100">{fr.payment.confirmingDetail}</p>
          ) : (
            <Button variant="secondary" onClick={payment.recheck}>
              {fr.payment.checkAgain}
            </Button>
          )}
        </div>
      ) : null}
      {state.status === 'generating' ? <GenerationProgress generation={state.progress} /> : null}
      {state.status === 'error' ? (
        <div role="alert" className="grid gap-3 rounded-xl bg-white p-4 text-ink">
          <p className="font-semibold text-danger">{state.message}</p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={generation.reset}>
              Fermer
            </Button>
            <Button onClick={retry}>Réessayer</Button>
          </div>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {state.status === 'done' ? (
          <a
            href={state.view.imageUrl ?? undefined}
            download
            className="inline-flex min-h-13 items-center justify-center rounded-xl bg-white px-6 py-3 text-lg font-semibold text-indigo-900 sm:col-span-2"
          >
            Télécharger l'image
          </a>
        ) : (
          <Button
            size="lg"
            disabled={generating || confirming}
            onClick={model.generate}
            className="sm:col-span-2"
          >
            {generating ? 'Génération en cours…' : `Générer l'image — ${GENERATION_PRICE_FCFA} FCFA`}
          </Button>
        )}
        <Button variant="secondary" disabled={quoteBusy !== null} onClick={model.downloadQuote}>
          {quoteBusy === 'pdf' ? 'Préparation du devis…' : 'Mini-devis PDF'}
        </Button>
        <Button variant="secondary" disabled={quoteBusy !== null} onClick={model.order}>
          {quoteBusy === 'order' ? 'Préparation de la commande…' : 'Commander ces meubles'}
        </Button>
        {state.status === 'done' ? (
          <Button variant="ghost" onClick={model.generate} className="text-white sm:col-span-2">
            Nouvelle image — {GENERATION_PRICE_FCFA} FCFA
          </Button>
        ) : null}
      </div>
      <ArProductList
        productNames={flow.selectedProducts.map((p) => p.name)}
        paid={paid}
        onPremiumRequired={model.openPremium}
      />
      <ContactDialog
        open={model.contactOpen}
        onOpenChange={model.setContactOpen}
        request={
          flow.image
            ? {
                imageId: flow.image.id,
                selectedProducts: flow.selectedProducts,
                snappedProducts: flow.snappedProducts,
                uploadedImageData: flow.image,
              }
            : null
        }
      />
      <PremiumDialog
        open={model.premiumOpen}
        onOpenChange={model.setPremiumOpen}
        onPay={() => {
          model.setPremiumOpen(false);
          model.generate();
        }}
      />
    </section>
  );
}
