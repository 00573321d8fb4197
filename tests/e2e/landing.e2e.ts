import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANDING_STYLE_LABELS } from '../../src/domain/styles.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { expectStep, scrollThrough, skipCookieBanner, storedFlow, WALK_TIMEOUT_MS } from './support/flow.js';

const app = startAppAndBrowser();

const LANDING_H1 = /Votre pièce, meublée/;
const slider = (page: Page) => page.getByRole('slider', { name: 'Comparer avant et après' });
const sliderValue = async (page: Page) => Number(await slider(page).getAttribute('aria-valuenow'));

/** Where in the before/after frame a fraction of its width lies, in page coordinates. */
async function framePoint(page: Page, fraction: number) {
  const frame = await page.locator('div:has(> [role="slider"])').boundingBox();
  if (!frame) throw new Error('no before/after frame');
  return { x: frame.x + frame.width * fraction, y: frame.y + frame.height / 2 };
}

describe('landing page', () => {
  it(
    'arrives written in its HTML: readable with scripts off, then taken over by React with no mismatch and nothing moving',
    async () => {
      const html = await (await fetch(`${app.server.url}/`)).text();
      expect(html).toContain('data-prerendered="/"');
      expect(html).toMatch(/<h1[^>]*>Votre pièce, meublée avec des meubles de Dakar<\/h1>/);
      // Other pages arrive as the empty shell: they never show the landing first.
      expect(await (await fetch(`${app.server.url}/checkout`)).text()).not.toContain('Votre pièce, meublée');

      const noScript = await app.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto(`${app.server.url}/`);
      expect(await still.getByRole('heading', { level: 1, name: LANDING_H1 }).isVisible()).toBe(true);
      expect(await still.getByRole('link', { name: 'Créer mon moodboard' }).first().isVisible()).toBe(true);
      await noScript.close();

      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The cookie banner comes once the page runs, over the page rather than in its flow.
      await page.getByText('Gestion des cookies').waitFor();
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
              >)
                if (!e.hadRecentInput) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shifts).toBeLessThanOrEqual(0.05);
      expect(errors).toEqual([]);
      // Hydrated: the button the HTML brought now starts the flow.
      await page.getByRole('link', { name: 'Créer mon moodboard' }).first().click();
      await expectStep(page, 'Photographiez votre pièce');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'keeps a tap on « Créer mon moodboard » made before the script has run: the upload step comes once it runs',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      // The app's script is held back, as over slow mobile data, until the visitor has tapped.
      let release = () => {};
      const tapped = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = 0;
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        held += 1;
        await tapped;
        await route.continue();
      });
      // A module script holds back DOMContentLoaded: the page is shown, and tapped, before it.
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('link', { name: 'Créer mon moodboard' }).first().click();
      expect(held).toBeGreaterThan(0);
      // Nothing has run yet: the page is still the landing's HTML.
      expect(await page.getByRole('heading', { level: 1, name: LANDING_H1 }).isVisible()).toBe(true);
      release();

      await expectStep(page, 'Photographiez votre pièce');
      expect(new URL(page.url()).hash).toBe('');
      // One entry, as a tap on the running page makes: back leads to the landing, once.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'loads style pictures only when they come into view, and every moodboard button starts the upload',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      const stylePictures: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/landing-images/styles/') && r.status() === 200) stylePictures.push(r.url());
      });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(stylePictures).toEqual([]);

      expect(
        await page.getByRole('list', { name: 'Les 20 styles' }).getByRole('listitem').allTextContents(),
      ).toEqual([...LANDING_STYLE_LABELS]);
      const cards = page.locator('#styles li:has(img), #styles li:has([role="img"])');
      await page.locator('#styles').scrollIntoViewIfNeeded();
      await scrollThrough(page);
      // Drawn by the server on first request: the first visit waits for them.
      await expect.poll(() => stylePictures.length, { timeout: 60_000 }).toBe(10);
      expect(await cards.count()).toBe(10);
      // In the chip grid itself: the carousels' screen-reader list names Art Déco too.
      const chips = page.getByRole('list', { name: 'Les styles les plus demandés' }).getByRole('listitem');
      expect(await chips.count()).toBe(10);
      const artDeco = chips.filter({ hasText: 'Art Déco' });
      expect(await artDeco.count()).toBe(1);
      expect(await artDeco.isVisible()).toBe(true);
      expect(await artDeco.getByRole('img', { name: 'Salon de style Art Déco' }).isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'landing-360');

      const buttons = page.getByRole('link', { name: 'Créer mon moodboard' });
      expect(await buttons.count()).toBe(2);
      for (const index of [0, 1]) {
        await buttons.nth(index).click();
        await expectStep(page, 'Photographiez votre pièce');
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      }

      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Avantages' })
        .click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#avantages');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'moves the before/after slider with the keyboard, a mouse and a finger, from 0 to 100 %',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, DESKTOP);
      await skipCookieBanner(page);
      await page.goto('/');
      expect(await sliderValue(page)).toBe(50);
      await slider(page).focus();
      await page.keyboard.press('ArrowRight');
      expect(await sliderValue(page)).toBe(55);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await sliderValue(page)).toBe(45);
      await page.keyboard.press('End');
      expect(await sliderValue(page)).toBe(100);
      await page.keyboard.press('ArrowRight');
      expect(await sliderValue(page)).toBe(100);
      await page.keyboard.press('Home');
      expect(await sliderValue(page)).toBe(0);

      const start = await framePoint(page, 0.5);
      const end = await framePoint(page, 0.2);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(end.x, end.y, { steps: 5 });
      await page.mouse.up();
      expect(await sliderValue(page)).toBe(20);
      const beyond = await framePoint(page, 1.3);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(beyond.x, beyond.y, { steps: 5 });
      await page.mouse.up();
      expect(await sliderValue(page)).toBe(100);
      await screenshot(page, 'landing-1280');
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();

      const phone = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(phone.page);
      await phone.page.goto('/');
      await slider(phone.page).scrollIntoViewIfNeeded();
      const from = await framePoint(phone.page, 0.5);
      const to = await framePoint(phone.page, 0.75);
      const cdp = await phone.context.newCDPSession(phone.page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: (from.x + to.x) / 2, y: from.y }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // The page follows the finger at its own pace (one frame per move): wait for it to settle.
      await expect.poll(() => sliderValue(phone.page)).toBe(75);
      await phone.context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'keeps the style carousels still for visitors who ask for less motion, and lets anyone pause them',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      const rows = page.locator('.animate-marquee');
      expect(await rows.count()).toBe(2);
      const running = await rows.first().evaluate((row) => {
        const style = getComputedStyle(row);
        return { name: style.animationName, state: style.animationPlayState };
      });
      expect(running).toEqual({ name: 'marquee', state: 'running' });
      await page.getByRole('button', { name: 'Mettre en pause le défilement' }).click();
      expect(await rows.first().evaluate((row) => getComputedStyle(row).animationPlayState)).toBe('paused');
      expect(
        await page.getByRole('button', { name: 'Reprendre le défilement' }).getAttribute('aria-pressed'),
      ).toBe('true');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      expect(await rows.first().evaluate((row) => getComputedStyle(row).animationName)).toBe('none');
      expect(await page.getByRole('button', { name: 'Mettre en pause le défilement' }).isVisible()).toBe(
        false,
      );
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'offers to resume a project kept in this tab, and the logo starts over',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      await page.goto('/');
      await page.evaluate(() =>
        sessionStorage.setItem(
          'kerdeco-flow',
          JSON.stringify({
            step: 'categories',
            mode: 'ai',
            image: {
              id: 1,
              filename: 'x.webp',
              url: '/uploads/x.webp',
              thumbnailUrl: '/uploads/x.webp',
              width: 4,
              height: 3,
            },
            budgetFcfa: 200000,
            categories: ['Canapé'],
            style: null,
            styleOverrides: {},
            combination: 'best',
            selectedProducts: [],
            snappedProducts: [],
            paymentId: null,
            paymentSessionId: null,
          }),
        ),
      );
      // A fresh visit to '/' (not a reload of a step) opens on the landing.
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      await page.getByRole('button', { name: 'Reprendre mon projet' }).click();
      await expectStep(page, 'Choisissez votre style');
      expect(await storedFlow(page)).toMatchObject({ step: 'style', budgetFcfa: 200000 });

      await page.getByRole('link', { name: 'Kër Déco, accueil' }).click();
      await page.getByRole('heading', { level: 1, name: LANDING_H1 }).waitFor();
      expect(await storedFlow(page)).toMatchObject({
        step: 'landing',
        image: null,
        categories: [],
        budgetFcfa: null,
      });
      expect(await page.getByRole('button', { name: 'Reprendre mon projet' }).count()).toBe(0);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
