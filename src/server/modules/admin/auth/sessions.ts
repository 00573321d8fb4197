import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { adminSessions, adminUsers } from '../../../db/schema.js';

export const SESSION_COOKIE = 'kerdeco_admin';

/** Writing last_seen_at on every call would double the writes; a minute's precision is plenty for a 30 min idle limit. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionTimeouts {
  idleMs: number;
  maxMs: number;
}

export function sessionTimeouts(config: Config): SessionTimeouts {
  return {
    idleMs: config.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    maxMs: config.ADMIN_SESSION_MAX_HOURS * 3_600_000,
  };
}

/** The cookie carries the token; the table keeps only its SHA-256, so a leaked table opens no session. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function cookieOptions(config: Config, maxMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // A Secure cookie is never sent over plain http, so it follows the address visitors use.
    secure: config.publicUrl.startsWith('https://'),
    maxAge: Math.floor(maxMs / 1000),
  };
}

export async function startSession(
  db: Db,
  userId: number,
  client: { ipAddress: string; userAgent: string | undefined },
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    id: sessionId(token),
    userId,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 300),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + timeouts.maxMs),
    createdAt: now,
  });
  return token;
}

export interface AdminSession {
  id: string;
  userId: number;
  username: string;
}

/**
 * The session behind a cookie token, or null when there is none, it passed its absolute end, or
 * it sat idle too long (both end it for good). A live session's idle clock restarts.
 */
export async function resumeSession(
  db: Db,
  token: string | undefined,
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<AdminSession | null> {
  if (!token) return null;
  const id = sessionId(token);
  const [row] = await db
    .select({
      id: adminSessions.id,
      userId: adminSessions.userId,
      username: adminUsers.username,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id))
    .limit(1);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleFor > timeouts.idleMs) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
  }
  return { id: row.id, userId: row.userId, username: row.username };
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId(token)));
}

/** Drops sessions that can no longer be resumed, so the table does not grow forever. */
export async function purgeDeadSessions(db: Db, timeouts: SessionTimeouts, now = new Date()): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - timeouts.idleMs)),
      ),
    );
}
