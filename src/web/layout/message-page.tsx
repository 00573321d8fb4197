import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fr } from '../../domain/messages.fr';
import { buttonClasses } from '../ui/button';

interface MessagePageProps {
  title: string;
  children: ReactNode;
}

/** A centred title, a short message and a way back home: placeholders, not-found and missing-data pages. */
export function MessagePage({ title, children }: MessagePageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center md:py-24">
      <h1 className="text-3xl font-extrabold text-indigo-900">{title}</h1>
      <div className="text-lg text-muted">{children}</div>
      <Link href="/" className={buttonClasses('primary')}>
        {fr.pages.backHome}
      </Link>
    </section>
  );
}
