import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problem = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('the configuration was accepted');
};

describe('loadConfig', () => {
  it('runs locally on its defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      PAYMENT_PROVIDER: 'sandbox',
      RENDERER: 'compose',
      publicUrl: 'http://localhost:5000',
      isProduction: false,
    });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('names the variable whose value is wrong', () => {
    expect(problem({ PORT: 'cinq-mille' })).toMatch(/PORT/);
    expect(problem({ PAYMENT_PROVIDER: 'orange' })).toMatch(/PAYMENT_PROVIDER/);
  });

  it('refuses to start in production on the sandbox, which gives generations away, unless told to', () => {
    expect(problem({ NODE_ENV: 'production' })).toMatch(
      /PAYMENT_PROVIDER: the sandbox gives generations away/,
    );
    expect(problem({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'false' })).toMatch(
      /PAYMENT_PROVIDER/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).isProduction).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'wave' }).PAYMENT_PROVIDER).toBe('wave');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('refuses an ADMIN_PASSWORD shorter than the accounts command accepts', () => {
    expect(problem({ ADMIN_PASSWORD: 'admin' })).toMatch(/ADMIN_PASSWORD: at least 12 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: 'douze-signes' }).ADMIN_PASSWORD).toBe('douze-signes');
  });
});
