import type { FastifyInstance } from 'fastify';
import { listWebsiteEventIds, loadEventSummaries } from '../db/repositories/catalog-repository.js';
import { localizeEvents } from '../services/content/localize.js';

interface EventsQuery {
  includePast?: '0' | '1' | 'true' | 'false';
  /** The reading language (names and descriptions); see services/content. */
  lng?: string;
}

/**
 * `GET /api/events`: the events sold on the website, ordered by start. Started events are left
 * out unless `includePast=1` (the resale screen lists past events).
 */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: EventsQuery }>(
    '/api/events',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { includePast: { type: 'string', enum: ['0', '1', 'true', 'false'] }, lng: { type: 'string', maxLength: 10 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const includePast = request.query.includePast === '1' || request.query.includePast === 'true';
      const now = app.now();
      const ids = await listWebsiteEventIds(app.db, { now, includePast });
      const events = await localizeEvents(request, await loadEventSummaries(app.db, ids, { now }));
      // Sale states and availability move with time and sales: never serve a stale list.
      reply.header('cache-control', 'no-cache');
      return reply.send({ events });
    },
  );
}
