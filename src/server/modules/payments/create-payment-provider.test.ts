import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { paymentStartWarnings } from './create-payment-provider.js';

const warnings = (env: Record<string, string>) => paymentStartWarnings(loadConfig(env));

describe('paymentStartWarnings', () => {
  it('warns that the sandbox makes generations free in production only', () => {
    expect(warnings({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([
      expect.stringMatching(/sandbox.*free/),
    ]);
    expect(warnings({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('warns that PayTech or Wave cannot notify an address that is not https', () => {
    for (const provider of ['paytech', 'wave']) {
      const env = { NODE_ENV: 'production', PAYMENT_PROVIDER: provider };
      expect(warnings({ ...env, PUBLIC_URL: 'http://kerdeco.sn' })).toEqual([
        expect.stringContaining(
          `cannot reach the notification URL http://kerdeco.sn/api/payments/notify/${provider}`,
        ),
      ]);
      expect(warnings(env)).toEqual([expect.stringContaining('http://localhost:5000')]);
      expect(warnings({ ...env, PUBLIC_URL: 'https://kerdeco.sn' })).toEqual([]);
    }
  });
});
