import { useState } from 'react';
import { LANDING_STYLE_LABELS } from '../../../domain/styles';
import { cx } from '../../ui/cx';

const HALF = Math.ceil(LANDING_STYLE_LABELS.length / 2);
const ROWS = [
  [...LANDING_STYLE_LABELS.slice(0, HALF), ...LANDING_STYLE_LABELS.slice(HALF)],
  [...LANDING_STYLE_LABELS.slice(HALF), ...LANDING_STYLE_LABELS.slice(0, HALF)],
];

/**
 * The 20 style names scrolling in two rows, opposite ways. Each row is drawn twice and slides by
 * half its width, so the loop has no seam. Still for visitors who ask for reduced motion, and a
 * button stops it for everyone (moving content must be pausable).
 */
export function StyleMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="grid gap-3">
      <ul className="sr-only" aria-label="Les 20 styles">
        {LANDING_STYLE_LABELS.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <div
        aria-hidden="true"
        className="grid gap-3 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)]"
      >
        {ROWS.map((row, rowIndex) => (
          <div
            key={row[0]}
            className={cx(
              'flex w-max animate-marquee gap-3 motion-reduce:animate-none hover:[animation-play-state:paused]',
              rowIndex === 1 && '[animation-direction:reverse]',
              paused && '[animation-play-state:paused]',
            )}
          >
            {[...row, ...row].map((label, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: each name appears twice on purpose
                key={`${label}-${i}`}
                className={cx(
                  'rounded-full px-5 py-2.5 text-lg font-bold whitespace-nowrap',
                  rowIndex === 0
                    ? 'bg-white text-indigo-900 ring-1 ring-sand-300'
                    : 'bg-indigo-900 text-white',
                )}
              >
                {label}
              </span>
            ))}
          </div>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        className="min-h-11 justify-self-end rounded-xl px-3 py-2 text-sm font-semibold text-terracotta-700 underline underline-offset-4 motion-reduce:hidden"
      >
        {paused ? 'Reprendre le défilement' : 'Mettre en pause le défilement'}
      </button>
    </div>
  );
}
