import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationView } from '../../src/contracts/generation.js';
import { fr } from '../../src/domain/messages.fr.js';
import type { SceneDescription } from '../../src/domain/scene.js';
import { resized } from '../../src/domain/scene-edit.js';
import { emptyRoomPhoto } from '../support/empty-room.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { generatedRoom, skipCookieBanner } from './support/flow.js';
import {
  createQuoteFor,
  paidGeneration,
  pickProducts,
  type Room,
  uploadRoom,
  visitAs,
} from './support/paid-flow.js';

let room: Room;
let products: Awaited<ReturnType<typeof pickProducts>>;

const e2e = startAppAndBrowser();
beforeAll(async () => {
  room = await uploadRoom(e2e.server.url);
  products = await pickProducts(e2e.server.url, ['Canapé', 'Table basse', 'Tapis', 'Luminaires']);
});

describe('/checkout', () => {
  it('first Finaliser reveals the form, the second confirms; then the quote shows Commande bien reçue', async () => {
    const quoteId = await createQuoteFor(e2e.server.url, room, products);
    const { context, page } = await newPage(e2e.browser, e2e.server.url, PHONE);
    await visitAs(context, e2e.server.url, room);
    await skipCookieBanner(page);
    await page.goto(`/checkout?quoteId=${quoteId}`);
    await page.getByRole('heading', { name: 'Finaliser votre commande' }).waitFor();
    expect(await page.getByText(/^Devis n° KD-/).count()).toBe(1);
    for (const p of products) expect(await page.getByText(p.name).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Nom complet').count()).toBe(0);
    await screenshot(page, 'checkout-quote-360');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: fr.checkout.finalize, exact: true }).click();
    await page.getByLabel('Nom complet').waitFor();
    await page.getByRole('button', { name: fr.checkout.finalize, exact: true }).click();
    await page.getByText(fr.checkout.requiredFields).first().waitFor();
    expect(await page.getByText(fr.checkout.consentRequired).count()).toBeGreaterThan(0);

    await page.getByLabel('Nom complet').fill('Awa Diop');
    await page.getByLabel('Adresse email').fill('awa.example.sn');
    await page.getByLabel('Téléphone').fill('+221 77 123 45 67');
    await page.getByLabel('Adresse de livraison').fill('Sicap Liberté 6, Dakar');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: fr.checkout.finalize, exact: true }).click();
    await page.getByText(fr.checkout.emailInvalid).first().waitFor();
    await page.getByLabel('Adresse email').fill('awa@example.sn');
    await screenshot(page, 'checkout-form-360');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: fr.checkout.finalize, exact: true }).click();
    await page.getByText('Commande confirmée', { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await page.goto(`/checkout?quoteId=${quoteId}`);
    await page.getByRole('heading', { name: fr.checkout.orderReceived }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Awa Diop');
    expect(text).toMatch(/n° KD-\d{8}-[0-9A-F]{6}/);
    expect(text).toMatch(/\d[\s\u202f]\d{3} FCFA/);
    await screenshot(page, 'checkout-received-360');
    await context.close();
  });

  it('Reporter la commande saves a deferred order and goes home; the desktop layout holds', async () => {
    const quoteId = await createQuoteFor(e2e.server.url, room, products.slice(0, 2));
    const { context, page } = await newPage(e2e.browser, e2e.server.url, DESKTOP);
    await visitAs(context, e2e.server.url, room);
    await skipCookieBanner(page);
    await page.addInitScript(
      (id) => sessionStorage.setItem('kerdeco-checkout', JSON.stringify({ quoteId: id })),
      quoteId,
    );
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Finaliser votre commande' }).waitFor();
    await screenshot(page, 'checkout-quote-1280');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: fr.checkout.defer }).click();
    await page.getByText('Commande reportée', { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const answer = await fetch(`${e2e.server.url}/api/quotes/by-id/${quoteId}`, {
      headers: { cookie: room.cookie },
    });
    const view = (await answer.json()) as {
      order: { status: string };
    };
    expect(view.order.status).toBe('deferred');
    await context.close();
  });

  it('without a quote it goes back home', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, PHONE);
    await skipCookieBanner(page);
    await page.goto('/checkout');
    await page.waitForURL((url) => url.pathname === '/' && !url.search, { timeout: 10_000 });
    await context.close();
  });
});

