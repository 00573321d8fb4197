import { useEffect, useId, useRef, useState } from 'react';
import { SECTIONS, SectionLink } from './section-link';

/**
 * Disclosure menu for phones: the button says whether it is open (aria-expanded), the first link
 * takes focus on open, Escape or a click elsewhere closes it and Escape gives focus back to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex size-11 items-center justify-center rounded-xl text-indigo-900 hover:bg-sand-100"
      >
        <span className="sr-only">{open ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
        <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-sand-200 bg-sand-50 shadow-lg"
      >
        <nav aria-label="Menu principal">
          <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink
                  section={section.id}
                  onNavigate={() => setOpen(false)}
                  className="flex min-h-12 items-center rounded-xl px-3 text-lg font-semibold text-indigo-900 hover:bg-sand-100"
                >
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
