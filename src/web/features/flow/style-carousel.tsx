import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { CAROUSEL_SWIPE_THRESHOLD_PX } from '../../../domain/constants';
import { findStyle, styleLabel } from '../../../domain/styles';
import { LANDING_IMAGE_SIZE, styleImageUrl } from '../../lib/landing-images';
import { cx } from '../../ui/cx';
import { LazyImage } from '../../ui/lazy-image';
import { LineIcon } from '../../ui/line-icon';
import type { StyleCount } from './catalog-queries';

interface StyleCarouselProps {
  styles: readonly StyleCount[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Enter, Space or a tap on the style shown: take it. */
  onSelect: () => void;
}

/** Circular: before the first comes the last. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

/**
 * One style at a time with its neighbours peeking on each side: arrows, a swipe of 30 px or more,
 * ←/→ on the keyboard, Enter or Space to choose. Vertical scrolling stays the browser's.
 */
export function StyleCarousel({ styles, index, onIndexChange, onSelect }: StyleCarouselProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = styles.length;
  const current = styles[index];
  const move = (delta: number) => onIndexChange(wrapIndex(index + delta, total));

  // Arrows from anywhere in the carousel; Enter and Space are the current card's own (a button).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= CAROUSEL_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  };

  if (!current) return null;
  const previous = styles[wrapIndex(index - 1, total)];
  const next = styles[wrapIndex(index + 1, total)];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of slides, not a form fieldset
    <div
      role="group"
      aria-roledescription="carrousel"
      aria-label="Styles de décoration"
      onKeyDown={onKeyDown}
    >
      <div
        className="relative grid touch-pan-y grid-cols-[1fr_5fr_1fr] items-center gap-2 select-none md:grid-cols-[1fr_3fr_1fr] md:gap-4"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <Peek style={previous} side="left" onClick={() => move(-1)} />
        <StyleCard style={current} onSelect={onSelect} />
        <Peek style={next} side="right" onClick={() => move(1)} />
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <ArrowButton direction="previous" onClick={() => move(-1)} />
        <p className="min-w-16 text-center font-bold text-indigo-900" aria-hidden="true">
          {index + 1} / {total}
        </p>
        <ArrowButton direction="next" onClick={() => move(1)} />
      </div>
      <p className="sr-only" aria-live="polite">
        Style {index + 1} sur {total} : {styleLabel(current.style)}
      </p>
    </div>
  );
}

/** The style shown, as one button: Enter, Space or a tap chooses it; ←/→ move on. */
function StyleCard({ style, onSelect }: { style: StyleCount; onSelect: () => void }) {
  const info = findStyle(style.style);
  const label = styleLabel(style.style);
  const descriptionId = useId();
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-sand-200">
      <button
        type="button"
        onClick={onSelect}
        aria-describedby={descriptionId}
        className="block w-full text-left outline-offset-[-3px]"
      >
        <LazyImage
          src={styleImageUrl(info?.id ?? style.style)}
          alt=""
          width={LANDING_IMAGE_SIZE.width}
          height={LANDING_IMAGE_SIZE.height}
          eager
        />
        <span className="flex items-center gap-2 px-4 pt-4 text-xl font-extrabold text-indigo-900">
          <span aria-hidden="true">{info?.icon ?? '🏠'}</span>
          <span className="sr-only">Choisir le style </span>
          {label}
        </span>
      </button>
      <div className="grid grid-cols-1 gap-2 p-4 pt-2">
        <p id={descriptionId} className="text-sm text-muted">
          {/* The label of an unknown style is generic: its own name tells two of them apart. */}
          {info?.description ?? `« ${style.style} », un style proposé par nos magasins partenaires.`}
          {info ? <span className="sr-only"> : {info.keywords.join(', ')}.</span> : null}
        </p>
        {info ? (
          <ul className="flex flex-wrap gap-1.5" aria-hidden="true">
            {info.keywords.map((word) => (
              <li
                key={word}
                className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-semibold text-indigo-900"
              >
                {word}
              </li>
            ))}
          </ul>
        ) : null}
        {style.count > 0 ? (
          <p className="text-xs font-semibold text-terracotta-700">
            {style.count} produit{style.count > 1 ? 's' : ''} chez nos partenaires
          </p>
        ) : null}
      </div>
    </article>
  );
}

function Peek({
  style,
  side,
  onClick,
}: {
  style: StyleCount | undefined;
  side: 'left' | 'right';
  onClick: () => void;
}) {
  if (!style) return <span />;
  const info = findStyle(style.style);
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={cx(
        'h-4/5 overflow-hidden rounded-2xl bg-white opacity-60 shadow ring-1 ring-sand-200 transition-opacity hover:opacity-90',
        side === 'left' ? 'origin-right' : 'origin-left',
      )}
    >
      <LazyImage
        src={styleImageUrl(info?.id ?? style.style)}
        alt=""
        width={LANDING_IMAGE_SIZE.width}
        height={LANDING_IMAGE_SIZE.height}
        className="h-full"
        fallbackText=""
      />
    </button>
  );
}

function ArrowButton({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Style précédent' : 'Style suivant'}
      className="flex size-12 items-center justify-center rounded-full border-2 border-indigo-900 bg-white text-indigo-900 shadow-sm hover:bg-indigo-100"
    >
      <LineIcon
        d={direction === 'previous' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'}
        className="size-6"
        strokeWidth={2.5}
      />
    </button>
  );
}
