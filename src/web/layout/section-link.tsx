import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { frLayout } from '../../domain/messages.shell.fr';

/** The landing's sections, in page order; their ids are the anchors of the header's links. */
export const SECTIONS = [
  { id: 'styles', label: frLayout.navStyles },
  { id: 'comment-ca-marche', label: frLayout.navHowItWorks },
  { id: 'avantages', label: frLayout.navBenefits },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

interface SectionLinkProps {
  section: SectionId;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * On the landing the browser scrolls to the anchor by itself; from any other page, a plain link
 * would reload the whole app over the network, so it goes home client-side and the landing
 * scrolls to the hash once it has rendered (see `scrollToHash`).
 */
export function SectionLink({ section, className, onNavigate, children }: SectionLinkProps) {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (location === '/') return;
    event.preventDefault();
    navigate(`/#${section}`);
  };
  return (
    <a href={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
