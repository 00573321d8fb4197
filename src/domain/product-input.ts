import { z } from 'zod';
import { canonicalCategory } from './categories.js';
import { COUNTRIES, type Country } from './constants.js';
import { fr } from './messages.fr.js';
import { parsePriceFcfa } from './money.js';
import { findStyle } from './styles.js';

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const COUNTRY_ALIASES: Record<string, Country> = {
  sn: 'Senegal',
  'republique du senegal': 'Senegal',
  fr: 'France',
  china: 'Chine',
  cn: 'Chine',
  morocco: 'Maroc',
  ma: 'Maroc',
  italy: 'Italie',
  it: 'Italie',
  germany: 'Allemagne',
  de: 'Allemagne',
  spain: 'Espagne',
  es: 'Espagne',
  turkey: 'Turquie',
  turkiye: 'Turquie',
  tr: 'Turquie',
};

/** One of the 8 offered countries, whatever the accents or case ('Sénégal', 'senegal', 'SN'); undefined otherwise. */
export function findCountry(name: string): Country | undefined {
  const key = normalise(name);
  return COUNTRIES.find((c) => normalise(c) === key) ?? COUNTRY_ALIASES[key];
}

/** Image and shop links end up in `src` and `href`: only web addresses and paths of this site, never `javascript:`. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, fr.backOffice.textTooLong(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fr.backOffice.textTooLong(max))
    .nullish()
    .transform((v) => v || null);

const optionalLink = z
  .string()
  .trim()
  .max(2000, fr.backOffice.textTooLong(2000))
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isSafeLink(v), fr.backOffice.invalidLink);

/** A size in whole centimetres, 1 to 1000; '220', '220 cm' and '220,5' read too; empty: the category's usual size. */
const dimensionCm = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n =
      typeof v === 'number'
        ? v
        : Number(
            v
              .trim()
              .replace(/\s*cm$/i, '')
              .replace(',', '.'),
          );
    if (!Number.isFinite(n) || n < 1 || n > 1000) {
      ctx.addIssue({ code: 'custom', message: fr.backOffice.badDimension(String(v)) });
      return z.NEVER;
    }
    return Math.round(n);
  });

/**
 * A product as the administrator writes it: the add/edit form, the API and each CSV row go
 * through this one schema, so a rule cannot differ between them (admin-back-office.md §3, §5).
 * The price stays the spec's free text but must hold digits; its FCFA amount is derived from it.
 */
export const productInputSchema = z.object({
  name: requiredText(fr.backOffice.nameRequired, 200),
  category: requiredText(fr.backOffice.categoryRequired, 100).transform(canonicalCategory),
  price: requiredText(fr.backOffice.priceRequired, 100).refine(
    (price) => !Number.isNaN(parsePriceFcfa(price)),
    fr.backOffice.priceWithoutDigits,
  ),
  imageUrl: optionalLink,
  productUrl: optionalLink,
  store: optionalText(100),
  interiorStyle: z
    .string()
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return 'Modern';
      const style = findStyle(v);
      if (!style) {
        ctx.addIssue({ code: 'custom', message: fr.backOffice.unknownStyle(v) });
        return z.NEVER;
      }
      return style.id;
    }),
  country: z
    .string()
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const country = findCountry(v);
      if (!country) {
        ctx.addIssue({ code: 'custom', message: fr.backOffice.unknownCountry(v) });
        return z.NEVER;
      }
      return country;
    }),
  isActive: z.boolean().default(true),
  widthCm: dimensionCm,
  depthCm: dimensionCm,
  heightCm: dimensionCm,
});

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;

/** The columns the CSV import reads (admin-back-office.md §5), in the export's order. */
export const PRODUCT_CSV_COLUMNS = [
  'name',
  'category',
  'store',
  'price',
  'imageUrl',
  'productUrl',
  'interiorStyle',
  'country',
  'widthCm',
  'depthCm',
  'heightCm',
] as const;
