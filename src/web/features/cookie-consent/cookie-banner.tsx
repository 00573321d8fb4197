import { lazy, Suspense } from 'react';
import { useHasCookieConsent } from './cookie-consent-record';

/** Returning visitors have already chosen: they never download the sheet's code. */
const CookieSheet = lazy(() => import('./cookie-sheet'));

/** Asks for the cookie choice until one is stored (public-flow.md §4). */
export function CookieBanner() {
  if (useHasCookieConsent()) return null;
  return (
    <Suspense fallback={null}>
      <CookieSheet />
    </Suspense>
  );
}
