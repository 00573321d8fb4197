import { Link } from 'wouter';
import { frLayout } from '../../domain/messages.shell.fr';
import { PrivacyEmailLink } from './privacy-email-link';

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-white underline decoration-ochre-300 underline-offset-4 hover:text-ochre-300';

export function SiteFooter() {
  return (
    <footer className="bg-indigo-900 text-indigo-100 [&_:focus-visible]:outline-ochre-300">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 text-sm md:grid-cols-[2fr_1fr] md:gap-8">
        <div className="grid gap-3">
          <p className="leading-relaxed">{frLayout.dataProtection}</p>
          <p>
            {frLayout.privacyContact} <PrivacyEmailLink className={`${linkClasses} break-all`} />
          </p>
        </div>
        <nav aria-label="Informations légales">
          <ul className="flex flex-wrap gap-x-6 md:flex-col md:items-end">
            <li>
              <Link href="/terms" className={linkClasses}>
                {frLayout.terms}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className={linkClasses}>
                {frLayout.privacy}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="border-t border-indigo-800 pt-4 md:col-span-2">{frLayout.rightsReserved}</p>
      </div>
    </footer>
  );
}
