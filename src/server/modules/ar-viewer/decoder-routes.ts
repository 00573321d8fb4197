import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';

const require = createRequire(import.meta.url);

/**
 * The mesh and texture decoders <model-viewer> loads for Draco- and KTX2-compressed models, served
 * from the `three` package it is built on. By default it would fetch them from Google's CDN, which
 * the CSP blocks and which visitors' phones should not depend on. Only these five files are served.
 */
const DECODERS: Record<string, Record<string, string>> = {
  draco: {
    'draco_decoder.js': 'three/examples/jsm/libs/draco/draco_decoder.js',
    'draco_wasm_wrapper.js': 'three/examples/jsm/libs/draco/draco_wasm_wrapper.js',
    'draco_decoder.wasm': 'three/examples/jsm/libs/draco/draco_decoder.wasm',
  },
  basis: {
    'basis_transcoder.js': 'three/examples/jsm/libs/basis/basis_transcoder.js',
    'basis_transcoder.wasm': 'three/examples/jsm/libs/basis/basis_transcoder.wasm',
  },
};

function resolveDecoder(kit: string, file: string): string | undefined {
  const specifier = DECODERS[kit]?.[file];
  if (!specifier) return undefined;
  try {
    return require.resolve(specifier);
  } catch {
    return undefined;
  }
}

export function modelViewerDecoderRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/model-viewer/:kit/:file',
      { schema: { hide: true, params: z.object({ kit: z.string(), file: z.string() }) } },
      async (req, reply) => {
        const path = resolveDecoder(req.params.kit, req.params.file);
        if (!path) throw notFound();
        const { size } = await stat(path);
        return reply
          .header(
            'Content-Type',
            path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8',
          )
          .header('Content-Length', size)
          .header('Cache-Control', 'public, max-age=86400')
          .header('X-Content-Type-Options', 'nosniff')
          .send(createReadStream(path));
      },
    );
  };
}
