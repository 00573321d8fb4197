import type { Locator, Page, Response } from 'playwright-core';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../../src/domain/constants.js';
import { fr } from '../../../src/domain/messages.fr.js';
import { fixturePath } from '../../support/fixtures.js';

/** A walk through several steps on a busy machine (pictures drawn on first request) needs more than the default. */
export const WALK_TIMEOUT_MS = 300_000;

/** A stored cookie choice, so the banner stays out of the way of what a test looks at. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        essential: true,
        analytics: false,
        timestamp: new Date().toISOString(),
        version: '1.0',
      }),
    );
  }, COOKIE_CONSENT_STORAGE_KEY);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const PREVIEW_PHOTO_ALT = 'Votre pièce, avec l’emplacement de chaque meuble';

/** The generated room on the result page. */
export const generatedRoom = (page: Page): Locator =>
  page.getByAltText('Votre pièce meublée avec les produits choisis', { exact: true });

/** Waits for the generated room on the result page: a render takes seconds, a cold browser more. */
export async function generatedRoomShown(page: Page): Promise<void> {
  await generatedRoom(page).waitFor({ timeout: 60_000 });
}

/** Step 4's photo under the outlines. */
export const previewPhoto = (page: Page): Locator => page.getByAltText(PREVIEW_PHOTO_ALT, { exact: true });

/**
 * Waits for step 4's photo under the outlines to have loaded its pixels (the `src` it has when
 * this is called or later). The image is looked up afresh on each try: one React replaced meanwhile
 * is not the one waited for.
 */
export async function previewPhotoLoaded(page: Page): Promise<void> {
  await page.waitForFunction((alt) => {
    const photo = [...document.images].find((image) => image.alt === alt);
    return Boolean(photo?.complete && photo.naturalWidth > 0);
  }, PREVIEW_PHOTO_ALT);
}

/** Waits for the h1 of a step (every step focuses its own). */
export async function expectStep(page: Page, title: string): Promise<void> {
  await heading(page, title).waitFor();
}

/** The text of the toast on screen (one at a time). */
export async function toastText(page: Page): Promise<string> {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .locator('li')
    .first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

/** The gallery input of the photo picker (the camera one carries `capture`). */
export const galleryInput = (page: Page) => page.locator('input[type=file]:not([capture])').first();

/** From the landing to the photo step, by the landing's call to action (a link). */
export async function openPhotoStep(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Créer mon moodboard' }).first().click();
  await expectStep(page, 'Photographiez votre pièce');
}

/** From the landing to the method step with a real room photo; returns the upload response. */
export async function uploadRoomPhoto(
  page: Page,
  options: { fixture?: string; budget?: string } = {},
): Promise<Response> {
  await openPhotoStep(page);
  await galleryInput(page).setInputFiles(fixturePath(options.fixture ?? 'rooms/living-room-2.jpg'));
  if (options.budget !== undefined) await page.getByLabel('Votre budget (optionnel)').fill(options.budget);
  await page.getByRole('checkbox', { name: /droits sur cette photo/ }).click();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
  await page.getByRole('button', { name: fr.upload.analyse }).click();
  const response = await uploaded;
  if (response.status() !== 201)
    throw new Error(`upload answered ${response.status()}: ${await response.text()}`);
  await expectStep(page, fr.flow.methodTitle);
  return response;
}

/** Adds categories through the searchable dropdown, typing part of each name. */
export async function addCategories(page: Page, names: readonly string[]): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Rechercher une catégorie' });
  for (const name of names) {
    await search.fill(name.slice(0, 4));
    await page
      .getByRole('option', { name: new RegExp(`^\\S*\\s*${name}`) })
      .first()
      .click();
  }
  await search.press('Escape');
}

/** The 'n / total' counter of the style carousel. */
export async function carouselPosition(page: Page): Promise<string> {
  return (
    (await page
      .getByText(/^\d+ \/ \d+$/)
      .first()
      .textContent()) ?? ''
  );
}

/** Scrolls the whole page so lazy pictures load, then back to the top, before a screenshot. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    // 'instant': the page scrolls smoothly by default, and a smooth scroll would not get anywhere in 30 ms.
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(30);
  }
  // The server draws catalogue and landing pictures on their first request: the landing's 22 are
  // 3D renders of about 2 s each on two cores, longer while other tests run beside them.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 150_000,
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The flow state the app keeps in sessionStorage. */
export async function storedFlow(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('kerdeco-flow'))) ?? '{}');
}
