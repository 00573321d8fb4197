// Bundles the server's TypeScript into dist/server (packages stay external, installed by npm ci),
// the page the offline renderer draws in (three.js included) and the GrabCut worker beside it.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

await build({
  entryPoints: ['src/server/modules/generation/render3d/page/render-page.ts'],
  outfile: 'dist/server/render-page.js',
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'chrome120',
  logLevel: 'warning',
});

await build({
  entryPoints: ['src/server/modules/generation/compose/grabcut-worker.ts'],
  outfile: 'dist/server/grabcut-worker.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
