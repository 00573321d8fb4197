import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { loginAttempts } from '../../../db/schema.js';

/**
 * Failed logins allowed per window before the key is locked. Per username it stops guessing one
 * account's password from many addresses; per IP it stops one address trying many usernames.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxFailuresPerUsername: 5,
  maxFailuresPerIp: 20,
} as const;

export function throttleKeys(username: string, ip: string) {
  return { user: `user:${username.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** Seconds until the later lock of these keys ends, or 0 when none is locked. */
export async function lockedForSeconds(db: Db, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys));
  let until = 0;
  for (const { lockedUntil } of rows) {
    if (lockedUntil && lockedUntil > now) until = Math.max(until, lockedUntil.getTime());
  }
  return until ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts an attempt before its password is checked, in one statement, so a burst of parallel
 * guesses cannot all pass the lock check before the first failure is written. Returns false,
 * and locks the key, once the attempts of the window exceed the limit.
 */
export async function takeAttempt(db: Db, key: string, maxFailures: number, now = new Date()) {
  const windowFloor = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const expired = sql`${loginAttempts.windowStart} < ${windowFloor.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStart} end`,
      },
    })
    .returning({ failures: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil });
  // A parallel attempt may have locked the key (and restarted its count) since this one checked.
  if (row?.lockedUntil && row.lockedUntil > now) return false;
  if (row && row.failures <= maxFailures) return true;
  await db
    .update(loginAttempts)
    .set({ lockedUntil: new Date(now.getTime() + LOGIN_THROTTLE.lockMs), failures: 0, windowStart: now })
    .where(eq(loginAttempts.key, key));
  return false;
}

/** A successful login was counted as an attempt: it must not use up the address's allowance. */
export async function giveBackAttempt(db: Db, key: string) {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
