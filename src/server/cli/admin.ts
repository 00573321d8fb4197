/**
 * `npm run admin -- create <username>` / `npm run admin -- reset-password <username>`:
 * manages administrator accounts with the server's own configuration and database.
 * The password is typed twice (hidden), read from standard input when it is not a terminal,
 * or generated with --generate and printed once. With the embedded database, stop the server
 * first: PGlite serves one process at a time.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AccountError, createAdmin, resetAdminPassword } from '../modules/admin/auth/accounts.js';
import { generatePassword } from '../modules/admin/auth/passwords.js';

const USAGE = `Usage :
  npm run admin -- create <identifiant> [--generate]
  npm run admin -- reset-password <identifiant> [--generate]

Sans --generate, le mot de passe est demandé deux fois (ou lu sur l'entrée standard).
Avec la base intégrée (PGlite), arrêtez le serveur avant de lancer cette commande.`;

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new AccountError('Annulé.'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/, 1)[0] ?? '';
}

async function askPassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (generate) return { password: generatePassword(), generated: true };
  if (!process.stdin.isTTY) return { password: await readStdinLine(), generated: false };
  const first = await readHidden('Mot de passe : ');
  const second = await readHidden('Confirmez le mot de passe : ');
  if (first !== second) throw new AccountError('Les deux mots de passe diffèrent.');
  return { password: first, generated: false };
}

async function main(args: string[]): Promise<number> {
  const [command, username, ...flags] = args;
  if ((command !== 'create' && command !== 'reset-password') || !username || username.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dbDir },
  );
  try {
    await database.migrate();
    const { password, generated } = await askPassword(flags.includes('--generate'));
    if (command === 'create') {
      await createAdmin(database.db, username, password);
      console.log(`Administrateur « ${username.trim()} » créé.`);
    } else {
      const { endedSessions } = await resetAdminPassword(database.db, username, password);
      console.log(`Mot de passe de « ${username.trim()} » changé ; ${endedSessions} session(s) fermée(s).`);
    }
    if (generated) console.log(`Mot de passe généré (affiché une seule fois) : ${password}`);
    return 0;
  } catch (err) {
    if (err instanceof AccountError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
