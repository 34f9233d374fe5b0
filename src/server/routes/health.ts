import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness plus a database round trip, for load balancers in front of several app nodes. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    await sql`select 1`.execute(app.db);
    return reply.send({ status: 'ok', time: app.now().toISOString() });
  });
}
