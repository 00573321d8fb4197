/**
 * Back office: CSV import of 10 000 products, and the KPI on 100 000 generated images and 20 000
 * orders. Both run in this process on an in-memory PGlite (the default engine), so the figures
 * are the database work plus the code around it; the KPI is also timed through the route.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { STYLES } from '../../src/domain/styles.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { createAdmin } from '../../src/server/modules/admin/auth/accounts.js';
import { SESSION_COOKIE } from '../../src/server/modules/admin/auth/sessions.js';
import { computeKpi } from '../../src/server/modules/admin/kpi/service.js';
import {
  exportProductsCsv,
  importProductsCsv,
} from '../../src/server/modules/admin/products/csv-transfer.js';
import { cutOut } from '../../src/server/modules/generation/compose/cutout.js';
import { createLocalStorage } from '../../src/server/storage/local-storage.js';
import { median } from './stats.js';

const CSV_ROWS = 10_000;
const IMAGES = 100_000;
const ORDERS = 20_000;
const RUNS = 7;

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ pglite: new PGlite() });
  await database.migrate();
  return database;
}

function productsCsv(rows: number, imageUrl: (i: number) => string = () => ''): Buffer {
  const lines = ['name;category;store;price;imageUrl;productUrl;interiorStyle;country'];
  const categories = ['Canapé', 'Fauteuil', 'Table basse', 'Lit', 'Tapis', 'Luminaires', 'Commode', 'Chaise'];
  for (let i = 0; i < rows; i++) {
    const style = STYLES[i % STYLES.length]?.label ?? 'Moderne';
    lines.push(
      [
        `Produit ${i} « ${style} »`,
        categories[i % categories.length],
        `Magasin ${i % 40}`,
        `${(25 + (i % 300)) * 1000} FCFA`,
        imageUrl(i),
        `https://boutique.example/p/${i}`,
        style,
        i % 5 ? 'Sénégal' : 'Maroc',
      ].join(';'),
    );
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

export async function benchCsvImport() {
  const database = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-csv-'));
  const deps = { db: database.db, storage: createLocalStorage(dataDir) };
  try {
    const csv = productsCsv(CSV_ROWS);
    const t0 = performance.now();
    const summary = await importProductsCsv(deps, csv);
    const importMs = performance.now() - t0;
    const t1 = performance.now();
    const exported = await exportProductsCsv(database.db);
    const exportMs = performance.now() - t1;
    const t2 = performance.now();
    const roundTrip = await importProductsCsv(deps, Buffer.from(exported, 'utf8'));
    const updateMs = performance.now() - t2;
    return {
      'fichier importé': `${CSV_ROWS} lignes, ${(csv.length / 1024).toFixed(0)} Ko`,
      'import (création, une transaction)': `${importMs.toFixed(0)} ms (${summary.created} créés, ${summary.errors} erreurs)`,
      'export CSV': `${exportMs.toFixed(0)} ms (${(exported.length / 1024).toFixed(0)} Ko)`,
      'ré-import du fichier exporté (mises à jour)': `${updateMs.toFixed(0)} ms (${roundTrip.updated} modifiés)`,
    };
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const PHOTO_ROWS = 1000;
const DISTINCT_PHOTOS = 40;

/** A product photo as partners send them: an 800×600 JPEG of a piece on a pale backdrop. */
async function partnerPhoto(i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#f1efe9"/>
    <rect x="${180 + (i % 7) * 10}" y="200" width="440" height="220" rx="30" fill="hsl(${hue},40%,40%)"/>
    <rect x="200" y="420" width="24" height="60" fill="#3b2a1a"/><rect x="576" y="420" width="24" height="60" fill="#3b2a1a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * 1 000 products whose imageUrl is on a partner's site (a local server here, reached as a public
 * name): each photo fetched, checked, cut out and stored at import, six at a time.
 */
