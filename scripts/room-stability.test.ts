import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRoomPhoto } from '../tests/support/empty-room.js';
import { readFixture } from '../tests/support/fixtures.js';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-stability-test-'));
  await fs.writeFile(path.join(folder, 'empty-room.jpg'), await emptyRoomPhoto());
  await fs.writeFile(path.join(folder, 'hotel.jpg'), await readFixture('rooms/bedroom-hotel.jpg'));
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

describe('npm run room-stability', () => {
  it('reads each photo after each compression it may have been through, and says whether the reading holds', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/room-stability.ts', folder], {
      cwd: path.resolve(import.meta.dirname, '..'),
    });
    const lines = stdout.trim().split('\n');
    const line = (file: string) => lines.find((l) => l.startsWith(`${file} — `)) ?? '';
    const readings = (file: string) => line(file).split(' — ')[2]?.split(' · ') ?? [];
    // The empty room is read, its floor free, whichever way it was compressed.
    expect(line('empty-room.jpg')).toContain(' — stable — ');
    expect(readings('empty-room.jpg')).toHaveLength(4);
    for (const reading of readings('empty-room.jpg'))
      expect(reading).toMatch(/: lisible, f 0\.\d\d, .* [1-9]\d+ cases libres$/);
    // The bed filling the picture shows no floor, however it was compressed.
    expect(readings('hotel.jpg')).toHaveLength(4);
    for (const reading of readings('hotel.jpg')) expect(reading).toMatch(/: no-floor, .* 0 cases libres$/);
    expect(lines.at(-1)).toBe('2 sur 2 lues de même quelle que soit la compression');
  }, 120_000);
});
