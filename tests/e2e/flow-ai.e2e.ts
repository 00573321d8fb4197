import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES_WITH_ICONS } from '../../src/domain/categories.js';
import { MAX_SELECTED_CATEGORIES } from '../../src/domain/constants.js';
import { fr } from '../../src/domain/messages.fr.js';
import { formatFcfa } from '../../src/domain/money.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import {
  addCategories,
  carouselPosition,
  expectStep,
  scrollThrough,
  skipCookieBanner,
  storedFlow,
  toastText,
  uploadRoomPhoto,
  WALK_TIMEOUT_MS,
} from './support/flow.js';
import { smallTapTargets } from './support/tap-targets.js';

const app = startAppAndBrowser();

const STYLE_TITLE = fr.flow.styleTitle;
const PRODUCTS_TITLE = 'Votre sélection de meubles';
const RESULT_TITLE = 'Votre projet';

async function look(page: Page, name: string) {
  await scrollThrough(page);
  expect(await accessibilityViolations(page), name).toEqual([]);
  if (page.viewportSize()?.width === PHONE.width) expect(await smallTapTargets(page), name).toEqual([]);
  await screenshot(page, name);
}

/** The flow as the tab keeps it, minus its products: what a full or cleared storage leaves. */
async function forgetStoredProducts(page: Page) {
  await page.evaluate(() => {
    const flow = JSON.parse(sessionStorage.getItem('kerdeco-flow') ?? '{}');
    sessionStorage.setItem('kerdeco-flow', JSON.stringify({ ...flow, selectedProducts: [] }));
  });
}

const storedIds = async (page: Page) =>
  ((await storedFlow(page)).selectedProducts as Array<{ id: number }>).map((p) => p.id);

