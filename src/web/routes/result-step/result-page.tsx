import { useState } from 'react';
import { categoryIcon } from '../../../domain/categories';
import { fr } from '../../../domain/messages.fr';
import { formatFcfa, quoteTotal } from '../../../domain/money';
import { findStyle, styleLabel } from '../../../domain/styles';
import { goBackTo, startNewProject } from '../../features/flow/flow-navigation';
import { useFlow } from '../../features/flow/flow-state';
import { StepLayout } from '../../features/flow/step-layout';
import { RoomWithMarkers } from '../../features/generation/room-with-markers';
import { UnplacedPieces } from '../../features/generation/unplaced-pieces';
import { productThumbnailUrl } from '../../lib/product-thumbnail';
import { roomImageAt } from '../../lib/sized-image';
import { Button } from '../../ui/button';
import { LazyImage } from '../../ui/lazy-image';
import { ResultActions, useResultActions } from './result-actions';

/**
 * Step 6: the room, what goes in it and what it costs, and the actions that follow. It sits with the
 * routes, not in a feature, because it composes several features (flow, generation, payment, quote,
 * checkout) and features do not import one another.
 */
export default function ResultPage() {
  const flow = useFlow();
  const [photoFailed, setPhotoFailed] = useState(false);
  const actions = useResultActions(flow);
  const generated = actions.generation.state.status === 'done' ? actions.generation.state.view : null;

  // The visitor's own items have no price: the total is that of the catalogue products.
  const { totalText } = quoteTotal(flow.selectedProducts, []);
  const manual = flow.mode === 'manual';
  const edit = () => goBackTo(manual ? 'scanner' : 'products');
  const newProject = startNewProject;

  return (
    <StepLayout
      step="result"
      mode={flow.mode}
      title="Votre projet"
      intro={
        manual
          ? 'Vos meubles, prêts à être placés dans votre pièce.'
          : findStyle(flow.style)
            ? `Style ${styleLabel(flow.style ?? '')} : votre sélection de meubles de nos partenaires à Dakar.`
            : 'Votre sélection de meubles de nos partenaires à Dakar.'
      }
      back={{ label: manual ? '← Modifier mes meubles' : '← Modifier ma sélection', onClick: edit }}
      wide
      secondaryActions={
        <>
          <Button variant="secondary" size="lg" onClick={edit}>
            {manual ? 'Modifier mes meubles' : 'Modifier ma sélection'}
          </Button>
          <Button variant="ghost" size="lg" onClick={newProject}>
            {fr.flow.newProject}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid grid-cols-1 gap-4">
          {generated ? (
            <>
              <RoomWithMarkers generation={generated} renderProductExtra={actions.renderArButton} eager />
              <UnplacedPieces generation={generated} />
            </>
          ) : null}
          <figure
            hidden={generated !== null}
            className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
          >
            {!flow.image ? (
              <p className="p-10 text-center font-semibold text-muted">{fr.media.noImage}</p>
            ) : photoFailed ? (
              <p className="p-10 text-center font-semibold text-muted">{fr.media.imageUnavailable}</p>
            ) : (
              <img
                src={flow.image.url}
                alt="Votre pièce"
                width={flow.image.width}
                height={flow.image.height}
                onError={() => setPhotoFailed(true)}
                className="h-auto w-full bg-sand-100"
              />
            )}
            <figcaption className="p-3 text-sm text-muted">Votre pièce, avant transformation</figcaption>
          </figure>
          <ResultActions model={actions} />
        </div>

        <section aria-labelledby="result-items-title" className="grid grid-cols-1 gap-3">
          <h2 id="result-items-title" className="text-xl font-bold text-indigo-900">
            {manual ? 'Vos meubles' : 'Les meubles choisis'}
          </h2>
          <ul className="grid grid-cols-1 gap-2">
            {flow.selectedProducts.map((product) => (
              <ItemRow
                key={product.id}
                imageUrl={productThumbnailUrl(product.imageUrl)}
                imageAlt={product.name}
                category={product.category}
                name={product.name}
                detail={product.store}
                price={formatFcfa(product.priceFcfa)}
              />
            ))}
            {flow.snappedProducts.map((item) => (
              <ItemRow
                key={`own-${item.id}`}
                imageUrl={item.imageUrl}
                imageAlt={`Votre meuble : ${item.category}`}
                category={item.category}
                name="Votre meuble"
              />
            ))}
          </ul>
          {flow.selectedProducts.length + flow.snappedProducts.length === 0 ? (
            <p className="rounded-2xl border-2 border-dashed border-sand-300 p-6 text-center text-muted">
              Aucun meuble pour l'instant.
            </p>
          ) : null}
          {manual ? null : (
            <p className="flex items-baseline justify-between rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
              <span className="font-semibold text-indigo-900">Total</span>
              <span className="text-2xl font-extrabold">{totalText}</span>
            </p>
          )}
        </section>
      </div>
    </StepLayout>
  );
}

interface ItemRowProps {
  imageUrl: string | null;
  imageAlt: string;
  category: string;
  name: string;
  detail?: string | null;
  price?: string;
}

/** One line of the result: a catalogue product with its store and price, or one of the visitor's own items. */
function ItemRow({ imageUrl, imageAlt, category, name, detail, price }: ItemRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-sand-200">
      <LazyImage
        src={roomImageAt(imageUrl, 320)}
        alt={imageAlt}
        width={160}
        height={160}
        fit="contain"
        fallbackText={fr.media.imageUnavailable}
        className="w-20 shrink-0 rounded-xl bg-white"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-muted">
          <span aria-hidden="true">{categoryIcon(category)} </span>
          {category}
        </p>
        <p className="line-clamp-2 font-semibold text-indigo-900">{name}</p>
        {detail ? <p className="truncate text-xs text-muted">{detail}</p> : null}
      </div>
      {price ? <p className="shrink-0 pr-2 font-bold whitespace-nowrap">{price}</p> : null}
    </li>
  );
}
