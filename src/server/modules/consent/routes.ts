import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { logConsent } from './service.js';

const MAX_DETAILS_CHARS = 2000;

/** `details` arrives as JSON text (spec) or as an object; either way it is stored as JSON. */
const details = z
  .union([z.string().max(MAX_DETAILS_CHARS), z.record(z.string(), z.unknown())])
  .optional()
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'details must be JSON' });
      return z.NEVER;
    }
  })
  .refine((v) => v === undefined || JSON.stringify(v).length <= MAX_DETAILS_CHARS, 'details too large');

const consentBody = z.object({
  action: z.string().trim().min(1).max(64),
  consentType: z.string().trim().min(1).max(64),
  consentGiven: z.boolean(),
  details,
  timestamp: z.string().max(64).optional(),
  userAgent: z.string().max(512).optional(),
  /** Ignored: a client cannot choose the address it is logged under. */
  ipAddress: z.string().max(100).optional(),
});

export function consentRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/log-consent',
      {
        bodyLimit: 8 * 1024,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['consentement'],
          summary: 'Journal des consentements (cookies, droits sur les photos)',
          body: consentBody,
          response: { 201: z.object({ id: z.number() }) },
        },
      },
      async (req, reply) => {
        const { ipAddress: _ignored, ...entry } = req.body;
        const id = await logConsent(db, entry, req.ip);
        return reply.code(201).send({ id });
      },
    );
  };
}
