import { eq } from 'drizzle-orm';
import { fr } from '../../../../domain/messages.fr.js';
import type { Db } from '../../../db/client.js';
import { adminUsers } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { findAdmin } from './accounts.js';
import {
  clearFailures,
  giveBackAttempt,
  LOGIN_THROTTLE,
  lockedForSeconds,
  takeAttempt,
  throttleKeys,
} from './login-throttle.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import { purgeDeadSessions, type SessionTimeouts, startSession } from './sessions.js';

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_attempts', fr.admin.tooManyAttempts, { retryAfterSeconds });
  }
}

export interface LoginClient {
  ipAddress: string;
  userAgent: string | undefined;
}

/**
 * Checks the password and opens a new session (a new id at every login, so a token planted
 * before login is worth nothing). Every attempt is counted before its password is checked, locked
 * keys are refused without a check, and an unknown username costs the same argon2 work as a known one.
 */
export async function logIn(
  db: Db,
  credentials: { username: string; password: string },
  client: LoginClient,
  timeouts: SessionTimeouts,
): Promise<{ token: string; username: string }> {
  const username = credentials.username.trim();
  const keys = throttleKeys(username, client.ipAddress);
  const lockedKeys = [keys.user, keys.ip];
  const wait = await lockedForSeconds(db, lockedKeys);
  if (wait > 0) throw new TooManyAttempts(wait);
  // An attempt refused for its username checks no password, so it does not use up the address's allowance.
  const allowed =
    (await takeAttempt(db, keys.user, LOGIN_THROTTLE.maxFailuresPerUsername)) &&
    (await takeAttempt(db, keys.ip, LOGIN_THROTTLE.maxFailuresPerIp));
  if (!allowed) throw new TooManyAttempts(await lockedForSeconds(db, lockedKeys));

  const user = await findAdmin(db, username);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), credentials.password);
  if (!user || !valid) throw new AppError(401, 'invalid_credentials', fr.admin.badCredentials);

  await clearFailures(db, keys.user);
  await giveBackAttempt(db, keys.ip);
  await purgeDeadSessions(db, timeouts);
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, user.id));
  const token = await startSession(db, user.id, client, timeouts);
  return { token, username: user.username };
}
