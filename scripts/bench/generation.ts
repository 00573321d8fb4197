import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createComposeRenderer } from '../../src/server/modules/generation/compose/compose-renderer.js';
import { cutOut } from '../../src/server/modules/generation/compose/cutout.js';
import { prepareRoom } from '../../src/server/modules/generation/compose/prepare-room.js';
import { catalogueItems, emptyRoomSvg } from '../../src/server/modules/generation/landing-images.js';
import { createRenderBrowser } from '../../src/server/modules/generation/render3d/render-browser.js';
import { estimateScene, floorLineScene } from '../../src/server/modules/generation/render3d/room-scene.js';
import {
  analyseRoomPhoto,
  forgetRoomAnalyses,
} from '../../src/server/modules/generation/room/analyse-room-photo.js';
import { drawQuotePdf } from '../../src/server/modules/quotes/quote-pdf.js';
import { projectRoot } from '../../src/server/paths.js';
import { createLocalStorage } from '../../src/server/storage/local-storage.js';
import { httpVisitor, paidVisitor } from '../../tests/e2e/support/http-visitor.js';
import { type RunningServer, startServer } from '../../tests/e2e/support/server.js';
import { emptyRoomPhoto } from '../../tests/support/empty-room.js';
import { renderLitRoom } from '../../tests/support/lit-room.js';
import { nthRandomRoom, randomRoomPhoto } from '../../tests/support/random-rooms.js';
import { phoneCamera } from '../../tests/support/scenes.js';
import { childProcessesMemory, median } from './stats.js';

const SIX = ['Canapé', 'Tapis', 'Table basse', 'Fauteuil', 'Luminaires', 'Bibliothèque'];

/** A real phone photo normalised to 2048 px when the shared fixtures are there, else the drawn demo room. */
async function room2048(): Promise<{ data: Buffer; source: string }> {
  const fixture = path.join(projectRoot, '../shared/fixtures/rooms/living-room-roomgpt-original.jpg');
  const source = existsSync(fixture) ? await fs.readFile(fixture) : Buffer.from(emptyRoomSvg());
  const data = await sharp(source).resize(2048, 2048, { fit: 'inside' }).webp({ quality: 85 }).toBuffer();
  return { data, source: existsSync(fixture) ? 'fixture photo' : 'drawn demo room' };
}

/** The product photos of the shared fixtures, as visitors send their own items; none without them. */
async function productPhotos(): Promise<Buffer[]> {
  const dir = path.join(projectRoot, '../shared/fixtures/products');
  if (!existsSync(dir)) return [];
  const names = (await fs.readdir(dir)).sort();
  return Promise.all(names.map((name) => fs.readFile(path.join(dir, name))));
}

/** Each photo cut out once after a warm-up round, as a render cuts out each own item once. */
async function benchCutOut(): Promise<string> {
  const photos = await productPhotos();
  if (photos.length === 0) return 'no product photos in the shared fixtures';
  for (const photo of photos) await cutOut(photo);
  const times: number[] = [];
  let separated = 0;
  for (const photo of photos) {
    const t0 = performance.now();
    if ((await cutOut(photo)).separated) separated++;
    times.push(performance.now() - t0);
  }
  return `${median(times).toFixed(0)} ms median, ${Math.max(...times).toFixed(0)} ms slowest, ${separated}/${photos.length} cut out`;
}

/** The room analysis of each fixture room photo, read once (a photo read again comes from the cache). */
async function benchRoomAnalysis(): Promise<string> {
  const dir = path.join(projectRoot, '../shared/fixtures/rooms');
  if (!existsSync(dir)) return 'no room photos in the shared fixtures';
  const times: number[] = [];
  for (const name of (await fs.readdir(dir)).sort()) {
    const photo = await fs.readFile(path.join(dir, name));
    const t0 = performance.now();
    await analyseRoomPhoto(photo);
    times.push(performance.now() - t0);
  }
  return `${median(times).toFixed(0)} ms median, ${Math.max(...times).toFixed(0)} ms slowest, ${times.length} photos`;
}

/**
 * The layout alone, the room read first: the twelve random rooms `lit-rooms --random 7 12` writes,
 * with the six pieces. Each piece is tried at thousands of spots, in several layouts over (each
 * piece first, the doors kept, the screen first): it was half a paid render's time.
 */
async function benchLayout(items: Awaited<ReturnType<typeof catalogueItems>>): Promise<string> {
  const times: number[] = [];
  let placed = 0;
  for (let nth = 1; nth <= 12; nth++) {
    const { view, room } = nthRandomRoom(7, nth);
    const photo = await prepareRoom(await randomRoomPhoto(view, room));
    await analyseRoomPhoto(photo.png);
    const t0 = performance.now();
    placed += (await estimateScene(photo, items)).placements.length;
    times.push(performance.now() - t0);
  }
  return `${median(times).toFixed(0)} ms median, ${Math.max(...times).toFixed(0)} ms slowest, ${placed} pieces placed in ${times.length} rooms`;
}

