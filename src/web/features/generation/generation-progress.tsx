import { useEffect, useState } from 'react';

const STAGES = [
  'Analyse de votre pièce',
  'Placement des meubles à leur place',
  'Ombres et lumière de la pièce',
  'Finalisation de votre image',
] as const;

/** Seconds after which each stage starts: quick local renders fly through, AI ones hold the last stage. */
const STAGE_STARTS = [0, 2, 5, 9];

/**
 * Where the generation stands, in words and a bar, instead of a bare spinner: the landing page
 * promises about two minutes, so the visitor sees it move and is told how long it may take.
 */
export function GenerationProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds((Date.now() - started) / 1000), 250);
    return () => clearInterval(timer);
  }, []);
  const stage = STAGE_STARTS.filter((start) => seconds >= start).length - 1;
  // Approaches 95 % without ever claiming to be done before the server says so.
  const percent = Math.round(95 * (1 - Math.exp(-seconds / 25)));
  return (
    <div role="status" aria-live="polite" className="grid gap-3 rounded-2xl bg-white p-4 text-ink shadow-sm">
      <p className="font-bold text-indigo-900">Création de votre pièce meublée…</p>
      <div
        className="h-3 overflow-hidden rounded-full bg-sand-200"
        role="progressbar"
        aria-label="Avancement de la génération"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-terracotta-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid gap-1.5 text-sm">
        {STAGES.map((label, i) => (
          <li key={label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={
                i < stage
                  ? 'flex size-5 items-center justify-center rounded-full bg-indigo-900 text-xs text-white'
                  : i === stage
                    ? 'size-5 animate-spin rounded-full border-2 border-sand-300 border-t-terracotta-600'
                    : 'size-5 rounded-full border-2 border-sand-300'
              }
            >
              {i < stage ? '✓' : null}
            </span>
            <span className={i <= stage ? 'font-semibold text-indigo-900' : 'text-muted'}>
              {label}
              {i < stage ? <span className="sr-only"> : terminé</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">
        Cela prend en général moins de 2 minutes. Vous pouvez garder cette page ouverte.
      </p>
    </div>
  );
}
