import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../http/session.js';
import { parseAddAncillaries } from '../../domain/cart-payload.js';
import { addAncillariesToOrder, listOptions } from '../services/orders/ancillaries.js';
import { parsedOrThrow } from '../services/orders/order-input.js';

/** Extras: GET /api/options lists them, POST /api/add-ancillaries puts them in the cart. */
export async function optionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/options', async () => ({ options: await listOptions(app.db) }));

  app.post('/api/add-ancillaries', async (request) => {
    const customer = await requireCustomer(request);
    const { orderId, ancillaries } = parsedOrThrow(parseAddAncillaries(request.body));
    return { order: await addAncillariesToOrder(app, customer, orderId, ancillaries) };
  });
}
