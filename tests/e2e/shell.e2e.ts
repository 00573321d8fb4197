import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  PRIVACY_CONTACT_EMAIL,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../../src/domain/constants.js';
import { fr } from '../../src/domain/messages.fr.js';
import { APP_ROUTES } from '../../src/domain/routes.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { galleryInput, skipCookieBanner } from './support/flow.js';

const e2e = startAppAndBrowser();

describe('every route of the route table', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`renders with header and footer, without serious accessibility violations (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, viewport);
      await skipCookieBanner(page);
      for (const route of APP_ROUTES) {
        const res = await page.goto(route);
        expect(res?.status(), route).toBe(200);
        await expect.poll(() => page.locator('main').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        const footer = page.locator('footer');
        expect(await footer.textContent(), route).toContain('© 2025 Kër Déco');
        expect(await footer.locator(`a[href="mailto:${PRIVACY_CONTACT_EMAIL}"]`).count()).toBe(1);
        expect(await footer.locator('a[href="/terms"]').count()).toBe(1);
        expect(await footer.locator('a[href="/privacy"]').count()).toBe(1);
        expect(await page.locator('header a[href="/"]').count(), route).toBeGreaterThan(0);
        expect(await accessibilityViolations(page), route).toEqual([]);
        await screenshot(
          page,
          `route${route === '/' ? '-home' : route.replaceAll('/', '-')}-${viewport.width}`,
        );
      }
      await context.close();
    });
  }

  it("answers 404 with 'Page non trouvée' for any other path", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await skipCookieBanner(page);
    const res = await page.goto('/une/page/qui/nexiste/pas');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: fr.pages.notFound }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows 'Image non trouvée' on /generated-room without imageId or sessionId", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await skipCookieBanner(page);
    await page.goto('/generated-room');
    await page.getByRole('heading', { name: fr.pages.imageNotFound }).waitFor();
    expect(await page.textContent('main')).toContain(fr.pages.imageIdRequired);
    await context.close();
  });

  it('shows the legal texts with the retention figures and the privacy statements', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await skipCookieBanner(page);
    await page.goto('/privacy');
    await page.locator('h1').waitFor();
    // Each figure with what it is about, so one '30 jours' cannot stand for another.
    const privacy = ((await page.textContent('main')) ?? '').replace(/\s+/g, ' ');
    expect(privacy).toMatch(/24 heures après leur envoi/);
    expect(privacy).toMatch(/Images générées : 30 jours/);
    expect(privacy).toMatch(/3 ans après leur collecte/);
    expect(privacy).toMatch(/Données de paiement : 10 ans/);
    expect(privacy).toMatch(/13 mois/);
    expect(privacy).toMatch(/dans un délai de 30 jours/);
    expect(privacy).toContain(PRIVACY_CONTACT_EMAIL);
    expect(privacy).toMatch(/RGPD/);
    expect(privacy).toMatch(/modération des photos est automatique/i);
    const main = page.locator('main');
    await main.getByRole('link', { name: fr.pages.backHome }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/terms');
    await page.locator('h1').waitFor();
    const terms = (await page.textContent('main')) ?? '';
    expect(terms).toContain('600 FCFA');
    expect(terms).toContain('48 heures');
    expect(await main.getByRole('link', { name: fr.pages.backHome }).count()).toBeGreaterThan(0);
    expect(await page.locator('footer').textContent()).toContain(fr.layout.dataProtection);
    await context.close();
  });
});

describe('toasts', () => {
  const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
  const openToasts = (page: Page) => notifications(page).locator('li[data-state="open"]');
  const pick = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) =>
    galleryInput(page).setInputFiles(file);
  const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') };
  const hugeFile = { name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) };

  it('closes after 5 s, shows one at a time in 420 px, answers F8, and goes with a swipe to the right', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, DESKTOP);
    await skipCookieBanner(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Créer mon moodboard' }).first().click();
    await galleryInput(page).waitFor({ state: 'attached' });

    await pick(page, textFile);
    await openToasts(page).filter({ hasText: fr.upload.unsupportedTitle }).waitFor();
    const shownAt = Date.now();
    await page.waitForTimeout(Math.max(0, TOAST_DURATION_MS - 1500 - (Date.now() - shownAt)));
    expect(await openToasts(page).count()).toBe(1);
    await expect.poll(() => openToasts(page).count(), { timeout: 4000 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 500);

    await pick(page, textFile);
    await pick(page, hugeFile);
    await openToasts(page).filter({ hasText: fr.upload.tooLargeTitle }).waitFor();
    await expect.poll(() => openToasts(page).count()).toBe(TOAST_LIMIT);
    const box = await notifications(page).locator('ol').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(TOAST_VIEWPORT_MAX_WIDTH_PX);

    await page.keyboard.press(TOAST_HOTKEY);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OL');

    const toast = await openToasts(page).first().boundingBox();
    if (!toast) throw new Error('no toast to swipe');
    const y = toast.y + toast.height / 2;
    await page.mouse.move(toast.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(toast.x + 40 + TOAST_SWIPE_THRESHOLD_PX + 30, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => openToasts(page).count(), { timeout: 2000 }).toBe(0);
    await context.close();
  });
});

describe('cookie banner', () => {
  it("stores 'Accepter la sélection' with analytics, logs it, and stays hidden afterwards", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/');
    const banner = page.getByRole('region', { name: fr.cookies.title });
    await banner.waitFor();
    const essential = banner.getByRole('checkbox', { name: fr.cookies.essential });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    const analytics = banner.getByRole('checkbox', { name: fr.cookies.analytics });
    expect(await analytics.isChecked()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'cookie-banner-360');
    // At most a quarter of a 360 × 740 phone: the landing's first button stays in view above it.
    const sheet = await banner.boundingBox();
    expect(sheet?.height).toBeLessThanOrEqual(PHONE.height / 4);
    const start = await page.getByRole('link', { name: 'Créer mon moodboard' }).first().boundingBox();
    expect((start?.y ?? 0) + (start?.height ?? 0)).toBeLessThan(sheet?.y ?? 0);

    await analytics.click();
    const logged = page.waitForResponse((r) => r.url().endsWith('/api/log-consent'));
    await banner.getByRole('button', { name: fr.cookies.acceptSelection }).click();
    const response = await logged;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({ action: 'cookie_consent', consentGiven: true });
    expect(JSON.parse(sent.details)).toEqual({ essential: true, analytics: true });

    await banner.waitFor({ state: 'detached' });
    const record = JSON.parse(
      (await page.evaluate((k) => localStorage.getItem(k), COOKIE_CONSENT_STORAGE_KEY)) ?? '{}',
    );
    expect(record).toMatchObject({ essential: true, analytics: true, version: '1.0' });
    expect(Number.isNaN(Date.parse(record.timestamp))).toBe(false);

    await page.reload();
    await page.locator('h1').waitFor();
    expect(await page.getByRole('region', { name: fr.cookies.title }).count()).toBe(0);
    await context.close();
  });

  it("stores analytics false with 'Accepter essentiels uniquement'", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, DESKTOP);
    await page.goto('/terms');
    const banner = page.getByRole('region', { name: fr.cookies.title });
    await banner.getByRole('checkbox', { name: fr.cookies.analytics }).click();
    const logged = page.waitForResponse((r) => r.url().endsWith('/api/log-consent'));
    await banner.getByRole('button', { name: fr.cookies.acceptEssential }).click();
    expect((await logged).status()).toBe(201);
    const record = JSON.parse(
      (await page.evaluate((k) => localStorage.getItem(k), COOKIE_CONSENT_STORAGE_KEY)) ?? '{}',
    );
    expect(record).toMatchObject({ essential: true, analytics: false, version: '1.0' });
    await context.close();
  });
});
