import type { FastifyInstance } from 'fastify';
import { getSessionCustomer } from '../http/session.js';
import { cartSummary } from '../../domain/cart-summary.js';
import { currentCart } from '../services/orders/manage-orders.js';
import { localizeOrders } from '../services/content/localize.js';

/** GET /api/cart: the popover's summary of the current on-hold order (empty when signed out). */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/cart', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const customer = await getSessionCustomer(request);
    if (!customer) return cartSummary(null);
    const [summary] = await localizeOrders(request, [await currentCart(app, customer)]);
    return summary;
  });
}