export async function benchPhotoImport() {
  const database = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-photos-'));
  const photos = await Promise.all(Array.from({ length: DISTINCT_PHOTOS }, (_, i) => partnerPhoto(i)));
  const server = http.createServer((req, res) => {
    const n = Number(/\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1] ?? Number.NaN);
    const photo = photos[n % DISTINCT_PHOTOS];
    if (!photo) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const net = { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowed: () => true };
  try {
    const one = await partnerPhoto(1);
    const cut: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await cutOut(one);
      cut.push(performance.now() - t);
    }
    const csv = productsCsv(PHOTO_ROWS, (i) => `http://photos.partenaire.test:${port}/p/${i}.jpg`);
    const t0 = performance.now();
    const summary = await importProductsCsv(
      { db: database.db, storage: createLocalStorage(dataDir), net },
      csv,
    );
    const importMs = performance.now() - t0;
    return {
      'détourage d’une photo 800×600 (médiane)': `${median(cut).toFixed(0)} ms`,
      'import de 1 000 produits avec photo (téléchargée, détourée, stockée)': `${(importMs / 1000).toFixed(1)} s (${summary.created} créés, ${summary.photoProblems.length} photos manquantes, ${(importMs / PHOTO_ROWS).toFixed(0)} ms par produit)`,
    };
  } finally {
    server.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Rows spread over the last 400 days, written by the database itself so the setup stays short. */
async function fillActivity(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into payment_sessions (id, status, provider, amount, selected_products, snapped_products, contact_info, created_at)
    select 'bench-' || g, case when g % 10 = 0 then 'failed' else 'consumed' end, 'sandbox', 600, '[]', '[]', '{}',
           now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${IMAGES}) g`);
  await db.execute(sql`
    insert into generated_images (filename, url, status, payment_session_id, inputs, linked_products, renderer, created_at)
    select 'g' || g || '.webp', '/generated/g' || g || '.webp', case when g % 20 = 0 then 'failed' else 'success' end,
           'bench-' || g, '{}', '[{"name":"Canapé","category":"Canapé","price":"250000"}]', 'compose',
           now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${IMAGES}) g`);
  await db.execute(sql`
    insert into quotes (number, selected_products, snapped_products, total_amount, valid_until, created_at)
    select 'BENCH-' || g, '[]', '[]', 100000 + (g % 50) * 10000, now() + interval '30 days',
           now() - (g % 400) * interval '1 day'
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into orders (quote_id, status, total_amount, created_at)
    select q.id, case when q.id % 3 = 0 then 'deferred' when q.id % 3 = 1 then 'confirmed' else 'processed' end,
           q.total_amount, q.created_at
    from quotes q`);
  await db.execute(sql`analyze`);
}

export async function benchKpi() {
  const database = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-kpi-'));
  try {
    const t0 = performance.now();
    await fillActivity(database);
    const fillMs = performance.now() - t0;

    const serviceTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await computeKpi(database.db, 0.1);
      serviceTimes.push(performance.now() - t);
    }

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      db: database.db,
      storage: createLocalStorage(config.filesDir),
      logger: false,
    });
    await createAdmin(database.db, 'bench', 'mot-de-passe-du-bench');
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'bench', password: 'mot-de-passe-du-bench' },
    });
    const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
    const routeTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({ url: '/api/admin/kpi', headers: { cookie } });
      routeTimes.push(performance.now() - t);
      bytes = res.rawPayload.length;
    }
    const list = performance.now();
    await app.inject({ url: '/api/admin/generated-images?page=50&status=success', headers: { cookie } });
    const listMs = performance.now() - list;
    await app.close();
    return {
      données: `${IMAGES} images, ${IMAGES} paiements, ${ORDERS} devis et commandes sur 400 jours (${(fillMs / 1000).toFixed(1)} s)`,
      'computeKpi (médiane)': `${median(serviceTimes).toFixed(0)} ms (min ${Math.min(...serviceTimes).toFixed(0)} ms)`,
      'GET /api/admin/kpi (médiane, session comprise)': `${median(routeTimes).toFixed(0)} ms, ${bytes} octets`,
      'GET /api/admin/generated-images page 50 (filtre statut)': `${listMs.toFixed(0)} ms`,
    };
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
