import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../src/domain/messages.fr.js';
import { emptyRoomPhoto } from '../tests/support/empty-room.js';
import { readFixture } from '../tests/support/fixtures.js';
import { renderLitRoom } from '../tests/support/lit-room.js';
import { CEMENT_UNREAD_VIEW, phoneCamera } from '../tests/support/scenes.js';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-sheet-test-'));
  await fs.writeFile(path.join(folder, 'empty-room.jpg'), await emptyRoomPhoto());
  // A bed filling the picture, no floor to be seen: the sheet says so, as step 4 would.
  await fs.writeFile(path.join(folder, 'hotel.jpg'), await readFixture('rooms/bedroom-hotel.jpg'));
  // Cement tiles, upright and from low down: too few of the room's lines to tell the camera (decision 002).
  await fs.writeFile(
    path.join(folder, 'upright-cement.png'),
    await renderLitRoom(phoneCamera(CEMENT_UNREAD_VIEW), { floor: 'cement' }),
  );
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

describe('npm run render-sheet', () => {
  it('writes one sheet, each photo beside its result, with its time and the pieces left out and why', async () => {
    const out = path.join(folder, 'sheet.png');
    const { stdout } = await run('npx', ['tsx', 'scripts/render-sheet.ts', folder, out], {
      cwd: path.resolve(import.meta.dirname, '..'),
    });
    const lines = stdout.trim().split('\n');
    const empty = lines.find((l) => l.startsWith('empty-room.jpg — 2048×1536, '));
    expect(empty).toMatch(/\d+\.\d\d s/);
    // The empty room takes the sofa facing the TV unit across the table and the rug: the group
    // built around the screen, the armchair left out where it would hide them.
    expect(empty).not.toMatch(/Canapé|Meuble TV|Table basse|Tapis/);
    const hotel = lines.find((l) => l.startsWith('hotel.jpg — 1600×1067, '));
    expect(hotel).toContain('non placés, pas assez de sol libre visible : ');
    expect(hotel).toContain('avant paiement : « Le sol se voit trop peu sur cette photo');
    // What a visitor sending it is told before paying.
    const cement = lines.find((l) => l.startsWith('upright-cement.png — '));
    expect(cement).toContain(`avant paiement : « ${fr.room['busy-pattern']} »`);
    const meta = await sharp(out).metadata();
    expect(meta.width).toBe(1280);
    expect(meta.height).toBeGreaterThan(2 * 640);
    // The result differs from the photo where the pieces stand: the right half of the first row is not the left half.
    const row = await sharp(out)
      .extract({ left: 0, top: 0, width: 1280, height: 640 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let differ = 0;
    for (let y = 0; y < 640; y += 4)
      for (let x = 0; x < 640; x += 4) {
        const a = (y * 1280 + x) * row.info.channels;
        const b = (y * 1280 + x + 640) * row.info.channels;
        if (Math.abs((row.data[a] as number) - (row.data[b] as number)) > 30) differ++;
      }
    expect(differ).toBeGreaterThan(500);
  }, 240_000);

  it('renders another selection when PIECES names it, a design after its colon', async () => {
    const one = path.join(folder, 'one');
    await fs.mkdir(one);
    await fs.copyFile(path.join(folder, 'hotel.jpg'), path.join(one, 'hotel.jpg'));
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/render-sheet.ts', one, path.join(one, 'sheet.png')],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, PIECES: 'Bibliothèque,Luminaires:2' },
      },
    );
    // The hotel room shows no floor: both pieces are left out, and only they are named.
    const line = stdout.split('\n').find((l) => l.startsWith('hotel.jpg — '));
    expect(line).toContain('non placés, pas assez de sol libre visible : Bibliothèque, Luminaires');
    expect(line).not.toMatch(/Canapé|Fauteuil|Meuble TV|Table basse|Tapis/);
    // A piece the demo catalogue does not draw is said so, before any render.
    const wrong = await run('npx', ['tsx', 'scripts/render-sheet.ts', one, path.join(one, 'wrong.png')], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PIECES: 'Canapé:9' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in wrong && wrong.code).toBe(2);
    expect('stderr' in wrong && wrong.stderr).toContain(
      'PIECES : « Canapé:9 » n’est pas un meuble du catalogue',
    );
  }, 240_000);
});
