import { BUSINESS_TIME_ZONE } from './constants.js';

/** The KPI periods of admin-back-office.md §2; each runs from its start to 23:59:59 of its last day. */
export const KPI_PERIODS = ['today', 'thisMonth', 'thisYear', 'allTime'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];

export interface TimeRange {
  /** Inclusive. */
  start: Date | null;
  /** Exclusive: the first instant after the period's 23:59:59.999. */
  end: Date | null;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function localParts(instant: Date, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The instant local midnight of `date` happens in `timeZone` (Dakar has no DST, but the rule holds for any zone). */
export function startOfLocalDay({ year, month, day }: LocalDate, timeZone = BUSINESS_TIME_ZONE): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  let guess = asUtc;
  // Two rounds settle the offset even across a DST change.
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += asUtc - shownAsUtc;
  }
  return new Date(guess);
}

/** The local calendar date of an instant, e.g. '2025-03-14'. */
export function businessDate(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function nextDay({ year, month, day }: LocalDate): LocalDate {
  const d = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function periodRange(period: KpiPeriod, now: Date, timeZone = BUSINESS_TIME_ZONE): TimeRange {
  if (period === 'allTime') return { start: null, end: null };
  const { year, month, day } = localParts(now, timeZone);
  if (period === 'today') {
    const today = { year, month, day };
    return { start: startOfLocalDay(today, timeZone), end: startOfLocalDay(nextDay(today), timeZone) };
  }
  if (period === 'thisMonth') {
    const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
    return {
      start: startOfLocalDay({ year, month, day: 1 }, timeZone),
      end: startOfLocalDay(next, timeZone),
    };
  }
  return {
    start: startOfLocalDay({ year, month: 1, day: 1 }, timeZone),
    end: startOfLocalDay({ year: year + 1, month: 1, day: 1 }, timeZone),
  };
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD' as a real calendar date, or undefined. */
export function parseLocalDate(text: string): LocalDate | undefined {
  const m = DATE_PATTERN.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/**
 * The list filters' 'du … au …' dates, both included and read in business time: dateTo
 * '2025-03-14' keeps everything up to 23:59:59 that day.
 */
export function dateFilterRange(
  dateFrom: string | undefined,
  dateTo: string | undefined,
  timeZone = BUSINESS_TIME_ZONE,
): TimeRange {
  const from = dateFrom ? parseLocalDate(dateFrom) : undefined;
  const to = dateTo ? parseLocalDate(dateTo) : undefined;
  return {
    start: from ? startOfLocalDay(from, timeZone) : null,
    end: to ? startOfLocalDay(nextDay(to), timeZone) : null,
  };
}

/** The last `count` business dates, oldest first, ending with today. */
export function lastBusinessDates(count: number, now: Date, timeZone = BUSINESS_TIME_ZONE): string[] {
  const { year, month, day } = localParts(now, timeZone);
  const dates: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - 1, day - i));
    dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

/** '2025-03-14 10:22:05' in business time: what a spreadsheet reads as a date and time. */
export function businessDateTime(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const p = localParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${businessDate(instant, timeZone)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}
