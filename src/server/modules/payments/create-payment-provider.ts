import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPaytechProvider } from './paytech-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createWaveProvider } from './wave-provider.js';

/** The provider PAYMENT_PROVIDER names, with its credentials checked at start rather than at the first payment. */
export function createPaymentProvider(config: Config): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'paytech': {
      if (!config.PAYTECH_API_KEY || !config.PAYTECH_API_SECRET) {
        throw new ConfigError('PAYMENT_PROVIDER=paytech needs PAYTECH_API_KEY and PAYTECH_API_SECRET.');
      }
      return createPaytechProvider({
        apiKey: config.PAYTECH_API_KEY,
        apiSecret: config.PAYTECH_API_SECRET,
        baseUrl: config.PAYTECH_BASE_URL,
        env: config.PAYTECH_ENV,
      });
    }
    case 'wave': {
      if (!config.WAVE_API_KEY || !config.WAVE_WEBHOOK_SECRET) {
        throw new ConfigError('PAYMENT_PROVIDER=wave needs WAVE_API_KEY and WAVE_WEBHOOK_SECRET.');
      }
      return createWaveProvider({
        apiKey: config.WAVE_API_KEY,
        webhookSecret: config.WAVE_WEBHOOK_SECRET,
        baseUrl: config.WAVE_BASE_URL,
      });
    }
    default:
      return createSandboxProvider({ publicUrl: config.publicUrl, secret: config.PAYMENT_SANDBOX_SECRET });
  }
}
