import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_SNAPPED_PRODUCTS } from '../../src/domain/constants.js';
import { fr } from '../../src/domain/messages.fr.js';
import type { CutoutFrameInput } from '../../src/domain/validation.js';
import { fixturePath } from '../support/fixtures.js';
import { FURNITURE_FRAMES } from '../support/furniture-frames.js';
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

type Point = readonly [number, number];

const form = (page: Page) => page.getByRole('form', { name: 'Ajouter un meuble' });

const cutoutAnswer = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/snapped-products/cutout') && r.request().method() === 'POST',
  );

/** Draws over the photo being framed, through points in shares of it: a finger on a phone, a mouse on a desktop. */
async function drawOnPhoto(page: Page, points: readonly Point[]) {
  const surface = page.getByRole('application', { name: 'Photo du meuble à encadrer' });
  // The surface takes its height from the photo: measured before the photo is decoded, it is a
  // thin strip, and a box drawn on it has no height (CI once failed so). A visitor draws on the
  // photo they see.
  await surface.locator('img').evaluate(async (img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) await img.decode();
  });
  // In the middle of the screen, clear of the sticky header and the bottom bar.
  await surface.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await surface.boundingBox();
  if (!box) throw new Error('the photo to frame is not on screen');
  const at = ([x, y]: Point) => ({ x: box.x + x * box.width, y: box.y + y * box.height });
  const [first, ...rest] = points.map(at) as [{ x: number; y: number }, ...{ x: number; y: number }[]];
  if ((page.viewportSize()?.width ?? 0) < 600) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
    let from = first;
    for (const to of rest) {
      for (let step = 1; step <= 6; step++) {
        const touch = { x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [touch] });
      }
      from = to;
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 6 });
  await page.mouse.up();
}

/** Frames the piece: the box, the strokes, then 'Détourer'; the cut-out is then shown. */
async function framePiece(page: Page, frame: CutoutFrameInput, shot?: string) {
  await page.getByTestId('cutout-framer').waitFor();
  const { x, y, width, height } = frame.box;
  await drawOnPhoto(page, [
    [x, y],
    [x + width, y + height],
  ]);
  for (const [tool, strokes] of [
    ['Garder', frame.keep ?? []],
    ['Retirer', frame.remove ?? []],
  ] as const) {
    if (strokes.length === 0) continue;
    await form(page).getByRole('button', { name: tool, exact: true }).click();
    for (const stroke of strokes) await drawOnPhoto(page, stroke);
  }
  // What the visitor sees while framing: the screen, not the whole page.
  if (shot) await page.screenshot({ path: `test-results/screenshots/${shot}.png` });
  const answer = cutoutAnswer(page);
  await form(page).getByRole('button', { name: 'Détourer' }).click();
  expect(await (await answer).json()).toMatchObject({ confident: true });
  await form(page).getByRole('img', { name: 'Votre meuble détouré' }).waitFor();
}

/** Picks the photo and waits for its cut-out: shown at once, or framed by the visitor first. */
async function choosePhoto(page: Page, photo: string) {
  const answer = cutoutAnswer(page);
  await galleryInput(page).setInputFiles(fixturePath(photo));
  const { confident } = await (await answer).json();
  const frame = FURNITURE_FRAMES[photo];
  // The photos framed here are exactly those the automatic cut-out is not sure of.
  expect(confident).toBe(!frame);
  if (frame) await framePiece(page, frame);
  else await form(page).getByRole('img', { name: 'Votre meuble détouré' }).waitFor();
}

async function addItem(page: Page, photo: string, category: string) {
  await choosePhoto(page, photo);
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
      // A sofa in its living room: the automatic cut-out is not sure, so the visitor frames it.
      const unsure = cutoutAnswer(page);
      await galleryInput(page).setInputFiles(fixturePath('products/sofa-grey-fabric.jpg'));
      expect(await (await unsure).json()).toMatchObject({ confident: false });
      await page.getByTestId('cutout-framer').waitFor();
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

      // Not framed yet: nothing is sent, the visitor is asked to frame it.
      const consent = page.waitForRequest((r) => r.url().endsWith('/api/log-consent'));
      await form(page).getByRole('checkbox').click();
      let sent = 0;
      const count = (r: { url(): string; method(): string }) => {
        if (r.url().endsWith('/api/snapped-products') && r.method() === 'POST') sent++;
      };
      page.on('request', count);
      await form(page).getByRole('button', { name: 'Ajouter ce meuble' }).click();
      expect(await toastText(page)).toContain(fr.scanner.frameNeeded);
      page.off('request', count);
      expect(sent).toBe(0);
      await framePiece(
        page,
        FURNITURE_FRAMES['products/sofa-grey-fabric.jpg'] as CutoutFrameInput,
        'flow-10a-scanner-framing-360',
      );
      await scrollThrough(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'flow-10b-scanner-cutout-360');

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
