import { fr } from './messages.fr.js';
import { formatFcfa, parsePriceFcfa } from './money.js';

export interface QuoteProductLine {
  name: string;
  category: string;
  style: string | null;
  priceText: string;
  valid: boolean;
}

const INVALID: QuoteProductLine = {
  name: fr.admin.invalidQuoteProduct,
  category: '',
  style: null,
  priceText: formatFcfa(0),
  valid: false,
};

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * One entry of a quote's product list, as the back office shows it. Entries arrive as JSON strings
 * (the /quotes page) or as objects (the admin tab) (admin-back-office.md §3); one that cannot be
 * read is shown as 'Produit invalide' at '0 FCFA' (§8) instead of breaking the whole list.
 */
export function readQuoteProduct(entry: unknown): QuoteProductLine {
  let value = entry;
  if (typeof entry === 'string') {
    try {
      value = JSON.parse(entry);
    } catch {
      return INVALID;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const record = value as Record<string, unknown>;
  const name = text(record.name).trim();
  const category = text(record.category).trim();
  if (!name && !category) return INVALID;
  const amount = parsePriceFcfa(text(record.price));
  return {
    name: name || category,
    category,
    style: text(record.style ?? record.interiorStyle).trim() || null,
    priceText: formatFcfa(Number.isNaN(amount) ? 0 : amount),
    valid: true,
  };
}
