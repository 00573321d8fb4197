import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['système'],
          summary: 'État du serveur et de la base de données',
          response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
        },
      },
      async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