describe('/generated-room', () => {
  it('finds a generated room again by its session and shows tappable product markers', async () => {
    // An empty room, where the layout stands every piece: the furnished fixture leaves most out.
    const room = await uploadRoom(e2e.server.url, await emptyRoomPhoto());
    const generated = await paidGeneration(e2e.server.url, room, products, 'e2e-generated-room');
    const view = (await generated.json()) as { imageId: number; placements: unknown[] };
    expect(view.placements.length).toBeGreaterThan(0);
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, viewport);
      await skipCookieBanner(page);
      await page.goto(`/generated-room?imageId=${view.imageId}&sessionId=e2e-generated-room`);
      await page.getByRole('heading', { name: 'Votre pièce meublée' }).waitFor();
      expect(await page.getByText(`Image n° ${view.imageId}`).count()).toBe(1);
      const markers = page.getByRole('button', { name: /^\d+\. / });
      await markers.first().waitFor();
      expect(await markers.count()).toBe(view.placements.length);
      await generatedRoom(page).evaluate((img: HTMLImageElement) =>
        img.complete ? null : new Promise((r) => img.addEventListener('load', r)),
      );
      await markers.first().click();
      expect(await markers.first().getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('button', { name: 'Fermer la fiche du produit' }).count()).toBe(1);
      await screenshot(page, `generated-room-${viewport.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('a TV unit found again carries the staged-television line only when a set was drawn on it: not once the visitor made it taller than a stand', async () => {
    const room = await uploadRoom(e2e.server.url, await emptyRoomPhoto());
    const pieces = await pickProducts(e2e.server.url, ['Canapé', 'Table basse', 'Meuble TV']);
    const tvKey = `product:${pieces[2]?.id}`;
    const proposed = await fetch(`${e2e.server.url}/api/scene`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: room.cookie },
      body: JSON.stringify({ imageId: room.image.id, selectedProducts: pieces }),
    });
    expect(proposed.status).toBe(200);
    const { scene } = (await proposed.json()) as { scene: SceneDescription };
    const unit = scene.placements.find((p) => p.key === tvKey);
    if (!unit) throw new Error(`TV unit not placed: ${JSON.stringify(scene.unplaced)}`);
    expect(unit.heightM).toBeLessThanOrEqual(1);
    // As the visitor's « Agrandir » does at step 4, until the unit stands taller than a stand.
    let taller = unit;
    while (taller.heightM <= 1) taller = resized(taller, 1.1);
    const arranged = {
      ...scene,
      placements: scene.placements.map((p) => (p.key === tvKey ? taller : p)),
    };
    for (const [sessionId, layout, staged] of [
      ['e2e-generated-tv-low', scene, true],
      ['e2e-generated-tv-tall', arranged, false],
    ] as const) {
      const generated = await paidGeneration(e2e.server.url, room, pieces, sessionId, { scene: layout });
      expect(generated.status).toBe(200);
      const view = (await generated.json()) as GenerationView;
      const drawn = view.placements.find((p) => p.category === 'Meuble TV');
      expect(drawn?.television === true).toBe(staged);
      const { context, page } = await newPage(e2e.browser, e2e.server.url, PHONE);
      await skipCookieBanner(page);
      await page.goto(`/generated-room?imageId=${view.imageId}&sessionId=${sessionId}`);
      const tvMarker = page.getByRole('button', { name: `Meuble TV : ${pieces[2]?.name}` });
      await tvMarker.waitFor();
      await generatedRoom(page).evaluate((img: HTMLImageElement) =>
        img.complete ? null : new Promise((r) => img.addEventListener('load', r)),
      );
      expect(await page.getByText(fr.media.stagedTelevision).count()).toBe(staged ? 1 : 0);
      await screenshot(page, `generated-room-tv-${staged ? 'low' : 'tall'}-360`);
      await context.close();
    }
  }, 120_000);

  it("without parameters still says 'Image non trouvée'", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, PHONE);
    await skipCookieBanner(page);
    await page.goto('/generated-room');
    await page.getByRole('heading', { name: fr.pages.imageNotFound }).waitFor();
    await context.close();
  });
});
