import type { FastifyInstance } from 'fastify';
import { getSessionCustomer } from '../http/session.js';
import { cartSummary } from '../../domain/cart-summary.js';
import { currentCart } from '../services/orders/manage-orders.js';

/** GET /api/cart: the popover's summary of the current on-hold order (empty when signed out). */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/cart', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const customer = await getSessionCustomer(request);
    return customer ? currentCart(app, customer) : cartSummary(null);
  });
}
