// Bundles the server's TypeScript into dist/server (packages stay external, installed by npm ci).
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
