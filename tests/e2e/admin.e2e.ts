import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GENERATION_PRICE_FCFA, LOGIN_REDIRECT_DELAY_MS } from '../../src/domain/constants.js';
import { fr } from '../../src/domain/messages.fr.js';
import { formatFcfa } from '../../src/domain/money.js';
import { fixturePath } from '../support/fixtures.js';
import { startAppAndBrowser } from './support/app-and-browser.js';
import { accessibilityViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { skipCookieBanner, WALK_TIMEOUT_MS } from './support/flow.js';
import { createQuoteFor, paidGeneration, pickProducts, uploadRoom } from './support/paid-flow.js';
import { startServer } from './support/server.js';

const ADMIN = { username: 'gerante', password: 'un-mot-de-passe-pour-les-tests' };

// The prepared data already has the first-start 'admin'; this configured account is created on start.
const e2e = startAppAndBrowser({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  COMMISSION_RATE: '0.1',
});

async function adminPage(viewport: { width: number; height: number } = DESKTOP) {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, viewport);
  await skipCookieBanner(page);
  await page.goto('/admin-login');
  await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Tableau de bord KPI', level: 1 }).waitFor();
  return { context, page };
}

async function closeDialog(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** A tab of the sidebar; on a phone the sidebar is folded behind its menu button first. */
async function openTab(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Menu admin' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('button', { name: label }).click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Chargement' }).waitFor({ state: 'detached' });
}

/** A tab as an administrator sees it on a 360 px phone: no accessibility violation, and a screenshot to look at. */
async function checkTabOnPhone(label: string, shot: string) {
  const { context, page } = await adminPage(PHONE);
  await openTab(page, label);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, shot);
  await context.close();
}

/** A toast by its text, found in the DOM: an open modal dialog hides the rest of the page from the accessibility tree. */
const toastWith = (page: Page, text: string | RegExp) => page.locator('ol > li', { hasText: text }).first();

/** What a visitor does through the public API: photo, paid sandbox payment, generation, quote, order. */
async function visitorBuys(orderStatus: 'confirmed' | 'deferred' | null, label: string) {
  const room = await uploadRoom(e2e.server.url);
  const products = await pickProducts(e2e.server.url, ['Canapé', 'Table basse']);
  const generated = await paidGeneration(e2e.server.url, room, products, `e2e-admin-${label}`, {
    contactInfo: { phone: '+221771234567', email: `${label}@example.sn` },
  });
  expect(generated.status).toBe(200);
  const { imageId } = (await generated.json()) as { imageId: number };
  const quoteId = await createQuoteFor(e2e.server.url, room, products);
  let orderTotal = 0;
  if (orderStatus) {
    const res = await fetch(`${e2e.server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: room.cookie },
      body: JSON.stringify({
        quoteId,
        status: orderStatus,
        ...(orderStatus === 'confirmed'
          ? {
              customerName: `Client ${label}`,
              customerEmail: `${label}@example.sn`,
              customerPhone: '+221771234567',
              customerAddress: 'Sicap Liberté 6, Dakar',
            }
          : {}),
      }),
    });
    expect(res.status).toBe(201);
    orderTotal = ((await res.json()) as { order: { totalAmount: number } }).order.totalAmount;
  }
  return { imageId, quoteId, orderTotal, products };
}

const publicNames = async (category: string) => {
  const res = await fetch(`${e2e.server.url}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categories: [category] }),
  });
  const body = (await res.json()) as {
    productsByCategory: Record<string, Array<{ name: string; store: string }>>;
  };
  return body.productsByCategory[category] ?? [];
};

