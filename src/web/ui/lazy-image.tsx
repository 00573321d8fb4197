import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN, LAZY_IMAGE_THRESHOLD } from '../../domain/constants';
import { frPictures } from '../../domain/messages.shell.fr';
import { cx } from './cx';
import { LineIcon } from './line-icon';

interface LazyImageProps {
  /** null: no picture at all, the placeholder shows at once. */
  src: string | null;
  alt: string;
  /** Intrinsic size, so the page does not jump when the picture arrives. */
  width: number;
  height: number;
  className?: string;
  /** Shown when the picture is missing or fails; the spec's 'Image à venir' by default. */
  fallbackText?: string;
  /** Above the fold: load at once instead of waiting to be seen. */
  eager?: boolean;
  /** 'contain' for cut-out product pictures, 'cover' for photos. */
  fit?: 'cover' | 'contain';
}

/**
 * Loads the picture only once a tenth of it comes within 50 px of the screen (the spec's lazy
 * loading), so a visitor on mobile data pays only for what they scroll to. A missing picture
 * leaves a labelled placeholder of the same size rather than a broken-image icon.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  fallbackText = frPictures.imageComing,
  eager = false,
  fit = 'cover',
}: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  // A new picture starts over (the style carousel reuses one element for every style).
  useEffect(() => {
    setState(src ? 'loading' : 'failed');
  }, [src]);

  return (
    <div
      ref={ref}
      className={cx('relative overflow-hidden bg-sand-100', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {state === 'failed' || !src ? (
        <div
          {...(alt ? { role: 'img', 'aria-label': `${alt} : ${fallbackText}` } : { 'aria-hidden': true })}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-sand-100 to-sand-200 p-2 text-center text-sm font-semibold text-muted"
        >
          <LineIcon
            d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01"
            className="size-7 opacity-70"
            strokeWidth={1.6}
          />
          {fallbackText}
        </div>
      ) : visible ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          loading={eager ? 'eager' : 'lazy'}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cx(
            'absolute inset-0 size-full transition-opacity duration-300',
            fit === 'cover' ? 'object-cover' : 'object-contain p-2',
            state === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </div>
  );
}
