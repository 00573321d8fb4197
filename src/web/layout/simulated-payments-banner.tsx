import { useQuery } from '@tanstack/react-query';
import { fr } from '../../domain/messages.fr';

/**
 * Said on every page while the site runs in production on the demonstration payment: nobody may
 * think they paid, or that a generation was paid for.
 */
export function SimulatedPaymentsBanner() {
  const site = useQuery<{ paymentsSimulated: boolean }>({
    queryKey: ['/api/site'],
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!site.data?.paymentsSimulated) return null;
  return (
    <p role="status" className="bg-orange-100 px-4 py-2 text-center text-sm font-semibold text-orange-900">
      {fr.payment.simulated}
    </p>
  );
}
