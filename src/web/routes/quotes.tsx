import { Link } from 'wouter';
import { GateScreen } from '../features/admin/auth/gate-screen';
import { useAdminGate } from '../features/admin/auth/use-admin-gate';
import { QuotesList } from '../features/admin/quotes/quotes-list';
import { useDocumentTitle } from '../lib/use-document-title';

/** The standalone quote management page: the admin quotes list with date filters (admin-back-office.md §2). */
export default function QuotesPage() {
  useDocumentTitle('Gestion des devis');
  const gate = useAdminGate();
  if (gate.state !== 'authenticated') return <GateScreen state={gate.state} title="Gestion des devis" />;
  return (
    <div className="mx-auto max-w-6xl px-3 py-4 md:px-6 md:py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-indigo-900 md:text-3xl">Gestion des devis</h1>
        <Link
          href="/admin"
          className="min-h-11 content-center font-semibold text-terracotta-700 underline-offset-2 hover:underline"
        >
          ← Retour à l'administration
        </Link>
      </div>
      <QuotesList withDates />
    </div>
  );
}
