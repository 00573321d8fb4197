import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app';
import HomePage from './routes/home';

/**
 * The landing's HTML as a first visit renders it, built once at build time (scripts/prerender.mjs):
 * a phone shows the page as soon as the HTML arrives, and main.tsx hydrates it. Everything a
 * visit knows only in the browser (its flow, its cookie choice) renders as for a first visit.
 */
export async function renderLanding(): Promise<string> {
  const html = await renderOnce();
  // The landing is written in place, with no fallback to swap by an inline script (the CSP allows none).
  if (html.includes('<script') || html.includes('<!--$?-->'))
    throw new Error('prerender: the landing still waits on a lazy part');
  return html;
}

async function renderOnce(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath="/">
        <App home={HomePage} />
      </Router>
    </StrictMode>,
    // Large boundaries would otherwise be written apart and moved in by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
