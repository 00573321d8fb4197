import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { categoryIcon } from '../../domain/categories';
import { fr } from '../../domain/messages.fr';
import { formatFcfa, parsePriceFcfa } from '../../domain/money';
import {
  fetchGeneratedImage,
  fetchGenerationBySession,
  type GenerationView,
} from '../features/generation/generation-api';
import { storedFailureMessage } from '../features/generation/generation-error';
import { GenerationProgress } from '../features/generation/generation-progress';
import { RoomWithMarkers } from '../features/generation/room-with-markers';
import { UnplacedPieces } from '../features/generation/unplaced-pieces';
import { MessagePage } from '../layout/message-page';
import { PageLoading } from '../layout/page-loading';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from '../ui/button';

/**
 * /generated-room?imageId=&sessionId= (admin-back-office.md §2): the furnished room found again,
 * e.g. after the connection dropped during the generation. The browser session that made the
 * image is needed to see it, so a guessed number shows nobody's room.
 */
export default function GeneratedRoomPage() {
  const params = new URLSearchParams(useSearch());
  const imageId = Number(params.get('imageId')) || null;
  const sessionId = params.get('sessionId');
  if (!imageId && !sessionId) return <ImageNotFound />;
  return <GeneratedRoom imageId={imageId} sessionId={sessionId} />;
}

function ImageNotFound() {
  useDocumentTitle(fr.pages.imageNotFound);
  return (
    <MessagePage title={fr.pages.imageNotFound}>
      <p>{fr.pages.imageIdRequired}</p>
    </MessagePage>
  );
}

function GeneratedRoom({ imageId, sessionId }: { imageId: number | null; sessionId: string | null }) {
  useDocumentTitle('Votre pièce meublée');
  const query = useQuery<GenerationView>({
    queryKey: ['generated-room', imageId, sessionId],
    queryFn: () =>
      imageId ? fetchGeneratedImage(imageId, sessionId) : fetchGenerationBySession(sessionId ?? ''),
    enabled: sessionId !== null || imageId !== null,
    // A generation still running is followed until it ends: this page exists to find it again.
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 1500 : false),
  });
  const shownId = query.data?.imageId ?? imageId;
  return (
    <section className="mx-auto grid max-w-4xl gap-5 px-4 py-6 md:py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-indigo-900">Votre pièce meublée</h1>
        {shownId ? <p className="mt-1 text-muted">Image n° {shownId}</p> : null}
      </div>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <p className="rounded-2xl bg-sand-100 p-8 text-center font-semibold text-muted">{fr.media.noImage}</p>
      ) : query.data.status === 'processing' ? (
        <GenerationProgress generation={query.data} />
      ) : query.data.status === 'success' ? (
        <>
          <RoomWithMarkers generation={query.data} eager />
          <UnplacedPieces generation={query.data} />
          <ProductList generation={query.data} />
        </>
      ) : (
        <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-danger">
          {storedFailureMessage(query.data.errorCode, query.data.message)}
        </p>
      )}
      <Link href="/" className={buttonClasses('secondary', 'lg')}>
        {fr.pages.backHome}
      </Link>
    </section>
  );
}

function ProductList({ generation }: { generation: GenerationView }) {
  if (generation.linkedProducts.length === 0 && generation.snappedProducts.length === 0) return null;
  return (
    <section aria-labelledby="generated-products-title" className="grid gap-2">
      <h2 id="generated-products-title" className="text-xl font-bold text-indigo-900">
        Les meubles de l’image
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2" aria-describedby="generated-products-hint">
        {generation.linkedProducts.map((p) => {
          const amount = parsePriceFcfa(p.price);
          return (
            <li
              key={`${p.id ?? p.name}:${p.category}:${p.store ?? ''}`}
              className="flex items-center justify-between gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200"
            >
              <div className="min-w-0">
                <p className="text-xs font-semibold text-muted">
                  <span aria-hidden="true">{categoryIcon(p.category)} </span>
                  {p.category}
                </p>
                <p className="font-semibold text-indigo-900">{p.name}</p>
                {p.store ? <p className="text-xs text-muted">{p.store}</p> : null}
              </div>
              <p className="shrink-0 font-bold whitespace-nowrap">
                {Number.isNaN(amount) ? p.price : formatFcfa(amount)}
              </p>
            </li>
          );
        })}
      </ul>
      <p id="generated-products-hint" className="text-sm text-muted">
        Touchez un numéro sur l’image pour voir le meuble correspondant.
      </p>
    </section>
  );
}
