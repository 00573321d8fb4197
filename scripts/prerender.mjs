// Writes the landing's HTML into dist/web/index.html at build time (src/web/prerender.tsx), so a
// phone shows the page as soon as the HTML arrives; the untouched shell goes to app.html for the
// other routes. Runs after `vite build`, which made dist/web.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const webDir = path.resolve('dist/web');
const ssrDir = path.resolve('dist/prerender');
const ROOT = '<div id="root"></div>';

await build({
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
let body = await renderLanding();
await fs.rm(ssrDir, { recursive: true, force: true });

// React writes the preloads of the page's first images ahead of it: they belong in the head.
const hints = body.match(/^(<link [^>]*\/>)+/)?.[0] ?? '';
body = body.slice(hints.length);

const shell = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
if (!shell.includes(ROOT)) throw new Error(`prerender: dist/web/index.html has no ${ROOT}`);
const landing = shell
  .replace('</head>', `${hints}</head>`)
  .replace(ROOT, `<div id="root" data-prerendered="/">${body}</div>`);

const write = async (name, html) => {
  const file = path.join(webDir, name);
  await fs.writeFile(file, html);
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  await fs.writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
};
await write('app.html', shell);
await write('index.html', landing);
if (!existsSync(path.join(webDir, 'app.html'))) throw new Error('prerender: app.html not written');
console.log(
  `prerender: landing ${Buffer.byteLength(landing)} bytes of HTML (${zlib.gzipSync(landing).length} gzip)`,
);