describe('login and access', () => {
  it('keeps /admin for the administrator: toast and redirect without a session', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, PHONE);
    await skipCookieBanner(page);
    await page.goto('/admin');
    await toastWith(page, fr.admin.unauthorized).waitFor();
    const started = Date.now();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    expect(Date.now() - started).toBeGreaterThan(800);
    await page.goto('/quotes');
    await page.waitForURL((url) => url.pathname === '/admin-login');
    await context.close();
  });

  it('refuses blank fields and a wrong password, shows the password on demand, then logs in', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, viewport);
      await skipCookieBanner(page);
      await page.goto('/admin-login');
      await page.getByRole('heading', { name: 'Espace administrateur' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `admin-login-${viewport.width}`);
      if (viewport === DESKTOP) {
        await context.close();
        continue;
      }
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await toastWith(page, fr.admin.loginRequired).waitFor();
      await expect.poll(() => toastWith(page, fr.admin.inputErrorTitle).count()).toBe(1);

      await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
      const password = page.getByLabel('Mot de passe', { exact: true });
      await password.fill('pas-le-bon');
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await toastWith(page, fr.admin.badCredentials).waitFor();
      await expect.poll(() => toastWith(page, fr.admin.loginError).count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/admin-login');

      await password.fill(ADMIN.password);
      // Timed from the click: the toast is seen whenever the test gets to look, late on a busy machine.
      const clicked = Date.now();
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await toastWith(page, fr.backOffice.loginSucceeded).waitFor();
      await page.waitForURL((url) => url.pathname === '/admin');
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS);
      await page.getByRole('heading', { name: 'Tableau de bord KPI', level: 1 }).waitFor();
      // Already logged in: the login page sends straight to the panel.
      await page.goto('/admin-login');
      await page.waitForURL((url) => url.pathname === '/admin');
      await context.close();
    }
  });
});

