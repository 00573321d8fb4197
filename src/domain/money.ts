import { CURRENCY_LABEL } from './constants.js';

/**
 * The spec's price rule (public-flow.md §3): a price is text with digits and a comma or dot as
 * decimal separator, read by dropping every other character and taking a comma as decimal point.
 *
 * Read literally, that rule turns '125.000' into 125 and '1.250.000' into 1.25, while Dakar sellers
 * write those for 125 000 and 1 250 000 FCFA. The FCFA has no sub-unit anyone prices in, so:
 * - spaces, letters, signs and currency words are dropped ('125 000 FCFA' → 125000);
 * - every ',' or '.' but the last one groups thousands;
 * - the last one also groups thousands when exactly three digits follow it ('125.000', '1,500');
 *   otherwise it is the decimal point ('1,5', '12 500,50 FCFA', '99.9');
 * - the result is rounded half up to a whole number of FCFA.
 * Text without any digit, or a number too large to be exact, is not a price: the result is NaN,
 * so that callers reject it rather than sell something for 0 FCFA. A number input is only rounded;
 * a negative or non-finite number gives NaN too.
 */
export function parsePriceFcfa(text: string | number): number {
  if (typeof text === 'number') {
    return Number.isFinite(text) && text >= 0 ? wholeFcfa(text) : Number.NaN;
  }
  const kept = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return Number.NaN;
  const lastSeparator = Math.max(kept.lastIndexOf(','), kept.lastIndexOf('.'));
  const fraction = lastSeparator < 0 ? '' : kept.slice(lastSeparator + 1);
  if (lastSeparator < 0 || fraction.length === 3) return wholeFcfa(Number(kept.replace(/[.,]/g, '')));
  const whole = kept.slice(0, lastSeparator).replace(/[.,]/g, '');
  return wholeFcfa(Number(`${whole || '0'}.${fraction || '0'}`));
}

function wholeFcfa(amount: number): number {
  const rounded = Math.round(amount);
  return Number.isSafeInteger(rounded) ? rounded : Number.NaN;
}

const frenchGrouping = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** '576 000' — grouped the way fr-FR does it, with U+202F between groups (the PDF font must have it). */
export function formatFcfaAmount(amountFcfa: number): string {
  return frenchGrouping.format(amountFcfa);
}

/** '576 000 FCFA' */
export function formatFcfa(amountFcfa: number): string {
  return `${formatFcfaAmount(amountFcfa)} ${CURRENCY_LABEL}`;
}

export interface QuotedPrice {
  price?: string | number | null;
}

export interface QuoteTotal {
  totalFcfa: number;
  totalText: string;
}

/**
 * The mini-quote total (public-flow.md §5): every non-digit of each price is stripped and the
 * digits summed, for selected and snapped products alike (snapped ones usually carry no price and
 * count 0). This is not `parsePriceFcfa`: stripping the separator makes '12 500,50' count as
 * 1 250 050, where `parsePriceFcfa` reads 12 501. The quote keeps the spec's wording to the letter
 * because the visitor compares it with prices they saw as whole FCFA; catalogue prices are whole
 * FCFA in practice, and for them both rules agree.
 */
export function quoteTotal(selected: readonly QuotedPrice[], snapped: readonly QuotedPrice[]): QuoteTotal {
  let totalFcfa = 0;
  for (const { price } of [...selected, ...snapped]) {
    totalFcfa += Number(String(price ?? '').replace(/\D/g, '') || '0');
  }
  return { totalFcfa, totalText: formatFcfa(totalFcfa) };
}
