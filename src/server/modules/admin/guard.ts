import type { FastifyReply, FastifyRequest } from 'fastify';
import { fr } from '../../../domain/messages.fr.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type AdminSession, resumeSession, SESSION_COOKIE, sessionTimeouts } from './auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    adminSession?: AdminSession;
  }
}

/** The hook every /api/admin route but login and check-auth runs behind: 401 without a live session. */
export function requireAdminSession(db: Db, config: Config) {
  const sessionOf = adminSessionOf(db, config);
  return async (req: FastifyRequest) => {
    const session = await sessionOf(req);
    if (!session) throw new AppError(401, 'unauthorized', fr.admin.unauthorized);
    req.adminSession = session;
  };
}

/** The administrator's live session on this request, or null: for pages shared with visitors. */
export function adminSessionOf(db: Db, config: Config) {
  const timeouts = sessionTimeouts(config);
  return (req: FastifyRequest): Promise<AdminSession | null> =>
    resumeSession(db, req.cookies[SESSION_COOKIE], timeouts);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site request forgery guard for state-changing admin calls. SameSite=Lax already keeps the
 * cookie off cross-site POSTs; this also refuses same-site neighbours and old browsers: a browser
 * request carries Origin (or at least Referer), and it must be the site's public address or the
 * Host it was sent to. Calls without either header come from scripts, which no cookie rides along.
 */
export function refuseForeignOrigin(config: Config) {
  const publicOrigin = new URL(config.publicUrl).origin;
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
    const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (origin === undefined) return;
    if (origin === publicOrigin || origin === `${req.protocol}://${req.host}`) return;
    throw forbidden();
  };
}

const forbidden = () => new AppError(403, 'forbidden_origin', fr.backOffice.forbiddenOrigin);
