import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session.js';

/**
 * An API answer to a signed-in visitor is theirs (orders, holders, prices for their status):
 * no shared or browser cache keeps it unless the route said otherwise (a versioned geometry).
 */
export function registerPrivateNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/') || !request.cookies[SESSION_COOKIE]) return payload;
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
