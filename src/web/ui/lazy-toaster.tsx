import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toast').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' code (Radix Toast, about 10 KB of a phone's first download) comes with the first
 * toast, and stays for the ones after it: most visits to the landing never show one.
 */
export function LazyToaster() {
  const shown = useToast().toasts.length > 0;
  const [needed, setNeeded] = useState(shown);
  useEffect(() => {
    if (shown) setNeeded(true);
  }, [shown]);
  if (!needed && !shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
