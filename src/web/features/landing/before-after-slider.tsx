import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { AFTER_IMAGE_URL, BEFORE_IMAGE_URL, LANDING_IMAGE_SIZE } from '../../lib/landing-images';
import { LazyImage } from '../../ui/lazy-image';
import { LineIcon } from '../../ui/line-icon';

const KEY_STEP = 5;

/**
 * The same room before and after: drag the handle with a mouse or a finger, or use the arrow keys
 * (Home / End for the edges). The position is 0 to 100 % of the width. Vertical swipes still
 * scroll the page on phones.
 */
export function BeforeAfterSlider() {
  const [position, setPosition] = useState(50);
  const frameRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0) return;
    setPosition(Math.round(Math.min(100, Math.max(0, ((clientX - frame.left) / frame.width) * 100))));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stop = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? position - KEY_STEP
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? position + KEY_STEP
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? 100
              : null;
    if (next === null) return;
    event.preventDefault();
    setPosition(Math.min(100, Math.max(0, next)));
  };

  return (
    <div
      ref={frameRef}
      className="relative touch-pan-y overflow-hidden rounded-3xl shadow-lg select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    >
      <LazyImage
        src={AFTER_IMAGE_URL}
        alt="Après : la pièce meublée par Kër Déco"
        width={LANDING_IMAGE_SIZE.width}
        height={LANDING_IMAGE_SIZE.height}
        eager
      />
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <LazyImage
          src={BEFORE_IMAGE_URL}
          alt="Avant : la pièce vide"
          width={LANDING_IMAGE_SIZE.width}
          height={LANDING_IMAGE_SIZE.height}
          eager
          className="h-full"
        />
      </div>
      <span className="absolute top-3 left-3 rounded-full bg-indigo-950/80 px-3 py-1 text-sm font-bold text-white">
        Avant
      </span>
      <span className="absolute top-3 right-3 rounded-full bg-terracotta-700/90 px-3 py-1 text-sm font-bold text-white">
        Après
      </span>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Comparer avant et après"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={`${position} % de la photo avant`}
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 -ml-6 flex w-12 cursor-ew-resize justify-center"
        style={{ left: `${position}%` }}
      >
        <span className="h-full w-1 bg-white shadow" />
        <span className="absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full border-2 border-indigo-900 bg-white text-indigo-900 shadow-lg">
          <LineIcon d="m9 7-5 5 5 5m6-10 5 5-5 5" className="size-6" strokeWidth={2.2} />
        </span>
      </div>
    </div>
  );
}
