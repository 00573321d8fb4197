import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../domain/constants';
import { emitLogoClick } from './logo-click';
import { MobileMenu } from './mobile-menu';
import { SECTIONS, SectionLink } from './section-link';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          href="/"
          aria-label={`${PRODUCT_NAME}, accueil`}
          onClick={() => {
            emitLogoClick();
            window.scrollTo({ top: 0 });
          }}
          className="flex min-h-11 items-center gap-2 rounded-xl text-xl font-extrabold tracking-tight text-indigo-900"
        >
          <img src="/favicon.svg" alt="" width="36" height="36" className="size-9" />
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink
                  section={section.id}
                  className="flex min-h-11 items-center rounded-xl px-4 font-semibold text-indigo-900 hover:bg-sand-100"
                >
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
