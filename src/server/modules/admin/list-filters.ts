import { eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TimeRange } from '../../../domain/business-periods.js';

/** `%` and `_` typed by the administrator are searched for, not used as wildcards. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's search box: one of the texts contains the term, or the term is the row's number. */
export function searchFilter(term: string, idColumn: AnyPgColumn, texts: (like: string) => SQL[]): SQL {
  const conditions = texts(containing(term));
  if (/^\d{1,15}$/.test(term)) conditions.push(eq(idColumn, Number(term)));
  return or(...conditions) as SQL;
}

/** From `start` (included) to `end` (excluded); an open side is not filtered. */
export function rangeFilters(column: AnyPgColumn, range: TimeRange): SQL[] {
  const filters: SQL[] = [];
  if (range.start) filters.push(gte(column, range.start));
  if (range.end) filters.push(lt(column, range.end));
  return filters;
}
