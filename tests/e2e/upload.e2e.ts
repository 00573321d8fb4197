import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/domain/messages.fr.js';
import { fixturePath, readFixture } from '../support/fixtures.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, screenshot } from './support/browser.js';
import {
  expectStep,
  galleryInput,
  skipCookieBanner,
  storedFlow,
  toastText,
  WALK_TIMEOUT_MS,
} from './support/flow.js';
import { smallTapTargets } from './support/tap-targets.js';

const app = startAppAndBrowser();
let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-upload-e2e-'));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

const CONSENT = /droits sur cette photo/;

async function openUpload(viewport = undefined as undefined | typeof DESKTOP) {
  const { context, page } = await newPage(app.browser, app.server.url, viewport);
  await skipCookieBanner(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Créer mon moodboard' }).first().click();
  await expectStep(page, 'Photographiez votre pièce');
  return { context, page };
}

const consentDetails = (request: Request) => {
  const body = request.postDataJSON();
  return { ...body, details: JSON.parse(body.details) };
};

describe('room photo upload', () => {
  it(
    'sends a 12-megapixel phone photo resized in the browser, logs the image-rights consent twice, and moves on',
    async () => {
      const { context, page } = await openUpload();
      const analyse = page.getByRole('button', { name: fr.upload.analyse });
      expect(await analyse.isDisabled()).toBe(true);

      const original = await readFixture('rooms/living-room-roomgpt-original.jpg');
      await galleryInput(page).setInputFiles(fixturePath('rooms/living-room-roomgpt-original.jpg'));
      await page.getByRole('img', { name: 'Aperçu : votre pièce' }).waitFor();
      expect(await analyse.isDisabled()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);

      const tickLog = page.waitForRequest((r) => r.url().endsWith('/api/log-consent'));
      await page.getByRole('checkbox', { name: CONSENT }).click();
      const ticked = consentDetails(await tickLog);
      expect(ticked).toMatchObject({
        action: 'image_rights',
        consentType: 'image_rights',
        consentGiven: true,
        details: {
          imageProcessingAuthorized: true,
          imageId: null,
          imageHash: expect.stringMatching(/^[0-9a-f]{14}$/),
        },
      });
      expect(await analyse.isEnabled()).toBe(true);
      await screenshot(page, 'flow-upload-preview-360');

      const uploadRequest = page.waitForRequest((r) => r.url().endsWith('/api/upload'));
      const uploadResponse = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
      const afterLog = page.waitForRequest(
        (r) => r.url().endsWith('/api/log-consent') && JSON.parse(r.postDataJSON().details).imageId !== null,
      );
      await analyse.click();
      const response = await uploadResponse;
      const requestBodySize = Number(await (await uploadRequest).headerValue('content-length'));
      // The browser re-encoded 4032×3024 to 2048 px before sending: far less than the original crosses the network.
      expect(requestBodySize).toBeGreaterThan(50_000);
      expect(requestBodySize).toBeLessThan(original.length * 0.6);
      expect(response.status()).toBe(201);
      const image = await response.json();
      expect([image.width, image.height]).toEqual([2048, 1536]);

      expect(await toastText(page)).toContain(fr.upload.successTitle);
      expect(await toastText(page)).toContain(fr.upload.successBody);
      const logged = consentDetails(await afterLog);
      expect(logged).toMatchObject({
        action: 'image_rights',
        consentGiven: true,
        details: { imageProcessingAuthorized: true, imageId: image.id },
      });
      expect(logged.details.imageHash).not.toBe(ticked.details.imageHash);

      await expectStep(page, fr.flow.methodTitle);
      expect(await storedFlow(page)).toMatchObject({
        step: 'method',
        image: { id: image.id, filename: image.filename, url: `/uploads/${image.filename}` },
        budgetFcfa: null,
      });
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'reads "Analyse en cours..." with a progress bar while the photo travels, every control a finger’s size (phone)',
    async () => {
      const { context, page } = await openUpload();
      expect(await smallTapTargets(page)).toEqual([]);
      await galleryInput(page).setInputFiles(fixturePath('rooms/living-room-2.jpg'));
      await page.getByRole('checkbox', { name: CONSENT }).click();
      expect(await smallTapTargets(page)).toEqual([]);
      // The upload is held on its way to the server, as over a slow mobile connection.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/upload', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: fr.upload.analyse }).click();
      const busy = page.getByRole('button', { name: fr.upload.analysing });
      await busy.waitFor();
      expect(await busy.textContent()).toBe('Analyse en cours...');
      expect(await busy.isDisabled()).toBe(true);
      const progress = page.getByRole('progressbar', { name: 'Envoi de la photo' });
      expect(await progress.isVisible()).toBe(true);
      await screenshot(page, 'flow-upload-in-progress-360');
      release();
      await expectStep(page, fr.flow.methodTitle);
      expect(await progress.count()).toBe(0);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'applies the orientation a phone writes in EXIF while resizing',
    async () => {
      const sideways = path.join(tmp, 'portrait.jpg');
      await fs.writeFile(
        sideways,
        await sharp(await readFixture('rooms/living-room-roomgpt-original.jpg'))
          .withMetadata({ orientation: 6 })
          .jpeg({ quality: 90 })
          .toBuffer(),
      );
      const { context, page } = await openUpload();
      await galleryInput(page).setInputFiles(sideways);
      await page.getByRole('checkbox', { name: CONSENT }).click();
      const uploadResponse = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
      await page.getByRole('button', { name: fr.upload.analyse }).click();
      const image = await (await uploadResponse).json();
      expect([image.width, image.height]).toEqual([1536, 2048]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the server’s French format toast for a text file named .jpg, which the browser let through',
    async () => {
      const fake = path.join(tmp, 'salon.jpg');
      await fs.writeFile(fake, 'ceci est un texte, pas une photo\n'.repeat(40));
      const { context, page } = await openUpload();
      await galleryInput(page).setInputFiles(fake);
      await page.getByText(fr.media.imageUnavailable).waitFor();
      await page.getByRole('checkbox', { name: CONSENT }).click();
      const uploadResponse = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
      await page.getByRole('button', { name: fr.upload.analyse }).click();
      expect((await uploadResponse).status()).toBe(415);
      const toast = await toastText(page);
      expect(toast).toContain(fr.upload.unsupportedTitle);
      expect(toast).toContain(fr.upload.unsupportedBody);
      await expectStep(page, 'Photographiez votre pièce');
      expect(await page.getByRole('button', { name: fr.upload.analyse }).isEnabled()).toBe(true);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a file that is not an image, and one over 10 MB, before sending anything',
    async () => {
      const { context, page } = await openUpload();
      let uploads = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/upload')) uploads++;
      });
      await galleryInput(page).setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('bonjour'),
      });
      let toast = await toastText(page);
      expect(toast).toContain(fr.upload.unsupportedTitle);
      expect(toast).toContain(fr.upload.unsupportedBody);

      await galleryInput(page).setInputFiles({
        name: 'enorme.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      await page.getByText(fr.upload.tooLargeTitle).first().waitFor();
      toast = await toastText(page);
      expect(toast).toContain(fr.upload.tooLargeBody);
      expect(await page.getByRole('button', { name: fr.upload.dropHere }).isVisible()).toBe(true);
      expect(uploads).toBe(0);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'takes a dropped photo, clears it with Changer, and checks the budget before sending (desktop)',
    async () => {
      const { context, page } = await openUpload(DESKTOP);
      const bytes = (await readFixture('rooms/bedroom-1.jpg')).toString('base64');
      const dataTransfer = await page.evaluateHandle((base64) => {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([data], 'chambre.jpg', { type: 'image/jpeg' }));
        return transfer;
      }, bytes);
      await page.getByRole('button', { name: fr.upload.dropHere }).dispatchEvent('drop', { dataTransfer });
      await page.getByRole('img', { name: 'Aperçu : votre pièce' }).waitFor();
      expect(await page.getByText('chambre.jpg').isVisible()).toBe(true);
      await page.getByRole('button', { name: fr.upload.change }).click();
      await page.getByRole('button', { name: fr.upload.dropHere }).waitFor();

      await galleryInput(page).setInputFiles(fixturePath('rooms/bedroom-1.jpg'));
      await page.getByRole('checkbox', { name: CONSENT }).click();
      const budget = page.getByLabel('Votre budget (optionnel)');
      expect(await budget.getAttribute('placeholder')).toBe(fr.upload.budgetPlaceholder);
      await budget.fill('-2000');
      await page.getByRole('button', { name: fr.upload.analyse }).click();
      await page.getByText(fr.selection.budgetMustBePositive).waitFor();

      await budget.fill('450 000');
      const uploadResponse = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
      await page.getByRole('button', { name: fr.upload.analyse }).click();
      expect((await uploadResponse).status()).toBe(201);
      await expectStep(page, fr.flow.methodTitle);
      expect(await storedFlow(page)).toMatchObject({ budgetFcfa: 450_000 });
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
