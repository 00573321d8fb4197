import { useEffect, useState } from 'react';
import { completedSteps, GENERATION_STAGE_LABELS } from '../../../domain/generation-stages';
import { fr } from '../../../domain/messages.fr';
import { formatElapsed } from './format-elapsed';
import type { GenerationView } from './generation-api';

function useElapsedSeconds(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds((Date.now() - started) / 1000), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

/**
 * Where the generation stands, as the server's job records it (`generation`, polled), and how long
 * the visitor has waited: an AI image can take about two minutes. Nothing is claimed that the
 * server has not said; until it has a job to show, only the request being sent is.
 */
export function GenerationProgress({ generation }: { generation: GenerationView | null }) {
  const seconds = useElapsedSeconds();
  const steps = generation?.steps ?? [];
  const done = generation ? completedSteps(steps, generation.stage, generation.status === 'success') : 0;
  const shown = Math.min(done, steps.length - 1);
  const shownStage = steps[shown];
  const status = shownStage
    ? fr.generation.progressStep(shown + 1, steps.length, GENERATION_STAGE_LABELS[shownStage])
    : fr.generation.progressSending;
  // The step under way pulses across its share of the bar: how long it will take is not known.
  const running =
    steps.length === 0
      ? { left: 0, width: 100 }
      : done < steps.length
        ? { left: (100 * done) / steps.length, width: 100 / steps.length }
        : null;
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 text-ink shadow-sm">
      <div role="status" aria-live="polite">
        <p className="font-bold text-indigo-900">{fr.generation.progressTitle}</p>
        <p className={steps.length ? 'sr-only' : 'text-sm text-muted'}>{status}</p>
      </div>
      <div
        className="relative h-3 overflow-hidden rounded-full bg-sand-200"
        role="progressbar"
        aria-label={fr.generation.progressLabel}
        aria-valuemin={0}
        aria-valuemax={steps.length || undefined}
        aria-valuenow={steps.length ? done : undefined}
        aria-valuetext={status}
      >
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-terracotta-600 transition-[width] duration-500"
          style={{ width: `${steps.length ? (100 * done) / steps.length : 0}%` }}
        />
        {running ? (
          <div
            className="absolute inset-y-0 rounded-full bg-terracotta-500/60 motion-safe:animate-pulse"
            style={{ left: `${running.left}%`, width: `${running.width}%` }}
          />
        ) : null}
      </div>
      {steps.length ? (
        <ol className="grid gap-1.5 text-sm">
          {steps.map((stage, i) => (
            <li
              key={stage}
              aria-current={i === done ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden="true"
                className={
                  i < done
                    ? 'flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-900 text-xs text-white'
                    : i === done
                      ? 'size-5 shrink-0 rounded-full border-2 border-sand-300 border-t-terracotta-600 motion-safe:animate-spin'
                      : 'size-5 shrink-0 rounded-full border-2 border-sand-300'
                }
              >
                {i < done ? '✓' : null}
              </span>
              <span className={i <= done ? 'font-semibold text-indigo-900' : 'text-muted'}>
                {GENERATION_STAGE_LABELS[stage]}
                {i < done ? <span className="sr-only"> : {fr.generation.progressStepDone}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="text-sm text-muted">
        <span className="font-semibold text-indigo-900 tabular-nums">
          {fr.generation.progressElapsed(formatElapsed(seconds))}
        </span>
        {' · '}
        {fr.generation.progressHint}
      </p>
    </div>
  );
}
