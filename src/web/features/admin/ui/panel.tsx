import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx';

/** A titled white card: the unit every tab is built from. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cx('rounded-2xl border border-sand-200 bg-white p-4 shadow-sm md:p-5', className)}>
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="text-lg font-bold text-indigo-900">{title}</h2> : <span />}
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function LoadingRows() {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-muted">
      <span className="size-6 animate-spin rounded-full border-4 border-sand-200 border-t-terracotta-600" />
      Chargement…
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-red-900">
      <p className="flex-1">{message}</p>
      <button type="button" onClick={onRetry} className="min-h-11 rounded-xl px-3 font-semibold underline">
        Réessayer
      </button>
    </div>
  );
}
