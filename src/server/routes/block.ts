import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { getSessionCustomer, requireCustomer } from '../http/session.js';
import { parseId } from '../../domain/cart-payload.js';
import { blockSeats } from '../services/inventory/block-seats.js';
import { requestPopulationIds } from '../services/inventory/populations.js';

const name = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : null);

/** POST /api/block: seats and resale offers of one block for an event or a pack. */
export async function blockRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/block', async (request) => {
    if (!app.siteConfig.seatmapAccessibleWhenLoggedOut) await requireCustomer(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const query = {
      eventId: parseId(body.eventId),
      packId: parseId(body.packId),
      blockId: parseId(body.blockId),
      blockName: name(body.blockName),
      standName: name(body.standName),
    };
    if ((query.eventId === null) === (query.packId === null)) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'eventId|packId' });
    if (query.blockId === null && (query.blockName === null || query.standName === null)) {
      throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'blockId|standName+blockName' });
    }
    // Per customer (never cached): the asker's own resale listings are not offered to them.
    const customer = await getSessionCustomer(request);
    return blockSeats(app, query, { populationIds: await requestPopulationIds(request), customerId: customer?.id ?? null });
  });
}
