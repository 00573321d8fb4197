import { categoryIcon } from '../../../domain/categories';
import { formatFcfa, parsePriceFcfa } from '../../../domain/money';

export interface QuoteForCheckout {
  quote: {
    id: number;
    number: string;
    selectedProducts: string[];
    snappedProducts: string[];
    totalAmount: string;
    validUntil: string;
  };
  order: { status: string; customerName: string | null } | null;
  uploadedImage: { url: string } | null;
  generatedImageUrl: string | null;
  /** The WhatsApp number and e-mail given at payment. */
  contact: { phone: string | null; email: string | null };
}

interface Line {
  key: string;
  name: string;
  category: string;
  price: string | null;
  store: string | null;
}

/** The quote's product lists arrive as JSON strings (public-flow.md §3); an unreadable one is skipped. */
function lines(entries: string[], own: boolean): Line[] {
  return entries.flatMap((entry, index) => {
    try {
      const p = JSON.parse(entry) as Record<string, unknown>;
      const amount = parsePriceFcfa(String(p.price ?? ''));
      return [
        {
          key: `${own ? 'own' : 'product'}-${index}`,
          name: own ? 'Votre meuble (déjà chez vous)' : String(p.name ?? ''),
          category: String(p.category ?? ''),
          price: own || Number.isNaN(amount) ? null : formatFcfa(amount),
          store: typeof p.store === 'string' ? p.store : null,
        },
      ];
    } catch {
      return [];
    }
  });
}

/** The quote being ordered: the furnished room, the products and the total. */
export function CheckoutQuote({ data }: { data: QuoteForCheckout }) {
  const { quote } = data;
  const picture = data.generatedImageUrl ?? data.uploadedImage?.url ?? null;
  const validUntil = new Date(quote.validUntil).toLocaleDateString('fr-FR', { timeZone: 'Africa/Dakar' });
  return (
    <section
      aria-labelledby="checkout-quote-title"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checkout-quote-title" className="text-lg font-bold text-indigo-900">
          Devis n° {quote.number}
        </h2>
        <p className="text-sm text-muted">Valable jusqu’au {validUntil}</p>
      </div>
      {picture ? (
        <img src={picture} alt="Votre pièce meublée" className="h-auto w-full rounded-xl bg-sand-100" />
      ) : null}
      <ul className="grid gap-2">
        {[...lines(quote.selectedProducts, false), ...lines(quote.snappedProducts, true)].map((line) => (
          <li
            key={line.key}
            className="flex items-center justify-between gap-3 border-b border-sand-200 pb-2"
          >
            <div className="min-w-0">
              <p className="text-xs font-semibold text-muted">
                <span aria-hidden="true">{categoryIcon(line.category)} </span>
                {line.category}
              </p>
              <p className="font-semibold text-indigo-900">{line.name}</p>
              {line.store ? <p className="text-xs text-muted">{line.store}</p> : null}
            </div>
            <p className="shrink-0 font-bold whitespace-nowrap">{line.price ?? '—'}</p>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between">
        <span className="font-semibold text-indigo-900">Total</span>
        <span className="text-2xl font-extrabold">{quote.totalAmount}</span>
      </p>
    </section>
  );
}