/** A horizontal swipe of `dx` px with a real touch point, as a finger does it. */
async function swipe(page: Page, dx: number) {
  const box = await page.getByRole('button', { name: /^Choisir le style/ }).boundingBox();
  if (!box) throw new Error('no style card');
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx * step, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function totalShown(page: Page): Promise<string> {
  return (
    (await page
      .getByText(/^Total de votre sélection/)
      .locator('..')
      .textContent()) ?? ''
  );
}

describe('AI recommendations, from the landing to the result page', () => {
  it(
    'takes at most 10 categories, searched or picked by keyboard, then a style by swipe, arrows and keys (phone)',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      await page.goto('/');
      await page.locator('h1').waitFor();
      await look(page, 'flow-01-landing-360');
      await uploadRoomPhoto(page, { budget: '1000' });
      await look(page, 'flow-03-method-360');

      await page.getByRole('button', { name: new RegExp(fr.flow.methodAi) }).click();
      await expectStep(page, fr.flow.categoriesTitle);
      const continueButton = () => page.getByRole('button', { name: /^Continuer avec \d+ catégorie\(s\)$/ });
      expect(await continueButton().textContent()).toBe(fr.flow.continueWithCategories(0));
      expect(await continueButton().isDisabled()).toBe(true);

      const search = page.getByRole('combobox', { name: 'Rechercher une catégorie' });
      await search.fill('zzz');
      await page.getByText(fr.flow.noCategoryFound).waitFor();
      await search.fill('');
      // Keyboard only: Enter adds the highlighted option, which moves to the next one.
      for (let i = 0; i < MAX_SELECTED_CATEGORIES; i++) await search.press('Enter');
      const firstTen = CATEGORIES_WITH_ICONS.slice(0, MAX_SELECTED_CATEGORIES).map((c) => c.name);
      expect((await storedFlow(page)).categories).toEqual(firstTen);
      await page.getByText(`${MAX_SELECTED_CATEGORIES} / ${MAX_SELECTED_CATEGORIES}`).waitFor();
      await page.getByText(fr.flow.categoryLimitMessage).waitFor();
      const option = page.getByRole('option').first();
      expect(await option.getAttribute('aria-disabled')).toBe('true');
      expect(await option.textContent()).toContain(fr.flow.categoryLimitReached);
      await option.click({ force: true });
      expect((await storedFlow(page)).categories).toHaveLength(MAX_SELECTED_CATEGORIES);
      expect(await continueButton().textContent()).toBe(fr.flow.continueWithCategories(10));
      await look(page, 'flow-04-categories-limit-360');

      for (const name of firstTen.slice(1))
        await page.getByRole('button', { name: `Retirer ${name}` }).click();
      await addCategories(page, ['Tapis', 'Réfrigérateur']);
      expect((await storedFlow(page)).categories).toEqual(['Canapé', 'Tapis', 'Réfrigérateur']);
      await continueButton().click();

      await expectStep(page, STYLE_TITLE);
      expect(await page.getByText('Canapé').first().isVisible()).toBe(true);
      expect(await page.getByText(formatFcfa(1000)).isVisible()).toBe(true);
      expect(await carouselPosition(page)).toBe('1 / 20');
      await look(page, 'flow-05-style-360');
      const card = page.getByRole('button', { name: /^Choisir le style/ });
      await card.focus();
      await page.keyboard.press('ArrowRight');
      expect(await carouselPosition(page)).toBe('2 / 20');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await carouselPosition(page)).toBe('20 / 20');
      await swipe(page, -80);
      expect(await carouselPosition(page)).toBe('1 / 20');
      await swipe(page, -20);
      expect(await carouselPosition(page)).toBe('1 / 20');
      await swipe(page, 80);
      expect(await carouselPosition(page)).toBe('20 / 20');
      await page.getByRole('button', { name: 'Style suivant' }).click();
      expect(await carouselPosition(page)).toBe('1 / 20');
      const firstStyle = await card.textContent();
      await card.focus();
      await page.keyboard.press('Enter');

      await expectStep(page, PRODUCTS_TITLE);
      expect((await storedFlow(page)).style).toBe('Art Deco');
      expect(firstStyle).toContain('Art Déco');

      // Space chooses the style shown as well as Enter does.
      await page.goBack();
      await expectStep(page, STYLE_TITLE);
      await page.getByRole('button', { name: 'Style suivant' }).click();
      expect(await carouselPosition(page)).toBe('2 / 20');
      await card.focus();
      await page.keyboard.press('Space');
      await expectStep(page, PRODUCTS_TITLE);
      expect((await storedFlow(page)).style).not.toBe('Art Deco');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'asks for another style, refuses a budget too small, takes an edited one, swaps a product, keeps it through back and reload, and ends on the result page (phone)',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      await page.goto('/');
      await uploadRoomPhoto(page, { budget: '1000' });
      await page.getByRole('button', { name: new RegExp(fr.flow.methodAi) }).click();
      await addCategories(page, ['Canapé', 'Tapis', 'Réfrigérateur']);
      await page.getByRole('button', { name: fr.flow.continueWithCategories(3) }).click();
      await expectStep(page, STYLE_TITLE);
      await page.getByRole('button', { name: fr.flow.continueWithStyle }).click();
      await expectStep(page, PRODUCTS_TITLE);
      // The visitor reads French, whatever name the spec gives these states.
      await page.getByText('Styles alternatifs nécessaires', { exact: true }).waitFor();
      const generate = page.getByRole('button', { name: 'Générer avec cette sélection' });
      expect(await generate.isDisabled()).toBe(true);
      await look(page, 'flow-06-products-alternative-style-360');
      await page.getByLabel('Choisir un autre style pour Réfrigérateur').selectOption('Glam');

      await page.getByText('Budget insuffisant', { exact: true }).waitFor();
      expect(await page.getByText(fr.selection.noCombination).isVisible()).toBe(true);
      expect(await generate.isDisabled()).toBe(true);
      await look(page, 'flow-07-products-insufficient-budget-360');
      const budgetField = page.getByLabel('Nouveau budget (FCFA)');
      await budgetField.fill('0');
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.getByText(fr.selection.budgetMustBePositive).waitFor();
      await budgetField.fill('50');
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.getByText(/^Budget trop faible\. Le produit le moins cher coûte .+ FCFA\.$/).waitFor();
      // While the budget is the problem, its editor opens by itself.
      await page.getByLabel('Nouveau budget (FCFA)').fill('3000000');
      await page.getByRole('button', { name: 'Annuler' }).click();
      expect(await page.getByText(formatFcfa(50), { exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Modifier le budget' }).click();
      await page.getByLabel('Nouveau budget (FCFA)').fill('3 000 000');
      const answered = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/selection/optimal') && r.request().postDataJSON().budgetFcfa === 3_000_000,
      );
      await page.getByRole('button', { name: 'Valider' }).click();
      const offer = (await (await answered).json()) as {
        best: { totalFcfa: number; picks: { productId: number }[] };
        cheapest: { totalFcfa: number; picks: { productId: number }[] };
      };

      await page.getByText(/^Total de votre sélection/).waitFor();
      expect(await generate.isEnabled()).toBe(true);
      const chosen = (await storedFlow(page)).selectedProducts as Array<{
        id: number;
        priceFcfa: number;
        category: string;
      }>;
      expect(chosen.map((p) => p.category)).toEqual(['Canapé', 'Tapis', 'Réfrigérateur']);
      const sum = (list: typeof chosen) => list.reduce((total, p) => total + p.priceFcfa, 0);
      expect(sum(chosen)).toBeLessThanOrEqual(3_000_000);
      expect(await totalShown(page)).toContain(formatFcfa(sum(chosen)));
      await look(page, 'flow-08-products-found-360');

      // Two combinations fit: the cheapest one, then back to the one closest to the budget.
      expect(offer.best.totalFcfa).toBeGreaterThan(offer.cheapest.totalFcfa);
      const choice = page.getByRole('group', { name: 'Deux combinaisons tiennent dans votre budget' });
      const closest = choice.getByRole('radio', { name: /Au plus près de votre budget/ });
      const cheapest = choice.getByRole('radio', { name: /La plus économique/ });
      expect(await closest.isChecked()).toBe(true);
      expect(await storedIds(page)).toEqual(offer.best.picks.map((p) => p.productId));
      expect(await totalShown(page)).toContain(formatFcfa(offer.best.totalFcfa));
      await page.getByText('La plus économique').click();
      expect(await cheapest.isChecked()).toBe(true);
      await expect.poll(() => storedIds(page)).toEqual(offer.cheapest.picks.map((p) => p.productId));
      expect(await totalShown(page)).toContain(formatFcfa(offer.cheapest.totalFcfa));
      await screenshot(page, 'flow-08-products-cheapest-360');
      await page.getByText('Au plus près de votre budget').click();
      await expect.poll(() => storedIds(page)).toEqual(chosen.map((p) => p.id));
      expect(await totalShown(page)).toContain(formatFcfa(sum(chosen)));

      // Swap the sofa for the other one of the same style: the total follows.
      const sofas = page.getByRole('group', { name: 'Produit pour Canapé' }).getByRole('radio');
      expect(await sofas.count()).toBeGreaterThan(1);
      const other = (await sofas.nth(0).isChecked()) ? sofas.nth(1) : sofas.nth(0);
      await other.locator('xpath=ancestor::label').click();
      const swapped = (await storedFlow(page)).selectedProducts as typeof chosen;
      expect(swapped[0]?.id).not.toBe(chosen[0]?.id);
      expect(swapped.slice(1)).toEqual(chosen.slice(1));
      expect(await totalShown(page)).toContain(formatFcfa(sum(swapped)));

      // The phone's back button goes to the previous step, and forward again keeps everything.
      await page.goBack();
      await expectStep(page, STYLE_TITLE);
      await page.goForward();
      await expectStep(page, PRODUCTS_TITLE);
      expect(await totalShown(page)).toContain(formatFcfa(sum(swapped)));

      // A reload keeps the step and the selection.
      await page.reload();
      await expectStep(page, PRODUCTS_TITLE);
      await page.getByText(/^Total de votre sélection/).waitFor();
      expect(await totalShown(page)).toContain(formatFcfa(sum(swapped)));

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/selection'));
      await generate.click();
      await expectStep(page, RESULT_TITLE);
      const savedResponse = await saved;
      expect(savedResponse.status()).toBe(200);
      const flow = await storedFlow(page);
      expect(savedResponse.request().postDataJSON()).toMatchObject({
        imageId: (flow.image as { id: number }).id,
        selectedProducts: swapped.map((p) => expect.objectContaining({ id: p.id })),
      });
      const selection = await (
        await page.request.get(`/api/selections/${(flow.image as { id: number }).id}`)
      ).json();
      expect(selection.selection.products.map((p: { id: number }) => p.id)).toEqual(swapped.map((p) => p.id));
      for (const product of swapped) {
        expect(await page.getByText(formatFcfa(product.priceFcfa), { exact: true }).first().isVisible()).toBe(
          true,
        );
      }
      expect(await page.locator('main').textContent()).toContain(formatFcfa(sum(swapped)));
      expect(await page.getByRole('button', { name: /^Générer l'image — 600 FCFA$/ }).isEnabled()).toBe(true);
      await look(page, 'flow-09-result-360');

      // A tab that lost its products but kept the photo takes them back from the server's saved
      // selection, on the result page and on step 4 (the swapped sofa, not the combination).
      const swappedIds = swapped.map((p) => p.id);
      await forgetStoredProducts(page);
      const restored = page.waitForResponse((r) => r.url().includes('/api/selections/'));
      await page.reload();
      await expectStep(page, RESULT_TITLE);
      expect((await restored).status()).toBe(200);
      await expect.poll(() => storedIds(page)).toEqual(swappedIds);
      await expect.poll(() => page.locator('main').textContent()).toContain(formatFcfa(sum(swapped)));
      await page.getByRole('button', { name: 'Modifier ma sélection', exact: true }).click();
      await expectStep(page, PRODUCTS_TITLE);
      await forgetStoredProducts(page);
      await page.reload();
      await expectStep(page, PRODUCTS_TITLE);
      await page.getByText(/^Total de votre sélection/).waitFor();
      await expect.poll(() => storedIds(page)).toEqual(swappedIds);
      expect(await totalShown(page)).toContain(formatFcfa(sum(swapped)));
      await page.goForward();
      await expectStep(page, RESULT_TITLE);

      // Payment returns land on the result page, their parameters leave the address bar.
      await page.goto('/?paymentCancelled=true');
      await expectStep(page, RESULT_TITLE);
      expect(await toastText(page)).toContain(fr.payment.cancelled);
      await expect.poll(() => new URL(page.url()).search).toBe('');
      // A session the server does not know cannot be restored: it says so, keeps the paymentId, starts nothing.
      await page.goto('/?paymentSuccess=true&paymentId=pay_123&sessionId=pay_123');
      await expectStep(page, RESULT_TITLE);
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await page.getByText(fr.payment.restoreFailed).first().waitFor();
      expect(await storedFlow(page)).toMatchObject({ paymentId: 'pay_123', paymentSessionId: 'pay_123' });
      expect(await page.getByText('Création de votre pièce meublée').count()).toBe(0);
      await page.goto('/?paymentError=true');
      expect(await toastText(page)).toContain(fr.payment.returnError);

      // Scrolled down to the button, as a visitor is at the end of the result page.
      await page.getByRole('button', { name: fr.flow.newProject }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.getByRole('button', { name: fr.flow.newProject }).click();
      const landing = page.getByRole('heading', { level: 1, name: /Votre pièce, meublée/ });
      await landing.waitFor();
      // The new project starts at the top of the landing, not where the old page was scrolled.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await storedFlow(page)).toMatchObject({ step: 'landing', image: null, categories: [] });
      // A fresh landing: a reload stays there, and Back does not lead into the old project's steps.
      await page.reload();
      await landing.waitFor();
      expect(await storedFlow(page)).toMatchObject({ step: 'landing', image: null });
      await page.goBack();
      await landing.waitFor();
      expect(await storedFlow(page)).toMatchObject({ step: 'landing', image: null, selectedProducts: [] });
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the error state with Retry, then Sélection Premium without a budget, reaches the result page, and goes back step by step (desktop)',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, DESKTOP);
      await skipCookieBanner(page);
      await page.goto('/');
      await uploadRoomPhoto(page, { fixture: 'rooms/bedroom-hotel.jpg' });
      await page.getByRole('button', { name: new RegExp(fr.flow.methodAi) }).click();
      await expectStep(page, fr.flow.categoriesTitle);
      await addCategories(page, ['Lit', 'Table de chevet']);
      await page.getByRole('button', { name: fr.flow.continueWithCategories(2) }).click();
      await expectStep(page, STYLE_TITLE);
      expect(await page.getByText(fr.flow.premiumSelection).isVisible()).toBe(true);
      await look(page, 'flow-05-style-1280');
      // A failed answer shows the error state; Réessayer reloads the page, which keeps the step.
      await page.route('**/api/selection/optimal', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
      );
      await page.getByRole('button', { name: fr.flow.continueWithStyle }).click();
      await expectStep(page, PRODUCTS_TITLE);
      // One answer carries every category's products: the failure names none, and says it once.
      const error = page.getByRole('alert').filter({ hasText: fr.selection.calculationError });
      await error.waitFor();
      expect(await error.textContent()).toBe(`${fr.selection.calculationError}Réessayer`);
      expect(await page.getByText('Failed to fetch products').count()).toBe(0);
      expect(await page.getByRole('button', { name: fr.selection.generateWithSelection }).isDisabled()).toBe(
        true,
      );
      await page.unroute('**/api/selection/optimal');
      await page.getByRole('button', { name: 'Réessayer' }).click();

      await expectStep(page, PRODUCTS_TITLE);
      await page.getByRole('heading', { level: 2, name: fr.flow.premiumSelection }).waitFor();
      const offer = await (
        await page.request.post('/api/selection/optimal', {
          data: { categories: ['Lit', 'Table de chevet'], style: 'Art Deco', budgetFcfa: null },
        })
      ).json();
      const dearest = offer.offers.reduce(
        (total: number, o: { products: { priceFcfa: number }[] }) =>
          total + Math.max(...o.products.map((p) => p.priceFcfa)),
        0,
      );
      expect(await totalShown(page)).toContain(formatFcfa(dearest));
      await look(page, 'flow-08-products-premium-1280');
      await page.getByRole('button', { name: fr.selection.generateWithSelection }).click();
      await expectStep(page, RESULT_TITLE);
      expect(await page.locator('main').textContent()).toContain(formatFcfa(dearest));
      await look(page, 'flow-09-result-1280');

      for (const title of [
        PRODUCTS_TITLE,
        STYLE_TITLE,
        fr.flow.categoriesTitle,
        fr.flow.methodTitle,
        'Photographiez votre pièce',
      ]) {
        await page.goBack();
        await expectStep(page, title);
      }
      await page.getByRole('button', { name: 'Continuer avec cette photo' }).click();
      await expectStep(page, fr.flow.methodTitle);
      await page.getByRole('link', { name: 'Kër Déco, accueil' }).click();
      await page.getByRole('heading', { level: 1, name: /Votre pièce, meublée/ }).waitFor();
      expect(await storedFlow(page)).toMatchObject({ step: 'landing', image: null });
      expect(await page.getByRole('button', { name: 'Reprendre mon projet' }).count()).toBe(0);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'says every category is chosen once the catalogue has no other (phone)',
    async () => {
      // The demo catalogue has more categories than the 10 allowed: a catalogue of three is served instead.
      const catalogue = ['Canapé', 'Tapis', 'Lit'];
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      await page.route('**/api/categories', (route) => route.fulfill({ json: catalogue }));
      await page.goto('/');
      await uploadRoomPhoto(page);
      await page.getByRole('button', { name: new RegExp(fr.flow.methodAi) }).click();
      await expectStep(page, fr.flow.categoriesTitle);
      const search = page.getByRole('combobox', { name: 'Rechercher une catégorie' });
      await search.click();
      for (let i = 0; i < catalogue.length; i++) await search.press('Enter');
      expect((await storedFlow(page)).categories).toEqual(catalogue);
      await page.getByText(fr.flow.allCategoriesSelected).waitFor();
      expect(await page.getByText(fr.flow.noCategoryFound).count()).toBe(0);
      expect(await page.getByRole('option').count()).toBe(0);
      await look(page, 'flow-04-categories-all-chosen-360');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
