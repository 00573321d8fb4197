import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../../tests/support/admin-session.js';
import { createTestApp, multipartBody, type TestApp } from '../../../../../tests/support/test-app.js';
import { fr } from '../../../../domain/messages.fr.js';
import { products } from '../../../db/schema.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ cookie } = await loginAsAdmin(t));
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const publicProducts = async (category: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/products', payload: { categories: [category] } })).json()
    .productsByCategory[category] as Array<{ id: number; name: string }>;

const NEW_PRODUCT = {
  name: 'Fauteuil Kër Test',
  category: 'Fauteuil',
  price: '145 000 FCFA',
  imageUrl: 'https://images.example/fauteuil.jpg',
  productUrl: 'https://boutique.example/fauteuil',
  store: 'Boutique Test',
  interiorStyle: 'Scandinave',
  country: 'Sénégal',
  isActive: true,
};

describe('product list', () => {
  it('pages by 20, sorted by name ascending by default', async () => {
    const res = await api('GET', '/api/admin/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [row] = await t.db.select({ n: count() }).from(products);
    expect(body.total).toBe(row?.n);
    expect(body.products).toHaveLength(20);
    const names = body.products.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.products[0]).toHaveProperty('has_3d_model');
  });

  it('sorts by price, filters by category, store, country, status, price range and search; ignores empty and all', async () => {
    const byPrice = (await api('GET', '/api/admin/products?sortBy=price&sortOrder=desc&limit=50')).json()
      .products;
    const prices = byPrice.map((p: { priceFcfa: number }) => p.priceFcfa);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));

    const filtered = (
      await api(
        'GET',
        '/api/admin/products?category=Canap%C3%A9&minPrice=200000&maxPrice=600000&limit=1000&store=all&search=',
      )
    ).json();
    expect(filtered.total).toBeGreaterThan(0);
    for (const p of filtered.products) {
      expect(p.category).toBe('Canapé');
      expect(p.priceFcfa).toBeGreaterThanOrEqual(200_000);
      expect(p.priceFcfa).toBeLessThanOrEqual(600_000);
    }
    const [sample] = filtered.products;
    const byStore = (
      await api('GET', `/api/admin/products?store=${encodeURIComponent(sample.store)}&limit=1000`)
    ).json();
    expect(byStore.products.every((p: { store: string }) => p.store === sample.store)).toBe(true);
    const byCountry = (await api('GET', '/api/admin/products?country=Maroc&limit=1000')).json();
    expect(byCountry.total).toBeGreaterThan(0);
    expect(byCountry.products.every((p: { country: string }) => p.country === 'Maroc')).toBe(true);
    const search = (
      await api('GET', `/api/admin/products?search=${encodeURIComponent(sample.name.slice(0, 12))}`)
    ).json();
    expect(search.products.map((p: { id: number }) => p.id)).toContain(sample.id);
    const byId = (await api('GET', `/api/admin/products?search=${sample.id}`)).json();
    expect(byId.products.map((p: { id: number }) => p.id)).toContain(sample.id);
    const wildcard = (await api('GET', '/api/admin/products?search=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('lists the stores with their product counts', async () => {
    const { stores } = (await api('GET', '/api/admin/stores')).json();
    expect(stores.length).toBe(7);
    expect(stores[0]).toMatchObject({ name: expect.any(String), productCount: expect.any(Number) });
  });
});

describe('add, edit, toggle', () => {
  it('creates a product with the derived FCFA amount, canonical style and country, visible to visitors', async () => {
    const res = await api('POST', '/api/admin/products', NEW_PRODUCT);
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({
      name: 'Fauteuil Kër Test',
      price: '145 000 FCFA',
      priceFcfa: 145_000,
      interiorStyle: 'Scandinavian',
      country: 'Senegal',
      isActive: true,
      has_3d_model: false,
    });
    expect((await publicProducts('Fauteuil')).map((p) => p.id)).toContain(product.id);

    const edited = await api('PUT', `/api/admin/products/${product.id}`, {
      ...NEW_PRODUCT,
      name: 'Fauteuil Kër Test (bois)',
      price: '1.250.000',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product).toMatchObject({ name: 'Fauteuil Kër Test (bois)', priceFcfa: 1_250_000 });

    const off = await api('POST', `/api/admin/products/${product.id}/toggle-status`);
    expect(off.json().product.isActive).toBe(false);
    expect((await publicProducts('Fauteuil')).map((p) => p.id)).not.toContain(product.id);
    const on = await api('POST', `/api/admin/products/${product.id}/toggle-status`);
    expect(on.json().product.isActive).toBe(true);
  });

  it('rejects a price without digits, a missing name, an unknown style or country and unsafe links, in French', async () => {
    const cases: Array<[object, string]> = [
      [{ price: 'sur demande' }, fr.backOffice.priceWithoutDigits],
      [{ name: '   ' }, fr.backOffice.nameRequired],
      [{ interiorStyle: 'Baroque' }, fr.backOffice.unknownStyle('Baroque')],
      [{ country: 'Japon' }, fr.backOffice.unknownCountry('Japon')],
      [{ productUrl: 'javascript:alert(1)' }, fr.backOffice.invalidLink],
      [{ imageUrl: '//evil.example/x.png' }, fr.backOffice.invalidLink],
    ];
    for (const [change, message] of cases) {
      const res = await api('POST', '/api/admin/products', { ...NEW_PRODUCT, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.json().details), JSON.stringify(change)).toContain(message);
    }
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await api('PUT', '/api/admin/products/999999', NEW_PRODUCT)).statusCode).toBe(404);
    expect((await api('POST', '/api/admin/products/999999/toggle-status')).statusCode).toBe(404);
  });
});

