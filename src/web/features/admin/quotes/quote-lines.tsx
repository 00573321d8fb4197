import { readQuoteProduct } from '../../../../domain/quote-products';
import { styleLabel } from '../../../../domain/styles';

/** A quote's products, each read with the spec's rule (an unreadable entry shows 'Produit invalide', 0 FCFA). */
export function QuoteLines({
  selected,
  snapped,
}: {
  selected: readonly unknown[];
  snapped: readonly unknown[];
}) {
  const lines = selected.map(readQuoteProduct);
  return (
    <div>
      <ul className="divide-y divide-sand-200 text-sm">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
          <li key={i} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className={line.valid ? 'font-semibold' : 'font-semibold text-danger'}>{line.name}</p>
              {line.valid ? (
                <p className="text-muted">
                  {line.category}
                  {line.style ? ` · ${styleLabel(line.style)}` : ''}
                </p>
              ) : null}
            </div>
            <span className="shrink-0 font-semibold tabular-nums">{line.priceText}</span>
          </li>
        ))}
      </ul>
      {snapped.length > 0 ? (
        <p className="mt-2 text-sm text-muted">+ {snapped.length} meuble(s) personnel(s) photographié(s)</p>
      ) : null}
    </div>
  );
}
