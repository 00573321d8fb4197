import { z } from 'zod';
import { dateFilterRange } from '../../../domain/business-periods.js';

/** The spec: searches and filters ignore empty values and 'all' (admin-back-office.md §5). */
export const filterValue = z
  .string()
  .max(200)
  .optional()
  .transform((v) => {
    const t = v?.trim();
    return t && t.toLowerCase() !== 'all' ? t : undefined;
  });

export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** 'YYYY-MM-DD' in business time; anything else is ignored like an empty filter. */
export const dateFilter = filterValue.transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined));

/**
 * A list's query: page, limit, search, the 'du … au …' dates and the list's own filters; the
 * dates come out as one range in business time, both days included.
 */
export function datedListQuery<S extends z.ZodRawShape>(defaultLimit: number, filters: S) {
  return z
    .object({
      ...pageQuery(defaultLimit, 100),
      search: filterValue,
      dateFrom: dateFilter,
      dateTo: dateFilter,
      ...filters,
    })
    .transform((query) => {
      // The shape is generic here; zod's output type only resolves at each caller.
      const { dateFrom, dateTo, ...rest } = query as typeof query & { dateFrom?: string; dateTo?: string };
      return { ...rest, range: dateFilterRange(dateFrom, dateTo) };
    });
}

export const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const okSchema = z.object({ success: z.literal(true), message: z.string() });
