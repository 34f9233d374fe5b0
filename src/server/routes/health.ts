import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/database.js';

/** A database that does not answer within this long counts as unreachable. */
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (`/api/health`, a database round trip) and readiness (`/api/health/ready`): a load
 * balancer sends fans only to a node whose database answers and whose schema is migrated up to
 * what this build expects; otherwise 503 with the reason (`database` or `migrations`).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    await sql`select 1`.execute(app.db);
    return reply.send({ status: 'ok', time: app.now().toISOString() });
  });

  app.get('/api/health/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(app.db), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
    if (pending.length > 0) return reply.code(503).send({ status: 'unavailable', reason: 'migrations', pending });
    return reply.send({ status: 'ready' });
  });
}
