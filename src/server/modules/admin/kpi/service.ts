import { type AnyColumn, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  KPI_PERIODS,
  type KpiPeriod,
  lastBusinessDates,
  periodRange,
} from '../../../../domain/business-periods.js';
import {
  BUSINESS_TIME_ZONE,
  GENERATION_PRICE_FCFA,
  KPI_DAILY_CHART_DAYS,
} from '../../../../domain/constants.js';
import { MONEY_RECEIVED_STATUSES } from '../../../../domain/payment-status.js';
import type { Db } from '../../../db/client.js';
import { generatedImages, orders, paymentSessions, products } from '../../../db/schema.js';

const NOT_SET = 'Non renseigné';

/** A count over the rows of one period, in the same scan as the other periods' counts. */
function inPeriod(column: AnyColumn, period: KpiPeriod, now: Date, extra?: SQL): SQL {
  const { start, end } = periodRange(period, now);
  const conditions: SQL[] = [];
  if (start) conditions.push(sql`${column} >= ${start.toISOString()}::timestamptz`);
  if (end) conditions.push(sql`${column} < ${end.toISOString()}::timestamptz`);
  if (extra) conditions.push(extra);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

async function productCounts(db: Db) {
  const active = eq(products.isActive, true);
  const groupBy = async (column: AnyPgColumn) => {
    const n = count();
    const rows = await db
      .select({ key: column, count: n })
      .from(products)
      .where(active)
      .groupBy(column)
      .orderBy(desc(n), asc(column));
    return rows.map((r) => ({ key: (r.key as string | null) ?? NOT_SET, count: r.count }));
  };
  const [[total], byStore, byCountry, byCategory, byStyle] = await Promise.all([
    db.select({ n: count() }).from(products).where(active),
    groupBy(products.store),
    groupBy(products.country),
    groupBy(products.category),
    groupBy(products.interiorStyle),
  ]);
  return {
    totalActive: total?.n ?? 0,
    byStore: byStore.map(({ key, count }) => ({ store: key, count })),
    byCountry: byCountry.map(({ key, count }) => ({ country: key, count })),
    byCategory: byCategory.map(({ key, count }) => ({ category: key, count })),
    byStyle: byStyle.map(({ key, count }) => ({ style: key, count })),
  };
}

const PAID = inArray(paymentSessions.status, [...MONEY_RECEIVED_STATUSES]);
const LIVE_ORDER = sql`${orders.status} in ('confirmed', 'processed')`;

async function imageCounts(db: Db, now: Date) {
  const columns: Record<string, SQL<number>> = {};
  for (const p of KPI_PERIODS) {
    columns[`${p}Count`] =
      sql<number>`count(*) filter (where ${inPeriod(generatedImages.createdAt, p, now)})`.mapWith(Number);
    columns[`${p}Paid`] =
      sql<number>`count(*) filter (where ${inPeriod(generatedImages.createdAt, p, now, PAID)})`.mapWith(
        Number,
      );
  }
  const [row] = await db
    .select(columns)
    .from(generatedImages)
    .leftJoin(paymentSessions, eq(paymentSessions.id, generatedImages.paymentSessionId));
  return Object.fromEntries(
    KPI_PERIODS.map((p) => [
      p,
      { count: row?.[`${p}Count`] ?? 0, revenue: (row?.[`${p}Paid`] ?? 0) * GENERATION_PRICE_FCFA },
    ]),
  ) as Record<KpiPeriod, { count: number; revenue: number }>;
}

async function orderCounts(db: Db, now: Date, commissionRate: number) {
  const columns: Record<string, SQL<number>> = {};
  for (const p of KPI_PERIODS) {
    columns[`${p}Count`] = sql<number>`count(*) filter (where ${inPeriod(orders.createdAt, p, now)})`.mapWith(
      Number,
    );
    columns[`${p}Total`] =
      sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${inPeriod(orders.createdAt, p, now, LIVE_ORDER)}), 0)`.mapWith(
        Number,
      );
  }
  const [row] = await db.select(columns).from(orders);
  return Object.fromEntries(
    KPI_PERIODS.map((p) => [
      p,
      { count: row?.[`${p}Count`] ?? 0, commission: Math.round((row?.[`${p}Total`] ?? 0) * commissionRate) },
    ]),
  ) as Record<KpiPeriod, { count: number; commission: number }>;
}

/** Generations and orders per business day over the last 30 days, oldest first, days without any included. */
async function dailyActivity(db: Db, now: Date) {
  const dates = lastBusinessDates(KPI_DAILY_CHART_DAYS, now);
  const since = periodRange('today', new Date(`${dates[0]}T12:00:00Z`)).start as Date;
  const perDay = async (table: typeof generatedImages | typeof orders) => {
    const column = table.createdAt;
    // The zone is a constant written into the SQL: as a parameter, select and group by would differ.
    const day = sql<string>`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, n: count() })
      .from(table)
      .where(sql`${column} >= ${since.toISOString()}::timestamptz`)
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [r.day, r.n]));
  };
  const [images, ordersPerDay] = await Promise.all([perDay(generatedImages), perDay(orders)]);
  return dates.map((date) => ({ date, images: images.get(date) ?? 0, orders: ordersPerDay.get(date) ?? 0 }));
}

export async function computeKpi(db: Db, commissionRate: number, now = new Date()) {
  const [productsKpi, images, ordersKpi, daily] = await Promise.all([
    productCounts(db),
    imageCounts(db, now),
    orderCounts(db, now, commissionRate),
    dailyActivity(db, now),
  ]);
  return {
    products: productsKpi,
    images,
    orders: ordersKpi,
    revenue: {
      totalCommission: ordersKpi.allTime.commission,
      totalGenerationRevenue: images.allTime.revenue,
      commissionRate,
    },
    daily,
    generatedAt: now.toISOString(),
  };
}
