import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { normaliseImage } from '../../src/server/modules/uploads/service.js';
import { projectRoot } from '../../src/server/paths.js';
import { median } from './stats.js';

/** A real 4032×3024 phone photo when the shared fixtures are there, else a noisy synthetic one. */
async function twelveMegapixelJpeg(): Promise<{ data: Buffer; source: string }> {
  const fixture = path.join(projectRoot, '../shared/fixtures/rooms/living-room-roomgpt-original.jpg');
  if (existsSync(fixture)) return { data: await fs.readFile(fixture), source: 'fixture 4032×3024' };
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#8a7',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { data: noise, source: 'synthetic 4000×3000' };
}

export async function benchUpload() {
  const { data, source } = await twelveMegapixelJpeg();
  await normaliseImage(data);
  const times: number[] = [];
  let out = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const result = await normaliseImage(data);
    times.push(performance.now() - t0);
    out = result.main.data.length;
  }
  return {
    'source image': `${source}, ${(data.length / 1024).toFixed(0)} KB`,
    'pipeline time (median of 5)': `${median(times).toFixed(0)} ms`,
    'stored WebP 2048 px': `${(out / 1024).toFixed(0)} KB`,
    'process RSS': `${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  };
}