describe('bulk actions', () => {
  it('needs a filter value', async () => {
    const res = await api('POST', '/api/admin/products/bulk-action', {
      filterType: 'store',
      filterValue: ' ',
      action: 'disable',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fr.admin.filterRequired);
  });

  it('disables, enables and deletes every product of a store, and the public catalogue follows', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.category, 'Tapis')).limit(1);
    const store = row?.store as string;
    const ofStore = await t.db.select({ id: products.id }).from(products).where(eq(products.store, store));

    const disabled = await api('POST', '/api/admin/products/bulk-action', {
      filterType: 'store',
      filterValue: store,
      action: 'disable',
    });
    expect(disabled.json()).toMatchObject({
      affectedCount: ofStore.length,
      message: fr.backOffice.bulkDone('disable', ofStore.length),
    });
    const visible = await publicProducts('Tapis');
    expect(visible.some((p) => ofStore.some((s) => s.id === p.id))).toBe(false);

    const enabled = await api('POST', '/api/admin/products/bulk-action', {
      filterType: 'store',
      filterValue: store,
      action: 'enable',
    });
    expect(enabled.json().affectedCount).toBe(ofStore.length);
    expect((await publicProducts('Tapis')).some((p) => p.id === row?.id)).toBe(true);

    const country = await api('POST', '/api/admin/products/bulk-action', {
      filterType: 'country',
      filterValue: 'Turquie',
      action: 'delete',
    });
    expect(country.json().affectedCount).toBeGreaterThan(0);
    expect(await t.db.select().from(products).where(eq(products.country, 'Turquie'))).toEqual([]);
  });
});

