import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.js';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection: every visitor gets a random readable `csrf` cookie, and every
 * state-changing request must echo it in the `x-csrf-token` header. Another site can make the
 * browser send the cookie but cannot read it to set the header. The check runs once the request
 * is routed, on the route's own pattern: a path spelt differently (percent-encoded) reaches the
 * same route and the same check. Routes that authenticate otherwise (the
 * payment notifications' signature, the test payment page's form token) are listed by pattern in
 * `exemptRoutes`.
 */
export function registerCsrfProtection(app: FastifyInstance, exemptRoutes: readonly string[] = []): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[CSRF_COOKIE]) issueCsrfCookie(app, reply);
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exemptRoutes.includes(request.routeOptions.url ?? '')) return;
    const cookieToken = request.cookies[CSRF_COOKIE];
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      throw new AppError(403, 'CSRF_INVALID');
    }
  });
}

/**
 * Sets a fresh CSRF cookie. Called on every sign-in too, so a token planted before login (for
 * example by a sibling subdomain) does not survive into the session.
 */
export function issueCsrfCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: false,
    sameSite: 'lax',
    secure: app.production,
    path: '/',
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
