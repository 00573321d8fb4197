import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoryIcon } from '../../../domain/categories';
import { MAX_SNAPPED_PRODUCTS, SNAPPED_PRODUCTS_STALE_MS } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { ApiError, apiRequest } from '../../lib/api';
import { roomImageAt } from '../../lib/sized-image';
import { Button } from '../../ui/button';
import { LazyImage } from '../../ui/lazy-image';
import { LineIcon } from '../../ui/line-icon';
import { toast } from '../../ui/use-toast';
import { CountBadge } from './count-badge';
import { ErrorPanel } from './error-panel';
import { goBackTo, goToStep } from './flow-navigation';
import { type SnappedProduct, updateFlow, useFlow } from './flow-state';
import { RoomThumbnail } from './room-thumbnail';
import { ScannerItemForm } from './scanner-item-form';
import { StepLayout } from './step-layout';

/** Step 5 (manual flow): up to 9 of the visitor's own furniture items, each with its photo. */
export default function ScannerStep() {
  const flow = useFlow();
  const imageId = flow.image?.id ?? 0;
  const queryClient = useQueryClient();
  const queryKey = ['/api/snapped-products', imageId];
  const items = useQuery<{ products: SnappedProduct[] }>({
    queryKey,
    staleTime: SNAPPED_PRODUCTS_STALE_MS,
    enabled: imageId > 0,
  });

  useEffect(() => {
    if (items.data) updateFlow({ snappedProducts: items.data.products });
  }, [items.data]);

  const products = items.data?.products ?? flow.snappedProducts;
  const full = products.length >= MAX_SNAPPED_PRODUCTS;

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/snapped-products/${id}`),
    onError: () => toast({ title: fr.scanner.deleteFailed, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const roomMissing = items.error instanceof ApiError && items.error.status === 404;

  return (
    <StepLayout
      step="scanner"
      mode={flow.mode}
      title="Scanner mes meubles"
      intro={`Photographiez vos propres meubles (${MAX_SNAPPED_PRODUCTS} au plus) : ils seront placés dans votre pièce.`}
      back={{ label: fr.flow.changeMethod, onClick: () => goBackTo('method') }}
      wide
      secondaryActions={
        <Button variant="secondary" size="lg" onClick={() => goBackTo('method')}>
          {fr.flow.back}
        </Button>
      }
      primaryAction={
        <Button size="lg" disabled={products.length === 0} onClick={() => goToStep('result')}>
          Voir le résultat avec {products.length} meuble{products.length > 1 ? 's' : ''}
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-start">
        <div className="grid grid-cols-1 gap-4">
          <RoomThumbnail />
          {roomMissing ? (
            <ErrorPanel
              message={fr.media.noImage}
              actionLabel="Envoyer une nouvelle photo"
              onAction={() => goBackTo('upload')}
            />
          ) : full ? (
            <p
              role="status"
              className="rounded-2xl border border-orange-300 bg-orange-50 p-4 font-semibold text-orange-800"
            >
              {fr.scanner.limitReached}
            </p>
          ) : (
            <ScannerItemForm
              imageId={imageId}
              full={full}
              onAdded={() => queryClient.invalidateQueries({ queryKey })}
            />
          )}
        </div>

        <section aria-labelledby="scanner-items-title" className="grid grid-cols-1 gap-3">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="scanner-items-title" className="text-lg font-bold text-indigo-900">
              Vos meubles
            </h2>
            <CountBadge count={products.length} max={MAX_SNAPPED_PRODUCTS} />
          </div>
          {items.isLoading ? (
            <p role="status" className="text-muted">
              Chargement de vos meubles…
            </p>
          ) : products.length === 0 ? (
            <p className="rounded-2xl border-2 border-dashed border-sand-300 p-6 text-center text-muted">
              Aucun meuble pour l'instant. Ajoutez votre premier meuble avec le formulaire.
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {products.map((item, index) => (
                <li
                  key={item.id}
                  className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
                >
                  <LazyImage
                    src={roomImageAt(item.imageUrl, 480)}
                    alt={`Votre meuble : ${item.category}`}
                    width={400}
                    height={400}
                    fallbackText={fr.media.imageUnavailable}
                  />
                  <div className="flex items-center justify-between gap-1 p-2">
                    <p className="line-clamp-2 min-w-0 text-sm font-semibold break-words text-indigo-900">
                      <span aria-hidden="true">{categoryIcon(item.category)} </span>
                      {item.category}
                    </p>
                    <button
                      type="button"
                      disabled={remove.isPending && remove.variables === item.id}
                      onClick={() => remove.mutate(item.id)}
                      aria-label={`Supprimer le meuble ${index + 1} : ${item.category}`}
                      className="flex size-11 shrink-0 items-center justify-center rounded-full text-danger hover:bg-red-50 disabled:opacity-50"
                    >
                      <LineIcon
                        d="M5 7h14M10 11v6m4-6v6M9 7l1-3h4l1 3m-9 0 1 13h10l1-13"
                        className="size-5"
                      />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </StepLayout>
  );
}
