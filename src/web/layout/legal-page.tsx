import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fr } from '../../domain/messages.fr';

interface LegalPageProps {
  title: string;
  updated: string;
  children: ReactNode;
}

/** Long-form text set for reading on a phone: one column, generous line height, linked back home. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Link
        href="/"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-terracotta-700 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {fr.pages.backHome}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-indigo-900 md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">Dernière mise à jour : {updated}</p>
      <div
        className={[
          'mt-8 space-y-4 leading-relaxed',
          '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-indigo-900',
          '[&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-indigo-900',
          '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
          '[&_a]:font-semibold [&_a]:text-terracotta-700 [&_a]:underline [&_a]:underline-offset-2',
        ].join(' ')}
      >
        {children}
      </div>
      <Link
        href="/"
        className="mt-12 inline-flex min-h-11 items-center gap-1 font-semibold text-terracotta-700 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {fr.pages.backHome}
      </Link>
    </article>
  );
}
