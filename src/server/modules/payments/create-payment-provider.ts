import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPaytechProvider } from './paytech-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { paymentNotifyPath } from './service.js';
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

/** What the operator must hear at start about a payment configuration that runs but cannot work as meant. */
export function paymentStartWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.isProduction) {
    warnings.push(
      'PAYMENT_PROVIDER is sandbox in production: generations are free. Set paytech or wave for real payments.',
    );
  }
  if (config.PAYMENT_PROVIDER !== 'sandbox' && !config.publicUrl.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL (${config.publicUrl}) is not https: ${config.PAYMENT_PROVIDER} cannot reach the notification URL ` +
        `${config.publicUrl}${paymentNotifyPath(config.PAYMENT_PROVIDER)}; payments will only be confirmed ` +
        'when visitors come back from the provider. Set PUBLIC_URL to the public https:// address.',
    );
  }
  return warnings;
}
