import { type ReactNode, useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cx } from '../../ui/cx';
import type { FlowMode, FlowStep } from './flow-state';

const AI_PATH: FlowStep[] = ['upload', 'method', 'categories', 'style', 'products', 'result'];
const MANUAL_PATH: FlowStep[] = ['upload', 'method', 'scanner', 'result'];

interface StepLayoutProps {
  step: FlowStep;
  mode: FlowMode;
  title: string;
  intro?: ReactNode;
  /** The link above the title that goes one step back. */
  back?: { label: string; onClick: () => void };
  /** The step's main button: it stays in reach at the bottom of a phone's screen. */
  primaryAction?: ReactNode;
  /** Other buttons (back, new project), after the content on phones, beside the main one from md up. */
  secondaryActions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/**
 * The frame of every step: where the visitor is in the flow, a back link, the title (which takes
 * focus when the step opens, so screen readers announce the new screen) and the main buttons.
 */
export function StepLayout({
  step,
  mode,
  title,
  intro,
  back,
  primaryAction,
  secondaryActions,
  children,
  wide,
}: StepLayoutProps) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const path = mode === 'manual' ? MANUAL_PATH : AI_PATH;
  const position = path.indexOf(step) + 1;

  return (
    <div className={cx('mx-auto px-4 pt-4 pb-6 md:pt-8', wide ? 'max-w-5xl' : 'max-w-3xl')}>
      <div className="flex min-h-11 items-center justify-between gap-3">
        {back ? (
          <button
            type="button"
            onClick={back.onClick}
            className="-ml-2 inline-flex min-h-11 items-center rounded-xl px-2 font-semibold text-terracotta-700 hover:bg-sand-100"
          >
            {back.label}
          </button>
        ) : (
          <span />
        )}
        {position > 0 ? (
          <p className="text-sm font-semibold text-muted">
            Étape {position} sur {path.length}
          </p>
        ) : null}
      </div>
      {position > 0 ? (
        <div
          className="mt-1 h-1.5 overflow-hidden rounded-full bg-sand-200"
          role="progressbar"
          aria-label="Avancement"
          aria-valuemin={1}
          aria-valuemax={path.length}
          aria-valuenow={position}
        >
          <div
            className="h-full rounded-full bg-terracotta-600 transition-[width] duration-300"
            style={{ width: `${(position / path.length) * 100}%` }}
          />
        </div>
      ) : null}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl leading-tight font-extrabold text-balance text-indigo-900 outline-none md:text-3xl"
      >
        {title}
      </h1>
      {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
      <div className="mt-5">{children}</div>
      {secondaryActions ? <div className="mt-6 grid gap-2 md:hidden">{secondaryActions}</div> : null}
      {primaryAction ? (
        <div className="sticky bottom-[var(--cookie-banner-height,0px)] z-10 -mx-4 mt-4 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:mt-8 md:border-0 md:bg-transparent md:px-0 md:backdrop-blur-none">
          <div className="grid grid-cols-1 gap-2 md:flex md:justify-end">
            {secondaryActions ? <div className="hidden gap-2 md:flex">{secondaryActions}</div> : null}
            {primaryAction}
          </div>
        </div>
      ) : secondaryActions ? (
        <div className="mt-8 hidden justify-end gap-2 md:flex">{secondaryActions}</div>
      ) : null}
    </div>
  );
}
