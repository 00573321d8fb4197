import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_SNAPPED_PRODUCTS } from '../../src/domain/constants.js';
import { fr } from '../../src/domain/messages.fr.js';
import { fixturePath } from '../support/fixtures.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import {
  expectStep,
  galleryInput,
  scrollThrough,
  skipCookieBanner,
  storedFlow,
  toastText,
  uploadRoomPhoto,
  WALK_TIMEOUT_MS,
} from './support/flow.js';
import { smallTapTargets } from './support/tap-targets.js';

const app = startAppAndBrowser();

const SCANNER_TITLE = 'Scanner mes meubles';
const FURNITURE = [
  ['products/sofa-grey-fabric.jpg', 'Canapé'],
  ['products/armchair-blue-padded.jpg', 'Fauteuil'],
  ['products/chair-black-shell.jpg', 'Chaise'],
  ['products/side-desk-wooden.jpg', 'Bureau'],
  ['products/bedside-table-white.jpg', 'Table de chevet'],
  ['products/lamp-pendant-white.jpg', 'Luminaires'],
  ['products/plant-bonsai.jpg', 'Accessoires Déco'],
  ['products/stool-wooden.jpg', 'Pouf'],
  ['products/sofa-leather-brown.jpg', 'Canapé'],
] as const;

const form = (page: Page) => page.getByRole('form', { name: 'Ajouter un meuble' });

async function addItem(page: Page, photo: string, category: string) {
  await galleryInput(page).setInputFiles(fixturePath(photo));
  await form(page).getByLabel('Catégorie du meuble').selectOption(category);
  await form(page).getByRole('checkbox').click();
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/snapped-products') && r.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Ajouter ce meuble' }).click();
  expect((await added).status()).toBe(201);
  // The form empties itself for the next item, or gives way to the limit message after the 9th:
  // its list of items comes back a moment after the answer, so either may be on screen.
  const select = form(page).getByLabel('Catégorie du meuble');
  await expect
    .poll(async () => (await form(page).count()) === 0 || (await select.inputValue({ timeout: 200 })) === '')
    .toBe(true);
}

const countShown = (page: Page) =>
  page.getByText(new RegExp(`^\\d+ / ${MAX_SNAPPED_PRODUCTS}$`)).textContent();

describe('own furniture (manual flow)', () => {
  it(
    'adds items with their checks up to the limit of 9, deletes one, survives a reload and shows them on the result page',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, PHONE);
      await skipCookieBanner(page);
      await page.goto('/');
      await uploadRoomPhoto(page);
      await page.getByRole('button', { name: new RegExp(fr.flow.methodScan) }).click();
      await expectStep(page, SCANNER_TITLE);
      expect(await page.getByRole('button', { name: /^Voir le résultat/ }).isDisabled()).toBe(true);
      expect(await countShown(page)).toBe('0 / 9');

      await form(page).getByRole('button', { name: 'Ajouter ce meuble' }).click();
      expect(await toastText(page)).toContain(fr.scanner.photoAndCategoryRequired);
      await galleryInput(page).setInputFiles(fixturePath('products/sofa-grey-fabric.jpg'));
      await form(page).getByRole('button', { name: 'Ajouter ce meuble' }).click();
      expect(await toastText(page)).toContain(fr.scanner.photoAndCategoryRequired);
      await form(page).getByLabel('Catégorie du meuble').selectOption('Canapé');
      await form(page).getByRole('button', { name: 'Ajouter ce meuble' }).click();
      await page.getByText(fr.scanner.rightsRequired).first().waitFor();
      expect(await toastText(page)).toContain(fr.scanner.rightsRequired);
      await scrollThrough(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      await screenshot(page, 'flow-10-scanner-checks-360');

      const consent = page.waitForRequest((r) => r.url().endsWith('/api/log-consent'));
      await form(page).getByRole('checkbox').click();
      const added = page.waitForResponse((r) => r.url().endsWith('/api/snapped-products'));
      await form(page).getByRole('button', { name: 'Ajouter ce meuble' }).click();
      expect((await added).status()).toBe(201);
      expect(JSON.parse((await consent).postDataJSON().details)).toMatchObject({
        imageProcessingAuthorized: true,
      });
      await expect.poll(() => countShown(page)).toBe('1 / 9');

      for (const [photo, category] of FURNITURE.slice(1)) await addItem(page, photo, category);
      await expect.poll(() => countShown(page)).toBe('9 / 9');
      await page.getByText(fr.scanner.limitReached).waitFor();
      expect(await form(page).count()).toBe(0);
      const imageId = ((await storedFlow(page)).image as { id: number }).id;
      const listed = await page.request.get(`/api/snapped-products/${imageId}`);
      expect((await listed.json()).products).toHaveLength(MAX_SNAPPED_PRODUCTS);
      await scrollThrough(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      await screenshot(page, 'flow-11-scanner-full-360');

      await page.reload();
      await expectStep(page, SCANNER_TITLE);
      await expect.poll(() => countShown(page)).toBe('9 / 9');

      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
      await page.getByRole('button', { name: 'Supprimer le meuble 9 : Canapé' }).click();
      expect((await deleted).status()).toBe(204);
      await expect.poll(() => countShown(page)).toBe('8 / 9');
      await form(page).waitFor();

      await page.getByRole('button', { name: 'Voir le résultat avec 8 meubles' }).click();
      await expectStep(page, 'Votre projet');
      expect(await page.getByText('Votre meuble').count()).toBe(8);
      expect((await storedFlow(page)).snappedProducts).toHaveLength(8);
      expect(await storedFlow(page)).toMatchObject({ mode: 'manual' });
      await scrollThrough(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      await screenshot(page, 'flow-12-result-manual-360');

      await page.goBack();
      await expectStep(page, SCANNER_TITLE);
      await page.getByRole('button', { name: fr.flow.changeMethod }).click();
      await expectStep(page, fr.flow.methodTitle);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'lays the scanner out beside the list on a desktop screen and reaches the result page',
    async () => {
      const { context, page } = await newPage(app.browser, app.server.url, DESKTOP);
      await skipCookieBanner(page);
      await page.goto('/');
      await uploadRoomPhoto(page, { fixture: 'rooms/bedroom-nightstand-lamp.jpg' });
      await page.getByRole('button', { name: new RegExp(fr.flow.methodScan) }).click();
      await expectStep(page, SCANNER_TITLE);
      await addItem(page, 'products/lamp-table-stained-glass-1.jpg', 'Luminaires');
      await addItem(page, 'products/bedside-table-white.jpg', 'Table de chevet');
      await expect.poll(() => countShown(page)).toBe('2 / 9');
      expect(await page.getByRole('button', { name: 'Prendre une photo' }).count()).toBe(0);
      await scrollThrough(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'flow-11-scanner-1280');
      await page.getByRole('button', { name: 'Voir le résultat avec 2 meubles' }).click();
      await expectStep(page, 'Votre projet');
      expect(await page.getByText('Votre meuble').count()).toBe(2);
      await scrollThrough(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'flow-12-result-manual-1280');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
