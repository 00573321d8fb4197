import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../domain/constants.js';
import { fr } from '../domain/messages.fr.js';
import { isAppRoute } from '../domain/routes.js';
import type { AppDeps } from './app-deps.js';
import { AppError } from './errors.js';
import { adminRoutes } from './modules/admin/routes.js';
import { modelViewerDecoderRoutes } from './modules/ar-viewer/decoder-routes.js';
import { catalogArtRoutes } from './modules/catalog/art-routes.js';
import { catalogThumbnailRoutes } from './modules/catalog/art-thumbnail-routes.js';
import { invalidateCatalogCache } from './modules/catalog/catalog-cache.js';
import { partnerPhotoRoutes } from './modules/catalog/partner-photo-routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { consentRoutes } from './modules/consent/routes.js';
import { createRoomRenderer } from './modules/generation/create-room-renderer.js';
import { landingImageRoutes } from './modules/generation/landing-routes.js';
import { generationRoutes } from './modules/generation/routes.js';
import { sceneRoutes } from './modules/generation/scene-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { models3dRoutes } from './modules/models3d/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { createPaymentProvider } from './modules/payments/create-payment-provider.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { quoteRoutes } from './modules/quotes/routes.js';
import { selectionRoutes } from './modules/selection/routes.js';
import { snappedRoutes } from './modules/snapped/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { type ConnectionLimits, DEFAULT_LIMITS, limitedServerFactory } from './net/connection-limits.js';
import { webDistDir } from './paths.js';
import { isDataException, requestProblem } from './request-guards.js';
import { validationMessage } from './validation-message.js';

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const loggerOption =
    deps.logger && typeof deps.logger === 'object' && 'child' in deps.logger
      ? { loggerInstance: deps.logger as FastifyBaseLogger }
      : { logger: deps.logger ?? false };

  const limits: ConnectionLimits = {
    ...DEFAULT_LIMITS,
    // Behind a proxy every client comes from its address: the proxy limits them.
    ...(config.TRUST_PROXY ? { perAddress: null } : {}),
    ...deps.limits,
  };
  const app = Fastify({
    ...loggerOption,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    serverFactory: limitedServerFactory(limits),
    // An address the router cannot read (bad percent-encoding, an over-long id) is refused
    // before any route runs; it gets the same French JSON error as every other refusal.
    frameworkErrors: (err, _req, reply: FastifyReply) =>
      reply
        .code(err.statusCode === 414 ? 414 : 400)
        .send({ error: 'bad_address', message: fr.errors.badAddress }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The public catalogue is cached (catalog-cache.ts) and only the back office changes it:
  // clear the cache before a successful admin write answers, so the next read sees the change.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.url.startsWith('/api/admin/') && reply.statusCode < 400) {
      invalidateCatalogCache(deps.db);
    }
    return payload;
  });
  // One host for the visitor's pages: the flow lives in the tab's storage and the visitor's
  // cookie, both tied to a host, and the payment provider brings the visitor back to PUBLIC_URL's.
  // A page a browser asks on another name for the site (www., an IP) goes there before the app
  // starts; health checks and the API answer on any name.
  const canonicalHost = config.PUBLIC_URL ? new URL(config.publicUrl).host : null;
  app.addHook('onRequest', async (req, reply) => {
    const navigation = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!canonicalHost || !navigation || req.url.startsWith('/api/')) return;
    const host = req.headers.host;
    if (host && host.toLowerCase() !== canonicalHost) {
      return reply.code(301).header('Cache-Control', 'no-store').redirect(`${config.publicUrl}${req.url}`);
    }
  });
  app.addHook('preValidation', async (req, reply) => {
    const problem = requestProblem(req.body) ?? requestProblem(req.query) ?? requestProblem(req.params);
    if (problem === 'control_characters') {
      return reply.code(400).send({ error: problem, message: fr.errors.controlCharacters });
    }
    if (problem === 'too_complex')
      return reply.code(400).send({ error: problem, message: fr.errors.tooComplex });
    if (problem === 'reserved_key')
      return reply.code(400).send({ error: problem, message: fr.errors.reservedKey });
  });
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .send({ error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        error: 'invalid_request',
        message: validationMessage(err.validation.map((v) => v.message)),
        details: err.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      });
    }
    if (isDataException(err)) {
      return reply.code(400).send({ error: 'invalid_request', message: fr.errors.invalidRequest });
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'too_many_requests', message: fr.errors.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        return reply.code(413).send({ error: 'too_many_parts', message: fr.errors.tooManyParts });
      }
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        return reply.code(415).send({ error: 'not_multipart', message: fr.errors.notMultipart });
      }
      if (code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
        return reply.code(413).send({ error: 'file_too_large', message: fr.upload.tooLargeBody });
      }
      return reply.code(status).send({ error: 'invalid_request', message: fr.errors.invalidRequest });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'internal_error', message: fr.errors.generic });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A product's picture may be a partner store's photo at its own https address (typed in
        // the back office or imported by CSV); plain http would be mixed content.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The 3D viewer's Draco / KTX2 decoders are WebAssembly: compiling it needs this, not 'unsafe-eval'.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS tells browsers to come back over https only: meaningless, and harmful, on plain http.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? undefined : false,
  });
  // JSON answers and 3D models (a sofa's GLB: 290 KB, 65 KB in brotli): built assets are
  // precompressed at build time, photos are already compressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/json|model\/gltf)/,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kër Déco API',
        version: '1.0.0',
        description: 'API publique et back-office de Kër Déco.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes(deps));
  await app.register(catalogRoutes(deps));
  await app.register(catalogArtRoutes(deps));
  await app.register(catalogThumbnailRoutes(deps));
  await app.register(partnerPhotoRoutes(deps));
  await app.register(uploadRoutes(deps));
  await app.register(consentRoutes(deps));
  await app.register(models3dRoutes(deps));
  await app.register(modelViewerDecoderRoutes());
  const payments = deps.payments ?? createPaymentProvider(config);
  const renderer = deps.renderer ?? createRoomRenderer(config);
  // A renderer the app made is the app's to close; one handed in belongs to the caller.
  if (!deps.renderer) app.addHook('onClose', async () => renderer.close?.());
  await app.register(paymentRoutes({ ...deps, payments, renderer }));
  await app.register(generationRoutes({ ...deps, payments, renderer }));
  await app.register(sceneRoutes(deps));
  await app.register(adminRoutes({ ...deps, renderer }), { prefix: '/api/admin' });
  await app.register(landingImageRoutes(deps));
  await app.register(quoteRoutes(deps));
  await app.register(orderRoutes(deps));
  await app.register(selectionRoutes(deps));
  await app.register(snappedRoutes(deps));

  const paymentsSimulated = config.isProduction && config.PAYMENT_PROVIDER === 'sandbox';
  await registerWebApp(app, deps.webDir ?? webDistDir, paymentsSimulated ? fr.payment.simulated : null);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * A notice every page shows above everything else, written into the page's HTML: it is there
 * before any script runs and never moves the page when it appears.
 */