/** The drawn demo room at 2048 px and the layout its floor line gives: every piece is drawn. */
async function drawnRoom2048(items: Awaited<ReturnType<typeof catalogueItems>>) {
  const data = await sharp(Buffer.from(emptyRoomSvg())).resize({ width: 2048 }).png().toBuffer();
  return { data, scene: await floorLineScene(await prepareRoom(data), items) };
}

export async function benchCompose() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-'));
  try {
    const storage = createLocalStorage(dir);
    const { data, source } = await room2048();
    const meta = await sharp(data).metadata();
    const items = await catalogueItems(
      storage,
      SIX.map((category) => [category, 1] as const),
      'Scandinavian',
    );
    const drawn = await drawnRoom2048(items);
    const browser = createRenderBrowser();
    const renderer = createComposeRenderer(browser);
    const rssBefore = process.memoryUsage().rss;
    const t0 = performance.now();
    await renderer.render({ room: drawn.data, items, style: 'Scandinavian', scene: drawn.scene });
    const cold = performance.now() - t0;
    /**
     * Median of 5 warm renders, the page's own share of them, and the pieces the last one drew.
     * `fresh`: each render reads the photo afresh (camera, floor, light) and lays the pieces out,
     * as the first render of a photo does; else the four after the first reuse the first's reading.
     */
    const warm = async (request: Parameters<typeof renderer.render>[0], fresh = false) => {
      const times: number[] = [];
      const page: Array<NonNullable<ReturnType<typeof browser.timings>>> = [];
      let last: Awaited<ReturnType<typeof renderer.render>> | undefined;
      for (let i = 0; i < 5; i++) {
        if (fresh) forgetRoomAnalyses();
        const t1 = performance.now();
        last = await renderer.render(request);
        times.push(performance.now() - t1);
        const timings = browser.timings();
        if (timings) page.push(timings);
      }
      const inPage = `page: draw ${median(page.map((t) => t.drawMs)).toFixed(0)} ms (the floor's shade ${median(page.map((t) => t.shadeMs)).toFixed(0)} ms), read-back ${median(page.map((t) => t.encodeMs)).toFixed(0)} ms, ${page.reduce((n, t) => n + t.programsCompiled, 0)} shader programs compiled and ${page.reduce((n, t) => n + t.shapesRead, 0)} models' shade read in 5 renders`;
      return { ms: median(times), drawn: last?.scene.placements.length ?? 0, result: last, inPage };
    };
    const full = await warm({ room: drawn.data, items, style: 'Scandinavian', scene: drawn.scene });
    const photo = await warm({ room: data, items, style: 'Scandinavian' }, true);
    // A photo of a bare room read as any visitor's is: camera, floor and layout from the pixels.
    const emptyPhoto = await emptyRoomPhoto();
    const empty = await warm({ room: emptyPhoto, items, style: 'Scandinavian' }, true);
    // The same, photo-like: wooden boards, a patch of sun through the window, the window mirrored in the floor.
    const sunlit = await renderLitRoom(
      phoneCamera({ width: 2048, height: 1536, focalPx: 1500, heightM: 1.45, yaw: 15, pitch: -14 }),
    );
    const lit = await warm({ room: sunlit, items, style: 'Scandinavian' }, true);
    const result = full.result;
    const browserRss = `${(childProcessesMemory() / 2 ** 20).toFixed(0)} MB`;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    await renderer.close();
    const pdfTimes: number[] = [];
    let pdfSize = 0;
    const roomJpeg = await sharp(result?.image).resize({ width: 1400 }).jpeg({ quality: 82 }).toBuffer();
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const pdf = await drawQuotePdf({
        number: 'KD-BENCH',
        createdAt: new Date(),
        validUntil: new Date(),
        selectedProducts: SIX.map((category, n) => ({
          name: `${category} démo`,
          category,
          price: `${(n + 1) * 45_000} FCFA`,
          store: 'Démo · Maison Teranga',
        })),
        snappedProducts: [],
        totalText: '945 000 FCFA',
        roomImage: roomJpeg,
        snappedImages: [],
        stores: [
          {
            name: 'Démo · Maison Teranga',
            address: 'Dakar',
            phone: '+221 33 000 00 00',
            email: null,
            city: 'Dakar',
          },
        ],
        contact: {},
      });
      pdfTimes.push(performance.now() - t0);
      pdfSize = pdf.length;
    }
    return {
      'compose render, 2048 px, first (browser start)': `${cold.toFixed(0)} ms`,
      [`compose render, drawn room ${full.result?.width}×${full.result?.height} (median of 5)`]: `${full.ms.toFixed(0)} ms, ${full.drawn} of 6 pieces drawn`,
      [`compose render, ${source} ${meta.width}×${meta.height}`]: `${photo.ms.toFixed(0)} ms, ${photo.drawn} of 6 pieces drawn (median of 5, each photo read afresh: analysis and layout included)`,
      [`compose render, empty room photo ${empty.result?.width}×${empty.result?.height} (median of 5, each read afresh)`]: `${empty.ms.toFixed(0)} ms, ${empty.drawn} of 6 pieces drawn (analysis and layout included)`,
      'compose render, empty room photo, in the page': empty.inPage,
      [`compose render, sunlit empty room photo ${lit.result?.width}×${lit.result?.height} (median of 5, each read afresh)`]: `${lit.ms.toFixed(0)} ms, ${lit.drawn} of 6 pieces drawn (analysis and layout included)`,
      // Signed: after the sections before it, the server may give memory back during the renders.
      'compose render memory': `server ${rssGrowth < 0 ? '−' : '+'}${(Math.abs(rssGrowth) / 2 ** 20).toFixed(0)} MB, render browser ${browserRss}`,
      'rendered WebP': `${((result?.image.length ?? 0) / 1024).toFixed(0)} KB, ${result?.width}×${result?.height}`,
      'quote PDF with the room image (median of 5)': `${median(pdfTimes).toFixed(0)} ms, ${(pdfSize / 1024).toFixed(0)} KB`,
      'cut-out of a product photo (shared fixtures)': await benchCutOut(),
      'room analysis of a photo (shared fixtures, each read once)': await benchRoomAnalysis(),
      'room layout, the six pieces (random rooms, analysis apart)': await benchLayout(items),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** 50 simultaneous POST /api/generate-room with one paid payment, against the built server over HTTP. */
const RACERS = 1_000;

/** The first offer of three categories: what the generation benches furnish a bare room with. */
export async function threePieces(server: RunningServer): Promise<unknown[]> {
  const res = await fetch(`${server.url}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categories: ['Canapé', 'Tapis', 'Table basse'] }),
  });
  const offers = (await res.json()) as { productsByCategory: Record<string, unknown[]> };
  return Object.values(offers.productsByCategory).map((list) => list[0]);
}

/**
 * One payment, RACERS generate-room calls at once (each its own browser session and address, as a
 * script replaying the call would send them): how many images it buys, and how the others answer.
 */
export async function benchPaymentRace() {
  const server = await startServer({ env: { TRUST_PROXY: 'true' } });
  try {
    // No address of its own: each call below names its own (x-forwarded-for, behind TRUST_PROXY).
    const { generate } = await paidVisitor(server, httpVisitor(), await threePieces(server));
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        generate(`bench-race-${i}`, `196.208.${Math.floor(i / 250)}.${(i % 250) + 1}`).then((r) => r.status),
      ),
    );
    const elapsed = performance.now() - t0;
    const counts = new Map<number, number>();
    for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    const images = (await fs.readdir(path.join(server.dataDir, 'files', 'generated')).catch(() => [])).length;
    return {
      [`${RACERS} generate-room simultanés, un paiement`]: [...counts]
        .sort(([a], [b]) => a - b)
        .map(([code, n]) => `${n} × ${code}`)
        .join(', '),
      'images enregistrées': images,
      [`les ${RACERS} réponses en`]: `${elapsed.toFixed(0)} ms`,
    };
  } finally {
    await server.stop();
  }
}

/** Polls the generation of a browser session until it is no longer processing; its status. */
async function settled(server: RunningServer, sessionId: string, deadlineMs: number): Promise<string> {
  for (;;) {
    const res = await fetch(`${server.url}/api/generations/${sessionId}`);
    if (res.status === 200) {
      const { generation } = (await res.json()) as { generation: { status: string } };
      if (generation.status !== 'processing') return generation.status;
    }
    if (performance.now() > deadlineMs) return 'toujours en cours';
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `kill -9` of the only process while it renders a paid generation, then `npm start` again on the
 * same data: how long until the visitor's image is there (the job resumes at start).
 */
export async function benchKilledGeneration() {
  const kept = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-bench-kill-'));
  const first = await startServer();
  let again: RunningServer | undefined;
  try {
    const { generate } = await paidVisitor(first, httpVisitor(), await threePieces(first));
    const sessionId = 'bench-killed-generation';
    void generate(sessionId).catch(() => undefined);
    const started = performance.now();
    // Killed once the job is recorded and rendering, as a crash in the middle would find it.
    while ((await fetch(`${first.url}/api/generations/${sessionId}`)).status !== 200) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const killedAfter = performance.now() - started;
    await first.kill();
    const killedAt = performance.now();
    await fs.cp(first.dataDir, kept, { recursive: true });
    again = await startServer({ fromDataDir: kept });
    const listening = performance.now() - killedAt;
    const status = await settled(again, sessionId, performance.now() + 180_000);
    return {
      'tuée après': `${killedAfter.toFixed(0)} ms de génération`,
      'de nouveau à l’écoute': `${(listening / 1000).toFixed(1)} s après le kill -9`,
      'image du visiteur': `${status} ${((performance.now() - killedAt) / 1000).toFixed(1)} s après le kill -9`,
    };
  } finally {
    await again?.stop();
    await first.stop();
    await fs.rm(kept, { recursive: true, force: true });
  }
}
