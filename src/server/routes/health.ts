import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hostname } from 'node:os';
import { pendingMigrations } from '../db/database.js';
import { isStorageFailure } from '../http/error-handling.js';

/** This node's row in health_probes. */
const NODE = `${hostname()}:${process.pid}`;

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
 * balancer sends fans only to a node whose database answers, accepts a write (a full disk or a
 * read-only database would lose every order) and whose schema is migrated up to what this build
 * expects; otherwise 503 with the reason (`database`, `database_not_writable` or `migrations`).
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
    try {
      const checkedAt = app.now().toISOString();
      await withTimeout(app.db.insertInto('health_probes').values({ node: NODE, checked_at: checkedAt })
        .onConflict((oc) => oc.column('node').doUpdateSet({ checked_at: checkedAt })).execute(), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.error({ err: error }, isStorageFailure(error) ? 'readiness: the database refuses writes' : 'readiness: write probe failed');
      return reply.code(503).send({ status: 'unavailable', reason: 'database_not_writable' });
    }
    return reply.send({ status: 'ready' });
  });
}
