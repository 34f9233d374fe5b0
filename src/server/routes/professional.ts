import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../http/session.js';
import { notFound } from '../errors.js';
import { loadEventSummaries, loadPackSummaries } from '../db/repositories/catalog-repository.js';
import { professionalPopulationIds } from '../db/repositories/population-repository.js';
import { localizeEvents, localizePacks } from '../services/content/localize.js';

/**
 * `GET /api/professional-offers`: the events and packs with offers reserved to the signed-in
 * customer's professional populations. Anyone else is answered as if the page did not exist.
 */
export async function professionalRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/professional-offers', async (request, reply) => {
    const customer = await requireCustomer(request);
    const populations = await professionalPopulationIds(app.db, customer.id);
    if (populations.length === 0) throw notFound('NOT_FOUND');
    const rows = await app.db.selectFrom('tariffs').select(['event_id', 'campaign_pack_id']).distinct().where('population_id', 'in', populations).execute();
    const now = app.now();
    const [events, packs] = await Promise.all([
      loadEventSummaries(app.db, rows.flatMap((r) => (r.event_id === null ? [] : [r.event_id])), { now }),
      loadPackSummaries(app.db, rows.flatMap((r) => (r.campaign_pack_id === null ? [] : [r.campaign_pack_id])), { now }),
    ]);
    const upcoming = <T extends { saleState: string }>(items: T[]) => items.filter((i) => i.saleState !== 'past');
    reply.header('cache-control', 'no-store');
    return {
      events: await localizeEvents(request, upcoming(events).sort((a, b) => a.startDatetime.localeCompare(b.startDatetime))),
      packs: await localizePacks(request, upcoming(packs)),
    };
  });
}
