import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessDate,
  businessDateTime,
  dateFilterRange,
  lastBusinessDates,
  periodRange,
  startOfLocalDay,
} from './business-periods.js';

describe('KPI periods in Dakar time', () => {
  const now = new Date('2025-03-14T23:30:00Z');

  it('today, this month and this year run from their start to the end of their last day', () => {
    expect(periodRange('today', now)).toEqual({
      start: new Date('2025-03-14T00:00:00Z'),
      end: new Date('2025-03-15T00:00:00Z'),
    });
    expect(periodRange('thisMonth', now)).toEqual({
      start: new Date('2025-03-01T00:00:00Z'),
      end: new Date('2025-04-01T00:00:00Z'),
    });
    expect(periodRange('thisYear', new Date('2025-12-31T23:59:59Z'))).toEqual({
      start: new Date('2025-01-01T00:00:00Z'),
      end: new Date('2026-01-01T00:00:00Z'),
    });
    expect(periodRange('thisMonth', new Date('2024-12-05T00:00:00Z')).end).toEqual(
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(periodRange('allTime', now)).toEqual({ start: null, end: null });
  });

  it('follows the given zone, so the rule is not tied to UTC', () => {
    // 23:30 UTC on the 14th is already the 15th in Paris (UTC+1 in March).
    expect(periodRange('today', now, 'Europe/Paris').start).toEqual(new Date('2025-03-14T23:00:00Z'));
    expect(businessDate(now, 'Europe/Paris')).toBe('2025-03-15');
    // Across the spring DST change the day is 23 hours long.
    const day = periodRange('today', new Date('2025-03-30T12:00:00Z'), 'Europe/Paris');
    expect(((day.end as Date).getTime() - (day.start as Date).getTime()) / 3_600_000).toBe(23);
  });

  it('puts every instant inside its own business day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          for (const zone of ['Africa/Dakar', 'Europe/Paris', 'America/New_York']) {
            const { start, end } = periodRange('today', d, zone);
            expect((start as Date).getTime()).toBeLessThanOrEqual(d.getTime());
            expect(d.getTime()).toBeLessThan((end as Date).getTime());
            expect(businessDate(start as Date, zone)).toBe(businessDate(d, zone));
          }
        },
      ),
    );
  });
});

describe('date filters', () => {
  it('include both days and ignore what is not a calendar date', () => {
    expect(dateFilterRange('2025-02-10', '2025-02-11')).toEqual({
      start: new Date('2025-02-10T00:00:00Z'),
      end: new Date('2025-02-12T00:00:00Z'),
    });
    expect(dateFilterRange('2025-02-30', undefined)).toEqual({ start: null, end: null });
    expect(dateFilterRange(undefined, '2024-02-29').end).toEqual(new Date('2024-03-01T00:00:00Z'));
  });

  it('formats dates for spreadsheets and lists the last 30 days', () => {
    expect(businessDateTime(new Date('2025-03-14T09:05:07Z'))).toBe('2025-03-14 09:05:07');
    expect(startOfLocalDay({ year: 2025, month: 3, day: 1 })).toEqual(new Date('2025-03-01T00:00:00Z'));
    const days = lastBusinessDates(30, new Date('2025-03-01T10:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-01-31');
    expect(days.at(-1)).toBe('2025-03-01');
  });
});
