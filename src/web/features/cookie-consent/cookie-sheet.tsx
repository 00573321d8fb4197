import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { fr } from '../../../domain/messages.fr';
import { logConsent } from '../../lib/log-consent';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { saveCookieConsent } from './cookie-consent-record';

/** The body pads itself by this height (styles.css), so the sheet never hides the page's last buttons. */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/** Mounted afresh each time the question is asked, so analytics starts unchecked every time. */
export default function CookieSheet() {
  const [analytics, setAnalytics] = useState(false);
  const titleId = useId();
  const sheetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_VARIABLE, `${sheet.offsetHeight}px`);
    });
    observer.observe(sheet);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);

  const accept = (withAnalytics: boolean) => {
    const record = saveCookieConsent(withAnalytics);
    void logConsent({
      action: 'cookie_consent',
      consentType: 'cookies',
      consentGiven: true,
      details: { essential: record.essential, analytics: record.analytics },
      timestamp: record.timestamp,
    });
  };

  return (
    <section
      ref={sheetRef}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-terracotta-600 bg-white shadow-[0_-8px_24px_rgb(31_36_87/0.15)] motion-safe:animate-sheet-in"
    >
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:flex md:items-end md:gap-8 md:py-5">
        <div className="md:flex-1">
          <div className="flex items-baseline justify-between gap-3 md:justify-start">
            <h2 id={titleId} className="text-base font-bold text-indigo-900 md:text-lg">
              {fr.cookies.title}
            </h2>
            <Link
              href="/privacy"
              className="relative text-sm font-semibold text-terracotta-700 underline underline-offset-2 after:absolute after:-inset-x-2 after:-inset-y-3 md:hidden"
            >
              En savoir plus
            </Link>
          </div>
          {/* Phones get the short version: every line here pushes the page's own buttons up out of reach. */}
          <p className="mt-0.5 hidden text-sm text-muted md:block">
            Nous utilisons des cookies pour faire fonctionner le site et, si vous l'acceptez, pour mesurer son
            usage.{' '}
            <Link href="/privacy" className="font-semibold text-terracotta-700 underline underline-offset-2">
              En savoir plus
            </Link>
          </p>
          {/* A phone keeps the sheet under a quarter of its screen: the essential box, which cannot
              be changed, needs no finger-sized target. */}
          <div className="grid md:mt-1 md:grid-cols-2 md:gap-x-6">
            <Checkbox
              label={fr.cookies.essential}
              checked
              disabled
              className="max-md:[&_button]:mt-0.5 max-md:[&_label]:min-h-0 max-md:[&_label>span]:py-0.5"
            />
            <Checkbox label={fr.cookies.analytics} checked={analytics} onCheckedChange={setAnalytics} />
          </div>
        </div>
        <div className="mt-1 grid grid-cols-2 gap-2 max-md:[&_button]:py-1 max-md:[&_button]:leading-tight md:mt-0 md:flex md:flex-col">
          <Button size="sm" onClick={() => accept(analytics)}>
            {fr.cookies.acceptSelection}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => accept(false)}>
            {fr.cookies.acceptEssential}
          </Button>
        </div>
      </div>
    </section>
  );
}
