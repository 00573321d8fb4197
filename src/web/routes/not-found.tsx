import { fr } from '../../domain/messages.fr';
import { MessagePage } from '../layout/message-page';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle(fr.pages.notFound);
  return (
    <MessagePage title={fr.pages.notFound}>
      <p>L'adresse demandée n'existe pas ou a été déplacée.</p>
    </MessagePage>
  );
}
