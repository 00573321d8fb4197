import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_SERVER = 'http://localhost:5000';
const SERVER_PATHS = [
  '/api',
  '/uploads',
  '/catalog-images',
  '/landing-images',
  '/3d-models',
  '/generated',
  '/paiement-sandbox',
  '/healthz',
];

/**
 * The landing is the page most visitors open first, over slow mobile links: preloading its lazy
 * chunk from index.html saves the round trip the browser would otherwise wait for after main.js.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'ker-deco:preload-landing-chunk',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {});
      const landing = chunks.find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/web/routes/home.tsx'),
      );
      if (landing?.type !== 'chunk')
        throw new Error('preloadLandingChunk: no chunk for src/web/routes/home.tsx');
      const entries = new Set(chunks.filter((c) => c.type === 'chunk' && c.isEntry).map((c) => c.fileName));
      return [landing.fileName, ...landing.imports.filter((file) => !entries.has(file))].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * Writes .br and .gz next to every text asset so the server sends them as they are
 * (no compression work per request) and a phone downloads about a third of the bytes.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'ker-deco:precompress-assets',
    // Not for the landing's prerender bundle (scripts/prerender.mjs), which is run once and deleted.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f))
          .map(async (f) => {
            const file = path.join(outDir, f);
            const data = await fs.readFile(file);
            if (data.length < 1024) return;
            await fs.writeFile(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
            await fs.writeFile(
              `${file}.br`,
              zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), preloadLandingChunk(), precompressAssets()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((p) => [p, API_SERVER])),
  },
});
