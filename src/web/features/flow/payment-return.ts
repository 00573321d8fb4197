import type { ProductSnapshot } from '../../../contracts/product-snapshot';
import { fr } from '../../../domain/messages.fr';
import { apiRequest } from '../../lib/api';
import { toast } from '../../ui/use-toast';
import {
  type CatalogProduct,
  type FlowState,
  type SnappedProduct,
  type UploadedImage,
  updateFlow,
} from './flow-state';
import { hasPaymentReturn, PAYMENT_RETURN_PARAMS } from './payment-return-params';
import { catalogProductFromSnapshot } from './product-snapshot';

export interface PaymentReturn {
  paymentSuccess: boolean;
  paymentCancelled: boolean;
  paymentError: boolean;
  paymentId: string | null;
  sessionId: string | null;
}

export function readPaymentReturn(search: string): PaymentReturn | null {
  if (!hasPaymentReturn(search)) return null;
  const params = new URLSearchParams(search);
  return {
    paymentSuccess: params.get('paymentSuccess') === 'true',
    paymentCancelled: params.get('paymentCancelled') === 'true',
    paymentError: params.get('paymentError') === 'true',
    paymentId: params.get('paymentId') || null,
    sessionId: params.get('sessionId') || null,
  };
}

/** Takes the parameters out of the address bar (a reload or a shared link must not replay the return). */
export function removePaymentReturnParams(): void {
  const url = new URL(window.location.href);
  for (const name of PAYMENT_RETURN_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

interface RestoredSession {
  selectedProducts: ProductSnapshot[];
  snappedProducts: SnappedProduct[];
  uploadedImageData: unknown;
  contactInfo: { phone?: string; email?: string };
}

function isUploadedImage(value: unknown): value is UploadedImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return typeof image.id === 'number' && typeof image.url === 'string' && typeof image.filename === 'string';
}

/** The flow as the payment session kept it: this tab may have lost its own (another tab, a killed browser). */
function flowFromSession(session: RestoredSession, current: FlowState): Partial<FlowState> {
  const sameProducts =
    current.selectedProducts.length === session.selectedProducts.length &&
    current.selectedProducts.every((p, i) => p.id === session.selectedProducts[i]?.id);
  const selectedProducts: CatalogProduct[] = sameProducts
    ? current.selectedProducts
    : session.selectedProducts.flatMap((p) => {
        const product = catalogProductFromSnapshot(p);
        return product ? [product] : [];
      });
  const image = isUploadedImage(session.uploadedImageData) ? session.uploadedImageData : current.image;
  const manual = selectedProducts.length === 0 && session.snappedProducts.length > 0;
  return {
    step: 'result',
    mode: manual ? 'manual' : current.mode,
    image,
    selectedProducts,
    snappedProducts: session.snappedProducts.length > 0 ? session.snappedProducts : current.snappedProducts,
  };
}

/** What the return leaves for the page to do once the server has said where the payment stands. */
export interface PaymentReturnOutcome {
  /** The payment to check with the server (the session id: they are the same here). */
  paymentId: string;
  contactInfo: { phone?: string; email?: string };
  /** The session could not be restored: nothing starts on selections that may not be the paid ones. */
  restoreFailed: boolean;
}

/**
 * What the result page does with a payment return (public-flow.md §4, §8): a success with a
 * sessionId restores the session (products, photo, contact) and sets the paymentId; a success with
 * a paymentId only sets it; cancelled and error returns say so in a toast. paymentSuccess=true is
 * only the provider's hint: whether the payment is paid is the server's word, read next
 * (payment/payment-status.ts).
 */
export async function handlePaymentReturn(payment: PaymentReturn): Promise<PaymentReturnOutcome | null> {
  if (payment.paymentCancelled) {
    toast({ title: fr.payment.cancelled });
    return null;
  }
  if (payment.paymentError || !payment.paymentSuccess) {
    toast({ title: fr.payment.errorTitle, description: fr.payment.returnError, variant: 'destructive' });
    return null;
  }
  const paymentId = payment.paymentId ?? payment.sessionId;
  if (!paymentId) return null;
  let contactInfo: PaymentReturnOutcome['contactInfo'] = {};
  let restoreFailed = false;
  if (payment.sessionId) {
    try {
      const res = await apiRequest('GET', `/api/payment-sessions/${encodeURIComponent(payment.sessionId)}`);
      const { session } = (await res.json()) as { session: RestoredSession };
      updateFlow((current) => flowFromSession(session, current));
      contactInfo = session.contactInfo;
    } catch {
      // The paymentId is kept (the spec sets it).
      toast({ title: fr.payment.errorTitle, description: fr.payment.restoreFailed, variant: 'destructive' });
      restoreFailed = true;
    }
  }
  updateFlow({ paymentId, paymentSessionId: payment.sessionId });
  return { paymentId, contactInfo, restoreFailed };
}