function withNotice(html: string, notice: string): string {
  const escaped = notice.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(
    '<body>',
    `<body><p role="status" style="margin:0;padding:8px 16px;background:#ffedd5;color:#7c2d12;font:600 14px/1.4 system-ui,sans-serif;text-align:center">${escaped}</p>`,
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated, 404 status off
 * the route table; `notice`, when given, is written at the top of every page.
 */
async function registerWebApp(app: App, webDir: string, notice: string | null) {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // '/' is the landing written at build time; every other route gets the empty shell (app.html),
  // which a build without the prerender step does not have.
  const shellName = existsSync(path.join(webDir, 'app.html')) ? 'app.html' : 'index.html';
  const noticed = async (name: string) =>
    withNotice(await readFile(path.join(webDir, name), 'utf8'), notice ?? '');
  const noticedPages =
    hasWeb && notice ? { landing: await noticed('index.html'), shell: await noticed(shellName) } : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Hashed assets never change; a page (index.html asked by its name) is revalidated like '/'.
        res.header(
          'Cache-Control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' && !pathname.startsWith('/api/') && hasWeb;
    if (!wantsPage || /\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return reply.code(404).send({ error: 'not_found', message: fr.errors.notFound });
    }
    reply.header('Cache-Control', 'no-cache');
    const status = isAppRoute(pathname) ? 200 : 404;
    const landing = pathname === '/';
    if (noticedPages) {
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(landing ? noticedPages.landing : noticedPages.shell);
    }
    return reply.code(status).sendFile(landing ? 'index.html' : shellName, webDir);
  });
}
