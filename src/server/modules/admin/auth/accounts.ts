import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../../../domain/constants.js';
import type { Db } from '../../../db/client.js';
import { adminSessions, adminUsers } from '../../../db/schema.js';
import { generatePassword, hashPassword } from './passwords.js';

export class AccountError extends Error {}

function checkPassword(password: string) {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AccountError(`Le mot de passe doit compter au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères.`);
  }
}

export async function findAdmin(db: Db, username: string) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return user;
}

export async function createAdmin(db: Db, username: string, password: string) {
  const name = username.trim();
  if (!name) throw new AccountError("Le nom d'utilisateur est obligatoire.");
  checkPassword(password);
  if (await findAdmin(db, name)) throw new AccountError(`L'administrateur « ${name} » existe déjà.`);
  const [user] = await db
    .insert(adminUsers)
    .values({ username: name, passwordHash: await hashPassword(password) })
    .returning({ id: adminUsers.id, username: adminUsers.username });
  return user;
}

/** A new password ends every open session of the account: whoever knew the old one is out. */
export async function resetAdminPassword(db: Db, username: string, password: string) {
  checkPassword(password);
  const user = await findAdmin(db, username.trim());
  if (!user) throw new AccountError(`Aucun administrateur « ${username} ».`);
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(adminUsers.id, user.id));
  const ended = await db
    .delete(adminSessions)
    .where(eq(adminSessions.userId, user.id))
    .returning({ id: adminSessions.id });
  return { username: user.username, endedSessions: ended.length };
}

export interface ConfiguredAdmin {
  username: string;
  password?: string;
}

/**
 * At start: makes sure the configured administrator exists. When it does not, it is created with
 * ADMIN_PASSWORD, or with a generated password returned to the caller (to print once) and never
 * stored in clear. An existing account is left alone: its password changes only through
 * `npm run admin -- reset-password`.
 */
export async function ensureConfiguredAdmin(
  db: Db,
  admin: ConfiguredAdmin,
): Promise<{ created: false } | { created: true; username: string; generatedPassword?: string }> {
  if (await findAdmin(db, admin.username)) return { created: false };
  const password = admin.password ?? generatePassword();
  const [user] = await db
    .insert(adminUsers)
    .values({ username: admin.username, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning({ username: adminUsers.username });
  // Another instance starting at the same moment created it first.
  if (!user) return { created: false };
  return admin.password
    ? { created: true, username: user.username }
    : { created: true, username: user.username, generatedPassword: password };
}
