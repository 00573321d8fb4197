import { fr } from '../../domain/messages.fr';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessagePage } from './message-page';

interface ComingSoonPageProps {
  /** What the page will be, e.g. 'Finalisation de la commande'. */
  pageTitle: string;
  /** One sentence on what the visitor will be able to do here. */
  purpose: string;
}

/** Honest stand-in for a route whose feature is not built yet. */
export function ComingSoonPage({ pageTitle, purpose }: ComingSoonPageProps) {
  useDocumentTitle(pageTitle);
  return (
    <MessagePage title={pageTitle}>
      <p className="font-semibold text-terracotta-700">{fr.pages.comingSoon}</p>
      <p className="mt-2">{purpose}</p>
    </MessagePage>
  );
}
