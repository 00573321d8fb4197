import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const loadToaster = () => import('./toast');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The toasts' code (Radix Toast, about 5 KB) is not part of the page's first download: it is
 * fetched once the page is drawn, so it is there before the first toast a page shows on its own
 * (an administrator's « Accès non autorisé » before the redirect a second later).
 */
export function LazyToaster() {
  const shown = useToast().toasts.length > 0;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    loadToaster().then(
      () => live && setLoaded(true),
      // Offline: the first toast asks for it again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!loaded && !shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
