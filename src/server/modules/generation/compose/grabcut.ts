import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundledScript } from '../../../bundled-script.js';
import type { GrabCutAnswer, GrabCutJob } from './grabcut-worker.js';

/**
 * GrabCut (OpenCV's, compiled to WebAssembly in @techstark/opencv-js, Apache-2.0) in one worker
 * thread, started on the first cut and kept for the next ones. Jobs queue in it one at a time:
 * a cut's CPU time never stalls the server's requests, and OpenCV's memory (about 120 MB) is
 * paid once.
 */

let script: Promise<string> | null = null;

/** The worker's code: built beside the server bundle, or bundled from source in development. */
function workerScript(): Promise<string> {
  script ??= bundledScript(
    path.dirname(fileURLToPath(import.meta.url)),
    'grabcut-worker.cjs',
    'grabcut-worker.ts',
    {
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
    },
  );
  return script;
}

let worker: Promise<Worker> | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (labels: Uint8Array) => void; reject: (err: Error) => void }>();

function failAll(err: Error): void {
  for (const job of waiting.values()) job.reject(err);
  waiting.clear();
  worker = null;
}

function grabCutWorker(): Promise<Worker> {
  worker ??= workerScript().then((code) => {
    const openCvPath = createRequire(import.meta.url).resolve('@techstark/opencv-js');
    const started = new Worker(code, { eval: true, workerData: { openCvPath } });
    // An idle worker does not keep the process alive; a busy one is kept by its pending job.
    started.unref();
    started.on('message', (answer: GrabCutAnswer) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(answer.labels);
    });
    started.on('error', (err: Error) => failAll(err));
    started.on('exit', (code) => failAll(new Error(`GrabCut worker stopped (${code})`)));
    return started;
  });
  return worker;
}

/**
 * GrabCut's labels after `iterations` rounds, from starting labels (0 room for sure, 1 piece for
 * sure, 2 maybe room, 3 maybe piece) over an RGB picture.
 */
export async function grabCut(
  rgb: Uint8Array,
  labels: Uint8Array,
  width: number,
  height: number,
  iterations: number,
): Promise<Uint8Array> {
  const running = await grabCutWorker();
  const id = nextId++;
  const job: GrabCutJob = { id, rgb, labels, width, height, iterations };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    running.ref();
    running.postMessage(job);
  }).finally(() => {
    if (waiting.size === 0) running.unref();
  }) as Promise<Uint8Array>;
}
