import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.js';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(url: string): Promise<string> {
  const name = `kerdeco_tpl_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const database = await openDatabase({ url: withDatabase(url, name) });
  await database.migrate();
  await database.close();
  return name;
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function cloneDatabase(url: string, template: string): Promise<{ url: string; name: string }> {
  const name = `kerdeco_t_${randomBytes(5).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name} template ${template}`));
  return { url: withDatabase(url, name), name };
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, async (c) => {
    // pool.end() resolves before its sockets have closed; forcing the drop then kills them
    // mid-goodbye and the client raises an uncaught 57P01, so give them a moment first.
    for (let i = 0; i < 40; i++) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  });
}
