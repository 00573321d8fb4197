import { and, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentNotifications, paymentSessions } from '../../db/schema.js';

/** The payer's phone and email erased from sessions older than `before`; the rows stay for accounting and the KPI. */
export async function eraseOldPaymentContacts(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(paymentSessions)
    .set({ customerPhone: null, customerEmail: null, contactInfo: {} })
    .where(
      and(
        lt(paymentSessions.createdAt, before),
        or(
          isNotNull(paymentSessions.customerPhone),
          isNotNull(paymentSessions.customerEmail),
          ne(paymentSessions.contactInfo, sql`'{}'::jsonb`),
        ),
      ),
    )
    .returning({ id: paymentSessions.id });
  return rows.length;
}

/** Payment sessions and the providers' notifications, once past the accounting retention. */
export async function deleteOldPaymentRecords(db: Db, before: Date) {
  const notifications = await db
    .delete(paymentNotifications)
    .where(lt(paymentNotifications.createdAt, before))
    .returning({ id: paymentNotifications.id });
  const sessions = await db
    .delete(paymentSessions)
    .where(lt(paymentSessions.createdAt, before))
    .returning({ id: paymentSessions.id });
  return { paymentSessions: sessions.length, paymentNotifications: notifications.length };
}