describe('KPI', () => {
  it('shows the figures of what visitors did through the public API, and processes an order from its preview', async () => {
    const bought = await visitorBuys('confirmed', 'kpi-awa');
    await visitorBuys('deferred', 'kpi-moussa');
    await visitorBuys(null, 'kpi-fatou');
    const { context, page } = await adminPage(DESKTOP);
    const images = page.locator('section', { has: page.getByRole('heading', { name: 'Images générées' }) });
    const orders = page.locator('section', { has: page.getByRole('heading', { name: 'Commandes' }) });
    const today = (section: typeof images) => section.getByRole('button', { name: /^Aujourd'hui/ });
    // The card's lines, each whole: the count and the amount cannot be mistaken for one another.
    const lines = async (section: typeof images) =>
      (await today(section).innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
    const commission = Math.round(bought.orderTotal * 0.1);
    await expect
      .poll(() => lines(images))
      .toBe(`Aujourd'hui 3 image(s) Recette : ${formatFcfa(3 * GENERATION_PRICE_FCFA)} Voir la liste →`);
    expect(await lines(orders)).toBe(
      `Aujourd'hui 2 commande(s) Commission : ${formatFcfa(commission)} Voir la liste →`,
    );
    const total = page.getByText('Commission totale').locator('..');
    expect(await total.innerText()).toContain(formatFcfa(commission));
    expect(
      await page
        .getByRole('img', { name: /Sur 30 jours : 3 image\(s\) générée\(s\) et 2 commande\(s\)/ })
        .count(),
    ).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-kpi-1280');

    // A product card expands to every entry.
    const byStyle = page.getByRole('region', { name: 'Par style' });
    await byStyle.getByRole('button', { name: /Tout afficher/ }).click();
    await expect.poll(() => byStyle.getByRole('listitem').count()).toBe(20);

    await today(images).click();
    const list = page.getByRole('dialog', { name: /Images générées · Aujourd'hui/ });
    await list.waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await today(orders).click();
    const orderList = page.getByRole('dialog', { name: /Commandes · Aujourd'hui/ });
    await orderList.getByRole('button', { name: /Client kpi-awa/ }).click();
    const preview = page.getByRole('dialog', { name: /^Commande n° / });
    await preview.getByText('Confirmée').waitFor();
    await preview.getByRole('button', { name: 'Marquer comme traitée' }).click();
    const notes = page.getByRole('dialog', { name: 'Marquer comme traitée' });
    await notes.getByLabel('Notes (facultatives)').fill('Livrée à Sicap');
    await notes.getByRole('button', { name: 'Marquer comme traitée' }).click();
    await toastWith(page, fr.backOffice.orderProcessed).waitFor();
    await orderList
      .getByRole('button', { name: /Client kpi-awa/ })
      .getByText(fr.admin.orderProcessed)
      .waitFor();
    // The KPI preview offers 'mark as processed' for confirmed orders only.
    await orderList.getByRole('button', { name: /Client non renseigné/ }).click();
    const deferredPreview = page.getByRole('dialog', { name: /^Commande n° / });
    await deferredPreview.getByText(fr.admin.orderDeferred).waitFor();
    await expect
      .poll(() => deferredPreview.getByRole('button', { name: 'Marquer comme traitée' }).count())
      .toBe(0);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.getByText('Commission totale').waitFor();
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'admin-kpi-360');
    await phone.context.close();
  });
});

describe('products', () => {
  it(
    'adds, edits, toggles and bulk-disables products; the public catalogue follows',
    async () => {
      const { context, page } = await adminPage(DESKTOP);
      await openTab(page, 'Produits');
      await expect.poll(() => page.getByRole('row').count()).toBe(21);
      await expect.poll(() => page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'admin-products-1280');

      await page.getByRole('button', { name: '+ Ajouter un produit' }).click();
      const form = page.getByRole('dialog', { name: 'Ajouter un produit' });
      await form.getByRole('button', { name: 'Ajouter le produit' }).click();
      await form.getByText(fr.backOffice.nameRequired).waitFor();
      await form.getByLabel('Nom').fill('Fauteuil Baobab E2E');
      await form.getByLabel('Catégorie').fill('Fauteuil');
      await form.getByLabel('Prix').fill('sur demande');
      await form.getByRole('button', { name: 'Ajouter le produit' }).click();
      await form.getByText(fr.backOffice.priceWithoutDigits).waitFor();
      await form.getByLabel('Prix').fill('185 000 FCFA');
      await form.getByLabel('Magasin').fill('Atelier E2E');
      await form.getByLabel('Pays').selectOption('Maroc');
      await form.getByLabel('Style').selectOption('Bohemian');
      await expect.poll(() => form.getByLabel('Style').locator('option').count()).toBe(20);
      await expect.poll(() => form.getByLabel('Pays').locator('option').count()).toBe(9);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'admin-product-form-1280');
      await form.getByRole('button', { name: 'Ajouter le produit' }).click();
      await toastWith(page, fr.backOffice.productCreated).waitFor();
      await expect
        .poll(async () => (await publicNames('Fauteuil')).map((p) => p.name))
        .toContain('Fauteuil Baobab E2E');

      await page.getByLabel('Rechercher').fill('Baobab E2E');
      const row = page.getByRole('row', { name: /Fauteuil Baobab E2E/ });
      await row.waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await row.getByRole('button', { name: /^Modifier/ }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier le produit' });
      await edit.getByLabel('Nom').fill('Fauteuil Baobab E2E (rotin)');
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await toastWith(page, fr.backOffice.productUpdated).waitFor();
      await expect
        .poll(async () => (await publicNames('Fauteuil')).map((p) => p.name))
        .toContain('Fauteuil Baobab E2E (rotin)');

      await page
        .getByRole('row', { name: /rotin/ })
        .getByRole('button', { name: /^Désactiver/ })
        .click();
      await page.getByRole('row', { name: /rotin/ }).getByText('Inactif').waitFor();
      await expect
        .poll(async () => (await publicNames('Fauteuil')).map((p) => p.name))
        .not.toContain('Fauteuil Baobab E2E (rotin)');
      await page
        .getByRole('row', { name: /rotin/ })
        .getByRole('button', { name: /^Activer/ })
        .click();
      await page.getByRole('row', { name: /rotin/ }).getByText('Actif', { exact: true }).waitFor();

      // Bulk: every product of a demo store goes off the public catalogue, then comes back.
      const store = (await publicNames('Canapé'))[0]?.store as string;
      await page.getByRole('button', { name: 'Actions groupées' }).click();
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await toastWith(page, fr.admin.filterRequired).waitFor();
      await page.getByLabel('Filtrer par').selectOption('store');
      await page.getByLabel('Valeur').selectOption(store);
      await page.getByLabel('Action', { exact: true }).selectOption('disable');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      const confirm = page.getByRole('dialog', { name: 'Désactiver ces produits ?' });
      await confirm.getByText(fr.backOffice.bulkDisableConfirm, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Désactiver' }).click();
      await toastWith(page, /produit\(s\) désactivé\(s\)/).waitFor();
      expect((await publicNames('Canapé')).some((p) => p.store === store)).toBe(false);
      await page.getByLabel('Action', { exact: true }).selectOption('enable');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page
        .getByRole('dialog', { name: 'Activer ces produits ?' })
        .getByRole('button', { name: 'Activer' })
        .click();
      await toastWith(page, /produit\(s\) activé\(s\)/).waitFor();
      expect((await publicNames('Canapé')).some((p) => p.store === store)).toBe(true);
      await page.getByLabel('Action', { exact: true }).selectOption('delete');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page
        .getByRole('dialog', { name: 'Supprimer ces produits ?' })
        .getByText(/irréversible/)
        .waitFor();
      await page.keyboard.press('Escape');
      await context.close();

      await checkTabOnPhone('Produits', 'admin-products-360');
      // A walk through a dozen admin screens on two pages: 82 s on a busy CI machine, over 90 s once.
    },
    WALK_TIMEOUT_MS,
  );

  it('says so when a new product is saved but its 3D file is not', async () => {
    const { context, page } = await adminPage(PHONE);
    await page.route('**/api/admin/3d-models/upload', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: 'Stockage indisponible' }),
      }),
    );
    await openTab(page, 'Produits');
    await page.getByRole('button', { name: '+ Ajouter un produit' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await form.getByLabel('Nom').fill('Pouf Sans Modèle E2E');
    await form.getByLabel('Catégorie').fill('Pouf');
    await form.getByLabel('Prix').fill('25 000 FCFA');
    await form
      .getByLabel('Fichier 3D (.glb ou .gltf)')
      .setInputFiles(fixturePath('models3d/leather-sofa-polyhaven.glb'));
    await form.getByRole('button', { name: 'Ajouter le produit' }).click();
    const failed = toastWith(page, fr.admin.add3dFailed);
    await failed.getByText(/Pouf Sans Modèle E2E.*Stockage indisponible/).waitFor();
    expect(await toastWith(page, fr.backOffice.productCreated).count()).toBe(0);
    expect((await publicNames('Pouf')).map((p) => p.name)).toContain('Pouf Sans Modèle E2E');
    await context.close();
  });

  it('imports a CSV with good and bad rows, reports each bad line, and exports it back', async () => {
    const { context, page } = await adminPage(DESKTOP);
    await openTab(page, 'Produits');
    await page.getByRole('button', { name: 'Importer CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des produits (CSV)' });
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await toastWith(page, fr.admin.csvFileRequired).waitFor();
    const csv = [
      'name;category;store;price;imageUrl;productUrl;interiorStyle;country',
      'Pouf Tressé Kaolack;Pouf;Atelier CSV;45 000 FCFA;;;Bohème;Sénégal',
      ';Pouf;Atelier CSV;45000;;;Modern;Senegal',
      'Miroir Soleil Saly;Miroir;Atelier CSV;gratuit;;;Glam;Senegal',
      '=HYPERLINK("https://evil.example");Miroir;Atelier CSV;12000;;;Glam;Senegal',
    ].join('\r\n');
    await dialog.getByLabel('Fichier CSV').setInputFiles({
      name: 'produits.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Importer' }).click();
    const summary = dialog.getByRole('status');
    await summary.getByText(fr.backOffice.csvSummary(2, 2)).waitFor();
    expect(await summary.innerText()).toContain(`Ligne 3 : name : ${fr.backOffice.nameRequired}`);
    expect(await summary.innerText()).toContain(`Ligne 4 : price : ${fr.backOffice.priceWithoutDigits}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-csv-import-1280');
    await closeDialog(dialog);
    expect((await publicNames('Pouf')).map((p) => p.name)).toContain('Pouf Tressé Kaolack');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^produits-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await fs.readFile((await file.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(';Pouf Tressé Kaolack;Pouf;Atelier CSV;45 000 FCFA;;;Bohemian;Senegal;;;;true');
    expect(text).toContain(`;"'=HYPERLINK(""https://evil.example"")";Miroir;`);
    await context.close();
  });
});

describe('generated images, quotes and orders', () => {
  // Three generations (two purchases and a regeneration), each a 3D render on the two cores another
  // e2e file shares: 35 s alone, past the default 90 s under CI's load.
  it('previews, regenerates, downloads and deletes generated images', async () => {
    const first = await visitorBuys(null, 'img-one');
    const second = await visitorBuys(null, 'img-two');
    const third = await visitorBuys(null, 'img-three');
    const { context, page } = await adminPage(DESKTOP);
    await openTab(page, 'Images Générées');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-images-1280');

    await page.getByLabel('Rechercher').fill('img-one@example.sn');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: `Voir l'image n° ${first.imageId}` }).click();
    const preview = page.getByRole('dialog', { name: `Image générée n° ${first.imageId}` });
    await preview.getByText('img-one@example.sn').waitFor();
    await expect
      .poll(() => preview.getByText(first.products[0]?.name as string, { exact: true }).count())
      .toBe(1);
    const oldSrc = await preview.getByRole('img').getAttribute('src');
    await preview.getByRole('button', { name: 'Page produit de' }).first().click();
    await toastWith(page, 'URL manquante').waitFor();
    const imageDownload = page.waitForEvent('download');
    await preview.getByRole('button', { name: "Télécharger l'image" }).click();
    expect((await imageDownload).suggestedFilename()).toMatch(/\.webp$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-image-preview-1280');

    await preview.getByRole('button', { name: 'Régénérer' }).click();
    await page
      .getByRole('dialog', { name: "Régénérer l'image ?" })
      .getByRole('button', { name: 'Régénérer' })
      .click();
    await toastWith(page, 'Image régénérée').waitFor();
    await expect.poll(() => preview.getByRole('img').getAttribute('src')).not.toBe(oldSrc);
    expect((await fetch(`${e2e.server.url}${oldSrc}`)).status).toBe(404);
    await closeDialog(preview);

    // The visitor's photo is served to the back office's session, and to no one without it.
    await page.getByRole('button', { name: `Photo d'origine de l'image n° ${first.imageId}` }).click();
    const original = page.getByRole('dialog', { name: "Photo d'origine" });
    const photo = original.getByRole('img', { name: /Pièce envoyée par le visiteur/ });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const photoSrc = (await photo.getAttribute('src')) as string;
    expect((await fetch(`${e2e.server.url}${photoSrc}`)).status).toBe(404);
    await closeDialog(original);

    await page.getByRole('button', { name: `Supprimer l'image n° ${first.imageId}` }).click();
    await page
      .getByRole('dialog', { name: "Supprimer l'image ?" })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await toastWith(page, 'Image supprimée').waitFor();
    await page.getByText('Aucune image générée ne correspond.').waitFor();

    await page.getByLabel('Rechercher').fill('');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
    for (const id of [second.imageId, third.imageId]) {
      await page.getByRole('checkbox', { name: `Sélectionner l'image n° ${id}` }).click();
    }
    await page.getByRole('button', { name: 'Supprimer la sélection (2)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Supprimer 2 images ?' });
    await bulk.getByText(fr.backOffice.bulkDeleteImagesConfirm(2)).waitFor();
    await bulk.getByRole('button', { name: 'Supprimer 2 images' }).click();
    await toastWith(page, '2 image(s) supprimée(s).').waitFor();
    await expect
      .poll(() => page.getByRole('checkbox', { name: `Sélectionner l'image n° ${second.imageId}` }).count())
      .toBe(0);

    const payments = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter les paiements (CSV)' }).click();
    const paymentsCsv = await fs.readFile((await (await payments).path()) as string, 'utf8');
    expect(paymentsCsv.split('\r\n').filter(Boolean).length).toBeGreaterThan(3);
    await context.close();

    await checkTabOnPhone('Images Générées', 'admin-images-360');
  }, 180_000);

  it('downloads a quote PDF and the count changes; the /quotes page filters by date', async () => {
    const { quoteId } = await visitorBuys(null, 'quote-one');
    const { context, page } = await adminPage(DESKTOP);
    await openTab(page, 'Devis');
    const row = page.getByRole('row', { name: new RegExp(`n° ${quoteId}\\b`) });
    await row.getByText(fr.admin.noOrder).waitFor();
    expect(await row.innerText()).toContain('×0');
    const pdf = page.waitForEvent('download');
    await row.getByRole('button', { name: /^PDF/ }).click();
    const file = await pdf;
    expect(file.suggestedFilename()).toMatch(/^devis-KD-\d{8}-[0-9A-F]{6}\.pdf$/);
    expect((await fs.readFile((await file.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => row.innerText()).toContain('×1');
    await expect.poll(() => row.getByText('Téléchargé').count()).toBe(1);
    await row.getByRole('button', { name: /^Détails/ }).click();
    const detail = page.getByRole('dialog', { name: /^Devis KD-/ });
    await detail.getByText('1 téléchargement(s)').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-quote-detail-1280');
    await page.keyboard.press('Escape');

    await page.goto('/quotes');
    await page.getByRole('heading', { name: 'Gestion des devis' }).waitFor();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Dakar' });
    await page.getByLabel('Du').fill('2020-01-01');
    await page.getByLabel('Au').fill('2020-12-31');
    await page.getByText('Aucun devis ne correspond.').waitFor();
    await page.getByLabel('Au').fill(today);
    await page.getByRole('row', { name: new RegExp(`n° ${quoteId}\\b`) }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-quotes-page-1280');
    await context.close();
  });

  it('marks an order processed with notes', async () => {
    const { quoteId } = await visitorBuys('confirmed', 'order-one');
    const { context, page } = await adminPage(PHONE);
    await openTab(page, 'Commandes');
    const card = page.getByRole('row', { name: /Client order-one/ });
    await card.getByText('Confirmée').waitFor();
    await card.getByRole('button', { name: /^Traiter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Marquer comme traitée' });
    await dialog.getByLabel('Notes (facultatives)').fill('Livraison prévue samedi');
    await dialog.getByRole('button', { name: 'Marquer comme traitée' }).click();
    await toastWith(page, fr.backOffice.orderProcessed).waitFor();
    await card.getByText(fr.admin.orderProcessed).waitFor();
    await expect.poll(() => card.getByRole('button', { name: /^Traiter/ }).count()).toBe(0);
    await card.getByRole('button', { name: /^Détails/ }).click();
    const detail = page.getByRole('dialog', { name: /^Commande n° / });
    await detail.getByText('Livraison prévue samedi').waitFor();
    expect(await detail.innerText()).toContain(`n° ${quoteId}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-order-detail-360');
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-orders-360');
    await context.close();
  });
});

describe('3D models and the AR viewer', () => {
  it('uploads a .glb, attaches it, opens it in /ar-viewer, then deletes it', async () => {
    const { context, page } = await adminPage(DESKTOP);
    await page.getByRole('button', { name: 'Modèles 3D' }).click();
    const manager = page.getByRole('dialog', { name: 'Modèles 3D' });
    await manager.getByText(/^\d+ modèle\(s\)$/).waitFor();
    const before = Number((await manager.getByText(/^\d+ modèle\(s\)$/).innerText()).split(' ')[0]);

    await manager.getByLabel('Fichier 3D (.glb ou .gltf)').setInputFiles({
      name: 'canape.obj',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('o cube'),
    });
    await manager.getByRole('button', { name: 'Téléverser et associer' }).click();
    await toastWith(page, 'Seuls les fichiers .glb et .gltf sont supportés').waitFor();

    await manager
      .getByLabel('Fichier 3D (.glb ou .gltf)')
      .setInputFiles(fixturePath('models3d/leather-sofa-polyhaven.glb'));
    await manager.getByLabel('Chercher le produit').fill('Fauteuil');
    const productSelect = manager.getByLabel('Produit', { exact: true });
    await expect
      .poll(async () => (await productSelect.locator('option').allInnerTexts()).slice(1))
      .toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n.includes('Fauteuil')));
    const chosen = productSelect.locator('option').nth(1);
    const productName = ((await chosen.innerText()).split(' (n°')[0] ?? '').trim();
    await productSelect.selectOption({ index: 1 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-models-1280');
    await manager.getByRole('button', { name: 'Téléverser et associer' }).click();
    await toastWith(page, 'Modèle 3D ajouté').waitFor();
    await manager.getByText(`${before + 1} modèle(s)`).waitFor();

    const item = manager.getByRole('listitem').filter({ hasText: 'leather-sofa-polyhaven.glb' });
    const viewer = context.waitForEvent('page');
    await item.getByRole('link', { name: /Voir en AR/ }).click();
    const ar = await viewer;
    await ar.waitForLoadState();
    expect(new URL(ar.url()).pathname).toBe('/ar-viewer');
    await ar.getByRole('heading', { name: productName }).waitFor();
    const loaded = await ar.evaluate(`new Promise((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), 20000);
      function wait() {
        const el = document.querySelector('model-viewer');
        if (!el) return setTimeout(wait, 100);
        if (el.loaded) { clearTimeout(timer); return resolve('load'); }
        el.addEventListener('load', () => { clearTimeout(timer); resolve('load'); });
        el.addEventListener('error', () => { clearTimeout(timer); resolve('error'); });
      }
      wait();
    })`);
    expect(loaded).toBe('load');
    const attributes = await ar.locator('model-viewer').evaluate((el) => ({
      src: (el as HTMLElement & { src: string }).src,
      modes: el.getAttribute('ar-modes'),
      delay: el.getAttribute('auto-rotate-delay'),
      speed: el.getAttribute('rotation-per-second'),
    }));
    expect(attributes).toEqual({
      src: expect.stringMatching(/^\/3d-models\/leather-sofa-polyhaven-[0-9a-f]{12}\.glb$/),
      modes: 'webxr scene-viewer quick-look',
      delay: '3000',
      speed: '15deg',
    });
    await ar.getByRole('button', { name: 'Réinitialiser la rotation' }).click();
    await ar.getByRole('button', { name: fr.media.viewInAr }).click();
    await toastWith(ar, fr.backOffice.arUnavailable).waitFor();
    expect(await accessibilityViolations(ar)).toEqual([]);
    await screenshot(ar, 'ar-viewer-1280');
    await ar.close();

    await item.getByRole('button', { name: /^Supprimer/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer ce modèle 3D ?' });
    await confirm.getByText(/irréversible/).waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await toastWith(page, 'Modèle 3D supprimé').waitFor();
    await manager.getByText(`${before} modèle(s)`).waitFor();
    await context.close();
  });

  it("shows the viewer on a phone, and 'Modèle 3D non spécifié' or a load error for bad parameters", async () => {
    const { models } = (await (await fetch(`${e2e.server.url}/api/3d-models`)).json()) as {
      models: Array<{ arViewerUrl: string; productName: string }>;
    };
    const { context, page } = await newPage(e2e.browser, e2e.server.url, PHONE);
    await skipCookieBanner(page);
    await page.goto(models[0]?.arViewerUrl as string);
    await page.getByRole('heading', { name: models[0]?.productName }).waitFor();
    await page.locator('model-viewer').waitFor();
    await page
      .getByRole('button', { name: 'Réinitialiser la rotation' })
      .and(page.locator(':enabled'))
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'ar-viewer-360');

    await page.goto('/ar-viewer');
    await page.getByRole('heading', { name: fr.media.modelMissing }).waitFor();
    await page.goto('/ar-viewer?model=../../data/db.glb&name=Pirate');
    await page.getByText(fr.media.modelLoadFailed).waitFor();
    await expect.poll(() => page.locator('model-viewer').count()).toBe(0);
    await page.goto('/ar-viewer?model=introuvable.glb');
    await page.getByRole('heading', { name: fr.media.defaultModelName }).waitFor();
    await page.getByText(fr.media.modelLoadFailed).waitFor();
    await context.close();
  });
});

describe('logout', () => {
  it('ends the session: toast, login page after 1 s, and /admin is closed again', async () => {
    const { context, page } = await adminPage(PHONE);
    await page.getByRole('button', { name: 'Menu admin' }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await toastWith(page, 'Déconnexion réussie').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    await page.getByRole('heading', { name: 'Espace administrateur' }).waitFor();
    const check = await page.evaluate(async () => (await fetch('/api/admin/check-auth')).json());
    expect(check).toEqual({ authenticated: false });
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin-login');
    await context.close();
  });
});

describe('first start', () => {
  it('creates the administrator with a generated password printed once, which opens the back office', async () => {
    const fresh = await startServer({ env: { ADMIN_USERNAME: 'patron', SEED_DEMO_CATALOG: 'false' } });
    try {
      const printed = /Identifiant\s+: patron\s+Mot de passe : ([A-Za-z0-9_-]{24})/.exec(fresh.output());
      expect(printed).not.toBeNull();
      const password = printed?.[1] as string;
      expect(fresh.output().split(password).length - 1).toBe(1);
      const login = await fetch(`${fresh.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'patron', password }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toMatch(/^kerdeco_admin=[^;]+;.*HttpOnly; SameSite=Lax/);
    } finally {
      await fresh.stop();
    }
  });
});
