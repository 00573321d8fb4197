import { describe, expect, it } from 'vitest';
import { fr } from '../../src/domain/messages.fr.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { newPage, screenshot } from './support/browser.js';
import { skipCookieBanner } from './support/flow.js';

// In production on the demonstration payment, which must be asked for explicitly.
const app = startAppAndBrowser({
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
});

describe('a production site on the demonstration payment', () => {
  it('says on every page that payments are simulated', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    await skipCookieBanner(page);
    for (const path of ['/', '/terms', '/checkout', '/admin-login']) {
      await page.goto(path);
      const banner = page.getByRole('status').filter({ hasText: fr.payment.simulated });
      await banner.waitFor();
      expect(await banner.isVisible()).toBe(true);
    }
    await page.goto('/');
    await page.getByRole('status').filter({ hasText: fr.payment.simulated }).waitFor();
    await screenshot(page, 'simulated-payments-360');
    await context.close();
  });
});
