import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prerenderCatalogArt } from './demo/art/prerender-art.js';
import { seedDemoCatalogOnFirstStart } from './demo/seed/first-start.js';
import { scheduleRetentionSweep } from './jobs/retention.js';
import { createAdministratorOnStart } from './modules/admin/auth/first-start.js';
import { refreshPendingPhotos } from './modules/admin/products/product-photos.js';
import { createRoomRenderer } from './modules/generation/create-room-renderer.js';
import { watchStaleGenerations } from './modules/generation/service.js';
import { createPaymentProvider, paymentStartWarnings } from './modules/payments/create-payment-provider.js';
import { createStorage } from './storage/create-storage.js';

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
  let database = await openDatabase(target);
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');

  const storage = createStorage(config);
  if (config.SEED_DEMO_CATALOG) {
    const seeded = await seedDemoCatalogOnFirstStart({ db: database.db, storage, log });
    if (seeded) log.info(seeded, 'demo catalogue seeded');
    if (seeded && database.kind === 'pglite') {
      // Seeding grows the embedded database's WebAssembly memory, which never shrinks: opened
      // afresh, the instance idles at what a restart would (about 300 MB instead of 730).
      await database.close();
      database = await openDatabase(target);
    }
  }
  await createAdministratorOnStart(database.db, config, log);
  const payments = createPaymentProvider(config);
  const renderer = createRoomRenderer(config);
  for (const warning of paymentStartWarnings(config)) log.warn(warning);
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
