import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors.js';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

/** The signed-in customer as route handlers need it. */
export interface SessionCustomer {
  id: number;
  email: string;
  firstName: string;
  isEarlyBird: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memo of the session lookup: undefined until looked up, null when signed out. */
    sessionCustomer?: SessionCustomer | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for a customer and sets its HttpOnly cookie. */
export async function createSession(app: FastifyInstance, reply: FastifyReply, customerId: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await app.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      customer_id: customerId,
      csrf_token: randomBytes(24).toString('base64url'),
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.production,
    path: '/',
    expires,
  });
}

/** The customer of the request's session, or null when signed out or the session expired. */
export async function getSessionCustomer(request: FastifyRequest): Promise<SessionCustomer | null> {
  if (request.sessionCustomer !== undefined) return request.sessionCustomer;
  const token = request.cookies[SESSION_COOKIE];
  request.sessionCustomer = token ? await lookUpSession(request.server, hashToken(token)) : null;
  return request.sessionCustomer;
}

async function lookUpSession(app: FastifyInstance, sessionId: string): Promise<SessionCustomer | null> {
  const now = app.now();
  const cache = app.sessionCache;
  const remembered = cache?.lookup(sessionId, now.getTime());
  if (remembered) return remembered;
  const generation = cache?.generation ?? 0;
  const row = await app.db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select(['customers.id', 'customers.email', 'customers.first_name', 'customers.is_early_bird', 'sessions.expires_at'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const customer = Object.freeze({ id: row.id, email: row.email, firstName: row.first_name, isEarlyBird: row.is_early_bird === 1 });
  cache?.remember(sessionId, customer, Date.parse(row.expires_at), now.getTime(), generation);
  return customer;
}

/** The signed-in customer, or a 401 UNAUTHENTICATED. */
export async function requireCustomer(request: FastifyRequest): Promise<SessionCustomer> {
  const customer = await getSessionCustomer(request);
  if (!customer) throw unauthenticated();
  return customer;
}

/** The stored (hashed) id of the request's session cookie, or null when there is none. */
export function currentSessionId(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

/** Ends the request's session (if any) and clears its cookie. */
export async function destroySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await request.server.db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  request.sessionCustomer = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
