import { createHash, randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUOTE_VALIDITY_DAYS } from '../../../domain/constants.js';
import type { Config } from '../../config.js';
import { cookieOptions } from '../admin/service.js';

/**
 * The anonymous visitor's cookie (public-flow.md §7: every call sends it). It holds a random token;
 * the rows a visitor creates keep only its SHA-256, so a leaked table lets no one act as them.
 */
export const VISITOR_COOKIE = 'kerdeco_visitor';

/** A visitor comes back to their quote until it expires, so the cookie lives as long. */
const VISITOR_COOKIE_MAX_MS = QUOTE_VALIDITY_DAYS * 86_400_000;

/** What `randomBytes(32).toString('base64url')` gives; anything else was not issued here. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The value stored on the visitor's rows. */
export function visitorHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenOf(req: FastifyRequest): string | null {
  const token = req.cookies[VISITOR_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The caller's visitor hash, or null for a caller without a visitor cookie (who owns nothing). */
export function visitorOf(req: FastifyRequest): string | null {
  const token = tokenOf(req);
  return token ? visitorHashOf(token) : null;
}

/**
 * The caller's visitor hash, giving them a cookie first when they have none. The cookie is sent
 * again each time, so its lifetime counts from the visitor's latest photo or quote.
 */
export function ensureVisitor(req: FastifyRequest, reply: FastifyReply, config: Config): string {
  const token = tokenOf(req) ?? randomBytes(32).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, token, cookieOptions(config, VISITOR_COOKIE_MAX_MS));
  return visitorHashOf(token);
}

/** Condition "this row is the visitor's": rows without an owner, or a caller without cookie, never match. */
export function ownedBy(column: AnyPgColumn, visitor: string | null): SQL {
  return visitor ? eq(column, visitor) : sql`false`;
}
