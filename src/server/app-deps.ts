import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { PartnerNet } from './modules/catalog/partner-photos.js';
import type { RoomRenderer } from './modules/generation/room-renderer.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import type { ConnectionLimits } from './net/connection-limits.js';
import type { FileStorage } from './storage/storage.js';

/** What `buildApp` is given; kept apart from app.ts so route modules need not import the app that imports them. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  /** Fastify logger options, or an existing pino logger; false in tests. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Directory of the built SPA; the app serves it when it exists. */
  webDir?: string;
  /** Mobile-money provider; built from the configuration when absent (tests pass fakes). */
  payments?: PaymentProvider;
  /** Room image renderer; built from the configuration when absent. */
  renderer?: RoomRenderer;
  /** How partners' photo addresses resolve and which may be reached (tests reach a local server). */
  partnerNet?: PartnerNet;
  /** Time and connection limits of the HTTP server (tests shorten them). */
  limits?: Partial<ConnectionLimits>;
}
