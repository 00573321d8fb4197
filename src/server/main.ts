import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import sharp from 'sharp';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { prerenderCatalogArt } from './demo/art/prerender-art.js';
import { seedDemoCatalogOnFirstStart } from './demo/seed/first-start.js';
import { scheduleRetentionSweep } from './jobs/retention.js';
import { createAdministratorOnStart } from './modules/admin/auth/first-start.js';
import { refreshPendingPhotos } from './modules/admin/products/product-photos.js';
import { createRoomRenderer } from './modules/generation/create-room-renderer.js';
import { watchStaleGenerations } from './modules/generation/service.js';
import { createPaymentProvider, paymentStartWarnings } from './modules/payments/create-payment-provider.js';
import { missingStartEnv, START_ENV } from './start-env.js';
import { createStorage } from './storage/create-storage.js';
import type { FileStorage } from './storage/storage.js';

/** `main.js --prepare-database`: migrates and fills the database, then exits without serving. */
const PREPARE_DATABASE = '--prepare-database';

/**
 * What the database needs before the app serves: the migrations, the demo catalogue on the
 * installation's first start and the configured administrator. Returns what was seeded, if anything.
 */
async function prepareDatabase(deps: {
  database: Database;
  config: Config;
  storage: FileStorage;
  log: Logger;
}) {
  const { database, config, storage, log } = deps;
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');
  const seeded = config.SEED_DEMO_CATALOG
    ? await seedDemoCatalogOnFirstStart({ db: database.db, storage, log })
    : null;
  if (seeded) log.info(seeded, 'demo catalogue seeded');
  await createAdministratorOnStart(database.db, config, log);
  return seeded;
}

/** Runs `prepareDatabase` in a child process (this file with PREPARE_DATABASE) and waits for it. */
async function prepareDatabaseInChildProcess(): Promise<void> {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), PREPARE_DATABASE];
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (...ended) => resolve(ended));
  });
  if (code !== 0) throw new Error(`database preparation failed (child process ended with ${code ?? signal})`);
}

async function main() {
  // libvips keeps the results of recent operations (up to 50 MB) in case the same one comes
  // again; every photo here is new, so the cache only holds memory (bench: idle RSS).
  sharp.cache(false);
  const config = loadConfig();
  const log = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });

  const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dbDir };
  const storage = createStorage(config);

  if (process.argv.includes(PREPARE_DATABASE)) {
    const database = await openDatabase(target);
    await prepareDatabase({ database, config, storage, log });
    await database.close();
    process.exit(0);
  }
  if (!config.DATABASE_URL && !existsSync(path.join(config.dbDir, 'PG_VERSION'))) {
    // A new embedded database's first start (PGlite's initdb, the migrations, the demo catalogue)
    // leaves 80 to 300 MB in the process that never go back to the system: the C allocator's heap
    // grown by initdb, and the first instance's WebAssembly memory until a GC collects it. Done in
    // a child process, they leave with it, and this one idles as after a restart (about 280 MB
    // instead of 370 to 620, bench).
    await prepareDatabaseInChildProcess();
  }
  let database = await openDatabase(target);
  const seeded = await prepareDatabase({ database, config, storage, log });
  if (seeded && database.kind === 'pglite') {
    // Seeding an existing database (SEED_DEMO_CATALOG turned on later) grows its WebAssembly
    // memory, which never shrinks: opened afresh, the instance idles as after a restart.
    await database.close();
    database = await openDatabase(target);
  }
  const payments = createPaymentProvider(config);
  const renderer = createRoomRenderer(config);
  for (const warning of paymentStartWarnings(config)) log.warn(warning);
  const missing = missingStartEnv();
  if (missing.length)
    log.warn(
      { missing: missing.map((name) => `${name}=${START_ENV[name]}`) },
      'started without the environment npm start sets: the C allocator keeps what busy threads grew to (hundreds of MB after a few dozen generations, bench)',
    );
  const app = await buildApp({ config, db: database.db, storage, logger: log, payments, renderer });
  const stopRecovery = watchStaleGenerations(
    { db: database.db, storage, payments, renderer, log },
    { soleProcess: database.kind === 'pglite' },
  );
  const stopRetention = scheduleRetentionSweep({ db: database.db, storage, log });
  app.addHook('onClose', async () => stopRetention());

  const prerender = new AbortController();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    prerender.abort();
    stopRecovery();
    await app.close();
    await renderer.close?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Kër Déco: ${config.publicUrl}`);
  // Partners' photos saved before they were stored here, or whose fetch a restart cut off.
  void refreshPendingPhotos({ db: database.db, storage })
    .then((n) => n && log.info({ photos: n }, 'partner photos fetched'))
    .catch((error) => log.warn({ err: error }, 'partner photos not fetched'));
  if (config.CATALOG_PRERENDER)
    void prerenderCatalogArt({ db: database.db, storage, log, signal: prerender.signal }).catch((error) =>
      log.warn({ err: error }, 'catalogue pictures not prerendered'),
    );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
