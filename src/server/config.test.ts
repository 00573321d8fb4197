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

  it('refuses an ADMIN_PASSWORD shorter than the accounts command accepts', () => {
    expect(problem({ ADMIN_PASSWORD: 'admin' })).toMatch(/ADMIN_PASSWORD: at least 12 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: 'douze-signes' }).ADMIN_PASSWORD).toBe('douze-signes');
  });
});
