import { useLocation, useSearch } from 'wouter';
import { fr } from '../../domain/messages.fr';
import { resolveModelSource } from '../features/ar-viewer/model-source';
import { ModelStage } from '../features/ar-viewer/model-stage';
import { MessagePage } from '../layout/message-page';
import { useDocumentTitle } from '../lib/use-document-title';

/** /ar-viewer?model=<file>&name=<product> (public-flow.md §2). */
export default function ArViewerPage() {
  const params = new URLSearchParams(useSearch());
  const name = params.get('name')?.trim() || fr.media.defaultModelName;
  const source = resolveModelSource(params.get('model'));
  const [, navigate] = useLocation();
  useDocumentTitle(source.kind === 'missing' ? fr.media.modelMissing : name);

  if (source.kind === 'missing') {
    return (
      <MessagePage title={fr.media.modelMissing}>
        <p>Ouvrez cette page depuis le bouton « Voir en 3D » d'un produit.</p>
      </MessagePage>
    );
  }
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <section className="mx-auto max-w-4xl px-4 py-6 md:py-10">
      <p className="text-sm font-semibold tracking-wide text-terracotta-700 uppercase">Visionneuse 3D</p>
      <h1 className="mt-1 text-2xl font-extrabold text-indigo-900 md:text-3xl">{name}</h1>
      <div className="mt-5">
        {source.kind === 'ok' ? (
          <ModelStage src={source.url} name={name} onBack={back} />
        ) : (
          <div role="alert" className="rounded-2xl border border-sand-200 bg-white p-8 text-center">
            <p className="text-lg font-bold text-danger">{fr.media.modelLoadFailed}</p>
            <p className="mt-2 text-muted">{fr.backOffice.badModelParameter}</p>
          </div>
        )}
      </div>
    </section>
  );
}
