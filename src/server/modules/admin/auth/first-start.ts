import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { ensureConfiguredAdmin } from './accounts.js';

interface StartLog {
  info(details: object, message: string): void;
}

/**
 * Creates the configured administrator when it does not exist yet. A generated password is
 * written once to the console, outside the structured log, and only its hash is kept: whoever
 * starts the server the first time reads it there and should change it with
 * `npm run admin -- reset-password`.
 */
export async function createAdministratorOnStart(db: Db, config: Config, log: StartLog): Promise<void> {
  const admin = await ensureConfiguredAdmin(db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (!admin.created) return;
  log.info({ username: admin.username }, 'administrator account created');
  if (!admin.generatedPassword) return;
  console.log(
    [
      '',
      '================ Kër Déco : compte administrateur créé ================',
      `  Identifiant  : ${admin.username}`,
      `  Mot de passe : ${admin.generatedPassword}`,
      '  Notez-le maintenant : il ne sera plus jamais affiché.',
      `  Pour le changer : npm run admin -- reset-password ${admin.username}`,
      '=======================================================================',
      '',
    ].join('\n'),
  );
}
