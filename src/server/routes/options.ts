import { withCustomerWriteSlot } from '../http/customer-write-slots.js';
import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../http/session.js';
import { parseAddAncillaries } from '../../domain/cart-payload.js';
import { addAncillariesToOrder, listOptions } from '../services/orders/ancillaries.js';
import { parsedOrThrow } from '../services/orders/order-input.js';
import { localizeOptions, localizeOrders } from '../services/content/localize.js';

/** Extras: GET /api/options lists them in the reader's language, POST /api/add-ancillaries puts them in the cart. */
export async function optionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/options', async (request) => ({ options: await localizeOptions(request, await listOptions(app.db)) }));

  app.post('/api/add-ancillaries', async (request) => {
    const customer = await requireCustomer(request);
    const { orderId, ancillaries } = parsedOrThrow(parseAddAncillaries(request.body));
    const added = await withCustomerWriteSlot(app, customer.id, () => addAncillariesToOrder(app, customer, orderId, ancillaries));
    const [order] = await localizeOrders(request, [added]);
    return { order };
  });
}
