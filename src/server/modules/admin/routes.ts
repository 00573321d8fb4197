import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import type { RoomRenderer } from '../generation/room-renderer.js';
import { adminAuthRoutes, adminLogoutRoute } from './auth/routes.js';
import { refuseForeignOrigin, requireAdminSession } from './guard.js';
import { adminImageRoutes } from './images/routes.js';
import { adminKpiRoutes } from './kpi/routes.js';
import { adminModelRoutes } from './models3d/routes.js';
import { adminOrderRoutes } from './orders/routes.js';
import { adminProductRoutes } from './products/routes.js';
import { adminQuoteRoutes } from './quotes/routes.js';

/** The back office regenerates images, so it needs the renderer the app built. */
export type AdminDeps = AppDeps & { renderer: RoomRenderer };

/**
 * Everything under /api/admin (registered with that prefix). Two layers of encapsulation: the
 * origin check and no-store apply to all; the session guard wraps every route but login and
 * check-auth, so a route added to the inner list cannot be left open by accident.
 */
export function adminRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', refuseForeignOrigin(deps.config));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    await app.register(adminAuthRoutes(deps));

    await app.register(async (guarded) => {
      guarded.addHook('onRequest', requireAdminSession(deps.db, deps.config));
      await guarded.register(adminLogoutRoute(deps));
      await guarded.register(adminKpiRoutes(deps));
      await guarded.register(adminProductRoutes(deps));
      await guarded.register(adminModelRoutes(deps));
      await guarded.register(adminImageRoutes(deps));
      await guarded.register(adminQuoteRoutes(deps));
      await guarded.register(adminOrderRoutes(deps));
    });
  };
}