describe('CSV', () => {
  const importCsv = (text: string | Buffer, filename = 'produits.csv') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import-csv',
      ...(() => {
        const body = multipartBody([
          { name: 'csv', filename, data: Buffer.from(text), contentType: 'text/csv' },
        ]);
        return { payload: body.payload, headers: { ...body.headers, cookie } };
      })(),
    });

  it('exports UTF-8 with a BOM, semicolons, and formula cells neutralised', async () => {
    const evil = await api('POST', '/api/admin/products', {
      ...NEW_PRODUCT,
      name: '=HYPERLINK("https://evil.example","Cliquez")',
      store: '@SUM(A1:A9)',
      category: '+Canapé',
      price: '-5 + 100 FCFA',
    });
    expect(evil.statusCode).toBe(201);
    const res = await api('GET', '/api/admin/products/export-csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="produits-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'id;name;category;store;price;imageUrl;productUrl;interiorStyle;country;widthCm;depthCm;heightCm;isActive',
    );
    const line = lines.find((l) => l.startsWith(`${evil.json().product.id};`)) as string;
    expect(line).toContain(`;"'=HYPERLINK(""https://evil.example"",""Cliquez"")";`);
    expect(line).toContain(";'+Canapé;'@SUM(A1:A9);'-5 + 100 FCFA;");
    // No cell of the file starts a formula.
    for (const l of lines.slice(1)) {
      for (const cellText of l.split(';')) expect(cellText.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('round-trips: the exported file re-imports to the same catalogue, formulas restored as plain text', async () => {
    const before = await t.db.select().from(products).orderBy(products.id);
    const exported = (await api('GET', '/api/admin/products/export-csv')).rawPayload;
    const res = await importCsv(exported);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      imported: before.length,
      updated: before.length,
      created: 0,
      errors: 0,
    });
    const after = await t.db.select().from(products).orderBy(products.id);
    const comparable = (rows: typeof before) =>
      rows.map(({ createdAt: _c, updatedAt: _u, seedKey: _s, ...rest }) => rest);
    expect(comparable(after)).toEqual(comparable(before));
    expect(after.some((p) => p.name === '=HYPERLINK("https://evil.example","Cliquez")')).toBe(true);
  });

  it('imports the valid rows of a comma file and reports each bad row by line and reason', async () => {
    const before = (await t.db.select({ id: products.id }).from(products)).length;
    const csv = [
      'name,category,store,price,imageUrl,productUrl,interiorStyle,country',
      'Table Ndar,Table basse,Atelier Test,85000 FCFA,,,Rustique,Sénégal',
      ',Table basse,Atelier Test,85000 FCFA,,,Modern,Senegal',
      '"Chaise ""Goorée""",Chaise,Atelier Test,sur devis,,,Modern,Senegal',
      '',
      'Console Saly,Console,Atelier Test,"120 000",https://img.example/c.png,javascript:alert(1),Modern,France',
      '"Banc\nsur deux lignes",Banc,Atelier Test,40000,,,Bohème,Maroc',
      'Pouf Lac Rose,Pouf,Atelier Test,15 000 FCFA,,,Inconnu,Senegal',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, imported: 2, created: 2, errors: 4 });
    expect(body.errorDetails).toEqual([
      { line: 3, reason: `name : ${fr.backOffice.nameRequired}` },
      { line: 4, reason: `price : ${fr.backOffice.priceWithoutDigits}` },
      { line: 6, reason: `productUrl : ${fr.backOffice.invalidLink}` },
      { line: 9, reason: `interiorStyle : ${fr.backOffice.unknownStyle('Inconnu')}` },
    ]);
    expect(body.message).toBe(fr.backOffice.csvSummary(2, 4));
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(before + 2);
    const [banc] = await t.db
      .select()
      .from(products)
      .where(eq(products.category, 'Banc'))
      .orderBy(products.id)
      .limit(1000);
    expect(banc).toBeDefined();
    const [ndar] = await t.db.select().from(products).where(eq(products.name, 'Table Ndar'));
    expect(ndar).toMatchObject({
      priceFcfa: 85_000,
      interiorStyle: 'Rustic',
      country: 'Senegal',
      isActive: true,
    });
  });

  it('reads semicolons and Windows-1252 (French Excel), and refuses an unknown id without writing anything', async () => {
    const latin1 = Buffer.from(
      'name;category;price;country\r\nCommode Médina;Commode;95 000;Sénégal\r\nArmoire Thiès;Armoire;210000;Maroc\r\n',
      'latin1',
    );
    const res = await importCsv(latin1);
    expect(res.json()).toMatchObject({ success: true, imported: 2, errors: 0 });
    const [medina] = await t.db.select().from(products).where(eq(products.name, 'Commode Médina'));
    expect(medina).toMatchObject({ priceFcfa: 95_000, country: 'Senegal', interiorStyle: 'Modern' });

    const unknown = await importCsv('id;name;category;price\n99999999;Lit Fantôme;Lit;100000\n');
    expect(unknown.json()).toMatchObject({ success: false, imported: 0, errors: 1 });
    expect(unknown.json().errorDetails[0]).toEqual({
      line: 2,
      reason: fr.backOffice.csvUnknownProduct('99999999'),
    });
    expect(await t.db.select().from(products).where(eq(products.name, 'Lit Fantôme'))).toEqual([]);
  });

  it('refuses a file without the required columns, an empty file, and a request without file', async () => {
    const noPrice = await importCsv('name;category\nLit;Lit\n');
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe(fr.backOffice.csvMissingColumns('price'));
    const empty = await importCsv('name;category;price\n');
    expect(empty.json().message).toBe(fr.backOffice.csvEmpty);
    const body = multipartBody([{ name: 'other', value: 'x' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import-csv',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(fr.admin.csvFileRequired);
  });
});
