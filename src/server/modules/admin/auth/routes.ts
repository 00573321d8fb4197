import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../../contracts/error.js';
import { fr } from '../../../../domain/messages.fr.js';
import type { AppDeps } from '../../../app-deps.js';
import { AppError } from '../../../errors.js';
import { logIn, TooManyAttempts } from './service.js';
import { cookieOptions, endSession, resumeSession, SESSION_COOKIE, sessionTimeouts } from './sessions.js';

/** The two admin calls that work without a session. */
export function adminAuthRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  const timeouts = sessionTimeouts(config);
  return async (app) => {
    app.post(
      '/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Connexion administrateur (ouvre une session par cookie)',
          body: z.object({
            username: z.string().max(200).default(''),
            password: z.string().max(1000).default(''),
          }),
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), username: z.string() }),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const { username, password } = req.body;
        if (!username.trim() || !password.trim()) {
          throw new AppError(400, 'missing_credentials', fr.admin.loginRequired, {
            title: fr.admin.inputErrorTitle,
          });
        }
        await endSession(db, req.cookies[SESSION_COOKIE]);
        try {
          const session = await logIn(
            db,
            { username, password },
            { ipAddress: req.ip, userAgent: req.headers['user-agent'] },
            timeouts,
          );
          reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(config, timeouts.maxMs));
          return {
            success: true as const,
            message: fr.backOffice.loginSucceeded,
            username: session.username,
          };
        } catch (err) {
          if (err instanceof TooManyAttempts) reply.header('Retry-After', String(err.retryAfterSeconds));
          throw err;
        }
      },
    );

    app.get(
      '/check-auth',
      {
        schema: {
          tags: ['admin'],
          summary: 'Session administrateur en cours ?',
          response: { 200: z.object({ authenticated: z.boolean(), username: z.string().optional() }) },
        },
      },
      async (req) => {
        const session = await resumeSession(db, req.cookies[SESSION_COOKIE], timeouts);
        return session ? { authenticated: true, username: session.username } : { authenticated: false };
      },
    );
  };
}

/** Behind the guard: ending a session needs one. */
export function adminLogoutRoute({ db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/logout',
      {
        schema: {
          tags: ['admin'],
          summary: 'Déconnexion (la session est supprimée côté serveur)',
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (req, reply) => {
        await endSession(db, req.cookies[SESSION_COOKIE]);
        const { maxAge: _maxAge, ...options } = cookieOptions(config, 0);
        reply.clearCookie(SESSION_COOKIE, options);
        return { success: true as const, message: fr.backOffice.loggedOut };
      },
    );
  };
}
