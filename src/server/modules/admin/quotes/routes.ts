import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminQuoteSchema } from '../../../../contracts/admin.js';
import { ADMIN_QUOTES_PAGE_SIZE } from '../../../../domain/constants.js';
import type { AppDeps } from '../../../app-deps.js';
import { renderQuotePdf } from '../../quotes/service.js';
import { attachment } from '../csv.js';
import { markProcessedRoute, processed } from '../orders/routes.js';
import { markQuoteOrderProcessed } from '../orders/service.js';
import { datedListQuery, filterValue, idParams } from '../schemas.js';
import { countQuoteDownload, listQuotes, quoteNumberOf } from './service.js';

export function adminQuoteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    app.get(
      '/quotes',
      {
        schema: {
          tags: ['admin'],
          summary: 'Devis, filtrés et paginés (les plus récents d’abord)',
          querystring: datedListQuery(ADMIN_QUOTES_PAGE_SIZE, {
            status: filterValue.pipe(z.enum(['generated', 'downloaded']).optional().catch(undefined)),
          }),
          response: { 200: z.object({ quotes: z.array(adminQuoteSchema), total: z.number() }) },
        },
      },
      async (req) => listQuotes(db, req.query),
    );

    app.get(
      '/quotes/:id/download-pdf',
      {
        schema: {
          tags: ['admin'],
          summary: 'Télécharger le devis en PDF (compte le téléchargement : le devis passe « téléchargé »)',
          params: idParams,
          produces: ['application/pdf'],
        },
      },
      async (req, reply) => {
        const number = await quoteNumberOf(db, req.params.id);
        const pdf = await renderQuotePdf({ db, storage }, req.params.id);
        // A link followed from another site still gets the file (the session cookie rides along on
        // a Lax navigation) but must not change the quote's status behind the administrator's back.
        if (req.method === 'GET' && req.headers['sec-fetch-site'] !== 'cross-site') {
          await countQuoteDownload(db, req.params.id);
        }
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', attachment(`devis-${number}.pdf`))
          .send(pdf);
      },
    );

    app.post(
      '/quotes/:id/mark-processed',
      markProcessedRoute('Marquer la commande de ce devis comme traitée (notes facultatives)'),
      async (req) => processed(await markQuoteOrderProcessed(db, req.params.id, req.body)),
    );
  };
}
