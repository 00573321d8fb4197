import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';

const state = z.enum(['ok', 'error']);

/** Whether a check answers: 'ok', or 'error' (the reason goes to the log, not to the caller). */
async function answers(check: () => Promise<unknown>, log: (err: Error) => void): Promise<'ok' | 'error'> {
  try {
    await check();
    return 'ok';
  } catch (err) {
    log(err as Error);
    return 'error';
  }
}

export function healthRoutes({ db, storage, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['système'],
          summary: 'État du serveur, de la base de données et du stockage des fichiers',
          description: '200 quand les deux répondent, 503 sinon (pour un répartiteur de charge).',
          response: {
            200: z.object({ status: z.literal('ok'), database: state, storage: state }),
            503: z.object({ status: z.literal('error'), database: state, storage: state }),
          },
        },
      },
      async (req, reply) => {
        const log = (what: string) => (err: Error) =>
          req.log.error({ err: err.message }, `${what} does not answer`);
        const [database, files] = await Promise.all([
          answers(() => db.execute(sql`select 1`), log('database')),
          answers(() => storage.exists('uploads/healthz-probe.webp'), log('storage')),
        ]);
        reply.header('Cache-Control', 'no-store');
        if (database === 'ok' && files === 'ok') return { status: 'ok' as const, database, storage: files };
        return reply.code(503).send({ status: 'error' as const, database, storage: files });
      },
    );

    app.get(
      '/api/site',
      {
        schema: {
          tags: ['système'],
          summary: 'Ce que chaque page doit dire du site',
          description:
            'paymentsSimulated : le site tourne en production sur le paiement de démonstration ' +
            '(PAYMENT_SANDBOX_IN_PRODUCTION) ; chaque page le dit.',
          response: { 200: z.object({ paymentsSimulated: z.boolean() }) },
        },
      },
      async () => ({
        paymentsSimulated: config.isProduction && config.PAYMENT_PROVIDER === 'sandbox',
      }),
    );
  };
}
