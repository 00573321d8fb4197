import { type ReactNode, useEffect, useRef, useState } from 'react';
import { categoryIcon } from '../../../domain/categories';
import { fr } from '../../../domain/messages.fr';
import { formatFcfa, parsePriceFcfa } from '../../../domain/money';
import { ROOM_IMAGE_SIZES, roomSrcSet } from '../../lib/sized-image';
import { cx } from '../../ui/cx';
import type { GenerationView } from './generation-api';
import { markerPositions } from './marker-positions';

/**
 * A marker's size on screen: small on a phone-sized image so ten of them leave the room visible
 * (still above the 24 px minimum of a touch target), a comfortable 40 px on a larger one.
 */
const markerPx = (imageWidth: number) => (imageWidth < 480 ? 30 : 40);

interface RoomWithMarkersProps {
  generation: GenerationView;
  /** Extra content for a product's card (the AR button). */
  renderProductExtra?: (productName: string) => ReactNode;
  /** Above the fold on the page that opens it. */
  eager?: boolean;
}

type Linked = GenerationView['linkedProducts'][number];

/**
 * The furnished room with a numbered marker on each placed piece; tapping one opens the piece's
 * card (name, store, price). No piece is selected at first.
 */
export function RoomWithMarkers({ generation, renderProductExtra, eager }: RoomWithMarkersProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 360, height: 270 });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const products = new Map<string, Linked>(generation.linkedProducts.map((p) => [p.name, p]));
  if (!generation.imageUrl || failed) {
    return (
      <p className="rounded-2xl bg-sand-100 p-10 text-center font-semibold text-muted">
        {fr.media.imageUnavailable}
      </p>
    );
  }
  const current = selected === null ? null : generation.placements[selected];
  const product = current ? products.get(current.productName) : undefined;
  const marker = markerPx(box.width);
  // The offline renderer stood a television on a TV unit: the visitor is told it is not sold.
  const staged = generation.placements.some((p) => p.television === true);
  const positions = markerPositions(generation.placements, {
    x: marker / Math.max(1, box.width),
    y: marker / Math.max(1, box.height),
  });
  return (
    <div className="overflow-hidden rounded-2xl bg-sand-100 shadow-sm ring-1 ring-sand-200 sm:relative">
      <div className="relative" ref={frame}>
        <img
          src={generation.imageUrl}
          srcSet={roomSrcSet(generation.imageUrl)}
          sizes={ROOM_IMAGE_SIZES}
          alt="Votre pièce meublée avec les produits choisis"
          className="block h-auto w-full"
          loading={eager ? 'eager' : 'lazy'}
          onError={() => setFailed(true)}
        />
        {generation.placements.map((p, i) => {
          const { x, y } = positions[i] ?? { x: 0.5, y: 0.5 };
          return (
            <button
              key={`${p.category}:${p.productName}:${p.x}:${p.y}`}
              type="button"
              aria-expanded={selected === i}
              aria-label={`${i + 1}. ${p.category} : ${p.productName}`}
              onClick={() => setSelected(selected === i ? null : i)}
              className={cx(
                'absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white font-bold shadow-lg',
                marker < 40 ? 'text-sm' : 'text-base',
                selected === i ? 'bg-terracotta-600 text-white' : 'bg-white/90 text-indigo-900',
              )}
              style={{ left: `${x * 100}%`, top: `${y * 100}%`, width: marker, height: marker }}
            >
              {i + 1}
            </button>
          );
        })}
      </div>
      {current ? (
        <div className="m-2 rounded-2xl bg-white/95 p-3 shadow-xl ring-1 ring-sand-200 sm:absolute sm:right-0 sm:bottom-0 sm:w-80">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold text-muted">
                <span aria-hidden="true">{categoryIcon(current.category)} </span>
                {current.category}
              </p>
              <p className="font-bold text-indigo-900">{product?.name ?? current.productName}</p>
              {product?.store ? <p className="text-sm text-muted">{product.store}</p> : null}
              {product ? (
                <p className="font-extrabold">{priceText(product.price)}</p>
              ) : (
                <p className="text-sm text-muted">Votre meuble</p>
              )}
            </div>
            <button
              type="button"
              aria-label="Fermer la fiche du produit"
              onClick={() => setSelected(null)}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-xl text-indigo-900 hover:bg-sand-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {product && renderProductExtra ? (
            <div className="mt-2">{renderProductExtra(product.name)}</div>
          ) : null}
        </div>
      ) : null}
      {staged ? <p className="px-3 py-2 text-xs text-muted">{fr.media.stagedTelevision}</p> : null}
      {generation.placements.map((p) =>
        p.drawnPercent ? (
          <p key={`${p.category}-${p.productName}`} className="px-3 py-2 text-xs text-muted">
            {fr.media.drawnAtSize(p.productName, p.drawnPercent)}
          </p>
        ) : null,
      )}
    </div>
  );
}

function priceText(price: string): string {
  const amount = parsePriceFcfa(price);
  return Number.isNaN(amount) ? price : formatFcfa(amount);
}
