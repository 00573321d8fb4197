import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Runs OpenCV's GrabCut off the server's main thread: a cut takes 0.5–4 s of CPU, and OpenCV's
 * WebAssembly module installs its own process-wide error handlers, which stay in this thread.
 * Bundled by esbuild (see grabcut.ts); messages carry raw pixels and labels, and get labels back.
 */

type OpenCv = typeof import('@techstark/opencv-js');

export interface GrabCutJob {
  id: number;
  rgb: Uint8Array;
  labels: Uint8Array;
  width: number;
  height: number;
  iterations: number;
}

export type GrabCutAnswer = { id: number; labels: Uint8Array } | { id: number; error: string };

const ready: Promise<{ cv: OpenCv }> = new Promise((resolve) => {
  // The module's file, found by the server: this code runs from a string, with no place of its own.
  const cv = createRequire(workerData.openCvPath)(workerData.openCvPath) as OpenCv;
  // Wrapped: the module is itself a thenable, which a promise would wait on forever.
  if ((cv as { Mat?: unknown }).Mat) resolve({ cv });
  else cv.onRuntimeInitialized = () => resolve({ cv });
});

parentPort?.on('message', async (job: GrabCutJob) => {
  const { cv } = await ready;
  const image = new cv.Mat(job.height, job.width, cv.CV_8UC3);
  const mask = new cv.Mat(job.height, job.width, cv.CV_8UC1);
  const background = new cv.Mat();
  const object = new cv.Mat();
  try {
    image.data.set(job.rgb);
    mask.data.set(job.labels);
    cv.grabCut(
      image,
      mask,
      new cv.Rect(0, 0, 1, 1),
      background,
      object,
      job.iterations,
      cv.GC_INIT_WITH_MASK,
    );
    const labels = Uint8Array.from(mask.data);
    parentPort?.postMessage({ id: job.id, labels } satisfies GrabCutAnswer, [labels.buffer]);
  } catch (err) {
    const error = typeof err === 'number' ? `OpenCV exception ${err}` : String(err);
    parentPort?.postMessage({ id: job.id, error } satisfies GrabCutAnswer);
  } finally {
    image.delete();
    mask.delete();
    background.delete();
    object.delete();
  }
});
