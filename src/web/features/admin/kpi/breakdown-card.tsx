import { useId, useState } from 'react';

interface BreakdownCardProps {
  title: string;
  entries: ReadonlyArray<{ label: string; count: number }>;
}

const PREVIEW = 4;

/** Products per store, country, category or style: the top few, and the whole list on demand. */
export function BreakdownCard({ title, entries }: BreakdownCardProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = `${listId}-title`;
  const shown = open ? entries : entries.slice(0, PREVIEW);
  const max = Math.max(1, ...entries.map((e) => e.count));
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-bold text-indigo-900">
          {title}
        </h3>
        <span className="text-sm text-muted">{entries.length} entrée(s)</span>
      </div>
      <ul id={listId} className="mt-3 space-y-2">
        {shown.map((e) => (
          <li key={e.label} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="truncate">{e.label}</span>
              <span className="font-semibold tabular-nums">{e.count}</span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-sand-100" aria-hidden="true">
              <div
                className="h-1.5 rounded-full bg-terracotta-500"
                style={{ width: `${(e.count / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
        {entries.length === 0 ? <li className="text-sm text-muted">Aucun produit actif.</li> : null}
      </ul>
      {entries.length > PREVIEW ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className="mt-2 min-h-11 font-semibold text-terracotta-700 underline-offset-2 hover:underline"
        >
          {open ? 'Réduire' : `Tout afficher (${entries.length})`}
        </button>
      ) : null}
    </section>
  );
}
