import path from 'node:path';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../domain/constants.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Every environment variable the server reads, with its default.
 * The README's configuration table mirrors this object: change both together.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  SEED_DEMO_CATALOG: bool.default(true),
  /** Render the demo catalogue's pictures in the background after start, one at a time. */
  CATALOG_PRERENDER: bool.default(true),
  TRUST_PROXY: bool.default(false),

  /** Where files live: the local disk (one instance), or an S3-compatible bucket (several). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: optionalText,

  PAYMENT_PROVIDER: z.enum(['sandbox', 'paytech', 'wave']).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: optionalText,
  /** The sandbox marks payments paid for anyone: in production only when this says so. */
  PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
  PAYTECH_API_KEY: optionalText,
  PAYTECH_API_SECRET: optionalText,
  PAYTECH_BASE_URL: z.url().default('https://paytech.sn'),
  PAYTECH_ENV: z.enum(['test', 'prod']).default('test'),
  WAVE_API_KEY: optionalText,
  WAVE_WEBHOOK_SECRET: optionalText,
  WAVE_BASE_URL: z.url().default('https://api.wave.com'),

  RENDERER: z.enum(['compose', 'gemini', 'openai']).default('compose'),
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().default('gemini-2.5-flash-image'),
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().default('gpt-image-1'),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com'),

  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= ADMIN_PASSWORD_MIN_LENGTH, {
    message: `at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  }),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  COMMISSION_RATE: z.coerce.number().min(0).max(1).default(0.1),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  dataDir: string;
  dbDir: string;
  filesDir: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox' && !e.PAYMENT_SANDBOX_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  - PAYMENT_PROVIDER: the sandbox gives generations away for free; in production set PAYMENT_PROVIDER to paytech or wave, or PAYMENT_SANDBOX_IN_PRODUCTION=true for a demonstration',
    );
  }
  if (e.STORAGE === 's3' && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  - STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT outside AWS)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    filesDir: path.join(dataDir, 'files'),
    isProduction: e.NODE_ENV === 'production',
  };
}
