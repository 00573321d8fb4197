import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main content, footer and cookie banner: the frame every route renders in. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownLocation = useRef(location);

  // A client-side navigation keeps the old scroll position and focus; reset both as a page load
  // would, so screen-reader users land on the new content. Hash links scroll themselves.
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (window.location.hash) return;
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-xl focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-indigo-900 focus:shadow-lg"
      >
        Aller au contenu principal
      </a>
      <SiteHeader />
      <main ref={mainRef} id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
